/// <reference types="vite/client" />
/**
 * One backend API for the backend behaviour tests, on two targets:
 *
 * - default: convex-test (`convexTest(schema, modules)`, in memory, fast);
 * - `CONVEX_TARGET=local`: the real local backend (@vidyaquest/local-backend), started
 *   once per test worker (whose files run one after another) on free ports
 *   with a fresh temporary data directory over the project's `convex/`
 *   folder (seeding off), reached through the stock `ConvexHttpClient` with
 *   the admin key (acting as the identity given to `withIdentity`). `npx vitest run --config tests/convex/vitest.conformance.config.ts`
 *   runs the tests this way.
 *
 * Writing a test that runs on both:
 *
 * - `import { newBackend } from "./harness";` (not "./setup"): the conformance
 *   run picks up exactly the files that import the harness.
 * - `const t = newBackend();` at the start of each test: an empty database
 *   (on the local target the file's database is reset, so use one
 *   `newBackend()` per test and do not run tests of a file concurrently).
 * - Set up data through functions where you can (`t.mutation(internal.seed.run,
 *   {})`, public mutations): that also exercises them. `t.run(ctx => …)` works
 *   on both targets (the local backend runs in the test process), but its
 *   result must be a Convex value; `t.run` is not available on a backend in
 *   another process, so keep it to setup and inspection.
 * - `t.withIdentity({ subject: "u1", email: … })` → the identity functions see
 *   via `ctx.auth.getUserIdentity()`; `issuer` defaults to
 *   "https://convex.test" and `tokenIdentifier` to `issuer|subject` on both.
 * - Errors: a `ConvexError` thrown by a function rejects with a `ConvexError`
 *   whose `.data` equals the thrown data on both targets; other errors reject
 *   with the thrown message. Argument / return / schema validation messages
 *   differ (convex-test: "Validator error: …", Convex: "ArgumentValidationError:
 *   …"): match them with {@link VALIDATION_ERROR}.
 * - Scheduled functions: `await t.finishScheduled()` runs what is due now
 *   (`runAfter(0, …)`) and what that schedules for now; later jobs are not run
 *   on either target. Due jobs may already have run before you call it (both
 *   targets run them in the background), so don't assert they haven't. Do not
 *   depend on fake timers.
 * - HTTP actions (`convex/http.ts`): `t.fetch("/path", init)`.
 * - Don't assert on ids' exact form, `_creationTime` values or log output.
 */
import type {
  FunctionReference,
  FunctionReturnType,
  GenericMutationCtx,
  OptionalRestArgs,
  UserIdentity,
} from "convex/server";
import { ConvexError, type Value } from "convex/values";
import { vi } from "vitest";
import type { DataModel } from "../../convex/_generated/dataModel";
import type { CallOptions, RunningBackend } from "@vidyaquest/local-backend";

type Visibility = "public" | "internal";
type QueryRef = FunctionReference<"query", Visibility>;
type MutationRef = FunctionReference<"mutation", Visibility>;
type ActionRef = FunctionReference<"action", Visibility>;

export type TestBackend = {
  query<Q extends QueryRef>(
    ref: Q,
    ...args: OptionalRestArgs<Q>
  ): Promise<FunctionReturnType<Q>>;
  mutation<M extends MutationRef>(
    ref: M,
    ...args: OptionalRestArgs<M>
  ): Promise<FunctionReturnType<M>>;
  action<A extends ActionRef>(
    ref: A,
    ...args: OptionalRestArgs<A>
  ): Promise<FunctionReturnType<A>>;
  /** The same database, calling as this user. */
  withIdentity(identity: Partial<UserIdentity>): TestBackend;
  /** Run the scheduled functions that are due now (and what they schedule for now). */
  finishScheduled(): Promise<void>;
  /** Call an HTTP action of convex/http.ts (`path` starts with "/"). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /**
   * Run code in a mutation transaction (setup and inspection), like
   * convex-test's `t.run`. On the local target it runs inside the test
   * process's backend, so it works there too; the result travels as a Convex
   * value (ids, numbers, strings, documents — not functions or classes).
   */
  run<Output>(
    fn: (ctx: GenericMutationCtx<DataModel>) => Promise<Output>,
  ): Promise<Output>;
};

/** Matches argument, return value and schema validation errors on both targets. */
export const VALIDATION_ERROR =
  /Validator error|ArgumentValidationError|ReturnsValidationError|does not match the schema/;

/** The `data` of the `ConvexError` that `call` rejects with; fails the test if it succeeds. */
export function errorData(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error("expected a ConvexError");
    },
    (e: { data?: unknown }) => e.data,
  );
}

/** Which backend the tests run against. */
export const TARGET: "convex-test" | "local" =
  typeof process !== "undefined" && process.env?.CONVEX_TARGET === "local"
    ? "local"
    : "convex-test";

/**
 * The identity convex-test builds from `withIdentity(partial)`: `subject`
 * defaults to a hash of the attributes, `issuer` to "https://convex.test",
 * `tokenIdentifier` to `issuer|subject`. The local target acts as exactly it.
 */
export function fullIdentity(
  identity: Partial<UserIdentity>,
): Partial<UserIdentity> & {
  subject: string;
  issuer: string;
  tokenIdentifier: string;
} {
  const subject = identity.subject ?? "" + simpleHash(JSON.stringify(identity));
  const issuer = identity.issuer ?? "https://convex.test";
  const tokenIdentifier = identity.tokenIdentifier ?? `${issuer}|${subject}`;
  return { ...identity, subject, issuer, tokenIdentifier };
}

// convex-test's hash for a default `subject` (same input → same subject).
function simpleHash(string: string): number {
  let hash = 0;
  for (let i = 0; i < string.length; i++) {
    hash = (hash << 5) - hash + string.charCodeAt(i);
    hash = hash & hash;
  }
  return hash;
}

/** A fresh, empty backend with the app's schema and functions. */
export function newBackend(): TestBackend {
  return TARGET === "local" ? newLocalBackend() : newConvexTestBackend();
}

// ── convex-test ──────────────────────────────────────────────────────────────

type ConvexTestAccessor = {
  query(ref: unknown, args?: unknown): Promise<unknown>;
  mutation(ref: unknown, args?: unknown): Promise<unknown>;
  action(ref: unknown, args?: unknown): Promise<unknown>;
  withIdentity(identity: Partial<UserIdentity>): ConvexTestAccessor;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  run(fn: unknown): Promise<unknown>;
  finishAllScheduledFunctions(advanceTimers: () => void): Promise<void>;
};

// Loaded only for this target, so the local target never installs
// convex-test's globals next to the backend's.
const convexTestSetup =
  TARGET === "convex-test" ? await import("./setup") : null;

function newConvexTestBackend(): TestBackend {
  return fromConvexTest(convexTestSetup!.newBackend());
}

/** A TestBackend over a `convexTest(...)` instance. */
export function fromConvexTest(t: unknown): TestBackend {
  const root = t as ConvexTestAccessor;
  const wrap = (t: ConvexTestAccessor): TestBackend =>
    ({
      query: (ref: unknown, ...args: unknown[]) => t.query(ref, ...args),
      mutation: (ref: unknown, ...args: unknown[]) => t.mutation(ref, ...args),
      action: (ref: unknown, ...args: unknown[]) => t.action(ref, ...args),
      withIdentity: (identity: Partial<UserIdentity>) =>
        wrap(root.withIdentity(identity)),
      // With real timers, due jobs fire by themselves; with fake timers,
      // advancing by 0 fires the due ones. Later jobs are left alone.
      finishScheduled: () =>
        root.finishAllScheduledFunctions(() => {
          if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
        }),
      fetch: (path: string, init?: RequestInit) => t.fetch(path, init),
      run: (fn: unknown) => t.run(fn),
    }) as TestBackend;
  return wrap(root);
}

// ── local backend ────────────────────────────────────────────────────────────

type LocalHandle = {
  cloudUrl: string;
  siteUrl: string;
  adminKey: string;
  /** The in-process backend (for `run`). */
  backend: RunningBackend["backend"];
  close(): Promise<void>;
};

let local: Promise<LocalHandle> | null = null;

/**
 * Start this process's local backend, once (conformance.setup.ts does it in
 * `beforeAll`; `newBackend()` also starts it lazily). The project directory
 * is the repository root, or `CONVEX_LOCAL_PROJECT` if set (a directory with
 * a `convex/` folder). `CONVEX_LOCAL_VERBOSE=1` prints the backend's log.
 */
export function startLocalBackend(): Promise<LocalHandle> {
  local ??= (async () => {
    const [{ startBackend }, fs, os, path, url] = await Promise.all([
      import("@vidyaquest/local-backend"),
      import("node:fs"),
      import("node:os"),
      import("node:path"),
      import("node:url"),
    ]);
    const repoRoot = path.resolve(
      path.dirname(url.fileURLToPath(import.meta.url)),
      "../..",
    );
    const dataDir = fs.mkdtempSync(
      path.join(process.env.CONFORMANCE_DATA_ROOT ?? os.tmpdir(), "backend-"),
    );
    const verbose = !!process.env.CONVEX_LOCAL_VERBOSE;
    try {
      const running = await startBackend({
        projectDir: process.env.CONVEX_LOCAL_PROJECT ?? repoRoot,
        dataDir,
        port: 0,
        siteProxyPort: 0,
        seed: false,
        log: verbose ? (line: string) => console.log(line) : () => {},
      });
      return {
        cloudUrl: running.cloudUrl,
        siteUrl: running.siteUrl,
        adminKey: running.adminKey,
        backend: running.backend,
        async close() {
          await running.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    } catch (e) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw e;
    }
  })();
  return local;
}

/** Stop this process's local backend and delete its data directory. */
export async function stopLocalBackend(): Promise<void> {
  const pending = local;
  local = null;
  if (pending) await (await pending).close();
}

async function adminPost(h: LocalHandle, path: string): Promise<void> {
  const res = await fetch(`${h.cloudUrl}${path}`, {
    method: "POST",
    headers: { Authorization: `Convex ${h.adminKey}` },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

/** The thrown error as convex-test shows it: ConvexError with its data, or the function's own message. */
function asThrownByFunction(e: unknown): unknown {
  if (e instanceof ConvexError) return new ConvexError(e.data as Value);
  if (!(e instanceof Error)) return e;
  const m = /^\[Request ID: [^\]]*\] Server Error\n([\s\S]*)$/.exec(e.message);
  if (!m) return e;
  let message = m[1];
  const uncaught = /^Uncaught (?:[A-Za-z]*Error: )?/.exec(message);
  if (uncaught) {
    // The function's own error: drop the prefix and the stack frames.
    message = message
      .slice(uncaught[0].length)
      .replace(/(\n\s+at [^\n]*)+$/, "");
  }
  const error = new Error(message);
  error.stack = `Error: ${message}\n    (from the local backend)`;
  return error;
}

type HttpClient = {
  query(ref: unknown, args: unknown): Promise<unknown>;
  mutation(ref: unknown, args: unknown): Promise<unknown>;
  action(ref: unknown, args: unknown): Promise<unknown>;
};

function newLocalBackend(): TestBackend {
  const ready = startLocalBackend().then(async (h) => {
    await adminPost(h, "/api/local/reset");
    const { ConvexHttpClient } = await import("convex/browser");
    const { setAdminAuth } = await import("@vidyaquest/local-backend");
    return { h, ConvexHttpClient, setAdminAuth };
  });
  const accessor = (identity: Partial<UserIdentity> | null): TestBackend => {
    const client = ready.then(({ h, ConvexHttpClient, setAdminAuth }) => {
      const c = new ConvexHttpClient(h.cloudUrl, { logger: false });
      setAdminAuth(
        c,
        h.adminKey,
        identity ? fullIdentity(identity) : undefined,
      );
      return c as unknown as HttpClient;
    });
    const call =
      (kind: "query" | "mutation" | "action") =>
      async (ref: unknown, ...args: unknown[]) => {
        const c = await client;
        try {
          // Admin auth makes internal references callable too.
          return await c[kind](ref, args[0] ?? {});
        } catch (e) {
          throw asThrownByFunction(e);
        }
      };
    return {
      query: call("query"),
      mutation: call("mutation"),
      action: call("action"),
      withIdentity: (next: Partial<UserIdentity>) => accessor(next),
      finishScheduled: async () => {
        const { h } = await ready;
        await adminPost(h, "/api/local/finish_scheduled");
      },
      fetch: async (path: string, init?: RequestInit) => {
        const { h } = await ready;
        return await fetch(`${h.siteUrl}${path}`, init);
      },
      run: async (fn: (ctx: never) => Promise<unknown>) => {
        const { h } = await ready;
        const { internalMutationGeneric } = await import("convex/server");
        const { jsonToConvex } = await import("convex/values");
        const adHoc = internalMutationGeneric({
          handler: (ctx) => fn(ctx as never),
        }) as unknown as NonNullable<CallOptions["adHoc"]>;
        const outcome = await h.backend.runMutation(
          "_test:run",
          {},
          {
            allowInternal: true,
            adHoc,
            identity: identity
              ? (fullIdentity(identity) as CallOptions["identity"])
              : null,
          },
        );
        if (outcome.success) return jsonToConvex(outcome.value);
        throw asThrownByFunction(
          outcome.errorData !== undefined
            ? new ConvexError(jsonToConvex(outcome.errorData))
            : new Error(outcome.errorMessage),
        );
      },
    } as TestBackend;
  };
  return accessor(null);
}
