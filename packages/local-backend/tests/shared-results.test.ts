// A subscribed query that does not read the caller's identity gives everyone
// the same result: once that is known, one execution per update serves the
// subscribers of every identity. A query that reads it runs for each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexClient } from "convex/browser";
import WebSocket from "ws";
import { setAdminAuth } from "../src/run.js";
import { startFixture, waitFor } from "./helpers.js";

let b: Awaited<ReturnType<typeof startFixture>>;
const runs = new Map<string, number>();

beforeAll(async () => {
  b = await startFixture({ mode: "production" });
  const runQuery = b.backend.runQuery.bind(b.backend);
  b.backend.runQuery = (udfPath, ...rest) => {
    runs.set(udfPath, (runs.get(udfPath) ?? 0) + 1);
    return runQuery(udfPath, ...rest);
  };
});
afterAll(async () => {
  await b?.close();
});

describe("results shared across identities", () => {
  it("one execution per update for a query that reads no identity; one per subscriber for one that does", async () => {
    const clients = ["Asha", "Bilal", "Chitra"].map((name) => {
      const client = new ConvexClient(b.cloudUrl, {
        webSocketConstructor:
          WebSocket as unknown as typeof globalThis.WebSocket,
        logger: false,
      });
      setAdminAuth(client, b.adminKey, {
        subject: name,
        issuer: "https://test.local",
        tokenIdentifier: `https://test.local|${name}`,
        name,
      });
      return client;
    });
    try {
      const seen: Array<{ messages: number; identity: unknown; own: number }> =
        clients.map(() => ({ messages: -1, identity: null, own: -1 }));
      clients.forEach((client, i) => {
        client.onUpdate("messages:all" as never, {} as never, (v: unknown) => {
          seen[i].messages = (v as unknown[]).length;
        });
        client.onUpdate(
          "users:identity" as never,
          {} as never,
          (v: unknown) => {
            seen[i].identity = v;
          },
        );
        client.onUpdate(
          "messages:countForViewer" as never,
          {} as never,
          (v: unknown) => {
            const { viewer, count } = v as { viewer: string; count: number };
            if (viewer === ["Asha", "Bilal", "Chitra"][i]) seen[i].own = count;
          },
        );
      });
      await waitFor(
        () => seen,
        (s) =>
          s.every((x) => x.messages >= 0 && x.identity !== null && x.own >= 0),
      );
      // Each sees their own identity.
      expect(seen.map((x) => (x.identity as { name: string }).name)).toEqual([
        "Asha",
        "Bilal",
        "Chitra",
      ]);
      // Two writes: the first teaches the backend that messages:all reads no identity.
      for (const body of ["first", "second"]) {
        const before = seen[0].messages;
        runs.clear();
        const outcome = await b.backend.runMutation("messages:send", {
          author: "t",
          body,
        });
        expect(outcome.success).toBe(true);
        await waitFor(
          () => seen,
          (s) =>
            s.every((x) => x.messages === before + 1 && x.own === before + 1),
        );
      }
      // The second write's update: one execution served all three.
      expect(runs.get("messages:all")).toBe(1);
      // Read by each for their own identity: one execution each.
      expect(runs.get("messages:countForViewer")).toBe(3);
      // users:identity read nothing the writes touched: not re-run at all.
      expect(runs.get("users:identity") ?? 0).toBe(0);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });
});
