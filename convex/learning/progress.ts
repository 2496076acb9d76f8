import { memberMutation, memberQuery } from "../functions";
import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import { type QueryCtx } from "../_generated/server";
import { DEFAULT_TIMEZONE } from "../shared/constants";
import { appError } from "../lib/errors";
import { countAbove, countAt, statsOf } from "./model/progress";
import {
  activityDays,
  lessonItems,
  streakToday,
  subjectMastery,
  testItems,
} from "./model/summary";
import {
  BADGES,
  isoWeek,
  levelProgress,
  localDay,
  ANONYMOUS_LEARNER_NAME,
  NICKNAME_RULE,
  isValidNickname,
} from "./rules";
import { requireClientNow, requireNumberInRange } from "../lib/validators";
import { type Viewer } from "../lib/viewer";

const CHART_DAYS = 30;
/** Lesson rows read for recent activity (opened-but-unfinished ones are skipped). */
const RECENT_LESSON_SCAN = 20;
/** Leaderboard rows read to fill a top 10 when some students have opted out. */
const TOP_SCAN = 30;
/** Rows read on each side of the viewer to find the nearest listed classmate. */
const NEIGHBOUR_SCAN = 20;

/**
 * Everything on the student dashboard, for the signed-in student only, from
 * their own activity rows. `now` is the client's clock rounded to the minute
 * (queries do not read the clock); it only decides which day is "today".
 */
export const dashboard = memberQuery({
  args: { now: v.number() },
  handler: async (ctx, args) => {
    const now = requireClientNow(args.now);
    const { viewer } = ctx;
    const profile = viewer.profile;
    const timezone = profile?.timezone ?? DEFAULT_TIMEZONE;
    const today = localDay(now, timezone);
    const stats = await statsOf(ctx, viewer.userId);
    const firstDay = localDay(now - (CHART_DAYS - 1) * 86_400_000, timezone);
    const [days, attempts, lessons, badges] = await Promise.all([
      activityDays(ctx, viewer.userId, firstDay, today, CHART_DAYS),
      ctx.db
        .query("test_attempts")
        .withIndex("by_user_id_and_status", (q) =>
          q.eq("user_id", viewer.userId).eq("status", "submitted"),
        )
        .order("desc")
        .take(5),
      ctx.db
        .query("lesson_progress")
        .withIndex("by_user_id_and_updated_at", (q) =>
          q.eq("user_id", viewer.userId),
        )
        .order("desc")
        // Lessons opened but not finished are rows too: read past them.
        .take(RECENT_LESSON_SCAN),
      ctx.db
        .query("badges_earned")
        .withIndex("by_user_id_and_badge", (q) =>
          q.eq("user_id", viewer.userId),
        )
        .take(BADGES.length),
    ]);
    const totalXp = stats?.total_xp ?? 0;
    const tests = stats?.tests_submitted ?? 0;
    return {
      fullName: profile?.full_name ?? viewer.user.name ?? "",
      grade: profile?.grade ?? null,
      dailyGoalXp: profile?.daily_goal_xp ?? 50,
      todayXp: days.find((d) => d.day === today)?.xp ?? 0,
      ...levelProgress(totalXp),
      totalXp,
      streak: streakToday(stats, today),
      longestStreak: stats?.streak_longest ?? 0,
      freezesHeld: stats?.freezes_held ?? 0,
      lessonsCompleted: stats?.lessons_completed ?? 0,
      testsSubmitted: tests,
      averageScore: tests
        ? Math.round((stats?.score_percent_sum ?? 0) / tests)
        : null,
      timeSpentSeconds: stats?.time_spent_seconds ?? 0,
      chart: chartDays(days, now, timezone),
      recent: await recentActivity(ctx, attempts, lessons),
      achievements: BADGES.map((b) => ({
        key: b.key,
        name: b.name,
        howToEarn: b.howToEarn,
        earnedAt: badges.find((e) => e.badge === b.key)?.earned_at ?? null,
      })),
      mastery: await subjectMastery(ctx, viewer.userId, viewer.profile?.grade),
    };
  },
});

/**
 * This week's XP leaderboard of the viewer's class: the top 10 and the
 * viewer's rank with the nearest listed classmates just above and below.
 * Reads are bounded whatever the size of the class: TOP_SCAN rows for the
 * top 10, a count in the class's weekly-XP aggregate for the rank, and at most
 * NEIGHBOUR_SCAN rows on each side for the neighbours (each row read with
 * its profile, for the name and visibility).
 */
export const leaderboard = memberQuery({
  args: { now: v.number() },
  handler: async (ctx, args) => {
    const now = requireClientNow(args.now);
    const { viewer } = ctx;
    const grade =
      viewer.profile?.role === "student" ? viewer.profile.grade : undefined;
    if (grade === undefined) return null;
    const week = isoWeek(
      localDay(now, viewer.profile?.timezone ?? DEFAULT_TIMEZONE),
    );
    const top = await ctx.db
      .query("weekly_xp")
      .withIndex("by_grade_and_week_and_xp", (q) =>
        q.eq("grade", grade).eq("week", week),
      )
      .order("desc")
      .take(TOP_SCAN);
    const mine = await ctx.db
      .query("weekly_xp")
      .withIndex("by_user_id_and_week", (q) =>
        q.eq("user_id", viewer.userId).eq("week", week),
      )
      .unique();
    let you = null;
    if (mine) {
      const rank = 1 + (await countAbove(ctx, grade, week, mine.xp));
      const [above, below] = await Promise.all([
        neighbour(ctx, viewer, mine, rank, "above"),
        neighbour(ctx, viewer, mine, rank, "below"),
      ]);
      you = {
        rank,
        xp: mine.xp,
        above,
        below,
        hidden: viewer.profile?.leaderboard_visibility === "hidden",
      };
    }
    // Ranks count everyone; students who opted out are not listed.
    const entries: LeaderboardRow[] = [];
    let rank = 0;
    for (const [i, row] of top.entries()) {
      if (entries.length === 10) break;
      if (i === 0 || row.xp < top[i - 1].xp) rank = i + 1;
      const shown = await entry(ctx, viewer, row, rank);
      if (shown) entries.push(shown);
    }
    return { grade, week, top: entries, you };
  },
});

/** The student's daily XP goal (10–500). */
export const setDailyGoal = memberMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  args: { xp: v.number() },
  handler: async (ctx, { xp }) => {
    const { viewer } = ctx;
    if (!viewer.profile)
      throw appError("NotFound", "Your profile could not be loaded.");
    requireNumberInRange(xp, 10, 500, "Daily goal", {
      integer: true,
      message: "Choose a daily goal between 10 and 500 XP.",
    });
    await ctx.db.patch("profiles", viewer.profile._id, { daily_goal_xp: xp });
  },
});

/** How the student appears on the leaderboard: by a nickname, as "Anonymous", or not at all. */
export const setLeaderboardName = memberMutation({
  args: {
    visibility: v.union(
      v.literal("nickname"),
      v.literal("anonymous"),
      v.literal("hidden"),
    ),
    nickname: v.optional(v.string()),
  },
  handler: async (ctx, { visibility, nickname }) => {
    const { viewer } = ctx;
    if (!viewer.profile)
      throw appError("NotFound", "Your profile could not be loaded.");
    const name = nickname?.trim() ?? "";
    if (visibility === "nickname" && !isValidNickname(name))
      throw appError("InvalidInput", NICKNAME_RULE);
    await ctx.db.patch("profiles", viewer.profile._id, {
      leaderboard_visibility: visibility,
      nickname: visibility === "nickname" ? name : viewer.profile.nickname,
    });
  },
});

// ── Helpers ────────────────────────────────────────────────────────────────

/*
 * The leaderboard's order is the index's, descending: more XP first, and
 * among equal XP the newer row first (as in the top 10). The neighbours are
 * the nearest listed classmates in that order: a tied classmate (same rank
 * as the viewer) if there is one on that side, else the nearest with more
 * (or less) XP. A classmate with `a` XP has rank 1 + (number with more XP
 * than a), derived from the viewer's rank, the rows scanned between them and
 * the exact count at one XP value.
 */

async function neighbour(
  ctx: QueryCtx,
  viewer: Viewer,
  mine: Doc<"weekly_xp">,
  rank: number,
  side: "above" | "below",
) {
  const { grade, week, xp } = mine;
  const above = side === "above";
  // The leaderboard reads the index descending; above the viewer walks it upwards.
  const order = above ? "asc" : "desc";
  const tied = await ctx.db
    .query("weekly_xp")
    .withIndex("by_grade_and_week_and_xp", (q) => {
      const same = q.eq("grade", grade).eq("week", week).eq("xp", xp);
      return above
        ? same.gt("_creationTime", mine._creationTime)
        : same.lt("_creationTime", mine._creationTime);
    })
    .order(order)
    .take(NEIGHBOUR_SCAN);
  for (const row of tied) {
    const shown = await entry(ctx, viewer, row, rank);
    if (shown) return shown;
  }
  if (tied.length === NEIGHBOUR_SCAN) return null;
  const beyond = await ctx.db
    .query("weekly_xp")
    .withIndex("by_grade_and_week_and_xp", (q) => {
      const classWeek = q.eq("grade", grade).eq("week", week);
      return above ? classWeek.gt("xp", xp) : classWeek.lt("xp", xp);
    })
    .order(order)
    .take(NEIGHBOUR_SCAN - tied.length);
  for (const row of beyond) {
    const shown = await entry(ctx, viewer, row, 0);
    if (!shown) continue;
    // The rows scanned before the first one at row.xp lie between the two.
    const between = beyond.findIndex((r) => r.xp === row.xp);
    // Above: the viewer's rank counts everyone at row.xp and those between,
    // the classmate's does not. Below: the classmate's rank also counts
    // everyone at the viewer's XP and those between.
    return {
      ...shown,
      rank: above
        ? rank - between - (await countAt(ctx, grade, week, row.xp))
        : rank + between + (await countAt(ctx, grade, week, xp)),
    };
  }
  return null;
}

/** A row of the leaderboard as sent to the viewer. */
type LeaderboardRow = {
  rank: number;
  xp: number;
  name: string;
  isYou: boolean;
};

/** The row as the viewer may see it, or null for a classmate who opted out. */
async function entry(
  ctx: QueryCtx,
  viewer: Viewer,
  row: Doc<"weekly_xp">,
  rank: number,
): Promise<LeaderboardRow | null> {
  const isYou = row.user_id === viewer.userId;
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", row.user_id))
    .unique();
  const visibility = profile?.leaderboard_visibility ?? "anonymous";
  if (!isYou && visibility === "hidden") return null;
  const name =
    visibility === "nickname" && profile?.nickname
      ? profile.nickname
      : ANONYMOUS_LEARNER_NAME;
  return {
    rank,
    xp: row.xp,
    name: isYou ? `${name} (you)` : name,
    isYou,
  };
}

function chartDays(
  days: Doc<"daily_activity">[],
  now: number,
  timezone: string,
) {
  const byDay = new Map(days.map((d) => [d.day, d]));
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = localDay(now - (CHART_DAYS - 1 - i) * 86_400_000, timezone);
    const d = byDay.get(day);
    return {
      day,
      xp: d?.xp ?? 0,
      minutes: Math.round((d?.seconds_spent ?? 0) / 60),
      lessons: d?.lessons_completed ?? 0,
      tests: d?.tests_submitted ?? 0,
    };
  });
}

async function recentActivity(
  ctx: QueryCtx,
  attempts: Doc<"test_attempts">[],
  lessons: Doc<"lesson_progress">[],
) {
  const [tests, shown] = await Promise.all([
    testItems(ctx, attempts),
    lessonItems(ctx, lessons),
  ]);
  return [...tests, ...shown].sort((a, b) => b.at - a.at).slice(0, 6);
}
