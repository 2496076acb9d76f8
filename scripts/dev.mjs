#!/usr/bin/env node
// `npm run dev`: the local backend in development mode, reloading convex/ on
// change (function logs printed with their names, and sent to the browser
// console as on a Convex dev deployment), and Vite with hot reload.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { stackConfig, startLocalBackend } from "./stack.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = stackConfig(root);
const backend = await startLocalBackend(root, config, {
  watch: true,
  mode: "development",
});
process.env.VITE_CONVEX_URL = backend.cloudUrl;
const vite = await createServer({
  root,
  server: { host: config.host, port: config.frontendPort, strictPort: true },
});
await vite.listen();
console.log(`
  VidyaQuest (development)

  App:            http://localhost:${config.frontendPort}  (hot reload)
  Backend API:    ${backend.cloudUrl}  (reloads when convex/ changes)
  HTTP actions:   ${backend.siteUrl}
  Data kept in:   ${backend.dataDir}
`);
