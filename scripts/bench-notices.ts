// The bell's cost for a user with a full inbox (issue: notifications).
//
//   npm run bench:notices [-- --notices 10000 --runs 100]
//
// Loads 10,000 notices into one student's inbox on a fresh temporary local
// backend (no trimming), then measures what the bell, the bell's panel and
// the /notifications page read: documents read (the backend's own count) and
// response time over HTTP. The bell must read the same few documents whatever
// the inbox holds; the lists, one page.
import { actingAs, arg, withBenchBackend } from "./bench-views";

const NOTICES = arg("notices", 10_000);
const RUNS = arg("runs", 100);

async function main() {
  await withBenchBackend("notices", async ({ mutate, query, measure }) => {
    const [studentId] = (await mutate("scaleSeed:people", {
      from: 0,
      count: 1,
    })) as string[];
    const [emptyId] = (await mutate("scaleSeed:people", {
      from: 1,
      count: 1,
    })) as string[];
    const t0 = performance.now();
    for (let from = 0; from < NOTICES; from += 1_000)
      await mutate("scaleSeed:notices", {
        userId: studentId,
        from,
        count: Math.min(1_000, NOTICES - from),
      });
    console.log(
      `Loaded ${NOTICES.toLocaleString("en-US")} notices in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
    );
    const full = await actingAs(mutate, studentId);
    const empty = await actingAs(mutate, emptyId);
    const bell = (await query("notifications/inbox:unreadCount", {}, full)) as {
      unread: number;
      shown: string;
    };
    console.log(`The bell shows ${bell.shown} (${bell.unread} unread).`);
    const page = (n: number) => ({
      fn: "notifications/inbox:list",
      args: { paginationOpts: { numItems: n, cursor: null } },
    });
    await measure(
      [
        {
          name: "bell (unread count)",
          calls: [{ fn: "notifications/inbox:unreadCount", args: {} }],
        },
        { name: "bell panel (8 newest)", calls: [page(8)] },
        { name: "/notifications (first page of 20)", calls: [page(20)] },
      ],
      [
        { label: `${NOTICES.toLocaleString("en-US")} notices`, identity: full },
        { label: "empty inbox", identity: empty },
      ],
      RUNS,
    );
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
