/**
 * The fences of eslint.config.js (scripts/lint/fences.js) fire where they
 * should: `npm run lint` over src/ is only proof if they can fail.
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
    .filter((m) => m.ruleId?.startsWith("fences/"))
    .map((m) => m.ruleId);
}

describe("the import fences of src/", () => {
  it("let a feature use its own files, src/lib, and the two shared parts of convex/", async () => {
    expect(
      await problems(
        "src/features/courses/Example.ts",
        [
          'import { api } from "@convex/_generated/api";',
          'import { GRADES } from "@convex/shared/constants";',
          'import { useSession } from "../../lib/session";',
          'import { formatDuration } from "./formatting";',
          "export { api, GRADES, useSession, formatDuration };",
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("refuse server code, and convex/ by a relative path", async () => {
    expect(
      await problems(
        "src/features/courses/Example.ts",
        [
          'import { getViewer } from "@convex/lib/viewer";',
          'import { api } from "../../../convex/_generated/api";',
          'const lazy = () => import("../../../convex/learning/lessons");',
          "export { getViewer, api, lazy };",
        ].join("\n"),
      ),
    ).toEqual([
      "fences/backend-fence",
      "fences/backend-fence",
      "fences/backend-fence",
    ]);
  });

  it("refuse one feature importing another, also lazily", async () => {
    expect(
      await problems(
        "src/features/community/forums/Example.ts",
        [
          'import { LessonPage } from "../../courses/LessonPage";',
          'const page = () => import("../../dashboard/DashboardPage");',
          'import { ReportButton } from "../ReportButton";',
          "export { LessonPage, page, ReportButton };",
        ].join("\n"),
      ),
    ).toEqual(["fences/feature-fence", "fences/feature-fence"]);
  });
});

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
    ).toEqual([
      "fences/package-entry",
      "fences/package-entry",
      "fences/package-entry",
      "fences/package-entry",
    ]);
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
