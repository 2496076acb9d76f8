// The backend behaviour tests (tests/convex/**/*.test.ts) against the real
// local backend instead of convex-test: same tests, same expectations.
//
//   npx vitest run --config tests/convex/conformance.config.ts
//
// Tests must get their backend from ./harness (`newBackend()`); tests that
// need convex-test's `t.run` (schema.test.ts) are left out.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export default defineConfig({
  root,
  test: {
    name: "conformance",
    environment: "node",
    include: ["tests/convex/**/*.test.ts"],
    exclude: ["tests/convex/schema.test.ts"],
    setupFiles: ["tests/convex/conformance.setup.ts"],
    env: { CONVEX_TARGET: "local" },
    // Each file starts its own backend (a few seconds: bundling convex/).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
