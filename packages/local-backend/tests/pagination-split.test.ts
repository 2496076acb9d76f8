// Page splitting: a live first page stays near its requested size however
// many rows arrive inside its range, because every page carries a split
// cursor and the client splits a page that grew past twice its size.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import WebSocket from "ws";
import { startFixture, waitFor } from "./helpers.js";

type Page = {
  page: Array<{ _id: string }>;
  isDone: boolean;
  continueCursor: string;
  splitCursor: string | null;
  pageStatus: string | null;
};

let b: Awaited<ReturnType<typeof startFixture>>;
let http: ConvexHttpClient;

beforeAll(async () => {
  // 1,030 commits: without an fsync each (what is tested here is not durability).
  process.env.LOCAL_BACKEND_SYNCHRONOUS = "NORMAL";
  b = await startFixture({ mode: "production" });
  delete process.env.LOCAL_BACKEND_SYNCHRONOUS;
  http = new ConvexHttpClient(b.cloudUrl, { logger: false });
});
afterAll(async () => {
  await b?.close();
});

const post = async (body: string) => {
  const outcome = await b.backend.runMutation("feed:post", { body }, {});
  if (!outcome.success) throw new Error(outcome.errorMessage);
};

describe("page splitting", () => {
  it("every page of more than two rows carries a split cursor in its middle", async () => {
    for (let i = 0; i < 30; i++) await post(`seed ${i}`);
    const first = (await http.query(
      "feed:latest" as never,
      {
        paginationOpts: { numItems: 6, cursor: null },
      } as never,
    )) as Page;
    expect(first.page).toHaveLength(6);
    expect(first.pageStatus).toBe(null);
    expect(first.splitCursor).not.toBe(null);
    // The two halves, as the client asks for them, are the page again.
    const left = (await http.query(
      "feed:latest" as never,
      {
        paginationOpts: {
          numItems: 6,
          cursor: null,
          endCursor: first.splitCursor,
        },
      } as never,
    )) as Page;
    const right = (await http.query(
      "feed:latest" as never,
      {
        paginationOpts: {
          numItems: 6,
          cursor: first.splitCursor,
          endCursor: first.continueCursor,
        },
      } as never,
    )) as Page;
    expect(left.page.length).toBe(4);
    expect([...left.page, ...right.page].map((d) => d._id)).toEqual(
      first.page.map((d) => d._id),
    );
    const tiny = (await http.query(
      "feed:latest" as never,
      {
        paginationOpts: { numItems: 2, cursor: null },
      } as never,
    )) as Page;
    expect(tiny.splitCursor).toBe(null);
  });

  it("maximumBytesRead ends a page (SplitRequired) after at least one row; a page with an end cursor reads its whole range", async () => {
    const limited = (await http.query(
      "feed:latest" as never,
      {
        paginationOpts: { numItems: 8, cursor: null, maximumBytesRead: 1 },
      } as never,
    )) as Page;
    expect(limited.page).toHaveLength(1);
    expect(limited.pageStatus).toBe("SplitRequired");
    expect(limited.isDone).toBe(false);
    const all = (await http.query(
      "feed:latest" as never,
      {
        paginationOpts: { numItems: 8, cursor: null },
      } as never,
    )) as Page;
    const pinned = (await http.query(
      "feed:latest" as never,
      {
        paginationOpts: {
          numItems: 8,
          cursor: null,
          endCursor: all.continueCursor,
          maximumRowsRead: 2,
        },
      } as never,
    )) as Page;
    // All 8 rows, past maximumRowsRead: Convex recommends a split instead.
    expect(pinned.page).toHaveLength(8);
    expect(pinned.pageStatus).toBe("SplitRecommended");
    expect(pinned.continueCursor).toBe(all.continueCursor);
  });

  it("refuses page limits of 0 with Convex's words", async () => {
    const outcome = await b.backend.runQuery(
      "feed:latest",
      { paginationOpts: { numItems: 5, cursor: null, maximumRowsRead: 0 } },
      { allowInternal: true },
    );
    expect(outcome.success).toBe(false);
    expect(outcome.success ? "" : outcome.errorMessage).toContain(
      "maximumRowsRead and maximumBytesRead must be greater than 0",
    );
  });

  it("a first page of 10 left open while 1,000 rows are posted stays bounded, and its pages are the table", async () => {
    // Every page the client receives, by size.
    let largestPage = 0;
    let largestUpdateBytes = 0;
    class Tap extends WebSocket {
      constructor(url: string) {
        super(url);
        this.on("message", (data: Buffer) => {
          const text = data.toString();
          const msg = JSON.parse(text) as {
            type: string;
            modifications?: Array<{
              type: string;
              value?: { page?: unknown[] };
            }>;
          };
          if (msg.type !== "Transition") return;
          largestUpdateBytes = Math.max(largestUpdateBytes, text.length);
          for (const m of msg.modifications ?? [])
            if (m.type === "QueryUpdated" && Array.isArray(m.value?.page))
              largestPage = Math.max(largestPage, m.value.page.length);
        });
      }
    }
    const client = new ConvexClient(b.cloudUrl, {
      webSocketConstructor: Tap as unknown as typeof globalThis.WebSocket,
      logger: false,
    });
    type Result = {
      results: Array<{ _id: string }>;
      status: string;
      loadMore: (n: number) => boolean;
    };
    let latest: Result | null = null;
    const sub = client.onPaginatedUpdate_experimental(
      "feed:latest" as never,
      {} as never,
      { initialNumItems: 10 },
      (r) => {
        latest = r as unknown as Result;
      },
    );
    try {
      await waitFor(
        () => latest,
        (r) => r !== null && r.results.length === 10,
      );
      const before = largestPage;
      expect(before).toBeLessThanOrEqual(10);
      type Row = { _id: string; body: string };
      for (let i = 0; i < 1000; i++) {
        await post(`live ${i}`);
        // In bursts of 10, each seen by the client before the next (the
        // page's size then does not depend on how fast this machine is).
        if (i % 10 === 9)
          await waitFor(
            () => (latest!.results[0] as Row | undefined)?.body,
            (body) => body === `live ${i}`,
            10_000,
          );
      }
      const ids = (await http.query(
        "feed:ids" as never,
        {} as never,
      )) as string[];
      expect(ids).toHaveLength(1030);
      const r = await waitFor(
        () => latest!,
        (r) => r.results.length >= 1030 || r.status === "CanLoadMore",
        10_000,
      );
      // Load the rest, then the union of the pages is the table, once each.
      for (let i = 0; i < 200 && latest!.status !== "Exhausted"; i++) {
        if (latest!.status === "CanLoadMore") latest!.loadMore(10);
        await new Promise((res) => setTimeout(res, 20));
      }
      void r;
      const seen = latest!.results.map((d) => d._id);
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...ids].sort());
      // The open page was split as it grew: no page the client got held
      // more than a few times what it asked for.
      expect(largestPage).toBeLessThanOrEqual(60);
      expect(largestUpdateBytes).toBeLessThan(32_000);
      console.log(
        `largest page sent: ${largestPage} items; largest Transition: ${largestUpdateBytes} bytes`,
      );
    } finally {
      sub();
      await client.close();
    }
  }, 60_000);
});
