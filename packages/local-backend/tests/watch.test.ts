import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConvexHttpClient } from "convex/browser";
import {
  FIXTURE_DIR,
  NODE_MODULES,
  startFixture,
  tempDir,
  waitFor,
} from "./helpers.js";

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe("watch mode", () => {
  it("rebundles and reloads functions on change without losing data", async () => {
    const projectDir = tempDir("lb-watch-");
    fs.cpSync(FIXTURE_DIR, projectDir, { recursive: true });
    fs.symlinkSync(NODE_MODULES, path.join(projectDir, "node_modules"));
    const b = await startFixture({ projectDir, watch: true });
    cleanups.push(() => b.close());
    const c = new ConvexHttpClient(b.cloudUrl, { logger: false });
    await c.mutation(
      "messages:send" as never,
      { author: "w", body: "kept", channel: "watch" } as never,
    );
    await expect(c.query("extra:hello" as never, {} as never)).rejects.toThrow(
      /Could not find public function/,
    );
    fs.writeFileSync(
      path.join(projectDir, "convex", "extra.ts"),
      `import { query } from "./_generated/server";\nexport const hello = query({ args: {}, handler: async (ctx) => (await ctx.db.query("messages").collect()).length });\n`,
    );
    const count = await waitFor(
      () => c.query("extra:hello" as never, {} as never).catch(() => -1),
      (n) => n !== -1,
      10_000,
    );
    expect(count).toBeGreaterThanOrEqual(2); // the seeded message and ours
    expect(b.logs).toContain("[local-backend] Functions reloaded");
  });
});
