// Moves files (git mv) and rewrites every import that names them, across the
// repository: `node scripts/dev/move.mjs moves.txt` with lines "old new"
// (a file or a folder). Rewrites relative and `@convex/` specifiers in
// .ts/.tsx/.js/.mjs files, including vi.mock("…") and import("…").
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const lines = fs
  .readFileSync(process.argv[2], "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));
const tracked = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard"],
  { encoding: "utf8" },
)
  .split("\n")
  .filter(Boolean);

/** old absolute file -> new absolute file */
const moved = new Map();
for (const line of lines) {
  const [from, to] = line.split(/\s+/);
  const abs = path.join(root, from);
  if (
    process.argv.includes("--fix") &&
    fs.existsSync(path.join(root, to)) &&
    fs.statSync(path.join(root, to)).isDirectory()
  ) {
    for (const f of tracked)
      if (f.startsWith(to + "/"))
        moved.set(
          path.join(root, from, f.slice(to.length + 1)),
          path.join(root, f),
        );
  } else if (fs.existsSync(abs) && fs.statSync(abs).isDirectory()) {
    for (const f of tracked)
      if (f.startsWith(from + "/"))
        moved.set(
          path.join(root, f),
          path.join(root, to, f.slice(from.length + 1)),
        );
  } else moved.set(abs, path.join(root, to));
}

const EXTS = [".ts", ".tsx", ".js", ".mjs", ".d.ts"];
const exists = new Set(tracked.map((f) => path.join(root, f)));
function resolve(fromFile, spec) {
  let base;
  if (spec.startsWith("@convex/"))
    base = path.join(root, "convex", spec.slice(8));
  else if (spec.startsWith("."))
    base = path.resolve(path.dirname(fromFile), spec);
  else return null;
  const stripped = base.replace(/\.js$/, "");
  for (const cand of [
    base,
    ...EXTS.map((e) => stripped + e),
    ...EXTS.map((e) => path.join(base, "index" + e)),
  ])
    if (exists.has(cand)) return { file: cand, base };
  return null;
}
function specFor(fromNew, targetNew, oldSpec, oldResolved) {
  // keep how the old specifier ended (extension or not, index or not)
  const oldTail = path.relative(oldResolved.base, oldResolved.file); // "" or "index.ts" etc
  let target = targetNew;
  let ext = "";
  const m = oldSpec.match(/\.(js|ts|tsx|mjs|css)$/);
  if (m) ext = m[0];
  target = target.replace(/\.css$/, "");
  target = target.replace(/\.(d\.ts|ts|tsx|js|mjs)$/, "");
  if (oldTail.startsWith("index")) target = path.dirname(target);
  if (
    oldSpec.startsWith("@convex/") &&
    target.startsWith(path.join(root, "convex") + path.sep)
  )
    return (
      "@convex/" +
      path
        .relative(path.join(root, "convex"), target)
        .split(path.sep)
        .join("/") +
      ext
    );
  let rel = path
    .relative(path.dirname(fromNew), target)
    .split(path.sep)
    .join("/");
  if (!rel.startsWith(".")) rel = "./" + rel;
  return rel + ext;
}

// With --fix, the moves are done already: only imports that still name an
// old path are rewritten (after merging a branch written before the move).
const fixOnly = process.argv.includes("--fix");
if (fixOnly)
  for (const [from, to] of moved) if (exists.has(to)) exists.add(from);
// 1. git mv
for (const [from, to] of fixOnly ? [] : moved) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  execFileSync("git", ["mv", from, to]);
}
// 2. rewrite imports everywhere
const SPEC = /((?:from|import|mock|require)\s*\(?\s*)(["'])([^"']+)\2/g;
let changed = 0;
for (const f of tracked) {
  if (
    !/\.(ts|tsx|js|mjs)$/.test(f) ||
    f.includes("_generated/") ||
    f.startsWith("node_modules")
  )
    continue;
  const oldFile = path.join(root, f);
  const newFile = fixOnly ? oldFile : (moved.get(oldFile) ?? oldFile);
  if (!fs.existsSync(newFile)) continue;
  const text = fs.readFileSync(newFile, "utf8");
  const out = text.replace(SPEC, (all, pre, q, spec) => {
    const r = resolve(oldFile, spec);
    if (!r) return all;
    const targetNew = moved.get(r.file) ?? r.file;
    if (targetNew === r.file && newFile === oldFile) return all;
    return pre + q + specFor(newFile, targetNew, spec, r) + q;
  });
  if (out !== text) {
    fs.writeFileSync(newFile, out);
    changed++;
  }
}
console.log(`moved ${moved.size} files, rewrote imports in ${changed}`);
