// Write-to-other-subscriber latency: client A runs a mutation, client B's
// subscription sees it. 200 sequential writes; p50/p95 of the time from
// calling the mutation to B's callback.
//   npx tsx local-backend/bench/latency.ts
import { ConvexClient } from "convex/browser";
import WebSocket from "ws";
import { startBackend } from "../src/main.js";
import { FIXTURE_DIR, summarize, tempDir } from "./common.js";

async function main(): Promise<void> {
  const b = await startBackend({
    projectDir: FIXTURE_DIR,
    dataDir: tempDir("lb-lat-"),
    port: 0,
    siteProxyPort: 0,
    log: () => {},
  });
  const opts = {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false as const,
  };
  const writer = new ConvexClient(b.cloudUrl, opts);
  const reader = new ConvexClient(b.cloudUrl, opts);
  const waiters = new Map<string, (t: number) => void>();
  reader.onUpdate(
    "messages:list" as never,
    { channel: "lat", limit: 1 } as never,
    (v: unknown) => {
      const top = (v as Array<{ body: string }>)[0];
      if (top) waiters.get(top.body)?.(performance.now());
    },
  );
  await new Promise((r) => setTimeout(r, 200));
  const latencies: number[] = [];
  const acks: number[] = [];
  for (let i = 0; i < 200; i++) {
    const body = `w${i}`;
    const seen = new Promise<number>((resolve) => waiters.set(body, resolve));
    const t0 = performance.now();
    await writer.mutation(
      "messages:send" as never,
      { author: "lat", body, channel: "lat" } as never,
    );
    acks.push(performance.now() - t0);
    latencies.push((await seen) - t0);
    waiters.delete(body);
  }
  console.log("write -> other subscriber latency (ms):", summarize(latencies));
  console.log("write -> own mutation resolved (ms):", summarize(acks));
  await writer.close();
  await reader.close();
  await b.close();
}

void main();
