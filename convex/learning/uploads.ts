import { zodToConvex } from "convex-helpers/server/zod4";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import {
  internalAction,
  internalMutation,
  type QueryCtx,
} from "../_generated/server";
import { verifiedMentorMutation, verifiedMentorQuery } from "../functions";
import { logActivity } from "../lib/activity";
import { dropContent, submitContent } from "../admin/model/contentQueue";
import { env } from "../lib/env";
import { appError, parseOrThrow } from "../lib/errors";
import { notify } from "../lib/notify";
import { requireNumberInRange } from "../lib/validators";
import type { Viewer } from "../lib/viewer";
import {
  CAPTIONS_TYPE,
  LESSON_VIDEO_SECONDS,
  ORPHAN_FILE_AGE_MS,
  SHA256_BASE64,
  SNIFF_BYTES,
  captionsContentProblem,
  captionsFileProblem,
  fileNameSchema,
  lessonDescriptionSchema,
  lessonTitleSchema,
  videoContentProblem,
  videoFileProblem,
} from "./uploadRules";

/**
 * Lesson uploads (issue 16 item 7): a verified mentor uploads a video
 * straight to storage (`generateUploadUrl`), then submits it with its
 * title, description and chapter (`submitLesson`). The submission waits in
 * `dashboard_content` (kind "lesson_upload") until staff approve it — it
 * becomes a lesson at the end of its chapter, playing that file — or deny it
 * with a reason — the file is deleted. The uploader is told either way.
 *
 * Only the uploader acts on a file: `submitLesson` and `discardUpload` take
 * the file's SHA-256 with its id and refuse unless it is the stored file's
 * own (storage keeps no uploader; the hash proves the caller has the file,
 * which nobody else can fetch before it is approved — its URL goes only to
 * staff). A submitted file is then its `uploads` row's, by `owner_id`.
 *
 * Only videos are kept: the server checks the stored file's own metadata
 * (declared type, size) when it is submitted, and its first bytes just after
 * (`checkVideo`, an action: a mutation cannot read a file) — a file that is
 * not an MP4 or WebM video is deleted with its submission and the uploader
 * told why; until the check has passed, staff cannot approve it.
 *
 * A video may come with one English captions file (WebVTT), uploaded the
 * same way and named in the same `submitLesson`: checked there by its stored
 * type and size (refused whole, nothing written, when it fails), and by its
 * first bytes in the same check as the video (a file that is not WebVTT
 * takes the whole submission with it). It has its own `uploads` row (kind
 * "captions"), which the video's row names, and is published with it.
 *
 * Nothing bad stays in storage: a refused file is deleted by the uploader's client
 * (`discardUpload`: a refusal is a thrown error, which would roll back a
 * delete in the same mutation), and the hourly sweep (`sweepOrphanFiles`)
 * deletes any file that no `uploads` row claims an hour after it arrived.
 * Every file the app keeps has an `uploads` row.
 */

/** How many of the mentor's own uploads `myUploads` lists. */
const MY_UPLOADS_SHOWN = 20;
/** Files the sweep looks at per run; it continues in a new run while there are more. */
export const SWEEP_BATCH = 100;

const displayName = (viewer: Viewer) =>
  viewer.profile?.full_name ?? viewer.user.email ?? "A member";

/**
 * An upload URL for one lesson video. Convex Cloud's are valid for an hour;
 * the local backend's take one file and expire after 10 minutes.
 */
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
    /** The file's SHA-256 (base64): proof that the caller has the file. */
    sha256: v.string(),
    fileName: zodToConvex(fileNameSchema),
    title: zodToConvex(lessonTitleSchema),
    description: zodToConvex(lessonDescriptionSchema),
    chapterId: v.id("chapters"),
    durationSeconds: v.number(),
    /** The video's English captions (WebVTT), uploaded like the video. */
    captions: v.optional(
      v.object({
        storageId: v.id("_storage"),
        sha256: v.string(),
        fileName: zodToConvex(fileNameSchema),
      }),
    ),
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
    requireOwnFile(file, args.sha256, "video");
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
    // Every check of the captions comes before anything is written.
    const captions =
      args.captions && (await checkedCaptions(ctx, args.captions));
    const captionsId =
      captions &&
      (await ctx.db.insert("uploads", {
        owner_id: viewer.userId,
        storage_id: captions.storageId,
        kind: "captions",
        file_name: captions.fileName,
        content_type: CAPTIONS_TYPE,
        size_bytes: captions.size,
      }));
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
      ...(captionsId ? { captions_id: captionsId } : {}),
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
    await ctx.scheduler.runAfter(0, internal.learning.uploads.checkVideo, {
      uploadId,
      storageId: args.storageId,
      ...(captions ? { captionsStorageId: captions.storageId } : {}),
    });
    return { uploadId, contentId };
  },
});

/**
 * The captions named with a video, checked as stored: there, the caller's
 * own, claimed by no other upload, WebVTT by its stored type and within the
 * size cap. Refuses with the form's words otherwise.
 */
async function checkedCaptions(
  ctx: QueryCtx,
  captions: { storageId: Id<"_storage">; sha256: string; fileName: string },
) {
  const fileName = parseOrThrow(fileNameSchema, captions.fileName);
  const file = await ctx.db.system.get("_storage", captions.storageId);
  if (!file)
    throw appError(
      "NotFound",
      "The uploaded captions file is no longer there. Please upload it again.",
    );
  requireOwnFile(file, captions.sha256, "captions file");
  if (await claimOf(ctx, captions.storageId))
    throw appError(
      "Conflict",
      "This captions file has already been submitted. Please upload it again.",
    );
  const problem = captionsFileProblem({
    type: file.contentType,
    size: file.size,
  });
  if (problem) throw appError("InvalidInput", problem);
  return { storageId: captions.storageId, fileName, size: file.size };
}

/**
 * Deletes a file the viewer uploaded but that no submission claims (the
 * client calls it when the server refuses the file, or the form is given
 * up): the viewer's own (`sha256` is the file's), unclaimed and of the last
 * hour; a submitted file is never deleted here. A file already gone is fine.
 */
export const discardUpload = verifiedMentorMutation({
  args: { storageId: v.id("_storage"), sha256: v.string() },
  handler: async (ctx, { storageId, sha256 }) => {
    const file = await ctx.db.system.get("_storage", storageId);
    if (!file) return null;
    requireOwnFile(file, sha256, "video");
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
    const marker = await ctx.db.query("storage_sweep").first();
    const from = marker?.swept_until ?? 0;
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
        await ctx.db.patch("storage_sweep", marker._id, {
          swept_until: last._creationTime,
        });
      else
        await ctx.db.insert("storage_sweep", {
          swept_until: last._creationTime,
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

/**
 * Checks a submitted file's first bytes, and its captions' if it has them:
 * a video (with WebVTT captions) is marked checked (staff may approve it);
 * anything else is refused (`recordVideoCheck`). Reads only the first bytes
 * of each stored file.
 */
export const checkVideo = internalAction({
  args: {
    uploadId: v.id("uploads"),
    storageId: v.id("_storage"),
    captionsStorageId: v.optional(v.id("_storage")),
  },
  handler: async (ctx, { uploadId, storageId, captionsStorageId }) => {
    const headOf = async (id: Id<"_storage">) => {
      const blob = await ctx.storage.get(id);
      return blob
        ? new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer())
        : null;
    };
    const head = await headOf(storageId);
    if (!head) return null;
    const videoProblem = videoContentProblem(head);
    let problem =
      videoProblem &&
      `${videoProblem} Please upload the lesson again as an MP4 or WebM video.`;
    if (problem === null && captionsStorageId) {
      const captionsHead = await headOf(captionsStorageId);
      const captionsProblem = captionsHead
        ? captionsContentProblem(captionsHead)
        : "The captions file is no longer there.";
      if (captionsProblem)
        problem = `${captionsProblem} Please upload the lesson again with WebVTT (.vtt) captions, or without captions.`;
    }
    await ctx.runMutation(internal.learning.uploads.recordVideoCheck, {
      uploadId,
      problem,
    });
    return null;
  },
});

/**
 * The outcome of `checkVideo` (`problem`: what the uploader is told, or null).
 * A video and its captions are marked checked; otherwise the video goes with
 * its submission (still pending: nobody can approve an unchecked file), its
 * captions and their upload rows, and the uploader is told why.
 */
export const recordVideoCheck = internalMutation({
  args: { uploadId: v.id("uploads"), problem: v.union(v.string(), v.null()) },
  handler: async (ctx, { uploadId, problem }) => {
    const upload = await ctx.db.get("uploads", uploadId);
    if (!upload) return null;
    const captions = upload.captions_id
      ? await ctx.db.get("uploads", upload.captions_id)
      : null;
    if (problem === null) {
      await ctx.db.patch("uploads", uploadId, {
        checked_type: upload.content_type,
      });
      if (captions)
        await ctx.db.patch("uploads", captions._id, {
          checked_type: captions.content_type,
        });
      return null;
    }
    const content = await submissionOf(ctx, uploadId);
    if (content) await dropContent(ctx, content);
    for (const row of captions ? [upload, captions] : [upload]) {
      if (await ctx.db.system.get("_storage", row.storage_id))
        await ctx.storage.delete(row.storage_id);
      await ctx.db.delete("uploads", row._id);
    }
    await notify(ctx, upload.owner_id, "lesson_denied", {
      lessonTitle: upload.title ?? upload.file_name,
      reason: problem,
    });
    return null;
  },
});

/**
 * Refuses a caller who does not have the stored file: `sha256` must be the
 * file's own hash (storage keeps it, base64), which only its uploader knows.
 */
function requireOwnFile(
  file: { sha256: string },
  sha256: string,
  what: "video" | "captions file",
) {
  if (!SHA256_BASE64.test(sha256) || file.sha256 !== sha256)
    throw appError(
      "NotAuthorized",
      `You can only use a ${what} you uploaded yourself.`,
    );
}

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
