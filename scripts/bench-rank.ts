// Rank and percentile on a full test at scale, on the local backend.
//
//   npm run bench:rank [-- --attempts 100000 --runs 100]
//
// A fresh temporary backend gets one synthetic Class 10 subject and its full
// tests, then `attempts` students' submitted attempts of one full test, each
// ranked as a submission ranks it (the testStandings aggregate). The result
// page's rank query (learning/mockTests:standing, as the student whose
// attempt it is) is measured at 1,000, 10,000 and 30,000 attempts and at `attempts`:
// documents read (the backend's own count) and response time. A rank is a
// walk of the aggregate's tree, not a count of the entries, so the reads
// grow with the tree's depth only.
import { actingAs, arg, withBenchBackend } from "./bench-views";

const ATTEMPTS = arg("attempts", 100_000);
const RUNS = arg("runs", 100);
// Each entry's aggregate insert reads its path of the tree: 100 a mutation.
const BATCH = 100;
const STEPS = [1_000, 10_000, 30_000];

async function main() {
  await withBenchBackend("rank", async ({ mutate, query, measure }) => {
    await mutate("scaleSeed:subject", {
      grade: 10,
      slug: "ranked",
      chapters: 6,
      questionsPerChapter: 20,
    });
    const fullTests = (await query("learning/mockTests:list", {
      grade: 10,
      kind: "full",
      paginationOpts: { numItems: 5, cursor: null },
    })) as { page: { _id: string; questionCount: number }[] };
    const test = fullTests.page[0];
    if (!test) throw new Error("The synthetic subject made no full test.");
    // A Class 10 student (the scale people cycle through Classes 6–12).
    const [readerId] = (await mutate("scaleSeed:people", {
      from: 4,
      count: 1,
    })) as string[];
    const identity = await actingAs(mutate, readerId);
    const now = Date.now();
    let attemptId: string | null = null;
    const t0 = performance.now();
    let loaded = 0;
    // Measured at each step on the way (a run cut short still reports).
    const steps = [...STEPS.filter((n) => n < ATTEMPTS), ATTEMPTS];
    for (const size of steps) {
      for (let i = loaded; i < size; i += BATCH) {
        const made = (await mutate("scaleSeed:rankedAttempts", {
          testId: test._id,
          from: i,
          count: Math.min(BATCH, size - i),
          now,
          ...(i === 0 ? { readerId } : {}),
        })) as string | null;
        if (made) attemptId = made;
        if (i % 10_000 < BATCH)
          process.stdout.write(`  attempts ${i.toLocaleString("en-US")}…\r`);
      }
      loaded = size;
      console.log(
        `Loaded ${size.toLocaleString("en-US")} ranked attempts (${((performance.now() - t0) / 1000).toFixed(0)} s so far).`,
      );
      const standing = await query(
        "learning/mockTests:standing",
        { attemptId },
        identity,
      );
      console.log(`  The reader's standing: ${JSON.stringify(standing)}`);
      await measure(
        [
          {
            name: "/tests/result rank (learning/mockTests:standing)",
            calls: [{ fn: "learning/mockTests:standing", args: { attemptId } }],
          },
        ],
        [
          {
            label: `student, ${size.toLocaleString("en-US")} attempts`,
            identity,
          },
        ],
        RUNS,
      );
    }
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
