// The function runtime: resolves functions, runs queries / mutations /
// actions / HTTP actions with the right context, implements the syscalls
// `convex/server` performs, and commits mutations to SQLite.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  convexToJson,
  jsonToConvex,
  type JSONValue,
  type Value,
} from "convex/values";
import { Store, type Doc, type WriteEffect } from "./db/store.js";
import { RWLock } from "./lock.js";
import {
  loadApp,
  canonicalPath,
  pruneBuilds,
  type LoadedApp,
  type RegisteredFunction,
  type FunctionKind,
} from "./modules.js";
import {
  als,
  installGlobals,
  loaderAls,
  hostConsole,
  type ExecContext,
  type Journal,
  type RequestClient,
  type SyscallHost,
  type UdfKind,
  type UserIdentity,
} from "./runtime/context.js";
import { Transaction } from "./runtime/transaction.js";
import { END_CURSOR, type QueryJson } from "./runtime/queryEngine.js";
import { validate, type ValidatorJson } from "./validator.js";
import { FileStorage } from "./fileStorage.js";
import type { ReadSet } from "./runtime/readSet.js";

export type Outcome =
  | {
      success: true;
      value: JSONValue;
      logLines: string[];
      ts?: bigint;
      readSet?: ReadSet;
      journal?: Journal;
      documentsRead?: number;
    }
  | {
      success: false;
      errorMessage: string;
      errorData?: JSONValue;
      /** The request id in `errorMessage`, and in the backend's log entry for the failure. */
      requestId?: string;
      logLines: string[];
      ts?: undefined;
      readSet?: ReadSet;
      journal?: Journal;
      documentsRead?: number;
    };

export type CallOptions = {
  identity?: UserIdentity | null;
  authToken?: string | null;
  /** Server-side callers (scheduler, crons, seeding, other functions) may call internal functions. */
  allowInternal?: boolean;
  /** Subscription re-runs pass the journal of the previous run. */
  journal?: Journal;
  /** The caller already holds the read lock (subscription updates). */
  lockHeld?: boolean;
  /** Called synchronously right after a mutation commits (or fails), before subscribers hear of it. */
  onCommit?: (outcome: Outcome) => void;
  /** Extra writes in the mutation's transaction, just before commit. */
  beforeCommit?: (tx: Transaction) => void;
  scheduledFunctionId?: string | null;
  /** The client whose request this is (WebSocket or HTTP); nested calls inherit it. */
  client?: RequestClient;
  /**
   * Run this function instead of resolving the path (the path only names it
   * in logs): an in-process test's `t.run(ctx => …)`, built with the caller's
   * own `internalMutationGeneric`.
   */
  adHoc?: RegisteredFunction;
};

/**
 * `production` (the default): clients get no function log lines and no
 * detail of an error without ConvexError data (exactly `[Request ID: <id>]
 * Server Error`), as on a Convex production deployment; the detail goes to
 * the backend's own log. `development`: both are sent, as a Convex dev
 * deployment does. Admin callers (the admin key) see everything in both
 * modes, as Convex lets admin authorization see logs.
 */
export type BackendMode = "production" | "development";

/** What a caller may see of a function's outcome. */
export type ClientOutcome =
  | { success: true; value: JSONValue; logLines: string[] }
  | {
      success: false;
      errorMessage: string;
      errorData?: JSONValue;
      logLines: string[];
    };

export type BackendOptions = {
  /** Default "production". */
  mode?: BackendMode;
  functionsDir: string;
  dataDir: string;
  cloudUrl: string;
  siteUrl: string;
  env: Record<string, string>;
  /** Where function logs and backend messages go (default: stdout). */
  log?: (line: string) => void;
};

/** `effects` is "all" when everything may have changed (a reset). */
export type CommitListener = (
  ts: bigint,
  effects: readonly WriteEffect[] | "all",
) => void;

const KIND_LETTER: Record<UdfKind, string> = {
  query: "Q",
  mutation: "M",
  action: "A",
  http: "H",
};

/** An error whose message and ConvexError data travel to the calling function (syscall rejection shape). */
class SyscallError extends Error {
  constructor(
    message: string,
    readonly data?: JSONValue,
  ) {
    super(message);
  }
}

function isConvexError(e: unknown): e is Error & { data: unknown } {
  return typeof e === "object" && e !== null && Symbol.for("ConvexError") in e;
}

export class Backend implements SyscallHost {
  readonly store: Store;
  readonly lock = new RWLock();
  readonly files: FileStorage;
  app: LoadedApp | null = null;
  ts: bigint;
  private listeners = new Set<CommitListener>();
  private scheduledListeners = new Set<() => void>();
  private readonly log: (line: string) => void;
  private savepointCounter = 0;
  readonly mode: BackendMode;

  constructor(readonly options: BackendOptions) {
    installGlobals();
    process.setSourceMapsEnabled(true);
    this.store = new Store(path.join(options.dataDir, "db.sqlite3"));
    this.files = new FileStorage(options.dataDir);
    this.ts = BigInt(this.store.getMeta("ts") ?? "0");
    this.log = options.log ?? ((line) => hostConsole.log(line));
    this.mode = options.mode ?? "production";
  }

  /**
   * An outcome as a client may see it. In production (unless the caller
   * has admin authorization) there are no log lines, and a failure without
   * ConvexError data is only `[Request ID: <id>] Server Error`: its message
   * and stack are in the backend's log under the same request id.
   */
  forClient(outcome: Outcome, admin = false): ClientOutcome {
    if (this.mode === "development" || admin) {
      return outcome.success
        ? { success: true, value: outcome.value, logLines: outcome.logLines }
        : outcome.errorData === undefined
          ? {
              success: false,
              errorMessage: outcome.errorMessage,
              logLines: outcome.logLines,
            }
          : {
              success: false,
              errorMessage: outcome.errorMessage,
              errorData: outcome.errorData,
              logLines: outcome.logLines,
            };
    }
    if (outcome.success)
      return { success: true, value: outcome.value, logLines: [] };
    if (outcome.errorData !== undefined)
      return {
        success: false,
        errorMessage: outcome.errorMessage,
        errorData: outcome.errorData,
        logLines: [],
      };
    return {
      success: false,
      errorMessage: redactedMessage(outcome),
      logLines: [],
    };
  }

  get env(): Record<string, string> {
    return this.options.env;
  }

  /** (Re)load the app's functions. Applies the schema's indexes. Existing data is kept. */
  async load(): Promise<LoadedApp> {
    const buildRoot = path.join(this.options.dataDir, "build");
    const app = await loadApp(this.options.functionsDir, buildRoot, (load) =>
      loaderAls.run({ env: { ...this.options.env } }, load),
    );
    const release = await this.lock.write();
    try {
      this.store.applySchema(app.schema);
      this.app = app;
    } finally {
      release();
    }
    pruneBuilds(buildRoot, app.buildDir);
    return app;
  }

  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onScheduled(listener: () => void): () => void {
    this.scheduledListeners.add(listener);
    return () => this.scheduledListeners.delete(listener);
  }

  private nextTs(): bigint {
    const now = BigInt(Date.now()) * 1_000_000n;
    return now > this.ts ? now : this.ts + 1n;
  }

  // ── Function resolution ──────────────────────────────────────────────────

  private resolve(
    udfPath: string,
    kind: FunctionKind | "any",
    allowInternal: boolean,
  ): { fn: RegisteredFunction; path: string; kind: FunctionKind } {
    const path_ = canonicalPath(udfPath);
    const fn = this.app?.functions.get(path_);
    const visibilityOk = fn && (allowInternal || fn.isPublic === true);
    if (!fn || !visibilityOk) {
      const what = allowInternal ? "function" : "public function";
      throw new SyscallError(
        `Could not find ${what} for '${path_.endsWith(":default") ? path_.slice(0, -":default".length) : path_}'. Did you forget to run \`npx convex dev\` or \`npx convex deploy\`?`,
      );
    }
    const actual: FunctionKind = fn.isQuery
      ? "query"
      : fn.isMutation
        ? "mutation"
        : "action";
    if (kind !== "any" && actual !== kind) {
      throw new SyscallError(
        `Trying to execute ${path_} as ${kind}, but it is defined as ${actual}.`,
      );
    }
    return { fn, path: path_, kind: actual };
  }

  /** What kind of function a path names (for /api/function and the scheduler), or null. */
  kindOf(udfPath: string): FunctionKind | null {
    const fn = this.app?.functions.get(canonicalPath(udfPath));
    if (!fn) return null;
    return fn.isQuery ? "query" : fn.isMutation ? "mutation" : "action";
  }

  private checkArgs(fn: RegisteredFunction, args: Value): void {
    const json = fn.exportArgs?.();
    if (!json) return;
    const validator = JSON.parse(json) as ValidatorJson;
    const problem = validate(validator, args, (id) => this.store.tableOfId(id));
    if (problem !== null)
      throw new SyscallError(`ArgumentValidationError: ${problem}`);
  }

  private checkReturns(fn: RegisteredFunction, resultJson: string): void {
    const json = fn.exportReturns?.();
    if (!json || json === "null") return;
    const validator = JSON.parse(json) as ValidatorJson;
    const problem = validate(
      validator,
      jsonToConvex(JSON.parse(resultJson) as JSONValue),
      (id) => this.store.tableOfId(id),
    );
    if (problem !== null)
      throw new SyscallError(`ReturnsValidationError: ${problem}`);
  }

  // ── Execution ────────────────────────────────────────────────────────────

  private newContext(
    kind: UdfKind,
    udfPath: string,
    fn: RegisteredFunction | null,
    opts: CallOptions,
    tx: Transaction | null,
    parent?: ExecContext,
  ): ExecContext {
    return {
      kind,
      udfPath,
      visibility: fn?.isPublic ? "public" : "internal",
      identity: opts.identity ?? null,
      authToken: opts.authToken ?? null,
      tx,
      logLines: parent ? parent.logLines : [],
      requestId: parent ? parent.requestId : randomBytes(8).toString("hex"),
      env: this.options.env,
      journalIn: opts.journal ?? null,
      journalOut: null,
      scheduledFunctionId: opts.scheduledFunctionId ?? null,
      client: parent?.client ?? opts.client ?? { ip: null, userAgent: null },
      host: this,
    };
  }

  private errorOutcome(ctx: ExecContext, e: unknown): Outcome {
    let errorData: JSONValue | undefined;
    let text: string;
    // The backend's log gets the whole story: message and every frame.
    let logged: string;
    if (isConvexError(e)) {
      errorData =
        typeof e.data === "string"
          ? (JSON.parse(e.data) as JSONValue)
          : convexToJson((e.data ?? null) as Value);
      text = `Uncaught ConvexError: ${e.message}`;
      logged = text;
    } else if (e instanceof SyscallError) {
      text = e.message;
      errorData = e.data;
      logged = text;
    } else if (e instanceof Error) {
      const frames = (e.stack ?? "")
        .split("\n")
        .slice(1)
        .filter(
          (l) =>
            /^\s+at /.test(l) &&
            !l.includes("node_modules") &&
            !l.includes("node:") &&
            !l.includes("local-backend/src"),
        )
        .slice(0, 5);
      text = [`Uncaught ${e.name}: ${e.message}`, ...frames].join("\n");
      const allFrames = (e.stack ?? "")
        .split("\n")
        .filter((l) => /^\s+at /.test(l));
      logged = [`Uncaught ${e.name}: ${e.message}`, ...allFrames].join("\n");
    } else {
      text = `Uncaught ${String(e)}`;
      logged = text;
    }
    const requestId = ctx.requestId;
    const errorMessage = `[Request ID: ${requestId}] Server Error\n${text}`;
    this.log(
      `[CONVEX ${KIND_LETTER[ctx.kind]}(${ctx.udfPath})] [Request ID: ${requestId}] ${logged}`,
    );
    return errorData === undefined
      ? { success: false, errorMessage, requestId, logLines: ctx.logLines }
      : {
          success: false,
          errorMessage,
          errorData,
          requestId,
          logLines: ctx.logLines,
        };
  }

  printLog(ctx: ExecContext, line: string): void {
    const prefix = `[CONVEX ${KIND_LETTER[ctx.kind]}(${ctx.udfPath})]`;
    const m = /^\[(\w+)\] ?/.exec(line);
    this.log(
      m
        ? `${prefix} [${m[1]}] ${line.slice(m[0].length)}`
        : `${prefix} ${line}`,
    );
  }

  /** Run a public (or, with allowInternal, any) query. */
  async runQuery(
    udfPath: string,
    args: JSONValue,
    opts: CallOptions = {},
  ): Promise<Outcome> {
    const release = opts.lockHeld ? null : await this.lock.read();
    try {
      const tx = new Transaction(
        this.store,
        this.app?.schema ?? null,
        false,
        0n,
      );
      const ctx = this.newContext(
        "query",
        canonicalPath(udfPath),
        null,
        opts,
        tx,
      );
      let outcome: Outcome;
      try {
        const { fn, path: p } = this.resolve(
          udfPath,
          "query",
          opts.allowInternal ?? false,
        );
        ctx.udfPath = p;
        ctx.visibility = fn.isPublic ? "public" : "internal";
        this.checkArgs(fn, jsonToConvex(args));
        const result = await als.run(ctx, () =>
          fn.invokeQuery!(JSON.stringify([args])),
        );
        this.checkReturns(fn, result);
        outcome = {
          success: true,
          value: JSON.parse(result) as JSONValue,
          logLines: ctx.logLines,
        };
      } catch (e) {
        outcome = this.errorOutcome(ctx, e);
      }
      tx.closeAllStreams();
      outcome.readSet = tx.readSet;
      outcome.journal = ctx.journalOut;
      outcome.documentsRead = tx.documentsRead;
      return outcome;
    } finally {
      release?.();
    }
  }

  /** Run a mutation in its own SQLite transaction; mutations run one at a time. */
  async runMutation(
    udfPath: string,
    args: JSONValue,
    opts: CallOptions = {},
  ): Promise<Outcome> {
    const release = await this.lock.write();
    try {
      const commitTs = this.nextTs();
      this.store.db.exec("BEGIN IMMEDIATE");
      const tx = new Transaction(
        this.store,
        this.app?.schema ?? null,
        true,
        commitTs,
      );
      const ctx = this.newContext(
        "mutation",
        canonicalPath(udfPath),
        null,
        opts,
        tx,
      );
      let outcome: Outcome;
      try {
        const { fn, path: p } = opts.adHoc?.isMutation
          ? { fn: opts.adHoc, path: canonicalPath(udfPath) }
          : this.resolve(udfPath, "mutation", opts.allowInternal ?? false);
        ctx.udfPath = p;
        ctx.visibility = fn.isPublic ? "public" : "internal";
        this.checkArgs(fn, jsonToConvex(args));
        const result = await als.run(ctx, () =>
          fn.invokeMutation!(JSON.stringify([args])),
        );
        this.checkReturns(fn, result);
        tx.closeAllStreams();
        opts.beforeCommit?.(tx);
        outcome = {
          success: true,
          value: JSON.parse(result) as JSONValue,
          logLines: ctx.logLines,
        };
      } catch (e) {
        outcome = this.errorOutcome(ctx, e);
      }
      if (!outcome.success) {
        this.rollback();
        opts.onCommit?.(outcome);
        return outcome;
      }
      const wrote = tx.effects.length > 0;
      if (wrote) {
        this.store.saveCreationTime();
        this.store.setMeta("ts", commitTs.toString());
      }
      this.store.db.exec("COMMIT");
      if (wrote) this.ts = commitTs;
      outcome.ts = this.ts;
      outcome.documentsRead = tx.documentsRead;
      for (const id of tx.deletedFiles) this.files.remove(id);
      opts.onCommit?.(outcome);
      if (wrote) this.publish(tx);
      return outcome;
    } finally {
      release();
    }
  }

  private rollback(): void {
    if (this.store.db.inTransaction) this.store.db.exec("ROLLBACK");
    this.store.reloadCatalog();
  }

  private publish(tx: Transaction): void {
    for (const l of this.listeners) l(this.ts, tx.effects);
    if (tx.scheduled) for (const l of this.scheduledListeners) l();
  }

  /**
   * A write outside any function (storage uploads, scheduler bookkeeping):
   * its own transaction, committed and published like a mutation.
   */
  async systemWrite<T>(work: (tx: Transaction) => T): Promise<T> {
    const release = await this.lock.write();
    try {
      const tx = new Transaction(
        this.store,
        this.app?.schema ?? null,
        true,
        this.nextTs(),
      );
      this.store.db.exec("BEGIN IMMEDIATE");
      let result: T;
      try {
        result = work(tx);
      } catch (e) {
        this.rollback();
        throw e;
      }
      if (tx.effects.length > 0) {
        this.store.saveCreationTime();
        this.store.setMeta("ts", tx.commitTs.toString());
      }
      this.store.db.exec("COMMIT");
      if (tx.effects.length > 0) {
        this.ts = tx.commitTs;
        for (const id of tx.deletedFiles) this.files.remove(id);
        this.publish(tx);
      }
      return result;
    } finally {
      release();
    }
  }

  /**
   * Empty the database for tests: every document of every table (user
   * tables, `_storage` and its files, `_scheduled_functions`) is deleted in
   * one transaction. Tables, indexes and cron bookkeeping stay; seeding does
   * not run again. Subscriptions are re-run. Returns the number of documents
   * deleted.
   */
  async reset(): Promise<number> {
    const release = await this.lock.write();
    try {
      const db = this.store.db;
      const { n } = db.prepare("SELECT count(*) AS n FROM documents").get() as {
        n: number;
      };
      const ts = this.nextTs();
      db.exec("BEGIN IMMEDIATE");
      try {
        db.exec(
          "DELETE FROM documents; DELETE FROM index_entries; DELETE FROM search_docs; DELETE FROM search_text;",
        );
        this.store.setMeta("ts", ts.toString());
        db.exec("COMMIT");
      } catch (e) {
        this.rollback();
        throw e;
      }
      this.ts = ts;
      for (const file of fs.readdirSync(this.files.dir))
        fs.rmSync(path.join(this.files.dir, file), { force: true });
      for (const l of this.listeners) l(this.ts, "all");
      return n;
    } finally {
      release();
    }
  }

  /** Set a metadata value outside any mutation's transaction. */
  async writeMeta(key: string, value: string): Promise<void> {
    const release = await this.lock.write();
    try {
      this.store.setMeta(key, value);
    } finally {
      release();
    }
  }

  /** A consistent read outside any function. */
  async systemRead<T>(work: (tx: Transaction) => T): Promise<T> {
    const release = await this.lock.read();
    try {
      return work(
        new Transaction(this.store, this.app?.schema ?? null, false, 0n),
      );
    } finally {
      release();
    }
  }

  async runAction(
    udfPath: string,
    args: JSONValue,
    opts: CallOptions = {},
  ): Promise<Outcome> {
    const ctx = this.newContext(
      "action",
      canonicalPath(udfPath),
      null,
      opts,
      null,
    );
    try {
      const { fn, path: p } = this.resolve(
        udfPath,
        "action",
        opts.allowInternal ?? false,
      );
      ctx.udfPath = p;
      ctx.visibility = fn.isPublic ? "public" : "internal";
      this.checkArgs(fn, jsonToConvex(args));
      const result = await als.run(ctx, () =>
        fn.invokeAction!(ctx.requestId, JSON.stringify([args])),
      );
      this.checkReturns(fn, result);
      return {
        success: true,
        value: JSON.parse(result) as JSONValue,
        logLines: ctx.logLines,
      };
    } catch (e) {
      return this.errorOutcome(ctx, e);
    }
  }

  /** Run a function of whatever kind `udfPath` names. */
  async runAny(
    udfPath: string,
    args: JSONValue,
    opts: CallOptions = {},
  ): Promise<Outcome> {
    const kind = this.kindOf(udfPath);
    if (kind === "mutation") return this.runMutation(udfPath, args, opts);
    if (kind === "action") return this.runAction(udfPath, args, opts);
    return this.runQuery(udfPath, args, opts);
  }

  /** Serve an HTTP action routed by convex/http.ts. */
  async runHttpAction(
    request: Request,
    identity: UserIdentity | null,
    authToken: string | null,
  ): Promise<Response> {
    const url = new URL(request.url);
    const match = this.app?.http?.lookup(url.pathname, request.method);
    if (!match)
      return new Response("No matching routes found", { status: 404 });
    const [fn, method, routePath] = match;
    const ctx = this.newContext(
      "http",
      `${method} ${routePath}`,
      fn,
      { identity, authToken },
      null,
    );
    try {
      return await als.run(ctx, () => fn.invokeHttpAction!(request));
    } catch (e) {
      const outcome = this.forClient(this.errorOutcome(ctx, e));
      return new Response(outcome.success ? "" : outcome.errorMessage, {
        status: 500,
      });
    }
  }

  // ── Nested calls from inside functions ───────────────────────────────────

  private async runNested(
    parent: ExecContext,
    udfType: string,
    udfPath: string,
    argsJson: JSONValue,
  ): Promise<JSONValue> {
    const tx = parent.tx;
    if (!tx) throw new Error("runUdf outside a transaction");
    const kind = udfType === "mutation" ? "mutation" : "query";
    if (kind === "mutation" && !tx.writable)
      throw new Error("Cannot run a mutation from a query.");
    const { fn, path: p } = this.resolve(udfPath, kind, true);
    this.checkArgs(fn, jsonToConvex(argsJson));
    const ctx = this.newContext(
      kind,
      p,
      fn,
      { identity: parent.identity, authToken: parent.authToken },
      tx,
      parent,
    );
    if (kind === "query") {
      const result = await als.run(ctx, () =>
        fn.invokeQuery!(JSON.stringify([argsJson])),
      );
      this.checkReturns(fn, result);
      return JSON.parse(result) as JSONValue;
    }
    const sp = `sp${++this.savepointCounter}`;
    const effectsBefore = tx.effects.length;
    this.store.db.exec(`SAVEPOINT ${sp}`);
    try {
      const result = await als.run(ctx, () =>
        fn.invokeMutation!(JSON.stringify([argsJson])),
      );
      this.checkReturns(fn, result);
      this.store.db.exec(`RELEASE ${sp}`);
      return JSON.parse(result) as JSONValue;
    } catch (e) {
      this.store.db.exec(`ROLLBACK TO ${sp}`);
      this.store.db.exec(`RELEASE ${sp}`);
      this.store.reloadCatalog();
      tx.effects.length = effectsBefore;
      throw e;
    }
  }

  /** An action's ctx.runQuery/runMutation/runAction: a top-level call with the action's identity. */
  private async runFromAction(
    parent: ExecContext,
    kind: FunctionKind,
    name: string,
    args: JSONValue,
  ): Promise<JSONValue> {
    const opts: CallOptions = {
      identity: parent.identity,
      authToken: parent.authToken,
      allowInternal: true,
      client: parent.client,
    };
    const outcome =
      kind === "query"
        ? await this.runQuery(name, args, opts)
        : kind === "mutation"
          ? await this.runMutation(name, args, opts)
          : await this.runAction(name, args, opts);
    if (!outcome.success) {
      const message = outcome.errorMessage.replace(
        /^\[Request ID: [^\]]*\] Server Error\n/,
        "",
      );
      throw new SyscallError(message, outcome.errorData);
    }
    return outcome.value;
  }

  // ── Syscalls ─────────────────────────────────────────────────────────────

  private tx(ctx: ExecContext): Transaction {
    if (!ctx.tx)
      throw new Error(
        "This operation is only available in queries and mutations.",
      );
    return ctx.tx;
  }

  syscall(
    ctx: ExecContext,
    op: string,
    args: Record<string, unknown>,
  ): unknown {
    switch (op) {
      case "1.0/queryStream":
        return { queryId: this.tx(ctx).startStream(args.query as QueryJson) };
      case "1.0/queryCleanup":
        this.tx(ctx).closeStream(args.queryId as number);
        return {};
      case "1.0/db/normalizeId": {
        const id = args.idString as string;
        return { id: this.store.tableOfId(id) === args.table ? id : null };
      }
      case "1.0/getSnapshotTs":
        return convexToJson(this.ts);
      default:
        throw new Error(`Unknown operation ${op}`);
    }
  }

  async asyncSyscall(
    ctx: ExecContext,
    op: string,
    args: Record<string, unknown>,
  ): Promise<unknown> {
    switch (op) {
      case "1.0/get":
        return convexToJson(
          this.tx(ctx).get(
            args.table as string | undefined,
            jsonToConvex(args.id as JSONValue),
            args.isSystem === true,
          ),
        );
      case "1.0/queryStreamNext": {
        const doc = this.tx(ctx).streamNext(args.queryId as number);
        return doc === null
          ? { value: null, done: true }
          : { value: convexToJson(doc), done: false };
      }
      case "1.0/queryPage":
        return this.queryPage(ctx, args);
      case "1.0/insert":
        return { _id: this.tx(ctx).insert(args.table as string, args.value) };
      case "1.0/shallowMerge":
        this.tx(ctx).patch(
          args.table as string | undefined,
          jsonToConvex(args.id as JSONValue),
          args.value as Record<string, unknown>,
        );
        return {};
      case "1.0/replace":
        this.tx(ctx).replace(
          args.table as string | undefined,
          jsonToConvex(args.id as JSONValue),
          args.value,
        );
        return {};
      case "1.0/remove":
        this.tx(ctx).delete(
          args.table as string | undefined,
          jsonToConvex(args.id as JSONValue),
        );
        return {};
      case "1.0/count":
        return this.tx(ctx).count(args.table as string);
      case "1.0/getUserIdentity":
        return ctx.identity;
      case "1.0/runUdf":
        return this.runNested(
          ctx,
          args.udfType as string,
          functionPathOf(args),
          args.args as JSONValue,
        );
      case "1.0/actions/query":
        return this.runFromAction(
          ctx,
          "query",
          functionPathOf(args),
          args.args as JSONValue,
        );
      case "1.0/actions/mutation":
        return this.runFromAction(
          ctx,
          "mutation",
          functionPathOf(args),
          args.args as JSONValue,
        );
      case "1.0/actions/action":
        return this.runFromAction(
          ctx,
          "action",
          functionPathOf(args),
          args.args as JSONValue,
        );
      case "1.0/schedule":
        return this.schedule(this.tx(ctx), args);
      case "1.0/actions/schedule":
        return this.systemWrite((tx) => this.schedule(tx, args));
      case "1.0/cancel_job":
        this.cancelJob(this.tx(ctx), args.id as string);
        return {};
      case "1.0/actions/cancel_job":
        await this.systemWrite((tx) => this.cancelJob(tx, args.id as string));
        return {};
      case "1.0/storageGenerateUploadUrl":
        return `${this.options.cloudUrl}/api/storage/upload?token=${this.files.uploadToken()}`;
      case "1.0/storageGetUrl": {
        const meta = this.storageDoc(ctx.tx, args.storageId as string);
        return meta
          ? `${this.options.cloudUrl}/api/storage/${meta._id}?token=${this.files.fileToken(meta._id as string)}`
          : null;
      }
      case "1.0/storageGetMetadata": {
        const meta = this.storageDoc(ctx.tx, args.storageId as string);
        return meta
          ? {
              storageId: meta._id,
              sha256: meta.sha256,
              size: meta.size,
              contentType: meta.contentType ?? null,
            }
          : null;
      }
      case "1.0/storageDelete": {
        const id = args.storageId as string;
        const del = (tx: Transaction) => {
          tx.delete("_storage", id, true);
          tx.deletedFiles.push(id);
        };
        if (ctx.tx) del(ctx.tx);
        else await this.systemWrite(del);
        return {};
      }
      case "1.0/storageStore": {
        const bytes = Buffer.from(args.blob as string, "base64");
        return this.storeFile(bytes, (args.contentType as string) || null);
      }
      case "1.0/storageGet": {
        const bytes = this.files.read(args.storageId as string);
        const meta = this.storageDoc(ctx.tx, args.storageId as string);
        return bytes && meta
          ? {
              blob: bytes.toString("base64"),
              contentType: meta.contentType ?? null,
            }
          : null;
      }
      case "1.0/getFunctionMetadata":
        return { name: ctx.udfPath, componentPath: "" };
      case "1.0/getDeploymentMetadata":
        return { name: "local", region: null, class: "s16" };
      case "1.0/getRequestMetadata":
        return {
          ip: ctx.client.ip,
          userAgent: ctx.client.userAgent,
          requestId: ctx.requestId,
          scheduledFunctionId: ctx.scheduledFunctionId,
          authToken: ctx.authToken,
        };
      case "1.0/getTransactionMetrics":
        return {
          bytesRead: { used: 0, remaining: 16777216 },
          bytesWritten: { used: 0, remaining: 16777216 },
          databaseQueries: { used: 0, remaining: 4096 },
          documentsRead: {
            used: ctx.tx?.documentsRead ?? 0,
            remaining: 32000 - (ctx.tx?.documentsRead ?? 0),
          },
          documentsWritten: { used: 0, remaining: 16000 },
          functionsScheduled: { used: 0, remaining: 1000 },
          scheduledFunctionArgsBytes: { used: 0, remaining: 16777216 },
        };
      case "1.0/createFunctionHandle":
        return `function://;${canonicalPath(functionPathOf(args))}`;
      case "1.0/auditLog":
        return null;
      default:
        throw new Error(`Unknown async operation ${op}`);
    }
  }

  async jsSyscall(
    ctx: ExecContext,
    op: string,
    args: Record<string, unknown>,
  ): Promise<unknown> {
    switch (op) {
      case "storage/storeBlob": {
        const blob = args.blob as Blob;
        return this.storeFile(
          new Uint8Array(await blob.arrayBuffer()),
          blob.type || null,
        );
      }
      case "storage/getBlob": {
        const id = args.storageId as string;
        const meta = await this.systemRead((tx) => this.storageDoc(tx, id));
        // A Blob backed by the file, read only as far as the function reads
        // it (e.g. a check of a video's first bytes reads those alone).
        return meta
          ? await this.files.openBlob(
              meta._id,
              (meta.contentType as string | undefined) ?? "",
            )
          : null;
      }
      default:
        throw new Error(`Unknown JS operation ${op} in ${ctx.udfPath}`);
    }
  }

  private queryPage(ctx: ExecContext, args: Record<string, unknown>): unknown {
    const tx = this.tx(ctx);
    let endCursor = (args.endCursor as string | null) ?? null;
    // A re-run of a subscription keeps the page it returned before (Convex's query journal).
    if (endCursor === null && ctx.journalIn?.endCursor)
      endCursor = ctx.journalIn.endCursor;
    const result = tx.page({
      query: args.query as QueryJson,
      cursor: (args.cursor as string | null) ?? null,
      endCursor,
      pageSize: args.pageSize as number,
      maximumRowsRead: (args.maximumRowsRead as number | null) ?? null,
    });
    ctx.journalOut = { endCursor: result.continueCursor ?? END_CURSOR };
    return {
      page: result.page.map((d) => convexToJson(d)),
      isDone: result.isDone,
      continueCursor: result.continueCursor,
      splitCursor: result.splitCursor,
      pageStatus: result.pageStatus,
    };
  }

  private storageDoc(tx: Transaction | null, storageId: string): Doc | null {
    if (this.store.tableOfId(storageId) !== "_storage") return null;
    if (tx) return tx.get("_storage", storageId, true);
    return this.store.get(storageId)?.doc ?? null;
  }

  /** Store bytes as a new file: written to disk first, then its `_storage` row is committed. */
  async storeFile(
    bytes: Uint8Array,
    contentType: string | null,
  ): Promise<string> {
    return this.storeTemp(this.files.writeTemp(bytes), contentType);
  }

  /**
   * Commit a file already written to a temporary file (an upload streamed to
   * disk): its `_storage` row is committed and the file renamed into place;
   * on failure the temporary file is removed.
   */
  async storeTemp(
    { tmp, sha256, size }: { tmp: string; sha256: string; size: number },
    contentType: string | null,
  ): Promise<string> {
    try {
      return await this.systemWrite((tx) => {
        const id = tx.insert(
          "_storage",
          contentType ? { sha256, size, contentType } : { sha256, size },
          true,
        );
        this.files.commitTemp(tmp, id);
        return id;
      });
    } catch (e) {
      this.files.discardTemp(tmp);
      throw e;
    }
  }

  private schedule(tx: Transaction, args: Record<string, unknown>): string {
    const name = canonicalPath(functionPathOf(args));
    if (!this.app?.functions.has(name))
      throw new Error(
        `Attempted to schedule function at nonexistent path: ${name}`,
      );
    const tsSeconds = args.ts as number;
    return tx.insert(
      "_scheduled_functions",
      {
        name,
        args: [args.args],
        scheduledTime: tsSeconds * 1000,
        state: { kind: "pending" },
      },
      true,
    );
  }

  private cancelJob(tx: Transaction, id: string): void {
    const job = tx.get("_scheduled_functions", id, true);
    if (!job) throw new Error(`Scheduled function ${id} not found`);
    const kind = (job.state as { kind: string }).kind;
    if (kind === "pending" || kind === "inProgress") {
      tx.patch(
        "_scheduled_functions",
        id,
        { state: { kind: "canceled" }, completedTime: Date.now() },
        true,
      );
    }
  }

  close(): void {
    this.store.close();
  }
}

/** A failure as a production client sees it: the request id, nothing else. */
function redactedMessage(outcome: {
  errorMessage: string;
  requestId?: string;
}): string {
  const id =
    outcome.requestId ??
    /^\[Request ID: ([^\]]*)\]/.exec(outcome.errorMessage)?.[1];
  return id ? `[Request ID: ${id}] Server Error` : "Server Error";
}

function functionPathOf(args: Record<string, unknown>): string {
  if (typeof args.name === "string") return args.name;
  if (typeof args.functionHandle === "string")
    return args.functionHandle.replace(/^function:\/\/[^;]*;/, "");
  if (typeof args.reference === "string")
    throw new Error(
      "Component function references are not supported by the local backend",
    );
  throw new Error("Missing function name");
}
