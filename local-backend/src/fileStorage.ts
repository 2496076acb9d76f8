// File storage on disk: blobs live under <dataDir>/storage/<storageId>, their
// metadata in the `_storage` system table. Upload URLs carry an HMAC token so
// no server state is needed to accept an upload.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const UPLOAD_URL_TTL_MS = 60 * 60 * 1000;

export class FileStorage {
  readonly dir: string;
  private readonly secret: Buffer;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, "storage");
    fs.mkdirSync(this.dir, { recursive: true });
    const secretFile = path.join(dataDir, "upload-secret");
    if (!fs.existsSync(secretFile))
      fs.writeFileSync(secretFile, crypto.randomBytes(32).toString("hex"), {
        mode: 0o600,
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

  /** Write bytes durably to a temporary file; returns its path, sha256 (base64) and size. */
  writeTemp(bytes: Uint8Array): { tmp: string; sha256: string; size: number } {
    const tmp = path.join(
      this.dir,
      `.upload-${crypto.randomBytes(8).toString("hex")}`,
    );
    const fd = fs.openSync(tmp, "w");
    try {
      fs.writeSync(fd, bytes);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    const sha256 = crypto.createHash("sha256").update(bytes).digest("base64");
    return { tmp, sha256, size: bytes.byteLength };
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
