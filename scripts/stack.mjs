// Starts the embedded local backend (TypeScript, loaded through tsx) for `npm start` and `npm run dev`.
import path from "node:path";
import { register } from "tsx/esm/api";

register();

/** `CORS_ORIGINS`: extra origins, separated by commas or spaces. */
function originsFrom(value) {
  return (value ?? "")
    .split(/[\s,]+/)
    .map((o) => o.trim().replace(/\/+$/, ""))
    .filter(Boolean);
}

/** Ports, data directory, front-end host and extra CORS origins, overridable by environment variables. */
export function stackConfig(root) {
  return {
    frontendPort: Number(process.env.PORT ?? 3000),
    backendPort: Number(process.env.CONVEX_PORT ?? 3210),
    sitePort: Number(process.env.CONVEX_SITE_PORT ?? 3211),
    dataDir: path.resolve(root, process.env.LOCAL_DATA_DIR ?? ".local-data"),
    distDir: path.resolve(root, process.env.DIST_DIR ?? "dist"),
    // The front end listens on this machine only unless HOST says otherwise (e.g. HOST=0.0.0.0).
    host: process.env.HOST || "127.0.0.1",
    // Origins, besides the front end's own, whose pages may call the backend.
    corsOrigins: originsFrom(process.env.CORS_ORIGINS),
  };
}

/** The front end's own origins: the backend grants CORS to these (and CORS_ORIGINS). */
export function appOrigins(config) {
  return [
    `http://localhost:${config.frontendPort}`,
    `http://127.0.0.1:${config.frontendPort}`,
  ];
}

/**
 * The local mail outbox (convex/mail.ts keeps a mail in `email_outbox` when
 * no RESEND_API_KEY is set): the backend names each new one in its terminal
 * and says how to read it. Its text never goes to a log: it may hold a
 * sign-up code or a one-time link. Mails Resend delivered are not named.
 */
const OUTBOX = {
  table: "email_outbox",
  format: (mail) =>
    mail.provider === "outbox"
      ? `[outbox] A mail to ${mail.to}: "${mail.subject}". Read it: npm run outbox -- ${mail.to}`
      : null,
};

/**
 * `mode`: "production" for `npm start` and the e2e stack (clients get no
 * function logs and no error details), "development" for `npm run dev`.
 */
export async function startLocalBackend(
  root,
  config,
  { watch = false, mode = "production" } = {},
) {
  const { startBackend } = await import("@vidyaquest/local-backend");
  return startBackend({
    projectDir: root,
    dataDir: config.dataDir,
    port: config.backendPort,
    siteProxyPort: config.sitePort,
    watch,
    mode,
    outbox: OUTBOX,
    corsOrigins: [...appOrigins(config), ...(config.corsOrigins ?? [])],
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
