// Convex's two runtimes (https://docs.convex.dev/functions/runtimes): a
// module runs in Convex's JavaScript runtime unless its first statement is
// the `"use node"` directive. Only a `"use node"` module may import Node.js
// built-in modules (directly or through what it imports), and a `"use node"`
// module may define only actions. Either mistake fails the push (here: the
// load), as `npx convex dev` / `npx convex deploy` do.
import fs from "node:fs";
import path from "node:path";
import { builtinModules } from "node:module";
import type { Metafile } from "esbuild";

const USE_NODE_LINE = /^\s*("|')use node("|');?\s*$/;
const BUILTINS = new Set(builtinModules);

export const USE_NODE_HINT =
  'It looks like you are using Node APIs from a file without the "use node" directive.\n' +
  'Split out actions using Node.js APIs like this into a new file only containing actions that uses "use node" ' +
  "so these actions will run in a Node.js environment.\n" +
  "For more information see https://docs.convex.dev/functions/runtimes#nodejs-runtime";

/** Whether a module's source starts with the `"use node"` directive (before any other statement). */
export function hasUseNodeDirective(file: string): boolean {
  const source = fs.readFileSync(file, "utf8");
  if (!source.includes("use node")) return false;
  const body = source.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("//")) continue;
    if (USE_NODE_LINE.test(line)) return true;
    // Another directive ("use strict") may come first; any statement ends them.
    if (!/^("|')[^"']*("|');?$/.test(line)) return false;
  }
  return false;
}

function isBuiltin(specifier: string): boolean {
  return specifier.startsWith("node:") || BUILTINS.has(specifier);
}

/**
 * Refuse a module without `"use node"` that reaches a Node.js built-in
 * through the app's own imports. `metafile` is esbuild's (paths relative to
 * `cwd`). Packages under node_modules are not followed: this bundle resolves
 * them for Node (their "node" export condition), where Convex resolves them
 * for its own runtime, so their Node imports say nothing about Convex.
 */
export function checkNodeBuiltins(
  metafile: Metafile,
  entries: string[],
  functionsDir: string,
  cwd = process.cwd(),
): void {
  const problems: string[] = [];
  for (const entry of entries) {
    if (hasUseNodeDirective(entry)) continue;
    const start = path.relative(cwd, entry).replace(/\\/g, "/");
    const seen = new Set<string>([start]);
    const stack = [start];
    let found: { specifier: string; importer: string } | null = null;
    while (stack.length > 0 && !found) {
      const file = stack.pop() as string;
      for (const imp of metafile.inputs[file]?.imports ?? []) {
        if (imp.external) {
          if (isBuiltin(imp.path)) {
            found = { specifier: imp.path, importer: file };
            break;
          }
          continue;
        }
        if (imp.path.includes("node_modules/")) continue;
        if (!seen.has(imp.path)) {
          seen.add(imp.path);
          stack.push(imp.path);
        }
      }
    }
    if (found) {
      const rel = path.relative(functionsDir, entry).replace(/\\/g, "/");
      const via =
        found.importer === start ? "" : ` (imported by ${found.importer})`;
      problems.push(
        `${rel}: Could not resolve "${found.specifier}"${via}. The package "${found.specifier}" is built into node, and ${rel} has no "use node" directive.`,
      );
    }
  }
  if (problems.length > 0)
    throw new Error(`${problems.join("\n")}\n${USE_NODE_HINT}`);
}

const nodeFunctions = new WeakSet<object>();

/** Whether a function was defined in a `"use node"` module (runs in Node.js). */
export function isNodeFunction(fn: object): boolean {
  return nodeFunctions.has(fn);
}

/** Refuse a query or mutation exported by a `"use node"` module; remember its actions. */
export function checkNodeModuleExports(
  modulePath: string,
  exports: Record<string, unknown>,
): void {
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value !== "function") continue;
    nodeFunctions.add(value);
    const fn = value as { isQuery?: boolean; isMutation?: boolean };
    const kind = fn.isQuery ? "Query" : fn.isMutation ? "Mutation" : null;
    if (kind)
      throw new Error(
        `\`${name}\` defined in \`${modulePath}.js\` is a ${kind} function. Only actions can be defined in Node.js. See https://docs.convex.dev/functions/actions for more details.`,
      );
  }
}
