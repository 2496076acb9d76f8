// Write-to-other-subscriber latency: client A runs a mutation, client B's
// subscription sees it. 200 sequential writes; p50/p95 of the time from
// calling the mutation to B's callback.
//   npx tsx bench/latency.ts
import fs from "node:fs";
import { startBackend } from "../src/main.js";
import { FIXTURE_DIR, isMain, summarize, tempDir, wsClient } from "./common.js";

export type LatencyResult = {
  /** Write by one client → another client's subscription callback (ms). */
  otherSubscriber: ReturnType<typeof summarize>;
  /** Mutation call → resolved on the writing client (ms). */
  ownAck: ReturnType<typeof summarize>;
};

export async function runLatency(writes = 200): Promise<LatencyResult> {
  const b = await startBackend({
    projectDir: FIXTURE_DIR,
    dataDir: tempDir("lb-lat-"),
    port: 0,
    siteProxyPort: 0,
    log: () => {},
  });
  const writer = wsClient(b.cloudUrl);
  const reader = wsClient(b.cloudUrl);
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
  for (let i = 0; i < writes; i++) {
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
  await writer.close();
  await reader.close();
  await b.close();
  fs.rmSync(b.dataDir, { recursive: true, force: true });
  return { otherSubscriber: summarize(latencies), ownAck: summarize(acks) };
}

if (isMain(import.meta.url)) {
  void runLatency().then((r) => {
    console.log("write -> other subscriber latency (ms):", r.otherSubscriber);
    console.log("write -> own mutation resolved (ms):", r.ownAck);
  });
}
