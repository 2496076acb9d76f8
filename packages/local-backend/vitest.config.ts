import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "local-backend",
    environment: "node",
    include: ["tests/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own backend(s) on free ports; files run in parallel workers.
    pool: "forks",
  },
});
