// The two-call account takeover, end to end over the project's real
// `convex/`: an anonymous client asks for a password reset of someone
// else's account. The reset code goes by mail only: no answer to that
// client (HTTP or WebSocket) may carry it, in production (no log lines at
// all) or in development (log lines, none with the mail). The backend's own
// log names each mail in the outbox, as `npm start` shows it, and never
// prints its text.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import WebSocket, { type RawData } from "ws";
import { startBackend, type RunningBackend } from "../src/main.js";
import { setAdminAuth } from "../src/run.js";
import { tempDir, waitFor } from "./helpers.js";

const REPO_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../..",
);
const api = anyApi as unknown as Record<string, Record<string, never>>;

type Json = Record<string, unknown>;

const running: Array<{ b: RunningBackend; dataDir: string }> = [];
afterEach(async () => {
  for (const { b, dataDir } of running.splice(0)) {
    await b.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

async function start(
  mode: "production" | "development",
): Promise<RunningBackend & { logs: string[] }> {
  const dataDir = tempDir("lb-takeover-");
  const logs: string[] = [];
  // As scripts/stack.mjs configures it (the outbox table is the app's).
  const b = await startBackend({
    projectDir: REPO_ROOT,
    dataDir,
    port: 0,
    siteProxyPort: 0,
    seed: false,
    mode,
    outbox: { table: "email_outbox" },
    log: (line) => logs.push(line),
  });
  running.push({ b, dataDir });
  return Object.assign(b, { logs });
}

/** A sign-up over HTTP: the raw answer (which must not hold the mailed code). */
async function signUp(b: RunningBackend, email: string): Promise<string> {
  const res = await fetch(`${b.cloudUrl}/api/action`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      path: "auth:signIn",
      args: {
        provider: "password",
        params: {
          flow: "signUp",
          email,
          password: "a-long-enough-password-9",
          fullName: "Victim Student",
          role: "student",
          grade: 9,
          parentEmail: "victim.parent@example.com",
        },
      },
      format: "json",
    }),
  });
  const text = await res.text();
  expect(JSON.parse(text)).toMatchObject({ status: "success" });
  return text;
}

/** The sign-up code the outbox holds for `email`, read with the admin key. */
async function signUpCodeFor(b: RunningBackend, email: string) {
  const admin = new ConvexHttpClient(b.cloudUrl, { logger: false });
  setAdminAuth(admin, b.adminKey);
  const mails = (await admin.query(api.mail.latestFor, {
    to: email,
  } as never)) as Array<{ subject: string; text: string }>;
  const mail = mails.find((m) => /sign-up code/.test(m.subject));
  return mail?.text.match(/\b(\d{6})\b/)?.[1];
}

/** The sign-up code is in no answer and no log line at all; the backend's log names the mail. */
async function expectSignUpCodeOnlyInOutbox(
  b: RunningBackend & { logs: string[] },
  email: string,
  answer: string,
) {
  const code = await signUpCodeFor(b, email);
  expect(code).toMatch(/^\d{6}$/);
  expect(answer).not.toContain(code);
  expectMailNamedNotPrinted(b.logs, email, code!);
}

/** The backend's own log names a mail to `email` and holds `secret` nowhere. */
function expectMailNamedNotPrinted(
  logs: string[],
  email: string,
  secret: string,
) {
  expect(logs.some((l) => l.startsWith(`[outbox] A mail to ${email}:`))).toBe(
    true,
  );
  for (const line of logs) expect(line).not.toContain(secret);
}

/** The anonymous attacker's reset request over HTTP: the raw answer. */
async function resetOverHttp(
  b: RunningBackend,
  email: string,
): Promise<{ text: string; json: Json }> {
  const res = await fetch(`${b.cloudUrl}/api/action`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      path: "auth:signIn",
      args: { provider: "password", params: { flow: "reset", email } },
      format: "json",
    }),
  });
  const text = await res.text();
  return { text, json: JSON.parse(text) as Json };
}

/** The same over the sync WebSocket: every raw message received, and the ActionResponse. */
async function resetOverWebSocket(
  b: RunningBackend,
  email: string,
): Promise<{ raw: string[]; response: Json }> {
  const raw: string[] = [];
  const ws = new WebSocket(`${b.cloudUrl.replace(/^http/, "ws")}/api/1.0/sync`);
  ws.on("message", (data: RawData) => raw.push(data.toString()));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const send = (m: Json) => ws.send(JSON.stringify(m));
  send({
    type: "Connect",
    sessionId: crypto.randomUUID(),
    connectionCount: 0,
    lastCloseReason: null,
  });
  send({
    type: "Action",
    requestId: 0,
    udfPath: "auth:signIn",
    args: [{ provider: "password", params: { flow: "reset", email } }],
  });
  const response = await waitFor(
    () =>
      raw
        .map((m) => JSON.parse(m) as Json)
        .find((m) => m.type === "ActionResponse"),
    (m) => m !== undefined,
    20_000,
  );
  ws.close();
  return { raw, response: response! };
}

/** The reset codes the outbox holds for `email`, read with the admin key. */
async function codesFor(b: RunningBackend, email: string): Promise<string[]> {
  const admin = new ConvexHttpClient(b.cloudUrl, { logger: false });
  setAdminAuth(admin, b.adminKey);
  const mails = (await admin.query(api.mail.latestFor, {
    to: email,
  } as never)) as Array<{ text: string }>;
  return mails.flatMap((m) =>
    [...m.text.matchAll(/code=([0-9A-Za-z]+)/g)].map((x) => x[1]),
  );
}

// Each test builds all of convex/ and starts a backend of its own inside the
// test (about 9 s alone on a 2-core machine), while the other test files run
// in parallel beside it: 30 s was too tight once the app grew.
describe(
  "password reset of another account by an anonymous client",
  {
    timeout: 90_000,
  },
  () => {
    it("production: no answer carries the reset code, and no answer carries log lines", async () => {
      const b = await start("production");
      const email = "victim.prod@example.in";
      await expectSignUpCodeOnlyInOutbox(b, email, await signUp(b, email));

      const http = await resetOverHttp(b, email);
      expect(http.json.status).toBe("success");
      expect(http.json.logLines).toEqual([]);
      const ws = await resetOverWebSocket(b, email);
      expect(ws.response.success).toBe(true);
      expect(ws.response.logLines).toEqual([]);

      // The links are mailed after the answers, by a scheduled job.
      const codes = await waitFor(
        () => codesFor(b, email),
        (c) => c.length === 2,
        20_000,
      );
      expect(codes).toHaveLength(2);
      for (const code of codes) {
        expect(code.length).toBeGreaterThanOrEqual(16);
        expect(http.text).not.toContain(code);
        for (const message of ws.raw) expect(message).not.toContain(code);
        // The backend's own terminal names the mail, not its link.
        expectMailNamedNotPrinted(b.logs, email, code);
      }
    });

    it("development: log lines go to clients, but none holds the reset code (the outbox is printed by the backend, not by the function)", async () => {
      const b = await start("development");
      const email = "victim.dev@example.in";
      await expectSignUpCodeOnlyInOutbox(b, email, await signUp(b, email));

      const http = await resetOverHttp(b, email);
      expect(http.json.status).toBe("success");
      const ws = await resetOverWebSocket(b, email);
      expect(ws.response.success).toBe(true);

      // The links are mailed after the answers, by a scheduled job.
      const codes = await waitFor(
        () => codesFor(b, email),
        (c) => c.length === 2,
        20_000,
      );
      expect(codes).toHaveLength(2);
      const lines = [
        ...((http.json.logLines as string[] | undefined) ?? []),
        ...((ws.response.logLines as string[] | undefined) ?? []),
      ];
      for (const code of codes) {
        expect(http.text).not.toContain(code);
        for (const message of ws.raw) expect(message).not.toContain(code);
        for (const line of lines) expect(line).not.toContain(code);
        expectMailNamedNotPrinted(b.logs, email, code);
      }
    });
  },
);
