// One temporary folder for the conformance run's backends, removed at the
// end even when a worker is stopped before it can clean up after itself.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "conformance-"));
  process.env.CONFORMANCE_DATA_ROOT = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
