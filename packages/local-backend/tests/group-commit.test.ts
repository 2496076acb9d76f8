// Group commit: mutations queued behind one another share one COMMIT (one
// fsync), yet each is answered only once it is committed, a failing one is
// rolled back alone, and commit timestamps stay in the order they ran.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixture } from "./helpers.js";

let b: Awaited<ReturnType<typeof startFixture>>;

beforeAll(async () => {
  b = await startFixture({ mode: "production" });
});
afterAll(async () => {
  await b?.close();
});

/** Counts the COMMITs the backend's SQLite connection runs while `work` does. */
async function countCommits<T>(work: () => Promise<T>) {
  const db = b.backend.store.db;
  const exec = db.exec.bind(db);
  let commits = 0;
  db.exec = (sql: string) => {
    if (sql === "COMMIT") commits++;
    return exec(sql);
  };
  try {
    const result = await work();
    return { result, commits };
  } finally {
    db.exec = exec;
  }
}

const all = async () => {
  const outcome = await b.backend.runQuery("messages:all", {});
  if (!outcome.success) throw new Error(outcome.errorMessage);
  return outcome.value as Array<{ body: string }>;
};

describe("group commit", () => {
  it("50 queued mutations share fewer COMMITs, each answered committed and in order", async () => {
    const { result: outcomes, commits } = await countCommits(() =>
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          b.backend.runMutation("messages:send", {
            author: "g",
            body: `group ${i}`,
          }),
        ),
      ),
    );
    expect(outcomes.every((o) => o.success)).toBe(true);
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThan(50);
    // Each answer carries its own commit timestamp, in the order the mutations ran.
    const ts = outcomes.map((o) => o.ts!);
    for (let i = 1; i < ts.length; i++) expect(ts[i] > ts[i - 1]).toBe(true);
    expect(b.backend.ts).toBe(ts[ts.length - 1]);
    const bodies = new Set((await all()).map((m) => m.body));
    for (let i = 0; i < 50; i++) expect(bodies.has(`group ${i}`)).toBe(true);
  });

  it("a mutation that fails inside a group is rolled back alone", async () => {
    const outcomes = await Promise.all([
      b.backend.runMutation("messages:send", { author: "g", body: "before" }),
      b.backend.runMutation("messages:sendThenThrow", { body: "thrown" }),
      b.backend.runMutation("messages:send", { author: "g", body: "after" }),
    ]);
    expect(outcomes.map((o) => o.success)).toEqual([true, false, true]);
    const bodies = (await all()).map((m) => m.body);
    expect(bodies).toContain("before");
    expect(bodies).toContain("after");
    expect(bodies).not.toContain("thrown");
  });

  it("a subscriber is told of a write only once it is committed", async () => {
    const seen: bigint[] = [];
    const stop = b.backend.onCommit((ts) => {
      // At publication the COMMIT has returned: the data is on disk.
      expect(b.backend.store.db.inTransaction).toBe(false);
      seen.push(ts);
    });
    try {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          b.backend.runMutation("messages:send", {
            author: "s",
            body: `s${i}`,
          }),
        ),
      );
    } finally {
      stop();
    }
    expect(seen).toHaveLength(10);
  });

  it("a lone writer's mutation commits at once; while another writer is about, it waits one turn of the event loop for theirs", async () => {
    /** Whether `client`'s next mutation commits before a turn of the event loop has passed. */
    const commitsBeforeATurn = async (client: object) => {
      let turned = false;
      setImmediate(() => (turned = true));
      let before: boolean | undefined;
      await b.backend.runMutation(
        "messages:send",
        { author: "w", body: "turn" },
        {
          client: client as { ip: null; userAgent: null },
          onCommit: () => (before = !turned),
        },
      );
      return before;
    };
    const lone = { ip: null, userAgent: "lone writer" };
    // The lone writer's mutations, one after another, fill the recent writers.
    for (let i = 0; i < 16; i++)
      await b.backend.runMutation(
        "messages:send",
        { author: "w", body: `lone ${i}` },
        { client: lone },
      );
    expect(await commitsBeforeATurn(lone)).toBe(true);
    const other = { ip: null, userAgent: "another writer" };
    expect(await commitsBeforeATurn(other)).toBe(false);
    // Still about: the lone writer now waits a turn too.
    expect(await commitsBeforeATurn(lone)).toBe(false);
  });
});
