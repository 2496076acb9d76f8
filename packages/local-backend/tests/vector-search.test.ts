import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { startFixture } from "./helpers.js";

// The fixture's generated `api` is `anyApi`; use it directly with loose typing.
const api = anyApi as unknown as Record<string, Record<string, never>>;

let b: Awaited<ReturnType<typeof startFixture>>;
let c: ConvexHttpClient;
const ids: Record<string, string> = {};

type Hit = { _id: string; _score: number };
const search = (args: Record<string, unknown>) =>
  c.action(api.vectors.search, args as never) as Promise<Hit[]>;
const insert = async (doc: Record<string, unknown>) =>
  (await c.mutation(api.vectors.insert, doc as never)) as string;

beforeAll(async () => {
  b = await startFixture();
  c = new ConvexHttpClient(b.cloudUrl, { logger: false });
  const rows: Array<[string, string, number[], boolean?]> = [
    ["x", "a", [1, 0, 0]],
    ["xy", "a", [1, 1, 0]],
    ["y", "b", [0, 1, 0]],
    ["z", "b", [0, 0, 1]],
    ["minusX", "c", [-1, 0, 0]],
    ["hiddenX", "a", [2, 0, 0], true],
  ];
  for (const [text, kind, embedding, hidden] of rows)
    ids[text] = await insert({ text, kind, embedding, hidden });
});
afterAll(async () => {
  await b.close();
});

describe("ctx.vectorSearch", () => {
  it("returns _id and cosine _score, best first", async () => {
    const hits = await search({ vector: [1, 0, 0], limit: 3 });
    expect(hits.map((h) => h._id)).toEqual([ids.x, ids.hiddenX, ids.xy]);
    expect(hits[0]._score).toBeCloseTo(1, 6);
    expect(hits[1]._score).toBeCloseTo(1, 6); // scale does not matter
    expect(hits[2]._score).toBeCloseTo(Math.SQRT1_2, 6);
    expect(Object.keys(hits[0]).sort()).toEqual(["_id", "_score"]);
    const all = await search({ vector: [1, 0, 0], limit: 256 });
    expect(all.at(-1)).toEqual({ _id: ids.minusX, _score: -1 });
  });

  it("takes 10 results when no limit is given", async () => {
    for (let i = 0; i < 6; i++)
      await insert({ text: `extra${i}`, kind: "extra", embedding: [0, 1, i] });
    expect(await search({ vector: [0, 1, 0] })).toHaveLength(10);
    expect(await search({ vector: [0, 1, 0], limit: 1 })).toHaveLength(1);
  });

  it("filters with q.eq and q.or over the filter fields", async () => {
    const a = await search({
      vector: [0, 1, 0],
      eq: [{ field: "kind", value: "a" }],
    });
    expect(a.map((h) => h._id)).toEqual([ids.xy, ids.x, ids.hiddenX]);
    const visibleA = await search({
      vector: [1, 0, 0],
      eq: [{ field: "hidden", value: true }],
    });
    expect(visibleA.map((h) => h._id)).toEqual([ids.hiddenX]);
    // q.or: a document matches if any condition holds.
    const bOrC = await search({
      vector: [1, 0, 0],
      eq: [
        { field: "kind", value: "b" },
        { field: "kind", value: "c" },
      ],
    });
    expect(new Set(bOrC.map((h) => h._id))).toEqual(
      new Set([ids.y, ids.z, ids.minusX]),
    );
    expect(bOrC.at(-1)!._id).toBe(ids.minusX);
    expect(
      await search({
        vector: [1, 0, 0],
        eq: [{ field: "kind", value: "none" }],
      }),
    ).toEqual([]);
  });

  it("sees committed writes and deletes", async () => {
    const id = await insert({
      text: "new",
      kind: "d",
      embedding: [0.3, 0.3, 0.9],
    });
    const filter = { vector: [0, 0, 1], eq: [{ field: "kind", value: "d" }] };
    expect((await search(filter)).map((h) => h._id)).toEqual([id]);
    await c.mutation(api.vectors.remove, { id } as never);
    expect(await search(filter)).toEqual([]);
  });

  it("refuses a vector of the wrong dimensions", async () => {
    await expect(search({ vector: [1, 0] })).rejects.toThrow(
      "Expected a vector with dimensions 3, received 2.",
    );
  });

  it("refuses an unknown index", async () => {
    await expect(search({ index: "nope", vector: [1, 0, 0] })).rejects.toThrow(
      "Index vectors.nope not found.",
    );
  });

  it("refuses a limit outside 1..256", async () => {
    await expect(search({ vector: [1, 0, 0], limit: 257 })).rejects.toThrow(
      "Vector queries can fetch at most 256 results, requested 257.",
    );
    await expect(search({ vector: [1, 0, 0], limit: 0 })).rejects.toThrow(
      "Vector queries must fetch between 1 and 256 results, requested 0.",
    );
  });

  it("refuses a filter on a field that is not a filter field", async () => {
    await expect(
      search({ vector: [1, 0, 0], eq: [{ field: "text", value: "x" }] }),
    ).rejects.toThrow(
      'Vector query against vectors.by_embedding contains a filter on "text" but that field isn\'t indexed for filtering in `filterFields`.',
    );
  });
});
