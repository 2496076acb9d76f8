// ESLint rule: code outside a workspace package (packages/<name>/) uses it
// only through what its package.json `exports` lists (`@scope/name`, or a
// subpath it names), never a file inside it by path, relative or through
// node_modules. A package's own files import each other freely.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const packagesDir = path.join(root, "packages");

/** Each workspace package: its folder, name and the specifiers its exports allow. */
const packages = fs
  .readdirSync(packagesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => path.join(packagesDir, e.name))
  .filter((dir) => fs.existsSync(path.join(dir, "package.json")))
  .map((dir) => {
    const { name, exports = {} } = JSON.parse(
      fs.readFileSync(path.join(dir, "package.json"), "utf8"),
    );
    const subpaths = typeof exports === "string" ? ["."] : Object.keys(exports);
    return {
      dir,
      name,
      allowed: new Set(
        subpaths.map((s) => (s === "." ? name : `${name}/${s.slice(2)}`)),
      ),
    };
  });

const within = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
};

function problem(fromFile, source) {
  const owner = packages.find((p) => within(p.dir, fromFile));
  for (const p of packages) {
    if (p === owner) continue;
    if (source === p.name || source.startsWith(`${p.name}/`)) {
      if (p.allowed.has(source)) return null;
      return `${source} is not an export of ${p.name}: import ${[...p.allowed].join(" or ")}.`;
    }
    if (!source.startsWith(".")) continue;
    const to = path.resolve(path.dirname(fromFile), source);
    const inside =
      within(p.dir, to) ||
      to.split(path.sep).join("/").includes(`/node_modules/${p.name}/`);
    if (inside)
      return `Files of ${p.name} are its own: import "${p.name}" (or a subpath its package.json exports).`;
  }
  return null;
}

const entryOnly = {
  meta: {
    type: "problem",
    docs: {
      description:
        "a workspace package is used through its package.json exports only",
    },
    schema: [],
  },
  create(context) {
    const visit = (node) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const message = problem(context.filename, node.source.value);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};

export default { rules: { "entry-only": entryOnly } };
