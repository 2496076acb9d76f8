import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { CLUB_CATEGORIES } from "../../convex/community/rules";
import { createPerson, people } from "./fixtures/common";
import { newBackend, type TestBackend } from "./harness";

/** A year of a keen student's activity, written straight into the tables. */
async function yearOfActivity(t: TestBackend, userId: Id<"users">) {
  const { testId, questionId, chapterId } = await t.run(async (ctx) => {
    const subjectId = await ctx.db.insert("subjects", {
      grade: 9,
      slug: "science",
      name: "Science",
      description: "",
      color: "teal",
      is_free: true,
      order: 1,
      chapter_count: 1,
      lesson_count: 0,
      duration_seconds: 0,
      practice_test_count: 1,
      assignment_count: 0,
      rating_sum: 0,
      rating_count: 0,
    });
    const chapterId = await ctx.db.insert("chapters", {
      subject_id: subjectId,
      number: 1,
      title: "Matter in our surroundings",
      summary: "",
      lesson_count: 0,
      question_count: 1,
    });
    const questionId = await ctx.db.insert("questions", {
      grade: 9,
      subject_id: subjectId,
      chapter_id: chapterId,
      text: "Which state of matter has a fixed shape?",
      options: ["Solid", "Liquid", "Gas", "Plasma"],
      correct_index: 0,
      explanation: "",
      difficulty: "easy",
    });
    const testId = await ctx.db.insert("tests", {
      grade: 9,
      kind: "practice",
      title: "States of matter",
      subject_id: subjectId,
      chapter_id: chapterId,
      difficulty: "easy",
      question_count: 30,
      duration_minutes: 30,
      marks_correct: 1,
      marks_wrong: 0,
      order: 1,
    });
    return { testId, questionId, chapterId };
  });
  const day = (i: number) =>
    new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  for (let from = 0; from < 365; from += 73)
    await t.run(async (ctx) => {
      for (let i = from; i < from + 73; i++) {
        await ctx.db.insert("daily_activity", {
          user_id: userId,
          day: day(i),
          xp: 30,
          lessons_completed: 1,
          tests_submitted: 1,
          seconds_spent: 900,
        });
        for (const amount of [10, 10, 10])
          await ctx.db.insert("xp_events", {
            user_id: userId,
            amount,
            reason: "lesson_completed",
            day: day(i),
          });
        await ctx.db.insert("notifications", {
          user_id: userId,
          kind: "badge_earned",
          title: "A badge",
          body: "Well done",
          link: "/dashboard",
        });
      }
    });
  // 200 tests of 30 answers: 6,000 answers, found through their attempts.
  for (let from = 0; from < 200; from += 25)
    await t.run(async (ctx) => {
      for (let i = from; i < from + 25; i++) {
        const attemptId = await ctx.db.insert("test_attempts", {
          test_id: testId,
          user_id: userId,
          status: "submitted",
          started_at: i,
          deadline: i + 1,
          submitted_at: i + 1,
        });
        for (let position = 0; position < 30; position++)
          await ctx.db.insert("attempt_answers", {
            attempt_id: attemptId,
            question_id: questionId,
            chapter_id: chapterId,
            position,
            selected_index: 0,
            marked_for_review: false,
            time_spent_ms: 1000,
            is_correct: true,
          });
      }
    });
}

/**
 * Erases `userId` and runs the batches it schedules, one after another,
 * until the account row (the last one erased) is gone.
 */
export async function eraseFully(t: TestBackend, userId: Id<"users">) {
  await t.mutation(internal.privacy.erasure.eraseAccount, { userId });
  for (let round = 0; round < 200; round++) {
    await t.finishScheduled();
    if (
      !(await t.run(
        async (ctx) => (await ctx.db.get("users", userId)) !== null,
      ))
    )
      return round;
  }
  throw new Error("The erasure did not finish.");
}

const ownRows = (t: TestBackend, userId: Id<"users">) =>
  t.run(async (ctx) => ({
    users: (await ctx.db.get("users", userId)) ? 1 : 0,
    profiles: (
      await ctx.db
        .query("profiles")
        .withIndex("by_user_id", (q) => q.eq("user_id", userId))
        .collect()
    ).length,
    authSessions: (
      await ctx.db
        .query("authSessions")
        .withIndex("userId", (q) => q.eq("userId", userId))
        .collect()
    ).length,
    daily_activity: (
      await ctx.db
        .query("daily_activity")
        .withIndex("by_user_id_and_day", (q) => q.eq("user_id", userId))
        .collect()
    ).length,
    xp_events: (
      await ctx.db
        .query("xp_events")
        .withIndex("by_user_id_and_day", (q) => q.eq("user_id", userId))
        .collect()
    ).length,
    notifications: (
      await ctx.db
        .query("notifications")
        .withIndex("by_user_id", (q) => q.eq("user_id", userId))
        .collect()
    ).length,
    test_attempts: (
      await ctx.db
        .query("test_attempts")
        .withIndex("by_user_id_and_test_id", (q) => q.eq("user_id", userId))
        .collect()
    ).length,
    attempt_answers: (await ctx.db.query("attempt_answers").collect()).length,
  }));

describe("eraseAccount", () => {
  it("erases a year of activity in batches, each inside a transaction's limits", async () => {
    const t = newBackend();
    const aarav = await createPerson(t, people.aarav);
    await yearOfActivity(t, aarav.userId);
    expect(await ownRows(t, aarav.userId)).toEqual({
      users: 1,
      profiles: 1,
      authSessions: 1,
      daily_activity: 365,
      xp_events: 1095,
      notifications: 365,
      test_attempts: 200,
      attempt_answers: 6000,
    });
    await eraseFully(t, aarav.userId);
    expect(await ownRows(t, aarav.userId)).toEqual({
      users: 0,
      profiles: 0,
      authSessions: 0,
      daily_activity: 0,
      xp_events: 0,
      notifications: 0,
      test_attempts: 0,
      attempt_answers: 0,
    });
    // Signed out everywhere: the old session no longer gets in.
    await expect(
      aarav.as.query(api.notifications.inbox.unreadCount, {}),
    ).rejects.toThrow();
  }, 120_000);

  it("keeps a member's posts as a deleted member's, with the counts right", async () => {
    const t = newBackend();
    const aarav = await createPerson(t, people.aarav);
    const diya = await createPerson(t, people.diya);
    const categoryId = await t.run((ctx) =>
      ctx.db.insert("forum_categories", { name: "Science", description: "" }),
    );
    const threadId = await diya.as.mutation(api.community.forums.createThread, {
      categoryId,
      title: "Why is the sky blue?",
      content: "My teacher said scattering, but what is scattered?",
    });
    await aarav.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Sunlight: blue light scatters the most.",
    });
    await aarav.as.mutation(api.community.forums.toggleUpvote, {
      target: { kind: "thread", id: threadId },
    });
    const clubId = await aarav.as.mutation(api.community.clubs.create, {
      name: "Young Astronomers",
      category: CLUB_CATEGORIES[0],
      description: "We look at the night sky together every Saturday.",
    });
    await diya.as.mutation(api.community.clubs.join, { clubId });

    await eraseFully(t, aarav.userId);

    const { thread, replies, club, members } = await t.run(async (ctx) => ({
      thread: (await ctx.db.get("forum_threads", threadId))!,
      replies: await ctx.db.query("forum_replies").collect(),
      club: (await ctx.db.get("student_clubs", clubId))!,
      members: await ctx.db.query("club_members").collect(),
    }));
    expect(thread.upvotes).toBe(0);
    expect(thread.reply_count).toBe(1);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      author_name: "Deleted member",
      content: "Sunlight: blue light scatters the most.",
    });
    expect(replies[0]!.author_id).not.toBe(aarav.userId);
    expect(club.created_by).not.toBe(aarav.userId);
    expect(club.member_count).toBe(members.length);
    expect(members.map((m) => m.user_id)).toEqual([diya.userId]);
  });

  it("does nothing for an account already erased", async () => {
    const t = newBackend();
    const aarav = await createPerson(t, people.aarav);
    await eraseFully(t, aarav.userId);
    await expect(
      t.mutation(internal.privacy.erasure.eraseAccount, {
        userId: aarav.userId,
      }),
    ).resolves.toBeNull();
  });
});
