/**
 * Background work that calls the outside world runs on workpools: a failed
 * call is retried with backoff, and one that still fails after its retries
 * is recorded (`background_failures`, `lib/background:recentFailures`).
 * The embedding service here is a small HTTP server in this process (no
 * network); both targets reach it with the deployment's own `fetch`.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { internal } from "../../convex/_generated/api";
import { notify } from "../../convex/lib/notify";
import { localEmbedding } from "../../convex/community/embedding";
import { OUTSIDE_CALL_RETRY } from "../../convex/lib/background";
import { forum, postThread, rows } from "./fixtures/forums";
import { setDeploymentEnv } from "./fixtures/deploymentEnv";
import type { TestBackend } from "./harness";

let server: Server | null = null;
let configured: { t: TestBackend; names: string[] } | null = null;

afterEach(async () => {
  if (configured)
    for (const name of configured.names)
      await setDeploymentEnv(configured.t, name, undefined);
  configured = null;
  await new Promise<void>((resolve) => {
    if (server) server.close(() => resolve());
    else resolve();
  });
  server = null;
});

async function withEnv(t: TestBackend, env: Record<string, string>) {
  configured ??= { t, names: [] };
  for (const [name, value] of Object.entries(env)) {
    configured.names.push(name);
    await setDeploymentEnv(t, name, value);
  }
}

/**
 * An OpenAI-like embeddings endpoint answering with `statuses` in turn (the
 * last one from then on); 200 answers the local embedding of the input.
 */
async function embeddingService(statuses: number[]) {
  const requests: string[] = [];
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      requests.push(`${req.method} ${req.url}`);
      const status = statuses[Math.min(requests.length, statuses.length) - 1];
      if (status !== 200) {
        res.writeHead(status).end("busy");
        return;
      }
      const { input } = JSON.parse(body) as { input: string };
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ data: [{ embedding: localEmbedding(input) }] }));
    });
  });
  await new Promise<void>((resolve) =>
    server!.listen(0, "127.0.0.1", () => resolve()),
  );
  const { port } = server!.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests };
}

/** Waits (real time: the pools' backoff) until `check` gives a value. */
async function eventually<T>(
  check: () => Promise<T | null | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const failures = (t: TestBackend, job: string) =>
  t.query(internal.lib.background.recentFailures, { job });

describe("background work on workpools", () => {
  it("retries a hosted embedding the service refused, until it succeeds", async () => {
    const { t, classmate, maths } = await forum();
    const service = await embeddingService([503, 429, 200]);
    await withEnv(t, {
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: service.baseUrl,
    });
    const threadId = await postThread(classmate, maths, {
      title: "How do I compare fractions with different denominators?",
    });
    const row = await eventually(async () =>
      (await rows(t, "forum_thread_embeddings")).find(
        (r) => r.thread_id === threadId,
      ),
    );
    expect(row).toMatchObject({
      model: "openai:text-embedding-3-small",
      status: "visible",
    });
    expect(service.requests).toEqual([
      "POST /v1/embeddings",
      "POST /v1/embeddings",
      "POST /v1/embeddings",
    ]);
    expect(await failures(t, "community/similar:embedThread")).toEqual([]);
  }, 20_000);

  it("records a hosted embedding that fails after every retry, by thread id", async () => {
    const { t, classmate, maths } = await forum();
    const service = await embeddingService([503]);
    await withEnv(t, {
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: service.baseUrl,
    });
    const threadId = await postThread(classmate, maths);
    const [failure] = await eventually(async () => {
      const found = await failures(t, "community/similar:embedThread");
      return found.length > 0 ? found : null;
    });
    expect(failure).toMatchObject({
      job: "community/similar:embedThread",
      subject: `thread ${threadId}`,
      error: expect.stringContaining("503"),
    });
    expect(failure.error).not.toContain("sk-test");
    expect(service.requests).toHaveLength(OUTSIDE_CALL_RETRY.maxAttempts);
    expect(await rows(t, "forum_thread_embeddings")).toEqual([]);
  }, 20_000);

  it("records a notice mail that fails after every retry, by user and kind only", async () => {
    const { t, student } = await forum();
    // Resend's test mode refuses a real address: every try fails.
    await withEnv(t, {
      RESEND_API_KEY: "re_test_key",
      RESEND_TEST_MODE: "true",
      MAIL_SIGNING_SECRET: "a-signing-secret-for-tests",
    });
    await t.run(async (ctx) => {
      await notify(ctx, student.userId, "event_reminder", {
        eventId: "e1",
        eventTitle: "Fractions quiz night",
        scheduledAt: Date.UTC(2026, 0, 10, 13, 30),
      });
      return null;
    });
    const [failure] = await eventually(async () => {
      const found = await failures(t, "notifications/mail:deliver");
      return found.length > 0 ? found : null;
    });
    expect(failure).toMatchObject({
      subject: `user ${student.userId}, event_reminder`,
      error: expect.stringContaining("Test mode"),
    });
    expect(failure.subject).not.toContain("@");
  }, 20_000);
});
