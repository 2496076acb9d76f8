import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { publishUpload } from "../admin/model/contentQueue";
import { DEMO_UPLOAD_CAPTIONS } from "./media/demoUploadCaptions";
import { DEMO_UPLOAD_VIDEO } from "./media/demoUploadVideo";

/**
 * The demo mentor's approved lesson upload: a short real video
 * (`media/demoUploadVideo.ts`, made by scripts/make-demo-upload.mjs) that
 * went through review with its English captions (`media/demoUploadCaptions.ts`)
 * and is now the last lesson of Class 9 Science's first chapter, published
 * the way staff approval publishes one.
 */
const MENTOR_EMAIL = "mentor@demo.vidyaquest.example";
const REVIEWER_EMAIL = "admin@demo.vidyaquest.example";
const PLACE = { grade: 9, slug: "science", chapter: 1 } as const;
const LESSON = {
  title: "Particles on the move: a quick demo",
  description:
    "A five-second sample recorded by our demo mentor to show how a mentor's upload becomes a lesson after review. Watch it to the end to complete it.",
} as const;
const DAY = 86_400_000;

async function userByEmail(ctx: QueryCtx, email: string) {
  return await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .unique();
}

/** Whether the demo upload is still to be made (the mentor exists and has no upload yet). */
export async function demoUploadNeeded(ctx: QueryCtx): Promise<boolean> {
  const mentor = await userByEmail(ctx, MENTOR_EMAIL);
  if (!mentor) return false;
  const upload = await ctx.db
    .query("uploads")
    .withIndex("by_owner_id", (q) => q.eq("owner_id", mentor._id))
    .first();
  return upload === null;
}

/** The video's bytes, to store as a file. */
export function demoUploadBlob(): Blob {
  const binary = atob(DEMO_UPLOAD_VIDEO.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: DEMO_UPLOAD_VIDEO.contentType });
}

/** The captions' bytes, to store as a file. */
export function demoUploadCaptionsBlob(): Blob {
  return new Blob([DEMO_UPLOAD_CAPTIONS.text], {
    type: DEMO_UPLOAD_CAPTIONS.contentType,
  });
}

/**
 * Records the stored video and captions as the demo mentor's upload,
 * approved and published. Returns false (the caller deletes the files) when
 * there is nothing to do: no demo mentor, an upload already made, no
 * catalogue.
 */
export async function seedDemoUpload(
  ctx: MutationCtx,
  storageId: Id<"_storage">,
  now: number,
  captionsStorageId?: Id<"_storage">,
): Promise<boolean> {
  if (!(await demoUploadNeeded(ctx))) return false;
  const mentor = (await userByEmail(ctx, MENTOR_EMAIL))!;
  const subject = await ctx.db
    .query("subjects")
    .withIndex("by_grade_and_slug", (q) =>
      q.eq("grade", PLACE.grade).eq("slug", PLACE.slug),
    )
    .unique();
  const chapter =
    subject &&
    (await ctx.db
      .query("chapters")
      .withIndex("by_subject_id_and_number", (q) =>
        q.eq("subject_id", subject._id).eq("number", PLACE.chapter),
      )
      .unique());
  if (!chapter) return false;
  const [profile, reviewer] = await Promise.all([
    ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", mentor._id))
      .unique(),
    userByEmail(ctx, REVIEWER_EMAIL),
  ]);
  const captionsId =
    captionsStorageId &&
    (await ctx.db.insert("uploads", {
      owner_id: mentor._id,
      storage_id: captionsStorageId,
      kind: "captions",
      file_name: DEMO_UPLOAD_CAPTIONS.fileName,
      content_type: DEMO_UPLOAD_CAPTIONS.contentType,
      size_bytes: new TextEncoder().encode(DEMO_UPLOAD_CAPTIONS.text).length,
      checked_type: DEMO_UPLOAD_CAPTIONS.contentType,
    }));
  const uploadId = await ctx.db.insert("uploads", {
    owner_id: mentor._id,
    storage_id: storageId,
    kind: "video",
    file_name: DEMO_UPLOAD_VIDEO.fileName,
    content_type: DEMO_UPLOAD_VIDEO.contentType,
    size_bytes: DEMO_UPLOAD_VIDEO.sizeBytes,
    title: LESSON.title,
    description: LESSON.description,
    chapter_id: chapter._id,
    duration_seconds: DEMO_UPLOAD_VIDEO.durationSeconds,
    // The demo video is the project's own file, of this type.
    checked_type: DEMO_UPLOAD_VIDEO.contentType,
    ...(captionsId ? { captions_id: captionsId } : {}),
  });
  await ctx.db.insert("dashboard_content", {
    kind: "lesson_upload",
    content_snippet: LESSON.title,
    author_id: mentor._id,
    author_name: profile?.full_name ?? "Demo Mentor",
    date_submitted: now - 3 * DAY,
    status: "approved",
    ref_id: uploadId,
    reviewed_by: reviewer?._id,
    reviewed_at: now - 2 * DAY,
  });
  const upload = (await ctx.db.get("uploads", uploadId))!;
  await publishUpload(ctx, upload, LESSON.title);
  return true;
}
