// Durability: concurrent writers send two-document mutations; the backend is
// SIGKILLed mid-burst and restarted. Every acknowledged mutation must be
// present, and no mutation may be half-applied.
//   npx tsx bench/durability.ts [rounds]
import fs from "node:fs";
import { spawnBackend, type Child } from "./proc.js";
import { httpClient, isMain, tempDir } from "./common.js";

function exited(child: Child): Promise<void> {
  const p = child.proc;
  return new Promise((r) =>
    p.exitCode !== null || p.signalCode !== null
      ? r()
      : p.once("exit", () => r()),
  );
}

async function round(
  dataDir: string,
  port: number,
  firstSeq: number,
  log: (line: string) => void,
): Promise<{
  acked: number;
  nextSeq: number;
  missing: number;
  partial: number;
}> {
  const child = await spawnBackend(dataDir, port);
  const client = httpClient(child.cloudUrl);
  const acked = new Set<number>();
  let seq = firstSeq;
  let stop = false;
  const writers = Array.from({ length: 8 }, async () => {
    while (!stop) {
      const mine = seq++;
      try {
        await client.mutation(
          "messages:sendPair" as never,
          { seq: mine } as never,
          { skipQueue: true } as never,
        );
        acked.add(mine);
      } catch {
        return; // the backend died
      }
    }
  });
  await new Promise((r) => setTimeout(r, 700 + Math.random() * 800));
  child.proc.kill("SIGKILL");
  stop = true;
  await Promise.all(writers);
  await exited(child);

  const check = await spawnBackend(dataDir, port);
  const verify = httpClient(check.cloudUrl);
  const docs = (await verify.query(
    "messages:list" as never,
    { channel: "dur", limit: 10_000_000 } as never,
  )) as Array<{ body: string; likes: number }>;
  const halves = new Map<number, number>();
  for (const d of docs) halves.set(d.likes, (halves.get(d.likes) ?? 0) + 1);
  const missing = [...acked].filter((s) => halves.get(s) !== 2);
  const partial = [...halves.entries()].filter(([, n]) => n !== 2);
  check.proc.kill("SIGKILL");
  await exited(check);
  const thisRound = [...halves.keys()].filter((s) => s >= firstSeq);
  log(
    `round: ${acked.size} pairs acknowledged before SIGKILL, ${thisRound.length} on disk after restart (${thisRound.filter((s) => !acked.has(s)).length} committed but not yet acknowledged); total pairs on disk ${halves.size}; missing acknowledged: ${missing.length}; partial pairs: ${partial.length}`,
  );
  return {
    acked: acked.size,
    nextSeq: seq,
    missing: missing.length,
    partial: partial.length,
  };
}

export type DurabilityResult = {
  rounds: number;
  acknowledged: number;
  lost: number;
  partial: number;
};

export async function runDurability(
  rounds = 5,
  port = 3280,
  log: (line: string) => void = () => {},
): Promise<DurabilityResult> {
  const dataDir = tempDir("lb-dur-");
  let seq = 1;
  const result: DurabilityResult = {
    rounds,
    acknowledged: 0,
    lost: 0,
    partial: 0,
  };
  for (let i = 0; i < rounds; i++) {
    const r = await round(dataDir, port, seq, log);
    seq = r.nextSeq;
    result.acknowledged += r.acked;
    result.lost += r.missing;
    // Partial pairs are counted over the whole database each round; keep the worst.
    result.partial = Math.max(result.partial, r.partial);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

if (isMain(import.meta.url)) {
  void runDurability(Number(process.argv[2] ?? 5), 3280, (l) =>
    console.log(l),
  ).then((r) => {
    if (r.lost || r.partial) process.exitCode = 1;
    console.log(
      process.exitCode
        ? "DURABILITY FAILURE"
        : `OK: ${r.rounds} kill -9 rounds, no acknowledged write lost, no partial write`,
    );
  });
}
