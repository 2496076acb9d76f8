// Upload throughput and memory of the local backend (issue 16).
//
//   npm run bench:upload [-- --mb 100 --runs 3]
//
// Starts the local backend as a child process on a fresh data directory with
// the demo data, signs in as the demo mentor (a verified mentor, who may
// upload a lesson video), asks `learning/uploads:generateUploadUrl` for an
// upload URL as the lesson form does, and POSTs a generated body of --mb MiB
// to it: a stream of 1 MiB chunks, never the whole body in this process.
// While it uploads, the backend process's resident memory (VmRSS in
// /proc/<pid>/status) is sampled every 10 ms; its growth over the level just
// before the upload says whether the body streams to disk (a few MiB) or sits
// in memory (about the body's size). Throughput is bytes over the time from
// the first byte sent to the answer (the file is fsynced before it answers).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { ConvexHttpClient } from "convex/browser";
import { arg } from "./bench-views";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MIB = 1024 * 1024;
const SIZE_MIB = arg("mb", 100);
const RUNS = arg("runs", 3);
const PORT = 3761;
const MENTOR = {
  email: "mentor@demo.vidyaquest.example",
  password: "teach-with-meera-7",
};

/** The backend process's current and peak resident memory, in bytes. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (key: string) =>
    Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) *
    1024;
  return { rss: kib("VmRSS"), hwm: kib("VmHWM") };
}

/** `size` bytes as a stream of 1 MiB chunks (a fresh pattern per run). */
function generatedBody(size: number, seed: number): Readable {
  const chunk = Buffer.alloc(MIB);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31 + seed) & 0xff;
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += MIB)
        yield sent + MIB <= size ? chunk : chunk.subarray(0, size - sent);
    })(),
  );
}

/** Resolves once the backend prints "ready" (after the seed), fails if it exits. */
function readyLine(child: ChildProcess) {
  return new Promise<void>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(
      () => reject(new Error("the backend did not come up in 180 s")),
      180_000,
    );
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (/^ready$/m.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the backend exited with ${code}`));
    });
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-upload-"));
  const cloudUrl = `http://127.0.0.1:${PORT}`;
  // The backend in its own process, so its memory is its own: started as
  // `npm start` starts it (with the demo accounts), saying when it is ready.
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { startLocalBackend, stackConfig } = await import("./scripts/stack.mjs");
       await startLocalBackend(process.cwd(), stackConfig(process.cwd()));
       console.log("ready");`,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        CONVEX_PORT: String(PORT),
        CONVEX_SITE_PORT: String(PORT + 1),
        LOCAL_DATA_DIR: dataDir,
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  try {
    await readyLine(child);
    const client = new ConvexHttpClient(cloudUrl, { logger: false });
    const signedIn = (await client.action(
      "auth:signIn" as never,
      {
        provider: "password",
        params: { ...MENTOR, flow: "signIn" },
      } as never,
    )) as { tokens?: { token: string } | null };
    if (!signedIn.tokens) throw new Error("the demo mentor could not sign in");
    client.setAuth(signedIn.tokens.token);
    const uploadUrl = () =>
      client.mutation(
        "learning/uploads:generateUploadUrl" as never,
        {} as never,
      ) as Promise<string>;
    const upload = async (size: number, seed: number) => {
      const res = await fetch(await uploadUrl(), {
        method: "POST",
        headers: { "Content-Type": "video/mp4" },
        body: generatedBody(size, seed) as unknown as BodyInit,
        duplex: "half",
      } as RequestInit);
      if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
      const { storageId } = (await res.json()) as { storageId: string };
      const stored = fs.statSync(path.join(dataDir, "storage", storageId)).size;
      if (stored !== size)
        throw new Error(`stored ${stored} bytes of the ${size} sent`);
    };
    // Warm up: the upload route and its code are loaded before measuring.
    await upload(MIB, 0);

    const size = SIZE_MIB * MIB;
    const rows: string[] = [];
    for (let run = 1; run <= RUNS; run++) {
      (global as { gc?: () => void }).gc?.();
      await new Promise((r) => setTimeout(r, 500));
      const before = memoryOf(child.pid!);
      let peak = before.rss;
      const sampler = setInterval(() => {
        peak = Math.max(peak, memoryOf(child.pid!).rss);
      }, 10);
      const t0 = performance.now();
      await upload(size, run);
      const secs = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      const after = memoryOf(child.pid!);
      peak = Math.max(peak, after.rss);
      const row = {
        mibPerSec: SIZE_MIB / secs,
        baseline: before.rss / MIB,
        peak: peak / MIB,
        growth: (peak - before.rss) / MIB,
        hwmGrowth: (after.hwm - before.hwm) / MIB,
      };
      rows.push(
        `| ${run} | ${secs.toFixed(2)} | ${row.mibPerSec.toFixed(0)} | ${row.baseline.toFixed(0)} | ${row.peak.toFixed(0)} | ${row.growth.toFixed(1)} | ${row.hwmGrowth.toFixed(1)} |`,
      );
    }
    console.log(
      `\nUpload of ${SIZE_MIB} MiB to the local backend (streamed body, 1 MiB chunks), backend process RSS sampled every 10 ms:\n`,
    );
    console.log(
      "| run | seconds | MiB/s | RSS before (MiB) | peak RSS (MiB) | peak growth (MiB) | VmHWM growth (MiB) |\n|---|---|---|---|---|---|---|",
    );
    console.log(rows.join("\n"));
  } finally {
    // The backend has no signal handler here: SIGKILL after the data is read.
    child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
