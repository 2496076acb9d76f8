// Scale benchmark of the community hub on the local backend (issue: community).
//
//   npm run bench:community [-- --threads 100000 --replies 1000000]
//
// Loads 100,000 threads and 1,000,000 replies (plus 10,000 clubs and events
// and 2,000 students) into a fresh temporary backend, then measures every
// query a community page view makes: documents read (from the backend's own
// count) and response time over HTTP, as a visitor and as a signed-in member.
import { ConvexHttpClient } from "convex/browser";
import { actingAs, arg, withBenchBackend, type PageView } from "./bench-views";

const THREADS = arg("threads", 100_000);
const REPLIES = arg("replies", 1_000_000);
const HOT_REPLIES = Math.min(10_000, REPLIES);
const STUDENTS = arg("students", 2_000);
const CLUBS = arg("clubs", 10_000);
const RUNS = arg("runs", 100);

async function main() {
  await withBenchBackend(
    "community",
    async ({ cloudUrl, mutate, query, measure }) => {
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
      // About 5,000 rows a transaction: each thread, its embedding, its replies.
      const batch = Math.max(1, Math.floor(5_000 / (perThread + 2)));
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
      const deepCursor = await cursorAfter(cloudUrl, 50);
      const clubs = (await query("community/clubs:list", {
        paginationOpts: { numItems: 1, cursor: null },
      })) as { page: { _id: string }[] };
      const aClub = clubs.page[0]._id;
      const views: PageView[] = [
        {
          name: "/community (hub)",
          calls: [
            { fn: "community/forums:categories", args: {} },
            {
              fn: "community/forums:listThreads",
              args: { paginationOpts: firstPage },
            },
            {
              fn: "community/clubs:list",
              args: { paginationOpts: { numItems: 6, cursor: null } },
            },
            {
              fn: "community/events:listUpcoming",
              args: {
                paginationOpts: { numItems: 6, cursor: null },
                now: Date.now(),
              },
            },
          ],
        },
        {
          name: "clubs list (most members first)",
          calls: [
            {
              fn: "community/clubs:list",
              args: { paginationOpts: { numItems: 12, cursor: null } },
            },
          ],
        },
        {
          name: "events list (upcoming, soonest first)",
          calls: [
            {
              fn: "community/events:listUpcoming",
              args: {
                paginationOpts: { numItems: 12, cursor: null },
                now: Date.now(),
              },
            },
          ],
        },
        {
          name: "forum, one category, most upvoted",
          calls: [
            {
              fn: "community/forums:listThreads",
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
              fn: "community/forums:listThreads",
              args: { paginationOpts: { numItems: 10, cursor: deepCursor } },
            },
          ],
        },
        {
          name: `thread page (${(HOT_REPLIES + perThread).toLocaleString("en-US")} replies)`,
          calls: [
            { fn: "community/forums:getThread", args: { threadId: hotThread } },
            {
              fn: "community/forums:listReplies",
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
            { fn: "community/clubs:get", args: { clubId: aClub } },
            {
              fn: "community/clubs:members",
              args: {
                clubId: aClub,
                paginationOpts: { numItems: 30, cursor: null },
              },
            },
          ],
        },
      ];

      await measure(
        views,
        [
          { label: "visitor", identity: null },
          { label: "member", identity: await actingAs(mutate, students[7]) },
        ],
        RUNS,
      );
    },
  );
}

/** The cursor after `pages` pages of the newest-first forum list. */
async function cursorAfter(cloudUrl: string, pages: number) {
  const client = new ConvexHttpClient(cloudUrl, { logger: false });
  let cursor: string | null = null;
  for (let i = 0; i < pages; i++) {
    const r = (await client.query(
      "community/forums:listThreads" as never,
      { paginationOpts: { numItems: 10, cursor } } as never,
    )) as { continueCursor: string };
    cursor = r.continueCursor;
  }
  return cursor;
}

await main();
