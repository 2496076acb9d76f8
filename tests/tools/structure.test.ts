/**
 * The code's layout holds: a screen's feature folder has the backend area of
 * its name, convex/lib holds only what several areas use, and the map in
 * convex/README.md is the tree as it is (`npm run map` rewrites it).
 */
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { describe, expect, it } from "vitest";
import {
  PURPOSE,
  areas,
  expectedReadme,
  featureFolders,
} from "../../scripts/structure";

const root = path.resolve(import.meta.dirname, "../..");
const convexDir = path.join(root, "convex");

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "_generated" ? [] : filesUnder(full);
    return e.name.endsWith(".ts") ? [full] : [];
  });
}

/** The convex/ files each convex/lib file is imported by. */
function importersOfLib() {
  const importers = new Map<string, string[]>();
  for (const file of filesUnder(convexDir)) {
    const text = fs.readFileSync(file, "utf8");
    for (const [, spec] of text.matchAll(/from "(\.[^"]+)"/g)) {
      const to = path.resolve(path.dirname(file), spec) + ".ts";
      if (path.dirname(to) !== path.join(convexDir, "lib")) continue;
      importers.set(to, [...(importers.get(to) ?? []), file]);
    }
  }
  return importers;
}

describe("the layout of the code", () => {
  it("gives every feature folder a backend area of its name, and every area a line in the map", () => {
    const backend = areas();
    expect(featureFolders().filter((f) => !backend.includes(f))).toEqual([]);
    expect(backend.filter((a) => !(a in PURPOSE))).toEqual([]);
  });

  it("keeps in convex/lib only what several areas (or the root files) use", () => {
    const lonely: string[] = [];
    for (const [lib, users] of importersOfLib()) {
      const places = new Set(
        users.map((u) => {
          const rel = path.relative(convexDir, u).split(path.sep);
          return rel.length === 1 || rel[0] === "lib" ? "(root)" : rel[0];
        }),
      );
      if (!places.has("(root)") && places.size < 2)
        lonely.push(`${path.basename(lib)}: only ${[...places].join(", ")}`);
    }
    expect(lonely).toEqual([]);
  });

  it("shows the tree as it is in convex/README.md's map (npm run map)", async () => {
    const readme = path.join(convexDir, "README.md");
    const options = (await prettier.resolveConfig(readme)) ?? {};
    const expected = await expectedReadme((text: string) =>
      prettier.format(text, { ...options, filepath: readme }),
    );
    expect(fs.readFileSync(readme, "utf8")).toBe(expected);
  });
});
