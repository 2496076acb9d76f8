// Offline replacement for `npx convex codegen`: writes convex/_generated/
// {api.d.ts, api.js, dataModel.d.ts, server.d.ts, server.js} exactly as the
// Convex CLI's `doCodegen` does (the path it takes without a deployment, i.e.
// `convex codegen --system-udfs`), formatted with the same prettier call.
//
// CLI: local-backend codegen [functionsDir]   (default: ./convex)
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { entryPoints } from "./codegen/entryPoints.js";
import {
  NO_SCHEMA_DATA_MODEL_CONTENT,
  apiCodegen,
  compareModulePaths,
  dynamicDataModelContent,
  serverCodegen,
} from "./codegen/templates.js";
import { appConfigFile } from "./components/loader.js";
import { componentApiDts, componentApiJs } from "./components/codegen.js";

/** Entries of _generated/ the CLI never deletes. */
const PRESERVED_GENERATED_ENTRIES = new Set(["ai"]);

async function format(contents: string): Promise<string> {
  return prettier.format(contents, {
    parser: "typescript",
    pluginSearchDirs: false,
  } as prettier.Options);
}

function writeIfChanged(destination: string, contents: string): boolean {
  try {
    if (fs.readFileSync(destination, "utf8") === contents) return false;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
  const tmp = `${destination}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, contents);
  fs.renameSync(tmp, destination);
  return true;
}

export type CodegenResult = {
  written: string[];
  unchanged: string[];
  modules: string[];
};

/** Generate `<functionsDir>/_generated`. */
export async function runCodegen(functionsDir: string): Promise<CodegenResult> {
  const dir = path.resolve(functionsDir);
  if (!fs.existsSync(dir))
    throw new Error(`Functions directory not found: ${dir}`);
  const legacy = path.join(dir, "_generated.ts");
  if (fs.existsSync(legacy)) fs.unlinkSync(legacy);
  const codegenDir = path.join(dir, "_generated");
  fs.mkdirSync(codegenDir, { recursive: true });

  const hasSchema =
    fs.existsSync(path.join(dir, "schema.ts")) ||
    fs.existsSync(path.join(dir, "schema.js"));
  const modulePaths = entryPoints(dir)
    .map((p) => path.relative(dir, p))
    .sort(compareModulePaths);
  const server = serverCodegen();
  // With a convex.config.ts, `api` also exports the installed `components`.
  const config = appConfigFile(dir);
  const api = config
    ? {
        JS: componentApiJs(),
        DTS: await componentApiDts(dir, config, modulePaths),
      }
    : apiCodegen(modulePaths);
  const files: Array<[string, string]> = [
    [
      "dataModel.d.ts",
      hasSchema ? dynamicDataModelContent : NO_SCHEMA_DATA_MODEL_CONTENT,
    ],
    ["server.js", server.JS],
    ["server.d.ts", server.DTS],
    ["api.js", api.JS],
    ["api.d.ts", api.DTS],
  ];
  const result: CodegenResult = {
    written: [],
    unchanged: [],
    modules: modulePaths,
  };
  for (const [name, contents] of files) {
    const changed = writeIfChanged(
      path.join(codegenDir, name),
      await format(contents),
    );
    (changed ? result.written : result.unchanged).push(name);
  }
  const names = files.map(([name]) => name);
  for (const entry of fs.readdirSync(codegenDir)) {
    if (PRESERVED_GENERATED_ENTRIES.has(entry) || names.includes(entry))
      continue;
    fs.rmSync(path.join(codegenDir, entry), { recursive: true, force: true });
  }
  return result;
}

/** The `codegen` command: `[functionsDir]` (default ./convex). */
export async function codegenCli(argv: string[]): Promise<number> {
  const target = argv[0] ?? "convex";
  try {
    const r = await runCodegen(target);
    const what = r.written.length
      ? `wrote ${r.written.join(", ")}`
      : "already up to date";
    console.log(
      `codegen: ${path.join(target, "_generated")} ${what} (${r.modules.length} modules)`,
    );
    return 0;
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return 1;
  }
}
