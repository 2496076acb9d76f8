// Convex's limits (https://docs.convex.dev/production/state/limits), each
// reached on purpose over the fixture app in fixture-limits/app: the function
// fails with an error naming the limit and its figure, and a mutation that
// passed one writes nothing.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anyApi } from "convex/server";
import { ConvexHttpClient } from "convex/browser";
import { startFixture } from "./helpers.js";

const APP = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "fixture-limits",
  "app",
);
const MiB = 1024 * 1024;
const api = anyApi;

let b: Awaited<ReturnType<typeof startFixture>>;
let client: ConvexHttpClient;

beforeAll(async () => {
  b = await startFixture({ projectDir: APP, seed: false });
  client = new ConvexHttpClient(b.cloudUrl);
  // 4,000 small documents: 8 scans of the table read exactly 32,000.
  await client.mutation(api.limits.fill, { from: 0, count: 4000, size: 10 });
});
afterAll(() => b.close());

describe("per transaction", () => {
  it("documents scanned: 32,000 pass, one more fails, filtered-out rows included", async () => {
    expect(await client.query(api.limits.scan, { times: 8 })).toBe(32_000);
    await expect(client.query(api.limits.scan, { times: 9 })).rejects.toThrow(
      "Too many documents read in a single function execution (limit: 32000)",
    );
    await expect(
      client.query(api.limits.scan, { times: 9, keepNone: true }),
    ).rejects.toThrow("(limit: 32000)");
  });

  it("index ranges read: 4,096 pass, 4,097 fail", async () => {
    expect(await client.query(api.limits.lookups, { count: 4096 })).toBe(4000);
    await expect(
      client.query(api.limits.lookups, { count: 4097 }),
    ).rejects.toThrow(
      "Too many reads in a single function execution (limit: 4096)",
    );
  });

  it("ctx.meta.getTransactionMetrics() reports what was used", async () => {
    const m = (await client.query(api.limits.metrics, {})) as Record<
      string,
      { used: number; remaining: number }
    >;
    expect(m.documentsRead).toEqual({ used: 3, remaining: 31_997 });
    expect(m.databaseQueries).toEqual({ used: 1, remaining: 4095 });
    expect(m.bytesRead.used).toBeGreaterThan(0);
  });

  it("bytes read: 16 MiB", async () => {
    await client.mutation(api.limits.fillBig, { count: 9, size: 1_000_000 });
    expect(await client.query(api.limits.scanBig, { times: 1 })).toBe(9);
    await expect(
      client.query(api.limits.scanBig, { times: 2 }),
    ).rejects.toThrow(
      "Too many bytes read in a single function execution (limit: 16777216 bytes)",
    );
  });

  it("documents written: 16,000; the mutation writes nothing, even when its code catches the error", async () => {
    await expect(
      client.mutation(api.limits.writeMany, { count: 16_001, size: 1 }),
    ).rejects.toThrow(
      "Too many writes in a single function execution (limit: 16000)",
    );
    await expect(
      client.mutation(api.limits.writeMany, {
        count: 16_001,
        size: 1,
        catchIt: true,
      }),
    ).rejects.toThrow("(limit: 16000)");
    expect(await client.query(api.limits.countDocs, {})).toBe(4000);
  });

  it("bytes written: 16 MiB", async () => {
    await expect(
      client.mutation(api.limits.writeMany, { count: 17, size: 1_000_000 }),
    ).rejects.toThrow(
      "Too many bytes written in a single function execution (limit: 16 MiB)",
    );
    expect(await client.query(api.limits.countDocs, {})).toBe(4000);
  });

  it("functions scheduled by one mutation: 1,000 pass, 1,001 fail and schedule nothing", async () => {
    await expect(
      client.mutation(api.limits.scheduleMany, { count: 1001 }),
    ).rejects.toThrow(
      "Too many functions scheduled by this mutation (limit: 1000)",
    );
    expect(await client.query(api.limits.scheduledCount, {})).toBe(0);
    expect(
      await client.mutation(api.limits.scheduleMany, { count: 1000 }),
    ).toBe(1000);
    expect(await client.query(api.limits.scheduledCount, {})).toBe(1000);
  });

  it("arguments of the functions one mutation schedules: 16 MiB in total", async () => {
    const before = await client.query(api.limits.scheduledCount, {});
    await expect(
      client.mutation(api.limits.scheduleBig, { count: 5, mib: 4 }),
    ).rejects.toThrow(
      "Too large total size of the arguments of scheduled functions from this mutation (limit: 16777216 bytes)",
    );
    expect(await client.query(api.limits.scheduledCount, {})).toBe(before);
    expect(
      await client.mutation(api.limits.scheduleBig, { count: 3, mib: 4 }),
    ).toBe(3);
  });

  it("return value: 16 MiB (queries and actions)", async () => {
    expect(
      ((await client.query(api.limits.bigReturn, { mib: 15 })) as string)
        .length,
    ).toBe(15 * MiB);
    await expect(
      client.query(api.limits.bigReturn, { mib: 17 }),
    ).rejects.toThrow(
      /Function limits:bigReturn return value is too large \(actual: 17 MiB, limit: 16 MiB\)/,
    );
    await expect(
      client.action(api.limits.bigReturnAction, { mib: 17 }),
    ).rejects.toThrow("limit: 16 MiB");
  });

  it("arguments: 16 MiB (12 MiB pass, more than 16 MiB fail)", async () => {
    expect(
      await client.mutation(api.limits.echoLength, {
        text: "a".repeat(12 * MiB),
      }),
    ).toBe(12 * MiB);
    await expect(
      client.mutation(api.limits.echoLength, {
        text: "a".repeat(16 * MiB + MiB / 2),
      }),
    ).rejects.toThrow(
      /Arguments for the function are too large .*limit: 16 MiB/,
    );
  });
});

describe("values", () => {
  const store = (kind: string, n: number) =>
    client.mutation(api.limits.storeBuilt, { kind, n });

  it("a document nests at most 16 levels", async () => {
    const before = await client.query(api.limits.blobCount, {});
    expect(await store("nested", 15)).toBe("stored");
    await expect(store("nested", 16)).rejects.toThrow(
      "Document is too nested (nested 17 levels deep > maximum nesting 16)",
    );
    expect(await client.query(api.limits.blobCount, {})).toBe(before + 1);
  });

  it("an object has at most 1,024 fields", async () => {
    expect(await store("fields", 1024)).toBe("stored");
    await expect(store("fields", 1025)).rejects.toThrow(
      "Object has too many fields (1025 > maximum number 1024)",
    );
  });

  it("an array has at most 8,192 elements, in documents and in arguments", async () => {
    expect(await store("array", 8192)).toBe("stored");
    await expect(store("array", 8193)).rejects.toThrow(
      "Array length is too long (8193 > maximum length 8192)",
    );
    await expect(
      client.query(api.limits.echoAny, {
        value: Array.from({ length: 8193 }, () => 0),
      }),
    ).rejects.toThrow("Array length is too long (8193 > maximum length 8192)");
  });

  it("a document is at most 1 MiB", async () => {
    expect(await store("string", 1_000_000)).toBe("stored");
    await expect(store("string", 1_100_000)).rejects.toThrow(
      /Value is too large \(1\.05 MiB > maximum size 1 MiB\)/,
    );
  });
});
