// What the two HTTP ports share: their limits and policy, the gate on
// requests in flight, CORS, reading a body within its limit, and the answers
// for a body too large and for a failure of the backend itself.
import { randomBytes } from "node:crypto";
import type http from "node:http";
import { PayloadTooLargeError } from "../fileStorage.js";
import { describeFailure } from "../failure.js";

const MiB = 1024 * 1024;

/**
 * A function call's body: Convex's 16 MiB argument limit (checked on the
 * arguments themselves, runtime/limits.ts) plus the request around them.
 */
export const MAX_FUNCTION_BODY_BYTES = 17 * MiB;
/** An HTTP action's request body. */
export const MAX_HTTP_ACTION_BODY_BYTES = 8 * MiB;
/** A sync-protocol message: 8 MiB of arguments plus the message around them. */
export const MAX_WEBSOCKET_MESSAGE_BYTES = 9 * MiB;
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
  constructor(
    readonly max: number,
    /** The backend's log: every refused request is written there with why. */
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** Admit a request, or answer 503 and return false. */
  admit(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (this.inFlight >= this.max) {
      this.log(
        `[http] ${req.method} ${pathOf(req)} refused: Overloaded (more than ${this.max} requests at once; answered 503 Retry-After: 1)`,
      );
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
export function applyCors(
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
export function readBody(
  req: http.IncomingMessage,
  limit: number,
): Promise<Buffer> {
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
export function sendTooLarge(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  e: PayloadTooLargeError,
  log: (line: string) => void = () => {},
): void {
  const limitMiB = e.limit / MiB;
  log(
    `[http] ${req.method} ${pathOf(req)} refused: PayloadTooLarge (the request body is larger than the limit of ${Number.isInteger(limitMiB) ? `${limitMiB} MiB` : `${e.limit} bytes`}; answered 413)`,
  );
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
export function sendInternalError(
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

export function send(
  res: http.ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, headers);
  res.end(body);
}

export function sendJson(
  res: http.ServerResponse,
  status: number,
  value: unknown,
): void {
  send(res, status, JSON.stringify(value), {
    "Content-Type": "application/json",
  });
}

/** A request's path without its query string (which may carry a token), for the log. */
function pathOf(req: http.IncomingMessage): string {
  return (req.url ?? "").split("?")[0];
}
