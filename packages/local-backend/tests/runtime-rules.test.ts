// Convex's runtime rules (https://docs.convex.dev/functions/runtimes and
// https://docs.convex.dev/production/state/limits): execution time, a
// deterministic clock and random generator in queries and mutations, no
// fetch() there, "use node" modules; and a backend that answers whatever
// arrives while it starts.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anyApi } from "convex/server";
import { ConvexHttpClient } from "convex/browser";
import { startFixture, tempDir } from "./helpers.js";
import { startBackend } from "../src/main.js";

const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "fixture-limits",
);
const APP = path.join(FIXTURES, "app");
const api = anyApi;

describe("with a running backend", () => {
  let b: Awaited<ReturnType<typeof startFixture>>;
  let client: ConvexHttpClient;
  beforeAll(async () => {
    b = await startFixture({ projectDir: APP, seed: false });
    client = new ConvexHttpClient(b.cloudUrl);
  });
  afterAll(() => b.close());

  it("a query's user code runs at most 1 s", async () => {
    expect(await client.query(api.runtime.busyQuery, { ms: 50 })).toBe(
      "finished",
    );
    await expect(
      client.query(api.runtime.busyQuery, { ms: 1200 }),
    ).rejects.toThrow("Function execution timed out (maximum duration: 1s)");
  });

  it("a mutation past 1 s fails and writes nothing", async () => {
    await expect(
      client.mutation(api.runtime.busyMutation, { ms: 1200 }),
    ).rejects.toThrow("Function execution timed out (maximum duration: 1s)");
    expect(await client.query(api.runtime.timeoutRows, {})).toBe(0);
  });

  it("time spent waiting on Web Crypto is not user code time", async () => {
    expect(
      await client.mutation(api.runtime.cryptoMutation, { ms: 1500 }),
    ).toBeGreaterThan(0);
  });

  it("Date.now() and new Date() are frozen at the start of a query", async () => {
    const before = Date.now();
    const r = (await client.query(api.runtime.clock, {})) as {
      first: number;
      date: number;
      later: number;
      dateString: string;
    };
    expect(r.later).toBe(r.first);
    expect(r.date).toBe(r.first);
    expect(r.dateString).toBe(new Date(r.first).toString());
    expect(r.first).toBeGreaterThanOrEqual(before - 1000);
    expect(r.first).toBeLessThanOrEqual(Date.now());
  });

  it("Date.now() is frozen in a mutation, and not in an action", async () => {
    const m = (await client.mutation(api.runtime.clockMutation, {})) as {
      first: number;
      later: number;
      creation: number;
    };
    expect(m.later).toBe(m.first);
    expect(m.creation).toBeGreaterThanOrEqual(m.first);
    const a = (await client.action(api.runtime.clockAction, {})) as {
      first: number;
      later: number;
    };
    expect(a.later).toBeGreaterThan(a.first);
  });

  it("fetch() is refused in queries and mutations, allowed in actions", async () => {
    const refused =
      "Can't use fetch() in queries and mutations. Please consider using an action.";
    await expect(client.query(api.runtime.fetchInQuery, {})).rejects.toThrow(
      refused,
    );
    await expect(
      client.mutation(api.runtime.fetchInMutation, {}),
    ).rejects.toThrow(refused);
    expect(
      await client.action(api.runtime.fetchInAction, {
        url: `${b.cloudUrl}/no/such/route`,
      }),
    ).toBe(404);
  });
});

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
