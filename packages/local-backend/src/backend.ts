// The backend: the function runner (backend/runner.ts) over the data
// (backend/datastore.ts), answering the syscalls `convex/server` makes from
// inside a function: database reads and writes, nested calls, an action's
// calls, scheduling, file storage and metadata.
import { convexToJson, jsonToConvex, type JSONValue } from "convex/values";
import type { Doc } from "./db/documents.js";
import type { FunctionKind } from "./modules.js";
import { als, type ExecContext } from "./runtime/context.js";
import type { Transaction } from "./runtime/transaction.js";
import { END_CURSOR, type QueryJson } from "./runtime/queryEngine.js";
import { checkPageArgs } from "./runtime/pageSplit.js";
import { FunctionRunner } from "./backend/runner.js";
import { SyscallError, type CallOptions } from "./backend/outcome.js";
import { qualify } from "./components/namespace.js";
import { vectorSearch, type VectorSearchArgs } from "./runtime/vectorSearch.js";
import {
  addressOf,
  componentView,
  functionHandle,
  schemaOf,
  tableOfIdIn,
  type FunctionAddress,
} from "./components/calls.js";

export class Backend extends FunctionRunner {
  private savepointCounter = 0;

  // ── Nested calls from inside functions ───────────────────────────────────

  private async runNested(
    parent: ExecContext,
    udfType: string,
    address: FunctionAddress,
    argsJson: JSONValue,
  ): Promise<JSONValue> {
    const parentTx = parent.tx;
    if (!parentTx) throw new Error("runUdf outside a transaction");
    const kind = udfType === "mutation" ? "mutation" : "query";
    if (kind === "mutation" && !parentTx.writable)
      throw new Error("Cannot run a mutation from a query.");
    const cp = address.componentPath;
    const { fn, path: p } = this.resolve(
      address.udfPath,
      kind,
      !address.viaReference,
      cp,
    );
    this.checkArgs(fn, jsonToConvex(argsJson), cp);
    // A component's function runs in the caller's transaction, on its own tables.
    const tx =
      cp === parentTx.namespace
        ? parentTx
        : componentView(parentTx, cp, schemaOf(this.app, cp));
    // A nested call shares the caller's transaction, and with it the
    // user's identity, in a component too.
    const ctx = this.newContext(
      kind,
      p,
      fn,
      {
        identity: parent.identity,
        authToken: parent.authToken,
        componentPath: cp,
      },
      tx,
      parent,
    );
    if (kind === "query") {
      const result = await als.run(ctx, () =>
        fn.invokeQuery!(JSON.stringify([argsJson])),
      );
      this.checkReturns(fn, result, cp);
      return JSON.parse(result) as JSONValue;
    }
    const sp = `sp${++this.savepointCounter}`;
    const effectsBefore = tx.effects.length;
    this.store.db.exec(`SAVEPOINT ${sp}`);
    try {
      const result = await als.run(ctx, () =>
        fn.invokeMutation!(JSON.stringify([argsJson])),
      );
      this.checkReturns(fn, result, cp);
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

  /**
   * The identity a function called from an action sees: the action's from
   * the app to the app; none when the caller or the callee is a component.
   */
  private callerAuth(
    parent: ExecContext,
    componentPath: string,
  ): Pick<CallOptions, "identity" | "authToken"> {
    return parent.componentPath === "" && componentPath === ""
      ? { identity: parent.identity, authToken: parent.authToken }
      : { identity: null, authToken: null };
  }

  /** An action's ctx.runQuery/runMutation/runAction: a top-level call with the action's identity. */
  private async runFromAction(
    parent: ExecContext,
    kind: FunctionKind,
    address: FunctionAddress,
    args: JSONValue,
  ): Promise<JSONValue> {
    const opts: CallOptions = {
      ...this.callerAuth(parent, address.componentPath),
      allowInternal: !address.viaReference,
      client: parent.client,
      componentPath: address.componentPath,
    };
    const name = address.udfPath;
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
        const tableOfId = tableOfIdIn(
          (i) => this.store.tableOfId(i),
          ctx.componentPath,
        );
        return { id: tableOfId(id) === args.table ? id : null };
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
        if (ctx.tx) ctx.tx.readAuth = true;
        return ctx.identity;
      case "1.0/runUdf":
        return this.runNested(
          ctx,
          args.udfType as string,
          this.addressOf(ctx, args),
          args.args as JSONValue,
        );
      case "1.0/actions/query":
        return this.runFromAction(
          ctx,
          "query",
          this.addressOf(ctx, args),
          args.args as JSONValue,
        );
      case "1.0/actions/mutation":
        return this.runFromAction(
          ctx,
          "mutation",
          this.addressOf(ctx, args),
          args.args as JSONValue,
        );
      case "1.0/actions/action":
        return this.runFromAction(
          ctx,
          "action",
          this.addressOf(ctx, args),
          args.args as JSONValue,
        );
      case "1.0/schedule":
        return this.schedule(ctx, this.tx(ctx), args);
      case "1.0/actions/schedule":
        return this.systemWrite((tx) =>
          this.schedule(ctx, this.componentTx(ctx, tx), args),
        );
      case "1.0/cancel_job":
        this.cancelJob(this.tx(ctx), args.id as string);
        return {};
      case "1.0/actions/cancel_job":
        await this.systemWrite((tx) =>
          this.cancelJob(this.componentTx(ctx, tx), args.id as string),
        );
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
        return { name: ctx.udfPath, componentPath: ctx.componentPath };
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
        if (ctx.tx) return ctx.tx.meter.metrics();
        return {
          bytesRead: { used: 0, remaining: 16777216 },
          bytesWritten: { used: 0, remaining: 16777216 },
          databaseQueries: { used: 0, remaining: 4096 },
          documentsRead: { used: 0, remaining: 32000 },
          documentsWritten: { used: 0, remaining: 16000 },
          functionsScheduled: { used: 0, remaining: 1000 },
          scheduledFunctionArgsBytes: { used: 0, remaining: 16777216 },
        };
      case "1.0/actions/vectorSearch":
        return this.systemRead(() =>
          vectorSearch(
            this.store,
            schemaOf(this.app, ctx.componentPath),
            args as VectorSearchArgs,
            (table) => qualify(ctx.componentPath, table),
          ),
        );
      case "1.0/createFunctionHandle":
        return functionHandle(this.addressOf(ctx, args));
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
    const maximumRowsRead = (args.maximumRowsRead as number | null) ?? null;
    const maximumBytesRead = (args.maximumBytesRead as number | null) ?? null;
    checkPageArgs(args.pageSize as number, maximumRowsRead, maximumBytesRead);
    const result = tx.page({
      query: args.query as QueryJson,
      cursor: (args.cursor as string | null) ?? null,
      endCursor,
      pageSize: args.pageSize as number,
      maximumRowsRead,
      maximumBytesRead,
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

  /** A system transaction (an action's scheduling) seen from the action's component. */
  private componentTx(ctx: ExecContext, tx: Transaction): Transaction {
    return ctx.componentPath === ""
      ? tx
      : componentView(
          tx,
          ctx.componentPath,
          schemaOf(this.app, ctx.componentPath),
        );
  }

  private addressOf(
    ctx: ExecContext,
    args: Record<string, unknown>,
  ): FunctionAddress {
    return addressOf(ctx.componentPath, args, this.app?.components);
  }

  /**
   * A job goes into the scheduling component's own `_scheduled_functions`;
   * one that runs another component's function (a function handle, or a
   * child's public function) records that component in `component`.
   */
  private schedule(
    ctx: ExecContext,
    tx: Transaction,
    args: Record<string, unknown>,
  ): string {
    const address = this.addressOf(ctx, args);
    const name = address.udfPath;
    if (this.kindOf(name, address.componentPath) === null)
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
        ...(address.componentPath === ctx.componentPath
          ? {}
          : { component: address.componentPath }),
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
}
