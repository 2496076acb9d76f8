// Starts the embedded local backend (TypeScript, loaded through tsx) for `npm start` and `npm run dev`.
import path from "node:path";
import { register } from "tsx/esm/api";

register();

/** Ports and data directory, overridable by environment variables. */
export function stackConfig(root) {
  return {
    frontendPort: Number(process.env.PORT ?? 3000),
    backendPort: Number(process.env.CONVEX_PORT ?? 3210),
    sitePort: Number(process.env.CONVEX_SITE_PORT ?? 3211),
    dataDir: path.resolve(root, process.env.LOCAL_DATA_DIR ?? ".local-data"),
    distDir: path.resolve(root, process.env.DIST_DIR ?? "dist"),
  };
}

export async function startLocalBackend(root, config, { watch = false } = {}) {
  const { startBackend } = await import("../local-backend/src/main.ts");
  return startBackend({
    projectDir: root,
    dataDir: config.dataDir,
    port: config.backendPort,
    siteProxyPort: config.sitePort,
    watch,
    // Convex Auth builds its links (e.g. password reset) from SITE_URL: the front end.
    env: {
      SITE_URL: `http://localhost:${config.frontendPort}`,
      // Public passwords: only ever on a local backend (see convex/seedData/demoAccounts.ts).
      SEED_DEMO_ACCOUNTS: "true",
    },
  });
}

/** The demo accounts the seed creates, for `npm start` to print. */
export async function demoAccounts() {
  const { DEMO_ACCOUNTS } = await import("../convex/seedData/demoAccounts.ts");
  return DEMO_ACCOUNTS;
}
