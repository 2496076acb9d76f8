#!/usr/bin/env node
// `npm start`: build what is needed and run the product on this machine.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildFrontendIfStale } from "./build-frontend.mjs";
import { serveFrontend } from "./serve-frontend.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);

const started = Date.now();
if (buildFrontendIfStale(root)) console.log("Built the front end into dist/.");
await serveFrontend({ dir: path.join(root, "dist"), port });

console.log(`
  VidyaQuest is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Front end:  http://localhost:${port}

  The offline backend (local Convex runtime with demo data) is the next
  release; until then the pages that need data say "Coming soon".
  Press Ctrl+C to stop.
`);
