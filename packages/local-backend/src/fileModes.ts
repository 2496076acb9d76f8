// The data directory holds secrets (the admin key, signing keys, users'
// data): only its owner may read it. Directories are 0700, files 0600.
import fs from "node:fs";
import path from "node:path";

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Create `dir` (and missing parents) as 0700, and make it 0700 if it exists. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  fs.chmodSync(dir, DIR_MODE);
}

/**
 * Tighten a tree: every directory 0700, every file 0600. Symbolic links are
 * left alone (not followed).
 */
export function tightenTree(root: string): void {
  const st = fs.lstatSync(root, { throwIfNoEntry: false });
  if (!st || st.isSymbolicLink()) return;
  if (st.isDirectory()) {
    if ((st.mode & 0o777) !== DIR_MODE) fs.chmodSync(root, DIR_MODE);
    for (const name of fs.readdirSync(root)) tightenTree(path.join(root, name));
  } else if ((st.mode & 0o777) !== FILE_MODE) {
    fs.chmodSync(root, FILE_MODE);
  }
}

/** Create an empty file as 0600 if it does not exist, and make it 0600. */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, "a", FILE_MODE));
  fs.chmodSync(file, FILE_MODE);
}
