// The report queue at scale (issue 17: Report Management).
//
//   npm run bench:reports [-- --reports 100000 --per-target 10 --runs 100]
//
// Loads 100,000 reports (10,000 reported threads, 10 reports each: 80 %
// pending, 10 % resolved, 10 % dismissed) into a fresh temporary local
// backend, with authors who have warnings (some flagged), then measures what
// a moderator's queue page view reads: documents read (the backend's own
// count) and response time over HTTP. A page must read a bounded number of
// documents per item (the item, its content, a few reporters, at most 3
// warnings, its claim), whatever the queue holds.
import { actingAs, arg, withBenchBackend, type PageView } from "./bench-views";

const REPORTS = arg("reports", 100_000);
const PER_TARGET = arg("per-target", 10);
const RUNS = arg("runs", 100);
const TARGETS = Math.ceil(REPORTS / PER_TARGET);
const STUDENTS = 200;

async function main() {
  await withBenchBackend("reports", async ({ mutate, measure }) => {
    const t0 = performance.now();
    const students = (await mutate("scaleSeed:people", {
      from: 0,
      count: STUDENTS,
    })) as string[];
    const [moderatorId] = (await mutate("scaleSeed:people", {
      from: STUDENTS,
      count: 1,
    })) as string[];
    await mutate("scaleSeed:grantStaff", { userId: moderatorId });
    const categoryIds = (await mutate("scaleSeed:categories", {
      names: ["Mathematics", "Science", "Exams"],
    })) as string[];
    const now = Date.now();
    const authors = students.slice(0, 100);
    const reporters = students.slice(100);
    const BATCH = 100;
    for (let from = 0; from < TARGETS; from += BATCH) {
      const threadIds = (await mutate("scaleSeed:threads", {
        from,
        count: Math.min(BATCH, TARGETS - from),
        repliesPerThread: 0,
        categoryIds,
        authorIds: authors,
        now,
      })) as string[];
      // 80 % pending, then resolved and dismissed, by position.
      const share = from / TARGETS;
      const status =
        share < 0.8 ? "pending" : share < 0.9 ? "resolved" : "dismissed";
      await mutate("scaleSeed:reports", {
        threadIds,
        reportsPerTarget: PER_TARGET,
        reporterIds: reporters,
        status,
        offset: from,
        now,
        moderatorId,
      });
      if (from % 2_000 === 0)
        process.stdout.write(
          `  reports ${(from * PER_TARGET).toLocaleString("en-US")}…\r`,
        );
    }
    // Half the authors have warnings: 5 each (flagged, the check stops at 3).
    for (const userId of authors.slice(0, 50))
      await mutate("scaleSeed:warnings", {
        userId,
        count: 5,
        moderatorId,
        now,
      });
    console.log(
      `Loaded ${(TARGETS * PER_TARGET).toLocaleString("en-US")} reports of ${TARGETS.toLocaleString("en-US")} threads in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
    );

    const moderator = await actingAs(mutate, moderatorId);
    const hour = Math.floor(now / 3_600_000) * 3_600_000;
    const page = (status: string, numItems: number): PageView["calls"][0] => ({
      fn: "admin/reports:list",
      args: { status, now: hour, paginationOpts: { numItems, cursor: null } },
    });
    await measure(
      [
        {
          name: "/admin/reports Pending (tab counts + first 10)",
          calls: [
            { fn: "admin/reports:summary", args: {} },
            page("pending", 10),
          ],
        },
        { name: "Pending, a page of 25", calls: [page("pending", 25)] },
        { name: "Resolved, first 10", calls: [page("resolved", 10)] },
        { name: "Dismissed, first 10", calls: [page("dismissed", 10)] },
      ],
      [
        {
          label: `moderator, ${(TARGETS * PER_TARGET).toLocaleString("en-US")} reports`,
          identity: moderator,
        },
      ],
      RUNS,
    );
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
