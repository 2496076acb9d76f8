import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { verifiedMentorQuery } from "../functions";
import { appError } from "../lib/errors";
import { feedbackView } from "./model/sessions";
import {
  DAY_MS,
  sessionsBetween,
  statsOf,
  viewerMentor,
  workspaceSessions,
} from "./model/workspace";
import {
  countHeldBetween,
  countStudentsSince,
  countUpcoming,
} from "./model/workspaceCounts";
import {
  boundedPage,
  requireClientNow,
  requireNumberInRange,
} from "../lib/validators";
import {
  ACTIVE_STUDENT_DAYS,
  FEEDBACK_SHOWN,
  istDayKey,
  istDayStart,
  istWeekStart,
} from "./rules";

/**
 * A verified mentor's own dashboards (/mentor-dashboard, /teacher-dashboard):
 * the stat cards, Quick Stats, today's, upcoming and past sessions, a day of
 * the calendar, the booked days of a month and the latest feedback. Every
 * read goes through an index and is bounded; the totals are counters
 * (`mentor_stats`, `mentors`) and aggregates (model/workspaceCounts.ts),
 * never a scan of the mentor's sessions.
 * `now` is the client's clock (queries do not read the clock).
 */

/** Sessions a day can show (today's list, a calendar day). */
const DAY_SESSIONS_MAX = 100;
/** Sessions looked at for the booked days of a calendar month. */
const MONTH_SESSIONS_MAX = 500;
/** The calendar asks for at most six weeks at a time. */
const RANGE_MAX_DAYS = 42;

/**
 * The five stat cards and Quick Stats. Total Sessions counts sessions not
 * called off, Completed is the mentor's total_sessions, Total Students the
 * distinct students who hold (or held) a place; these are counters. Upcoming
 * (scheduled from `now`), today's and this week's sessions (IST, not called
 * off) and active students (a place in a session starting from 30 days ago
 * on) are exact counts from the workspace aggregates (model/workspaceCounts.ts),
 * however many there are.
 */
export const stats = verifiedMentorQuery({
  args: { now: v.number() },
  handler: async (ctx, args) => {
    const now = requireClientNow(args.now);
    const mentor = await viewerMentor(ctx, ctx.viewer);
    const today = istDayStart(now);
    const week = istWeekStart(now);
    const [row, upcoming, todaySessions, weekSessions, activeStudents] =
      await Promise.all([
        statsOf(ctx, mentor._id),
        countUpcoming(ctx, mentor._id, now),
        countHeldBetween(ctx, mentor._id, today, today + DAY_MS),
        countHeldBetween(ctx, mentor._id, week, week + 7 * DAY_MS),
        countStudentsSince(ctx, mentor._id, now - ACTIVE_STUDENT_DAYS * DAY_MS),
      ]);
    return {
      totalSessions: row?.session_count ?? 0,
      completed: mentor.total_sessions,
      upcoming,
      /** Shown with one decimal; 0 with ratingCount 0 means no rating yet. */
      averageRating: mentor.rating,
      ratingCount: mentor.rating_count,
      totalStudents: row?.student_count ?? 0,
      todaySessions,
      weekSessions,
      activeStudents,
    };
  },
});

/** Today's sessions (IST, by `now`), soonest first, with their status: Start Session and Mark Complete. */
export const today = verifiedMentorQuery({
  args: { now: v.number() },
  handler: async (ctx, args) => {
    const now = requireClientNow(args.now);
    const mentor = await viewerMentor(ctx, ctx.viewer);
    const start = istDayStart(now);
    return workspaceSessions(
      ctx,
      await sessionsBetween(
        ctx,
        mentor._id,
        start,
        start + DAY_MS,
        DAY_SESSIONS_MAX,
      ),
    );
  },
});

/** Scheduled sessions from `now` on, soonest first, with their registered counts. */
export const upcoming = verifiedMentorQuery({
  args: { now: v.number(), paginationOpts: paginationOptsValidator },
  handler: async (ctx, args) => {
    const now = requireClientNow(args.now);
    const mentor = await viewerMentor(ctx, ctx.viewer);
    const result = await ctx.db
      .query("mentorship_sessions")
      .withIndex("by_mentor_id_and_status_and_scheduled_at", (q) =>
        q
          .eq("mentor_id", mentor._id)
          .eq("status", "scheduled")
          .gte("scheduled_at", now),
      )
      .paginate(boundedPage(args.paginationOpts, 50));
    return { ...result, page: await workspaceSessions(ctx, result.page) };
  },
});

/** Completed sessions, latest first. */
export const past = verifiedMentorQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, args) => {
    const mentor = await viewerMentor(ctx, ctx.viewer);
    const result = await ctx.db
      .query("mentorship_sessions")
      .withIndex("by_mentor_id_and_status_and_scheduled_at", (q) =>
        q.eq("mentor_id", mentor._id).eq("status", "completed"),
      )
      .order("desc")
      .paginate(boundedPage(args.paginationOpts, 50));
    return { ...result, page: await workspaceSessions(ctx, result.page) };
  },
});

/** A client's range [from, to): finite times, from before to, at most `maxDays` long. */
function requireRange(from: number, to: number, maxDays: number) {
  requireNumberInRange(from, 0, 8.64e15, "from");
  requireNumberInRange(to, 0, 8.64e15, "to");
  if (to <= from || to - from > maxDays * DAY_MS)
    throw appError(
      "InvalidInput",
      `Ask for a range of up to ${maxDays} days, its end after its start.`,
    );
}

/**
 * The Schedule tab: the sessions (not called off) starting in the chosen day
 * [dayStart, dayEnd) — the client's day, so its own time zone — with status.
 */
export const onDay = verifiedMentorQuery({
  args: { dayStart: v.number(), dayEnd: v.number() },
  handler: async (ctx, { dayStart, dayEnd }) => {
    requireRange(dayStart, dayEnd, 2);
    const mentor = await viewerMentor(ctx, ctx.viewer);
    return workspaceSessions(
      ctx,
      await sessionsBetween(
        ctx,
        mentor._id,
        dayStart,
        dayEnd,
        DAY_SESSIONS_MAX,
      ),
    );
  },
});

/**
 * The calendar's highlighted dates: the IST days ("YYYY-MM-DD") in [from,
 * to) (up to six weeks) on which the mentor has sessions not called off.
 * One session a day is enough to know: each booked day's first one is read,
 * then the read jumps to the next day, so a busy month costs a document a
 * day (plus any cancelled ones passed over), not one per session; at most
 * MONTH_SESSIONS_MAX in all.
 */
export const bookedDays = verifiedMentorQuery({
  args: { from: v.number(), to: v.number() },
  handler: async (ctx, { from, to }) => {
    requireRange(from, to, RANGE_MAX_DAYS);
    const mentor = await viewerMentor(ctx, ctx.viewer);
    const days: string[] = [];
    let cursor = from;
    let read = 0;
    while (cursor < to && read < MONTH_SESSIONS_MAX) {
      let next: number | null = null;
      for await (const session of ctx.db
        .query("mentorship_sessions")
        .withIndex("by_mentor_id_and_scheduled_at", (q) =>
          q
            .eq("mentor_id", mentor._id)
            .gte("scheduled_at", cursor)
            .lt("scheduled_at", to),
        )) {
        read++;
        if (session.status !== "cancelled") {
          days.push(istDayKey(session.scheduled_at));
          next = istDayStart(session.scheduled_at) + DAY_MS;
          break;
        }
        if (read >= MONTH_SESSIONS_MAX) break;
      }
      if (next === null) break;
      cursor = next;
    }
    return days;
  },
});

/** The Feedback tab: the latest 5, each with its rating, words, date and student (or Anonymous). */
export const feedback = verifiedMentorQuery({
  args: {},
  handler: async (ctx) => {
    const mentor = await viewerMentor(ctx, ctx.viewer);
    const rows = await ctx.db
      .query("mentorship_feedback")
      .withIndex("by_mentor_id_and_created_at", (q) =>
        q.eq("mentor_id", mentor._id),
      )
      .order("desc")
      .take(FEEDBACK_SHOWN);
    return rows.map((f) => feedbackView(f, "mentor"));
  },
});
