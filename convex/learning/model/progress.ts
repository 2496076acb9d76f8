import { TableAggregate } from "@convex-dev/aggregate";
import { components } from "../../_generated/api";
import type { DataModel, Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { DEFAULT_TIMEZONE } from "../../shared/constants";
import { notify } from "../../lib/notify";
import {
  BADGES,
  XP,
  isoWeek,
  levelFor,
  localDay,
  newBadges,
  recordActivityDay,
  testXp,
  type BadgeKey,
} from "../rules";

/**
 * Records what a learner did, in the caller's transaction: the XP events it
 * earns (activity, and a streak day when it is the first activity of a new
 * day), the totals in `player_stats`, today's `daily_activity`, this week's
 * `weekly_xp` (and its place in the leaderboard's aggregate), and
 * any badge it completes.
 * Every figure on the dashboard comes from these rows.
 */
export type Activity =
  | { kind: "lesson_completed"; sourceId: string; seconds: number }
  | {
      kind: "test_submitted";
      sourceId: string;
      seconds: number;
      /** Score as a share of the maximum, 0–100. */
      percent: number;
      /**
       * The same counting only the questions whose right answer the student
       * had not seen before (0–100): what XP and badges are paid on.
       */
      freshPercent: number;
      /** Share of the questions whose right answer was not seen before, 0–1. */
      freshShare: number;
      /** Attempts of the same test submitted before this one. */
      previousAttempts: number;
      isChapterTest: boolean;
    }
  | { kind: "accepted_answer"; sourceId: string };

export type Recorded = {
  xp: number;
  level: number;
  leveledUp: boolean;
  badges: BadgeKey[];
};

export async function recordActivity(
  ctx: MutationCtx,
  userId: Id<"users">,
  activity: Activity,
  now = Date.now(),
): Promise<Recorded> {
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
  const day = localDay(now, profile?.timezone ?? DEFAULT_TIMEZONE);
  const stats = await statsFor(ctx, userId, profile);

  const awards: { amount: number; reason: Doc<"xp_events">["reason"] }[] = [];
  if (activity.kind === "lesson_completed")
    awards.push({ amount: XP.lessonCompleted, reason: "lesson_completed" });
  else if (activity.kind === "test_submitted")
    awards.push({
      amount: testXp(
        activity.freshPercent,
        activity.previousAttempts,
        activity.freshShare,
      ),
      reason: "test_submitted",
    });
  else awards.push({ amount: XP.acceptedAnswer, reason: "accepted_answer" });
  // A repeat past the paying attempts earns nothing at all: its event is of
  // 0 XP and it is no streak day (it still counts as a test taken and as
  // time spent).
  const pays = awards[0].amount > 0;

  const before = {
    current: stats.streak_current,
    longest: stats.streak_longest,
    lastDay: stats.streak_last_day ?? null,
    freezes: stats.freezes_held,
  };
  const streak = pays
    ? recordActivityDay(before, day)
    : { ...before, newDay: false, freezesUsed: 0, freezeEarned: false };
  if (streak.newDay)
    awards.push({ amount: XP.streakDay, reason: "streak_day" });

  for (const award of awards)
    await ctx.db.insert("xp_events", {
      user_id: userId,
      amount: award.amount,
      reason: award.reason,
      source_id: activity.sourceId,
      day,
    });
  const xp = awards.reduce((sum, a) => sum + a.amount, 0);

  const lessons =
    stats.lessons_completed + (activity.kind === "lesson_completed" ? 1 : 0);
  const tests =
    stats.tests_submitted + (activity.kind === "test_submitted" ? 1 : 0);
  const accepted =
    (stats.answers_accepted ?? 0) +
    (activity.kind === "accepted_answer" ? 1 : 0);
  const seconds = "seconds" in activity ? Math.max(0, activity.seconds) : 0;

  const held = await ctx.db
    .query("badges_earned")
    .withIndex("by_user_id_and_badge", (q) => q.eq("user_id", userId))
    .take(50);
  const badges = newBadges(
    {
      lessonsCompleted: lessons,
      testsSubmitted: tests,
      streakCurrent: streak.current,
      acceptedAnswers: accepted,
      // Questions whose answer was seen before count toward no badge.
      lastTestPercent:
        activity.kind === "test_submitted" ? activity.freshPercent : undefined,
      lastChapterTestPercent:
        activity.kind === "test_submitted" && activity.isChapterTest
          ? activity.freshPercent
          : undefined,
    },
    new Set(held.map((b) => b.badge)),
  );
  for (const badge of badges) {
    await ctx.db.insert("badges_earned", {
      user_id: userId,
      badge,
      earned_at: now,
    });
    const { name, howToEarn } = BADGES.find((b) => b.key === badge)!;
    await notify(ctx, userId, "badge_earned", { badgeName: name, howToEarn });
  }

  const totalXp = stats.total_xp + xp;
  const level = levelFor(totalXp);
  await ctx.db.patch("player_stats", stats._id, {
    total_xp: totalXp,
    level,
    streak_current: streak.current,
    streak_longest: streak.longest,
    streak_last_day: streak.lastDay ?? undefined,
    freezes_held: streak.freezes,
    lessons_completed: lessons,
    tests_submitted: tests,
    score_percent_sum:
      stats.score_percent_sum +
      (activity.kind === "test_submitted" ? activity.percent : 0),
    time_spent_seconds: stats.time_spent_seconds + seconds,
    answers_accepted: accepted,
  });

  const today = await ctx.db
    .query("daily_activity")
    .withIndex("by_user_id_and_day", (q) =>
      q.eq("user_id", userId).eq("day", day),
    )
    .unique();
  const todayDelta = {
    xp,
    lessons_completed: activity.kind === "lesson_completed" ? 1 : 0,
    tests_submitted: activity.kind === "test_submitted" ? 1 : 0,
    seconds_spent: seconds,
  };
  if (today)
    await ctx.db.patch("daily_activity", today._id, {
      xp: today.xp + todayDelta.xp,
      lessons_completed: today.lessons_completed + todayDelta.lessons_completed,
      tests_submitted: today.tests_submitted + todayDelta.tests_submitted,
      seconds_spent: today.seconds_spent + todayDelta.seconds_spent,
    });
  else
    await ctx.db.insert("daily_activity", {
      user_id: userId,
      day,
      ...todayDelta,
    });

  const grade = profile?.role === "student" ? profile.grade : undefined;
  if (grade !== undefined)
    await addWeeklyXp(ctx, userId, grade, isoWeek(day), xp);

  return { xp, level, leveledUp: level > stats.level, badges };
}

/** Keeps the best share of right answers per chapter (from any test) for subject mastery. */
export async function recordChapterScores(
  ctx: MutationCtx,
  userId: Id<"users">,
  scores: {
    subjectId: Id<"subjects">;
    chapterId: Id<"chapters">;
    percent: number;
  }[],
) {
  for (const s of scores) {
    const row = await ctx.db
      .query("chapter_mastery")
      .withIndex("by_user_id_and_chapter_id", (q) =>
        q.eq("user_id", userId).eq("chapter_id", s.chapterId),
      )
      .unique();
    if (!row)
      await ctx.db.insert("chapter_mastery", {
        user_id: userId,
        subject_id: s.subjectId,
        chapter_id: s.chapterId,
        best_percent: s.percent,
      });
    else if (s.percent > row.best_percent)
      await ctx.db.patch("chapter_mastery", row._id, {
        best_percent: s.percent,
      });
  }
}

export async function statsOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("player_stats")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
}

async function statsFor(
  ctx: MutationCtx,
  userId: Id<"users">,
  profile: Doc<"profiles"> | null,
): Promise<Doc<"player_stats">> {
  const existing = await statsOf(ctx, userId);
  if (existing) return existing;
  const id = await ctx.db.insert("player_stats", {
    user_id: userId,
    grade: profile?.grade,
    total_xp: 0,
    level: 1,
    streak_current: 0,
    streak_longest: 0,
    freezes_held: 0,
    lessons_completed: 0,
    tests_submitted: 0,
    score_percent_sum: 0,
    time_spent_seconds: 0,
    answers_accepted: 0,
  });
  return (await ctx.db.get("player_stats", id))!;
}

/**
 * Every student's weekly XP, per class and week (namespace [grade, week]),
 * ordered by XP: a rank is a count of the classmates above, read from the
 * aggregate's tree (logarithmic in the class), whatever the spread of XP.
 * `addWeeklyXp` moves it with the `weekly_xp` row, in the same transaction.
 */
export const weeklyXpRanks = new TableAggregate<{
  Namespace: [number, string];
  Key: number;
  DataModel: DataModel;
  TableName: "weekly_xp";
}>(components.weeklyXp, {
  namespace: (d) => [d.grade, d.week],
  sortKey: (d) => d.xp,
});

/**
 * Adds XP to the student's week and moves their place in `weeklyXpRanks`.
 * (A row written before the aggregate existed is added on its next change.)
 */
export async function addWeeklyXp(
  ctx: MutationCtx,
  userId: Id<"users">,
  grade: number,
  week: string,
  xp: number,
) {
  if (xp === 0) return;
  const row = await ctx.db
    .query("weekly_xp")
    .withIndex("by_user_id_and_week", (q) =>
      q.eq("user_id", userId).eq("week", week),
    )
    .unique();
  if (row) {
    await ctx.db.patch("weekly_xp", row._id, { xp: row.xp + xp });
    await weeklyXpRanks.replaceOrInsert(
      ctx,
      row,
      (await ctx.db.get("weekly_xp", row._id))!,
    );
    return;
  }
  const id = await ctx.db.insert("weekly_xp", {
    user_id: userId,
    grade,
    week,
    xp,
  });
  await weeklyXpRanks.insert(ctx, (await ctx.db.get("weekly_xp", id))!);
}

/** How many classmates have more weekly XP than `xp`. */
export function countAbove(
  ctx: QueryCtx,
  grade: number,
  week: string,
  xp: number,
) {
  return weeklyXpRanks.count(ctx, {
    namespace: [grade, week],
    bounds: { lower: { key: xp, inclusive: false } },
  });
}

/** How many classmates have exactly `xp` weekly XP. */
export function countAt(
  ctx: QueryCtx,
  grade: number,
  week: string,
  xp: number,
) {
  return weeklyXpRanks.count(ctx, {
    namespace: [grade, week],
    bounds: { eq: xp },
  });
}

/**
 * A student's class changed (moved up a class): their totals name the new
 * class, and this week's XP counts on the new class's leaderboard from now
 * on. Earlier weeks stay with the class they were earned in.
 */
export async function followClassChange(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  grade: number,
  now: number,
) {
  const userId = profile.user_id;
  const stats = await statsOf(ctx, userId);
  if (stats) await ctx.db.patch("player_stats", stats._id, { grade });
  const week = isoWeek(localDay(now, profile.timezone));
  const row = await ctx.db
    .query("weekly_xp")
    .withIndex("by_user_id_and_week", (q) =>
      q.eq("user_id", userId).eq("week", week),
    )
    .unique();
  if (!row || row.grade === grade) return;
  await ctx.db.patch("weekly_xp", row._id, { grade });
  await weeklyXpRanks.replaceOrInsert(
    ctx,
    row,
    (await ctx.db.get("weekly_xp", row._id))!,
  );
}
