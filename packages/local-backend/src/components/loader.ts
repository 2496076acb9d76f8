// Loads the app's components as Convex does: `convex/convex.config.ts`
// (`defineApp()`, `app.use(component, { name, env })`) is bundled and run;
// each imported component definition (a package's
// `dist/component/convex.config.js`, `defineComponent(name)`, which may
// `use` components of its own) becomes a directory of function modules,
// loaded unmodified. Every `use` installs one instance at a component path
// ("rateLimiter", "resend/emailWorkpool"); instances of one definition
// share its code but not its data (see namespace.ts).
// https://docs.convex.dev/components/using
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import {
  loadApp,
  type CronJob,
  type ImportRunner,
  type RegisteredFunction,
} from "../modules.js";
import type { SchemaJson } from "../runtime/transaction.js";
import { DIR_MODE, tightenTree } from "../fileModes.js";

/** One installed component. */
export type ComponentInstance = {
  /** "" is the app itself; "a/b" is the component `b` installed by component `a`. */
  path: string;
  /** The directory of its `convex.config.js` (its function modules). */
  definitionDir: string;
  functions: Map<string, RegisteredFunction>;
  schema: SchemaJson | null;
  crons: Record<string, CronJob>;
  /**
   * Its environment: the deployment's URLs (`CONVEX_CLOUD_URL`,
   * `CONVEX_SITE_URL`) and the variables its definition declares, as
   * `use(…, { env })` sets them; never the app's own variables.
   */
  env: Record<string, string>;
  /** Installed children: name → component path. */
  children: Map<string, string>;
};

export type ComponentTree = {
  /** The app's children: name → component path. */
  children: Map<string, string>;
  /** Every installed component by path (the app itself is not in it). */
  instances: Map<string, ComponentInstance>;
};

type ChildUse = {
  name: string;
  dir: string;
  env: Record<string, unknown>;
  /** How the parent imported it, `/convex.config…` stripped ("@convex-dev/workpool", "../probe"). */
  importSpecifier: string | null;
};

export type Definition = {
  name: string | null;
  dir: string;
  children: ChildUse[];
};

type DefinitionObject = {
  _name?: string;
  _childComponents?: Array<
    [
      string,
      { componentDefinitionPath: string; defaultName?: string },
      Record<string, unknown> | null,
      string | undefined,
    ]
  >;
};

const CONFIG_NAMES = ["convex.config.ts", "convex.config.js"];

/** System variables every function sees; the app's own variables are the app's alone. */
const SYSTEM_ENV = ["CONVEX_CLOUD_URL", "CONVEX_SITE_URL"];

/** The app's `convex.config.ts` (or `.js`), if it has one. */
export function appConfigFile(functionsDir: string): string | null {
  for (const n of CONFIG_NAMES) {
    const p = path.join(functionsDir, n);
    if (fs.existsSync(p)) return p;
  }
  return null;
}

let counter = 0;

/**
 * Bundle and run one definition file. An import of another component's
 * `convex.config` becomes what Convex's bundler makes of it: an object
 * naming its directory and default name (the definition is loaded first).
 */
async function loadDefinition(
  file: string,
  outRoot: string,
  runImport: ImportRunner,
  cache: Map<string, Promise<Definition>>,
  stack: string[],
): Promise<Definition> {
  const dir = path.dirname(file);
  const cached = cache.get(dir);
  if (cached) return cached;
  if (stack.includes(dir))
    throw new Error(
      `Component definitions form a cycle: ${[...stack, dir].join(" → ")}`,
    );
  const loading = (async () => {
    fs.mkdirSync(outRoot, { recursive: true, mode: DIR_MODE });
    const outfile = path.join(outRoot, `definition-${counter++}.mjs`);
    const specifiers = new Map<string, string>();
    await esbuild.build({
      entryPoints: [file],
      outfile,
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      logLevel: "silent",
      plugins: [
        {
          name: "component-definitions",
          setup(build) {
            build.onResolve(
              { filter: /convex\.config(\.[cm]?[jt]s)?$/ },
              async (args) => {
                if (args.kind === "entry-point" || args.pluginData?.inner)
                  return undefined;
                const r = await build.resolve(args.path, {
                  resolveDir: args.resolveDir,
                  kind: args.kind,
                  importer: args.importer,
                  pluginData: { inner: true },
                });
                if (r.errors.length > 0) return { errors: r.errors };
                specifiers.set(
                  path.dirname(r.path),
                  args.path.replace(/\/convex\.config.*$/, ""),
                );
                return { path: r.path, namespace: "component-definition" };
              },
            );
            build.onLoad(
              { filter: /.*/, namespace: "component-definition" },
              async (args) => {
                const child = await loadDefinition(
                  args.path,
                  outRoot,
                  runImport,
                  cache,
                  [...stack, dir],
                );
                const imported = {
                  componentDefinitionPath: child.dir,
                  defaultName: child.name,
                };
                return {
                  contents: `export default ${JSON.stringify(imported)};`,
                  loader: "js",
                };
              },
            );
          },
        },
      ],
    });
    tightenTree(outRoot);
    const mod = (await runImport(
      () => import(pathToFileURL(outfile).href),
    )) as { default?: DefinitionObject };
    const def = mod.default;
    if (!def || !Array.isArray(def._childComponents))
      throw new Error(
        `${file} must export default defineApp() or defineComponent(…)`,
      );
    return {
      name: def._name ?? null,
      dir,
      children: def._childComponents.map(([name, imported, env]) => ({
        name,
        dir: imported.componentDefinitionPath,
        env: env ?? {},
        importSpecifier:
          specifiers.get(imported.componentDefinitionPath) ?? null,
      })),
    };
  })();
  cache.set(dir, loading);
  return loading;
}

/** The value a `use(…, { env })` entry gives: a string, or a reference to the parent's variable. */
function envValue(
  value: unknown,
  parentEnv: Record<string, string>,
): string | undefined {
  if (typeof value === "string") return value;
  if (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { __envVarRef?: unknown }).__envVarRef === "string"
  )
    return parentEnv[(value as { __envVarRef: string }).__envVarRef];
  return undefined;
}

/** The app's definition (its components' names and where they come from), for codegen. */
export async function readAppDefinition(
  configFile: string,
  outRoot: string,
): Promise<Definition> {
  return loadDefinition(configFile, outRoot, (load) => load(), new Map(), []);
}

/** Load the component tree of the app whose config is `configFile`. */
export async function loadComponents(
  configFile: string,
  outRoot: string,
  appEnv: Record<string, string>,
  runImport: ImportRunner,
): Promise<ComponentTree> {
  const cache = new Map<string, Promise<Definition>>();
  const root = await loadDefinition(configFile, outRoot, runImport, cache, []);
  const modules = new Map<
    string,
    Promise<Awaited<ReturnType<typeof loadApp>>>
  >();
  const instances = new Map<string, ComponentInstance>();
  const install = async (
    parentPath: string,
    parentEnv: Record<string, string>,
    uses: ChildUse[],
  ): Promise<Map<string, string>> => {
    const children = new Map<string, string>();
    for (const use of uses) {
      if (children.has(use.name))
        throw new Error(
          `Component name "${use.name}" is used twice in ${parentPath === "" ? "the app" : `component ${parentPath}`}`,
        );
      const compPath =
        parentPath === "" ? use.name : `${parentPath}/${use.name}`;
      children.set(use.name, compPath);
      let loaded = modules.get(use.dir);
      if (!loaded) {
        loaded = loadApp(
          use.dir,
          path.join(outRoot, `modules-${counter++}`),
          runImport,
        );
        modules.set(use.dir, loaded);
      }
      const app = await loaded;
      const env: Record<string, string> = {};
      for (const k of SYSTEM_ENV)
        if (appEnv[k] !== undefined) env[k] = appEnv[k];
      for (const [k, v] of Object.entries(use.env)) {
        const value = envValue(v, parentEnv);
        if (value !== undefined) env[k] = value;
      }
      const def = await cache.get(use.dir)!;
      const instance: ComponentInstance = {
        path: compPath,
        definitionDir: use.dir,
        functions: app.functions,
        schema: app.schema,
        crons: app.crons,
        env,
        children: new Map(),
      };
      instances.set(compPath, instance);
      instance.children = await install(compPath, env, def.children);
    }
    return children;
  };
  const children = await install("", appEnv, root.children);
  return { children, instances };
}
