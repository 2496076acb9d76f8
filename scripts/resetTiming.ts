// How long a password reset request takes for an e-mail that has an account
// and for one that has not, over HTTP on a fresh local backend running the
// project's own `convex/`. The answers must not tell the two apart by their
// timing: `npm run bench:reset-timing` prints the figures, and
// tests/tools/reset-timing.test.ts fails when the medians drift apart.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import {
  setAdminAuth,
  startBackend,
  type RunningBackend,
} from "@vidyaquest/local-backend";

const REPO_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);
const api = anyApi as unknown as Record<string, Record<string, never>>;

export type Stats = { median: number; p95: number; samples: number[] };
export type ResetTiming = { known: Stats; unknown: Stats };

const KNOWN = "known.student@example.in";

function quantile(sorted: number[], q: number) {
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (i - lo);
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    samples,
  };
}

async function signIn(b: RunningBackend, params: Record<string, unknown>) {
  const res = await fetch(`${b.cloudUrl}/api/action`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      path: "auth:signIn",
      args: { provider: "password", params },
      format: "json",
    }),
  });
  const body = (await res.json()) as { status: string; errorMessage?: string };
  if (body.status !== "success")
    throw new Error(`auth:signIn ${String(params.flow)}: ${body.errorMessage}`);
}

/** A finished account at KNOWN: the sign-up form, then the code from the outbox. */
async function makeKnownAccount(b: RunningBackend) {
  await signIn(b, {
    flow: "signUp",
    role: "student",
    fullName: "Known Student",
    email: KNOWN,
    grade: 9,
    parentEmail: "known.parent@example.com",
    password: "a-long-enough-password-9",
  });
  const admin = new ConvexHttpClient(b.cloudUrl, { logger: false });
  setAdminAuth(admin, b.adminKey);
  const mails = (await admin.query(api.mail.latestFor, {
    to: KNOWN,
  } as never)) as Array<{ text: string }>;
  const code = mails.map((m) => m.text.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
  if (!code) throw new Error("no sign-up code in the outbox");
  await signIn(b, { flow: "email-verification", email: KNOWN, code });
}

/**
 * One reset request over HTTP, as a browser or a script sends it;
 * milliseconds to the whole answer. After a short pause, so that the work the
 * previous request scheduled does not fall into this one's time.
 */
async function timeReset(b: RunningBackend, email: string) {
  await new Promise((resolve) => setTimeout(resolve, 25));
  const t0 = performance.now();
  await signIn(b, { flow: "reset", email });
  return performance.now() - t0;
}

/**
 * `samples` reset requests for the known e-mail and as many for unknown ones
 * (a new unknown e-mail each time, as someone probing addresses would send),
 * interleaved in alternating order so that drift on a busy machine falls on
 * both alike, after `warmup` pairs that are not counted.
 */
export async function measureResetTiming({
  samples = 40,
  warmup = 5,
}: { samples?: number; warmup?: number } = {}): Promise<ResetTiming> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reset-timing-"));
  const b = await startBackend({
    projectDir: REPO_ROOT,
    dataDir,
    port: 0,
    siteProxyPort: 0,
    seed: false,
    mode: "production",
    outbox: { table: "email_outbox" },
    log: () => {},
  });
  try {
    await makeKnownAccount(b);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = -warmup; i < samples; i++) {
      const stranger = `nobody.${i + warmup}@example.in`;
      let k: number;
      let u: number;
      if (i % 2 === 0) {
        k = await timeReset(b, KNOWN);
        u = await timeReset(b, stranger);
      } else {
        u = await timeReset(b, stranger);
        k = await timeReset(b, KNOWN);
      }
      if (i < 0) continue;
      known.push(k);
      unknown.push(u);
    }
    return { known: stats(known), unknown: stats(unknown) };
  } finally {
    await b.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
