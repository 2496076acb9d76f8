// Live lists under load: N WebSocket clients each keep a first page of 10
// of a newest-first feed open (ConvexClient's paginated subscription, as a
// forum's first page subscribes) while new rows are posted at 20/s. Reports
// mutation latency, post → subscriber latency, the largest page and update
// any client received, failed writes, and the backend's RSS before, during
// and after every client has closed (the backend runs as a child process).
//   npx tsx bench/live.ts [clients] [seconds] [port] [writesPerSec]
import fs from "node:fs";
import { ConvexClient } from "convex/browser";
import WebSocket from "ws";
import { spawnBackend } from "./proc.js";
import { isMain, summarize, tempDir } from "./common.js";

export type LiveResult = {
  clients: number;
  writes: number;
  failedWrites: number;
  seconds: number;
  mutation: ReturnType<typeof summarize>;
  /** Mutation sent → its MutationResponse (sent at commit). */
  acknowledged: ReturnType<typeof summarize>;
  delivery: ReturnType<typeof summarize>;
  largestPage: number;
  largestUpdateKb: number;
  rssStartMb: number;
  rssPeakMb: number;
  rssAfterCloseMb: number;
  /** The SQLite write-ahead log's size at the end (readers must not keep it from being reset). */
  walMb: number;
};

export async function runLive(
  clients = 250,
  seconds = 30,
  port = 5800,
  rate = 20,
): Promise<LiveResult> {
  const dataDir = tempDir("lb-live-");
  const child = await spawnBackend(dataDir, port);
  const rssStart = child.rssMb();
  let largestPage = 0;
  let largestUpdate = 0;
  const mutationSent = new Map<number, number>();
  const acknowledged: number[] = [];
  class Tap extends WebSocket {
    constructor(url: string) {
      super(url);
      this.on("message", (data: Buffer) => {
        if (data.length < 4096 && data.includes('"MutationResponse"')) {
          const id = (JSON.parse(data.toString()) as { requestId: number })
            .requestId;
          const t = mutationSent.get(id);
          if (t !== undefined) acknowledged.push(performance.now() - t);
          return;
        }
        if (data.length <= largestUpdate && data.length < 64) return;
        const text = data.toString();
        const msg = JSON.parse(text) as {
          type: string;
          modifications?: Array<{ type: string; value?: { page?: unknown } }>;
        };
        if (msg.type !== "Transition") return;
        largestUpdate = Math.max(largestUpdate, text.length);
        for (const m of msg.modifications ?? [])
          if (m.type === "QueryUpdated" && Array.isArray(m.value?.page))
            largestPage = Math.max(largestPage, m.value.page.length);
      });
    }
  }
  /** The writer's socket: also notes when each mutation leaves. */
  class WriterTap extends Tap {
    override send(data: string | Buffer, cb?: (err?: Error) => void): void {
      const text = data.toString();
      if (text.includes('"Mutation"'))
        mutationSent.set(
          (JSON.parse(text) as { requestId: number }).requestId,
          performance.now(),
        );
      super.send(data, cb);
    }
  }
  const newClient = (writer = false) =>
    new ConvexClient(child.cloudUrl, {
      webSocketConstructor: (writer
        ? WriterTap
        : Tap) as unknown as typeof globalThis.WebSocket,
      logger: false,
    });
  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  const subs: ConvexClient[] = [];
  for (let i = 0; i < clients; i++) {
    const c = newClient();
    let newest: string | null = null;
    c.onPaginatedUpdate_experimental(
      "feed:latest" as never,
      {} as never,
      { initialNumItems: 10 },
      (r) => {
        const top = (r as unknown as { results: Array<{ body: string }> })
          .results[0]?.body;
        if (top === undefined || top === newest) return;
        newest = top;
        const t = sentAt.get(top);
        if (t !== undefined) delivery.push(performance.now() - t);
      },
    );
    subs.push(c);
  }
  await new Promise((r) => setTimeout(r, 2000 + clients * 4));
  const writer = newClient(true);
  const total = rate * seconds;
  const mutation: number[] = [];
  let failed = 0;
  let rssPeak = child.rssMb();
  const inflight: Array<Promise<unknown>> = [];
  const start = performance.now();
  for (let seq = 1; seq <= total; seq++) {
    const due = start + ((seq - 1) * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const body = `t${seq}`;
    const t = performance.now();
    sentAt.set(body, t);
    inflight.push(
      writer.mutation("feed:post" as never, { body } as never).then(
        () => mutation.push(performance.now() - t),
        () => failed++,
      ),
    );
    if (seq % rate === 0) rssPeak = Math.max(rssPeak, child.rssMb());
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - start) / 1000;
  await new Promise((r) => setTimeout(r, 3000));
  rssPeak = Math.max(rssPeak, child.rssMb());
  await Promise.all([...subs, writer].map((c) => c.close()));
  // Give the backend time to notice the closed connections and let go.
  await new Promise((r) => setTimeout(r, 5000));
  const result: LiveResult = {
    clients,
    writes: total,
    failedWrites: failed,
    seconds: Math.round(elapsed * 10) / 10,
    mutation: summarize(mutation),
    acknowledged: summarize(acknowledged),
    delivery: summarize(delivery),
    largestPage,
    largestUpdateKb: Math.round(largestUpdate / 102.4) / 10,
    rssStartMb: rssStart,
    rssPeakMb: rssPeak,
    rssAfterCloseMb: child.rssMb(),
    walMb:
      Math.round(
        (fs.statSync(`${dataDir}/db.sqlite3-wal`, { throwIfNoEntry: false })
          ?.size ?? 0) / 1e5,
      ) / 10,
  };
  child.proc.kill("SIGTERM");
  await new Promise((r) => child.proc.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

if (isMain(import.meta.url)) {
  void runLive(
    Number(process.argv[2] ?? 250),
    Number(process.argv[3] ?? 30),
    Number(process.argv[4] ?? 5800),
    Number(process.argv[5] ?? 20),
  ).then((r) => {
    console.log(
      `clients=${r.clients} writes=${r.writes} (${r.failedWrites} failed) in ${r.seconds} s`,
    );
    console.log("mutation latency (ms):", r.mutation);
    console.log(
      "mutation sent -> acknowledged at commit (ms):",
      r.acknowledged,
    );
    console.log("post -> subscriber latency (ms):", r.delivery);
    console.log(
      `largest page sent: ${r.largestPage} items; largest update: ${r.largestUpdateKb} KB`,
    );
    console.log(
      `backend RSS: start ${r.rssStartMb} MB, peak ${r.rssPeakMb} MB, after every client closed ${r.rssAfterCloseMb} MB; WAL ${r.walMb} MB`,
    );
  });
}
