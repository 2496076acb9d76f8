// Run the backend CLI as a child process (so its RSS and crashes are its own).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FIXTURE_DIR } from "./common.js";

const BIN = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "bin",
  "local-backend.mjs",
);

export type Child = {
  proc: ChildProcess;
  cloudUrl: string;
  rssMb(): number;
  /** The process's CPU time so far (user + system), in seconds. */
  cpuSeconds(): number;
};

/**
 * Start `local-backend start` as a child process; resolves when it prints
 * "ready". `port` 0 picks free ports; `extraArgs` are more `start` options
 * (e.g. `--no-seed`). `BENCH_BACKEND_NODE_ARGS` gives the child's Node
 * options (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the backend
 * alone; Node refuses those in NODE_OPTIONS).
 */
export async function spawnBackend(
  dataDir: string,
  port: number,
  projectDir: string = FIXTURE_DIR,
  extraArgs: string[] = [],
): Promise<Child> {
  const proc = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_BACKEND_NODE_ARGS?.split(/\s+/).filter(Boolean) ??
        []),
      BIN,
      "start",
      "--project",
      projectDir,
      "--data",
      dataDir,
      "--port",
      String(port),
      "--site-port",
      String(port === 0 ? 0 : port + 1),
      "--quiet",
      ...extraArgs,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const cloudUrl = await new Promise<string>((resolve, reject) => {
    let out = "";
    proc.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /ready: (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    proc.on("exit", (code) =>
      reject(new Error(`backend exited with ${code}: ${out}`)),
    );
  });
  // After start, its log is not read: drain it so it never blocks.
  proc.stdout!.resume();
  return {
    proc,
    cloudUrl,
    rssMb() {
      const status = fs.readFileSync(`/proc/${proc.pid}/status`, "utf8");
      const m = /VmRSS:\s+(\d+) kB/.exec(status);
      return m ? Math.round(Number(m[1]) / 1024) : NaN;
    },
    cpuSeconds() {
      const stat = fs.readFileSync(`/proc/${proc.pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
  };
}
