// Bundles the app's convex/ directory with esbuild (one ESM entry per module,
// shared chunks, every dependency including convex/server bundled in) and
// loads the result, exposing registered functions by path.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { entryPoints, modulePathOf } from "./codegen/entryPoints.js";
import type { SchemaJson } from "./runtime/transaction.js";
import type { CronSchedule } from "./cron.js";
import { DIR_MODE, tightenTree } from "./fileModes.js";
import type { ComponentTree } from "./components/loader.js";
import {
  checkNodeBuiltins,
  checkNodeModuleExports,
  hasUseNodeDirective,
} from "./runtime/useNode.js";

export type FunctionKind = "query" | "mutation" | "action";

/** What `query({...})` & co. return at runtime. */
export type RegisteredFunction = {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isHttp?: boolean;
  isPublic?: boolean;
  isInternal?: boolean;
  invokeQuery?: (argsJson: string) => Promise<string>;
  invokeMutation?: (argsJson: string) => Promise<string>;
  invokeAction?: (requestId: string, argsJson: string) => Promise<string>;
  invokeHttpAction?: (request: Request) => Promise<Response>;
  exportArgs?: () => string;
  exportReturns?: () => string;
};

export type HttpRouter = {
  isRouter?: boolean;
  lookup: (
    path: string,
    method: string,
  ) => [RegisteredFunction, string, string] | null;
};

export type CronJob = { name: string; args: unknown[]; schedule: CronSchedule };

export type AuthProvider =
  | { domain: string; applicationID: string; type?: undefined }
  | {
      type: "customJwt";
      issuer: string;
      jwks: string;
      algorithm: string;
      applicationID?: string;
    };

export type LoadedApp = {
  buildDir: string;
  functions: Map<string, RegisteredFunction>;
  schema: SchemaJson | null;
  http: HttpRouter | null;
  crons: Record<string, CronJob>;
  authProviders: AuthProvider[];
  modulePaths: string[];
  /** The components `convex.config.ts` installs, when the app has one. */
  components?: ComponentTree;
};

/** Run a module import inside a context (so top-level code sees the function environment). */
export type ImportRunner = <T>(load: () => Promise<T>) => Promise<T>;

let buildCounter = 0;

export async function bundle(
  functionsDir: string,
  outRoot: string,
): Promise<{ dir: string; entries: Map<string, string> }> {
  const entries = entryPoints(functionsDir);
  for (const extra of [
    "schema.ts",
    "schema.js",
    "auth.config.ts",
    "auth.config.js",
  ]) {
    const p = path.join(functionsDir, extra);
    if (fs.existsSync(p)) entries.push(p);
  }
  const dir = path.join(
    outRoot,
    `${Date.now()}-${process.pid}-${buildCounter++}`,
  );
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  const built = await esbuild.build({
    metafile: true,
    entryPoints: entries,
    outbase: functionsDir,
    outdir: dir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outExtension: { ".js": ".mjs" },
    sourcemap: "inline",
    logLevel: "silent",
    // CommonJS dependencies inside an ESM bundle need a real `require`.
    banner: {
      js: "import { createRequire as __lbCreateRequire } from 'node:module'; const require = __lbCreateRequire(import.meta.url);",
    },
    // Let `.mjs` chunks of a previous build be garbage: each build is its own directory.
    write: true,
  });
  // Inside the data directory: only its owner reads the build (0700 / 0600).
  tightenTree(outRoot);
  checkNodeBuiltins(built.metafile, entries, functionsDir);
  const map = new Map<string, string>();
  for (const file of entries) {
    const rel = path.relative(functionsDir, file).replace(/\\/g, "/");
    const out = path.join(dir, rel.slice(0, rel.lastIndexOf(".")) + ".mjs");
    map.set(rel, out);
  }
  return { dir, entries: map };
}

function isRegistered(v: unknown): v is RegisteredFunction {
  return (
    typeof v === "function" &&
    ((v as RegisteredFunction).isQuery === true ||
      (v as RegisteredFunction).isMutation === true ||
      (v as RegisteredFunction).isAction === true)
  );
}

/** Bundle and import every module; throws with esbuild's message on build errors. */
export async function loadApp(
  functionsDir: string,
  outRoot: string,
  runImport: ImportRunner,
): Promise<LoadedApp> {
  const { dir, entries } = await bundle(functionsDir, outRoot);
  const app: LoadedApp = {
    buildDir: dir,
    functions: new Map(),
    schema: null,
    http: null,
    crons: {},
    authProviders: [],
    modulePaths: [],
  };
  for (const [rel, out] of entries) {
    const mod = (await runImport(
      () => import(pathToFileURL(out).href),
    )) as Record<string, unknown>;
    const modulePath = modulePathOf(functionsDir, path.join(functionsDir, rel));
    if (modulePath === "schema") {
      const def = mod.default as { export?: () => string } | undefined;
      if (def?.export) app.schema = JSON.parse(def.export()) as SchemaJson;
      continue;
    }
    if (modulePath === "auth.config") {
      const cfg = mod.default as { providers?: AuthProvider[] } | undefined;
      app.authProviders = cfg?.providers ?? [];
      continue;
    }
    app.modulePaths.push(modulePath);
    if (hasUseNodeDirective(path.join(functionsDir, rel)))
      checkNodeModuleExports(modulePath, mod);
    for (const [name, value] of Object.entries(mod)) {
      if (isRegistered(value))
        app.functions.set(`${modulePath}:${name}`, value);
    }
    if (modulePath === "http") {
      const router = mod.default as HttpRouter | undefined;
      if (router && typeof router.lookup === "function") app.http = router;
    }
    if (modulePath === "crons") {
      const crons = mod.default as
        { isCrons?: boolean; crons?: Record<string, CronJob> } | undefined;
      if (crons?.isCrons && crons.crons) app.crons = crons.crons;
    }
  }
  return app;
}

/** "messages:list", "messages.js:list", "messages" (default export) → canonical "module:export". */
export function canonicalPath(udfPath: string): string {
  const [modulePart, exportName] = udfPath.includes(":")
    ? udfPath.split(":", 2)
    : [udfPath, "default"];
  const module = modulePart.replace(/\.(js|ts|mjs|cjs|jsx|tsx)$/, "");
  return `${module}:${exportName || "default"}`;
}

/** Remove build directories other than the current one. */
export function pruneBuilds(outRoot: string, keep: string): void {
  if (!fs.existsSync(outRoot)) return;
  for (const name of fs.readdirSync(outRoot)) {
    const p = path.join(outRoot, name);
    if (p !== keep) fs.rmSync(p, { recursive: true, force: true });
  }
}
