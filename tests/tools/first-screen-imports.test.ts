/**
 * What a page imports statically is what its route downloads before it
 * shows anything. The busiest pages' first screens import no form rules
 * (zod, @mantine/form), no dialog, tooltip or popover (Mantine's Modal,
 * Tooltip and Popover bring the focus trap and floating-ui), no date picker
 * and no chart: those load with a dynamic import() when they are used.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Packages, and names taken from @mantine/core, that only an opened form, dialog or chart needs. */
const ON_DEMAND_PACKAGES = [
  "zod",
  "@mantine/form",
  "@mantine/dates",
  "@mantine/charts",
  "recharts",
  "dayjs",
  "react-markdown",
];
const ON_DEMAND_CORE = ["Modal", "Tooltip", "Popover", "Menu", "Select"];

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("@convex/")
    ? path.join(root, "convex", spec.slice("@convex/".length))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  // convex/_generated/api.js and friends: generated, no imports of note.
  return fs.existsSync(`${base}.js`) ? `${base}.js` : null;
}

/** Every module a file reaches through static imports (type-only imports and import() excluded), with what each takes from @mantine/core. */
function staticGraph(entry: string, allowed: readonly string[] = []) {
  const seen = new Set<string>();
  const offenders: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
    );
    const here = path.relative(root, file);
    for (const statement of source.statements) {
      if (
        !(
          ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ) ||
        !statement.moduleSpecifier ||
        !ts.isStringLiteral(statement.moduleSpecifier)
      )
        continue;
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (clause?.isTypeOnly) continue;
        const named = clause?.namedBindings;
        if (
          named &&
          ts.isNamedImports(named) &&
          !clause.name &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly)
        )
          continue;
      } else if (statement.isTypeOnly) continue;
      const spec = statement.moduleSpecifier.text;
      if (
        ON_DEMAND_PACKAGES.some(
          (p) =>
            !allowed.includes(p) && (spec === p || spec.startsWith(`${p}/`)),
        )
      )
        offenders.push(`${here} imports ${spec}`);
      if (spec === "@mantine/core" && ts.isImportDeclaration(statement)) {
        const named = statement.importClause?.namedBindings;
        if (named && ts.isNamedImports(named))
          for (const e of named.elements)
            if (
              ON_DEMAND_CORE.includes((e.propertyName ?? e.name).text) &&
              !allowed.includes((e.propertyName ?? e.name).text)
            )
              offenders.push(`${here} imports ${e.name.text} from ${spec}`);
      }
      const local = resolveLocal(file, spec);
      if (local && /\.tsx?$/.test(local)) visit(local);
    }
  };
  visit(path.join(root, entry));
  return { modules: seen.size, offenders };
}

describe("the first screen of a busy page", () => {
  it.each([
    ["src/features/community/CommunityPage.tsx", []],
    ["src/features/mentorship/MentorshipPage.tsx", []],
    // The dashboard shows one form, the leaderboard's name setting; "Edit
    // goal" (a popover) and its chart wait.
    ["src/features/learning/dashboard/DashboardPage.tsx", ["@mantine/form"]],
  ] as const)(
    "%s imports no form rules, dialog or chart statically",
    (entry, allowed) => {
      const { modules, offenders } = staticGraph(entry, allowed);
      expect(modules).toBeGreaterThan(5);
      expect(offenders).toEqual([]);
    },
  );
});
