// Durability: concurrent writers send two-document mutations; the backend is
// SIGKILLed mid-burst and restarted. Every acknowledged mutation must be
// present, and no mutation may be half-applied.
//   npx tsx local-backend/bench/durability.ts [rounds]
import { ConvexHttpClient } from "convex/browser";
import { spawnBackend, type Child } from "./proc.js";
import { tempDir } from "./common.js";

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
): Promise<{ acked: number; nextSeq: number }> {
  const child = await spawnBackend(dataDir, port);
  const client = new ConvexHttpClient(child.cloudUrl, { logger: false });
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
  const verify = new ConvexHttpClient(check.cloudUrl, { logger: false });
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
  console.log(
    `round: ${acked.size} pairs acknowledged before SIGKILL, ${thisRound.length} on disk after restart (${thisRound.filter((s) => !acked.has(s)).length} committed but not yet acknowledged); total pairs on disk ${halves.size}; missing acknowledged: ${missing.length}; partial pairs: ${partial.length}`,
  );
  if (missing.length || partial.length) process.exitCode = 1;
  return { acked: acked.size, nextSeq: seq };
}

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 5);
  const dataDir = tempDir("lb-dur-");
  let seq = 1;
  for (let i = 0; i < rounds; i++)
    seq = (await round(dataDir, 3280, seq)).nextSeq;
  console.log(
    process.exitCode
      ? "DURABILITY FAILURE"
      : `OK: ${rounds} kill -9 rounds, no acknowledged write lost, no partial write`,
  );
}

void main();
