// The function runner: resolves a function by path, checks its arguments
// and return value, runs queries, mutations (one at a time, each in its own
// SQLite transaction), actions and HTTP actions in their execution context,
// and turns a failure into what the caller and the backend's log see.
import { randomBytes } from "node:crypto";
import path from "node:path";
import {
  convexToJson,
  jsonToConvex,
  type JSONValue,
  type Value,
} from "convex/values";
import {
  loadApp,
  canonicalPath,
  pruneBuilds,
  type LoadedApp,
  type RegisteredFunction,
  type FunctionKind,
} from "../modules.js";
import {
  als,
  installGlobals,
  loaderAls,
  hostConsole,
  type ExecContext,
  type SyscallHost,
  type UdfKind,
  type UserIdentity,
} from "../runtime/context.js";
import { Transaction } from "../runtime/transaction.js";
import { installRuntimeRules } from "../runtime/determinism.js";
import { isNodeFunction } from "../runtime/useNode.js";
import {
  actionDeadline,
  argumentsJson,
  checkReturnValue,
} from "../runtime/limits.js";
import { validate, type ValidatorJson } from "../validator.js";
import { Datastore } from "./datastore.js";
import { appConfigFile, loadComponents } from "../components/loader.js";
import { storeSchema } from "../components/namespace.js";
import {
  componentAt,
  functionsOf,
  missingComponent,
  schemaOf,
  tableOfIdIn,
} from "../components/calls.js";
import {
  KIND_LETTER,
  SyscallError,
  isConvexError,
  redactedMessage,
  type BackendMode,
  type CallOptions,
  type ClientOutcome,
  type Outcome,
} from "./outcome.js";

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

/** The syscalls its functions make are answered by the subclass (backend.ts). */
export abstract class FunctionRunner extends Datastore implements SyscallHost {
  private readonly log: (line: string) => void;
  readonly mode: BackendMode;
  constructor(readonly options: BackendOptions) {
    super(options.dataDir);
    installGlobals();
    installRuntimeRules();
    process.setSourceMapsEnabled(true);
    this.log = options.log ?? ((line) => hostConsole.log(line));
    this.mode = options.mode ?? "production";
  }

  abstract syscall(
    ctx: ExecContext,
    op: string,
    args: Record<string, unknown>,
  ): unknown;
  abstract asyncSyscall(
    ctx: ExecContext,
    op: string,
    args: Record<string, unknown>,
  ): Promise<unknown>;
  abstract jsSyscall(
    ctx: ExecContext,
    op: string,
    args: Record<string, unknown>,
  ): Promise<unknown>;

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
    const runImport = <T>(load: () => Promise<T>) =>
      loaderAls.run({ env: { ...this.options.env } }, load);
    const app = await loadApp(this.options.functionsDir, buildRoot, runImport);
    const config = appConfigFile(this.options.functionsDir);
    if (config)
      app.components = await loadComponents(
        config,
        path.join(app.buildDir, "components"),
        this.options.env,
        runImport,
      );
    const release = await this.writeLock();
    try {
      this.store.applySchema(
        storeSchema(app.schema, [
          ...(app.components?.instances.values() ?? []),
        ]),
      );
      this.app = app;
    } finally {
      release();
    }
    pruneBuilds(buildRoot, app.buildDir);
    return app;
  }

  // ── Function resolution ──────────────────────────────────────────────────

  protected resolve(
    udfPath: string,
    kind: FunctionKind | "any",
    allowInternal: boolean,
    componentPath = "",
  ): { fn: RegisteredFunction; path: string; kind: FunctionKind } {
    const path_ = canonicalPath(udfPath);
    const missing = missingComponent(this.app, componentPath);
    if (missing) throw new SyscallError(missing);
    const fn = functionsOf(this.app, componentPath)?.get(path_);
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
  kindOf(udfPath: string, componentPath = ""): FunctionKind | null {
    const fn = functionsOf(this.app, componentPath)?.get(
      canonicalPath(udfPath),
    );
    if (!fn) return null;
    return fn.isQuery ? "query" : fn.isMutation ? "mutation" : "action";
  }

  protected checkArgs(
    fn: RegisteredFunction,
    args: Value,
    componentPath = "",
  ): void {
    const json = fn.exportArgs?.();
    if (!json) return;
    const validator = JSON.parse(json) as ValidatorJson;
    const problem = validate(
      validator,
      args,
      tableOfIdIn((id) => this.store.tableOfId(id), componentPath),
    );
    if (problem !== null)
      throw new SyscallError(`ArgumentValidationError: ${problem}`);
  }

  protected checkReturns(
    fn: RegisteredFunction,
    resultJson: string,
    componentPath = "",
  ): void {
    const json = fn.exportReturns?.();
    if (!json || json === "null") return;
    const validator = JSON.parse(json) as ValidatorJson;
    const problem = validate(
      validator,
      jsonToConvex(JSON.parse(resultJson) as JSONValue),
      tableOfIdIn((id) => this.store.tableOfId(id), componentPath),
    );
    if (problem !== null)
      throw new SyscallError(`ReturnsValidationError: ${problem}`);
  }

  // ── Execution ────────────────────────────────────────────────────────────

  protected newContext(
    kind: UdfKind,
    udfPath: string,
    fn: RegisteredFunction | null,
    opts: CallOptions,
    tx: Transaction | null,
    parent?: ExecContext,
  ): ExecContext {
    const componentPath = opts.componentPath ?? "";
    return {
      kind,
      udfPath,
      componentPath,
      visibility: fn?.isPublic ? "public" : "internal",
      identity: opts.identity ?? null,
      authToken: opts.authToken ?? null,
      tx,
      logLines: parent ? parent.logLines : [],
      requestId: parent ? parent.requestId : randomBytes(8).toString("hex"),
      env: componentAt(this.app, componentPath)?.env ?? this.options.env,
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
        opts.snapshot ?? this.store,
        schemaOf(this.app, opts.componentPath ?? ""),
        false,
        0n,
        opts.componentPath,
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
          opts.componentPath,
        );
        ctx.udfPath = p;
        ctx.visibility = fn.isPublic ? "public" : "internal";
        const argsValue = jsonToConvex(args);
        const argsJson = argumentsJson(args, argsValue);
        this.checkArgs(fn, argsValue, opts.componentPath);
        const result = await als.run(ctx, () => fn.invokeQuery!(argsJson));
        tx.meter.finish();
        checkReturnValue(p, result);
        this.checkReturns(fn, result, opts.componentPath);
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
      outcome.readAuth = tx.readAuth;
      outcome.journal = ctx.journalOut;
      outcome.documentsRead = tx.documentsRead;
      return outcome;
    } finally {
      release?.();
    }
  }

  /**
   * Run a mutation in a savepoint of the group's SQLite transaction (see
   * datastore.ts: group commit); mutations run one at a time. Resolves once
   * the mutation is committed (or has failed, rolled back alone).
   */
  async runMutation(
    udfPath: string,
    args: JSONValue,
    opts: CallOptions = {},
  ): Promise<Outcome> {
    let committed: Promise<Outcome>;
    const release = await this.lock.write();
    try {
      const commitTs = this.nextTs();
      this.joinGroup();
      this.store.db.exec("SAVEPOINT group_member");
      const tx = new Transaction(
        this.store,
        schemaOf(this.app, opts.componentPath ?? ""),
        true,
        commitTs,
        opts.componentPath,
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
          : this.resolve(
              udfPath,
              "mutation",
              opts.allowInternal ?? false,
              opts.componentPath,
            );
        ctx.udfPath = p;
        ctx.visibility = fn.isPublic ? "public" : "internal";
        const argsValue = jsonToConvex(args);
        const argsJson = argumentsJson(args, argsValue);
        this.checkArgs(fn, argsValue, opts.componentPath);
        const result = await als.run(ctx, () => fn.invokeMutation!(argsJson));
        tx.meter.finish();
        checkReturnValue(p, result);
        this.checkReturns(fn, result, opts.componentPath);
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
        this.rollbackMember();
        opts.onCommit?.(outcome);
        return outcome;
      }
      this.store.db.exec("RELEASE group_member");
      outcome.documentsRead = tx.documentsRead;
      committed = this.addToGroup({
        commitTs,
        tx,
        outcome,
        onCommit: opts.onCommit,
      });
    } finally {
      // Commit now unless a queued mutation takes the group on (also after a failure).
      await this.leaveGroup(release, opts.client);
    }
    return committed;
  }

  /** Undo the failed mutation alone; the group's other members stay. */
  private rollbackMember(): void {
    try {
      this.store.db.exec("ROLLBACK TO group_member");
      this.store.db.exec("RELEASE group_member");
      this.store.reloadCatalog();
    } catch {
      // SQLite ended the whole transaction (an I/O error, say): the group is lost.
      this.rollback();
      this.commitGroup();
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
        opts.componentPath,
      );
      ctx.udfPath = p;
      ctx.visibility = fn.isPublic ? "public" : "internal";
      const argsValue = jsonToConvex(args);
      const argsJson = argumentsJson(args, argsValue);
      this.checkArgs(fn, argsValue, opts.componentPath);
      const result = await actionDeadline(
        als.run(ctx, () => fn.invokeAction!(ctx.requestId, argsJson)),
        isNodeFunction(fn),
      );
      checkReturnValue(p, result);
      this.checkReturns(fn, result, opts.componentPath);
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
    const kind = this.kindOf(udfPath, opts.componentPath);
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
}
