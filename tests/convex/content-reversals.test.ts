import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import {
  createPerson,
  people,
  world,
  pendingContentCount,
  noticesTo,
} from "./fixtures/common";
import { errorData, type TestBackend } from "./harness";
import { submitLessonVideo } from "./fixtures/lessonVideo";
import {
  approveContent,
  denyContent,
  seedUploadChapter,
  settleMailAfterEach,
  contentIdOf,
} from "./fixtures/content";

/**
 * A Content Management decision can be changed: approved to denied takes the
 * content down honestly (a lesson is hidden and learners keep their progress;
 * an event is called off and its registrants told), denied to approved puts
 * it up; every change needs a reason and goes into the staff activity log.
 */

const settle = settleMailAfterEach();

const DAY = 24 * 3_600_000;
const firstPage = { numItems: 20, cursor: null };
const REASON = "Its organiser was found to share phone numbers.";
const BACK = "Checked again with the school: the event is fine.";

async function cast() {
  const w = await world();
  settle(w.t);
  const classmate = await createPerson(w.t, { ...people.diya, grade: 9 });
  const { chapterId } = await seedUploadChapter(w.t);
  return { ...w, classmate, chapterId };
}
type Cast = Awaited<ReturnType<typeof cast>>;

const listed = async (c: Cast) =>
  (
    await c.t.query(api.community.events.listUpcoming, {
      now: Date.now(),
      paginationOpts: firstPage,
    })
  ).page;

const noticesOf = async (c: Cast, userId: Id<"users">) =>
  (await noticesTo(c.t, userId)).map((n) => ({ kind: n.kind, body: n.body }));

const logOf = (c: Cast, userId: Id<"users">) =>
  c.t.run(async (ctx) =>
    (
      await ctx.db
        .query("user_activity_log")
        .withIndex("by_user_id_and_timestamp", (q) => q.eq("user_id", userId))
        .collect()
    )
      .filter((r) => r.kind === "content_review")
      .map((r) => r.action),
  );

const pendingCount = (c: Cast) => pendingContentCount(c.t);

/** A student's event, approved by the moderator, with the classmate registered. */
async function approvedEvent(c: Cast) {
  const { eventId } = await c.student.as.mutation(api.community.events.create, {
    title: "Study group: trigonometry",
    description: "We practise heights and distances together.",
    eventType: "study_session",
    scheduledAt: Date.now() + 2 * DAY,
    durationMinutes: 60,
  });
  const contentId = await contentIdOf(c.t, eventId);
  await approveContent(c.moderator, contentId, "pending");
  await c.classmate.as.mutation(api.community.events.rsvp, { eventId });
  await c.t.finishScheduled();
  return { eventId, contentId };
}

const submittedLesson = (c: Cast) =>
  submitLessonVideo(c.t, c.mentor, c.chapterId);

const lessonOf = (c: Cast, uploadId: Id<"uploads">) =>
  c.t.run(async (ctx) => (await ctx.db.get("uploads", uploadId))!.lesson_id!);

const mathematics = (c: Cast, who: TestBackend = c.t) =>
  who.query(api.learning.catalogue.subject, {
    grade: 9,
    slug: "mathematics",
  });

describe("changing a decision on an event", () => {
  it("approved to denied calls the event off: registrants and author told, logged with the reason", async () => {
    const c = await cast();
    const { eventId, contentId } = await approvedEvent(c);
    expect(
      await errorData(denyContent(c.admin, contentId, "approved", "no")),
    ).toMatchObject({ code: "InvalidInput" });
    expect(await denyContent(c.admin, contentId, "approved", REASON)).toEqual({
      status: "denied",
    });
    await c.t.finishScheduled();
    expect(await listed(c)).toEqual([]);
    expect(
      await c.t.run((ctx) => ctx.db.get("community_events", eventId)),
    ).toMatchObject({ status: "cancelled" });
    expect(await noticesOf(c, c.classmate.userId)).toMatchObject([
      { kind: "event_cancelled", body: expect.stringMatching(/moderator/) },
    ]);
    expect(await noticesOf(c, c.student.userId)).toEqual([
      expect.objectContaining({ kind: "event_approved" }),
      {
        kind: "event_denied",
        body: `“Study group: trigonometry” is no longer listed and will not take place. Reason: ${REASON}`,
      },
    ]);
    expect(await logOf(c, c.admin.userId)).toEqual([
      `Denied the event “Study group: trigonometry” proposed by Aarav S., which was approved before. Reason: ${REASON}`,
    ]);
    expect(await pendingCount(c)).toBe(0);
  });

  it("denied to approved needs a reason and lists the event again; registrants told", async () => {
    const c = await cast();
    const { eventId, contentId } = await approvedEvent(c);
    await denyContent(c.admin, contentId, "approved", REASON);
    expect(
      await errorData(approveContent(c.moderator, contentId, "denied")),
    ).toMatchObject({ code: "InvalidInput" });
    expect(await listed(c)).toEqual([]);
    await approveContent(c.moderator, contentId, "denied", BACK);
    await c.t.finishScheduled();
    expect((await listed(c)).map((e) => e._id)).toEqual([eventId]);
    expect((await listed(c))[0].attendeeCount).toBe(1);
    expect(await noticesOf(c, c.classmate.userId)).toMatchObject([
      { kind: "event_cancelled" },
      { kind: "event_changed" },
    ]);
    expect(await logOf(c, c.moderator.userId)).toContain(
      `Approved the event “Study group: trigonometry” proposed by Aarav S., which was denied before. Reason: ${BACK}`,
    );
    const row = await c.t.run((ctx) =>
      ctx.db.get("dashboard_content", contentId),
    );
    expect(row).toMatchObject({ status: "approved" });
    expect(row!.denial_reason).toBeUndefined();
  });

  it("never lists again an event its organiser called off", async () => {
    const c = await cast();
    const { eventId, contentId } = await approvedEvent(c);
    await c.student.as.mutation(api.community.events.cancel, { eventId });
    await denyContent(c.admin, contentId, "approved", REASON);
    expect(
      await errorData(approveContent(c.admin, contentId, "denied", BACK)),
    ).toMatchObject({ code: "Conflict" });
    expect(await listed(c)).toEqual([]);
  });

  it("refuses the decision an item already has", async () => {
    const c = await cast();
    const { contentId } = await approvedEvent(c);
    expect(
      await errorData(approveContent(c.admin, contentId, "approved", BACK)),
    ).toMatchObject({ code: "Conflict" });
  });

  it("does not undo an applied change to an event; a denied change can still be approved", async () => {
    const c = await cast();
    const { eventId } = await approvedEvent(c);
    const event = (await listed(c))[0];
    const edit = {
      eventId,
      title: "Study group: trigonometry, room 12",
      description: event.description,
      eventType: event.eventType,
      scheduledAt: event.scheduledAt,
      durationMinutes: event.durationMinutes,
    };
    await c.student.as.mutation(api.community.events.update, edit);
    const revisionId = await c.t.run(
      async (ctx) =>
        (
          await ctx.db
            .query("dashboard_content")
            .withIndex("by_ref_id", (q) => q.eq("ref_id", eventId))
            .collect()
        ).find((r) => r.kind === "event_revision")!._id,
    );
    await denyContent(c.moderator, revisionId, "pending", REASON);
    await approveContent(c.moderator, revisionId, "denied", BACK);
    expect((await listed(c))[0].title).toBe(
      "Study group: trigonometry, room 12",
    );
    expect(
      await errorData(denyContent(c.moderator, revisionId, "approved", REASON)),
    ).toMatchObject({ code: "Conflict" });
  });
});

describe("changing a decision on a lesson upload", () => {
  it("approved to denied hides the lesson; learners keep their progress; denied to approved shows it again", async () => {
    const c = await cast();
    const before = await mathematics(c);
    const { contentId, uploadId } = await submittedLesson(c);
    await approveContent(c.admin, contentId, "pending");
    const lessonId = await lessonOf(c, uploadId);
    // The student finished it.
    await c.t.run(async (ctx) => {
      const lesson = (await ctx.db.get("lessons", lessonId))!;
      await ctx.db.insert("lesson_progress", {
        user_id: c.student.userId,
        lesson_id: lessonId,
        subject_id: lesson.subject_id,
        chapter_id: lesson.chapter_id,
        position_seconds: 95,
        watched_seconds: 95,
        opened_at: Date.now() - 200_000,
        completed_at: Date.now() - 100_000,
        updated_at: Date.now() - 100_000,
      });
    });
    const shown = await mathematics(c, c.student.as);
    expect(shown!.lessonCount).toBe(before!.lessonCount + 1);
    expect(shown!.lessonsDone).toBe(1);
    const recentLessons = async () =>
      (
        await c.student.as.query(api.learning.progress.dashboard, {
          now: Date.now(),
        })
      ).recent
        .filter((r) => r.kind === "lesson")
        .map((r) => r.id);
    expect(await recentLessons()).toEqual([lessonId]);

    await denyContent(
      c.moderator,
      contentId,
      "approved",
      "The worked example on screen has a mistake.",
    );
    expect(
      await c.student.as.query(api.learning.lessons.get, { lessonId }),
    ).toBeNull();
    expect(
      await errorData(
        c.student.as.mutation(api.learning.lessons.open, { lessonId }),
      ),
    ).toMatchObject({ code: "NotFound" });
    const hidden = await mathematics(c, c.student.as);
    expect(hidden!.lessonCount).toBe(before!.lessonCount);
    expect(hidden!.durationSeconds).toBe(before!.durationSeconds);
    expect(hidden!.lessonsDone).toBe(0);
    // The dashboard does not link to it.
    expect(await recentLessons()).toEqual([]);
    const chapter = hidden!.chapters.find((ch) => ch.number === 2)!;
    expect(chapter.lessonsDone).toBe(0);
    expect(chapter.lessonsDone).toBeLessThanOrEqual(chapter.lessonCount);
    // The progress row and the lesson (with its video) are kept.
    expect(
      await c.t.run(async (ctx) => ({
        progress: (await ctx.db.query("lesson_progress").collect()).length,
        lesson: (await ctx.db.get("lessons", lessonId)) !== null,
      })),
    ).toEqual({ progress: 1, lesson: true });
    expect(await noticesOf(c, c.mentor.userId)).toMatchObject([
      { kind: "lesson_approved" },
      { kind: "lesson_denied" },
    ]);

    await approveContent(
      c.admin,
      contentId,
      "denied",
      "The mistake is only in the thumbnail; the lesson is right.",
    );
    expect(
      await c.student.as.query(api.learning.lessons.get, { lessonId }),
    ).toMatchObject({ _id: lessonId });
    const back = await mathematics(c, c.student.as);
    expect(back!.lessonCount).toBe(before!.lessonCount + 1);
    expect(back!.durationSeconds).toBe(before!.durationSeconds + 95);
    expect(back!.lessonsDone).toBe(1);
    expect(await logOf(c, c.admin.userId)).toEqual([
      "Approved the lesson upload “Real numbers on the number line” by Meera Iyer",
      "Approved the lesson upload “Real numbers on the number line” by Meera Iyer, which was denied before. Reason: The mistake is only in the thumbnail; the lesson is right.",
    ]);
  });

  it("a hidden lesson is skipped by its neighbours and by the chapter's first lesson", async () => {
    const c = await cast();
    const first = await submittedLesson(c);
    const second = await submittedLesson(c);
    for (const { contentId } of [first, second])
      await approveContent(c.admin, contentId, "pending");
    const hiddenId = await lessonOf(c, first.uploadId);
    const laterId = await lessonOf(c, second.uploadId);
    const previousOfLater = (await c.student.as.query(
      api.learning.lessons.get,
      { lessonId: laterId },
    ))!.previousId;
    expect(previousOfLater).toBe(hiddenId);
    await denyContent(
      c.admin,
      first.contentId,
      "approved",
      "The worked example on screen has a mistake.",
    );
    const later = await c.student.as.query(api.learning.lessons.get, {
      lessonId: laterId,
    });
    expect(later!.previousId).not.toBe(hiddenId);
    expect(later!.previousId).not.toBeNull();
    const next = await c.student.as.query(api.learning.lessons.get, {
      lessonId: later!.previousId!,
    });
    expect(next!.nextId).toBe(laterId);
  });

  it("a lesson denied while pending keeps its video, so it can still be approved", async () => {
    const c = await cast();
    const { contentId, uploadId, storageId } = await submittedLesson(c);
    await denyContent(
      c.moderator,
      contentId,
      "pending",
      "The audio is too quiet to follow.",
    );
    expect(
      await c.t.run((ctx) => ctx.db.system.get("_storage", storageId)),
    ).not.toBeNull();
    await approveContent(
      c.admin,
      contentId,
      "denied",
      "The mentor sent a version with louder audio.",
    );
    expect(await lessonOf(c, uploadId)).toBeDefined();
    expect(await pendingCount(c)).toBe(0);
  });
});
