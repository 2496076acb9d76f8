/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

export default defineConfig(({ isSsrBuild }) => ({
  // src/ reaches the backend only through @convex/_generated and @convex/shared (eslint.config.js fences the rest).
  resolve: {
    alias: { "@convex": fileURLToPath(new URL("./convex", import.meta.url)) },
  },
  // Pre-compressed copies let the static server send gzip/brotli without work per request.
  plugins: [react(), compression({ algorithms: ["gzip", "brotliCompress"] })],
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  build: {
    sourcemap: true,
    // The pre-render (scripts/prerender.mjs) reads which chunks and
    // stylesheets each pre-rendered page needs from the manifest.
    manifest: true,
    // No polyfill for module preloading: browsers without it (Safari before
    // 17) still load every chunk, one after another rather than together,
    // and the others do not download its code on every first page.
    modulePreload: { polyfill: false },
    // In the browser build, a shared chunk under 8 KB is copied into the
    // chunks that use it rather than fetched on its own: a page loads a
    // dozen files instead of fifty, each compressed as a whole, and the
    // entry's preload map lists fewer files. (Not in the pre-render's Node
    // build, whose entry must keep its exports.)
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
            },
          },
        },
  },
  test: {
    // The main process mostly waits on its workers: on two cores, two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      "packages/local-backend/vitest.config.ts",
      {
        extends: true,
        test: {
          name: "backend",
          environment: "edge-runtime",
          include: ["tests/convex/**/*.test.ts"],
          server: { deps: { inline: ["convex-test"] } },
        },
      },
      {
        extends: true,
        test: {
          name: "ui",
          environment: "jsdom",
          include: ["tests/ui/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/ui/setup.ts"],
          // Typing whole forms in jsdom takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "tools",
          environment: "node",
          include: ["tests/tools/**/*.test.ts"],
          testTimeout: 30_000,
        },
      },
    ],
  },
}));
