import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexError } from "convex/values";
import { runFunction } from "../src/run.js";
import { startFixture } from "./helpers.js";

// The `local-backend run` command, as a project's `npm run convex:run` calls it.
const BIN = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../bin/local-backend.mjs",
);

let b: Awaited<ReturnType<typeof startFixture>>;

beforeAll(async () => {
  b = await startFixture();
});
afterAll(async () => {
  await b.close();
});

function cli(
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, "run", ...args],
      (error, stdout, stderr) => {
        resolve({
          code: error ? ((error as { code?: number }).code ?? 1) : 0,
          stdout,
          stderr,
        });
      },
    );
  });
}

describe("run (convex run equivalent)", () => {
  it("CLI: calls internal mutations, queries and actions and prints JSON", async () => {
    const common = ["--data", b.dataDir, "--url", b.cloudUrl];
    const m = await cli([...common, "messages:secret"]);
    expect(m).toMatchObject({ code: 0, stdout: '"internal only"\n' });
    const a = await cli([
      ...common,
      "scheduling:actionWritesNote",
      '{"text":"from-cli"}',
    ]);
    expect(a.code).toBe(0);
    const q = await cli([...common, "scheduling:internalNotes", "{}"]);
    expect(q.code).toBe(0);
    expect(JSON.parse(q.stdout)).toContain("from-cli (from action)");
    const id = await cli([
      ...common,
      "--identity",
      '{"subject":"cli-user","issuer":"https://cli"}',
      "users:me",
    ]);
    expect(JSON.parse(id.stdout)).toMatchObject({
      tokenIdentifier: "https://cli|cli-user",
    });
  });

  it("CLI: errors go to stderr with exit status 1, ConvexError data included", async () => {
    const common = ["--data", b.dataDir, "--url", b.cloudUrl];
    const r = await cli([...common, "messages:fail", '{"code":"E_CLI"}']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain('"code":"E_CLI"');
    const missing = await cli([...common, "nope:nothing"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(
      /Could not find function for 'nope:nothing'/,
    );
    const badArgs = await cli([...common, "messages:secret", "{not json"]);
    expect(badArgs.code).toBe(2);
  });

  it("runFunction(): programmatic use, Convex JSON args, ConvexError", async () => {
    const logs: string[] = [];
    expect(
      await runFunction({
        dataDir: b.dataDir,
        url: b.cloudUrl,
        functionName: "messages:secret",
        log: (l) => logs.push(l),
      }),
    ).toBe("internal only");
    const err = await runFunction({
      dataDir: b.dataDir,
      url: b.cloudUrl,
      functionName: "messages:fail",
      args: { code: "E_FN" },
      log: () => {},
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConvexError);
    await expect(
      runFunction({
        dataDir: b.dataDir + "-missing",
        url: b.cloudUrl,
        functionName: "messages:secret",
      }),
    ).rejects.toThrow(/No admin key/);
  });
});
