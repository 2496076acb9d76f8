import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { internalMutation, type QueryCtx } from "../_generated/server";
import { verifiedMentorMutation, verifiedMentorQuery } from "../functions";
import { logActivity } from "../lib/activity";
import { submitContent } from "../lib/content";
import { env } from "../lib/env";
import { appError, parseOrThrow } from "../lib/errors";
import { requireNumberInRange } from "../lib/validators";
import type { Viewer } from "../lib/viewer";
import {
  LESSON_VIDEO_SECONDS,
  ORPHAN_FILE_AGE_MS,
  fileNameSchema,
  lessonDescriptionSchema,
  lessonTitleSchema,
  videoFileProblem,
} from "../shared/uploadRules";

/**
 * Lesson uploads (issue 16 item 7): a verified mentor uploads a video
 * straight to storage (`generateUploadUrl`), then submits it with its
 * title, description and chapter (`submitLesson`). The submission waits in
 * `dashboard_content` (kind "lesson_upload") until staff approve it — it
 * becomes a lesson at the end of its chapter, playing that file — or deny it
 * with a reason — the file is deleted. The uploader is told either way.
 *
 * Nothing bad stays in storage: the server checks the stored file's own
 * metadata (type, size); a refused file is deleted by the uploader's client
 * (`discardUpload`: a refusal is a thrown error, which would roll back a
 * delete in the same mutation), and the hourly sweep (`sweepOrphanFiles`)
 * deletes any file that no `uploads` row claims an hour after it arrived.
 * Every file the app keeps has an `uploads` row.
 */

/** How many of the mentor's own uploads `myUploads` lists. */
const MY_UPLOADS_SHOWN = 20;
/** Files the sweep looks at per run; it continues in a new run while there are more. */
export const SWEEP_BATCH = 100;
/** Where the sweep has looked up to (`counters`: a creation time, not a total). */
const SWEPT_UNTIL = "_storage:swept_until";

const displayName = (viewer: Viewer) =>
  viewer.profile?.full_name ?? viewer.user.email ?? "A member";

/** An upload URL for one lesson video (valid for an hour). */
export const generateUploadUrl = verifiedMentorMutation({
  rateLimit: "lessonUpload",
  args: {},
  handler: async (ctx) => await ctx.storage.generateUploadUrl(),
});

/**
 * Submits an uploaded video as a lesson for review. The stored file itself
 * is checked (its type as stored, its size), not what the browser says of
 * it; a refused file is left for the client to discard (or the sweep).
 */
export const submitLesson = verifiedMentorMutation({
  args: {
    storageId: v.id("_storage"),
    fileName: v.string(),
    title: v.string(),
    description: v.string(),
    chapterId: v.id("chapters"),
    durationSeconds: v.number(),
  },
  handler: async (ctx, args) => {
    const { viewer } = ctx;
    const title = parseOrThrow(lessonTitleSchema, args.title);
    const description = parseOrThrow(lessonDescriptionSchema, args.description);
    const fileName = parseOrThrow(fileNameSchema, args.fileName);
    const durationSeconds = Math.round(
      requireNumberInRange(
        args.durationSeconds,
        LESSON_VIDEO_SECONDS.min,
        LESSON_VIDEO_SECONDS.max,
        "Duration",
        {
          message:
            "A lesson video must last from 1 second to 4 hours. Please choose another video.",
        },
      ),
    );
    const chapter = await ctx.db.get("chapters", args.chapterId);
    if (!chapter)
      throw appError(
        "NotFound",
        "That chapter does not exist. Choose another.",
      );
    const file = await ctx.db.system.get("_storage", args.storageId);
    if (!file)
      throw appError(
        "NotFound",
        "The uploaded video is no longer there. Please upload it again.",
      );
    if (await claimOf(ctx, args.storageId))
      throw appError(
        "Conflict",
        "This video has already been submitted. Please upload it again.",
      );
    const problem = videoFileProblem(
      { type: file.contentType, size: file.size },
      env.lessonUploadMaxBytes(),
    );
    if (problem) throw appError("InvalidInput", problem);
    const uploadId = await ctx.db.insert("uploads", {
      owner_id: viewer.userId,
      storage_id: args.storageId,
      kind: "video",
      file_name: fileName,
      content_type: file.contentType!.split(";")[0].trim().toLowerCase(),
      size_bytes: file.size,
      title,
      description,
      chapter_id: chapter._id,
      duration_seconds: durationSeconds,
    });
    const contentId = await submitContent(ctx, {
      kind: "lesson_upload",
      content_snippet: title,
      author_id: viewer.userId,
      author_name: displayName(viewer),
      date_submitted: Date.now(),
      ref_id: uploadId,
    });
    await logActivity(ctx, {
      userId: viewer.userId,
      userName: displayName(viewer),
      kind: "content_submitted",
      action: `Submitted the lesson video “${title}” for review`,
    });
    return { uploadId, contentId };
  },
});

/**
 * Deletes a file the viewer uploaded but that no submission claims (the
 * client calls it when the server refuses the file, or the form is given
 * up). Storage keeps no uploader, so the rule is: an unclaimed file of the
 * last hour (its id is known only to the browser that uploaded it); a
 * submitted file is never deleted here. A file already gone is fine.
 */
export const discardUpload = verifiedMentorMutation({
  args: { storageId: v.id("_storage") },
  handler: async (ctx, { storageId }) => {
    const file = await ctx.db.system.get("_storage", storageId);
    if (!file) return null;
    if (await claimOf(ctx, storageId))
      throw appError(
        "Conflict",
        "This video belongs to a submitted lesson and cannot be discarded.",
      );
    if (file._creationTime < Date.now() - ORPHAN_FILE_AGE_MS)
      throw appError("Conflict", "This file can no longer be discarded.");
    await ctx.storage.delete(storageId);
    return null;
  },
});

/** The viewer's latest lesson uploads with what became of them (newest first). */
export const myUploads = verifiedMentorQuery({
  args: {},
  handler: async (ctx) => {
    const uploads = await ctx.db
      .query("uploads")
      .withIndex("by_owner_id", (q) => q.eq("owner_id", ctx.viewer.userId))
      .order("desc")
      .take(MY_UPLOADS_SHOWN);
    const lessons = uploads.filter(
      (u) => u.kind === "video" && u.title !== undefined,
    );
    return await Promise.all(
      lessons.map(async (u) => {
        const [content, chapter] = await Promise.all([
          submissionOf(ctx, u._id),
          u.chapter_id ? ctx.db.get("chapters", u.chapter_id) : null,
        ]);
        return {
          _id: u._id,
          title: u.title ?? u.file_name,
          fileName: u.file_name,
          sizeBytes: u.size_bytes,
          durationSeconds: u.duration_seconds ?? 0,
          submittedAt: content?.date_submitted ?? u._creationTime,
          // A deleted queue item leaves a published lesson published.
          status: content?.status ?? (u.lesson_id ? "approved" : "pending"),
          denialReason: content?.denial_reason ?? null,
          chapterTitle: chapter?.title ?? null,
          lessonId: u.lesson_id ?? null,
        };
      }),
    );
  },
});

/**
 * The hourly sweep: deletes files older than an hour that no `uploads` row
 * claims (refused uploads the client could not discard, forms given up).
 * It remembers how far it has looked (a claimed file is only ever deleted
 * with its decision, so it never needs a second look) and handles
 * SWEEP_BATCH files per run, continuing in a new run while there are more.
 */
export const sweepOrphanFiles = internalMutation({
  /** `minAgeMs`: the age from which an unclaimed file goes (default an hour; tests pass less). */
  args: { minAgeMs: v.optional(v.number()) },
  handler: async (ctx, { minAgeMs = ORPHAN_FILE_AGE_MS }) => {
    const marker = await ctx.db
      .query("counters")
      .withIndex("by_key", (q) => q.eq("key", SWEPT_UNTIL))
      .unique();
    const from = marker?.value ?? 0;
    const before = Date.now() - minAgeMs;
    const files = await ctx.db.system
      .query("_storage")
      .withIndex("by_creation_time", (q) =>
        q.gt("_creationTime", from).lt("_creationTime", before),
      )
      .take(SWEEP_BATCH);
    let deleted = 0;
    for (const file of files)
      if (!(await claimOf(ctx, file._id))) {
        await ctx.storage.delete(file._id);
        deleted++;
      }
    const last = files.at(-1);
    if (last) {
      if (marker)
        await ctx.db.patch("counters", marker._id, {
          value: last._creationTime,
        });
      else
        await ctx.db.insert("counters", {
          key: SWEPT_UNTIL,
          value: last._creationTime,
        });
    }
    if (files.length === SWEEP_BATCH)
      await ctx.scheduler.runAfter(
        0,
        internal.learning.uploads.sweepOrphanFiles,
        {},
      );
    return { looked: files.length, deleted };
  },
});

/** The upload row that claims a stored file, if any. */
function claimOf(ctx: QueryCtx, storageId: Id<"_storage">) {
  return ctx.db
    .query("uploads")
    .withIndex("by_storage_id", (q) => q.eq("storage_id", storageId))
    .first();
}

/** An upload's entry in the moderation queue. */
function submissionOf(ctx: QueryCtx, uploadId: Id<"uploads">) {
  return ctx.db
    .query("dashboard_content")
    .withIndex("by_ref_id", (q) => q.eq("ref_id", uploadId))
    .first();
}
