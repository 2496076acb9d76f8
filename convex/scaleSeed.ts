import { v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import { internalMutation } from "./_generated/server";
import { CLUB_CATEGORIES } from "./shared/communityRules";
import { notify } from "./lib/notify";
import { addWeeklyXp } from "./lib/progress";
import { seedCatalogueClass } from "./seedData/loadCatalogue";

/*
 * Bulk data for the scale benchmarks (`npm run bench:community`, `npm run bench:learning`): internal
 * mutations that write many plain rows fast, in batches the caller loops
 * over. Never part of the demo seed; only an admin key can call them.
 */

const DAY = 86_400_000;

/** `count` students spread over Classes 6–12 (no credentials). */
export const people = internalMutation({
  args: { from: v.number(), count: v.number() },
  handler: async (ctx, { from, count }) => {
    const ids: Id<"users">[] = [];
    for (let i = from; i < from + count; i++) {
      const userId = await ctx.db.insert("users", {
        name: `Scale Student ${i}`,
      });
      await ctx.db.insert("profiles", {
        user_id: userId,
        role: "student",
        full_name: `Scale Student${i}`,
        grade: 6 + (i % 7),
        timezone: "Asia/Kolkata",
        leaderboard_visibility: "anonymous",
        daily_goal_xp: 50,
      });
      ids.push(userId);
    }
    return ids;
  },
});

/**
 * A signed-in session for a benchmark's or an end-to-end test's user acting
 * through the admin key (the viewer needs a live session).
 */
export const session = internalMutation({
  args: { userId: v.id("users") },
  handler: (ctx, { userId }) =>
    ctx.db.insert("authSessions", {
      userId,
      expirationTime: Date.now() + DAY,
    }),
});

export const categories = internalMutation({
  args: { names: v.array(v.string()) },
  handler: async (ctx, { names }) => {
    const ids: Id<"forum_categories">[] = [];
    for (const name of names)
      ids.push(
        await ctx.db.insert("forum_categories", { name, description: name }),
      );
    return ids;
  },
});

/** Threads `from`…`from+count-1`, each with `repliesPerThread` replies, spread back in time from `now`. */
export const threads = internalMutation({
  args: {
    from: v.number(),
    count: v.number(),
    repliesPerThread: v.number(),
    categoryIds: v.array(v.id("forum_categories")),
    authorIds: v.array(v.id("users")),
    now: v.number(),
  },
  handler: async (ctx, args) => {
    const ids: Id<"forum_threads">[] = [];
    for (let i = args.from; i < args.from + args.count; i++) {
      const createdAt = args.now - i * 60_000;
      const author = args.authorIds[i % args.authorIds.length];
      const threadId = await ctx.db.insert("forum_threads", {
        title: `Scale thread ${i}: a question about chapter ${i % 15}`,
        content: `Body of scale thread ${i}. `.repeat(8),
        category_id: args.categoryIds[i % args.categoryIds.length],
        author_id: author,
        author_name: `Scale S.`,
        upvotes: (i * 7919) % 97,
        reply_count: args.repliesPerThread,
        created_at: createdAt,
        status: "visible",
      });
      for (let r = 0; r < args.repliesPerThread; r++)
        await ctx.db.insert("forum_replies", {
          thread_id: threadId,
          author_id: args.authorIds[(i + r + 1) % args.authorIds.length],
          author_name: `Scale R.`,
          content: `Reply ${r} to thread ${i}.`,
          upvotes: r % 5,
          created_at: createdAt + (r + 1) * 1_000,
          status: "visible",
        });
      ids.push(threadId);
    }
    return ids;
  },
});

/** More replies on one thread (the "hot thread" of the benchmark). */
export const replies = internalMutation({
  args: {
    threadId: v.id("forum_threads"),
    from: v.number(),
    count: v.number(),
    authorIds: v.array(v.id("users")),
  },
  handler: async (ctx, { threadId, from, count, authorIds }) => {
    const thread = await ctx.db.get("forum_threads", threadId);
    if (!thread) throw new Error("No such thread");
    for (let r = from; r < from + count; r++)
      await ctx.db.insert("forum_replies", {
        thread_id: threadId,
        author_id: authorIds[r % authorIds.length],
        author_name: `Scale R.`,
        content: `Hot reply ${r}.`,
        upvotes: r % 5,
        created_at: thread.created_at + (r + 1) * 1_000,
        status: "visible",
      });
    await ctx.db.patch("forum_threads", threadId, {
      reply_count: thread.reply_count + count,
    });
  },
});

/** Clubs with `membersPerClub` members each, and upcoming events with registrations. */
export const clubsAndEvents = internalMutation({
  args: {
    from: v.number(),
    count: v.number(),
    membersPerClub: v.number(),
    memberIds: v.array(v.id("users")),
    now: v.number(),
  },
  handler: async (ctx, { from, count, membersPerClub, memberIds, now }) => {
    for (let i = from; i < from + count; i++) {
      const creator = memberIds[i % memberIds.length];
      const members = Array.from(
        { length: membersPerClub },
        (_, k) => memberIds[(i + k) % memberIds.length],
      );
      const clubId = await ctx.db.insert("student_clubs", {
        name: `Scale club ${i}`,
        category: CLUB_CATEGORIES[i % CLUB_CATEGORIES.length],
        description: `A club for the scale benchmark, number ${i}.`,
        member_count: members.length,
        created_by: creator,
        created_at: now - i * 60_000,
        status: "visible",
      });
      for (const userId of members)
        await ctx.db.insert("club_members", {
          club_id: clubId,
          user_id: userId,
          member_name: "Scale S.",
        });
      const eventId = await ctx.db.insert("community_events", {
        title: `Scale event ${i}`,
        description: `An event for the scale benchmark, number ${i}.`,
        event_type: "webinar",
        scheduled_at: now + DAY + i * 60_000,
        duration_minutes: 60,
        attendee_count: members.length,
        max_attendees: i % 2 ? members.length * 2 : undefined,
        created_by: creator,
        status: "published",
      });
      for (const userId of members)
        await ctx.db.insert("event_registrations", {
          event_id: eventId,
          user_id: userId,
        });
    }
  },
});

// ── Learning and progress (`npm run bench:learning`) ─────────────────────────

/** One synthetic free subject of `chapters` chapters with `questionsPerChapter` questions each, and its tests. */
export const subject = internalMutation({
  args: {
    grade: v.number(),
    slug: v.string(),
    chapters: v.number(),
    questionsPerChapter: v.number(),
  },
  handler: async (ctx, { grade, slug, chapters, questionsPerChapter }) => {
    await seedCatalogueClass(ctx, grade, [
      {
        grade,
        slug,
        name: `Scale ${slug}`,
        description: "A subject for the scale benchmark.",
        color: "blue",
        isFree: true,
        textbook: "Synthetic",
        chapters: Array.from({ length: chapters }, (_, c) => ({
          title: `Chapter ${c + 1}`,
          summary: "Synthetic chapter.",
          lessons: [1, 2, 3].map((l) => ({
            title: `Lesson ${l}`,
            minutes: 10,
            summary: "Synthetic lesson.",
          })),
          questions: Array.from({ length: questionsPerChapter }, (_, q) => ({
            text: `Question ${q} of chapter ${c + 1}?`,
            options: ["A", "B", "C", "D"] as [string, string, string, string],
            correct: (q % 4) as 0 | 1 | 2 | 3,
            explanation: "Synthetic.",
            difficulty: (["easy", "medium", "hard"] as const)[q % 3],
          })),
        })),
      },
    ]);
  },
});

/** Submitted attempts spread over students and tests, and the students' totals and weekly XP. */
export const attemptsAndProgress = internalMutation({
  args: {
    studentIds: v.array(v.id("users")),
    testIds: v.array(v.id("tests")),
    attemptsPerStudent: v.number(),
    week: v.string(),
    now: v.number(),
  },
  handler: async (
    ctx,
    { studentIds, testIds, attemptsPerStudent, week, now },
  ) => {
    for (const [s, userId] of studentIds.entries()) {
      let scoreSum = 0;
      for (let a = 0; a < attemptsPerStudent; a++) {
        const score = (s * 7 + a * 3) % 11;
        scoreSum += score * 10;
        await ctx.db.insert("test_attempts", {
          test_id: testIds[(s + a) % testIds.length],
          user_id: userId,
          status: "submitted",
          started_at: now - (a + 1) * 3_600_000,
          deadline: now - a * 3_600_000,
          submitted_at: now - (a + 1) * 3_600_000 + 600_000,
          score,
          max_score: 10,
          correct_count: score,
          wrong_count: 10 - score,
          unanswered_count: 0,
          negative_marks: 0,
        });
      }
      const profile = await ctx.db
        .query("profiles")
        .withIndex("by_user_id", (q) => q.eq("user_id", userId))
        .unique();
      const grade = profile?.grade ?? 9;
      const xp = (s * 37) % 2_000;
      await ctx.db.insert("player_stats", {
        user_id: userId,
        grade,
        total_xp: xp * 3,
        level: 1,
        streak_current: s % 9,
        streak_longest: s % 9,
        freezes_held: 0,
        lessons_completed: s % 40,
        tests_submitted: attemptsPerStudent,
        score_percent_sum: scoreSum,
        time_spent_seconds: attemptsPerStudent * 600,
      });
      await addWeeklyXp(ctx, userId, grade, week, xp);
    }
  },
});

/** `count` notices in one user's inbox (unread), through the one entry point. */
export const notices = internalMutation({
  args: { userId: v.id("users"), from: v.number(), count: v.number() },
  handler: async (ctx, { userId, from, count }) => {
    for (let i = from; i < from + count; i++)
      await notify(ctx, userId, "badge_earned", {
        badgeName: `Scale badge ${i}`,
        howToEarn: "Written by the benchmark.",
      });
  },
});
