// The client API port: ConvexHttpClient's endpoints, the admin-only test
// endpoints, file storage (http/storage.ts) and the sync WebSocket. The
// HTTP-actions port is http/site.ts; what both ports share, http/common.ts.
import http from "node:http";
import type { Socket } from "node:net";
import { WebSocketServer } from "ws";
import type { JSONValue } from "convex/values";
import type { Backend } from "./backend.js";
import type { Outcome } from "./backend/outcome.js";
import { AdminAuthError, type AuthVerifier, type Caller } from "./auth.js";
import type { SyncServer } from "./sync.js";
import type { Scheduler } from "./scheduler.js";
import { clientOf } from "./sync.js";
import { encodeTs } from "./sync/session.js";
import { PayloadTooLargeError } from "./fileStorage.js";
import {
  MAX_WEBSOCKET_MESSAGE_BYTES,
  applyCors,
  readBody,
  send,
  sendInternalError,
  sendJson,
  sendTooLarge,
  type HttpPolicy,
} from "./http/common.js";
import { serveFile, upload } from "./http/storage.js";

const STATUS_CODE_UDF_FAILED = 560;

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
            return sendTooLarge(req, res, e, policy.log);
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
  let parsed: {
    path?: string;
    args?: JSONValue;
    format?: string;
    componentPath?: string | null;
  };
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
  // A function of a component (`componentPath`, as `npx convex run
  // --component` sends it) is for the admin key only, as on Convex.
  const componentPath = parsed.componentPath || undefined;
  if (componentPath !== undefined && !caller.admin)
    return sendJson(res, 401, {
      code: "BadAdminKey",
      message: "Calling a function of a component needs the admin key",
    });
  const opts = {
    identity: caller.identity,
    authToken: caller.token,
    allowInternal: caller.admin,
    client: clientOf(req),
    componentPath,
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
