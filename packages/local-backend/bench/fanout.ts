// Fan-out: 200 subscribed WebSocket clients, 50 writes/s for 30 s. Reports
// the p95 from write to each client's update, dropped / out-of-order
// updates, and the backend's RSS (the backend runs as a child process).
//   npx tsx bench/fanout.ts [clients] [writesPerSec] [seconds]
import fs from "node:fs";
import type { ConvexClient } from "convex/browser";
import { spawnBackend } from "./proc.js";
import { isMain, summarize, tempDir, wsClient } from "./common.js";

export type FanoutResult = {
  clients: number;
  writes: number;
  seconds: number;
  latency: ReturnType<typeof summarize>;
  deliveredPct: number;
  outOfOrder: number;
  missingFinal: number;
  rssStartMb: number;
  rssPeakMb: number;
  rssEndMb: number;
};

export async function runFanout(
  clients = 200,
  rate = 50,
  seconds = 30,
  port = 3290,
): Promise<FanoutResult> {
  const dataDir = tempDir("lb-fan-");
  const child = await spawnBackend(dataDir, port);
  const rssStart = child.rssMb();
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const received: number[][] = [];
  const subs: ConvexClient[] = [];
  for (let i = 0; i < clients; i++) {
    const c = wsClient(child.cloudUrl);
    const mine: number[] = [];
    received.push(mine);
    c.onUpdate(
      "messages:list" as never,
      { channel: "fan", limit: 1 } as never,
      (v: unknown) => {
        const top = (v as Array<{ likes?: number }>)[0];
        if (top?.likes === undefined) return;
        mine.push(top.likes);
        const t = sentAt.get(top.likes);
        if (t !== undefined) latencies.push(performance.now() - t);
      },
    );
    subs.push(c);
  }
  await new Promise((r) => setTimeout(r, 2000));
  // One WebSocket writer: its mutations are applied in the order they are sent.
  const writer = wsClient(child.cloudUrl);
  const total = rate * seconds;
  const start = performance.now();
  let rssPeak = child.rssMb();
  const inflight: Array<Promise<unknown>> = [];
  for (let seq = 1; seq <= total; seq++) {
    const due = start + ((seq - 1) * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sentAt.set(seq, performance.now());
    inflight.push(
      writer.mutation(
        "messages:send" as never,
        { author: "fan", body: `f${seq}`, channel: "fan", likes: seq } as never,
      ),
    );
    if (seq % rate === 0) rssPeak = Math.max(rssPeak, child.rssMb());
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - start) / 1000;
  await new Promise((r) => setTimeout(r, 2000));
  let outOfOrder = 0;
  let missingFinal = 0;
  let updates = 0;
  for (const list of received) {
    updates += list.length;
    for (let i = 1; i < list.length; i++)
      if (list[i] <= list[i - 1]) outOfOrder++;
    if (list.at(-1) !== total) missingFinal++;
  }
  const result: FanoutResult = {
    clients,
    writes: total,
    seconds: Math.round(elapsed * 10) / 10,
    latency: summarize(latencies),
    deliveredPct: Math.round((10_000 * updates) / (clients * total)) / 100,
    outOfOrder,
    missingFinal,
    rssStartMb: rssStart,
    rssPeakMb: rssPeak,
    rssEndMb: child.rssMb(),
  };
  await Promise.all([...subs, writer].map((c) => c.close()));
  child.proc.kill("SIGTERM");
  await new Promise((r) => child.proc.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

if (isMain(import.meta.url)) {
  void runFanout(
    Number(process.argv[2] ?? 200),
    Number(process.argv[3] ?? 50),
    Number(process.argv[4] ?? 30),
  ).then((r) => {
    console.log(
      `clients=${r.clients} writes=${r.writes} in ${r.seconds} s (${(r.writes / r.seconds).toFixed(1)}/s)`,
    );
    console.log("write -> subscriber update latency (ms):", r.latency);
    console.log(
      `updates delivered: ${r.deliveredPct}% (the rest coalesced into a later update); out-of-order: ${r.outOfOrder}; clients missing the final value: ${r.missingFinal}`,
    );
    console.log(
      `backend RSS: start ${r.rssStartMb} MB, peak ${r.rssPeakMb} MB, end ${r.rssEndMb} MB`,
    );
  });
}
