import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import {
  world,
  type Person,
  pendingContentCount,
  noticesTo,
} from "./fixtures/common";
import { VALIDATION_ERROR, errorData, type TestBackend } from "./harness";
import { submitLessonVideo } from "./fixtures/lessonVideo";
import {
  approveContent,
  denyContent,
  removeContent,
  seedUploadChapter,
  settleMailAfterEach,
  contentIdOf,
} from "./fixtures/content";

// Decisions mail their authors after commit.
const settle = settleMailAfterEach({ freshKeys: true });

const DAY = 24 * 3_600_000;
const firstPage = { numItems: 20, cursor: null };
const REASON = "The date clashes with the half-yearly exams.";

async function cast() {
  const w = await world();
  settle(w.t);
  const { chapterId } = await seedUploadChapter(w.t);
  return { ...w, chapterId };
}
type Cast = Awaited<ReturnType<typeof cast>>;

const lessonSubmitted = (c: Cast) =>
  submitLessonVideo(c.t, c.mentor, c.chapterId);

async function eventProposed(c: Cast) {
  const scheduledAt = Date.now() + 2 * DAY;
  const { eventId } = await c.student.as.mutation(api.community.events.create, {
    title: "Study group: trigonometry",
    description: "We practise heights and distances together.",
    eventType: "study_session",
    scheduledAt,
    durationMinutes: 60,
    maxAttendees: 20,
  });
  const contentId = await contentIdOf(c.t, eventId);
  return { eventId, contentId, scheduledAt };
}

const pendingCount = (c: Cast) => pendingContentCount(c.t);

const noticesOf = async (c: Cast, userId: Id<"users">) =>
  (await noticesTo(c.t, userId)).map((n) => ({ kind: n.kind, body: n.body }));

const list = (who: Person, status: "pending" | "approved" | "denied") =>
  who.as.query(api.admin.content.list, { status, paginationOpts: firstPage });

const upcoming = (c: Cast) =>
  c.t.query(api.community.events.listUpcoming, {
    now: Date.now(),
    paginationOpts: firstPage,
  });

describe("the Content Management queue", () => {
  it("lists lesson uploads and proposed events together, newest first, with previews", async () => {
    const c = await cast();
    const lesson = await lessonSubmitted(c);
    const event = await eventProposed(c);
    expect(await pendingCount(c)).toBe(2);
    const { page } = await list(c.moderator, "pending");
    expect(page.map((r) => r._id)).toEqual([event.contentId, lesson.contentId]);
    expect(page[0]).toMatchObject({
      status: "pending",
      // The name the community shows (a student's first name and initial).
      authorName: "Aarav S.",
      claim: null,
      preview: {
        kind: "event_proposal",
        title: "Study group: trigonometry",
        description: "We practise heights and distances together.",
        eventType: "study_session",
        scheduledAt: event.scheduledAt,
        durationMinutes: 60,
        maxAttendees: 20,
      },
    });
    expect(page[1]).toMatchObject({
      authorName: "Meera Iyer",
      preview: {
        kind: "lesson_upload",
        title: "Real numbers on the number line",
        grade: 9,
        subjectName: "Mathematics",
        chapterNumber: 2,
        durationSeconds: 95,
      },
    });
    if (page[1].preview.kind !== "lesson_upload") throw new Error("kind");
    expect(page[1].preview.videoUrl).toMatch(/^https?:\/\//);
    expect((await list(c.admin, "approved")).page).toEqual([]);
  });

  it("shows another moderator's claim on an item", async () => {
    const c = await cast();
    const { contentId } = await eventProposed(c);
    await c.moderator.as.mutation(api.admin.claims.claim, {
      key: `content:${contentId}`,
    });
    const [row] = (await list(c.admin, "pending")).page;
    expect(row.claim).toMatchObject({ staffName: "Kabir Khan", mine: false });
    expect(row.claim!.expiresAt).toBeGreaterThan(Date.now());
  });

  it("approving a proposed event publishes it and tells its author; the claim ends", async () => {
    const c = await cast();
    const { eventId, contentId } = await eventProposed(c);
    expect((await upcoming(c)).page).toEqual([]);
    await c.moderator.as.mutation(api.admin.claims.claim, {
      key: `content:${contentId}`,
    });
    expect(await approveContent(c.moderator, contentId, "pending")).toEqual({
      status: "approved",
    });
    expect((await upcoming(c)).page.map((e) => e._id)).toEqual([eventId]);
    expect(await pendingCount(c)).toBe(0);
    const [row] = (await list(c.admin, "approved")).page;
    expect(row).toMatchObject({ _id: contentId, claim: null });
    expect(await noticesOf(c, c.student.userId)).toMatchObject([
      { kind: "event_approved" },
    ]);
    expect(
      await c.t.run((ctx) =>
        ctx.db
          .query("user_activity_log")
          .withIndex("by_user_id_and_timestamp", (q) =>
            q.eq("user_id", c.moderator.userId),
          )
          .collect(),
      ),
    ).toContainEqual(
      expect.objectContaining({
        kind: "content_review",
        action:
          "Approved the event “Study group: trigonometry” proposed by Aarav S.",
      }),
    );
  });

  it("denying a proposed event needs a reason, which its author reads; it is never listed", async () => {
    const c = await cast();
    const { eventId, contentId } = await eventProposed(c);
    expect(
      await errorData(denyContent(c.admin, contentId, "pending", "no")),
    ).toMatchObject({ code: "InvalidInput" });
    expect((await list(c.admin, "pending")).page).toHaveLength(1);
    await denyContent(c.admin, contentId, "pending", REASON);
    expect((await upcoming(c)).page).toEqual([]);
    expect(
      await c.t.run((ctx) => ctx.db.get("community_events", eventId)),
    ).toMatchObject({ status: "cancelled" });
    const [row] = (await list(c.admin, "denied")).page;
    expect(row).toMatchObject({ _id: contentId, denialReason: REASON });
    expect(await noticesOf(c, c.student.userId)).toEqual([
      {
        kind: "event_denied",
        body: `“Study group: trigonometry” was not published. Reason: ${REASON}`,
      },
    ]);
    expect(await pendingCount(c)).toBe(0);
  });

  it("approving a lesson upload publishes it in its chapter; denying keeps its video for a changed decision", async () => {
    const c = await cast();
    const first = await lessonSubmitted(c);
    const second = await lessonSubmitted(c);
    await approveContent(c.admin, first.contentId, "pending");
    const published = await c.t.run(async (ctx) => {
      const upload = await ctx.db.get("uploads", first.uploadId);
      return upload?.lesson_id
        ? await ctx.db.get("lessons", upload.lesson_id)
        : null;
    });
    expect(published).toMatchObject({
      chapter_id: c.chapterId,
      title: "Real numbers on the number line",
    });
    await denyContent(
      c.moderator,
      second.contentId,
      "pending",
      "The audio is too quiet to follow.",
    );
    expect(
      await c.t.run((ctx) => ctx.db.system.get("_storage", second.storageId)),
    ).not.toBeNull();
    expect(await noticesOf(c, c.mentor.userId)).toMatchObject([
      { kind: "lesson_approved" },
      { kind: "lesson_denied" },
    ]);
    expect(await pendingCount(c)).toBe(0);
  });

  it("a decision on an item already decided says who decided, and changes nothing", async () => {
    const c = await cast();
    const { eventId, contentId } = await eventProposed(c);
    await approveContent(c.moderator, contentId, "pending");
    // The admin still saw it pending.
    expect(
      await errorData(denyContent(c.admin, contentId, "pending", REASON)),
    ).toEqual({
      code: "Conflict",
      message: "This content has already been approved by Kabir Khan.",
    });
    expect(
      await errorData(approveContent(c.admin, contentId, "pending")),
    ).toMatchObject({ code: "Conflict" });
    expect(
      await errorData(removeContent(c.admin, contentId, "pending")),
    ).toMatchObject({ code: "Conflict" });
    // Seen as approved, approving again is refused (changing it to denied is
    // content-reversals.test.ts's).
    expect(
      await errorData(approveContent(c.admin, contentId, "approved", REASON)),
    ).toEqual({
      code: "Conflict",
      message: "This content is already approved.",
    });
    expect(
      await c.t.run(async (ctx) => ({
        event: (await ctx.db.get("community_events", eventId))?.status,
        content: await ctx.db.get("dashboard_content", contentId),
      })),
    ).toMatchObject({
      event: "published",
      content: { status: "approved", reviewed_by: c.moderator.userId },
    });
    expect(await noticesOf(c, c.student.userId)).toHaveLength(1);
    expect(await pendingCount(c)).toBe(0);
  });

  it("deletes a pending proposal with its event, and a pending upload with its video", async () => {
    const c = await cast();
    const event = await eventProposed(c);
    const lesson = await lessonSubmitted(c);
    await removeContent(c.moderator, event.contentId, "pending");
    await removeContent(c.moderator, lesson.contentId, "pending");
    expect(
      await c.t.run(async (ctx) => ({
        event: await ctx.db.get("community_events", event.eventId),
        upload: await ctx.db.get("uploads", lesson.uploadId),
        file: await ctx.db.system.get("_storage", lesson.storageId),
        content: await ctx.db.query("dashboard_content").collect(),
      })),
    ).toEqual({ event: null, upload: null, file: null, content: [] });
    expect(await pendingCount(c)).toBe(0);
    expect(
      await errorData(removeContent(c.moderator, event.contentId, "pending")),
    ).toEqual({ code: "NotFound", message: "This content no longer exists." });
  });

  it("deleting an approved item leaves the published event and lesson in place", async () => {
    const c = await cast();
    const event = await eventProposed(c);
    const lesson = await lessonSubmitted(c);
    for (const contentId of [event.contentId, lesson.contentId]) {
      await approveContent(c.admin, contentId, "pending");
      await removeContent(c.admin, contentId, "approved");
    }
    expect((await upcoming(c)).page.map((e) => e._id)).toEqual([event.eventId]);
    expect(
      await c.mentor.as.query(api.learning.uploads.myUploads, {}),
    ).toMatchObject([{ status: "approved" }]);
    expect(
      await c.t.run((ctx) => ctx.db.system.get("_storage", lesson.storageId)),
    ).not.toBeNull();
    expect(await pendingCount(c)).toBe(0);
  });

  it("a proposal withdrawn by its author leaves the queue and the count", async () => {
    const c = await cast();
    const { eventId } = await eventProposed(c);
    await c.student.as.mutation(api.community.events.cancel, { eventId });
    expect((await list(c.admin, "pending")).page).toEqual([]);
    expect(await pendingCount(c)).toBe(0);
  });

  it("refuses everyone without a staff role, and bad arguments", async () => {
    const c = await cast();
    const { contentId } = await eventProposed(c);
    const outsiders: [TestBackend, string][] = [
      [c.t, "NotAuthenticated"],
      [c.student.as, "NotAuthorized"],
      [c.mentor.as, "NotAuthorized"],
    ];
    for (const [as, code] of outsiders) {
      for (const call of [
        as.query(api.admin.content.list, {
          status: "pending",
          paginationOpts: firstPage,
        }),
        as.mutation(api.admin.content.approve, {
          contentId,
          expectedStatus: "pending",
        }),
        as.mutation(api.admin.content.deny, {
          contentId,
          expectedStatus: "pending",
          reason: REASON,
        }),
        as.mutation(api.admin.content.remove, {
          contentId,
          expectedStatus: "pending",
        }),
      ])
        expect(await errorData(call)).toMatchObject({ code });
    }
    await expect(
      c.admin.as.query(api.admin.content.list, {
        // @ts-expect-error not a status
        status: "published",
        paginationOpts: firstPage,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
    expect((await list(c.admin, "pending")).page).toHaveLength(1);
    expect(await pendingCount(c)).toBe(1);
  });
});
