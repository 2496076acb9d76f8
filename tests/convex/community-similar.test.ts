import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import {
  EMBEDDING_DIMENSIONS,
  localEmbedding,
  localThreadEmbedding,
} from "../../convex/community/embedding";
import { LIMITS, MEMBER_LIMITS, rateLimiter } from "../../convex/lib/rateLimit";
import { errorData } from "./harness";
import { forum, postThread, rows } from "./fixtures/forums";
import { community, reportThread } from "./fixtures/reports";

const fractions = {
  title: "How do I compare fractions with different denominators?",
  content: "Is 3/4 bigger than 5/7? I never know which one is larger.",
};
const equations = {
  title: "Linear equations with x on both sides",
  content: "How do I solve 3x + 2 = x + 10 step by step?",
};
const poem = {
  title: "Meaning of the poem Daffodils",
  content: "What does the poet feel when he sees the daffodils?",
};

async function threeThreads() {
  const w = await forum();
  const ids = {
    fractions: await postThread(w.classmate, w.maths, fractions),
    equations: await postThread(w.classmate, w.maths, equations),
    poem: await postThread(w.classmate, w.science, poem),
  };
  return { ...w, ids };
}

describe("the local text embedding", () => {
  it("is deterministic, 256 numbers of length 1", () => {
    const a = localEmbedding("Comparing fractions");
    expect(a).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(localEmbedding("Comparing fractions")).toEqual(a);
    expect(Math.hypot(...a)).toBeCloseTo(1, 9);
    expect(localEmbedding("the of and")).toEqual(
      new Array(EMBEDDING_DIMENSIONS).fill(0),
    );
  });

  it("scores a question nearer to one on its topic than to others", () => {
    const cos = (a: number[], b: number[]) =>
      a.reduce((s, x, i) => s + x * b[i], 0);
    const q = localEmbedding(
      "comparing two fractions with unlike denominators",
    );
    const near = cos(
      q,
      localThreadEmbedding(fractions.title, fractions.content),
    );
    expect(near).toBeGreaterThan(0.3);
    expect(near).toBeGreaterThan(
      cos(q, localThreadEmbedding(poem.title, poem.content)) + 0.2,
    );
  });
});

describe("community/similar:similarThreads", () => {
  it("suggests the most similar visible threads, with their answered state", async () => {
    const { student, ids } = await threeThreads();
    const found = await student.as.action(
      api.community.similar.similarThreads,
      { title: "Comparing fractions with unlike denominators" },
    );
    expect(found[0]).toEqual({
      threadId: ids.fractions,
      title: fractions.title,
      categoryName: "Mathematics",
      replyCount: 0,
      answered: false,
    });
    expect(found.map((s) => s.threadId)).not.toContain(ids.poem);
  });

  it("looks only once the title has 3 words", async () => {
    const { student } = await threeThreads();
    for (const title of ["", "fractions", "compare fractions"])
      expect(
        await student.as.action(api.community.similar.similarThreads, {
          title,
          content: fractions.content,
        }),
      ).toEqual([]);
  });

  it("never suggests a removed thread", async () => {
    const { student, classmate, moderator, ids, t } = await threeThreads();
    await classmate.as.mutation(api.community.forums.deleteThread, {
      threadId: ids.fractions,
    });
    await moderator.as.mutation(api.community.forums.deleteThread, {
      threadId: ids.equations,
    });
    const embeddings = await rows(t, "forum_thread_embeddings");
    expect(
      embeddings.filter((e) => e.thread_id !== ids.poem).map((e) => e.status),
    ).toEqual(["removed", "removed"]);
    for (const title of [fractions.title, equations.title])
      expect(
        await student.as.action(api.community.similar.similarThreads, {
          title,
        }),
      ).toEqual([]);
  });

  it("never suggests a thread a moderator removed on a report", async () => {
    const c = await community();
    const item = await reportThread(c);
    const title = await c.t.run(
      async (ctx) => (await ctx.db.get("forum_threads", c.threadId))!.title,
    );
    const ask = () =>
      c.student.as.action(api.community.similar.similarThreads, { title });
    expect((await ask()).map((s) => s.threadId)).toContain(c.threadId);
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId: item._id,
      action: "remove",
    });
    expect((await ask()).map((s) => s.threadId)).not.toContain(c.threadId);
    const row = await c.t.run(async (ctx) =>
      ctx.db
        .query("forum_thread_embeddings")
        .withIndex("by_thread_id", (q) => q.eq("thread_id", c.threadId))
        .unique(),
    );
    expect(row?.status).toBe("removed");
  });

  it("follows an edited thread's new words", async () => {
    const { student, classmate, ids } = await threeThreads();
    await classmate.as.mutation(api.community.forums.editThread, {
      threadId: ids.poem,
      title: "Photosynthesis in green plants explained",
      content: "Why do leaves need sunlight to make food?",
    });
    const found = await student.as.action(
      api.community.similar.similarThreads,
      { title: "How does photosynthesis work in plants" },
    );
    expect(found.map((s) => s.threadId)).toEqual([ids.poem]);
  });

  it(`refuses a member's lookups past ${LIMITS.similarLookupPerUser.capacity} at once, with the reason, and no one else's`, async () => {
    const { t, student, classmate, ids } = await threeThreads();
    const ask = (who: typeof student, title = fractions.title) =>
      who.as.action(api.community.similar.similarThreads, { title });
    // All but one use of the bucket taken (as that many lookups would).
    await t.run(async (ctx) => {
      await rateLimiter.limit(ctx, "similarLookupPerUser", {
        key: student.userId,
        count: LIMITS.similarLookupPerUser.capacity - 1,
      });
    });
    expect((await ask(student)).map((s) => s.threadId)).toContain(
      ids.fractions,
    );
    expect(await errorData(ask(student))).toEqual({
      code: "RateLimited",
      message: MEMBER_LIMITS.similar.message,
    });
    // What never reaches the model is not counted and still answers.
    expect(await ask(student, "compare fractions")).toEqual([]);
    expect(await errorData(ask(student, "word ".repeat(100)))).toMatchObject({
      code: "InvalidInput",
    });
    // Another member's bucket is their own.
    expect((await ask(classmate)).map((s) => s.threadId)).toContain(
      ids.fractions,
    );
  });

  it("is refused to visitors and to over-long text", async () => {
    const { t, student } = await threeThreads();
    expect(
      await errorData(
        t.action(api.community.similar.similarThreads, { title: "a b c d" }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(
      await errorData(
        student.as.action(api.community.similar.similarThreads, {
          title: "word ".repeat(100),
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
  });

  it("finds the threads of a scale-seeded forum: each has its embedding", async () => {
    const { t, student, classmate, maths } = await forum();
    const ids = await t.mutation(internal.scaleSeed.threads, {
      from: 0,
      count: 30,
      repliesPerThread: 1,
      categoryIds: [maths],
      authorIds: [classmate.userId],
      now: Date.now(),
    });
    const embeddings = await rows(t, "forum_thread_embeddings");
    for (const id of ids)
      expect(embeddings.filter((e) => e.thread_id === id)).toMatchObject([
        { status: "visible", category_id: maths, model: "local-hash-v1" },
      ]);
    const found = await student.as.action(
      api.community.similar.similarThreads,
      { title: "Scale thread 7: a question about chapter 7" },
    );
    expect(found[0].threadId).toBe(ids[7]);
    expect(found.every((s) => ids.includes(s.threadId))).toBe(true);
  });

  it("backfills threads that have no embedding yet", async () => {
    const { t, student, classmate, maths } = await forum();
    const threadId = await t.run(
      async (ctx) =>
        await ctx.db.insert("forum_threads", {
          title: fractions.title,
          content: fractions.content,
          category_id: maths,
          author_id: classmate.userId,
          author_name: "Diya",
          upvotes: 0,
          reply_count: 0,
          created_at: Date.now(),
          status: "visible",
        }),
    );
    const ask = () =>
      student.as.action(api.community.similar.similarThreads, {
        title: fractions.title,
      });
    expect(await ask()).toEqual([]);
    await t.mutation(internal.community.similar.backfillEmbeddings, {});
    await t.finishScheduled();
    expect((await ask()).map((s) => s.threadId)).toEqual([threadId]);
  });
});
