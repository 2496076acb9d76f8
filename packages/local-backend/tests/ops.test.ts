import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JSONValue } from "convex/values";
import type { Outcome } from "../src/backend/outcome.js";
import { startFixture, waitFor } from "./helpers.js";

let b: Awaited<ReturnType<typeof startFixture>>;

function ok(o: Outcome): JSONValue {
  if (!o.success) throw new Error(o.errorMessage);
  return o.value;
}
const q = async (path: string, args: JSONValue = {}) =>
  ok(await b.backend.runQuery(path, args, { allowInternal: true }));
const m = async (path: string, args: JSONValue = {}) =>
  ok(await b.backend.runMutation(path, args, { allowInternal: true }));
const a = async (path: string, args: JSONValue = {}) =>
  ok(await b.backend.runAction(path, args, { allowInternal: true }));

beforeAll(async () => {
  b = await startFixture();
});
afterAll(async () => {
  await b.close();
});

describe("documents", () => {
  it("insert, get, patch (including removing a field), replace, delete", async () => {
    const id = (await m("messages:send", {
      author: "ann",
      body: "first",
      channel: "ops",
      likes: 1,
    })) as string;
    const doc = (await q("messages:get", { id })) as Record<string, JSONValue>;
    expect(doc).toMatchObject({
      _id: id,
      author: "ann",
      body: "first",
      channel: "ops",
      likes: 1,
    });
    expect(typeof doc._creationTime).toBe("number");

    await m("messages:like", { id });
    expect(await q("messages:get", { id })).toMatchObject({ likes: 2 });
    await m("messages:clearLikes", { id });
    expect(await q("messages:get", { id })).not.toHaveProperty("likes");

    await m("messages:rewrite", { id, body: "replaced" });
    const replaced = (await q("messages:get", { id })) as Record<
      string,
      JSONValue
    >;
    expect(replaced).toEqual({
      _id: id,
      _creationTime: doc._creationTime,
      author: "rewritten",
      body: "replaced",
    });

    await m("messages:remove", { id });
    expect(await q("messages:get", { id })).toBe(null);
  });

  it("ids encode their table: normalizeId and v.id validation", async () => {
    const id = (await m("messages:send", {
      author: "ids",
      body: "x",
    })) as string;
    expect(await q("messages:normalize", { id })).toEqual({
      asMessage: id,
      asNote: null,
    });
    expect(await q("messages:normalize", { id: "garbage" })).toEqual({
      asMessage: null,
      asNote: null,
    });
    const noteJob = (await m("scheduling:noteLater", {
      text: "later",
      delayMs: 60_000,
    })) as string;
    const wrong = await b.backend.runQuery("messages:get", { id: noteJob });
    expect(wrong.success).toBe(false);
    expect(!wrong.success && wrong.errorMessage).toContain(
      "ArgumentValidationError",
    );
    await m("scheduling:cancel", { id: noteJob });
  });

  it("_creationTime is strictly increasing", async () => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const id = await m("messages:send", {
        author: "time",
        body: `t${i}`,
        channel: "time",
      });
      times.push(
        ((await q("messages:get", { id })) as { _creationTime: number })
          ._creationTime,
      );
    }
    for (let i = 1; i < times.length; i++)
      expect(times[i]).toBeGreaterThan(times[i - 1]);
  });
});

describe("indexes", () => {
  beforeAll(async () => {
    for (const [author, likes] of [
      ["zoe", 5],
      ["zoe", 1],
      ["zoe", 3],
      ["zoe", 10],
      ["yan", 4],
    ] as const) {
      await m("messages:send", { author, body: `${author}-${likes}`, likes });
    }
    await m("messages:send", { author: "zoe", body: "zoe-none" });
  });

  it("equality prefix, both orders, missing field sorts first", async () => {
    const asc = (await q("messages:byAuthor", { author: "zoe" })) as Array<{
      body: string;
    }>;
    expect(asc.map((d) => d.body)).toEqual([
      "zoe-none",
      "zoe-1",
      "zoe-3",
      "zoe-5",
      "zoe-10",
    ]);
    const desc = (await q("messages:byAuthor", {
      author: "zoe",
      order: "desc",
    })) as Array<{ body: string }>;
    expect(desc.map((d) => d.body)).toEqual([
      "zoe-10",
      "zoe-5",
      "zoe-3",
      "zoe-1",
      "zoe-none",
    ]);
  });

  it("gt / gte / lt / lte ranges", async () => {
    const bodies = async (args: Record<string, JSONValue>) =>
      (
        (await q("messages:byAuthor", { author: "zoe", ...args })) as Array<{
          body: string;
        }>
      ).map((d) => d.body);
    expect(await bodies({ minLikes: 3 })).toEqual(["zoe-5", "zoe-10"]);
    expect(await bodies({ maxLikes: 3 })).toEqual([
      "zoe-none",
      "zoe-1",
      "zoe-3",
    ]);
    expect(await bodies({ minLikes: 3, maxLikes: 10 })).toEqual([
      "zoe-3",
      "zoe-5",
    ]);
    expect(await bodies({ minLikes: 3, maxLikes: 10, order: "desc" })).toEqual([
      "zoe-5",
      "zoe-3",
    ]);
  });

  it("filters run over the stream", async () => {
    await m("messages:send", { author: "bot", body: "bot-99", likes: 99 });
    const docs = (await q("messages:popular", { min: 5 })) as Array<{
      body: string;
    }>;
    expect(docs.map((d) => d.body).sort()).toEqual(["zoe-10", "zoe-5"]);
  });

  it("search index matches terms (last one as prefix) with filter fields", async () => {
    await m("messages:send", {
      author: "s",
      body: "The quick brown fox",
      channel: "animals",
    });
    await m("messages:send", {
      author: "s",
      body: "A quick lunch",
      channel: "food",
    });
    const all = (await q("messages:search", { text: "quick" })) as Array<{
      body: string;
    }>;
    expect(all.map((d) => d.body).sort()).toEqual([
      "A quick lunch",
      "The quick brown fox",
    ]);
    const animals = (await q("messages:search", {
      text: "quick",
      channel: "animals",
    })) as Array<{ body: string }>;
    expect(animals.map((d) => d.body)).toEqual(["The quick brown fox"]);
    expect(
      ((await q("messages:search", { text: "brow" })) as unknown[]).length,
    ).toBe(1);
  });
});

describe("pagination", () => {
  beforeAll(async () => {
    await m("items:insertMany", { group: 7, from: 0, count: 25 });
  });

  it("walks every page once in both orders", async () => {
    for (const order of ["asc", "desc"] as const) {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      for (;;) {
        const res = (await q("items:page", {
          group: 7,
          order,
          paginationOpts: { numItems: 10, cursor },
        })) as {
          page: Array<{ n: number }>;
          isDone: boolean;
          continueCursor: string;
        };
        seen.push(...res.page.map((d) => d.n));
        pages++;
        if (res.isDone) break;
        cursor = res.continueCursor;
      }
      const expected = Array.from({ length: 25 }, (_, i) => i);
      expect(seen).toEqual(order === "asc" ? expected : expected.reverse());
      expect(pages).toBe(3);
    }
  });

  it("endCursor pins a page's end; maximumRowsRead splits", async () => {
    const first = (await q("items:page", {
      group: 7,
      paginationOpts: { numItems: 5, cursor: null },
    })) as { continueCursor: string };
    await m("items:insertMany", { group: 7, from: 100, count: 0 });
    const pinned = (await q("items:page", {
      group: 7,
      paginationOpts: {
        numItems: 1,
        cursor: null,
        endCursor: first.continueCursor,
      },
    })) as {
      page: Array<{ n: number }>;
    };
    expect(pinned.page.map((d) => d.n)).toEqual([0, 1, 2, 3, 4]);
    const limited = (await q("items:page", {
      group: 7,
      paginationOpts: { numItems: 20, cursor: null, maximumRowsRead: 4 },
    })) as {
      page: unknown[];
      pageStatus: string;
      splitCursor: string | null;
      isDone: boolean;
    };
    expect(limited.page.length).toBe(4);
    expect(limited.pageStatus).toBe("SplitRequired");
    expect(limited.splitCursor).not.toBe(null);
    expect(limited.isDone).toBe(false);
  });

  it("index range with gte/lte", async () => {
    expect(await q("items:range", { group: 7, from: 3, to: 6 })).toEqual([
      3, 4, 5, 6,
    ]);
  });
});

describe("transactions and validation", () => {
  it("a throwing mutation leaves nothing behind", async () => {
    const before = ((await q("messages:all")) as unknown[]).length;
    const res = await b.backend.runMutation("messages:sendThenThrow", {
      body: "ghost",
    });
    expect(res.success).toBe(false);
    expect(!res.success && res.errorMessage).toContain("boom after insert");
    expect(((await q("messages:all")) as unknown[]).length).toBe(before);
    const sched = await b.backend.runMutation("scheduling:noteLaterThenThrow", {
      text: "never",
    });
    expect(sched.success).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
    expect(await q("scheduling:notes")).not.toContain("never");
  });

  it("schema validation rejects bad documents", async () => {
    const res = await b.backend.runMutation("messages:sendInvalid", {});
    expect(res.success).toBe(false);
    expect(!res.success && res.errorMessage).toContain(
      'Failed to insert or update a document in table "messages" because it does not match the schema',
    );
  });

  it("argument validation and internal functions", async () => {
    const bad = await b.backend.runMutation("messages:send", { author: "x" });
    expect(!bad.success && bad.errorMessage).toContain(
      "ArgumentValidationError",
    );
    const hidden = await b.backend.runMutation("messages:secret", {});
    expect(!hidden.success && hidden.errorMessage).toContain(
      "Could not find public function for 'messages:secret'",
    );
    expect(await m("messages:secret")).toBe("internal only");
  });

  it("ConvexError data is returned with the failure", async () => {
    const res = await b.backend.runMutation("messages:fail", { code: "E42" });
    expect(res.success).toBe(false);
    expect(!res.success && res.errorData).toEqual({
      code: "E42",
      message: "Something went wrong",
      retry: false,
    });
  });

  it("concurrent increments are serialized", async () => {
    await Promise.all(
      Array.from({ length: 50 }, () => m("messages:increment", { name: "c" })),
    );
    expect(await q("messages:counter", { name: "c" })).toBe(50);
  });

  it("logs go to logLines and the server log with the function name", async () => {
    const res = await b.backend.runMutation("messages:send", {
      author: "log",
      body: "logged",
    });
    expect(res.logLines).toEqual(["[LOG] 'sending' 'logged'"]);
    expect(b.logs).toContain(
      "[CONVEX M(messages:send)] [LOG] 'sending' 'logged'",
    );
  });
});

describe("scheduler and actions", () => {
  it("runs scheduled mutations after commit and records their state", async () => {
    const jobId = (await m("scheduling:noteLater", {
      text: "soon",
      delayMs: 50,
    })) as string;
    expect(await q("scheduling:job", { id: jobId })).toMatchObject({
      name: "scheduling:writeNote",
      state: { kind: "pending" },
    });
    await waitFor(
      () => q("scheduling:notes"),
      (n) => (n as string[]).includes("soon"),
    );
    await waitFor(
      () => q("scheduling:job", { id: jobId }),
      (j) => (j as { state: { kind: string } }).state.kind === "success",
    );
  });

  it("a failure of the backend around a job marks it failed and the scheduler goes on", async () => {
    const backend = b.backend;
    const runMutation = backend.runMutation.bind(backend);
    let thrown = false;
    backend.runMutation = async (path, args, opts) => {
      if (!thrown && opts?.scheduledFunctionId) {
        thrown = true;
        throw new Error("disk I/O error (simulated)");
      }
      return runMutation(path, args, opts);
    };
    try {
      const lost = (await m("scheduling:noteLater", {
        text: "lost",
        delayMs: 0,
      })) as string;
      await waitFor(
        () => q("scheduling:job", { id: lost }),
        (j) => (j as { state: { kind: string } }).state.kind === "failed",
      );
      expect(await q("scheduling:job", { id: lost })).toMatchObject({
        state: { kind: "failed", error: "Transient error while executing" },
      });
      expect(
        b.logs.some((l) =>
          l.includes(
            "[scheduler] Job scheduling:writeNote (" +
              lost +
              ") failed in the backend: Error: disk I/O error (simulated)",
          ),
        ),
      ).toBe(true);
      // The next job runs as usual.
      await m("scheduling:noteLater", {
        text: "after the failure",
        delayMs: 0,
      });
      await waitFor(
        () => q("scheduling:notes"),
        (n) => (n as string[]).includes("after the failure"),
      );
      expect(await q("scheduling:notes")).not.toContain("lost");
    } finally {
      backend.runMutation = runMutation;
    }
  });

  it("cancel prevents the run", async () => {
    const jobId = (await m("scheduling:noteLater", {
      text: "canceled",
      delayMs: 200,
    })) as string;
    await m("scheduling:cancel", { id: jobId });
    await new Promise((r) => setTimeout(r, 400));
    expect(await q("scheduling:notes")).not.toContain("canceled");
    expect(await q("scheduling:job", { id: jobId })).toMatchObject({
      state: { kind: "canceled" },
    });
  });

  it("scheduled actions call mutations", async () => {
    await m("scheduling:noteViaAction", { text: "act" });
    await waitFor(
      () => q("scheduling:notes"),
      (n) => (n as string[]).includes("act (from action)"),
    );
  });

  it("actions run queries and mutations; use node modules run in Node", async () => {
    expect(await a("scheduling:roundTrip", { text: "rt" })).toContain("rt");
    expect(await a("nodeAction:hash", { text: "abc" })).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});
