// Fan-out: 200 subscribed WebSocket clients, 50 writes/s for 30 s. Reports
// the p95 from write to each client's update, dropped / out-of-order
// updates, and the backend's RSS (the backend runs as a child process).
//   npx tsx local-backend/bench/fanout.ts [clients] [writesPerSec] [seconds]
import { ConvexClient } from "convex/browser";
import WebSocket from "ws";
import { spawnBackend } from "./proc.js";
import { summarize, tempDir } from "./common.js";

async function main(): Promise<void> {
  const clients = Number(process.argv[2] ?? 200);
  const rate = Number(process.argv[3] ?? 50);
  const seconds = Number(process.argv[4] ?? 30);
  const child = await spawnBackend(tempDir("lb-fan-"), 3290);
  const rssStart = child.rssMb();
  const opts = {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false as const,
  };
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const received: number[][] = [];
  const subs: ConvexClient[] = [];
  for (let i = 0; i < clients; i++) {
    const c = new ConvexClient(child.cloudUrl, opts);
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
  const writer = new ConvexClient(child.cloudUrl, opts);
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
  console.log(
    `clients=${clients} writes=${total} in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(1)}/s)`,
  );
  console.log("write -> subscriber update latency (ms):", summarize(latencies));
  console.log(
    `updates delivered: ${updates} of ${clients * total} (${((100 * updates) / (clients * total)).toFixed(2)}%, the rest coalesced into a later update); out-of-order: ${outOfOrder}; clients missing the final value: ${missingFinal}`,
  );
  console.log(
    `backend RSS: start ${rssStart} MB, peak ${rssPeak} MB, end ${child.rssMb()} MB`,
  );
  await Promise.all([...subs, writer].map((c) => c.close()));
  child.proc.kill("SIGTERM");
}

void main();
