// All backend benchmarks in one run, with one summary table against the
// targets (`npm run bench:backend`):
//
//   latency     200 sequential writes, write → another client's subscription
//   fan-out     200 WebSocket clients, 50 writes/s for 30 s
//   durability  5 rounds of SIGKILL mid-burst + restart
//   cold start  spawn the backend (node + tsx, as `npm start` loads it) over
//               the project's real convex/ folder until it is ready: on an
//               empty data dir (bundling + seeding) and on an existing one
//
//   npm run bench:backend [-- --quick]   (from the project root)
//
// `--quick` shortens fan-out to 5 s and durability to 2 rounds. Exit status 1
// if a target is missed.
import fs from "node:fs";
import path from "node:path";
import { runDurability } from "./durability.js";
import { runFanout } from "./fanout.js";
import { runLatency } from "./latency.js";
import { spawnBackend } from "./proc.js";
import { tempDir } from "./common.js";

// The project whose convex/ the cold start loads: where `npm run` was typed
// (npm passes it as INIT_CWD), else the current directory.
const PROJECT_DIR = path.resolve(process.env.INIT_CWD ?? process.cwd());

// The ports the fan-out and durability backends listen on (and the next
// ones): LOCAL_BACKEND_BENCH_PORT, so that runs side by side do not collide.
const BASE_PORT = process.env.LOCAL_BACKEND_BENCH_PORT
  ? Number(process.env.LOCAL_BACKEND_BENCH_PORT)
  : undefined;

/** Seconds from spawning the backend process to its "ready" line. */
async function coldStart(dataDir: string): Promise<number> {
  const t0 = performance.now();
  const child = await spawnBackend(dataDir, 0, PROJECT_DIR);
  const seconds = (performance.now() - t0) / 1000;
  child.proc.kill("SIGTERM");
  await new Promise((r) => child.proc.once("exit", r));
  return Math.round(seconds * 100) / 100;
}

type Row = {
  benchmark: string;
  result: string;
  target: string;
  ok: boolean;
};

async function main(): Promise<void> {
  const quick = process.argv.includes("--quick");
  const rows: Row[] = [];
  const step = (name: string) => process.stderr.write(`… ${name}\n`);

  step("cold start (empty data dir, then existing data dir)");
  const coldDir = tempDir("lb-cold-");
  const empty = await coldStart(path.join(coldDir, "data"));
  const existing: number[] = [];
  for (let i = 0; i < 3; i++)
    existing.push(await coldStart(path.join(coldDir, "data")));
  fs.rmSync(coldDir, { recursive: true, force: true });
  const existingMax = Math.max(...existing);
  rows.push({
    benchmark: "Cold start, empty data dir (bundle + seed)",
    result: `${empty} s`,
    target: "≤ 15 s",
    ok: empty <= 15,
  });
  rows.push({
    benchmark: "Cold start, existing data dir (3 runs)",
    result: `${existing.join(" / ")} s`,
    target: "≤ 15 s",
    ok: existingMax <= 15,
  });

  step("latency (200 writes)");
  const lat = await runLatency(200);
  rows.push({
    benchmark: "Write → other client's subscription, 200 writes",
    result: `p50 ${lat.otherSubscriber.p50} ms, p95 ${lat.otherSubscriber.p95} ms, p99 ${lat.otherSubscriber.p99} ms`,
    target: "p95 ≤ 50 ms",
    ok: lat.otherSubscriber.p95 <= 50,
  });
  rows.push({
    benchmark: "Mutation resolved on the writing client",
    result: `p50 ${lat.ownAck.p50} ms, p95 ${lat.ownAck.p95} ms`,
    target: "p95 ≤ 50 ms",
    ok: lat.ownAck.p95 <= 50,
  });

  const fanSeconds = quick ? 5 : 30;
  step(`fan-out (200 clients, 50 writes/s, ${fanSeconds} s)`);
  const fan = await runFanout(200, 50, fanSeconds, BASE_PORT ?? 3290);
  rows.push({
    benchmark: `Fan-out: ${fan.clients} clients, 50 writes/s, ${fanSeconds} s`,
    result: `p50 ${fan.latency.p50} ms, p95 ${fan.latency.p95} ms; ${fan.outOfOrder} out of order, ${fan.missingFinal} missing the final value; RSS ${fan.rssStartMb} → ${fan.rssPeakMb} MB`,
    target: "p95 ≤ 250 ms, 0 out of order, 0 missing",
    ok:
      fan.latency.p95 <= 250 && fan.outOfOrder === 0 && fan.missingFinal === 0,
  });

  const rounds = quick ? 2 : 5;
  step(`durability (${rounds} SIGKILL rounds)`);
  const dur = await runDurability(rounds, BASE_PORT ? BASE_PORT + 2 : 3280);
  rows.push({
    benchmark: `Durability: 8 writers, SIGKILL + restart, ${dur.rounds} rounds`,
    result: `${dur.acknowledged} acknowledged pairs; ${dur.lost} lost, ${dur.partial} partial`,
    target: "0 lost, 0 partial",
    ok: dur.lost === 0 && dur.partial === 0,
  });

  const headers = ["Benchmark", "Result", "Target", ""];
  const table = rows.map((r) => [
    r.benchmark,
    r.result,
    r.target,
    r.ok ? "OK" : "MISSED",
  ]);
  const widths = headers.map((h, i) =>
    Math.max(h.length, ...table.map((row) => row[i].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(
    [
      line(headers),
      `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
      ...table.map(line),
    ].join("\n"),
  );
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}

void main();
