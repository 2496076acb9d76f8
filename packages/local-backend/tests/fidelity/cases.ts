// The fidelity suite: Convex's semantics, limits, runtime rules and the seven
// published components' README examples, as cases whose bodies run unchanged
// on this backend and on convex-test (local.test.ts, convex-test.test.ts).
// Where convex-test does not model a rule (or this backend does not enforce
// one), the case is skipped on that target and its title says why; the
// README's feature table is made from a run of both (bench/fidelity.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../helpers.js";
import type { Target, TargetName } from "./target.js";

export type Apps = {
  /** tests/fidelity/app: functions, transactions, indexes, pagination, search, scheduling, storage, HTTP, auth. */
  semantics(): Promise<Target>;
  /** tests/fixture-limits/app: every limit of the README's table and the runtime rules. */
  limits(): Promise<Target>;
  /** tests/fixture-components: the published components, unmodified, with their READMEs' examples. */
  components(): Promise<Target>;
};

const MiB = 1024 * 1024;
/** Argument, return value and schema validation, as either target words it. */
const VALIDATION =
  /ArgumentValidationError|ReturnsValidationError|Validator error/;

export function fidelitySuite(target: TargetName, apps: Apps): void {
  /** A case that `notOn` does not run, saying why in its title. */
  const rule = (
    title: string,
    body: () => Promise<void>,
    notOn?: { target: TargetName; reason: string },
    timeout?: number,
  ) =>
    it.skipIf(notOn?.target === target)(
      notOn ? `${title} [not on ${notOn.target}: ${notOn.reason}]` : title,
      body,
      timeout,
    );
  const convexTestOmits = (reason: string) => ({
    target: "convex-test" as const,
    reason,
  });

  describe("semantics", () => {
    let t: Target;
    beforeAll(async () => {
      t = await apps.semantics();
    }, 60_000);
    afterAll(() => t?.close());

    describe("functions", () => {
      rule(
        "a mutation writes, a query reads it, an action calls both",
        async () => {
          const id = await t.call("mutation", "notes:add", {
            tag: "f",
            n: 1,
            text: "hello",
          });
          expect(await t.call("query", "notes:get", { id })).toMatchObject({
            _id: id,
            tag: "f",
            n: 1,
            text: "hello",
          });
          expect(
            await t.call("action", "notes:addFromAction", {
              tag: "f",
              n: 2,
              text: "from an action",
            }),
          ).toMatchObject({ tag: "f", n: 2, text: "from an action" });
        },
      );

      rule(
        "argument validators refuse bad input, return validators a bad result",
        async () => {
          await expect(
            t.call("mutation", "notes:add", { tag: "f", n: "one", text: "x" }),
          ).rejects.toThrow(VALIDATION);
          await expect(
            t.call("mutation", "notes:add", {
              tag: "f",
              n: 1,
              text: "x",
              extra: 1,
            }),
          ).rejects.toThrow(VALIDATION);
          await expect(t.call("query", "notes:badReturn")).rejects.toThrow(
            VALIDATION,
          );
        },
      );

      rule("a ConvexError reaches the caller with its data", async () => {
        const error = await t
          .call("mutation", "notes:addThenFail", { tag: "e", n: 1, text: "x" })
          .then(
            () => null,
            (e: { data?: unknown }) => e,
          );
        expect(error?.data).toEqual({ code: "REFUSED", tag: "e" });
      });

      rule(
        "an internal function is not callable by a client; an admin may call it",
        async () => {
          await expect(t.call("query", "notes:secret")).rejects.toThrow(
            /Could not find public function for 'notes:secret'/,
          );
          expect(await t.admin.call("query", "notes:secret")).toBe(
            "internal only",
          );
        },
        convexTestOmits(
          "it calls every function as a test would, internal ones included",
        ),
      );
    });

    describe("transactions", () => {
      rule("a mutation that throws writes nothing", async () => {
        await t
          .call("mutation", "notes:addThenFail", { tag: "tx", n: 1, text: "x" })
          .catch(() => {});
        expect(
          await t.call("query", "notes:range", {
            tag: "tx",
            from: 0,
            to: 10,
            desc: false,
          }),
        ).toEqual([]);
      });

      rule(
        "a nested mutation that fails rolls back only its own writes",
        async () => {
          await t.call("mutation", "notes:nestedFailureCaught", {
            tag: "nest",
          });
          expect(
            await t.call("query", "notes:range", {
              tag: "nest",
              from: 0,
              to: 10,
              desc: false,
            }),
          ).toEqual([1, 3]);
        },
      );

      rule(
        "concurrent read-modify-write mutations are serializable: no lost update",
        async () => {
          await Promise.all(
            Array.from({ length: 20 }, () =>
              t.call("mutation", "notes:increment", { name: "occ" }),
            ),
          );
          expect(await t.call("query", "notes:counter", { name: "occ" })).toBe(
            20,
          );
        },
      );
    });

    describe("indexes", () => {
      rule(
        "an index range in both orders; unique() refuses two matches",
        async () => {
          await t.call("mutation", "notes:addMany", { tag: "r", count: 10 });
          expect(
            await t.call("query", "notes:range", {
              tag: "r",
              from: 3,
              to: 7,
              desc: false,
            }),
          ).toEqual([3, 4, 5, 6]);
          expect(
            await t.call("query", "notes:range", {
              tag: "r",
              from: 3,
              to: 7,
              desc: true,
            }),
          ).toEqual([6, 5, 4, 3]);
          await t.call("mutation", "notes:add", {
            tag: "one",
            n: 7,
            text: "x",
          });
          expect(await t.call("query", "notes:unique", { tag: "one" })).toBe(7);
          await expect(
            t.call("query", "notes:unique", { tag: "r" }),
          ).rejects.toThrow(/unique\(\) query returned more than one result/);
        },
      );
    });

    describe("pagination", () => {
      type Page = {
        page: Array<{ n: number }>;
        isDone: boolean;
        continueCursor: string;
        pageStatus?: string | null;
      };
      const page = (paginationOpts: Record<string, unknown>, tag = "p") =>
        t.call("query", "notes:page", { tag, paginationOpts }) as Promise<Page>;

      rule("pages follow their cursors to the end", async () => {
        await t.call("mutation", "notes:addMany", { tag: "p", count: 25 });
        const sizes: number[] = [];
        let cursor: string | null = null;
        for (;;) {
          const p: Page = await page({ numItems: 10, cursor });
          sizes.push(p.page.length);
          if (p.isDone) break;
          cursor = p.continueCursor;
        }
        expect(sizes.slice(0, 2)).toEqual([10, 10]);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(25);
      });

      rule(
        "maximumRowsRead splits a page (SplitRequired), the rest follows",
        async () => {
          const first = await page({
            numItems: 10,
            cursor: null,
            maximumRowsRead: 3,
          });
          expect(first.page.map((d) => d.n)).toEqual([0, 1, 2]);
          expect(first.pageStatus).toBe("SplitRequired");
          expect(first.isDone).toBe(false);
          const next = await page({
            numItems: 10,
            cursor: first.continueCursor,
          });
          expect(next.page[0].n).toBe(3);
        },
      );

      rule(
        "a page re-read up to its end cursor keeps its range and sees a row written inside it",
        async () => {
          const first = await page({ numItems: 5, cursor: null });
          await t.call("mutation", "notes:add", {
            tag: "p",
            n: 2.5,
            text: "x",
          });
          const again = await page({
            numItems: 5,
            cursor: null,
            endCursor: first.continueCursor,
          });
          expect(again.page.map((d) => d.n)).toEqual([0, 1, 2, 2.5, 3, 4]);
        },
      );
    });

    describe("full text search", () => {
      rule("a search index finds by words and by a filter field", async () => {
        await t.call("mutation", "notes:add", {
          tag: "biology",
          n: 1,
          text: "photosynthesis happens in green plants",
        });
        await t.call("mutation", "notes:add", {
          tag: "geography",
          n: 1,
          text: "plants of the western ghats",
        });
        expect(
          await t.call("query", "notes:search", { text: "photosynthesis" }),
        ).toEqual(["photosynthesis happens in green plants"]);
        expect(
          await t.call("query", "notes:search", {
            text: "plants",
            tag: "geography",
          }),
        ).toEqual(["plants of the western ghats"]);
      });
    });

    describe("vector search", () => {
      rule(
        "an action's vectorSearch: cosine score, best first, a filter, a limit",
        async () => {
          await t.call("mutation", "vecs:add", {
            kind: "a",
            embedding: [1, 0, 0],
          });
          await t.call("mutation", "vecs:add", {
            kind: "a",
            embedding: [1, 1, 0],
          });
          await t.call("mutation", "vecs:add", {
            kind: "b",
            embedding: [0, 0, 1],
          });
          const all = (await t.call("action", "vecs:search", {
            vector: [1, 0, 0],
          })) as Array<{ _score: number }>;
          expect(all).toHaveLength(3);
          expect(all[0]._score).toBeCloseTo(1, 5);
          expect(all[1]._score).toBeCloseTo(Math.SQRT1_2, 5);
          expect(
            await t.call("action", "vecs:search", {
              vector: [1, 0, 0],
              kind: "b",
            }),
          ).toHaveLength(1);
          expect(
            await t.call("action", "vecs:search", {
              vector: [1, 0, 0],
              limit: 1,
            }),
          ).toHaveLength(1);
        },
      );
    });

    describe("scheduler and system tables", () => {
      rule(
        "runAfter runs after commit; a later job stays pending until cancelled; _scheduled_functions shows it",
        async () => {
          const later = await t.call("mutation", "jobs:schedule", {
            source: "s1",
          });
          await t.finishScheduled();
          expect(await t.call("query", "jobs:ticks", { source: "s1" })).toBe(1);
          expect(await t.call("query", "jobs:job", { id: later })).toEqual({
            name: "jobs:tick",
            state: "pending",
            args: [{ source: "s1 later" }],
          });
          await t.call("mutation", "jobs:cancel", { id: later });
          expect(
            await t.call("query", "jobs:job", { id: later }),
          ).toMatchObject({
            state: "canceled",
          });
        },
      );

      rule("a mutation that fails schedules nothing", async () => {
        await expect(
          t.call("mutation", "jobs:schedule", { source: "s2", fail: true }),
        ).rejects.toThrow(/failed after scheduling/);
        await t.finishScheduled();
        expect(await t.call("query", "jobs:ticks", { source: "s2" })).toBe(0);
        expect(
          ((await t.call("query", "jobs:jobStates")) as string[]).filter(
            (s) => !s.startsWith("jobs:tick "),
          ),
        ).toEqual([]);
      });

      rule(
        "crons.ts: an interval cron runs",
        async () => {
          await waitFor(
            () => t.call("query", "jobs:ticks", { source: "cron" }),
            (n) => (n as number) >= 1,
            5000,
          );
        },
        convexTestOmits("it does not run crons.ts"),
      );
    });

    describe("file storage", () => {
      rule(
        "an action stores a file and reads it back; _storage has its metadata; getUrl; delete",
        async () => {
          const id = await t.call("action", "files:store", { text: "namaste" });
          expect(await t.call("action", "files:read", { id })).toBe("namaste");
          expect(await t.call("query", "files:info", { id })).toEqual({
            size: 7,
            hasSha256: true,
            hasUrl: true,
          });
          await t.call("mutation", "files:remove", { id });
          expect(await t.call("action", "files:read", { id })).toBeNull();
        },
      );

      rule(
        "an upload URL takes a POSTed file",
        async () => {
          const url = (await t.call("mutation", "files:uploadUrl")) as string;
          const r = await fetch(url, {
            method: "POST",
            headers: { "Content-Type": "text/plain" },
            body: "uploaded",
          });
          const { storageId } = (await r.json()) as { storageId: string };
          expect(await t.call("action", "files:read", { id: storageId })).toBe(
            "uploaded",
          );
        },
        convexTestOmits("its upload URLs are not served over HTTP"),
      );
    });

    describe("HTTP actions", () => {
      rule(
        "routes by path and by prefix; a route runs a mutation; no route is 404",
        async () => {
          const created = await t.fetch("/notes", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ tag: "http", text: "posted" }),
          });
          expect(created.status).toBe(201);
          const { id } = (await created.json()) as { id: string };
          expect(await t.call("query", "notes:get", { id })).toMatchObject({
            text: "posted",
          });
          const hello = await t.fetch("/hello/asha");
          expect(await hello.text()).toBe("hello asha");
          expect((await t.fetch("/nowhere")).status).toBe(404);
        },
      );
    });

    describe("auth", () => {
      rule(
        "getUserIdentity is null without a user and the user's identity with one",
        async () => {
          expect(await t.call("query", "notes:whoami")).toBeNull();
          expect(
            await t.asUser({ subject: "asha" }).call("query", "notes:whoami"),
          ).toEqual({
            subject: "asha",
            tokenIdentifier: "https://fidelity.test|asha",
          });
        },
      );
    });
  });

  describe("runtime rules", () => {
    let t: Target;
    beforeAll(async () => {
      t = await apps.limits();
    }, 60_000);
    afterAll(() => t?.close());

    rule(
      "Date.now() and new Date() are frozen at the start of a query",
      async () => {
        const before = Date.now();
        const r = (await t.call("query", "runtime:clock")) as {
          first: number;
          date: number;
          later: number;
          dateString: string;
        };
        expect(r.later).toBe(r.first);
        expect(r.date).toBe(r.first);
        expect(r.dateString).toBe(new Date(r.first).toString());
        expect(r.first).toBeGreaterThanOrEqual(before - 1000);
        expect(r.first).toBeLessThanOrEqual(Date.now());
      },
      convexTestOmits("Date.now() is the real clock there"),
    );

    rule(
      "Date.now() is frozen in a mutation, and not in an action",
      async () => {
        const m = (await t.call("mutation", "runtime:clockMutation")) as {
          first: number;
          later: number;
          creation: number;
        };
        expect(m.later).toBe(m.first);
        expect(m.creation).toBeGreaterThanOrEqual(m.first);
        const a = (await t.call("action", "runtime:clockAction")) as {
          first: number;
          later: number;
        };
        expect(a.later).toBeGreaterThan(a.first);
      },
      convexTestOmits("Date.now() is the real clock there"),
    );

    rule(
      "fetch() is refused in queries and mutations, allowed in actions",
      async () => {
        const refused = /fetch.*(queries and mutations|queries or mutations)/;
        await expect(t.call("query", "runtime:fetchInQuery")).rejects.toThrow(
          refused,
        );
        await expect(
          t.call("mutation", "runtime:fetchInMutation"),
        ).rejects.toThrow(refused);
        const server = http.createServer((_req, res) => {
          res.statusCode = 404;
          res.end();
        });
        await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
        try {
          const { port } = server.address() as AddressInfo;
          expect(
            await t.call("action", "runtime:fetchInAction", {
              url: `http://127.0.0.1:${port}/no/such/route`,
            }),
          ).toBe(404);
        } finally {
          server.close();
        }
      },
    );

    rule(
      "setTimeout is refused in queries and mutations",
      async () => {
        await expect(
          t.call("mutation", "runtime:timerInMutation"),
        ).rejects.toThrow(/setTimeout/);
      },
      { target: "local", reason: "this backend allows timers there" },
    );

    rule(
      "a query's user code runs at most 1 s",
      async () => {
        expect(await t.call("query", "runtime:busyQuery", { ms: 50 })).toBe(
          "finished",
        );
        await expect(
          t.call("query", "runtime:busyQuery", { ms: 1200 }),
        ).rejects.toThrow(
          "Function execution timed out (maximum duration: 1s)",
        );
      },
      convexTestOmits("it does not time functions"),
    );

    rule(
      "a mutation past 1 s fails and writes nothing",
      async () => {
        await expect(
          t.call("mutation", "runtime:busyMutation", { ms: 1200 }),
        ).rejects.toThrow(
          "Function execution timed out (maximum duration: 1s)",
        );
        expect(await t.call("query", "runtime:timeoutRows")).toBe(0);
      },
      convexTestOmits("it does not time functions"),
    );

    rule("time spent waiting on Web Crypto is not user code time", async () => {
      expect(
        await t.call("mutation", "runtime:cryptoMutation", { ms: 1500 }),
      ).toBeGreaterThan(0);
    });
  });

  describe("limits", () => {
    let t: Target;
    beforeAll(async () => {
      t = await apps.limits();
      // 4,000 small documents: 8 scans of the table read exactly 32,000.
      await t.call("mutation", "limits:fill", {
        from: 0,
        count: 4000,
        size: 10,
      });
    }, 60_000);
    afterAll(() => t?.close());

    describe("per transaction", () => {
      rule(
        "documents scanned: 32,000 pass, one more fails, filtered-out rows included",
        async () => {
          expect(await t.call("query", "limits:scan", { times: 8 })).toBe(
            32_000,
          );
          await expect(
            t.call("query", "limits:scan", { times: 9 }),
          ).rejects.toThrow(
            /(Too many documents read|Scanned too many documents) in a single function execution \(limit: 32000\)/,
          );
        },
      );

      rule(
        "documents scanned include the rows a filter drops",
        async () => {
          await expect(
            t.call("query", "limits:scan", { times: 9, keepNone: true }),
          ).rejects.toThrow("(limit: 32000)");
        },
        convexTestOmits("it counts only the rows a filter keeps"),
      );

      rule(
        "index ranges read: 4,096 pass, 4,097 fail",
        async () => {
          expect(await t.call("query", "limits:lookups", { count: 4096 })).toBe(
            4000,
          );
          await expect(
            t.call("query", "limits:lookups", { count: 4097 }),
          ).rejects.toThrow(
            /Too many (index ranges read|reads) in a single function execution \(limit: 4096\)/,
          );
        },
        convexTestOmits(
          "it counts index ranges, but its index lookups scan the table: 4,097 lookups over 4,000 rows ran past 80 s",
        ),
      );

      rule(
        "ctx.meta.getTransactionMetrics() reports what was used",
        async () => {
          const m = (await t.call("query", "limits:metrics")) as Record<
            string,
            { used: number; remaining: number }
          >;
          expect(m.documentsRead).toEqual({ used: 3, remaining: 31_997 });
          expect(m.databaseQueries).toEqual({ used: 1, remaining: 4095 });
          expect(m.bytesRead.used).toBeGreaterThan(0);
        },
      );

      rule("bytes read: 16 MiB", async () => {
        await t.call("mutation", "limits:fillBig", {
          count: 9,
          size: 1_000_000,
        });
        expect(await t.call("query", "limits:scanBig", { times: 1 })).toBe(9);
        await expect(
          t.call("query", "limits:scanBig", { times: 2 }),
        ).rejects.toThrow(
          /(Too many bytes read|Read too much data) in a single function execution \(limit: 16777216 bytes\)/,
        );
      });

      rule(
        "documents written: 16,000",
        async () => {
          await expect(
            t.call("mutation", "limits:writeMany", { count: 16_001, size: 1 }),
          ).rejects.toThrow(
            /(Too many writes|Wrote too many documents) in a single function execution \(limit: 16000\)/,
          );
          expect(await t.call("query", "limits:countDocs")).toBe(4000);
        },
        undefined,
        60_000,
      );

      rule(
        "a mutation that passed a limit writes nothing, even when its code catches the error",
        async () => {
          await expect(
            t.call("mutation", "limits:writeMany", {
              count: 16_001,
              size: 1,
              catchIt: true,
            }),
          ).rejects.toThrow("(limit: 16000)");
          expect(await t.call("query", "limits:countDocs")).toBe(4000);
        },
        convexTestOmits("a caught limit error lets the mutation commit"),
        60_000,
      );

      rule("bytes written: 16 MiB", async () => {
        await expect(
          t.call("mutation", "limits:writeMany", {
            count: 17,
            size: 1_000_000,
          }),
        ).rejects.toThrow(
          /(Too many bytes written|Wrote too much data) in a single function execution \(limit: (16 MiB|16777216 bytes)\)/,
        );
        expect(await t.call("query", "limits:countDocs")).toBe(4000);
      });

      rule(
        "functions scheduled by one mutation: 1,000 pass, 1,001 fail and schedule nothing",
        async () => {
          await expect(
            t.call("mutation", "limits:scheduleMany", { count: 1001 }),
          ).rejects.toThrow(
            /(Too many functions scheduled by this mutation|Scheduled too many functions in a single function execution) \(limit: 1000\)/,
          );
          expect(await t.call("query", "limits:scheduledCount")).toBe(0);
          expect(
            await t.call("mutation", "limits:scheduleMany", { count: 1000 }),
          ).toBe(1000);
          expect(await t.call("query", "limits:scheduledCount")).toBe(1000);
        },
      );

      rule(
        "arguments of the functions one mutation schedules: 16 MiB in total",
        async () => {
          const before = await t.call("query", "limits:scheduledCount");
          await expect(
            t.call("mutation", "limits:scheduleBig", { count: 5, mib: 4 }),
          ).rejects.toThrow(
            /arguments.* of scheduled functions.*\(limit: 16777216 bytes\)|Scheduled function arguments too large.*\(limit: 16777216 bytes\)/,
          );
          expect(await t.call("query", "limits:scheduledCount")).toBe(before);
          expect(
            await t.call("mutation", "limits:scheduleBig", {
              count: 3,
              mib: 4,
            }),
          ).toBe(3);
        },
      );

      rule(
        "return value: 16 MiB (queries and actions)",
        async () => {
          expect(
            ((await t.call("query", "limits:bigReturn", { mib: 15 })) as string)
              .length,
          ).toBe(15 * MiB);
          await expect(
            t.call("query", "limits:bigReturn", { mib: 17 }),
          ).rejects.toThrow(
            /Function limits:bigReturn return value is too large \(actual: 17 MiB, limit: 16 MiB\)/,
          );
          await expect(
            t.call("action", "limits:bigReturnAction", { mib: 17 }),
          ).rejects.toThrow("limit: 16 MiB");
        },
        convexTestOmits("it does not measure return values"),
      );

      rule(
        "arguments: 16 MiB (12 MiB pass, more than 16 MiB fail)",
        async () => {
          expect(
            await t.call("mutation", "limits:echoLength", {
              text: "a".repeat(12 * MiB),
            }),
          ).toBe(12 * MiB);
          await expect(
            t.call("mutation", "limits:echoLength", {
              text: "a".repeat(16 * MiB + MiB / 2),
            }),
          ).rejects.toThrow(
            /Arguments for the function are too large .*limit: 16 MiB/,
          );
        },
        convexTestOmits("it does not measure arguments"),
      );
    });

    describe("values", () => {
      const store = (kind: string, n: number) =>
        t.call("mutation", "limits:storeBuilt", { kind, n });

      rule(
        "a document nests at most 16 levels",
        async () => {
          const before = (await t.call("query", "limits:blobCount")) as number;
          expect(await store("nested", 15)).toBe("stored");
          await expect(store("nested", 16)).rejects.toThrow(
            "Document is too nested (nested 17 levels deep > maximum nesting 16)",
          );
          expect(await t.call("query", "limits:blobCount")).toBe(before + 1);
        },
        convexTestOmits("it does not check the shape or size of values"),
      );

      rule(
        "an object has at most 1,024 fields",
        async () => {
          expect(await store("fields", 1024)).toBe("stored");
          await expect(store("fields", 1025)).rejects.toThrow(
            "Object has too many fields (1025 > maximum number 1024)",
          );
        },
        convexTestOmits("it does not check the shape or size of values"),
      );

      rule(
        "an array has at most 8,192 elements, in documents and in arguments",
        async () => {
          expect(await store("array", 8192)).toBe("stored");
          await expect(store("array", 8193)).rejects.toThrow(
            "Array length is too long (8193 > maximum length 8192)",
          );
          await expect(
            t.call("query", "limits:echoAny", {
              value: Array.from({ length: 8193 }, () => 0),
            }),
          ).rejects.toThrow(
            "Array length is too long (8193 > maximum length 8192)",
          );
        },
        convexTestOmits("it does not check the shape or size of values"),
      );

      rule(
        "an argument nests at most 64 levels",
        async () => {
          const nested = (depth: number): unknown =>
            depth === 1 ? { leaf: 1 } : { inner: nested(depth - 1) };
          expect(
            await t.call("query", "limits:echoAny", { value: nested(63) }),
          ).toBe("accepted");
          await expect(
            t.call("query", "limits:echoAny", { value: nested(64) }),
          ).rejects.toThrow(/Value is too nested \(.* > maximum nesting 64\)/);
        },
        convexTestOmits("it does not check the shape or size of values"),
      );

      rule(
        "a document is at most 1 MiB",
        async () => {
          expect(await store("string", 1_000_000)).toBe("stored");
          await expect(store("string", 1_100_000)).rejects.toThrow(
            /Value is too large \(1\.05 MiB > maximum size 1 MiB\)/,
          );
        },
        convexTestOmits("it does not check the shape or size of values"),
      );
    });
  });

  describe("components", () => {
    let t: Target;
    beforeAll(async () => {
      t = await apps.components();
    }, 60_000);
    afterAll(() => t?.close());

    describe("@convex-dev/rate-limiter (README examples)", () => {
      rule("fixed window: freeTrialSignUp", async () => {
        const r = (await t.call("mutation", "rate:signUp", {})) as {
          ok: boolean;
        };
        expect(r.ok).toBe(true);
      });

      rule("token bucket per user: capacity 3, then retryAfter", async () => {
        for (let i = 0; i < 3; i++)
          expect(
            await t.call("mutation", "rate:sendMessage", { user: "asha" }),
          ).toMatchObject({ ok: true });
        const refused = (await t.call("mutation", "rate:sendMessage", {
          user: "asha",
        })) as { ok: boolean; retryAfter: number };
        expect(refused.ok).toBe(false);
        expect(refused.retryAfter).toBeGreaterThan(0);
        // Another key has its own bucket.
        expect(
          await t.call("mutation", "rate:sendMessage", { user: "ravi" }),
        ).toMatchObject({ ok: true });
      });

      rule(
        "throws: true throws a ConvexError with RateLimitError data; check and reset",
        async () => {
          for (let i = 0; i < 10; i++)
            await t.call("mutation", "rate:failedLogin", { user: "u1" });
          const err = await t
            .call("mutation", "rate:failedLogin", { user: "u1" })
            .then(
              () => null,
              (e: unknown) => e as { data?: unknown },
            );
          expect(err?.data).toMatchObject({
            kind: "RateLimited",
            name: "failedLogins",
          });
          expect(
            await t.call("query", "rate:checkFailedLogins", { user: "u1" }),
          ).toMatchObject({ ok: false });
          await t.call("mutation", "rate:resetFailedLogins", { user: "u1" });
          expect(
            await t.call("query", "rate:checkFailedLogins", { user: "u1" }),
          ).toMatchObject({ ok: true });
        },
      );

      rule(
        "an inline config, a custom count with shards, asynchronous updates",
        async () => {
          expect(await t.call("mutation", "rate:oneOff", {})).toMatchObject({
            ok: true,
          });
          expect(await t.call("mutation", "rate:oneOff", {})).toMatchObject({
            ok: false,
          });
          expect(
            await t.call("mutation", "rate:llmTokens", { count: 1000 }),
          ).toMatchObject({ ok: true });
          expect(await t.call("mutation", "rate:llmBudget", {})).toMatchObject({
            ok: true,
          });
          await t.finishScheduled();
          expect(
            await t.call("query", "rate:checkLlmBudget", {}),
          ).toMatchObject({
            ok: true,
          });
        },
      );

      rule(
        "the caller's failure rolls back the limit it consumed; a caught limit error keeps the caller's writes",
        async () => {
          for (let i = 0; i < 3; i++)
            await expect(
              t.call("mutation", "rate:sendThenFail", { user: "meera" }),
            ).rejects.toThrow(/the caller failed after the rate limit/);
          // Nothing was consumed: all three tokens are still there.
          for (let i = 0; i < 3; i++)
            expect(
              await t.call("mutation", "rate:sendMessage", { user: "meera" }),
            ).toMatchObject({ ok: true });
          for (let i = 0; i < 10; i++)
            await t.call("mutation", "rate:loginOrNote", { user: "kiran" });
          expect(
            await t.call("mutation", "rate:loginOrNote", { user: "kiran" }),
          ).toMatch(/^caught: /);
          expect(await t.call("query", "probe:appNotes", {})).toContain(
            "refused kiran",
          );
        },
      );
    });

    describe("@convex-dev/sharded-counter (README examples)", () => {
      rule("add, inc, subtract, dec, reset and count", async () => {
        const count = () => t.call("query", "counter:count", { key: "k" });
        await t.call("mutation", "counter:update", {
          key: "k",
          op: "add",
          n: 5,
        });
        await t.call("mutation", "counter:update", { key: "k", op: "inc" });
        expect(await count()).toBe(6);
        await t.call("mutation", "counter:update", {
          key: "k",
          op: "subtract",
          n: 2,
        });
        await t.call("mutation", "counter:update", { key: "k", op: "dec" });
        expect(await count()).toBe(3);
        await t.call("mutation", "counter:update", { key: "k", op: "reset" });
        expect(await count()).toBe(0);
      });

      rule(
        "the checkbox example: counter.for(...) with 100 shards",
        async () => {
          for (const i of [1, 2, 3])
            await t.call("mutation", "counter:addCheckbox", { i });
          await t.call("mutation", "counter:checkBox", { i: 1 });
          await t.call("mutation", "counter:checkBox", { i: 1 });
          await t.call("mutation", "counter:checkBox", { i: 3 });
          expect(await t.call("query", "counter:countCheckboxes", {})).toBe(2);
        },
      );

      rule(
        "a second instance counts separately; an action's calls work",
        async () => {
          await t.call("mutation", "counter:update", {
            key: "shared",
            op: "add",
            n: 7,
            second: true,
          });
          expect(
            await t.call("action", "counter:addFromAction", {
              key: "shared",
              n: 2,
            }),
          ).toBe(2);
          expect(
            await t.call("query", "counter:count", {
              key: "shared",
              second: true,
            }),
          ).toBe(7);
        },
      );
    });

    describe("@convex-dev/aggregate (README examples)", () => {
      rule(
        "a TableAggregate with bounds: max, sum, count; replace and delete",
        async () => {
          const a1 = await t.call("mutation", "leaderboard:addScore", {
            username: "asha",
            score: 10,
          });
          await t.call("mutation", "leaderboard:addScore", {
            username: "asha",
            score: 30,
          });
          await t.call("mutation", "leaderboard:addScore", {
            username: "ravi",
            score: 50,
          });
          expect(
            await t.call("query", "leaderboard:stats", { username: "asha" }),
          ).toEqual({
            highScore: 30,
            count: 2,
            avgScoreForUser: 20,
            globalAverageScore: 30,
          });
          await t.call("mutation", "leaderboard:updateScore", {
            id: a1,
            score: 70,
          });
          expect(
            await t.call("query", "leaderboard:stats", { username: "asha" }),
          ).toMatchObject({ highScore: 70, avgScoreForUser: 50 });
          await t.call("mutation", "leaderboard:removeScore", { id: a1 });
          expect(
            await t.call("query", "leaderboard:stats", { username: "asha" }),
          ).toMatchObject({ highScore: 30, count: 1 });
        },
      );

      rule(
        "offset-based pagination with a namespaced aggregate; a DirectAggregate",
        async () => {
          for (let i = 0; i < 5; i++)
            await t.call("mutation", "leaderboard:addPhoto", {
              album: "trip",
              url: `p${i}`,
            });
          await t.call("mutation", "leaderboard:addPhoto", {
            album: "other",
            url: "x",
          });
          expect(
            await t.call("query", "leaderboard:pageOfPhotos", {
              offset: 2,
              numItems: 2,
              album: "trip",
            }),
          ).toEqual(["p2", "p3"]);
          await t.call("mutation", "leaderboard:directInsert", {
            key: 1,
            id: "a",
          });
          await t.call("mutation", "leaderboard:directInsert", {
            key: 2,
            id: "b",
          });
          expect(await t.call("query", "leaderboard:directCount", {})).toBe(2);
        },
      );
    });

    describe("@convex-dev/workpool (README examples)", () => {
      rule(
        "enqueued actions retry and report through onComplete; mutations run; status",
        async () => {
          const id = await t.call("mutation", "pool:enqueueSend", {
            label: "flaky",
            failTimes: 1,
            retry: true,
          });
          await t.call("mutation", "pool:enqueueSend", {
            label: "invalid-address",
            failTimes: 0,
            retry: true,
          });
          await t.call("mutation", "pool:enqueueIncrement", {
            label: "counted",
          });
          const outcomes = await waitFor(
            () => t.call("query", "pool:outcomes", {}) as Promise<string[]>,
            (o) => o.length >= 3,
            15_000,
          );
          expect(outcomes.sort()).toEqual([
            "counted → mutation ran",
            "flaky → success: sent flaky",
            "invalid-address → failed: Invalid email address",
          ]);
          expect(await t.call("query", "pool:getStatus", { id })).toEqual({
            state: "finished",
          });
        },
      );
    });

    describe("@convex-dev/action-retrier (README examples)", () => {
      rule(
        "retries a failing action with backoff until it succeeds",
        async () => {
          const runId = await t.call(
            "mutation",
            "retrier:kickoffExampleAction",
            {
              foo: "bar",
              failTimes: 2,
            },
          );
          const status = await waitFor(
            () =>
              t.call("query", "retrier:status", { runId }) as Promise<{
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
        },
      );
    });

    describe("@convex-dev/migrations (README examples)", () => {
      rule(
        "runs migrations serially over the app's table, in batches",
        async () => {
          await t.call("mutation", "migrations:seed", { n: 4 });
          await t.call("mutation", "migrations:runAll", {});
          const rows = await waitFor(
            () => t.call("query", "migrations:rows", {}) as Promise<string[]>,
            (r) => r.every((x) => x.endsWith("/default") && !x.startsWith("/")),
            15_000,
          );
          expect(rows.sort()).toEqual([
            "<unknown>/default",
            "<unknown>/default",
            "x/default",
            "x/default",
          ]);
          const status = (await t.call(
            "query",
            "migrations:status",
            {},
          )) as Array<{
            name: string;
            state: string;
          }>;
          expect(status.map((s) => s.state)).toEqual(["success", "success"]);
        },
      );
    });

    describe("@convex-dev/resend (README examples, testMode, offline)", () => {
      rule(
        "queues a test email and sends it in a batch (Resend's API stubbed in-process)",
        async () => {
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
            const id = (await t.call(
              "mutation",
              "sendEmails:sendTestEmail",
              {},
            )) as string;
            // Waiting for its batch.
            expect(
              await t.call("query", "sendEmails:status", { id }),
            ).toMatchObject({
              status: "waiting",
            });
            await waitFor(
              () =>
                t.call("query", "sendEmails:status", { id }) as Promise<{
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
        },
      );

      rule(
        "testMode refuses a real address; a queued email can be cancelled",
        async () => {
          await expect(
            t.call("mutation", "sendEmails:sendTestEmail", {
              to: "student@gmail.com",
            }),
          ).rejects.toThrow(/test/i);
          const id = (await t.call(
            "mutation",
            "sendEmails:sendTestEmail",
            {},
          )) as string;
          await t.call("mutation", "sendEmails:cancel", { id });
          expect(
            await t.call("query", "sendEmails:status", { id }),
          ).toMatchObject({
            status: "cancelled",
          });
        },
      );
    });
  });
}
