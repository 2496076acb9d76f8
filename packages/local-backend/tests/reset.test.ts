import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import WebSocket from "ws";
import { startFixture, waitFor } from "./helpers.js";

const api = anyApi as unknown as Record<string, Record<string, never>>;

let b: Awaited<ReturnType<typeof startFixture>>;

beforeAll(async () => {
  b = await startFixture();
});
afterAll(async () => {
  await b.close();
});

function reset(key?: string): Promise<Response> {
  return fetch(`${b.cloudUrl}/api/local/reset`, {
    method: "POST",
    headers: key ? { Authorization: `Convex ${key}` } : {},
  });
}

describe("POST /api/local/reset", () => {
  it("needs the admin key", async () => {
    expect((await reset()).status).toBe(403);
    const wrong = await reset("local-backend|nope");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "BadAdminKey" });
    // A user's JWT is not enough either.
    const asUser = await fetch(`${b.cloudUrl}/api/local/reset`, {
      method: "POST",
      headers: { Authorization: "Bearer not-a-jwt" },
    });
    expect([401, 403]).toContain(asUser.status);
  });

  it("empties user tables, _storage (and its files) and _scheduled_functions; subscriptions see it", async () => {
    const c = new ConvexHttpClient(b.cloudUrl, { logger: false });
    const ws = new ConvexClient(b.cloudUrl, {
      webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
      logger: false,
    });
    try {
      // Data in a user table (the seed's message is there too), a file, a
      // pending scheduled job.
      await c.mutation(api.messages.send, {
        author: "a",
        body: "before reset",
        channel: "r",
      } as never);
      const seen: unknown[][] = [];
      ws.onUpdate(api.messages.all, {} as never, (v: unknown[]) =>
        seen.push(v),
      );
      await waitFor(
        () => seen.at(-1)?.length ?? 0,
        (n) => n >= 2,
      );
      const { id: storageId } = (await c.action(api.files.storeText, {
        text: "file body",
      } as never)) as { id: string };
      const fileUrl = (await c.query(api.files.url, {
        storageId,
      } as never)) as string;
      expect((await fetch(fileUrl)).status).toBe(200);
      const jobId = await c.mutation(api.scheduling.noteLater, {
        text: "never",
        delayMs: 60_000,
      } as never);
      expect(fs.readdirSync(path.join(b.dataDir, "storage"))).toHaveLength(1);

      const started = Date.now();
      const res = await reset(b.adminKey);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { removed: number };
      expect(body.removed).toBeGreaterThanOrEqual(4);
      expect(Date.now() - started).toBeLessThan(1000);

      expect(await c.query(api.messages.all, {} as never)).toEqual([]);
      expect(await c.query(api.files.url, { storageId } as never)).toBeNull();
      expect(
        await c.query(api.files.metadata, { storageId } as never),
      ).toBeNull();
      expect((await fetch(fileUrl)).status).toBe(404);
      expect(fs.readdirSync(path.join(b.dataDir, "storage"))).toHaveLength(0);
      expect(
        await c.query(api.scheduling.job, { id: jobId } as never),
      ).toBeNull();
      await waitFor(
        () => seen.at(-1)?.length ?? -1,
        (n) => n === 0,
      );

      // The database works normally afterwards; seeding does not run again.
      await c.mutation(api.messages.send, {
        author: "a",
        body: "after reset",
        channel: "r",
      } as never);
      const after = (await c.query(api.messages.all, {} as never)) as Array<{
        body: string;
      }>;
      expect(after.map((m) => m.body)).toEqual(["after reset"]);
      await waitFor(
        () => seen.at(-1)?.length ?? -1,
        (n) => n === 1,
      );
    } finally {
      await ws.close();
    }
  });
});

describe("POST /api/local/finish_scheduled", () => {
  it("waits for due scheduled functions (and what they schedule), not later ones", async () => {
    const c = new ConvexHttpClient(b.cloudUrl, { logger: false });
    expect(
      (
        await fetch(`${b.cloudUrl}/api/local/finish_scheduled`, {
          method: "POST",
        })
      ).status,
    ).toBe(403);
    await reset(b.adminKey);
    await c.mutation(api.scheduling.noteViaAction, { text: "chain" } as never);
    await c.mutation(api.scheduling.noteLater, {
      text: "later",
      delayMs: 60_000,
    } as never);
    const started = Date.now();
    const res = await fetch(`${b.cloudUrl}/api/local/finish_scheduled`, {
      method: "POST",
      headers: { Authorization: `Convex ${b.adminKey}` },
    });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await c.query(api.scheduling.notes, {} as never)).toEqual([
      "chain (from action)",
    ]);
  });
});
