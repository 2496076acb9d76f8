// ESLint rules that keep the front end's parts apart (as bulletproof-react
// does with import/no-restricted-paths), by resolving each import to a file:
//
// - `src/` reaches the backend only through `@convex/_generated`,
//   `@convex/shared` and an area's rules shared with the browser
//   (`convex/<area>/rules.ts`, `convex/<area>/<name>Rules.ts`), always by the
//   alias, never a relative path into convex/;
// - those rules files are browser code too: they import only each other,
//   `convex/shared` and packages, never server code;
// - one feature (`src/features/<area>`) never imports another: what several
//   features share lives in `src/lib` or `src/components`.
// - code outside a workspace package (`packages/<name>/`) uses it only
//   through what its package.json `exports` lists (`@scope/name`, or a
//   subpath it names), never a file inside it by path, relative or through
//   node_modules; a package's own files import each other freely.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const convexDir = path.join(root, "convex");
const featuresDir = path.join(root, "src", "features");
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

/** The file an import names, or null for a package. */
function target(fromFile, source) {
  if (source.startsWith("@convex/"))
    return path.join(convexDir, source.slice("@convex/".length));
  if (source.startsWith("."))
    return path.resolve(path.dirname(fromFile), source);
  return null;
}

/** An area's rules shared with the browser: `convex/<area>/rules.ts` or `…Rules.ts`. */
const isRules = (file) => {
  const rel = path.relative(convexDir, file).split(path.sep);
  return (
    rel.length === 2 &&
    rel[0] !== "_generated" &&
    /^(rules|[a-z][A-Za-z]*Rules)\.ts$/.test(rel[1])
  );
};
const browserSafe = (file) =>
  within(path.join(convexDir, "_generated"), file) ||
  within(path.join(convexDir, "shared"), file) ||
  isRules(file.endsWith(".ts") ? file : `${file}.ts`);

const within = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
};

const featureOf = (file) =>
  within(featuresDir, file)
    ? path.relative(featuresDir, file).split(path.sep)[0]
    : null;

function checker(context, check) {
  const visit = (node) => {
    if (!node.source || typeof node.source.value !== "string") return;
    const message = check(context.filename, node.source.value);
    if (message) context.report({ node: node.source, message });
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const backendFence = {
  meta: {
    type: "problem",
    docs: {
      description:
        "src/ imports only @convex/_generated, @convex/shared and an area's rules from the backend",
    },
    schema: [],
  },
  create: (context) =>
    checker(context, (file, source) => {
      const to = target(file, source);
      if (!to || !within(convexDir, to)) return null;
      if (!browserSafe(to))
        return "The browser may use only convex/_generated, convex/shared and an area's rules (convex/<area>/rules.ts); server code stays on the server.";
      if (!source.startsWith("@convex/"))
        return `Import it as "@convex/${path.relative(convexDir, to).split(path.sep).join("/")}".`;
      return null;
    }),
};

const featureFence = {
  meta: {
    type: "problem",
    docs: { description: "a feature does not import another feature" },
    schema: [],
  },
  create: (context) =>
    checker(context, (file, source) => {
      const from = featureOf(file);
      const to = target(file, source);
      const other = to && featureOf(to);
      if (!from || !other || other === from) return null;
      return `Features do not import each other (${from} → ${other}): move what both need to src/lib or src/components.`;
    }),
};

const rulesFence = {
  meta: {
    type: "problem",
    docs: {
      description:
        "an area's rules file (shared with the browser) imports only browser-safe code",
    },
    schema: [],
  },
  create: (context) =>
    checker(context, (file, source) => {
      const to = target(file, source);
      if (!to || browserSafe(to)) return null;
      return "Rules shared with the browser import only other rules files, convex/shared and packages.";
    }),
};

function packageProblem(fromFile, source) {
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

const packageEntry = {
  meta: {
    type: "problem",
    docs: {
      description:
        "a workspace package is used through its package.json exports only",
    },
    schema: [],
  },
  create: (context) => checker(context, packageProblem),
};

export default {
  rules: {
    "backend-fence": backendFence,
    "feature-fence": featureFence,
    "rules-fence": rulesFence,
    "package-entry": packageEntry,
  },
};
