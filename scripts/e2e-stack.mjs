#!/usr/bin/env node
// The stack the end-to-end tests drive: `npm start` on its own ports, with a
// fresh data directory (so fresh demo data) on every run — in production
// mode, like `npm start`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// E2E_DIR lets two runs side by side (on other E2E_PORT/CONVEX_PORT/CONVEX_SITE_PORT) keep apart.
const e2eDir = path.join(root, process.env.E2E_DIR ?? ".e2e");
const dataDir = path.join(e2eDir, "data");
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.LOCAL_DATA_DIR = dataDir;
process.env.DIST_DIR = path.join(e2eDir, "dist");
process.env.CONVEX_PORT ??= "3310";
process.env.CONVEX_SITE_PORT ??= "3311";
await import("./start.mjs");
