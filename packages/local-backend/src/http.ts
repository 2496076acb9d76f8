// HTTP surfaces: the client API port (ConvexHttpClient endpoints, file
// storage, the sync WebSocket) and the HTTP-actions port (convex/http.ts).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { Socket } from "node:net";
import { WebSocketServer } from "ws";
import type { JSONValue } from "convex/values";
import type { Backend } from "./backend.js";
import type { Outcome } from "./backend/outcome.js";
import { AdminAuthError, type AuthVerifier, type Caller } from "./auth.js";
import type { SyncServer } from "./sync.js";
import type { Scheduler } from "./scheduler.js";
import type { UserIdentity } from "./runtime/context.js";
import { clientOf } from "./sync.js";
import { encodeTs } from "./sync/session.js";
import { PayloadTooLargeError, sniffInlineType } from "./fileStorage.js";
import { describeFailure } from "./failure.js";

const STATUS_CODE_UDF_FAILED = 560;
const MiB = 1024 * 1024;

/** Convex's limit on a function's arguments: the cap on a function call's body (and an HTTP action's). */
export const MAX_FUNCTION_BODY_BYTES = 8 * MiB;
/** A sync-protocol message: the arguments plus the message around them. */
export const MAX_WEBSOCKET_MESSAGE_BYTES = MAX_FUNCTION_BODY_BYTES + MiB;
export const DEFAULT_MAX_UPLOAD_BYTES = 200 * MiB;
export const DEFAULT_MAX_CONCURRENT_REQUESTS = 256;

/** Limits and policy shared by the two HTTP servers. */
export type HttpPolicy = {
  /** Cap on a function call's (and an HTTP action's) request body. */
  maxBodyBytes: number;
  /** Cap on a file upload to an upload URL. */
  maxUploadBytes: number;
  /** Origins granted CORS on the client API (exact `scheme://host[:port]`). */
  corsOrigins: readonly string[];
  /** Requests in flight at once on both ports; more are answered 503. */
  gate: RequestGate;
  /** The backend's own log. */
  log: (line: string) => void;
};

/** Counts requests in flight (until their response is finished or aborted). */
export class RequestGate {
  private inFlight = 0;
  constructor(readonly max: number) {}

  /** Admit a request, or answer 503 and return false. */
  admit(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (this.inFlight >= this.max) {
      res.writeHead(503, {
        "Content-Type": "application/json",
        "Retry-After": "1",
      });
      res.end(
        JSON.stringify({
          code: "Overloaded",
          message: `More than ${this.max} requests at once; retry shortly.`,
        }),
      );
      req.resume();
      return false;
    }
    this.inFlight++;
    res.once("close", () => this.inFlight--);
    return true;
  }
}

const CORS_GRANT: Record<string, string> = {
  "Access-Control-Allow-Methods": "GET, POST, PUT, OPTIONS",
  "Access-Control-Allow-Headers":
    "Content-Type, Authorization, Convex-Client, Range",
  "Access-Control-Expose-Headers":
    "Content-Length, Content-Range, Accept-Ranges",
  "Access-Control-Max-Age": "86400",
};

/** CORS headers for a request: a grant only to an origin of the allow-list. */
function applyCors(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  allowed: readonly string[],
): void {
  res.setHeader("Vary", "Origin");
  const origin = req.headers.origin;
  if (typeof origin !== "string" || !allowed.includes(origin)) return;
  res.setHeader("Access-Control-Allow-Origin", origin);
  for (const [k, v] of Object.entries(CORS_GRANT)) res.setHeader(k, v);
}

/**
 * Read a body of at most `limit` bytes. A declared Content-Length over the
 * limit is refused before reading; a streamed body as soon as it passes the
 * limit (PayloadTooLargeError), never buffered whole first.
 */
function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit)
    return Promise.reject(new PayloadTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const onData = (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        settled = true;
        req.pause();
        req.off("data", onData);
        reject(new PayloadTooLargeError(limit));
        return;
      }
      chunks.push(c);
    };
    req.on("data", onData);
    req.once("end", () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    req.once("error", (e) => {
      if (settled) return;
      settled = true;
      reject(e);
    });
  });
}

/**
 * 413 for a body over its limit. The rest of the body is discarded, not
 * kept, for at most a second, then a connection still sending is closed.
 * (Closing at once would make a client that is still writing see a reset
 * connection instead of the answer.)
 */
function sendTooLarge(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  e: PayloadTooLargeError,
): void {
  const limitMiB = e.limit / MiB;
  res.writeHead(413, { "Content-Type": "application/json" });
  res.end(
    JSON.stringify({
      code: "PayloadTooLarge",
      message: `The request body is larger than the limit of ${Number.isInteger(limitMiB) ? `${limitMiB} MiB` : `${e.limit} bytes`}.`,
    }),
  );
  req.resume();
  const timer = setTimeout(() => {
    if (!req.complete) req.socket.destroy();
  }, 1000);
  timer.unref();
  req.socket.once("close", () => clearTimeout(timer));
}

/**
 * A failure of the backend itself while answering a request: logged in full
 * with a request id; the client gets the id and no internals.
 */
function sendInternalError(
  res: http.ServerResponse,
  log: (line: string) => void,
  what: string,
  e: unknown,
  plainText = false,
): void {
  const requestId = randomBytes(8).toString("hex");
  log(
    `[http] ${what} failed in the backend [Request ID: ${requestId}]: ${describeFailure(e)}`,
  );
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (plainText)
    send(res, 500, `[Request ID: ${requestId}] Server Error`, {
      "Content-Type": "text/plain",
    });
  else
    sendJson(res, 500, {
      code: "InternalServerError",
      message: `[Request ID: ${requestId}] Your request couldn't be completed. Try again later.`,
    });
}

function send(
  res: http.ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, headers);
  res.end(body);
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  value: unknown,
): void {
  send(res, status, JSON.stringify(value), {
    "Content-Type": "application/json",
  });
}

function outcomeBody(
  backend: Backend,
  full: Outcome,
  admin: boolean,
): Record<string, unknown> {
  const outcome = backend.forClient(full, admin);
  if (outcome.success)
    return {
      status: "success",
      value: outcome.value,
      logLines: outcome.logLines,
    };
  const body: Record<string, unknown> = {
    status: "error",
    errorMessage: outcome.errorMessage,
    logLines: outcome.logLines,
  };
  if (outcome.errorData !== undefined) body.errorData = outcome.errorData;
  return body;
}

async function identityFrom(
  auth: AuthVerifier,
  header: string | undefined,
): Promise<{
  identity: UserIdentity | null;
  token: string | null;
  error?: string;
}> {
  if (!header) return { identity: null, token: null };
  const m = /^Bearer\s+(.+)$/i.exec(header);
  if (!m) return { identity: null, token: null };
  try {
    return { identity: await auth.verify(m[1]), token: m[1] };
  } catch (e) {
    return {
      identity: null,
      token: null,
      error: e instanceof Error ? e.message : String(e),
    };
  }
}

/** `/api/run/community/threads/list` → `community/threads:list`. */
function runPathToUdf(rest: string): string {
  const parts = rest.split("/").filter(Boolean);
  const fn = parts.pop() ?? "default";
  return `${parts.join("/")}:${fn}`;
}

/** Serve the client API (and the sync WebSocket) on an already listening server. */
export function attachCloudServer(
  server: http.Server,
  backend: Backend,
  auth: AuthVerifier,
  sync: SyncServer,
  scheduler: Scheduler | undefined,
  policy: HttpPolicy,
): void {
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES,
  });
  server.on(
    "request",
    (req: http.IncomingMessage, res: http.ServerResponse) => {
      applyCors(req, res, policy.corsOrigins);
      if (!policy.gate.admit(req, res)) return;
      handleCloud(backend, auth, scheduler, policy, req, res).catch(
        (e: unknown) => {
          if (e instanceof PayloadTooLargeError && !res.headersSent)
            return sendTooLarge(req, res, e);
          sendInternalError(
            res,
            policy.log,
            `${req.method} ${req.url?.split("?")[0]}`,
            e,
          );
        },
      );
    },
  );
  server.on("upgrade", (req, socket: Socket, head) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (!/^\/api\/[^/]+\/sync$/.test(url.pathname)) {
      socket.destroy();
      return;
    }
    // Browsers send their page's origin (and apply no CORS to WebSockets):
    // a page of another origin gets no connection. Other clients send none.
    const origin = req.headers.origin;
    if (origin !== undefined && !policy.corsOrigins.includes(origin)) {
      socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) =>
      sync.handleConnection(ws, req),
    );
  });
  server.on("close", () => wss.close());
}

async function handleCloud(
  backend: Backend,
  auth: AuthVerifier,
  scheduler: Scheduler | undefined,
  policy: HttpPolicy,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  const p = url.pathname;
  if (req.method === "OPTIONS") return send(res, 204, "");
  if (req.method === "GET" && (p === "/version" || p === "/"))
    return send(res, 200, "local-backend", { "Content-Type": "text/plain" });
  if (req.method === "GET" && p === "/instance_name")
    return send(res, 200, "local", { "Content-Type": "text/plain" });

  if (p === "/api/storage/upload" && req.method === "POST")
    return upload(backend, policy, req, res, url);
  const storageMatch = /^\/api\/storage\/([0-9a-z]+)$/.exec(p);
  if (storageMatch && (req.method === "GET" || req.method === "HEAD"))
    return serveFile(
      backend,
      req,
      res,
      storageMatch[1],
      url.searchParams.get("token"),
    );

  if (req.method !== "POST")
    return send(res, 404, "Not found", { "Content-Type": "text/plain" });
  if (p === "/api/query_ts")
    return sendJson(res, 200, { ts: encodeTs(backend.ts) });

  let caller: Caller;
  try {
    caller = await auth.callerFromHeader(req.headers.authorization);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return sendJson(res, 401, {
      code: e instanceof AdminAuthError ? "BadAdminKey" : "Unauthenticated",
      message,
    });
  }
  if (p.startsWith("/api/local/")) {
    // Admin-only helpers for tests (not part of Convex's API).
    if (!caller.admin)
      return sendJson(res, 403, {
        code: "Forbidden",
        message: `${p} needs the admin key`,
      });
    await readBody(req, policy.maxBodyBytes);
    if (p === "/api/local/reset") {
      const removed = await backend.reset();
      return sendJson(res, 200, { status: "success", removed });
    }
    if (p === "/api/local/finish_scheduled" && scheduler) {
      try {
        await scheduler.settle(
          Number(url.searchParams.get("timeoutMs") ?? 30_000),
        );
      } catch (e) {
        return sendJson(res, 504, {
          code: "Timeout",
          message: e instanceof Error ? e.message : String(e),
        });
      }
      return sendJson(res, 200, { status: "success" });
    }
    return send(res, 404, "Not found", { "Content-Type": "text/plain" });
  }
  const body = await readBody(req, policy.maxBodyBytes);
  let parsed: { path?: string; args?: JSONValue; format?: string };
  try {
    parsed = body.length
      ? (JSON.parse(body.toString("utf8")) as typeof parsed)
      : {};
  } catch {
    return sendJson(res, 400, {
      code: "BadJsonBody",
      message: "Invalid JSON body",
    });
  }
  const argsOf = (a: JSONValue | undefined): JSONValue =>
    Array.isArray(a) ? (a[0] ?? {}) : (a ?? {});
  const opts = {
    identity: caller.identity,
    authToken: caller.token,
    allowInternal: caller.admin,
    client: clientOf(req),
  };
  let outcome: Outcome;
  if (p === "/api/query" || p === "/api/query_at_ts")
    outcome = await backend.runQuery(
      parsed.path ?? "",
      argsOf(parsed.args),
      opts,
    );
  else if (p === "/api/mutation")
    outcome = await backend.runMutation(
      parsed.path ?? "",
      argsOf(parsed.args),
      opts,
    );
  else if (p === "/api/action")
    outcome = await backend.runAction(
      parsed.path ?? "",
      argsOf(parsed.args),
      opts,
    );
  else if (p === "/api/function")
    outcome = await backend.runAny(
      parsed.path ?? "",
      argsOf(parsed.args),
      opts,
    );
  else if (p.startsWith("/api/run/"))
    outcome = await backend.runAny(
      runPathToUdf(p.slice("/api/run/".length)),
      argsOf(parsed.args),
      opts,
    );
  else return send(res, 404, "Not found", { "Content-Type": "text/plain" });
  sendJson(
    res,
    outcome.success ? 200 : STATUS_CODE_UDF_FAILED,
    outcomeBody(backend, outcome, caller.admin),
  );
}

/**
 * POST to an upload URL: the body is streamed to a temporary file, then
 * committed. The URL takes one file: its token is used up here.
 */
async function upload(
  backend: Backend,
  policy: HttpPolicy,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<void> {
  if (!backend.files.useUploadToken(url.searchParams.get("token"))) {
    req.resume();
    return sendJson(res, 401, {
      code: "InvalidUploadToken",
      message: "The upload URL is invalid or has expired.",
    });
  }
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > policy.maxUploadBytes)
    throw new PayloadTooLargeError(policy.maxUploadBytes);
  const temp = await backend.files.writeTempStream(req, policy.maxUploadBytes);
  const contentType = req.headers["content-type"] ?? null;
  const storageId = await backend.storeTemp(temp, contentType);
  sendJson(res, 200, { storageId });
}

/**
 * GET of a file URL. Only the URL `getUrl` gave serves the file (its token
 * is an HMAC of the id); an id alone is answered as not found. A file is
 * shown inline only when its first bytes make it MP4, WebM or WebVTT, with
 * that type; anything else is a download (`attachment`, a neutral type),
 * and nothing is ever sniffed by the browser (`nosniff`), so an uploaded
 * page or script never runs on the backend's origin.
 */
async function serveFile(
  backend: Backend,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  storageId: string,
  token: string | null,
): Promise<void> {
  if (!backend.files.checkFileToken(storageId, token))
    return send(res, 404, "File not found", { "Content-Type": "text/plain" });
  const meta = await backend.systemRead((tx) =>
    backend.store.tableOfId(storageId) === "_storage"
      ? tx.get("_storage", storageId, true)
      : null,
  );
  let size: number;
  try {
    size = meta ? fs.statSync(backend.files.pathOf(storageId)).size : -1;
  } catch {
    size = -1;
  }
  if (!meta || size < 0)
    return send(res, 404, "File not found", { "Content-Type": "text/plain" });
  const inline = sniffInlineType(backend.files.head(storageId));
  const headers: Record<string, string> = {
    "Content-Type":
      inline === "text/vtt"
        ? "text/vtt; charset=utf-8"
        : (inline ?? "application/octet-stream"),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Accept-Ranges": "bytes",
    "Cache-Control": "private, max-age=2592000",
    ETag: `"${meta.sha256 as string}"`,
  };
  if (!inline) headers["Content-Disposition"] = "attachment";
  const range = req.headers.range;
  const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  let start = 0;
  let end = size - 1;
  let status = 200;
  if (m && (m[1] !== "" || m[2] !== "")) {
    if (m[1] === "") {
      start = Math.max(0, size - Number(m[2]));
    } else {
      start = Number(m[1]);
      end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
    }
    if (start >= size || start > end) {
      res.writeHead(416, { ...headers, "Content-Range": `bytes */${size}` });
      res.end();
      return;
    }
    status = 206;
    headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
  }
  headers["Content-Length"] = String(size === 0 ? 0 : end - start + 1);
  res.writeHead(status, headers);
  if (req.method === "HEAD" || size === 0) {
    res.end();
    return;
  }
  fs.createReadStream(backend.files.pathOf(storageId), { start, end }).pipe(
    res,
  );
}

/** The HTTP-actions port: every request goes to the app's httpRouter. */
export function attachSiteServer(
  server: http.Server,
  backend: Backend,
  auth: AuthVerifier,
  origin: string,
  policy: HttpPolicy,
): void {
  server.on(
    "request",
    (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!policy.gate.admit(req, res)) return;
      (async () => {
        const body =
          req.method === "GET" || req.method === "HEAD"
            ? undefined
            : await readBody(req, policy.maxBodyBytes);
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) {
          if (v === undefined) continue;
          for (const value of Array.isArray(v) ? v : [v])
            headers.append(k, value);
        }
        const request = new Request(new URL(req.url ?? "/", origin), {
          method: req.method,
          headers,
          body: body && body.length ? new Uint8Array(body) : undefined,
        });
        const { identity, token } = await identityFrom(
          auth,
          req.headers.authorization,
        );
        const response = await backend.runHttpAction(request, identity, token);
        const out: Record<string, string | string[]> = {};
        response.headers.forEach((value, key) => {
          if (key !== "set-cookie") out[key] = value;
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) out["set-cookie"] = cookies;
        const buf = Buffer.from(await response.arrayBuffer());
        res.writeHead(response.status, response.statusText, out);
        res.end(req.method === "HEAD" ? undefined : buf);
      })().catch((e: unknown) => {
        if (e instanceof PayloadTooLargeError && !res.headersSent)
          return sendTooLarge(req, res, e);
        sendInternalError(
          res,
          policy.log,
          `HTTP action ${req.method} ${req.url?.split("?")[0]}`,
          e,
          true,
        );
      });
    },
  );
}
