// File storage on disk: blobs live under <dataDir>/storage/<storageId>, their
// metadata in the `_storage` system table. Upload URLs carry an HMAC token so
// no server state is needed to accept an upload.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { FILE_MODE, ensurePrivateDir } from "./fileModes.js";

const UPLOAD_URL_TTL_MS = 60 * 60 * 1000;

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

  uploadToken(): string {
    const expires = Date.now() + UPLOAD_URL_TTL_MS;
    const nonce = crypto.randomBytes(8).toString("hex");
    const payload = `${expires}.${nonce}`;
    const mac = crypto
      .createHmac("sha256", this.secret)
      .update(payload)
      .digest("base64url");
    return `${payload}.${mac}`;
  }

  checkUploadToken(token: string | null): boolean {
    if (!token) return false;
    const parts = token.split(".");
    if (parts.length !== 3) return false;
    const [expires, nonce, mac] = parts;
    const expected = crypto
      .createHmac("sha256", this.secret)
      .update(`${expires}.${nonce}`)
      .digest("base64url");
    if (
      mac.length !== expected.length ||
      !crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))
    )
      return false;
    return Number(expires) > Date.now();
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

  remove(storageId: string): void {
    fs.rmSync(this.pathOf(storageId), { force: true });
  }
}
