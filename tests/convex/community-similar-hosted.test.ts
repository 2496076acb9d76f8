/**
 * With OPENAI_API_KEY set, thread embeddings and the query's come from
 * OpenAI's embeddings API (here a stand-in for `fetch`: no network in tests).
 * On convex-test only: the stand-in replaces this process's `fetch`.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import { localEmbedding } from "../../convex/community/embedding";
import { forum, postThread, rows } from "./fixtures/forums";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("hosted embeddings", () => {
  it("embed threads in a scheduled action and queries in the action, by OpenAI's API", async () => {
    vi.stubEnv("OPENAI_API_KEY", "sk-test");
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const { input } = JSON.parse(init.body as string) as { input: string };
      return new Response(
        // Any vector of 256 numbers; the local one keeps similar texts near.
        JSON.stringify({ data: [{ embedding: localEmbedding(input) }] }),
        { status: 200, headers: { "Content-Type": "application/json" } },
      );
    });
    vi.stubGlobal("fetch", fetch);
    vi.useFakeTimers();
    const { t, student, classmate, maths } = await forum();
    const threadId = await postThread(classmate, maths, {
      title: "How do I compare fractions with different denominators?",
      content: "Is 3/4 bigger than 5/7?",
    });
    expect(await rows(t, "forum_thread_embeddings")).toEqual([]);
    await t.finishScheduled();
    const [row] = await rows(t, "forum_thread_embeddings");
    expect(row).toMatchObject({
      thread_id: threadId,
      status: "visible",
      model: "openai:text-embedding-3-small",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("https://api.openai.com/v1/embeddings");
    expect(new Headers(init.headers).get("Authorization")).toBe(
      "Bearer sk-test",
    );
    expect(JSON.parse(init.body as string)).toMatchObject({
      model: "text-embedding-3-small",
      dimensions: 256,
    });

    const found = await student.as.action(
      api.community.similar.similarThreads,
      { title: "Comparing fractions with unlike denominators" },
    );
    expect(found.map((s) => s.threadId)).toEqual([threadId]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
