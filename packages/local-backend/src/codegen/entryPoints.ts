// Which files under convex/ are function modules: the same rules as the Convex
// CLI's `entryPoints()` (src/bundler/index.ts in the convex package).
import fs from "node:fs";
import path from "node:path";

const ENTRY_POINT_EXTENSIONS = [
  ".js",
  ".mjs",
  ".cjs",
  ".ts",
  ".tsx",
  ".mts",
  ".cts",
  ".jsx",
];

/** Sort by UTF-16 code units, shorter first (the CLI's `consistentPathSort`). */
function consistentPathSort(a: fs.Dirent, b: fs.Dirent): number {
  for (let i = 0; i < Math.min(a.name.length, b.name.length); i++) {
    if (a.name.charCodeAt(i) !== b.name.charCodeAt(i)) {
      return a.name.charCodeAt(i) - b.name.charCodeAt(i);
    }
  }
  return a.name.length - b.name.length;
}

function* walkDir(dir: string): Generator<string> {
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort(consistentPathSort)) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Nested component definitions are not part of this app's modules.
      if (fs.existsSync(path.join(child, "convex.config.ts"))) continue;
      yield* walkDir(child);
    } else if (entry.isFile()) {
      yield child;
    }
  }
}

/** Absolute paths of the function modules in `functionsDir`. */
export function entryPoints(functionsDir: string): string[] {
  const found: string[] = [];
  for (const fpath of walkDir(functionsDir)) {
    const relPath = path.relative(functionsDir, fpath);
    const base = path.basename(fpath);
    if (relPath.startsWith("_deps" + path.sep)) {
      throw new Error(
        `The path "${fpath}" is within the "_deps" directory, which is reserved for dependencies.`,
      );
    }
    if (!ENTRY_POINT_EXTENSIONS.some((ext) => relPath.endsWith(ext))) continue;
    if (relPath.startsWith("_generated" + path.sep)) continue;
    if (base.startsWith(".") || base.startsWith("#")) continue;
    if (base === "schema.ts" || base === "schema.js") continue;
    if ((base.match(/\./g) ?? []).length > 1) continue; // auth.config.ts, x.test.ts, ...
    if (relPath.includes(" ")) continue;
    found.push(fpath);
  }
  return found.filter((fpath) => {
    if (!fpath.endsWith(".ts") && !fpath.endsWith(".tsx")) return true;
    return /^\s{0,100}(import|export)/m.test(fs.readFileSync(fpath, "utf8"));
  });
}

/** Module path as Convex names it: relative, "/"-separated, no extension. */
export function modulePathOf(functionsDir: string, file: string): string {
  const rel = path.relative(functionsDir, file).replace(/\\/g, "/");
  return rel.slice(0, rel.lastIndexOf("."));
}

const USE_NODE = /^\s*("|')use node("|');?\s*$/m;

/** Whether a module starts with the "use node" directive (approximation of the CLI's parse). */
export function hasUseNodeDirective(file: string): boolean {
  const source = fs.readFileSync(file, "utf8");
  return source.includes("use node") && USE_NODE.test(source);
}
