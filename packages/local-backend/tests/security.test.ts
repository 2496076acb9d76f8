// Production vs development mode (what reaches clients), the outbox named
// by the backend, file modes of the data directory, resource limits, CORS,
// and invalid pagination cursors.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket, { type RawData } from "ws";
import { startBackend } from "../src/main.js";
import { FIXTURE_DIR, startFixture, tempDir, waitFor } from "./helpers.js";

type Running = Awaited<ReturnType<typeof startFixture>>;
type Json = Record<string, unknown>;

const MiB = 1024 * 1024;

async function post(
  b: { cloudUrl: string },
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Json; text: string }> {
  const res = await fetch(`${b.cloudUrl}${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // not JSON
  }
  return { status: res.status, json, text };
}

/** A raw sync-protocol connection: every message received, parsed. */
class RawSocket {
  readonly messages: Json[] = [];
  readonly raw: string[] = [];
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  closeCode: number | null = null;

  constructor(cloudUrl: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(`${cloudUrl.replace(/^http/, "ws")}/api/1.0/sync`, {
      headers,
    });
    this.ws.on("message", (data: RawData) => {
      const text = data.toString();
      this.raw.push(text);
      this.messages.push(JSON.parse(text) as Json);
    });
    this.ws.on("close", (code) => (this.closeCode = code));
    this.ws.on("error", () => {});
    this.opened = new Promise((resolve, reject) => {
      this.ws.once("open", () => {
        this.send({
          type: "Connect",
          sessionId: crypto.randomUUID(),
          connectionCount: 0,
          lastCloseReason: null,
        });
        resolve();
      });
      this.ws.once("unexpected-response", (_req, res) =>
        reject(new Error(`upgrade refused: ${res.statusCode}`)),
      );
      this.ws.once("error", reject);
    });
  }

  send(message: Json): void {
    this.ws.send(JSON.stringify(message));
  }

  async next(pred: (m: Json) => boolean, timeoutMs = 10_000): Promise<Json> {
    return await waitFor(
      () => this.messages.find(pred),
      (m) => m !== undefined,
      timeoutMs,
    ).then((m) => m!);
  }

  close(): void {
    this.ws.close();
  }
}

const SERVER_ERROR = /^\[Request ID: ([0-9a-f]+)\] Server Error$/;

describe("production mode (the default)", () => {
  let b: Running;
  beforeAll(async () => {
    b = await startFixture({ mode: "production" });
  });
  afterAll(() => b.close());

  it("is the default: a backend started without `mode` sends no log lines", async () => {
    const dataDir = tempDir();
    const logs: string[] = [];
    const running = await startBackend({
      projectDir: FIXTURE_DIR,
      dataDir,
      port: 0,
      siteProxyPort: 0,
      log: (line) => logs.push(line),
    });
    try {
      const { json } = await post(running, "/api/mutation", {
        path: "messages:send",
        args: { author: "a", body: "default-mode-body" },
        format: "json",
      });
      expect(json.status).toBe("success");
      expect(json.logLines).toEqual([]);
      expect(logs.join("\n")).toContain("default-mode-body");
    } finally {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("HTTP API answers carry logLines: [] (the log lines go to the backend's log)", async () => {
    for (const route of [
      "/api/mutation",
      "/api/function",
      "/api/run/messages/send",
    ]) {
      const { status, json, text } = await post(b, route, {
        path: "messages:send",
        args: { author: "a", body: `logged-via-${route}` },
        format: "json",
      });
      expect(status).toBe(200);
      expect(json.status).toBe("success");
      expect(json.logLines).toEqual([]);
      expect(text).not.toContain("logged-via");
      expect(b.logs.join("\n")).toContain(`logged-via-${route}`);
    }
    const q = await post(b, "/api/query", {
      path: "messages:all",
      args: {},
      format: "json",
    });
    expect(q.json.logLines).toEqual([]);
  });

  it("WebSocket MutationResponse, QueryUpdated and QueryFailed carry no log lines", async () => {
    const s = new RawSocket(b.cloudUrl);
    await s.opened;
    s.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [
        { type: "Add", queryId: 0, udfPath: "messages:all", args: [{}] },
        // Bad arguments: a failed query.
        { type: "Add", queryId: 1, udfPath: "items:page", args: [{}] },
      ],
    });
    s.send({
      type: "Mutation",
      requestId: 0,
      udfPath: "messages:send",
      args: [{ author: "ws", body: "ws-secret-log" }],
    });
    const response = await s.next((m) => m.type === "MutationResponse");
    expect(response.success).toBe(true);
    expect(response.logLines).toEqual([]);
    const mods = (
      await waitFor(
        () =>
          s.messages
            .filter((m) => m.type === "Transition")
            .flatMap((m) => m.modifications as Json[]),
        (all) =>
          all.some((m) => m.type === "QueryFailed") &&
          all.some((m) => m.type === "QueryUpdated"),
      )
    ).filter((m) => m.type === "QueryUpdated" || m.type === "QueryFailed");
    for (const m of mods) expect(m.logLines).toEqual([]);
    const failed = mods.find((m) => m.type === "QueryFailed")!;
    expect(failed.errorMessage).toMatch(SERVER_ERROR);
    // The log line ("[LOG] 'sending' 'ws-secret-log'") is in the backend's log only.
    expect(s.raw.join("\n")).not.toContain("'sending'");
    expect(b.logs.join("\n")).toContain("'sending' 'ws-secret-log'");
    s.close();
  });

  it("an uncaught error reaches the client as exactly `[Request ID: <id>] Server Error`; the log has the detail and the id", async () => {
    const { status, json, text } = await post(b, "/api/mutation", {
      path: "messages:sendThenThrow",
      args: { body: "x" },
      format: "json",
    });
    expect(status).toBe(560);
    expect(json.status).toBe("error");
    expect(json.logLines).toEqual([]);
    const m = SERVER_ERROR.exec(json.errorMessage as string);
    expect(m).not.toBeNull();
    expect(text).not.toContain("boom");
    expect(text).not.toContain("messages.ts");
    const logged = b.logs.join("\n");
    const entry = logged.slice(logged.indexOf(`[Request ID: ${m![1]}]`));
    expect(logged).toContain(`[Request ID: ${m![1]}]`);
    expect(entry).toContain("boom after insert");
    expect(entry).toMatch(/\n\s+at /); // the stack

    // Over the WebSocket too.
    const s = new RawSocket(b.cloudUrl);
    await s.opened;
    s.send({
      type: "Mutation",
      requestId: 0,
      udfPath: "messages:sendThenThrow",
      args: [{ body: "x" }],
    });
    const response = await s.next((r) => r.type === "MutationResponse");
    expect(response.success).toBe(false);
    expect(response.result).toMatch(SERVER_ERROR);
    expect(response.logLines).toEqual([]);
    s.close();
  });

  it("an HTTP action's uncaught error answers 500 `[Request ID: <id>] Server Error`; the detail is logged", async () => {
    const res = await fetch(`${b.siteUrl}/throw`);
    expect(res.status).toBe(500);
    const text = await res.text();
    const m = SERVER_ERROR.exec(text);
    expect([text, m !== null]).toEqual([text, true]);
    const entry = b.logs.find((l) => l.includes(`[Request ID: ${m![1]}]`));
    expect(entry).toContain("http action exploded with a secret detail");
  });

  it("validation errors and unknown functions are redacted too", async () => {
    for (const [p, args] of [
      ["items:page", {}],
      ["nope:missing", {}],
    ] as const) {
      const { json } = await post(b, "/api/query", {
        path: p,
        args,
        format: "json",
      });
      expect(json.errorMessage).toMatch(SERVER_ERROR);
    }
  });

  it("a ConvexError keeps its data and message", async () => {
    const { json } = await post(b, "/api/mutation", {
      path: "messages:fail",
      args: { code: "E_TEST" },
      format: "json",
    });
    expect(json.status).toBe("error");
    expect(json.errorData).toEqual({
      code: "E_TEST",
      message: "Something went wrong",
      retry: false,
    });
    expect(json.errorMessage).toMatch(
      /^\[Request ID: [0-9a-f]+\] Server Error\nUncaught ConvexError: /,
    );
    expect(json.logLines).toEqual([]);
  });

  it("admin callers (the data directory's key) still see logs and details, as on Convex", async () => {
    const { json } = await post(
      b,
      "/api/mutation",
      {
        path: "messages:send",
        args: { author: "admin", body: "admin-sees-this" },
        format: "json",
      },
      { Authorization: `Convex ${b.adminKey}` },
    );
    expect(json.logLines).toEqual(["[LOG] 'sending' 'admin-sees-this'"]);
  });
});

describe("development mode", () => {
  let b: Running;
  beforeAll(async () => {
    b = await startFixture({ mode: "development" });
  });
  afterAll(() => b.close());

  it("sends log lines and error details to clients, as a Convex dev deployment", async () => {
    const ok = await post(b, "/api/mutation", {
      path: "messages:send",
      args: { author: "a", body: "dev-log" },
      format: "json",
    });
    expect(ok.json.logLines).toEqual(["[LOG] 'sending' 'dev-log'"]);
    const failed = await post(b, "/api/mutation", {
      path: "messages:sendThenThrow",
      args: { body: "x" },
      format: "json",
    });
    expect(failed.json.errorMessage).toMatch(
      /^\[Request ID: [0-9a-f]+\] Server Error\nUncaught Error: boom after insert/,
    );
  });
});

describe("naming a table's inserts (the local mail outbox)", () => {
  it("names each newly inserted row of the configured table, in both modes, and nothing rolled back", async () => {
    for (const mode of ["production", "development"] as const) {
      const b = await startFixture({ mode, outbox: { table: "messages" } });
      try {
        const named = () => b.logs.filter((l) => l.startsWith("[outbox]"));
        const before = named().length;
        const { json } = await post(b, "/api/mutation", {
          path: "messages:send",
          args: { author: "printer", body: `printed-${mode}` },
          format: "json",
        });
        await post(b, "/api/mutation", {
          path: "messages:sendThenThrow",
          args: { body: `rolled-back-${mode}` },
          format: "json",
        });
        // By default a row is named by its id, never printed: it may hold a
        // code or a one-time link. The rolled-back row is not named.
        expect(named().slice(before)).toEqual([
          `[outbox] A new row in messages: ${String(json.value)}`,
        ]);
        for (const line of named()) {
          expect(line).not.toContain(`printed-${mode}`);
          expect(line).not.toContain("rolled-back");
        }
      } finally {
        await b.close();
      }
    }
  });

  it("prints what the configured format makes of a row; a format may skip rows", async () => {
    const b = await startFixture({
      outbox: {
        table: "messages",
        format: (doc) =>
          doc.author !== "ananya"
            ? null
            : `[outbox] To: ${String(doc.author)}\nSubject: s\n\n${String(doc.body)}`,
      },
    });
    try {
      for (const author of ["skip", "ananya"])
        await post(b, "/api/mutation", {
          path: "messages:send",
          args: { author, body: `from-${author}` },
          format: "json",
        });
      const outbox = b.logs.filter((l) => l.startsWith("[outbox]"));
      expect(outbox).toEqual([
        "[outbox] To: ananya\nSubject: s\n\nfrom-ananya",
      ]);
    } finally {
      await b.close();
    }
  });
});

function modeOf(p: string): number {
  return fs.statSync(p).mode & 0o777;
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? [path.join(dir, e.name), ...walk(path.join(dir, e.name))]
        : [path.join(dir, e.name)],
    );
}

async function uploadUrl(b: Running): Promise<string> {
  const { json } = await post(b, "/api/mutation", {
    path: "files:uploadUrl",
    args: {},
    format: "json",
  });
  return json.value as string;
}

describe("file modes of the data directory", () => {
  it("a new data directory is 0700 and everything in it 0600 (SQLite's WAL and SHM too)", async () => {
    const parent = tempDir();
    const dataDir = path.join(parent, "data");
    const b = await startFixture({ dataDir });
    try {
      await post(b, "/api/mutation", {
        path: "messages:send",
        args: { author: "a", body: "b" },
        format: "json",
      });
      const res = await fetch(await uploadUrl(b), {
        method: "POST",
        body: "file bytes",
      });
      expect(res.status).toBe(200);
      expect(modeOf(dataDir)).toBe(0o700);
      for (const f of ["db.sqlite3", "db.sqlite3-wal", "db.sqlite3-shm"])
        expect([f, modeOf(path.join(dataDir, f))]).toEqual([f, 0o600]);
      const all = walk(dataDir);
      expect(all.some((f) => f.includes(`${path.sep}storage${path.sep}`))).toBe(
        true,
      );
      for (const f of all) {
        const want = fs.statSync(f).isDirectory() ? 0o700 : 0o600;
        expect([f, modeOf(f).toString(8)]).toEqual([f, want.toString(8)]);
      }
    } finally {
      await b.close();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it("an existing directory is tightened on start, recursively", async () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(path.join(dataDir, "storage"), { mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, "storage", "old-blob"), "x", {
      mode: 0o644,
    });
    fs.writeFileSync(path.join(dataDir, "notes.txt"), "x", { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, "storage"), 0o755);
    fs.chmodSync(path.join(dataDir, "notes.txt"), 0o644);
    const b = await startFixture({ dataDir });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, "storage"))).toBe(0o700);
      expect(modeOf(path.join(dataDir, "storage", "old-blob"))).toBe(0o600);
      expect(modeOf(path.join(dataDir, "notes.txt"))).toBe(0o600);
    } finally {
      await b.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** POST a body of `total` bytes in chunks, without Content-Length; resolves with the answer. */
function streamPost(
  url: string,
  total: number,
  chunk = 256 * 1024,
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    let sent = 0;
    let done = false;
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: "POST",
        headers: { "Content-Type": "application/octet-stream" },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => {
          done = true;
          resolve({ status: res.statusCode ?? 0, body, sent });
        });
      },
    );
    req.on("error", (e) => {
      if (!done) reject(e);
    });
    const piece = Buffer.alloc(chunk, 7);
    const pump = () => {
      while (!done && sent < total) {
        sent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!done) req.end();
    };
    pump();
  });
}

describe("resource limits", () => {
  let b: Running;
  beforeAll(async () => {
    b = await startFixture({ maxUploadBytes: 4 * MiB });
  });
  afterAll(() => b.close());

  it("a 64 MiB function call body is refused with 413, and a normal query on the same backend still answers", async () => {
    const big = Buffer.alloc(64 * MiB, 0x20);
    const res = await fetch(`${b.cloudUrl}/api/query`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "PayloadTooLarge" });
    const q = await post(b, "/api/query", {
      path: "messages:all",
      args: {},
      format: "json",
    });
    expect(q.json.status).toBe("success");
  });

  it("a streamed body without Content-Length is refused once it passes 8 MiB, without reading all of it", async () => {
    const r = await streamPost(`${b.cloudUrl}/api/mutation`, 64 * MiB);
    expect(r.status).toBe(413);
    expect(r.sent).toBeLessThan(64 * MiB);
    // Under the cap: an ordinary answer (the stored document stays within
    // Convex's 1 MiB document limit).
    const ok = await post(b, "/api/mutation", {
      path: "messages:send",
      args: { author: "a", body: "x".repeat(MiB - 1024) },
      format: "json",
    });
    expect(ok.json.status).toBe("success");
  });

  it("HTTP actions have the same cap", async () => {
    const res = await fetch(`${b.siteUrl}/echo/big`, {
      method: "POST",
      body: Buffer.alloc(9 * MiB, 0x61),
    });
    expect(res.status).toBe(413);
    const small = await fetch(`${b.siteUrl}/echo/small`, {
      method: "POST",
      body: "hi",
    });
    expect(await small.text()).toBe("hi");
  });

  it("a WebSocket message over the cap closes the connection (1009)", async () => {
    const s = new RawSocket(b.cloudUrl);
    await s.opened;
    s.send({
      type: "Mutation",
      requestId: 0,
      udfPath: "messages:send",
      args: [{ author: "a", body: "x".repeat(10 * MiB) }],
    });
    await waitFor(
      () => s.closeCode,
      (c) => c !== null,
    );
    expect(s.closeCode).toBe(1009);
  });

  it("an upload over its cap is refused with 413 and leaves no file behind (with and without Content-Length)", async () => {
    const storageDir = path.join(b.dataDir, "storage");
    const before = fs.readdirSync(storageDir);
    const res = await fetch(await uploadUrl(b), {
      method: "POST",
      body: Buffer.alloc(5 * MiB, 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "PayloadTooLarge" });
    const streamed = await streamPost(await uploadUrl(b), 32 * MiB);
    expect(streamed.status).toBe(413);
    await waitFor(
      () => fs.readdirSync(storageDir),
      (names) => names.length === before.length,
    );
    expect(fs.readdirSync(storageDir)).toEqual(before);
    // Under the cap: stored.
    const ok = await fetch(await uploadUrl(b), {
      method: "POST",
      body: Buffer.alloc(3 * MiB, 1),
    });
    expect(ok.status).toBe(200);
  });

  it("an upload is streamed to disk: 50 MiB do not pass through memory", async () => {
    const big = await startFixture({});
    try {
      const url = await uploadUrl(big);
      const base = process.memoryUsage();
      let peakBuffers = 0;
      let peakRss = 0;
      // Structurally: the bytes reach a temporary file while the upload goes on.
      const storageDir = path.join(big.dataDir, "storage");
      let largestTemp = 0;
      const timer = setInterval(() => {
        const m = process.memoryUsage();
        peakBuffers = Math.max(peakBuffers, m.arrayBuffers - base.arrayBuffers);
        peakRss = Math.max(peakRss, m.rss - base.rss);
        for (const name of fs.readdirSync(storageDir))
          if (name.startsWith(".upload-"))
            try {
              largestTemp = Math.max(
                largestTemp,
                fs.statSync(path.join(storageDir, name)).size,
              );
            } catch {
              // renamed meanwhile
            }
      }, 5);
      const r = await streamPost(url, 50 * MiB, 64 * 1024);
      clearInterval(timer);
      expect(r.status).toBe(200);
      const { storageId } = JSON.parse(r.body) as { storageId: string };
      expect(
        fs.statSync(path.join(big.dataDir, "storage", storageId)).size,
      ).toBe(50 * MiB);
      console.info(
        `50 MiB upload: peak arrayBuffers +${(peakBuffers / MiB).toFixed(1)} MiB, peak RSS +${(peakRss / MiB).toFixed(1)} MiB`,
      );
      expect(largestTemp).toBeGreaterThan(10 * MiB);
      // Buffering would hold the 50 MiB (twice, with the concatenation);
      // streaming holds a chunk at a time (the rest is garbage not yet
      // collected, which counts here until the GC runs).
      expect(peakBuffers).toBeLessThan(60 * MiB);
      expect(peakRss).toBeLessThan(45 * MiB);
    } finally {
      await big.close();
    }
  });
});

describe("concurrent requests", () => {
  it("past the cap, requests are answered 503 with Retry-After", async () => {
    const b = await startFixture({ maxConcurrentRequests: 2 });
    const held: http.ClientRequest[] = [];
    try {
      // Two requests whose bodies never finish: in flight until we end them.
      const answers = [0, 1].map(
        () =>
          new Promise<number>((resolve) => {
            const u = new URL(b.cloudUrl);
            const req = http.request(
              {
                host: u.hostname,
                port: u.port,
                path: "/api/query",
                method: "POST",
                headers: {
                  "Content-Type": "application/json",
                  "Content-Length": "100",
                },
              },
              (res) => {
                res.resume();
                resolve(res.statusCode ?? 0);
              },
            );
            req.on("error", () => resolve(-1));
            req.write("{");
            held.push(req);
          }),
      );
      await new Promise((r) => setTimeout(r, 200));
      const refused = await fetch(`${b.cloudUrl}/api/query`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path: "messages:all", args: {} }),
      });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBeTruthy();
      for (const req of held) req.destroy();
      await Promise.all(answers);
      await waitFor(
        async () =>
          (
            await fetch(`${b.cloudUrl}/api/query`, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ path: "messages:all", args: {} }),
            })
          ).status,
        (s) => s === 200,
      );
    } finally {
      for (const req of held) req.destroy();
      await b.close();
    }
  });
});

describe("CORS and binding", () => {
  let b: Running;
  beforeAll(async () => {
    b = await startFixture({
      corsOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"],
    });
  });
  afterAll(() => b.close());

  it("binds 127.0.0.1 by default", () => {
    expect(new URL(b.cloudUrl).hostname).toBe("127.0.0.1");
    expect(new URL(b.siteUrl).hostname).toBe("127.0.0.1");
  });

  it("grants CORS to the configured origins only", async () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000"]) {
      const pre = await fetch(`${b.cloudUrl}/api/query`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
        },
      });
      expect(pre.headers.get("access-control-allow-origin")).toBe(origin);
      const res = await fetch(`${b.cloudUrl}/api/query`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify({ path: "messages:all", args: {} }),
      });
      expect(res.headers.get("access-control-allow-origin")).toBe(origin);
      expect(res.headers.get("vary")).toMatch(/Origin/);
    }
    for (const origin of [
      "http://evil.test",
      "null",
      "http://localhost:3001",
    ]) {
      const pre = await fetch(`${b.cloudUrl}/api/query`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
      expect(pre.headers.get("access-control-allow-origin")).toBeNull();
      const res = await fetch(`${b.cloudUrl}/api/query`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify({ path: "messages:all", args: {} }),
      });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("refuses a WebSocket from a browser page of another origin; allows the app's and non-browser clients", async () => {
    const evil = new RawSocket(b.cloudUrl, { Origin: "http://evil.test" });
    await expect(evil.opened).rejects.toThrow(/403/);
    const app = new RawSocket(b.cloudUrl, { Origin: "http://localhost:3000" });
    await app.opened;
    app.close();
    const node = new RawSocket(b.cloudUrl);
    await node.opened;
    node.close();
  });

  it("without corsOrigins, no origin gets a grant", async () => {
    const plain = await startFixture({});
    try {
      const res = await fetch(`${plain.cloudUrl}/api/query`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: "http://localhost:3000",
        },
        body: JSON.stringify({ path: "messages:all", args: {} }),
      });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it("serve-frontend binds 127.0.0.1 unless told otherwise", async () => {
    const { serveFrontend } = (await import(
      // @ts-expect-error: a plain .mjs script without types
      "../../../scripts/serve-frontend.mjs"
    )) as {
      serveFrontend(o: { dir: string; port: number }): Promise<http.Server>;
    };
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "index.html"), "<p>hi</p>");
    const server = await serveFrontend({ dir, port: 0 });
    try {
      expect((server.address() as { address: string }).address).toBe(
        "127.0.0.1",
      );
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("pagination cursors", () => {
  let b: Running;
  beforeAll(async () => {
    b = await startFixture({});
    await post(
      b,
      "/api/mutation",
      {
        path: "items:insertMany",
        args: { group: 1, from: 0, count: 10 },
        format: "json",
      },
      { Authorization: `Convex ${b.adminKey}` },
    );
  });
  afterAll(() => b.close());

  const page = (cursor: string | null, order = "asc") =>
    post(b, "/api/query", {
      path: "items:page",
      args: { group: 1, order, paginationOpts: { numItems: 3, cursor } },
      format: "json",
    });

  it("a cursor this backend returned works; one that does not parse fails the query with InvalidCursor", async () => {
    const first = await page(null);
    const value = first.json.value as {
      page: Array<{ n: number }>;
      continueCursor: string;
    };
    expect(value.page.map((d) => d.n)).toEqual([0, 1, 2]);
    const second = await page(value.continueCursor);
    expect(
      (second.json.value as { page: Array<{ n: number }> }).page.map(
        (d) => d.n,
      ),
    ).toEqual([3, 4, 5]);

    const tampered =
      value.continueCursor.slice(0, -2) +
      (value.continueCursor.endsWith("AA") ? "BB" : "AA");
    for (const bad of ["garbage", "!!!", "", tampered, "s1"]) {
      if (bad === "") continue; // "" is "no cursor" to the client library
      for (const order of ["asc", "desc"]) {
        const res = await page(bad, order);
        expect([bad, res.json.status]).toEqual([bad, "error"]);
        expect(res.json.errorMessage).toContain("InvalidCursor");
        expect(res.json.errorData).toMatchObject({
          paginationError: "InvalidCursor",
        });
      }
    }
  });
});
