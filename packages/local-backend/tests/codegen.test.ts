import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCodegen } from "../src/codegen.js";
import { FIXTURE_DIR, NODE_MODULES, tempDir } from "./helpers.js";

const FILES = [
  "api.d.ts",
  "api.js",
  "dataModel.d.ts",
  "server.d.ts",
  "server.js",
];

function copyProject(): string {
  const dir = tempDir("lb-codegen-");
  fs.cpSync(path.join(FIXTURE_DIR, "convex"), path.join(dir, "convex"), {
    recursive: true,
  });
  fs.rmSync(path.join(dir, "convex", "_generated"), {
    recursive: true,
    force: true,
  });
  // Module-path edge cases: nested folders, dashes, helper folders, config files and tests.
  fs.mkdirSync(path.join(dir, "convex", "community", "deep"), {
    recursive: true,
  });
  fs.writeFileSync(
    path.join(dir, "convex", "community", "deep", "threads.ts"),
    "export const x = 1;\n",
  );
  fs.writeFileSync(
    path.join(dir, "convex", "with-dash.ts"),
    "export const y = 1;\n",
  );
  fs.writeFileSync(
    path.join(dir, "convex", "messages.test.ts"),
    "export const z = 1;\n",
  );
  fs.writeFileSync(
    path.join(dir, "convex", "empty.ts"),
    "// no import or export\n",
  );
  fs.symlinkSync(NODE_MODULES, path.join(dir, "node_modules"));
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "codegen-test", dependencies: { convex: "*" } }),
  );
  return dir;
}

describe("codegen", () => {
  it("is up to date for the fixture", async () => {
    const result = await runCodegen(path.join(FIXTURE_DIR, "convex"));
    expect(result.written).toEqual([]);
  });

  it("matches `convex codegen --system-udfs` byte for byte", async () => {
    const dir = copyProject();
    await runCodegen(path.join(dir, "convex"));
    const ours = Object.fromEntries(
      FILES.map((f) => [
        f,
        fs.readFileSync(path.join(dir, "convex", "_generated", f), "utf8"),
      ]),
    );
    expect(ours["api.d.ts"]).toContain(
      '"community/deep/threads": typeof community_deep_threads;',
    );
    expect(ours["api.d.ts"]).toContain('"with-dash": typeof with_dash;');
    expect(ours["api.d.ts"]).not.toContain("messages.test");
    expect(ours["api.d.ts"]).not.toContain("auth.config");
    expect(ours["api.d.ts"]).not.toContain("empty");
    fs.rmSync(path.join(dir, "convex", "_generated"), { recursive: true });
    try {
      execFileSync(
        process.execPath,
        [
          path.join(NODE_MODULES, "convex", "bin", "main.js"),
          "codegen",
          "--system-udfs",
          "--typecheck",
          "disable",
        ],
        {
          cwd: dir,
          stdio: "pipe",
          timeout: 60_000,
          env: { ...process.env, CONVEX_DEPLOYMENT: "" },
        },
      );
    } catch (e) {
      console.warn(
        "Convex CLI codegen unavailable, skipping comparison:",
        (e as Error).message,
      );
      return;
    }
    for (const f of FILES) {
      expect(ours[f], f).toBe(
        fs.readFileSync(path.join(dir, "convex", "_generated", f), "utf8"),
      );
    }
  });
});
