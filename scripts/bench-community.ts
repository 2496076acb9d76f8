// Scale benchmark of the community hub on the local backend (issue: community).
//
//   npm run bench:community [-- --threads 100000 --replies 1000000]
//
// Loads 100,000 threads and 1,000,000 replies (plus 10,000 clubs and events
// and 2,000 students) into a fresh temporary backend, then measures every
// query a community page view makes: documents read (from the backend's own
// count) and response time over HTTP, as a visitor and as a signed-in member.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexHttpClient } from "convex/browser";
import { startBackend } from "../local-backend/src/main.js";
import { setAdminAuth } from "../local-backend/src/run.js";
import { summarize } from "../local-backend/bench/common.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const THREADS = arg("threads", 100_000);
const REPLIES = arg("replies", 1_000_000);
const HOT_REPLIES = Math.min(10_000, REPLIES);
const STUDENTS = arg("students", 2_000);
const CLUBS = arg("clubs", 10_000);
const RUNS = arg("runs", 100);

type Call = { fn: string; args: Record<string, unknown> };
type PageView = { name: string; calls: Call[] };

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-community-"));
  const b = await startBackend({
    projectDir: root,
    dataDir,
    port: 0,
    siteProxyPort: 0,
    seed: false,
    log: () => {},
  });
  try {
    const mutate = async (fn: string, args: Record<string, unknown>) => {
      const o = await b.backend.runMutation(fn, args as never, {
        allowInternal: true,
      });
      if (!o.success) throw new Error(`${fn}: ${o.errorMessage}`);
      return o.value as unknown;
    };

    // ── Load ──────────────────────────────────────────────────────────────
    const t0 = performance.now();
    const students: string[] = [];
    for (let from = 0; from < STUDENTS; from += 500)
      students.push(
        ...((await mutate("scaleSeed:people", {
          from,
          count: Math.min(500, STUDENTS - from),
        })) as string[]),
      );
    const categoryIds = (await mutate("scaleSeed:categories", {
      names: ["Mathematics", "Science", "English", "Social Studies", "Exams"],
    })) as string[];
    const now = Date.now();
    const perThread = Math.ceil((REPLIES - HOT_REPLIES) / THREADS);
    const batch = Math.max(1, Math.floor(5_000 / (perThread + 1)));
    let hotThread = "";
    for (let from = 0; from < THREADS; from += batch) {
      const ids = (await mutate("scaleSeed:threads", {
        from,
        count: Math.min(batch, THREADS - from),
        repliesPerThread: perThread,
        categoryIds,
        authorIds: students.slice(0, 200),
        now,
      })) as string[];
      hotThread ||= ids[0];
      if (from % 20_000 < batch)
        process.stdout.write(`  threads ${from.toLocaleString("en-US")}…\r`);
    }
    for (let from = 0; from < HOT_REPLIES; from += 5_000)
      await mutate("scaleSeed:replies", {
        threadId: hotThread,
        from,
        count: Math.min(5_000, HOT_REPLIES - from),
        authorIds: students.slice(0, 200),
      });
    for (let from = 0; from < CLUBS; from += 500)
      await mutate("scaleSeed:clubsAndEvents", {
        from,
        count: Math.min(500, CLUBS - from),
        membersPerClub: 5,
        memberIds: students,
        now,
      });
    const loadSecs = (performance.now() - t0) / 1000;
    const totalReplies = perThread * THREADS + HOT_REPLIES;
    console.log(
      `loaded ${THREADS.toLocaleString("en-US")} threads, ${totalReplies.toLocaleString("en-US")} replies, ` +
        `${CLUBS.toLocaleString("en-US")} clubs and events, ${STUDENTS.toLocaleString("en-US")} students in ${loadSecs.toFixed(0)} s`,
    );

    // ── Page views ────────────────────────────────────────────────────────
    const firstPage = { numItems: 10, cursor: null };
    const deepCursor = await cursorAfter(b.cloudUrl, 50);
    const clubs = await b.backend.runQuery("clubs:list", {
      paginationOpts: { numItems: 1, cursor: null },
    });
    if (!clubs.success) throw new Error(clubs.errorMessage);
    const aClub = (clubs.value as { page: { _id: string }[] }).page[0]._id;
    const views: PageView[] = [
      {
        name: "/community (hub)",
        calls: [
          { fn: "forums:categories", args: {} },
          { fn: "forums:listThreads", args: { paginationOpts: firstPage } },
          {
            fn: "clubs:list",
            args: { paginationOpts: { numItems: 6, cursor: null } },
          },
          {
            fn: "events:listUpcoming",
            args: {
              paginationOpts: { numItems: 6, cursor: null },
              now: Date.now(),
            },
          },
        ],
      },
      {
        name: "forum, one category, most upvoted",
        calls: [
          {
            fn: "forums:listThreads",
            args: {
              paginationOpts: firstPage,
              categoryId: categoryIds[2],
              sort: "top",
            },
          },
        ],
      },
      {
        name: "forum, page 51 (load more ×50)",
        calls: [
          {
            fn: "forums:listThreads",
            args: { paginationOpts: { numItems: 10, cursor: deepCursor } },
          },
        ],
      },
      {
        name: `thread page (${(HOT_REPLIES + perThread).toLocaleString("en-US")} replies)`,
        calls: [
          { fn: "forums:getThread", args: { threadId: hotThread } },
          {
            fn: "forums:listReplies",
            args: {
              threadId: hotThread,
              paginationOpts: { numItems: 20, cursor: null },
            },
          },
        ],
      },
      {
        name: "club page",
        calls: [
          { fn: "clubs:get", args: { clubId: aClub } },
          {
            fn: "clubs:members",
            args: {
              clubId: aClub,
              paginationOpts: { numItems: 30, cursor: null },
            },
          },
        ],
      },
    ];

    const member = {
      subject: `${students[7]}|bench`,
      issuer: "https://bench.local",
      tokenIdentifier: `https://bench.local|${students[7]}|bench`,
    };
    const rows: string[] = [];
    for (const who of ["visitor", "member"] as const) {
      const client = new ConvexHttpClient(b.cloudUrl, { logger: false });
      if (who === "member") setAdminAuth(client, b.adminKey, member);
      for (const view of views) {
        let docs = 0;
        for (const call of view.calls) {
          const o = await b.backend.runQuery(call.fn, call.args as never, {
            identity: who === "member" ? member : null,
          });
          if (!o.success) throw new Error(`${call.fn}: ${o.errorMessage}`);
          docs += o.documentsRead ?? 0;
        }
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t = performance.now();
          await Promise.all(
            view.calls.map((c) => client.query(c.fn as never, c.args as never)),
          );
          times.push(performance.now() - t);
        }
        const s = summarize(times);
        rows.push(
          `| ${view.name} | ${who} | ${view.calls.length} | ${docs} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} |`,
        );
      }
    }
    console.log(
      "\n| page view | as | queries | documents read | p50 ms | p95 ms |\n|---|---|---|---|---|---|",
    );
    console.log(rows.join("\n"));
  } finally {
    await b.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The cursor after `pages` pages of the newest-first forum list. */
async function cursorAfter(cloudUrl: string, pages: number) {
  const client = new ConvexHttpClient(cloudUrl, { logger: false });
  let cursor: string | null = null;
  for (let i = 0; i < pages; i++) {
    const r = (await client.query(
      "forums:listThreads" as never,
      { paginationOpts: { numItems: 10, cursor } } as never,
    )) as { continueCursor: string };
    cursor = r.continueCursor;
  }
  return cursor;
}

await main();
