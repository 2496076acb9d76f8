// The HTTP-actions port: every request goes to the app's httpRouter, as the
// caller its bearer token names (if any).
import type http from "node:http";
import type { Backend } from "../backend.js";
import type { AuthVerifier } from "../auth.js";
import type { UserIdentity } from "../runtime/context.js";
import { PayloadTooLargeError } from "../fileStorage.js";
import {
  readBody,
  sendInternalError,
  sendTooLarge,
  type HttpPolicy,
} from "./common.js";

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
          return sendTooLarge(req, res, e, policy.log);
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
