import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  startBackend,
  type RunningBackend,
  type StartOptions,
} from "../src/main.js";

export const FIXTURE_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "fixture",
);

/** The node_modules that holds `convex` (npm hoists it to the workspace root). */
export const NODE_MODULES = (() => {
  for (let dir = FIXTURE_DIR; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules");
    if (fs.existsSync(path.join(candidate, "convex"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error("convex is not installed");
  }
})();

export function tempDir(prefix = "lb-test-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Start a backend on free ports over the fixture app, with a fresh data dir
 * unless given. In development mode unless told otherwise (the tests check
 * function logs and error details, which production mode keeps from clients).
 */
export async function startFixture(
  opts: Partial<StartOptions> = {},
): Promise<RunningBackend & { logs: string[] }> {
  const logs: string[] = [];
  const ownDataDir = opts.dataDir === undefined ? tempDir() : null;
  const running = await startBackend({
    projectDir: FIXTURE_DIR,
    dataDir: opts.dataDir ?? ownDataDir!,
    port: 0,
    siteProxyPort: 0,
    log: (line) => logs.push(line),
    mode: "development",
    ...opts,
  });
  const close = running.close.bind(running);
  running.close = async () => {
    await close();
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  };
  return Object.assign(running, { logs });
}

export async function waitFor<T>(
  fn: () => Promise<T> | T,
  ok: (v: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting; last value: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
