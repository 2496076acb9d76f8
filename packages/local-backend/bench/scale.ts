// Scale: 1,000,000 documents in one table, then pages of 10 from an index
// (first page, deep pages via cursor, desc order, a range query) must stay
// far below 50 ms.
//   npx tsx bench/scale.ts [docCount]
import { startBackend } from "../src/main.js";
import { FIXTURE_DIR, httpClient, summarize, tempDir } from "./common.js";

async function main(): Promise<void> {
  const total = Number(process.argv[2] ?? 1_000_000);
  const dataDir = tempDir("lb-scale-");
  const b = await startBackend({
    projectDir: FIXTURE_DIR,
    dataDir,
    port: 0,
    siteProxyPort: 0,
    log: () => {},
  });
  const batch = 5000;
  const groups = 10;
  const t0 = performance.now();
  for (let from = 0; from < total; from += batch) {
    const outcome = await b.backend.runMutation(
      "items:insertMany",
      {
        group: (from / batch) % groups,
        from,
        count: Math.min(batch, total - from),
      },
      { allowInternal: true },
    );
    if (!outcome.success) throw new Error(outcome.errorMessage);
  }
  const insertSecs = (performance.now() - t0) / 1000;
  console.log(
    `inserted ${total} docs in ${insertSecs.toFixed(1)} s (${Math.round(total / insertSecs)} docs/s)`,
  );

  const client = httpClient(b.cloudUrl);
  const page = (args: Record<string, unknown>) =>
    client.query("items:page" as never, args as never) as Promise<{
      page: unknown[];
      continueCursor: string;
    }>;
  const timings: Record<string, number[]> = {
    first: [],
    deep: [],
    desc: [],
    range: [],
  };
  let cursor: string | null = null;
  for (let i = 0; i < 200; i++) {
    const group = i % groups;
    let t = performance.now();
    const first = await page({
      group,
      paginationOpts: { numItems: 10, cursor: null },
    });
    timings.first.push(performance.now() - t);
    t = performance.now();
    const next = await page({
      group,
      paginationOpts: { numItems: 10, cursor: cursor ?? first.continueCursor },
    });
    timings.deep.push(performance.now() - t);
    cursor = next.continueCursor;
    t = performance.now();
    await page({
      group,
      order: "desc",
      paginationOpts: { numItems: 10, cursor: null },
    });
    timings.desc.push(performance.now() - t);
    t = performance.now();
    await client.query(
      "items:range" as never,
      { group, from: total / 2, to: total / 2 + 100 } as never,
    );
    timings.range.push(performance.now() - t);
  }
  for (const [k, v] of Object.entries(timings))
    console.log(`page of 10 (${k}) over HTTP, ms:`, summarize(v));
  await b.close();
}

void main();
