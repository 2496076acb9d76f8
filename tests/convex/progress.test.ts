import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { levelFor } from "../../convex/lib/progressRules";
import { createPerson } from "./fixtures";
import { errorData } from "./harness";
import { answerKey, setup, testOf } from "./learningFixtures";

const now = () => Math.floor(Date.now() / 60_000) * 60_000;

async function firstLesson(t: Awaited<ReturnType<typeof setup>>["t"]) {
  const subject = await t.query(api.catalogue.subject, {
    grade: 9,
    slug: "mathematics",
  });
  return subject!.chapters[0].firstLessonId!;
}

/** Totals recomputed from the XP events must equal the stored totals. */
async function eventsMatchTotals(
  t: Awaited<ReturnType<typeof setup>>["t"],
  userId: Id<"users">,
) {
  return t.run(async (ctx) => {
    const events = await ctx.db
      .query("xp_events")
      .withIndex("by_user_id_and_day", (q) => q.eq("user_id", userId))
      .collect();
    const stats = await ctx.db
      .query("player_stats")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .unique();
    const days = await ctx.db
      .query("daily_activity")
      .withIndex("by_user_id_and_day", (q) => q.eq("user_id", userId))
      .collect();
    const weeks = await ctx.db
      .query("weekly_xp")
      .withIndex("by_user_id_and_week", (q) => q.eq("user_id", userId))
      .collect();
    const sum = events.reduce((n, e) => n + e.amount, 0);
    return {
      eventsXp: sum,
      statsXp: stats?.total_xp,
      dailyXp: days.reduce((n, d) => n + d.xp, 0),
      weeklyXp: weeks.reduce((n, w) => n + w.xp, 0),
      level: stats?.level,
      expectedLevel: levelFor(sum),
    };
  });
}

describe("progress recording", () => {
  it("writes XP events with each activity and keeps every total consistent with them", async () => {
    const { t, student } = await setup();
    await student.as.mutation(api.lessons.complete, {
      lessonId: await firstLesson(t),
    });
    const chapter = await testOf(t, "chapter");
    const attemptId = await student.as.mutation(api.mockTests.start, {
      testId: chapter._id,
    });
    const key = await answerKey(t, attemptId);
    for (const [position, right] of key.entries())
      await student.as.mutation(api.mockTests.answer, {
        attemptId,
        position,
        selectedIndex: right,
        markedForReview: false,
        timeSpentMs: 5_000,
      });
    await student.as.mutation(api.mockTests.submit, { attemptId });
    const totals = await eventsMatchTotals(t, student.userId);
    // Lesson 20 + streak day 10 + a perfect test 50.
    expect(totals).toEqual({
      eventsXp: 80,
      statsXp: 80,
      dailyXp: 80,
      weeklyXp: 80,
      level: 1,
      expectedLevel: 1,
    });

    const board = await student.as.query(api.progress.dashboard, {
      now: now(),
    });
    expect(board).toMatchObject({
      fullName: "Neha Kulkarni",
      grade: 9,
      totalXp: 80,
      level: 1,
      xpIntoLevel: 80,
      xpForNextLevel: 100,
      streak: 1,
      lessonsCompleted: 1,
      testsSubmitted: 1,
      averageScore: 100,
      todayXp: 80,
    });
    expect(
      board.achievements
        .filter((a) => a.earnedAt)
        .map((a) => a.key)
        .sort(),
    ).toEqual(["chapter_mastered", "first_lesson", "perfect_score"]);
    expect(board.recent[0]).toMatchObject({
      kind: "test",
      score: 6,
      maxScore: 6,
    });
    expect(board.mastery[0]).toMatchObject({
      name: "Mathematics",
      chaptersMastered: 1,
      chapterCount: 2,
    });
    expect(board.chart).toHaveLength(30);
    expect(board.chart[29].xp).toBe(80);
  });

  it("gives less XP for retaking the same test", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    const xpOf = async () => {
      const attemptId = await student.as.mutation(api.mockTests.start, {
        testId: chapter._id,
      });
      const key = await answerKey(t, attemptId);
      for (const [position, right] of key.entries())
        await student.as.mutation(api.mockTests.answer, {
          attemptId,
          position,
          selectedIndex: right,
          markedForReview: false,
          timeSpentMs: 1_000,
        });
      const before = (
        await student.as.query(api.progress.dashboard, { now: now() })
      ).totalXp;
      await student.as.mutation(api.mockTests.submit, { attemptId });
      return (
        (await student.as.query(api.progress.dashboard, { now: now() }))
          .totalXp - before
      );
    };
    // First: 50 + 10 for the streak day; then 25, 13, 5.
    expect([await xpOf(), await xpOf(), await xpOf(), await xpOf()]).toEqual([
      60, 25, 13, 5,
    ]);
  });

  it("rewards the helper once when their reply is accepted", async () => {
    const { t, student, other } = await setup();
    const categoryId = await t.run((ctx) =>
      ctx.db.insert("forum_categories", {
        name: "Mathematics",
        description: "Maths",
      }),
    );
    const threadId = await student.as.mutation(api.forums.createThread, {
      title: "How do I rationalise 1/√2?",
      content: "I keep getting stuck on this one.",
      categoryId,
    });
    const replyId = await other.as.mutation(api.forums.reply, {
      threadId,
      content: "Multiply top and bottom by √2: you get √2/2.",
    });
    await student.as.mutation(api.forums.setAcceptedReply, {
      threadId,
      replyId,
    });
    await student.as.mutation(api.forums.setAcceptedReply, {
      threadId,
      replyId: null,
    });
    await student.as.mutation(api.forums.setAcceptedReply, {
      threadId,
      replyId,
    });
    const board = await other.as.query(api.progress.dashboard, { now: now() });
    expect(board.totalXp).toBe(15 + 10);
    expect(
      board.achievements.find((a) => a.key === "helper")?.earnedAt,
    ).not.toBeNull();
  });
});

describe("leaderboard", () => {
  it("ranks a class by this week's XP and shows the viewer's neighbours", async () => {
    const { t, student, other } = await setup();
    const third = await createPerson(t, {
      email: "ira@example.in",
      fullName: "Ira Das",
      grade: 9,
    });
    const lessonId = await firstLesson(t);
    await student.as.mutation(api.lessons.complete, { lessonId });
    await other.as.mutation(api.lessons.complete, { lessonId });
    const subject = await t.query(api.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    await other.as.mutation(api.lessons.complete, {
      lessonId: subject!.chapters[1].firstLessonId!,
    });
    await other.as.mutation(api.progress.setLeaderboardName, {
      visibility: "nickname",
      nickname: "ArjunTheGreat",
    });
    const board = await student.as.query(api.progress.leaderboard, {
      now: now(),
    });
    expect(board?.top.map((e) => [e.rank, e.name, e.xp])).toEqual([
      [1, "ArjunTheGreat", 50],
      [2, "Anonymous learner (you)", 30],
    ]);
    expect(board?.you).toMatchObject({
      rank: 2,
      xp: 30,
      above: { name: "ArjunTheGreat" },
      below: null,
    });
    // Someone with no XP this week is not ranked.
    expect(
      (await third.as.query(api.progress.leaderboard, { now: now() }))?.you,
    ).toBeNull();
  });

  it("is for students, and their own progress only", async () => {
    const { t } = await setup();
    const mentor = await createPerson(t, {
      email: "m@example.in",
      fullName: "Meena Rao",
      role: "mentor",
    });
    expect(
      await mentor.as.query(api.progress.leaderboard, { now: now() }),
    ).toBeNull();
    expect(
      await errorData(t.query(api.progress.dashboard, { now: now() })),
    ).toMatchObject({
      code: "NotAuthenticated",
    });
  });

  it("validates the daily goal and the nickname", async () => {
    const { student } = await setup();
    await student.as.mutation(api.progress.setDailyGoal, { xp: 100 });
    expect(
      (await student.as.query(api.progress.dashboard, { now: now() }))
        .dailyGoalXp,
    ).toBe(100);
    expect(
      await errorData(
        student.as.mutation(api.progress.setDailyGoal, { xp: 5 }),
      ),
    ).toMatchObject({
      code: "InvalidInput",
    });
    expect(
      await errorData(
        student.as.mutation(api.progress.setLeaderboardName, {
          visibility: "nickname",
          nickname: "<b>x",
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
  });
});
