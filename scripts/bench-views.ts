// What the page-view benchmarks share (`bench:community`, `bench:learning`):
// a fresh temporary local backend over this project's convex/, bulk loading
// through internal mutations, and the measurement of page views — documents
// read (the backend's own count) and response time over HTTP.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexHttpClient } from "convex/browser";
import { setAdminAuth, startBackend } from "@vidyaquest/local-backend";
import { summarize } from "@vidyaquest/local-backend/bench";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** `--name value` from the command line, or `fallback`. */
export function arg(name: string, fallback: number) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** The issues' response-time target for a page view on the local backend. */
const TARGET_MS = 50;

export type Call = { fn: string; args: Record<string, unknown> };
export type PageView = { name: string; calls: Call[] };
export type Identity = {
  subject: string;
  issuer: string;
  tokenIdentifier: string;
};

/**
 * A signed-in user as Convex Auth names them (subject "<userId>|<session>"),
 * with a live session row (the viewer needs one).
 */
export async function actingAs(
  mutate: (fn: string, args: Record<string, unknown>) => Promise<unknown>,
  userId: string,
): Promise<Identity> {
  const sessionId = (await mutate("scaleSeed:session", { userId })) as string;
  return {
    subject: `${userId}|${sessionId}`,
    issuer: "https://bench.local",
    tokenIdentifier: `https://bench.local|${userId}|${sessionId}`,
  };
}

export async function withBenchBackend(
  name: string,
  run: (bench: {
    cloudUrl: string;
    mutate: (fn: string, args: Record<string, unknown>) => Promise<unknown>;
    query: (
      fn: string,
      args: Record<string, unknown>,
      identity?: Identity,
    ) => Promise<unknown>;
    measure: (
      views: PageView[],
      who: { label: string; identity: Identity | null }[],
      runs: number,
    ) => Promise<void>;
    /** A public mutation as `identity`: its value, documents read and time taken. */
    mutateAs: (
      fn: string,
      args: Record<string, unknown>,
      identity: Identity,
    ) => Promise<{ value: unknown; documentsRead: number; ms: number }>;
  }) => Promise<void>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const b = await startBackend({
    projectDir: root,
    dataDir,
    port: 0,
    siteProxyPort: 0,
    seed: false,
    log: () => {},
  });
  try {
    const mutate = async (fn: string, args: Record<string, unknown>) => {
      const o = await b.backend.runMutation(fn, args as never, {
        allowInternal: true,
      });
      if (!o.success) throw new Error(`${fn}: ${o.errorMessage}`);
      return o.value as unknown;
    };
    const query = async (
      fn: string,
      args: Record<string, unknown>,
      identity?: Identity,
    ) => {
      const o = await b.backend.runQuery(fn, args as never, {
        allowInternal: true,
        identity: identity ?? null,
      });
      if (!o.success) throw new Error(`${fn}: ${o.errorMessage}`);
      return o.value as unknown;
    };
    const measure = async (
      views: PageView[],
      who: { label: string; identity: Identity | null }[],
      runs: number,
    ) => {
      const rows: string[] = [];
      const slow: string[] = [];
      for (const person of who) {
        const client = new ConvexHttpClient(b.cloudUrl, { logger: false });
        if (person.identity) setAdminAuth(client, b.adminKey, person.identity);
        for (const view of views) {
          let docs = 0;
          for (const call of view.calls) {
            const o = await b.backend.runQuery(call.fn, call.args as never, {
              identity: person.identity,
            });
            if (!o.success) throw new Error(`${call.fn}: ${o.errorMessage}`);
            docs += o.documentsRead ?? 0;
          }
          const times: number[] = [];
          for (let i = 0; i < runs; i++) {
            const t = performance.now();
            await Promise.all(
              view.calls.map((c) =>
                client.query(c.fn as never, c.args as never),
              ),
            );
            times.push(performance.now() - t);
          }
          const s = summarize(times);
          if (s.p95 >= TARGET_MS) slow.push(`${view.name} (${person.label})`);
          rows.push(
            `| ${view.name} | ${person.label} | ${view.calls.length} | ${docs} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} |`,
          );
        }
      }
      console.log(
        "\n| page view | as | queries | documents read | p50 ms | p95 ms |\n|---|---|---|---|---|---|",
      );
      console.log(rows.join("\n"));
      console.log(
        slow.length
          ? `\nOVER the ${TARGET_MS} ms target (p95): ${slow.join(", ")}`
          : `\nEvery page view's p95 is under the ${TARGET_MS} ms target.`,
      );
      if (slow.length) process.exitCode = 1;
    };
    const mutateAs = async (
      fn: string,
      args: Record<string, unknown>,
      identity: Identity,
    ) => {
      const t = performance.now();
      const o = await b.backend.runMutation(fn, args as never, { identity });
      const ms = performance.now() - t;
      if (!o.success) throw new Error(`${fn}: ${o.errorMessage}`);
      return {
        value: o.value as unknown,
        documentsRead: o.documentsRead ?? 0,
        ms,
      };
    };
    await run({ cloudUrl: b.cloudUrl, mutate, query, measure, mutateAs });
  } finally {
    await b.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
