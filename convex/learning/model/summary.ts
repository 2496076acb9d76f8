/**
 * How a learner's activity is summed up for people to read: their streak as
 * of today, their activity per day over a range of days, their lessons and
 * tests as titled items, and their mastery per subject. The student's
 * dashboard (learning/progress.ts) and a parent's view of the week
 * (families/week.ts) both read through these, so the two never count
 * differently.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { MASTERY_PERCENT, streakOn } from "../rules";
import { currentPlan } from "../../pricing/model/plan";

/** The streak the learner holds on `today` (0 once it has broken, or with no stats yet). */
export function streakToday(
  stats: Doc<"player_stats"> | null,
  today: string,
): number {
  return stats
    ? streakOn(
        {
          current: stats.streak_current,
          longest: stats.streak_longest,
          lastDay: stats.streak_last_day ?? null,
          freezes: stats.freezes_held,
        },
        today,
      )
    : 0;
}

/** The learner's activity rows from `firstDay` to `lastDay` (YYYY-MM-DD), at most `days` of them. */
export function activityDays(
  ctx: QueryCtx,
  userId: Id<"users">,
  firstDay: string,
  lastDay: string,
  days: number,
) {
  return ctx.db
    .query("daily_activity")
    .withIndex("by_user_id_and_day", (q) =>
      q.eq("user_id", userId).gte("day", firstDay).lte("day", lastDay),
    )
    .take(days + 1);
}

/** Submitted test attempts as titled items: the test, its subject, the score. */
export function testItems(ctx: QueryCtx, attempts: Doc<"test_attempts">[]) {
  return Promise.all(
    attempts.map(async (a) => {
      const test = await ctx.db.get("tests", a.test_id);
      const subject = test?.subject_id
        ? await ctx.db.get("subjects", test.subject_id)
        : null;
      return {
        kind: "test" as const,
        id: a._id,
        title: test?.title ?? "Test",
        subject:
          subject?.name ?? (test?.kind === "full" ? "Full mock test" : ""),
        score: a.score ?? 0,
        maxScore: a.max_score ?? 0,
        at: a.submitted_at ?? a.deadline,
      };
    }),
  );
}

/**
 * Completed lessons as titled items (lesson, subject, chapter), leaving out
 * lessons staff have hidden (they are not linked from anywhere).
 */
export async function lessonItems(
  ctx: QueryCtx,
  rows: Doc<"lesson_progress">[],
) {
  const done = await Promise.all(
    rows
      .filter((p) => p.completed_at !== undefined)
      .map(async (p) => {
        const [lesson, subject, chapter] = await Promise.all([
          ctx.db.get("lessons", p.lesson_id),
          ctx.db.get("subjects", p.subject_id),
          ctx.db.get("chapters", p.chapter_id),
        ]);
        return {
          kind: "lesson" as const,
          id: p.lesson_id,
          title: lesson?.title ?? "Lesson",
          subject: subject?.name ?? "",
          chapter: chapter ? `Ch ${chapter.number}: ${chapter.title}` : "",
          at: p.completed_at ?? p.updated_at,
          hidden: lesson?.hidden_at !== undefined,
        };
      }),
  );
  return done.filter((d) => !d.hidden).map(({ hidden: _hidden, ...d }) => d);
}

/**
 * Per subject of the class `grade`: the share of chapters the learner
 * practised to MASTERY_PERCENT, and whether the subject is `open` to them
 * now (free, or unlocked by their plan).
 */
export async function subjectMastery(
  ctx: QueryCtx,
  userId: Id<"users">,
  grade: number | undefined,
) {
  if (grade === undefined) return [];
  const [subjects, plan] = await Promise.all([
    ctx.db
      .query("subjects")
      .withIndex("by_grade_and_order", (q) => q.eq("grade", grade))
      .take(20),
    currentPlan(ctx, userId),
  ]);
  return Promise.all(
    subjects.map(async (s) => {
      const rows = await ctx.db
        .query("chapter_mastery")
        .withIndex("by_user_id_and_subject_id", (q) =>
          q.eq("user_id", userId).eq("subject_id", s._id),
        )
        .take(Math.max(1, s.chapter_count));
      const mastered = rows.filter(
        (r) => r.best_percent >= MASTERY_PERCENT,
      ).length;
      return {
        subjectId: s._id,
        name: s.name,
        color: s.color,
        open: s.is_free || plan.entitlements.lockedSubjects,
        chaptersMastered: mastered,
        chapterCount: s.chapter_count,
        percent: s.chapter_count
          ? Math.round((mastered / s.chapter_count) * 100)
          : 0,
      };
    }),
  );
}

/**
 * The subject to practise next: the one of the least mastery (the first in
 * the class's order among equals), leaving out subjects the learner cannot
 * open, those with no chapters and those fully mastered; null when there is
 * none.
 */
export function weakestSubject<
  S extends { percent: number; chapterCount: number; open: boolean },
>(subjects: S[]): S | null {
  let weakest: S | null = null;
  for (const s of subjects)
    if (
      s.open &&
      s.chapterCount > 0 &&
      s.percent < 100 &&
      (!weakest || s.percent < weakest.percent)
    )
      weakest = s;
  return weakest;
}
