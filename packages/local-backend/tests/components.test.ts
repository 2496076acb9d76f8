import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { runFunction, setAdminAuth } from "../src/run.js";
import { startFixture, waitFor } from "./helpers.js";

// An app with convex.config.ts: published components (loaded unmodified
// from node_modules) and the fixture's own probe component.
const PROJECT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "fixture-components",
);

let b: Awaited<ReturnType<typeof startFixture>>;
let client: ConvexHttpClient;
let admin: ConvexHttpClient;
const api = anyApi;

beforeAll(async () => {
  b = await startFixture({ projectDir: PROJECT, seed: false });
  client = new ConvexHttpClient(b.cloudUrl);
  admin = new ConvexHttpClient(b.cloudUrl);
  setAdminAuth(admin, b.adminKey);
}, 60_000);
afterAll(async () => {
  await b?.close();
});

const finishScheduled = async () => {
  const r = await fetch(`${b.cloudUrl}/api/local/finish_scheduled`, {
    method: "POST",
    headers: { Authorization: `Convex ${b.adminKey}` },
  });
  expect(r.status).toBe(200);
};

describe("components: isolation, transactions, auth", () => {
  it("two instances of a component keep separate data", async () => {
    await client.mutation(api.probe.add, { text: "one" });
    await client.mutation(api.probe.add, { text: "two", second: true });
    expect(await client.query(api.probe.texts, {})).toEqual(["one"]);
    expect(await client.query(api.probe.texts, { second: true })).toEqual([
      "two",
    ]);
  });

  it("a component cannot read the app's tables, nor the app a component's", async () => {
    const appId = await client.mutation(api.probe.addNote, { body: "app" });
    // The app's `notes` and the component's `notes` are different tables.
    expect(await client.query(api.probe.appNotes, {})).toEqual(["app"]);
    expect(await client.query(api.probe.scan, { table: "notes" })).toBe(1);
    expect(await client.query(api.probe.scan, { table: "checkboxes" })).toBe(0);
    expect(await client.query(api.probe.getById, { id: appId })).toMatch(
      /^error: Invalid argument `id`/,
    );
  });

  it("a component's thrown error rolls back only its own writes; the caller may catch it", async () => {
    const before = await client.query(api.probe.texts, {});
    expect(
      await client.mutation(api.probe.add, {
        text: "lost",
        fail: true,
        catchIt: true,
      }),
    ).toBeNull();
    expect(await client.query(api.probe.texts, {})).toEqual(before);
    expect(await client.query(api.probe.appNotes, {})).toContain(
      "caught: the probe failed after writing",
    );
  });

  it("the caller's thrown error rolls back the component's writes", async () => {
    const before = await client.query(api.probe.texts, {});
    const appBefore = await client.query(api.probe.appNotes, {});
    await expect(
      client.mutation(api.probe.addThenFail, { text: "rolled back" }),
    ).rejects.toThrow(/the caller failed after the component wrote/);
    expect(await client.query(api.probe.texts, {})).toEqual(before);
    expect(await client.query(api.probe.appNotes, {})).toEqual(appBefore);
  });

  it("from an action each component call is its own transaction", async () => {
    expect(
      await client.action(api.probe.addFromAction, { text: "a", fail: true }),
    ).toMatch(/^failed: .*the probe failed after writing/);
    const texts = (await client.action(api.probe.addFromAction, {
      text: "from action",
    })) as string[];
    expect(texts).toContain("from action");
    expect(texts).not.toContain("a");
  });

  it("a component called from a query or mutation shares the caller's identity; from an action it has none", async () => {
    const acting = new ConvexHttpClient(b.cloudUrl);
    setAdminAuth(acting, b.adminKey, {
      subject: "student-1",
      issuer: "https://issuer.test",
    });
    expect(await acting.query(api.probe.whoami, {})).toMatchObject({
      app: "student-1",
      component: { subject: "student-1" },
    });
    expect(await acting.action(api.probe.whoamiFromAction, {})).toEqual({
      app: "student-1",
      componentQuery: null,
      componentAction: null,
    });
  });

  it("a component's environment holds the deployment's URLs and what its `use` passes, not the app's variables", async () => {
    expect(await client.query(api.probe.greetings, {})).toEqual([
      { greeting: null, siteUrl: b.siteUrl, appVariable: null },
      { greeting: "hello from probe2", siteUrl: b.siteUrl, appVariable: null },
    ]);
  });

  it("a parent calls only a child's public functions", async () => {
    await expect(client.mutation(api.probe.callInternal, {})).rejects.toThrow(
      /Could not find public function for 'functions:addInternal'/,
    );
  });

  it("arguments are checked by the component's validators", async () => {
    await expect(
      client.mutation(api.probe.add, { text: 42 as unknown as string }),
    ).rejects.toThrow(/ArgumentValidationError/);
  });

  it("a component schedules its own functions in its own _scheduled_functions", async () => {
    const r = (await client.mutation(api.probe.addLater, {
      text: "later",
    })) as { name: string };
    expect(r.name).toBe("functions:add");
    expect(await client.query(api.probe.appJobs, {})).toEqual([]);
    await finishScheduled();
    expect(await client.query(api.probe.texts, {})).toContain("later");
    expect(await client.query(api.probe.componentJobs, {})).toContainEqual({
      name: "functions:add",
      state: "success",
    });
  });

  it("a component stores files and gives their URLs", async () => {
    const id = (await client.action(api.probe.storeText, {
      text: "hello",
    })) as string;
    const url = (await client.query(api.probe.fileUrl, { id })) as string;
    expect(await (await fetch(url)).text()).toBe("hello");
  });

  it("a subscription over a component's data is updated when it changes", async () => {
    const sub = new ConvexClient(b.cloudUrl);
    try {
      const seen: number[] = [];
      sub.onUpdate(api.counter.count, { key: "live" }, (n: number) =>
        seen.push(n),
      );
      await waitFor(
        () => seen.length,
        (n) => n > 0,
      );
      await client.mutation(api.counter.update, { key: "live", op: "inc" });
      await waitFor(
        () => seen.at(-1),
        (n) => n === 1,
      );
    } finally {
      await sub.close();
    }
  });

  it("a component runs and schedules the app's function handles", async () => {
    expect(
      await client.mutation(api.probe.viaHandle, { body: "handled" }),
    ).toBe("handled");
    await finishScheduled();
    const notes = await client.query(api.probe.appNotes, {});
    expect(notes).toContain("handled");
    expect(notes).toContain("handled (scheduled)");
  });
});

describe("@convex-dev/rate-limiter (README examples)", () => {
  it("fixed window: freeTrialSignUp", async () => {
    const r = (await client.mutation(api.rate.signUp, {})) as {
      ok: boolean;
    };
    expect(r.ok).toBe(true);
  });

  it("token bucket per user: capacity 3, then retryAfter", async () => {
    for (let i = 0; i < 3; i++)
      expect(
        await client.mutation(api.rate.sendMessage, { user: "asha" }),
      ).toMatchObject({ ok: true });
    const refused = (await client.mutation(api.rate.sendMessage, {
      user: "asha",
    })) as { ok: boolean; retryAfter: number };
    expect(refused.ok).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    // Another key has its own bucket.
    expect(
      await client.mutation(api.rate.sendMessage, { user: "ravi" }),
    ).toMatchObject({ ok: true });
  });

  it("throws: true throws a ConvexError with RateLimitError data; check and reset", async () => {
    for (let i = 0; i < 10; i++)
      await client.mutation(api.rate.failedLogin, { user: "u1" });
    const err = await client
      .mutation(api.rate.failedLogin, { user: "u1" })
      .then(
        () => null,
        (e: unknown) => e as { data?: unknown },
      );
    expect(err?.data).toMatchObject({
      kind: "RateLimited",
      name: "failedLogins",
    });
    expect(
      await client.query(api.rate.checkFailedLogins, { user: "u1" }),
    ).toMatchObject({ ok: false });
    await client.mutation(api.rate.resetFailedLogins, { user: "u1" });
    expect(
      await client.query(api.rate.checkFailedLogins, { user: "u1" }),
    ).toMatchObject({ ok: true });
  });

  it("an inline config, a custom count with shards, asynchronous updates", async () => {
    expect(await client.mutation(api.rate.oneOff, {})).toMatchObject({
      ok: true,
    });
    expect(await client.mutation(api.rate.oneOff, {})).toMatchObject({
      ok: false,
    });
    expect(
      await client.mutation(api.rate.llmTokens, { count: 1000 }),
    ).toMatchObject({ ok: true });
    expect(await client.mutation(api.rate.llmBudget, {})).toMatchObject({
      ok: true,
    });
    await finishScheduled();
    expect(await client.query(api.rate.checkLlmBudget, {})).toMatchObject({
      ok: true,
    });
  });

  it("the caller's failure rolls back the limit it consumed; a caught limit error keeps the caller's writes", async () => {
    for (let i = 0; i < 3; i++)
      await expect(
        client.mutation(api.rate.sendThenFail, { user: "meera" }),
      ).rejects.toThrow(/the caller failed after the rate limit/);
    // Nothing was consumed: all three tokens are still there.
    for (let i = 0; i < 3; i++)
      expect(
        await client.mutation(api.rate.sendMessage, { user: "meera" }),
      ).toMatchObject({ ok: true });
    for (let i = 0; i < 10; i++)
      await client.mutation(api.rate.loginOrNote, { user: "kiran" });
    expect(
      await client.mutation(api.rate.loginOrNote, { user: "kiran" }),
    ).toMatch(/^caught: /);
    expect(await client.query(api.probe.appNotes, {})).toContain(
      "refused kiran",
    );
  });
});

describe("@convex-dev/sharded-counter (README examples)", () => {
  it("add, inc, subtract, dec, reset and count", async () => {
    const count = () => client.query(api.counter.count, { key: "k" });
    await client.mutation(api.counter.update, { key: "k", op: "add", n: 5 });
    await client.mutation(api.counter.update, { key: "k", op: "inc" });
    expect(await count()).toBe(6);
    await client.mutation(api.counter.update, {
      key: "k",
      op: "subtract",
      n: 2,
    });
    await client.mutation(api.counter.update, { key: "k", op: "dec" });
    expect(await count()).toBe(3);
    await client.mutation(api.counter.update, { key: "k", op: "reset" });
    expect(await count()).toBe(0);
  });

  it("the checkbox example: counter.for(...) with 100 shards", async () => {
    for (const i of [1, 2, 3])
      await client.mutation(api.counter.addCheckbox, { i });
    await client.mutation(api.counter.checkBox, { i: 1 });
    await client.mutation(api.counter.checkBox, { i: 1 });
    await client.mutation(api.counter.checkBox, { i: 3 });
    expect(await client.query(api.counter.countCheckboxes, {})).toBe(2);
  });

  it("a second instance counts separately; an action's calls work", async () => {
    await client.mutation(api.counter.update, {
      key: "shared",
      op: "add",
      n: 7,
      second: true,
    });
    expect(
      await client.action(api.counter.addFromAction, { key: "shared", n: 2 }),
    ).toBe(2);
    expect(
      await client.query(api.counter.count, { key: "shared", second: true }),
    ).toBe(7);
  });
});

describe("@convex-dev/aggregate (README examples)", () => {
  it("a TableAggregate with bounds: max, sum, count; replace and delete", async () => {
    const a1 = await client.mutation(api.leaderboard.addScore, {
      username: "asha",
      score: 10,
    });
    await client.mutation(api.leaderboard.addScore, {
      username: "asha",
      score: 30,
    });
    await client.mutation(api.leaderboard.addScore, {
      username: "ravi",
      score: 50,
    });
    expect(
      await client.query(api.leaderboard.stats, { username: "asha" }),
    ).toEqual({
      highScore: 30,
      count: 2,
      avgScoreForUser: 20,
      globalAverageScore: 30,
    });
    await client.mutation(api.leaderboard.updateScore, { id: a1, score: 70 });
    expect(
      await client.query(api.leaderboard.stats, { username: "asha" }),
    ).toMatchObject({ highScore: 70, avgScoreForUser: 50 });
    await client.mutation(api.leaderboard.removeScore, { id: a1 });
    expect(
      await client.query(api.leaderboard.stats, { username: "asha" }),
    ).toMatchObject({ highScore: 30, count: 1 });
  });

  it("offset-based pagination with a namespaced aggregate; a DirectAggregate", async () => {
    for (let i = 0; i < 5; i++)
      await client.mutation(api.leaderboard.addPhoto, {
        album: "trip",
        url: `p${i}`,
      });
    await client.mutation(api.leaderboard.addPhoto, {
      album: "other",
      url: "x",
    });
    expect(
      await client.query(api.leaderboard.pageOfPhotos, {
        offset: 2,
        numItems: 2,
        album: "trip",
      }),
    ).toEqual(["p2", "p3"]);
    await client.mutation(api.leaderboard.directInsert, { key: 1, id: "a" });
    await client.mutation(api.leaderboard.directInsert, { key: 2, id: "b" });
    expect(await client.query(api.leaderboard.directCount, {})).toBe(2);
  });
});

describe("@convex-dev/workpool (README examples)", () => {
  it("enqueued actions retry and report through onComplete; mutations run; status", async () => {
    const id = await client.mutation(api.pool.enqueueSend, {
      label: "flaky",
      failTimes: 1,
      retry: true,
    });
    await client.mutation(api.pool.enqueueSend, {
      label: "invalid-address",
      failTimes: 0,
      retry: true,
    });
    await client.mutation(api.pool.enqueueIncrement, { label: "counted" });
    const outcomes = await waitFor(
      () => client.query(api.pool.outcomes, {}) as Promise<string[]>,
      (o) => o.length >= 3,
      15_000,
    );
    expect(outcomes.sort()).toEqual([
      "counted → mutation ran",
      "flaky → success: sent flaky",
      "invalid-address → failed: Invalid email address",
    ]);
    expect(await client.query(api.pool.getStatus, { id })).toEqual({
      state: "finished",
    });
  });
});

describe("@convex-dev/action-retrier (README examples)", () => {
  it("retries a failing action with backoff until it succeeds", async () => {
    const runId = await client.mutation(api.retrier.kickoffExampleAction, {
      foo: "bar",
      failTimes: 2,
    });
    const status = await waitFor(
      () =>
        client.query(api.retrier.status, { runId }) as Promise<{
          type: string;
          result?: unknown;
        }>,
      (s) => s.type === "completed",
      15_000,
    );
    expect(status.result).toEqual({
      type: "success",
      returnValue: "bar after 3 tries",
    });
  });
});

describe("@convex-dev/migrations (README examples)", () => {
  it("runs migrations serially over the app's table, in batches", async () => {
    await client.mutation(api.migrations.seed, { n: 4 });
    await client.mutation(api.migrations.runAll, {});
    const rows = await waitFor(
      () => client.query(api.migrations.rows, {}) as Promise<string[]>,
      (r) => r.every((x) => x.endsWith("/default") && !x.startsWith("/")),
      15_000,
    );
    expect(rows.sort()).toEqual([
      "<unknown>/default",
      "<unknown>/default",
      "x/default",
      "x/default",
    ]);
    const status = (await client.query(api.migrations.status, {})) as Array<{
      name: string;
      state: string;
    }>;
    expect(status.map((s) => s.state)).toEqual(["success", "success"]);
  });
});

describe("@convex-dev/resend (README examples, testMode, offline)", () => {
  it("queues a test email and sends it in a batch (Resend's API stubbed in-process)", async () => {
    const realFetch = globalThis.fetch;
    const sent: string[] = [];
    globalThis.fetch = (async (
      input: RequestInfo | URL,
      init?: RequestInit,
    ) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.startsWith("https://api.resend.com/")) {
        sent.push(String(init?.body));
        return new Response(JSON.stringify({ data: [{ id: "re-1" }] }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
      }
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const id = (await client.mutation(
        api.sendEmails.sendTestEmail,
        {},
      )) as string;
      // Waiting for its batch.
      expect(await client.query(api.sendEmails.status, { id })).toMatchObject({
        status: "waiting",
      });
      await waitFor(
        () =>
          client.query(api.sendEmails.status, { id }) as Promise<{
            status: string;
          }>,
        (s) => s.status === "sent",
        15_000,
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain("delivered@resend.dev");
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it("testMode refuses a real address; a queued email can be cancelled", async () => {
    await expect(
      client.mutation(api.sendEmails.sendTestEmail, {
        to: "student@gmail.com",
      }),
    ).rejects.toThrow(/test/i);
    const id = (await client.mutation(
      api.sendEmails.sendTestEmail,
      {},
    )) as string;
    await client.mutation(api.sendEmails.cancel, { id });
    expect(await client.query(api.sendEmails.status, { id })).toMatchObject({
      status: "cancelled",
    });
  });
});

describe("calling a component's function directly (admin only)", () => {
  it("local-backend run --component runs a public or internal function of a component", async () => {
    await runFunction({
      dataDir: b.dataDir,
      url: b.cloudUrl,
      componentPath: "probe2",
      functionName: "functions:addInternal",
      args: { text: "from run" },
      log: () => {},
    });
    expect(
      await runFunction({
        dataDir: b.dataDir,
        url: b.cloudUrl,
        componentPath: "probe2",
        functionName: "functions:texts",
        log: () => {},
      }),
    ).toContain("from run");
    await expect(
      runFunction({
        dataDir: b.dataDir,
        url: b.cloudUrl,
        componentPath: "nope",
        functionName: "functions:texts",
        log: () => {},
      }),
    ).rejects.toThrow(/Component "nope" is not installed/);
  });

  it("without the admin key a componentPath is refused", async () => {
    const r = await fetch(`${b.cloudUrl}/api/function`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        path: "functions:texts",
        args: {},
        componentPath: "probe",
        format: "json",
      }),
    });
    expect(r.status).toBe(401);
    expect(((await r.json()) as { code: string }).code).toBe("BadAdminKey");
  });
});

describe("test endpoints", () => {
  it("reset empties every component's tables too", async () => {
    expect(await client.query(api.probe.texts, {})).not.toEqual([]);
    const r = await fetch(`${b.cloudUrl}/api/local/reset`, {
      method: "POST",
      headers: { Authorization: `Convex ${b.adminKey}` },
    });
    expect(r.status).toBe(200);
    expect(await client.query(api.probe.texts, {})).toEqual([]);
    expect(await client.query(api.probe.componentJobs, {})).toEqual([]);
    expect(await client.query(api.counter.count, { key: "k" })).toBe(0);
  });
});
