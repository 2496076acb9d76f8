#!/usr/bin/env node
// `npm start`: the whole product on this machine, offline — the embedded
// Convex backend with demo data (in production mode: clients get no function
// logs and no error details; the terminal gets both, and the mail outbox),
// and the built front end.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildFrontendIfStale } from "./build-frontend.mjs";
import { serveFrontend } from "./serve-frontend.mjs";
import { demoAccounts, stackConfig, startLocalBackend } from "./stack.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = stackConfig(root);
const started = Date.now();

// Data kept from an earlier start was made by earlier code: its migrations
// run once it is up (each finished one is skipped; a new data directory is
// seeded as today's code makes it instead).
const earlierData =
  fs.existsSync(config.dataDir) && fs.readdirSync(config.dataDir).length > 0;
const backend = await startLocalBackend(root, config, { mode: "production" });
if (earlierData) {
  const outcome = await backend.backend.runMutation(
    "migrations:runAll",
    {},
    { allowInternal: true },
  );
  if (!outcome.success)
    console.log(`Migrations could not start: ${outcome.errorMessage}`);
}
if (
  buildFrontendIfStale(root, {
    env: { VITE_CONVEX_URL: backend.cloudUrl },
    outDir: config.distDir,
  })
) {
  console.log(
    `Built the front end into ${path.relative(root, config.distDir)}/.`,
  );
}
const frontend = await serveFrontend({
  dir: config.distDir,
  port: config.frontendPort,
  host: config.host,
});

console.log(`
  VidyaQuest is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  App:            http://localhost:${config.frontendPort}${config.host === "127.0.0.1" ? "" : `  (listening on ${config.host})`}
  Backend API:    ${backend.cloudUrl}
  HTTP actions:   ${backend.siteUrl}
  Data kept in:   ${backend.dataDir}  (delete it to start over with fresh demo data)

  Demo accounts (local only):
${(await demoAccounts()).map((a) => `    ${a.label.padEnd(18)} ${a.email.padEnd(34)} ${a.password}`).join("\n")}

  Press Ctrl+C to stop.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  frontend.close();
  await backend.close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
