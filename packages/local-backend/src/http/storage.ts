// The file storage endpoints of the client API: an upload to an upload URL,
// and a file served at its file URL (with byte ranges).
import fs from "node:fs";
import type http from "node:http";
import type { Backend } from "../backend.js";
import { PayloadTooLargeError, sniffInlineType } from "../fileStorage.js";
import { send, sendJson, type HttpPolicy } from "./common.js";

/**
 * POST to an upload URL: the body is streamed to a temporary file, then
 * committed. The URL takes one file: its token is used up here.
 */
export async function upload(
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
export async function serveFile(
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
