// Entry point: `startBackend()` and the CLI.
//
//   local-backend start [--project <dir>] [--data <dir>]
//       [--port 3210] [--site-port 3211] [--watch] [--quiet]
//       [--dev] [--outbox-table <table>] [--cors-origin <origin>]...
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { Backend } from "./backend.js";
import type { BackendMode } from "./backend/outcome.js";
import { AuthVerifier, ensureAdminKey, ensureAuthKeys } from "./auth.js";
import { SyncServer } from "./sync.js";
import { Scheduler } from "./scheduler.js";
import { attachCloudServer } from "./http.js";
import {
  DEFAULT_MAX_CONCURRENT_REQUESTS,
  DEFAULT_MAX_UPLOAD_BYTES,
  MAX_FUNCTION_BODY_BYTES,
  MAX_HTTP_ACTION_BODY_BYTES,
  RequestGate,
} from "./http/common.js";
import { attachSiteServer } from "./http/site.js";
import { holdUntilReady } from "./http/startGate.js";
import { hostConsole } from "./runtime/context.js";
import { ensurePrivateDir, tightenTree } from "./fileModes.js";
import type { Doc } from "./db/documents.js";

/** A table whose new rows the backend prints to its own log (a local mail outbox). */
export type OutboxOption = {
  table: string;
  /**
   * The text printed for a new row, or null to print nothing for it. By
   * default a row with string `to` and `subject` prints as
   * `[outbox] A mail to <to>: "<subject>" …`, any other row by its id: never
   * a row's contents, which may hold a code or a one-time link.
   */
  format?: (doc: Doc) => string | null;
};

export type StartOptions = {
  /** Directory containing convex/ (and optionally local-backend.env, convex.json). */
  projectDir: string;
  /** Where the database, files and build output live (default <projectDir>/.local-data). */
  dataDir?: string;
  /** Client API port (default 3210; 0 picks a free port). */
  port?: number;
  /** HTTP actions port (default 3211; 0 picks a free port). */
  siteProxyPort?: number;
  /** Rebundle and reload functions when convex/ changes. */
  watch?: boolean;
  /** Host to bind (default 127.0.0.1). */
  host?: string;
  /** Function log / backend message sink (default stdout). */
  log?: (line: string) => void;
  /** Extra environment variables for functions (override the env file). */
  env?: Record<string, string>;
  /** Run `seed:run` on a new data directory (default true). */
  seed?: boolean;
  /**
   * "production" (default): function log lines never reach clients and an
   * error without ConvexError data reaches them as `[Request ID: <id>]
   * Server Error` only (details in this backend's log). "development": both
   * are sent, as a Convex dev deployment does. Admin-key callers see both.
   */
  mode?: BackendMode;
  /** Print each new row of this table to the log (in both modes). */
  outbox?: OutboxOption;
  /** Origins granted CORS on the client API (default none), e.g. `http://localhost:3000`. */
  corsOrigins?: string[];
  /** Cap on one upload to an upload URL (default env LOCAL_UPLOAD_MAX_BYTES, else 200 MiB). */
  maxUploadBytes?: number;
  /** Requests in flight at once over both ports; more get 503 (default 256). */
  maxConcurrentRequests?: number;
};

export type RunningBackend = {
  cloudUrl: string;
  siteUrl: string;
  dataDir: string;
  /**
   * The admin key (kept in `<dataDir>/admin-key`): `setAdminAuth(adminKey)`
   * on a Convex client allows internal functions and acting as a user.
   */
  adminKey: string;
  backend: Backend;
  /** The sync protocol's server (its `stats()`: sessions, subscriptions, …). */
  sync: SyncServer;
  close(): Promise<void>;
};

/** Parse a dotenv-style file: KEY=value, optional quotes, # comments. */
export function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2];
    if (
      (value.startsWith('"') && value.endsWith('"')) ||
      (value.startsWith("'") && value.endsWith("'"))
    ) {
      const quote = value[0];
      value = value.slice(1, -1);
      if (quote === '"')
        value = value.replace(/\\n/g, "\n").replace(/\\"/g, '"');
    } else {
      value = value.replace(/\s+#.*$/, "");
    }
    out[m[1]] = value;
  }
  return out;
}

function functionsDirOf(projectDir: string): string {
  const configFile = path.join(projectDir, "convex.json");
  if (fs.existsSync(configFile)) {
    const config = JSON.parse(fs.readFileSync(configFile, "utf8")) as {
      functions?: string;
    };
    if (config.functions) return path.resolve(projectDir, config.functions);
  }
  return path.join(projectDir, "convex");
}

function listen(
  server: http.Server,
  port: number,
  host: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startBackend(
  options: StartOptions,
): Promise<RunningBackend> {
  const projectDir = path.resolve(options.projectDir);
  const dataDir = path.resolve(
    options.dataDir ?? path.join(projectDir, ".local-data"),
  );
  const host = options.host ?? "127.0.0.1";
  const log = options.log ?? ((line: string) => hostConsole.log(line));
  // Only the owner may read the data directory: 0700, its files 0600.
  ensurePrivateDir(dataDir);
  tightenTree(dataDir);
  const fresh = !fs.existsSync(path.join(dataDir, "db.sqlite3"));

  const cloudServer = http.createServer();
  const siteServer = http.createServer();
  // Until the handlers are attached, what arrives is held, not dropped.
  const gate = holdUntilReady([cloudServer, siteServer]);
  const cloudPort = await listen(cloudServer, options.port ?? 3210, host);
  const sitePort = await listen(
    siteServer,
    options.siteProxyPort ?? 3211,
    host,
  );
  const cloudUrl = `http://${host}:${cloudPort}`;
  const siteUrl = `http://${host}:${sitePort}`;

  const envFile = path.join(projectDir, "local-backend.env");
  const fileEnv = fs.existsSync(envFile)
    ? parseEnvFile(fs.readFileSync(envFile, "utf8"))
    : {};
  const keys = await ensureAuthKeys(dataDir);
  const adminKey = ensureAdminKey(dataDir);
  const env: Record<string, string> = {
    SITE_URL: "http://localhost:5173",
    ...keys,
    ...fileEnv,
    ...(options.env ?? {}),
    CONVEX_CLOUD_URL: cloudUrl,
    CONVEX_SITE_URL: siteUrl,
  };

  const backend = new Backend({
    mode: options.mode ?? "production",
    functionsDir: functionsDirOf(projectDir),
    dataDir,
    cloudUrl,
    siteUrl,
    env,
    log,
  });
  try {
    await backend.load();
  } catch (e) {
    gate.fail();
    backend.close();
    await Promise.all([closeServer(cloudServer), closeServer(siteServer)]);
    throw e;
  }
  if (fresh && options.seed !== false)
    await backend.writeMeta("seed_pending", "1");

  const auth = new AuthVerifier(
    () => backend.app?.authProviders ?? [],
    adminKey,
    env.JWKS ? { issuer: siteUrl, jwks: env.JWKS } : null,
  );
  const sync = new SyncServer(backend, auth, log);
  const scheduler = new Scheduler(backend, log);
  const policy = {
    maxBodyBytes: MAX_FUNCTION_BODY_BYTES,
    maxUploadBytes: options.maxUploadBytes ?? uploadCapFromEnv(),
    corsOrigins: options.corsOrigins ?? [],
    gate: new RequestGate(
      options.maxConcurrentRequests ?? DEFAULT_MAX_CONCURRENT_REQUESTS,
      log,
    ),
    log,
  };
  attachCloudServer(cloudServer, backend, auth, sync, scheduler, policy);
  attachSiteServer(siteServer, backend, auth, siteUrl, {
    ...policy,
    maxBodyBytes: MAX_HTTP_ACTION_BODY_BYTES,
  });
  gate.open();
  const stopOutbox = options.outbox
    ? printInserts(backend, options.outbox, log)
    : () => {};
  await scheduler.start();

  if (
    backend.store.getMeta("seed_pending") === "1" &&
    backend.kindOf("seed:run") === "mutation"
  ) {
    log("[local-backend] New data directory: running seed:run");
    const outcome = await backend.runMutation(
      "seed:run",
      {},
      {
        allowInternal: true,
        beforeCommit: () => backend.store.setMeta("seed_pending", "0"),
      },
    );
    if (!outcome.success)
      log(`[local-backend] seed:run failed: ${outcome.errorMessage}`);
  }

  let watcher: fs.FSWatcher | null = null;
  if (options.watch) {
    let timer: NodeJS.Timeout | null = null;
    let reloading = Promise.resolve();
    const reload = () => {
      reloading = reloading.then(async () => {
        try {
          await backend.load();
          scheduler.reloadCrons();
          sync.invalidateAll();
          log("[local-backend] Functions reloaded");
        } catch (e) {
          log(
            `[local-backend] Reload failed, keeping the previous functions: ${e instanceof Error ? e.message : String(e)}`,
          );
        }
      });
    };
    watcher = fs.watch(
      functionsDirOf(projectDir),
      { recursive: true },
      (_event, file) => {
        if (file && /(^|[\\/])(\.|#)|~$/.test(String(file))) return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(reload, 150);
      },
    );
  }

  let closed = false;
  return {
    cloudUrl,
    siteUrl,
    dataDir,
    adminKey,
    backend,
    sync,
    async close() {
      if (closed) return;
      closed = true;
      watcher?.close();
      stopOutbox();
      scheduler.stop();
      sync.close();
      await Promise.all([closeServer(cloudServer), closeServer(siteServer)]);
      // Let in-flight mutations finish before closing the database.
      const release = await backend.writeLock();
      backend.close();
      release();
    },
  };
}

function uploadCapFromEnv(): number {
  const raw = process.env.LOCAL_UPLOAD_MAX_BYTES;
  if (raw === undefined || raw === "") return DEFAULT_MAX_UPLOAD_BYTES;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new Error(
      `LOCAL_UPLOAD_MAX_BYTES must be a positive whole number of bytes, not "${raw}"`,
    );
  return n;
}

function defaultOutboxFormat(table: string, doc: Doc): string {
  // A mail's text may hold a code or a one-time link: the log names the
  // mail, never its text (read it from the table with the admin key).
  const { to, subject } = doc;
  if (typeof to === "string" && typeof subject === "string")
    return `[outbox] A mail to ${to}: "${subject}" (its text is in ${table})`;
  return `[outbox] A new row in ${table}: ${String(doc._id)}`;
}

/**
 * Print each row committed to the outbox table, from the backend's own
 * process (after commit: a rolled-back insert prints nothing). Returns the
 * unsubscribe function.
 */
function printInserts(
  backend: Backend,
  outbox: OutboxOption,
  log: (line: string) => void,
): () => void {
  const format =
    outbox.format ?? ((doc: Doc) => defaultOutboxFormat(outbox.table, doc));
  return backend.onCommit((_ts, effects) => {
    if (effects === "all") return;
    for (const effect of effects) {
      if (effect.table !== outbox.table || !effect.inserted) continue;
      try {
        const line = format(effect.inserted);
        if (line !== null) log(line);
      } catch (e) {
        log(
          `[local-backend] Printing a new ${outbox.table} row failed: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    }
  });
}

/** `CORS_ORIGINS`: origins separated by commas or spaces. */
export function corsOriginsFromEnv(value = process.env.CORS_ORIGINS): string[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .map((o) => o.trim().replace(/\/+$/, ""))
    .filter(Boolean);
}

function parseArgs(argv: string[]): StartOptions & { quiet: boolean } {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const corsOrigins: string[] = [];
  argv.forEach((a, i) => {
    if (a === "--cors-origin" && argv[i + 1]) corsOrigins.push(argv[i + 1]);
  });
  const outboxTable = get("--outbox-table");
  return {
    mode: argv.includes("--dev") ? "development" : "production",
    corsOrigins: [...corsOrigins, ...corsOriginsFromEnv()],
    outbox: outboxTable ? { table: outboxTable } : undefined,
    projectDir: get("--project") ?? process.cwd(),
    dataDir: get("--data"),
    port: get("--port") !== undefined ? Number(get("--port")) : undefined,
    siteProxyPort:
      get("--site-port") !== undefined ? Number(get("--site-port")) : undefined,
    host: get("--host"),
    watch: argv.includes("--watch"),
    seed: !argv.includes("--no-seed"),
    quiet: argv.includes("--quiet"),
  };
}

/** The `start` command: serves until SIGINT or SIGTERM; exits 1 if it cannot start. */
export async function startCli(argv: string[]): Promise<number> {
  const opts = parseArgs(argv);
  try {
    const running = await startBackend({
      ...opts,
      log: opts.quiet ? () => {} : undefined,
    });
    hostConsole.log(
      `Convex local backend ready: ${running.cloudUrl} (HTTP actions: ${running.siteUrl}), data in ${running.dataDir} (admin key in ${path.join(running.dataDir, "admin-key")})`,
    );
    const stop = () => {
      void running.close().then(() => process.exit(0));
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    return 0;
  } catch (e) {
    hostConsole.error(e instanceof Error ? e.message : e);
    // What a failed start left open must not keep the process alive.
    process.exit(1);
  }
}
