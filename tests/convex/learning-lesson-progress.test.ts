import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import {
  LESSON_COMPLETION_SHARE,
  LESSON_NOT_FINISHED,
} from "../../convex/learning/rules";
import { DEMO_CLIP_SECONDS } from "../../convex/seedData/loadCatalogue";
import { backdateClock, setup } from "./fixtures/learning";
import { errorData, type TestBackend } from "./harness";
import type { Id } from "../../convex/_generated/dataModel";

/** Moves the viewer's opening and last heartbeat of a lesson, and their learning clock, `seconds` into the past (test setup). */
async function backdate(
  t: TestBackend,
  userId: Id<"users">,
  lessonId: Id<"lessons">,
  seconds: number,
) {
  await t.run(async (ctx) => {
    const row = (await ctx.db
      .query("lesson_progress")
      .withIndex("by_user_id_and_lesson_id", (q) =>
        q.eq("user_id", userId).eq("lesson_id", lessonId),
      )
      .unique())!;
    await ctx.db.patch("lesson_progress", row._id, {
      opened_at: row.opened_at! - seconds * 1000,
      updated_at: row.updated_at - seconds * 1000,
    });
    await backdateClock(ctx, userId, row.updated_at - seconds * 1000);
  });
}

async function progressRow(
  t: TestBackend,
  userId: Id<"users">,
  lessonId: Id<"lessons">,
) {
  return t.run(async (ctx) => {
    const row = await ctx.db
      .query("lesson_progress")
      .withIndex("by_user_id_and_lesson_id", (q) =>
        q.eq("user_id", userId).eq("lesson_id", lessonId),
      )
      .unique();
    const xp = await ctx.db
      .query("xp_events")
      .withIndex("by_user_id_and_day", (q) => q.eq("user_id", userId))
      .collect();
    return {
      watched: row?.watched_seconds ?? null,
      completed: row?.completed_at !== undefined,
      xp: xp.length,
    };
  });
}

describe("finishing a lesson", () => {
  it("refuses to complete a reading lesson until its share of the reading time was credited by heartbeats while in view", async () => {
    const { t, student } = await setup();
    const subject = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    const first = await student.as.query(api.learning.lessons.get, {
      lessonId: subject!.chapters[0].firstLessonId!,
    });
    // Lesson 1.2: a reading lesson of 12 minutes.
    const lessonId = first!.nextId!;
    const refused = { code: "InvalidInput", message: LESSON_NOT_FINISHED };
    const heartbeat = (watchedSeconds: number) =>
      student.as.mutation(api.learning.lessons.savePosition, {
        lessonId,
        positionSeconds: 0,
        watchedSeconds,
      });
    // Never opened: refused.
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toEqual(refused);
    // Opened just now: refused.
    await student.as.mutation(api.learning.lessons.open, { lessonId });
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
      secondsNeeded: 12 * 60 * LESSON_COMPLETION_SHARE,
    });
    // Read in view for 5 of the 12 minutes: still refused, and no XP.
    await backdate(t, student.userId, lessonId, 5 * 60);
    await heartbeat(5 * 60);
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toEqual(refused);
    expect(await progressRow(t, student.userId, lessonId)).toMatchObject({
      completed: false,
      xp: 0,
    });
    // Opened long ago but hidden since (no heartbeats): that time is not credited.
    await backdate(t, student.userId, lessonId, 60 * 60);
    await student.as.mutation(api.learning.lessons.open, { lessonId });
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toEqual(refused);
    // 60 % of 12 minutes (7.2 min) read in view: completed.
    await backdate(
      t,
      student.userId,
      lessonId,
      12 * 60 * LESSON_COMPLETION_SHARE - 5 * 60 + 1,
    );
    await heartbeat(12 * 60 * LESSON_COMPLETION_SHARE - 5 * 60 + 1);
    expect(
      await student.as.mutation(api.learning.lessons.complete, { lessonId }),
    ).toMatchObject({ alreadyDone: false, xp: 30 });
  });

  it("credits watched video only as fast as the clock runs, so jumping to the end is not watching", async () => {
    const { t, student } = await setup();
    const subject = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    // Lesson 1.1 plays the demo clip (DEMO_CLIP_SECONDS long).
    const lessonId = subject!.chapters[0].firstLessonId!;
    await student.as.mutation(api.learning.lessons.open, { lessonId });
    await new Promise((r) => setTimeout(r, 1_000));
    // A heartbeat claiming the whole clip one second after opening.
    await student.as.mutation(api.learning.lessons.savePosition, {
      lessonId,
      positionSeconds: DEMO_CLIP_SECONDS,
      watchedSeconds: DEMO_CLIP_SECONDS,
    });
    const afterJump = await progressRow(t, student.userId, lessonId);
    expect(afterJump.watched).toBeGreaterThan(0);
    expect(afterJump.watched).toBeLessThan(3);
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toEqual({ code: "InvalidInput", message: LESSON_NOT_FINISHED });
    // Heartbeats sent faster than the clock credit no more than the clock.
    for (let i = 0; i < 5; i++)
      await student.as.mutation(api.learning.lessons.savePosition, {
        lessonId,
        positionSeconds: DEMO_CLIP_SECONDS,
        watchedSeconds: 5,
      });
    expect(
      (await progressRow(t, student.userId, lessonId)).watched,
    ).toBeLessThan(4);
    // Reading time does not count for a video lesson: opened long ago, little watched.
    await t.run(async (ctx) => {
      const row = (await ctx.db
        .query("lesson_progress")
        .withIndex("by_user_id_and_lesson_id", (q) =>
          q.eq("user_id", student.userId).eq("lesson_id", lessonId),
        )
        .unique())!;
      await ctx.db.patch("lesson_progress", row._id, {
        opened_at: row.opened_at! - 3_600_000,
      });
    });
    expect(
      await errorData(
        student.as.mutation(api.learning.lessons.complete, { lessonId }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    // The clip's length goes by while it plays: that heartbeat is credited (up to the clip's length).
    await backdate(t, student.userId, lessonId, DEMO_CLIP_SECONDS);
    await student.as.mutation(api.learning.lessons.savePosition, {
      lessonId,
      positionSeconds: DEMO_CLIP_SECONDS,
      watchedSeconds: DEMO_CLIP_SECONDS,
    });
    expect((await progressRow(t, student.userId, lessonId)).watched).toBe(
      DEMO_CLIP_SECONDS,
    );
    expect(
      await student.as.mutation(api.learning.lessons.complete, { lessonId }),
    ).toMatchObject({ alreadyDone: false, xp: 30 });
  });

  it("refuses heartbeats and positions that are not numbers of seconds", async () => {
    const { t, student } = await setup();
    const subject = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    const lessonId = subject!.chapters[0].firstLessonId!;
    await student.as.mutation(api.learning.lessons.open, { lessonId });
    for (const [positionSeconds, watchedSeconds] of [
      [Number.NaN, 0],
      [0, Number.NaN],
      [Number.POSITIVE_INFINITY, 0],
      [0, Number.POSITIVE_INFINITY],
      [0, Number.NEGATIVE_INFINITY],
      [0, 1e12],
    ])
      expect(
        await errorData(
          student.as.mutation(api.learning.lessons.savePosition, {
            lessonId,
            positionSeconds,
            watchedSeconds,
          }),
        ),
      ).toEqual({
        code: "InvalidInput",
        message: "That is not a position in this lesson.",
      });
  });
});
