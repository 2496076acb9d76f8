import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Doc, Id } from "../../convex/_generated/dataModel";
import type { SeedSubject } from "../../convex/seedData/catalogue/types";
import { seedCatalogueClass } from "../../convex/seedData/loadCatalogue";
import {
  completeLesson,
  recordHeartbeat,
  recordOpening,
} from "../../convex/learning/model/lessonProgress";
import {
  LESSON_COMPLETION_SHARE,
  LESSON_NOT_FINISHED,
  XP,
} from "../../convex/learning/rules";
import { createPerson } from "./fixtures/common";
import { summaryReading } from "./fixtures/learning";
import { errorData, newBackend, type TestBackend } from "./harness";

/**
 * Learning time is one clock per student: the time credited across all of
 * their lessons together never exceeds the wall-clock time that passed, and a
 * reading lesson is credited only for heartbeats sent while it was in view.
 */

/** One free subject: a video lesson first, then 8 reading lessons of 4–7 minutes (2,760 s in all). */
const READING_MINUTES = [4, 5, 5, 6, 6, 7, 7, 6];
const CATALOGUE: SeedSubject[] = [
  {
    grade: 9,
    slug: "mathematics",
    name: "Mathematics",
    description: "Numbers and shapes.",
    color: "blue",
    isFree: true,
    textbook: "Mathematics — Textbook for Class IX (NCERT)",
    chapters: [
      {
        title: "Number Systems",
        summary: "Chapter 1.",
        lessons: [
          { title: "Welcome", minutes: 1, summary: "The clip." },
          ...READING_MINUTES.map((minutes, i) => ({
            title: `Reading ${i + 1}`,
            minutes,
            summary: summaryReading(minutes),
          })),
        ],
        questions: [],
      },
    ],
  },
];

async function setup() {
  const t = newBackend();
  await t.run(async (ctx) => {
    await seedCatalogueClass(ctx, 9, CATALOGUE);
  });
  const student = await createPerson(t, {
    email: "neha@example.in",
    fullName: "Neha Kulkarni",
    grade: 9,
  });
  const lessons = await t.run(async (ctx) =>
    (await ctx.db.query("lessons").collect()).sort(
      (a, b) => a.number - b.number,
    ),
  );
  return {
    t,
    student,
    video: lessons[0],
    reading: lessons.filter((l) => !l.video),
  };
}

async function learningTotals(t: TestBackend, userId: Id<"users">) {
  return t.run(async (ctx) => {
    const rows = await ctx.db
      .query("lesson_progress")
      .withIndex("by_user_id_and_updated_at", (q) => q.eq("user_id", userId))
      .collect();
    const xp = await ctx.db
      .query("xp_events")
      .withIndex("by_user_id_and_day", (q) => q.eq("user_id", userId))
      .collect();
    return {
      watched: rows.reduce((sum, r) => sum + r.watched_seconds, 0),
      completed: rows.filter((r) => r.completed_at !== undefined).length,
      xp: xp.reduce((sum, e) => sum + e.amount, 0),
    };
  });
}

/** Moves the student's lesson rows and learning clock `seconds` into the past. */
async function backdateAll(
  t: TestBackend,
  userId: Id<"users">,
  seconds: number,
) {
  await t.run(async (ctx) => {
    const ms = seconds * 1000;
    for (const row of await ctx.db
      .query("lesson_progress")
      .withIndex("by_user_id_and_updated_at", (q) => q.eq("user_id", userId))
      .collect())
      await ctx.db.patch("lesson_progress", row._id, {
        opened_at: row.opened_at === undefined ? undefined : row.opened_at - ms,
        updated_at: row.updated_at - ms,
      });
    const clock = await ctx.db
      .query("learning_clock")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .unique();
    if (clock)
      await ctx.db.patch("learning_clock", clock._id, {
        credited_until: clock.credited_until - ms,
      });
  });
}

describe("one learning clock per student", () => {
  it("8 lessons opened at once and driven in parallel for 401 s earn no more than 401 s of one lesson at a time", async () => {
    const { t, student, reading } = await setup();
    expect(reading).toHaveLength(8);
    const totalSeconds = reading.reduce((s, l) => s + l.duration_seconds, 0);
    expect(totalSeconds).toBe(2_760);
    const T0 = Date.UTC(2026, 10, 20, 10, 0, 0);
    const WALL = 401;
    // The attack, on a simulated clock through the same code as the lesson
    // page: every lesson opened at T0, each tab sending a visible-time
    // heartbeat every 10 s, then every lesson marked complete at T0 + 401 s.
    await t.run(async (ctx) => {
      for (const lesson of reading)
        await recordOpening(ctx, student.userId, lesson, T0);
      for (let s = 10; s <= WALL; s += 10)
        for (const [i, lesson] of reading.entries())
          await recordHeartbeat(
            ctx,
            student.userId,
            lesson,
            0,
            10,
            T0 + s * 1000 + i,
          );
      for (const lesson of reading)
        await recordHeartbeat(
          ctx,
          student.userId,
          lesson,
          0,
          1,
          T0 + WALL * 1000,
        );
    });
    const earned = await t.run(async (ctx) => {
      let xp = 0;
      for (const lesson of reading) {
        try {
          xp += (
            await completeLesson(ctx, student.userId, lesson, T0 + WALL * 1000)
          ).xp;
        } catch {
          // Not finished: refused, as the lesson page would be.
        }
      }
      return xp;
    });
    const totals = await learningTotals(t, student.userId);
    console.log(
      `parallel attack, 8 lessons (${totalSeconds} s) over ${WALL} s: ` +
        `${totals.completed} completed, ${earned} XP, ${totals.watched.toFixed(0)} s credited`,
    );
    // Credited time across all lessons never exceeds the wall clock.
    expect(totals.watched).toBeLessThanOrEqual(WALL);
    // Sequentially, 401 s finish at most the two shortest lessons (60 % of
    // 4 min + 60 % of 5 min = 324 s); in parallel, no more than that.
    const sorted = reading.map((l) => l.duration_seconds).sort((a, b) => a - b);
    let budget = WALL;
    let mostLessons = 0;
    for (const d of sorted) {
      if (LESSON_COMPLETION_SHARE * d > budget) break;
      budget -= LESSON_COMPLETION_SHARE * d;
      mostLessons++;
    }
    expect(mostLessons).toBe(2);
    expect(totals.completed).toBeLessThanOrEqual(mostLessons);
    expect(earned).toBeLessThanOrEqual(
      mostLessons * XP.lessonCompleted + XP.streakDay,
    );
  });

  it("splits the wall clock between two lessons whose heartbeats overlap", async () => {
    const { t, student, reading } = await setup();
    const [a, b] = reading;
    for (const lessonId of [a._id, b._id])
      await student.as.mutation(api.learning.lessons.open, { lessonId });
    // Both tabs have been open for 100 s and each claims 100 s.
    await backdateAll(t, student.userId, 100);
    for (const lessonId of [a._id, b._id])
      await student.as.mutation(api.learning.lessons.savePosition, {
        lessonId,
        positionSeconds: 0,
        watchedSeconds: 100,
      });
    const totals = await learningTotals(t, student.userId);
    expect(totals.watched).toBeGreaterThanOrEqual(99);
    expect(totals.watched).toBeLessThan(103);
  });

  it("splits the clock between a video and a reading lesson too", async () => {
    const { t, student, video, reading } = await setup();
    await t.run(async (ctx) => {
      const T0 = Date.UTC(2026, 10, 20, 10, 0, 0);
      await recordOpening(ctx, student.userId, video, T0);
      await recordOpening(ctx, student.userId, reading[0], T0);
      for (let s = 5; s <= 60; s += 5) {
        await recordHeartbeat(ctx, student.userId, video, s, 5, T0 + s * 1000);
        await recordHeartbeat(
          ctx,
          student.userId,
          reading[0],
          0,
          5,
          T0 + s * 1000,
        );
      }
    });
    expect(
      (await learningTotals(t, student.userId)).watched,
    ).toBeLessThanOrEqual(60);
  });
});

describe("reading lessons", () => {
  it("do not complete by being open: only visible-time heartbeats count", async () => {
    const { t, student, reading } = await setup();
    const lesson: Doc<"lessons"> = reading[0];
    const lessonId = lesson._id;
    const refused = { code: "InvalidInput", message: LESSON_NOT_FINISHED };
    await student.as.mutation(api.learning.lessons.open, { lessonId });
    // Open in a background tab for its whole length, no heartbeat: refused.
    await backdateAll(t, student.userId, lesson.duration_seconds);
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toEqual(refused);
    const shown = await student.as.query(api.learning.lessons.get, {
      lessonId,
    });
    expect(shown?.progress).toMatchObject({
      secondsCredited: 0,
      secondsNeeded: LESSON_COMPLETION_SHARE * lesson.duration_seconds,
    });
    // Heartbeats while it is in view, as the time goes by: credited, then completes.
    await student.as.mutation(api.learning.lessons.savePosition, {
      lessonId,
      positionSeconds: 0,
      watchedSeconds: lesson.duration_seconds,
    });
    expect(
      (await learningTotals(t, student.userId)).watched,
    ).toBeGreaterThanOrEqual(LESSON_COMPLETION_SHARE * lesson.duration_seconds);
    expect(
      await student.as.mutation(api.learning.lessons.complete, { lessonId }),
    ).toMatchObject({
      alreadyDone: false,
      xp: XP.lessonCompleted + XP.streakDay,
    });
  });
});
