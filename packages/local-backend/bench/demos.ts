// Runs Convex's own demo apps (a checkout of github.com/get-convex/convex-demos)
// on this backend, each demo's `convex/` folder unchanged, and reports per
// demo whether it loads and which calls pass.
//
//   npx tsx bench/demos.ts <path-to-checkout> [demo ...]
//
// Each demo's `convex/` folder is copied, as it is, into a temporary project
// whose `node_modules` is a link to this project's (so `convex`,
// `convex-helpers`, `zod`… resolve; a demo needing a package that is not
// installed here fails to load, and the report names the package). Then a
// backend is started over it (development mode, no seeding) and the calls
// are made with the stock `ConvexHttpClient`, acting as a signed-in user
// (admin key + identity), as a Convex developer would try the demo:
//
// 1. every public mutation, then every public query, then every public
//    action, in module order (a mutation that failed is tried once more
//    after the others: a demo's sign-in mutation, e.g. `users:store`, must
//    run before what needs the user), with arguments made from its argument
//    validator: a string "fidelity", a number 1, an int64 1n, `true`, a
//    literal's value, an object's required fields (optional ones left out),
//    an empty array, `null` where a union allows it (so a pagination cursor
//    starts at the beginning), and for `v.id("t")` the id of a document of
//    table `t` already written by an earlier call (a mutation that returns
//    an upload URL of this backend gets a small text file POSTed to it, as
//    the demo's page would, so `_storage` ids exist); a function whose
//    arguments cannot be made so (no such document yet) is not called and
//    is listed as "not derivable"; a function that declares no argument
//    validator is called with `{}`, and if that fails because its
//    arguments were missing (argument or schema validation), it is listed
//    as not derivable too;
// 2. every `GET` route of `http.ts` with an exact path.
//
// A call passes if it returns (an HTTP route: any status below 500). A call
// that fails only for want of the network or of an API key (this machine is
// offline; `fetch failed`, `… environment variable not set`) is counted
// apart, as "offline"; every other failure is listed with its error.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { internalMutationGeneric, makeFunctionReference } from "convex/server";
import { startBackend } from "../src/main.js";
import { setAdminAuth } from "../src/run.js";
import { NODE_MODULES } from "../tests/helpers.js";

/** A failure for want of the network or an API key: this machine is offline. */
const OFFLINE =
  /fetch failed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|environment variable (is )?not set|API key/i;
/** A failure because the arguments were missing (argument or schema validation). */
const MISSING_ARGS =
  /ArgumentValidationError|does not match the schema|is missing the required field/;

type Validator = {
  type: string;
  value?: unknown;
  tableName?: string;
  fieldType?: Validator;
  optional?: boolean;
};
type Call = { name: string; ok: boolean; offline?: boolean; detail?: string };
type DemoResult = {
  demo: string;
  loaded: boolean;
  loadError?: string;
  calls: Call[];
  notDerivable: string[];
};

const IDENTITY = {
  subject: "fidelity-user",
  issuer: "https://fidelity.test",
  tokenIdentifier: "https://fidelity.test|fidelity-user",
  name: "Asha Rao",
  email: "asha@example.com",
  nickname: "asha",
  pictureUrl: "https://example.com/asha.png",
};

const [checkout, ...only] = process.argv.slice(2);
if (!checkout) {
  console.error(
    "usage: npx tsx bench/demos.ts <path-to-convex-demos-checkout> [demo ...]",
  );
  process.exit(2);
}

const demos = fs
  .readdirSync(checkout)
  .filter((d) => fs.existsSync(path.join(checkout, d, "convex")))
  .filter((d) => only.length === 0 || only.includes(d))
  .sort();

const results: DemoResult[] = [];
for (const demo of demos) {
  const r = await runDemo(demo);
  results.push(r);
  const passed = r.calls.filter((c) => c.ok).length;
  const offline = r.calls.filter((c) => c.offline).length;
  console.log(
    `${demo}: ${r.loaded ? `loaded; ${passed}/${r.calls.length} calls pass${offline ? ` (${offline} offline)` : ""}` : `did not load: ${r.loadError}`}${r.notDerivable.length ? `; not derivable: ${r.notDerivable.join(", ")}` : ""}`,
  );
  for (const c of r.calls.filter((c) => !c.ok))
    console.log(`  ${c.offline ? "OFFLINE" : "FAIL"} ${c.name}: ${c.detail}`);
}

const loaded = results.filter((r) => r.loaded).length;
const calls = results.flatMap((r) => r.calls);
const passedCalls = calls.filter((c) => c.ok).length;
const offlineCalls = calls.filter((c) => c.offline).length;
console.log(
  `\n${loaded} of ${results.length} demos load; ${passedCalls} of ${calls.length} calls pass; ${offlineCalls} fail only for want of the network or an API key, ${calls.length - passedCalls - offlineCalls} for another reason; ${results.reduce((n, r) => n + r.notDerivable.length, 0)} functions not called (arguments not derivable)`,
);

async function runDemo(demo: string): Promise<DemoResult> {
  const result: DemoResult = {
    demo,
    loaded: false,
    calls: [],
    notDerivable: [],
  };
  const project = fs.mkdtempSync(path.join(os.tmpdir(), `demo-${demo}-`));
  const dataDir = path.join(project, ".data");
  fs.cpSync(path.join(checkout, demo, "convex"), path.join(project, "convex"), {
    recursive: true,
  });
  fs.symlinkSync(NODE_MODULES, path.join(project, "node_modules"), "dir");
  let running: Awaited<ReturnType<typeof startBackend>> | null = null;
  try {
    try {
      running = await startBackend({
        projectDir: project,
        dataDir,
        port: 0,
        siteProxyPort: 0,
        seed: false,
        mode: "development",
        log: () => {},
      });
    } catch (e) {
      result.loadError = String(e instanceof Error ? e.message : e)
        .split("\n")
        .filter((l) => l.trim())
        .slice(0, 2)
        .join(" ");
      return result;
    }
    result.loaded = true;
    const backend = running.backend;
    const client = new ConvexHttpClient(running.cloudUrl, { logger: false });
    setAdminAuth(client, running.adminKey, IDENTITY);
    const app = (
      backend as unknown as {
        app: {
          functions: Map<
            string,
            {
              isQuery?: boolean;
              isMutation?: boolean;
              isAction?: boolean;
              isPublic?: boolean;
              exportArgs?: () => string;
            }
          >;
          http: {
            getRoutes?: () => Array<[string, string, unknown]>;
          } | null;
        };
      }
    ).app;
    const publicFns = [...app.functions].filter(([, f]) => f.isPublic);
    const order = (f: { isMutation?: boolean; isQuery?: boolean }) =>
      f.isMutation ? 0 : f.isQuery ? 1 : 2;
    publicFns.sort((a, b) => order(a[1]) - order(b[1]));

    /** An id of some document of `table`, if one exists. */
    const anyId = async (table: string): Promise<string | null> => {
      const outcome = await backend.runMutation(
        "_demos:anyId",
        {},
        {
          allowInternal: true,
          adHoc: internalMutationGeneric({
            handler: async (ctx) =>
              table.startsWith("_")
                ? ((await ctx.db.system.query(table as "_storage").first())
                    ?._id ?? null)
                : ((await ctx.db.query(table).first())?._id ?? null),
          }) as never,
        },
      );
      return outcome.success ? (outcome.value as string | null) : null;
    };

    const retry: typeof publicFns = [];
    const callOne = async (
      [name, f]: (typeof publicFns)[number],
      lastTry: boolean,
    ) => {
      const kind = f.isMutation ? "mutation" : f.isQuery ? "query" : "action";
      const validator = f.exportArgs
        ? (JSON.parse(f.exportArgs()) as Validator)
        : { type: "any" };
      let args: unknown;
      try {
        args = await derive(validator, anyId, true);
      } catch (e) {
        if (!lastTry && kind === "mutation") retry.push([name, f]);
        else result.notDerivable.push(`${name} (${firstLine(e)})`);
        return;
      }
      try {
        const value = await (
          client[kind] as (r: unknown, a: unknown) => Promise<unknown>
        )(makeFunctionReference(name), args);
        result.calls.push({ name: `${kind} ${name}`, ok: true });
        if (
          typeof value === "string" &&
          value.startsWith(`${running!.cloudUrl}/api/storage/upload`)
        )
          await fetch(value, {
            method: "POST",
            headers: { "Content-Type": "text/plain" },
            body: "a file from bench/demos.ts",
          });
      } catch (e) {
        const detail = errorLine(e);
        if (!lastTry && kind === "mutation") retry.push([name, f]);
        else if (validator.type === "any" && MISSING_ARGS.test(detail))
          result.notDerivable.push(`${name} (no argument validator)`);
        else
          result.calls.push({
            name: `${kind} ${name}`,
            ok: false,
            offline: OFFLINE.test(detail),
            detail,
          });
      }
    };
    const mutations = publicFns.filter(([, f]) => f.isMutation);
    for (const fn of mutations) await callOne(fn, false);
    for (const fn of retry.splice(0)) await callOne(fn, true);
    for (const fn of publicFns.filter(([, f]) => !f.isMutation))
      await callOne(fn, true);

    for (const route of httpGetRoutes(app.http)) {
      const res = await fetch(`${running.siteUrl}${route}`);
      await res.arrayBuffer();
      result.calls.push({
        name: `GET ${route}`,
        ok: res.status < 500,
        detail: `status ${res.status}`,
      });
    }
    return result;
  } finally {
    await running?.close();
    fs.rmSync(project, { recursive: true, force: true });
  }
}

/** Arguments made from a validator (see the header); throws when they cannot be. */
async function derive(
  v: Validator,
  anyId: (table: string) => Promise<string | null>,
  top = false,
): Promise<unknown> {
  switch (v.type) {
    case "any":
      if (top) return {};
      return "fidelity";
    case "string":
      return "fidelity";
    case "number":
      return 1;
    case "bigint":
      return 1n;
    case "boolean":
      return true;
    case "null":
      return null;
    case "literal":
      return v.value;
    case "bytes":
      return new ArrayBuffer(4);
    case "array":
      return [];
    case "record":
      return {};
    case "id": {
      const id = await anyId(v.tableName!);
      if (id === null) throw new Error(`no document of ${v.tableName} yet`);
      return id;
    }
    case "union": {
      const members = v.value as Validator[];
      if (members.some((m) => m.type === "null")) return null;
      let last: unknown;
      for (const m of members) {
        try {
          return await derive(m, anyId);
        } catch (e) {
          last = e;
        }
      }
      throw last;
    }
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(
        v.value as Record<string, { fieldType: Validator; optional: boolean }>,
      )) {
        if (field.optional) continue;
        out[key] = await derive(field.fieldType, anyId);
      }
      return out;
    }
    default:
      throw new Error(`validator ${v.type}`);
  }
}

/** The exact-path GET routes of an http router. */
function httpGetRoutes(http: unknown): string[] {
  const router = http as {
    exactRoutes?: Map<string, Map<string, unknown>>;
  } | null;
  if (!router?.exactRoutes) return [];
  return [...router.exactRoutes]
    .filter(([, methods]) => methods.has("GET"))
    .map(([p]) => p);
}

function firstLine(e: unknown): string {
  return String(e instanceof Error ? e.message : e).split("\n")[0];
}

/** The function's own error line (what follows the request id). */
function errorLine(e: unknown): string {
  const lines = String(e instanceof Error ? e.message : e).split("\n");
  return (
    lines.find(
      (l) => /^Uncaught |Error|error/.test(l) && !l.startsWith("[Request ID"),
    ) ?? lines.join(" ")
  ).slice(0, 200);
}
