// The fidelity suite's two targets behind one small API: the same case body
// calls `t.call("query", "notes:get", args)` whether `t` is this backend
// (started in the test process over an app directory, reached with the stock
// ConvexHttpClient) or convex-test (`convexTest(...)` over the same app's
// modules, in memory). A file runs one target: convex-test replaces the
// global `Convex` syscall object the in-process backend's functions use, so
// the two never share a process.
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference, type UserIdentity } from "convex/server";
import { setAdminAuth } from "../../src/run.js";
import { startFixture } from "../helpers.js";

export type Kind = "query" | "mutation" | "action";
export type TargetName = "local" | "convex-test";

export type Caller = {
  /** Calls a function by its path, "module:export" (a module in a folder: "dir/module:export"). */
  call(
    kind: Kind,
    name: string,
    args?: Record<string, unknown>,
  ): Promise<unknown>;
};

export type Target = Caller & {
  name: TargetName;
  /** Calls an internal function, as the admin key (local) or a test (convex-test) may. */
  admin: Caller;
  /** Calls as this user: `ctx.auth.getUserIdentity()` sees it. */
  asUser(identity: Partial<UserIdentity> & { subject: string }): Caller;
  /** Calls an HTTP action of the app's http.ts. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Runs the scheduled functions due now, and what they schedule for now. */
  finishScheduled(): Promise<void>;
  close(): Promise<void>;
};

const ref = (name: string) => makeFunctionReference(name) as never;

/** This backend over the app in `projectDir` (a folder holding `convex/`), development mode, fresh data. */
export async function localTarget(projectDir: string): Promise<Target> {
  const b = await startFixture({ projectDir, seed: false });
  const client = (identity?: Partial<UserIdentity>, admin = false): Caller => {
    const c = new ConvexHttpClient(b.cloudUrl, { logger: false });
    if (admin || identity) setAdminAuth(c, b.adminKey, identity as never);
    return {
      call: (kind, name, args = {}) =>
        (c[kind] as (r: never, a: unknown) => Promise<unknown>)(
          ref(name),
          args,
        ),
    };
  };
  const anonymous = client();
  return {
    name: "local",
    call: anonymous.call,
    admin: client(undefined, true),
    asUser: (identity) =>
      client({
        issuer: "https://fidelity.test",
        tokenIdentifier: `https://fidelity.test|${identity.subject}`,
        ...identity,
      }),
    fetch: (path, init) => fetch(`${b.siteUrl}${path}`, init),
    finishScheduled: async () => {
      const r = await fetch(`${b.cloudUrl}/api/local/finish_scheduled`, {
        method: "POST",
        headers: { Authorization: `Convex ${b.adminKey}` },
      });
      if (!r.ok) throw new Error(`finish_scheduled: ${r.status}`);
    },
    close: () => b.close(),
  };
}

type ConvexTestInstance = {
  query(r: unknown, a: unknown): Promise<unknown>;
  mutation(r: unknown, a: unknown): Promise<unknown>;
  action(r: unknown, a: unknown): Promise<unknown>;
  withIdentity(identity: Partial<UserIdentity>): ConvexTestInstance;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  finishAllScheduledFunctions(advanceTimers: () => void): Promise<void>;
};

/** convex-test over an instance the caller made (`convexTest({ schema, modules, transactionLimits: true })`, components registered). */
export function convexTestTarget(t: unknown): Target {
  const root = t as ConvexTestInstance;
  const caller = (c: ConvexTestInstance): Caller => ({
    call: (kind, name, args = {}) => c[kind](ref(name), args),
  });
  const anonymous = caller(root);
  return {
    name: "convex-test",
    call: anonymous.call,
    admin: anonymous,
    asUser: (identity) =>
      caller(
        root.withIdentity({
          issuer: "https://fidelity.test",
          tokenIdentifier: `https://fidelity.test|${identity.subject}`,
          ...identity,
        }),
      ),
    fetch: (path, init) => root.fetch(path, init),
    // Real timers: due jobs fire by themselves; this waits for them.
    finishScheduled: () => root.finishAllScheduledFunctions(() => {}),
    close: async () => {},
  };
}
