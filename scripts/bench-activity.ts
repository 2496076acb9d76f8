// User Activity at scale (issue 17, item 6).
//
//   npm run bench:activity [-- --rows 1000000 --runs 100]
//
// Loads 1,000,000 activity log lines (200 people, every kind in turn) into a
// fresh temporary local backend, then measures what the admin's User Activity
// page reads for each view: the first page of 100 with the total, the next
// page, each filter (kind, person, both) and a deep page: documents read (the
// backend's own count) and response time over HTTP. Every view must read one
// page (100 lines) and a counter, whatever the log holds.
import { actingAs, arg, withBenchBackend, type PageView } from "./bench-views";

const ROWS = arg("rows", 1_000_000);
const PEOPLE = arg("people", 200);
const RUNS = arg("runs", 100);
const BATCH = 5_000;

async function main() {
  await withBenchBackend("activity", async ({ mutate, query, measure }) => {
    const t0 = performance.now();
    const people: string[] = [];
    for (let from = 0; from < PEOPLE; from += 500)
      people.push(
        ...((await mutate("scaleSeed:people", {
          from,
          count: Math.min(500, PEOPLE - from),
        })) as string[]),
      );
    const [adminId] = (await mutate("scaleSeed:people", {
      from: PEOPLE,
      count: 1,
    })) as string[];
    await mutate("seed:grantRole", { userId: adminId, role: "admin" });
    const now = Date.now();
    for (let from = 0; from < ROWS; from += BATCH) {
      await mutate("scaleSeed:activity", {
        from,
        count: Math.min(BATCH, ROWS - from),
        userIds: people,
        now: now - (ROWS - from) * 1_000,
      });
      if (from % 50_000 < BATCH)
        process.stdout.write(`  activity ${from.toLocaleString("en-US")}…\r`);
    }
    console.log(
      `Loaded ${ROWS.toLocaleString("en-US")} activity lines in ${((performance.now() - t0) / 1000).toFixed(0)} s.`,
    );
    const admin = await actingAs(mutate, adminId);
    const list = (
      args: Record<string, unknown>,
      cursor: string | null = null,
    ) => ({
      fn: "admin/activity:list",
      args: { paginationOpts: { numItems: 100, cursor }, ...args },
    });
    const total = (kind?: string) => ({
      fn: "admin/activity:total",
      args: kind ? { kind } : {},
    });
    // A deep page: the cursor after 50 pages of 100.
    let cursor: string | null = null;
    for (let i = 0; i < 50; i++) {
      const page = (await query(
        "admin/activity:list",
        list({}, cursor).args,
        admin,
      )) as {
        continueCursor: string;
      };
      cursor = page.continueCursor;
    }
    const first = (await query(
      "admin/activity:list",
      list({}).args,
      admin,
    )) as {
      continueCursor: string;
      page: unknown[];
    };
    const shownTotal = (await query(
      "admin/activity:total",
      {},
      admin,
    )) as number;
    console.log(
      `First page: ${first.page.length} lines of ${shownTotal.toLocaleString("en-US")}.`,
    );
    const person = people[7];
    const views: PageView[] = [
      { name: "User Activity (first 100 + total)", calls: [list({}), total()] },
      {
        name: "Load more (next 100)",
        calls: [list({}, first.continueCursor)],
      },
      { name: "page 51 (after 50 × Load more)", calls: [list({}, cursor)] },
      {
        name: "filtered by kind (posts) + total",
        calls: [list({ kind: "post" }), total("post")],
      },
      { name: "filtered by person", calls: [list({ userId: person })] },
      {
        name: "filtered by person and kind",
        calls: [list({ userId: person, kind: "post" })],
      },
      {
        name: "person search (Staff & Users / picker)",
        calls: [{ fn: "admin/users:search", args: { text: "Scale Student7" } }],
      },
    ];
    await measure(
      views,
      [
        {
          label: `admin, ${ROWS.toLocaleString("en-US")} lines`,
          identity: admin,
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
