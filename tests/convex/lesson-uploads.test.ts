import { describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { LESSON_UPLOAD_MAX_BYTES } from "../../convex/learning/uploadRules";
import { createPerson, world, type Person, noticesTo } from "./fixtures/common";
import {
  TARGET,
  VALIDATION_ERROR,
  errorData,
  type TestBackend,
} from "./harness";
import { VIDEO, sha256Of, uploadFile } from "./fixtures/lessonVideo";
import {
  approveContent,
  denyContent,
  seedUploadChapter,
  settleMailAfterEach,
} from "./fixtures/content";

// A decision mails the uploader after commit.
const settle = settleMailAfterEach({ freshKeys: true });

const firstPage = { numItems: 20, cursor: null };
/** A page with a script, which a browser would run if it were served as HTML. */
const HTML = new TextEncoder().encode(
  "<!doctype html><script>fetch('/steal?c='+document.cookie)</script>",
);

/** The hash of each uploaded file, which only its uploader knows. */
const hashes = new Map<string, string>();

/** Uploads bytes as `who` (fixtures/lessonVideo.ts), remembering the file's hash for its submission. */
async function upload(
  t: TestBackend,
  who: Person,
  bytes: Uint8Array<ArrayBuffer> = VIDEO,
  type: string = "video/mp4",
): Promise<Id<"_storage">> {
  const { storageId, sha256 } = await uploadFile(t, who, bytes, type);
  hashes.set(storageId, sha256);
  return storageId;
}

const fileExists = (t: TestBackend, id: Id<"_storage">) =>
  t.run(async (ctx) => (await ctx.db.system.get("_storage", id)) !== null);

/** The usual cast with a Class 9 catalogue and Rohan, a mentor whom staff have not verified. */
async function cast() {
  const w = await world();
  settle(w.t);
  const ids = await seedUploadChapter(w.t);
  const rohan = await createPerson(w.t, {
    email: "rohan@example.in",
    fullName: "Rohan Das",
    role: "mentor",
  });
  return { ...w, ...ids, rohan };
}
type Cast = Awaited<ReturnType<typeof cast>>;

const details = (c: Cast, storageId: Id<"_storage">) => ({
  storageId,
  sha256: hashes.get(storageId)!,
  fileName: "photosynthesis.mp4",
  title: "Real numbers on the number line",
  description: "How to place √2 on the number line, step by step.",
  chapterId: c.chapterId,
  durationSeconds: 95.4,
});

async function submitted(c: Cast) {
  const storageId = await upload(c.t, c.mentor);
  const { contentId, uploadId } = await c.mentor.as.mutation(
    api.learning.uploads.submitLesson,
    details(c, storageId),
  );
  // The check of the file's first bytes runs just after the submission.
  await c.t.finishScheduled();
  return { storageId, contentId, uploadId };
}

const catalogueCounts = (c: Cast) =>
  c.t.run(async (ctx) => {
    const subject = (await ctx.db.get("subjects", c.subjectId))!;
    const chapter = (await ctx.db.get("chapters", c.chapterId))!;
    return {
      subjectLessons: subject.lesson_count,
      subjectSeconds: subject.duration_seconds,
      chapterLessons: chapter.lesson_count,
      subjectVideos: subject.video_count,
      chapterVideos: chapter.video_count,
    };
  });

const noticesOf = async (c: Cast, userId: Id<"users">) =>
  (await noticesTo(c.t, userId)).map((n) => ({
    kind: n.kind,
    body: n.body,
    link: n.link,
  }));

describe("uploading a lesson", () => {
  it("goes from upload to review to a lesson in its chapter, with the catalogue's counts", async () => {
    const c = await cast();
    const before = await catalogueCounts(c);
    const { storageId, contentId } = await submitted(c);

    // Pending in the moderation queue, and in the mentor's list.
    const queue = await c.moderator.as.query(api.admin.content.list, {
      status: "pending",
      paginationOpts: firstPage,
    });
    expect(queue.page).toHaveLength(1);
    expect(queue.page[0]).toMatchObject({
      _id: contentId,
      authorName: "Meera Iyer",
      preview: {
        kind: "lesson_upload",
        title: "Real numbers on the number line",
        description: "How to place √2 on the number line, step by step.",
        grade: 9,
        subjectName: "Mathematics",
        chapterNumber: 2,
        chapterTitle: "Algebra",
        durationSeconds: 95,
        sizeBytes: VIDEO.byteLength,
        videoUrl: expect.stringMatching(/^https?:\/\//),
      },
    });
    expect(
      await c.mentor.as.query(api.learning.uploads.myUploads, {}),
    ).toMatchObject([
      { title: "Real numbers on the number line", status: "pending" },
    ]);
    const content = await c.t.run((ctx) =>
      ctx.db.get("dashboard_content", contentId),
    );
    expect(content).toMatchObject({
      kind: "lesson_upload",
      status: "pending",
      content_snippet: "Real numbers on the number line",
    });

    expect(await approveContent(c.moderator, contentId, "pending")).toEqual({
      status: "approved",
    });
    const [approved] = await c.mentor.as.query(
      api.learning.uploads.myUploads,
      {},
    );
    const lessonId = approved.lessonId!;
    // The lesson is the chapter's third, plays the upload, and is counted.
    const lesson = await c.t.run((ctx) => ctx.db.get("lessons", lessonId));
    expect(lesson).toMatchObject({
      chapter_id: c.chapterId,
      subject_id: c.subjectId,
      number: 3,
      title: "Real numbers on the number line",
      duration_seconds: 95,
      video: { kind: "storage", storage_id: storageId },
    });
    expect(await catalogueCounts(c)).toEqual({
      subjectLessons: before.subjectLessons + 1,
      subjectSeconds: before.subjectSeconds + 95,
      chapterLessons: before.chapterLessons + 1,
      // A published upload is a video lesson.
      subjectVideos: before.subjectVideos! + 1,
      chapterVideos: before.chapterVideos! + 1,
    });
    expect(
      await c.t.run((ctx) => ctx.db.get("dashboard_content", contentId)),
    ).toMatchObject({ status: "approved", reviewed_by: c.moderator.userId });

    // The lesson page plays it, and a student's watching is recorded.
    const page = await c.student.as.query(api.learning.lessons.get, {
      lessonId,
    });
    expect(page).toMatchObject({ title: "Real numbers on the number line" });
    expect(page?.videoUrl).toMatch(/^https?:\/\//);
    await c.student.as.mutation(api.learning.lessons.open, { lessonId });
    await c.student.as.mutation(api.learning.lessons.savePosition, {
      lessonId,
      positionSeconds: 30,
      watchedSeconds: 0,
    });
    expect(
      (await c.student.as.query(api.learning.lessons.get, { lessonId }))
        ?.progress,
    ).toMatchObject({ positionSeconds: 30, completed: false });
    if (TARGET === "local") {
      // Served with seeking: a range request answers 206 with that part.
      const res = await fetch(page!.videoUrl!, {
        headers: { Range: "bytes=100-199" },
      });
      expect(res.status).toBe(206);
      expect((await res.arrayBuffer()).byteLength).toBe(100);
    }

    // The uploader is told, the queue is empty, their list says so, the decision is logged.
    expect(await noticesOf(c, c.mentor.userId)).toEqual([
      expect.objectContaining({
        kind: "lesson_approved",
        link: `/lessons/${lessonId}`,
      }),
    ]);
    expect(
      (
        await c.admin.as.query(api.admin.content.list, {
          status: "pending",
          paginationOpts: firstPage,
        })
      ).page,
    ).toEqual([]);
    expect(
      await c.mentor.as.query(api.learning.uploads.myUploads, {}),
    ).toMatchObject([{ status: "approved", lessonId }]);
    const log = await c.t.run(async (ctx) =>
      (await ctx.db.query("user_activity_log").collect()).map((l) => l.action),
    );
    expect(log).toEqual(
      expect.arrayContaining([
        "Submitted the lesson video “Real numbers on the number line” for review",
        "Approved the lesson upload “Real numbers on the number line” by Meera Iyer",
      ]),
    );
  });

  it("is denied with a reason: the video is kept for staff (the decision can change) and the uploader told why", async () => {
    const c = await cast();
    const before = await catalogueCounts(c);
    const { storageId, contentId } = await submitted(c);
    expect(
      await errorData(denyContent(c.admin, contentId, "pending", "Too short")),
    ).toMatchObject({ code: "InvalidInput" });
    await denyContent(
      c.admin,
      contentId,
      "pending",
      "The audio is too quiet to follow. Please record it again.",
    );
    expect(await fileExists(c.t, storageId)).toBe(true);
    expect(await catalogueCounts(c)).toEqual(before);
    expect(
      await c.t.run((ctx) => ctx.db.get("dashboard_content", contentId)),
    ).toMatchObject({
      status: "denied",
      reviewed_by: c.admin.userId,
      denial_reason:
        "The audio is too quiet to follow. Please record it again.",
    });
    expect(await noticesOf(c, c.mentor.userId)).toEqual([
      expect.objectContaining({
        kind: "lesson_denied",
        link: "/teacher-dashboard",
        body: expect.stringContaining(
          "The audio is too quiet to follow. Please record it again.",
        ),
      }),
    ]);
    expect(
      await c.mentor.as.query(api.learning.uploads.myUploads, {}),
    ).toMatchObject([
      {
        status: "denied",
        denialReason:
          "The audio is too quiet to follow. Please record it again.",
      },
    ]);
  });

  it("decides an item once: a second decision is a conflict, not an overwrite", async () => {
    const c = await cast();
    const { contentId } = await submitted(c);
    await approveContent(c.moderator, contentId, "pending");
    expect(
      await errorData(approveContent(c.admin, contentId, "pending")),
    ).toMatchObject({ code: "Conflict" });
    expect(
      await errorData(
        denyContent(
          c.admin,
          contentId,
          "pending",
          "Changed my mind about this lesson entirely.",
        ),
      ),
    ).toMatchObject({ code: "Conflict" });
    const rows = await c.t.run(async (ctx) => ({
      content: await ctx.db.get("dashboard_content", contentId),
      lessons: (
        await ctx.db
          .query("lessons")
          .withIndex("by_chapter_id_and_number", (q) =>
            q.eq("chapter_id", c.chapterId),
          )
          .collect()
      ).length,
    }));
    expect(rows.content).toMatchObject({
      status: "approved",
      reviewed_by: c.moderator.userId,
    });
    expect(rows.lessons).toBe(3);
  });
});

describe("who may upload and review", () => {
  it("refuses students, unverified mentors and visitors; a mentor cannot review", async () => {
    const c = await cast();
    const storageId = await upload(c.t, c.mentor);
    for (const who of [c.student, c.rohan]) {
      expect(
        await errorData(
          who.as.mutation(api.learning.uploads.generateUploadUrl, {}),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
      expect(
        await errorData(
          who.as.mutation(
            api.learning.uploads.submitLesson,
            details(c, storageId),
          ),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
      expect(
        await errorData(who.as.query(api.learning.uploads.myUploads, {})),
      ).toMatchObject({ code: "NotAuthorized" });
    }
    expect(
      await errorData(
        c.t.mutation(api.learning.uploads.submitLesson, details(c, storageId)),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(
      await errorData(c.t.mutation(api.learning.uploads.generateUploadUrl, {})),
    ).toMatchObject({ code: "NotAuthenticated" });

    const { contentId } = await c.mentor.as.mutation(
      api.learning.uploads.submitLesson,
      details(c, storageId),
    );
    for (const who of [c.mentor, c.student, c.rohan]) {
      expect(
        await errorData(approveContent(who, contentId, "pending")),
      ).toMatchObject({ code: "NotAuthorized" });
      expect(
        await errorData(
          who.as.query(api.admin.content.list, {
            status: "pending",
            paginationOpts: firstPage,
          }),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
    }
    await c.t.finishScheduled();
    await approveContent(c.moderator, contentId, "pending");
  });
});

describe("bad files and bad input", () => {
  it("refuses a file of the wrong type, and the client's discard leaves nothing behind", async () => {
    const c = await cast();
    const storageId = await upload(
      c.t,
      c.mentor,
      new TextEncoder().encode("not a video"),
      "text/plain",
    );
    expect(
      await errorData(
        c.mentor.as.mutation(
          api.learning.uploads.submitLesson,
          details(c, storageId),
        ),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "Only MP4 or WebM videos can be uploaded.",
    });
    await c.mentor.as.mutation(api.learning.uploads.discardUpload, {
      storageId,
      sha256: hashes.get(storageId)!,
    });
    expect(await fileExists(c.t, storageId)).toBe(false);
    // Discarding twice is fine; nothing was written.
    await c.mentor.as.mutation(api.learning.uploads.discardUpload, {
      storageId,
      sha256: hashes.get(storageId)!,
    });
    expect(
      await c.t.run(async (ctx) => ({
        uploads: (await ctx.db.query("uploads").collect()).length,
        content: (await ctx.db.query("dashboard_content").collect()).length,
      })),
    ).toEqual({ uploads: 0, content: 0 });
  });

  it("refuses a file that is not a video by its first bytes, even when declared video/mp4", async () => {
    const c = await cast();
    const storageId = await upload(c.t, c.mentor, HTML, "video/mp4");
    // The declared type passes; the check of the bytes runs just after.
    await c.mentor.as.mutation(
      api.learning.uploads.submitLesson,
      details(c, storageId),
    );
    await c.t.finishScheduled();
    expect(await fileExists(c.t, storageId)).toBe(false);
    expect(
      await c.t.run(async (ctx) => ({
        uploads: (await ctx.db.query("uploads").collect()).length,
        content: (await ctx.db.query("dashboard_content").collect()).length,
      })),
    ).toEqual({ uploads: 0, content: 0 });
    const queue = await c.moderator.as.query(api.admin.content.list, {
      status: "pending",
      paginationOpts: firstPage,
    });
    expect(queue.page).toHaveLength(0);
    expect(await noticesOf(c, c.mentor.userId)).toEqual([
      expect.objectContaining({ kind: "lesson_denied" }),
    ]);
    expect((await noticesOf(c, c.mentor.userId))[0].body).toContain(
      "not an MP4 or WebM video",
    );
  });

  it("cannot be approved before its first bytes are checked", async () => {
    const c = await cast();
    const storageId = await upload(c.t, c.mentor);
    // A submission whose check has not run yet (it runs just after submitting).
    const contentId = await c.t.run(async (ctx) => {
      const uploadId = await ctx.db.insert("uploads", {
        owner_id: c.mentor.userId,
        storage_id: storageId,
        kind: "video",
        file_name: "number-line.mp4",
        content_type: "video/mp4",
        size_bytes: VIDEO.length,
        title: "Real numbers on the number line",
        description: "How to place √2 on the number line, step by step.",
        chapter_id: c.chapterId,
        duration_seconds: 95,
      });
      return await ctx.db.insert("dashboard_content", {
        kind: "lesson_upload",
        content_snippet: "Real numbers on the number line",
        author_id: c.mentor.userId,
        author_name: "Meera",
        date_submitted: Date.now(),
        status: "pending",
        ref_id: uploadId,
      });
    });
    expect(
      await errorData(approveContent(c.moderator, contentId, "pending")),
    ).toEqual({
      code: "Conflict",
      message:
        "This video is still being checked. Please try again in a moment.",
    });
  });

  it("acts only on the caller's own files: another mentor cannot submit or discard them", async () => {
    const c = await cast();
    const storageId = await upload(c.t, c.mentor);
    const other = await createPerson(c.t, {
      email: "lakshmi@example.in",
      fullName: "Lakshmi Iyer",
      role: "mentor",
      verifiedMentor: true,
    });
    // Lakshmi knows the file's id, not the file.
    const guess = await sha256Of(new Uint8Array(2048).fill(7));
    const refused = {
      code: "NotAuthorized",
      message: "You can only use a video you uploaded yourself.",
    };
    expect(
      await errorData(
        other.as.mutation(api.learning.uploads.discardUpload, {
          storageId,
          sha256: guess,
        }),
      ),
    ).toEqual(refused);
    expect(await fileExists(c.t, storageId)).toBe(true);
    expect(
      await errorData(
        other.as.mutation(api.learning.uploads.submitLesson, {
          ...details(c, storageId),
          sha256: guess,
        }),
      ),
    ).toEqual(refused);
    expect(
      await c.t.run(
        async (ctx) => (await ctx.db.query("uploads").collect()).length,
      ),
    ).toBe(0);
    // Its uploader can.
    await c.mentor.as.mutation(
      api.learning.uploads.submitLesson,
      details(c, storageId),
    );
  });

  it("refuses an empty file", async () => {
    const c = await cast();
    const storageId = await upload(c.t, c.mentor, new Uint8Array(0));
    expect(
      await errorData(
        c.mentor.as.mutation(
          api.learning.uploads.submitLesson,
          details(c, storageId),
        ),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "This file is empty. Please choose another video.",
    });
  });

  // The cap is a setting of the backend process: vi.stubEnv reaches it on
  // convex-test only (the local backend's own cap is LOCAL_UPLOAD_MAX_BYTES).
  it.skipIf(TARGET === "local")(
    "refuses a file over the cap (LESSON_UPLOAD_MAX_BYTES)",
    async () => {
      const c = await cast();
      vi.stubEnv("LESSON_UPLOAD_MAX_BYTES", "1024");
      const storageId = await upload(c.t, c.mentor);
      expect(
        await errorData(
          c.mentor.as.mutation(
            api.learning.uploads.submitLesson,
            details(c, storageId),
          ),
        ),
      ).toEqual({
        code: "InvalidInput",
        message:
          "This video is larger than 1 KB. Please upload a smaller file.",
      });
      vi.stubEnv("LESSON_UPLOAD_MAX_BYTES", String(LESSON_UPLOAD_MAX_BYTES));
      await c.mentor.as.mutation(
        api.learning.uploads.submitLesson,
        details(c, storageId),
      );
    },
  );

  it("refuses an unknown chapter, a file claimed twice, bad words and durations", async () => {
    const c = await cast();
    const storageId = await upload(c.t, c.mentor);
    const otherChapter = await c.t.run(async (ctx) => {
      const id = await ctx.db.insert("chapters", {
        subject_id: c.subjectId,
        number: 99,
        title: "Gone",
        summary: "Deleted.",
        lesson_count: 0,
        question_count: 0,
      });
      await ctx.db.delete("chapters", id);
      return id;
    });
    const bad = async (
      change: Partial<ReturnType<typeof details>>,
      code: string,
    ) =>
      expect(
        await errorData(
          c.mentor.as.mutation(api.learning.uploads.submitLesson, {
            ...details(c, storageId),
            ...change,
          }),
        ),
      ).toMatchObject({ code });
    await bad({ chapterId: otherChapter }, "NotFound");
    await bad({ title: "Hi" }, "InvalidInput");
    await bad({ title: "x".repeat(121) }, "InvalidInput");
    await bad({ description: "Short" }, "InvalidInput");
    await bad({ durationSeconds: 0 }, "InvalidInput");
    await bad({ durationSeconds: 4 * 3600 + 1 }, "InvalidInput");
    await bad({ durationSeconds: NaN }, "InvalidInput");
    await expect(
      c.mentor.as.mutation(api.learning.uploads.submitLesson, {
        ...details(c, storageId),
        chapterId: c.subjectId as never,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);

    await c.mentor.as.mutation(
      api.learning.uploads.submitLesson,
      details(c, storageId),
    );
    // The same file again, by its uploader or another verified mentor.
    const other = await createPerson(c.t, {
      email: "lakshmi@example.in",
      fullName: "Lakshmi Iyer",
      role: "mentor",
      verifiedMentor: true,
    });
    for (const who of [c.mentor, other])
      expect(
        await errorData(
          who.as.mutation(
            api.learning.uploads.submitLesson,
            details(c, storageId),
          ),
        ),
      ).toMatchObject({ code: "Conflict" });
    // A submitted file cannot be discarded.
    expect(
      await errorData(
        other.as.mutation(api.learning.uploads.discardUpload, {
          storageId,
          sha256: hashes.get(storageId)!,
        }),
      ),
    ).toMatchObject({ code: "Conflict" });
    expect(await fileExists(c.t, storageId)).toBe(true);
    expect(
      await c.t.run(
        async (ctx) => (await ctx.db.query("uploads").collect()).length,
      ),
    ).toBe(1);
  });
});

describe("the orphan sweep", () => {
  it("deletes files no upload claims once they are old enough, keeps claimed and fresh ones", async () => {
    const c = await cast();
    const claimed = (await submitted(c)).storageId;
    const orphan = await upload(c.t, c.mentor);
    // Ages are real time on both targets: the test runs the sweep with a
    // 1-second threshold instead of an hour.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const fresh = await upload(c.t, c.mentor);
    const result = await c.t.mutation(
      internal.learning.uploads.sweepOrphanFiles,
      { minAgeMs: 1_000 },
    );
    expect(result).toEqual({ looked: 2, deleted: 1 });
    expect(await fileExists(c.t, orphan)).toBe(false);
    expect(await fileExists(c.t, claimed)).toBe(true);
    expect(await fileExists(c.t, fresh)).toBe(true);
    // The next run starts after what it has seen.
    expect(
      await c.t.mutation(internal.learning.uploads.sweepOrphanFiles, {
        minAgeMs: 1_000,
      }),
    ).toEqual({ looked: 0, deleted: 0 });
    // With the hour's threshold, the fresh file is left alone.
    expect(
      await c.t.mutation(internal.learning.uploads.sweepOrphanFiles, {}),
    ).toEqual({ looked: 0, deleted: 0 });
    expect(await fileExists(c.t, fresh)).toBe(true);
  });
});
