/**
 * A linked child's week, as a parent sees it (families/week.ts): what the
 * child learned in the last WEEK_DAYS days (today and the days before, in
 * the child's time zone, as the child's dashboard counts days), read from the
 * same rows and through the same learning helpers as the dashboard. Every
 * read goes through an index range of the week (or the catalogue's size),
 * never the child's whole history.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { DEFAULT_TIMEZONE } from "../../shared/constants";
import { statsOf } from "../../learning/model/progress";
import {
  activityDays,
  lessonItems,
  streakToday,
  subjectMastery,
  testItems,
  weakestSubject,
} from "../../learning/model/summary";
import { localDay } from "../../learning/rules";
import { requireConsentedChild } from "./links";
import { WEEK_DAYS, WEEK_LIST_MAX } from "../rules";

const DAY_MS = 86_400_000;

/** The week of `childId` for `parentId` at `now`, or the refusal of requireConsentedChild. */
export async function childWeekOf(
  ctx: QueryCtx,
  parentId: Id<"users">,
  childId: Id<"users">,
  now: number,
) {
  const profile = await requireConsentedChild(ctx, parentId, childId);
  return weekOf(ctx, profile, now);
}

/**
 * The week of the student `profile` at `now`, whoever asks: the caller has
 * already checked that the reader may see it (a parent's page through
 * requireConsentedChild, the weekly report mail through its consenting
 * parents).
 */
export async function weekOf(
  ctx: QueryCtx,
  profile: Doc<"profiles">,
  now: number,
) {
  const childId = profile.user_id;
  const timezone = profile.timezone ?? DEFAULT_TIMEZONE;
  const today = localDay(now, timezone);
  const firstDay = localDay(now - (WEEK_DAYS - 1) * DAY_MS, timezone);
  // The week's first day starts at most WEEK_DAYS days before `now`; a day
  // more also holds a test started before it and submitted in it. The
  // index ranges below read nothing older.
  const since = now - (WEEK_DAYS + 1) * DAY_MS;
  const inWeek = (at: number | undefined) =>
    at !== undefined && localDay(at, timezone) >= firstDay;

  const [stats, days, lessonRows, attempts, mastery] = await Promise.all([
    statsOf(ctx, childId),
    activityDays(ctx, childId, firstDay, today, WEEK_DAYS),
    ctx.db
      .query("lesson_progress")
      .withIndex("by_user_id_and_updated_at", (q) =>
        q.eq("user_id", childId).gte("updated_at", since),
      )
      .order("desc")
      .take(WEEK_LIST_MAX * 2),
    ctx.db
      .query("test_attempts")
      .withIndex("by_user_id_and_status", (q) =>
        q
          .eq("user_id", childId)
          .eq("status", "submitted")
          .gte("_creationTime", since),
      )
      .order("desc")
      .take(WEEK_LIST_MAX),
    subjectMastery(ctx, childId, profile.grade),
  ]);

  const done = lessonRows.filter((p) => inWeek(p.completed_at));
  const [lessons, tests] = await Promise.all([
    lessonItems(ctx, done.slice(0, WEEK_LIST_MAX)),
    testItems(
      ctx,
      attempts.filter((a) => inWeek(a.submitted_at)),
    ),
  ]);
  // A lesson opened this week and not finished yet is the next to do.
  const open = lessonRows.find((p) => p.completed_at === undefined);
  const nextLesson = open ? await ctx.db.get("lessons", open.lesson_id) : null;
  const nextSubject = nextLesson
    ? await ctx.db.get("subjects", nextLesson.subject_id)
    : null;
  // A lesson of a subject the child cannot open now (a plan that ended) is
  // not the next thing to do.
  const nextOpen =
    nextSubject !== null &&
    mastery.some((m) => m.subjectId === nextSubject._id && m.open);
  const weakest = weakestSubject(mastery);

  return {
    fullName: profile.full_name,
    firstDay,
    today,
    lessonsDone: days.reduce((n, d) => n + d.lessons_completed, 0),
    testsTaken: days.reduce((n, d) => n + d.tests_submitted, 0),
    secondsSpent: days.reduce((n, d) => n + d.seconds_spent, 0),
    xp: days.reduce((n, d) => n + d.xp, 0),
    streak: streakToday(stats, today),
    lessons: lessons.sort((a, b) => b.at - a.at),
    tests: tests.sort((a, b) => b.at - a.at),
    practiseNext: {
      lesson:
        nextLesson && nextLesson.hidden_at === undefined && nextOpen
          ? {
              lessonId: nextLesson._id,
              title: nextLesson.title,
              subject: nextSubject?.name ?? "",
            }
          : null,
      subject: weakest
        ? {
            name: weakest.name,
            chaptersMastered: weakest.chaptersMastered,
            chapterCount: weakest.chapterCount,
          }
        : null,
    },
  };
}
