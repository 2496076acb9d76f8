// The backend behaviour tests (tests/convex/**/*.test.ts) against the real
// local backend instead of convex-test: same tests, same expectations.
//
//   npx vitest run --config tests/convex/vitest.conformance.config.ts
//
// A test file takes part when it gets its backend from ./harness
// (`newBackend()`, or `import "./harness"` when its fixtures make the
// backend); files still on ./setup (convex-test only) and schema.test.ts
// are left out, so nothing runs on convex-test by mistake.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../..",
);
const testsDir = path.join(root, "tests/convex");
const usesHarness =
  /(?:from|import)\s+["'](?:\.{1,2}\/)+(?:[\w-]+\/)*harness(?:\.js|\.ts)?["']/;
// A file whose own `newBackend` is convex-test's (it takes only helpers from
// the harness) stays out: convex-test would take over the worker's globals.
const testsOnConvexTest =
  /import\s*\{[^}]*\bnewBackend\b(?!\s+as\b)[^}]*\}\s*from\s*["']\.\/setup["']/;

const include = fs
  .readdirSync(testsDir, { recursive: true, encoding: "utf8" })
  .filter(
    (f) => f.endsWith(".test.ts") && path.basename(f) !== "schema.test.ts",
  )
  .filter((f) => {
    const text = fs.readFileSync(path.join(testsDir, f), "utf8");
    return usesHarness.test(text) && !testsOnConvexTest.test(text);
  })
  .map((f) => path.posix.join("tests/convex", f.split(path.sep).join("/")));

export default defineConfig({
  root,
  test: {
    name: "conformance",
    environment: "node",
    include: include.length > 0 ? include : ["tests/convex/__none__.test.ts"],
    passWithNoTests: true,
    globalSetup: ["tests/convex/conformance.global.ts"],
    setupFiles: ["tests/convex/conformance.setup.ts"],
    env: { CONVEX_TARGET: "local" },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The files of a worker run in one process and share its backend:
    // starting a backend (bundling convex/, loading the local backend's
    // sources) took ~25 s of every file. Each test still starts from an
    // empty database. (A file that stubs environment variables restores
    // them itself, in its afterAll.)
    pool: "forks",
    isolate: false,
    // The main process mostly waits: on two cores, two workers.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
