/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type HtmlTagDescriptor, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

/**
 * The Home page is where most visits start: preload its lazy chunk (and what
 * it imports) from index.html instead of discovering it after the router runs.
 * It stays a separate chunk, so other pages never execute it.
 */
function preloadLandingRoute(entry: string): Plugin {
  return {
    name: "preload-landing-route",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
        const landing = chunks.find((c) => c.facadeModuleId?.endsWith(entry));
        if (!landing)
          throw new Error(`preload-landing-route: no chunk for ${entry}`);
        const tags: HtmlTagDescriptor[] = [];
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (
            seen.has(fileName) ||
            !chunk ||
            chunk.type !== "chunk" ||
            chunk.isEntry
          )
            return;
          seen.add(fileName);
          tags.push({
            tag: "link",
            attrs: { rel: "modulepreload", href: `/${fileName}` },
            injectTo: "head",
          });
          for (const css of chunk.viteMetadata?.importedCss ?? []) {
            tags.push({
              tag: "link",
              attrs: { rel: "stylesheet", href: `/${css}` },
              injectTo: "head",
            });
          }
          chunk.imports.forEach(visit);
        };
        visit(landing.fileName);
        return tags;
      },
    },
  };
}

export default defineConfig({
  // src/ reaches the backend only through @convex/_generated and @convex/shared (eslint.config.js fences the rest).
  resolve: {
    alias: { "@convex": fileURLToPath(new URL("./convex", import.meta.url)) },
  },
  // Pre-compressed copies let the static server send gzip/brotli without work per request.
  plugins: [
    react(),
    preloadLandingRoute("src/app/pages/home/HomePage.tsx"),
    compression({ algorithms: ["gzip", "brotliCompress"] }),
  ],
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  build: {
    sourcemap: true,
  },
  test: {
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
});
