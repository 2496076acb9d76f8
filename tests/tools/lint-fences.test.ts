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
  it("let a feature use its own files, src/lib, and the browser's parts of convex/", async () => {
    expect(
      await problems(
        "src/features/learning/courses/Example.ts",
        [
          'import { api } from "@convex/_generated/api";',
          'import { GRADES } from "@convex/shared/constants";',
          'import { XP_RULES } from "@convex/learning/rules";',
          'import { MAX_VIDEO_BYTES } from "@convex/learning/uploadRules";',
          'import { useSession } from "../../../lib/session";',
          'import { formatDuration } from "./formatting";',
          "export { api, GRADES, XP_RULES, MAX_VIDEO_BYTES, useSession, formatDuration };",
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("refuse server code, and convex/ by a relative path", async () => {
    expect(
      await problems(
        "src/features/learning/courses/Example.ts",
        [
          'import { getViewer } from "@convex/lib/viewer";',
          'import { api } from "../../../../convex/_generated/api";',
          'const lazy = () => import("../../../../convex/learning/lessons");',
          'import { recordXp } from "@convex/learning/model/progress";',
          "export { getViewer, api, lazy, recordXp };",
        ].join("\n"),
      ),
    ).toEqual([
      "fences/backend-fence",
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
          'import { LessonPage } from "../../learning/courses/LessonPage";',
          'const page = () => import("../../learning/dashboard/DashboardPage");',
          'import { ReportButton } from "../ReportButton";',
          "export { LessonPage, page, ReportButton };",
        ].join("\n"),
      ),
    ).toEqual(["fences/feature-fence", "fences/feature-fence"]);
  });
});

describe("the rules an area shares with the browser", () => {
  it("import other rules, convex/shared and packages", async () => {
    expect(
      await problems(
        "convex/mentorship/rules.ts",
        [
          'import { z } from "zod";',
          'import { GRADES } from "../shared/constants";',
          'import { textSchema } from "../community/rules";',
          'import { isCommonPassword } from "../accounts/passwordRules";',
          "export { z, GRADES, textSchema, isCommonPassword };",
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("never import server code, which would ship it to the browser", async () => {
    expect(
      await problems(
        "convex/community/rules.ts",
        [
          'import { getViewer } from "../lib/viewer";',
          'import { authorOf } from "./model/authors";',
          'import type { Doc } from "../_generated/dataModel";',
          "export { getViewer, authorOf };",
          "export type D = Doc<'users'>;",
        ].join("\n"),
      ),
    ).toEqual(["fences/rules-fence", "fences/rules-fence"]);
  });
});

describe("the local backend package is used through its entry", () => {
  const refused = ["fences/package-entry"];
  it.each([
    // The product: the package and the subpaths its package.json exports.
    ["tests/convex/Example.ts", 'import "@vidyaquest/local-backend";', []],
    ["scripts/Example.ts", 'import "@vidyaquest/local-backend/bench";', []],
    ["scripts/Example.mjs", 'await import("@vidyaquest/local-backend");', []],
    // A file inside it, by path or by a subpath it does not export.
    [
      "scripts/Example.ts",
      'import "../packages/local-backend/src/main";',
      refused,
    ],
    [
      "scripts/Example.ts",
      'import "@vidyaquest/local-backend/src/backend";',
      refused,
    ],
    [
      "tests/convex/Example.ts",
      'await import("../../node_modules/@vidyaquest/local-backend/src/run.ts");',
      refused,
    ],
    [
      "scripts/Example.ts",
      'export * from "../packages/local-backend/bench/common.js";',
      refused,
    ],
    // The package's own files import each other freely.
    ["packages/local-backend/tests/Example.ts", 'import "../src/main.js";', []],
    [
      "packages/local-backend/tests/Example.ts",
      'import "../bench/common.js";',
      [],
    ],
  ])("%s: %s", async (file, code, expected) => {
    expect(await problems(file, code)).toEqual(expected);
  });
});
