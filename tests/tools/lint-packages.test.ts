/**
 * The rule of eslint.config.js that keeps the workspace packages whole
 * (scripts/lint/packages.js): the product reaches packages/local-backend only
 * through the exports of its package.json.
 */
import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, file),
  });
  return result.messages
    .filter((m) => m.ruleId === "packages/entry-only")
    .map((m) => m.line);
}

describe("the local backend package is used through its entry", () => {
  it("lets the product import the package and the subpaths it exports", async () => {
    expect(
      await problems(
        "tests/convex/Example.ts",
        [
          'import { startBackend } from "@vidyaquest/local-backend";',
          'import { summarize } from "@vidyaquest/local-backend/bench";',
          'const lazy = () => import("@vidyaquest/local-backend");',
          "export { startBackend, summarize, lazy };",
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("refuses a file inside it, by path or by a subpath it does not export", async () => {
    expect(
      await problems(
        "scripts/Example.ts",
        [
          'import { startBackend } from "../packages/local-backend/src/main";',
          'import { Backend } from "@vidyaquest/local-backend/src/backend";',
          'const lazy = () => import("../node_modules/@vidyaquest/local-backend/src/run.ts");',
          'export * from "../packages/local-backend/bench/common.js";',
          "export { startBackend, Backend, lazy };",
        ].join("\n"),
      ),
    ).toEqual([1, 2, 3, 4]);
  });

  it("lets the package's own files import each other", async () => {
    expect(
      await problems(
        "packages/local-backend/tests/Example.ts",
        [
          'import { startBackend } from "../src/main.js";',
          'import { summarize } from "../bench/common.js";',
          "export { startBackend, summarize };",
        ].join("\n"),
      ),
    ).toEqual([]);
  });
});
