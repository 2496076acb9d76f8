// Convex's runtime rules that are checked when the backend loads or
// starts (https://docs.convex.dev/functions/runtimes): "use node" modules,
// and a backend that answers whatever arrives while it starts.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "./helpers.js";
import { startBackend } from "../src/main.js";

const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "fixture-limits",
);
const APP = path.join(FIXTURES, "app");

// The rules checked on a running backend (time limit, frozen clock, fetch)
// are in the fidelity suite (tests/fidelity/cases.ts), on both targets.

const dataDirs: string[] = [];
afterAll(() => {
  for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
});
function dataDir(): string {
  const d = tempDir();
  dataDirs.push(d);
  return d;
}

describe("loading", () => {
  it('a "use node" module that defines a mutation does not load', async () => {
    await expect(
      startBackend({
        projectDir: path.join(FIXTURES, "use-node-mutation"),
        dataDir: dataDir(),
        port: 0,
        siteProxyPort: 0,
        log: () => {},
      }),
    ).rejects.toThrow(
      "`write` defined in `nodeStuff.js` is a Mutation function. Only actions can be defined in Node.js.",
    );
  });

  it('a module without "use node" cannot reach a Node built-in', async () => {
    const start = startBackend({
      projectDir: path.join(FIXTURES, "builtin-without-use-node"),
      dataDir: dataDir(),
      port: 0,
      siteProxyPort: 0,
      log: () => {},
    });
    await expect(start).rejects.toThrow(
      /plain\.ts: Could not resolve "node:crypto" \(imported by .*helpers\.ts\)/,
    );
    await expect(start).rejects.toThrow(
      'It looks like you are using Node APIs from a file without the "use node" directive.',
    );
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = http.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

describe("starting", () => {
  it("a request that arrives while the backend starts is answered", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/api/query`;
    let started = false;
    const starting = startBackend({
      projectDir: APP,
      dataDir: dataDir(),
      port,
      siteProxyPort: 0,
      seed: false,
      log: () => {},
    }).finally(() => {
      started = true;
    });
    const polls: Array<Promise<string>> = [];
    while (!started) {
      polls.push(
        fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            path: "limits:countDocs",
            args: {},
            format: "json",
          }),
          signal: AbortSignal.timeout(5000),
        }).then(
          async (r) => `${r.status} ${(await r.json()).status}`,
          (e: Error) =>
            e.name === "TimeoutError"
              ? "no answer"
              : String((e.cause as { code?: string })?.code ?? e.message),
        ),
      );
      await new Promise((r) => setTimeout(r, 10));
    }
    const running = await starting;
    try {
      const outcomes = await Promise.all(polls);
      expect(outcomes).not.toContain("no answer");
      // Some polls arrived while the port was open but the handlers were not.
      expect(
        outcomes.filter((o) => o === "200 success").length,
      ).toBeGreaterThan(0);
      for (const o of outcomes)
        expect(["200 success", "ECONNREFUSED"]).toContain(o);
    } finally {
      await running.close();
    }
  });
});
