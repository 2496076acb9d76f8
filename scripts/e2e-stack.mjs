#!/usr/bin/env node
// The stack the end-to-end tests drive: `npm start` on its own ports, with a
// fresh data directory (so fresh demo data) on every run.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.join(root, ".e2e", "data");
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.LOCAL_DATA_DIR = dataDir;
process.env.DIST_DIR = path.join(root, ".e2e", "dist");
process.env.CONVEX_PORT ??= "3310";
process.env.CONVEX_SITE_PORT ??= "3311";
await import("./start.mjs");
