// File storage on disk: blobs live under <dataDir>/storage/<storageId>, their
// metadata in the `_storage` system table. Upload URLs carry an HMAC token
// (its expiry and a nonce); each takes one file: a nonce once used is
// remembered until its token expires, and tokens issued before this process
// started are refused (so a restart forgets nothing that could be reused).
// File URLs carry an HMAC of the file's id: a file is served only at the URL
// `getUrl` gave, never at a URL made from its id alone.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { FILE_MODE, ensurePrivateDir } from "./fileModes.js";

/** An upload URL must be used within 10 minutes (Convex's own last an hour). */
export const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;

/**
 * The types served inline, known by a file's first bytes (never by the type
 * declared at upload): MP4 and WebM video, WebVTT captions. Anything else is
 * served as a download (`Content-Disposition: attachment`).
 */
export type InlineType = "video/mp4" | "video/webm" | "text/vtt";
/** How many leading bytes `sniffInlineType` looks at. */
export const SNIFF_BYTES = 64;

export function sniffInlineType(head: Uint8Array): InlineType | null {
  const ascii = (from: number, to: number) =>
    String.fromCharCode(...head.subarray(from, to));
  // ISO base media (MP4): a first box of type `ftyp`.
  if (head.length >= 12 && ascii(4, 8) === "ftyp") return "video/mp4";
  // WebM: an EBML header whose DocType is "webm".
  if (
    head.length >= 4 &&
    head[0] === 0x1a &&
    head[1] === 0x45 &&
    head[2] === 0xdf &&
    head[3] === 0xa3 &&
    ascii(4, head.length).includes("webm")
  )
    return "video/webm";
  // WebVTT: "WEBVTT" (after an optional BOM), then a space, tab, newline or the end.
  const start =
    head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  if (
    ascii(start, start + 6) === "WEBVTT" &&
    (head.length === start + 6 || /[ \t\r\n]/.test(ascii(start + 6, start + 7)))
  )
    return "text/vtt";
  return null;
}

/** A body bigger than the limit it was read under. */
export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than the limit of ${limit} bytes`);
  }
}

/** A temporary file written in the storage directory, not yet a stored file. */
export type TempFile = { tmp: string; sha256: string; size: number };

export class FileStorage {
  readonly dir: string;
  private readonly secret: Buffer;
  /** When this process started: upload tokens issued earlier are refused. */
  private readonly startedAt = Date.now();
  /** Nonces of upload tokens already used, with their expiry. */
  private readonly usedNonces = new Map<string, number>();

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, "storage");
    ensurePrivateDir(this.dir);
    const secretFile = path.join(dataDir, "upload-secret");
    if (!fs.existsSync(secretFile))
      fs.writeFileSync(secretFile, crypto.randomBytes(32).toString("hex"), {
        mode: FILE_MODE,
      });
    this.secret = Buffer.from(
      fs.readFileSync(secretFile, "utf8").trim(),
      "hex",
    );
  }

  private mac(payload: string): string {
    return crypto
      .createHmac("sha256", this.secret)
      .update(payload)
      .digest("base64url");
  }

  uploadToken(): string {
    const expires = Date.now() + UPLOAD_URL_TTL_MS;
    const nonce = crypto.randomBytes(8).toString("hex");
    const payload = `${expires}.${nonce}`;
    return `${payload}.${this.mac(payload)}`;
  }

  /**
   * Accepts an upload token once: genuine, not expired, issued by this
   * process and not used before. A token is used up when its upload starts,
   * whether or not the upload then succeeds.
   */
  useUploadToken(token: string | null): boolean {
    if (!token) return false;
    const parts = token.split(".");
    if (parts.length !== 3) return false;
    const [expiresText, nonce, mac] = parts;
    if (!safeEqual(mac, this.mac(`${expiresText}.${nonce}`))) return false;
    const expires = Number(expiresText);
    const now = Date.now();
    if (!(expires > now) || expires - UPLOAD_URL_TTL_MS < this.startedAt)
      return false;
    for (const [used, until] of this.usedNonces)
      if (until <= now) this.usedNonces.delete(used);
    if (this.usedNonces.has(nonce)) return false;
    this.usedNonces.set(nonce, expires);
    return true;
  }

  /** The token of a file's URL: only the backend can make it from the id. */
  fileToken(storageId: string): string {
    return this.mac(`file:${storageId}`);
  }

  checkFileToken(storageId: string, token: string | null): boolean {
    return token !== null && safeEqual(token, this.fileToken(storageId));
  }

  /** The first SNIFF_BYTES bytes of a stored file (fewer if it is shorter). */
  head(storageId: string): Uint8Array {
    const fd = fs.openSync(this.pathOf(storageId), "r");
    try {
      const buf = Buffer.alloc(SNIFF_BYTES);
      const n = fs.readSync(fd, buf, 0, SNIFF_BYTES, 0);
      return buf.subarray(0, n);
    } finally {
      fs.closeSync(fd);
    }
  }

  pathOf(storageId: string): string {
    if (!/^[0-9a-z]+$/.test(storageId))
      throw new Error(`Invalid storage id ${storageId}`);
    return path.join(this.dir, storageId);
  }

  private tempPath(): string {
    return path.join(
      this.dir,
      `.upload-${crypto.randomBytes(8).toString("hex")}`,
    );
  }

  /** Write bytes durably to a temporary file; returns its path, sha256 (base64) and size. */
  writeTemp(bytes: Uint8Array): TempFile {
    const tmp = this.tempPath();
    const fd = fs.openSync(tmp, "wx", FILE_MODE);
    try {
      fs.writeSync(fd, bytes);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    const sha256 = crypto.createHash("sha256").update(bytes).digest("base64");
    return { tmp, sha256, size: bytes.byteLength };
  }

  /**
   * Stream a body to a temporary file (never more than a chunk in memory),
   * hashing it on the way; durable (fsynced) when this resolves. Past
   * `maxBytes` it stops reading, removes the file and rejects with
   * PayloadTooLargeError; the caller answers and closes the connection.
   */
  async writeTempStream(source: Readable, maxBytes: number): Promise<TempFile> {
    const tmp = this.tempPath();
    const file = await fs.promises.open(tmp, "wx", FILE_MODE);
    const hash = crypto.createHash("sha256");
    let size = 0;
    try {
      await new Promise<void>((resolve, reject) => {
        let settled = false;
        const fail = (e: unknown) => {
          if (settled) return;
          settled = true;
          source.pause();
          source.off("data", onData);
          reject(e instanceof Error ? e : new Error(String(e)));
        };
        const onData = (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return fail(new PayloadTooLargeError(maxBytes));
          hash.update(chunk);
          source.pause();
          file.write(chunk).then(() => {
            if (!settled) source.resume();
          }, fail);
        };
        source.on("data", onData);
        source.once("end", () => {
          if (settled) return;
          settled = true;
          resolve();
        });
        source.once("error", fail);
        source.once("close", () => fail(new Error("The upload was aborted")));
      });
      await file.sync();
      await file.close();
    } catch (e) {
      await file.close().catch(() => {});
      fs.rmSync(tmp, { force: true });
      throw e;
    }
    return { tmp, sha256: hash.digest("base64"), size };
  }

  commitTemp(tmp: string, storageId: string): void {
    fs.renameSync(tmp, this.pathOf(storageId));
  }

  discardTemp(tmp: string): void {
    fs.rmSync(tmp, { force: true });
  }

  read(storageId: string): Buffer | null {
    try {
      return fs.readFileSync(this.pathOf(storageId));
    } catch {
      return null;
    }
  }

  /** A stored file as a Blob read lazily from disk, or null if it is gone. */
  async openBlob(storageId: string, type: string): Promise<Blob | null> {
    try {
      return await fs.openAsBlob(this.pathOf(storageId), { type });
    } catch {
      return null;
    }
  }

  remove(storageId: string): void {
    fs.rmSync(this.pathOf(storageId), { force: true });
  }
}

function safeEqual(a: string, b: string): boolean {
  return (
    a.length === b.length &&
    crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b))
  );
}
