import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import WebSocket from "ws";

export const FIXTURE_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "tests",
  "fixture",
);

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(
    sorted.length - 1,
    Math.max(0, Math.ceil((p / 100) * sorted.length) - 1),
  );
  return sorted[i];
}

export function summarize(values: number[]): {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  n: number;
} {
  const s = [...values].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 100) / 100;
  return {
    p50: r(percentile(s, 50)),
    p95: r(percentile(s, 95)),
    p99: r(percentile(s, 99)),
    max: r(s[s.length - 1]),
    n: s.length,
  };
}

/** A quiet client over HTTP (one request per call), as a script would use. */
export function httpClient(cloudUrl: string): ConvexHttpClient {
  return new ConvexHttpClient(cloudUrl, { logger: false });
}

/** A quiet WebSocket client, as the app uses (Node 20 has no global WebSocket). */
export function wsClient(cloudUrl: string): ConvexClient {
  return new ConvexClient(cloudUrl, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
}

/** Whether the module at `moduleUrl` (its `import.meta.url`) is the script node was started with. */
export function isMain(moduleUrl: string): boolean {
  return (
    process.argv[1] !== undefined &&
    path.resolve(process.argv[1]) === fileURLToPath(moduleUrl)
  );
}
