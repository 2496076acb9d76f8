// Writes never wait for readers: subscriptions are re-run from a committed
// snapshot, not under the lock mutations take, so a mutation commits while
// many subscriptions are still being recomputed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexClient } from "convex/browser";
import WebSocket from "ws";
import { startFixture, waitFor } from "./helpers.js";

let b: Awaited<ReturnType<typeof startFixture>>;

beforeAll(async () => {
  b = await startFixture({ mode: "production" });
});
afterAll(async () => {
  await b?.close();
});

const insert = async (group: number, from: number, count: number) => {
  const outcome = await b.backend.runMutation(
    "items:insertMany",
    { group, from, count },
    { allowInternal: true },
  );
  if (!outcome.success) throw new Error(outcome.errorMessage);
};

describe("subscription re-runs do not block commits", () => {
  it("a write commits while 30 subscriptions of 3,000 rows each are recomputed", async () => {
    const ROWS = 3000;
    const SUBS = 30;
    await insert(1, 0, ROWS);
    const client = new ConvexClient(b.cloudUrl, {
      webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
      logger: false,
    });
    const sizes: number[] = new Array<number>(SUBS).fill(0);
    const updatedAt: number[] = new Array<number>(SUBS).fill(0);
    try {
      for (let i = 0; i < SUBS; i++)
        // Distinct arguments: each is its own query, re-run on its own.
        client.onUpdate(
          "items:range" as never,
          { group: 1, from: 0, to: 1_000_000 + i } as never,
          (v: unknown) => {
            sizes[i] = (v as number[]).length;
            updatedAt[i] = performance.now();
          },
        );
      await waitFor(
        () => sizes,
        (s) => s.every((n) => n === ROWS),
        20_000,
      );
      // A write every subscription read: all of them are re-run...
      await insert(1, ROWS, 1);
      const staled = performance.now();
      // ...and, while they are, a write none of them read.
      // (Timed from when it is due: a backend that held the thread until the
      // re-runs end would start it late.)
      const started = staled + 20;
      await new Promise((r) => setTimeout(r, 20));
      await insert(2, 0, 1);
      const committed = performance.now();
      await waitFor(
        () => sizes,
        (s) => s.every((n) => n === ROWS + 1),
        20_000,
      );
      const recomputed = Math.max(...updatedAt) - staled;
      const waited = committed - started;
      console.log(
        `re-running ${SUBS} subscriptions took ${recomputed.toFixed(0)} ms; a write meanwhile took ${waited.toFixed(0)} ms`,
      );
      expect(committed).toBeLessThan(Math.max(...updatedAt));
      expect(waited).toBeLessThan(recomputed / 3);
    } finally {
      await client.close();
    }
  }, 60_000);
});

describe("memory is let go when clients leave", () => {
  it("sessions, subscriptions and their results are released when 20 clients close", async () => {
    const before = b.sync.stats();
    const clients = Array.from(
      { length: 20 },
      () =>
        new ConvexClient(b.cloudUrl, {
          webSocketConstructor:
            WebSocket as unknown as typeof globalThis.WebSocket,
          logger: false,
        }),
    );
    let updates = 0;
    clients.forEach((c, i) => {
      c.onPaginatedUpdate_experimental(
        "feed:latest" as never,
        {} as never,
        { initialNumItems: 10 },
        () => updates++,
      );
      c.onUpdate(
        "items:range" as never,
        { group: 3, from: 0, to: i } as never,
        () => updates++,
      );
    });
    await Promise.all(
      clients.map((c, i) =>
        c.mutation("feed:post" as never, { body: `leaving ${i}` } as never),
      ),
    );
    const open = await waitFor(
      () => b.sync.stats(),
      (s) => s.sessions === before.sessions + 20 && s.queries >= 40,
    );
    expect(open.answers).toBeGreaterThanOrEqual(before.answers + 20);
    expect(updates).toBeGreaterThan(0);
    await Promise.all(clients.map((c) => c.close()));
    const after = await waitFor(
      () => b.sync.stats(),
      (s) => s.sessions === before.sessions,
    );
    expect(after.queries).toBe(before.queries);
    expect(after.filedReadSets).toBe(before.filedReadSets);
    expect(open.filedReadSets).toBeGreaterThan(before.filedReadSets);
    expect(after.reRunning).toBe(false);
    // The answers stay, bounded, for clients that come back (see sync/memory.ts).
    expect(after.answers).toBe(open.answers);
  }, 30_000);
});
