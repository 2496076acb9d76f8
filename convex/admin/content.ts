import { zodToConvex } from "convex-helpers/server/zod4";
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { staffMutation, staffQuery } from "../functions";
import { readClaim } from "./model/claims";
import {
  approveContent,
  contentAsSeen,
  deleteContent,
  denyContent,
  eventOf,
  captionsOf,
  uploadOf,
} from "./model/contentQueue";
import { eventFieldsOf, type EventFields } from "../community/model/eventEdits";
import { parseOrThrow } from "../lib/errors";
import { isOwnCase, requireMayDecide } from "./model/staffDecisions";
import { contentStatus } from "./schema";
import { boundedPage } from "../lib/validators";
import type { Viewer } from "../lib/viewer";
import { denialReasonSchema } from "../learning/uploadRules";

/**
 * Content Management (staff): one queue of everything that waits
 * for a decision — lesson videos uploaded by mentors, events proposed by
 * students, and changes to approved events by authors whose edits need
 * review — by status, newest first, live. Approving publishes the content
 * for real, denying tells its author why, deleting removes it (admin/model/contentQueue.ts).
 * Every decision names the status the viewer saw (`expectedStatus`): if the
 * item has changed since, it is refused and the viewer told who decided.
 */

const PAGE_MAX = 20;

/** Every decision's first check: not the viewer's own content, not held by another staff member. */
const guard = (
  ctx: QueryCtx & { viewer: Viewer },
  content: Doc<"dashboard_content">,
) =>
  requireMayDecide(
    ctx,
    { key: `content:${content._id}`, subjectId: content.author_id },
    "content",
  );

/** What a reviewer sees of a lesson upload: the video and where it would go. */
async function lessonPreview(ctx: QueryCtx, content: Doc<"dashboard_content">) {
  const upload = await uploadOf(ctx, content);
  const captions = upload ? await captionsOf(ctx, upload) : null;
  const chapter = upload?.chapter_id
    ? await ctx.db.get("chapters", upload.chapter_id)
    : null;
  const subject = chapter
    ? await ctx.db.get("subjects", chapter.subject_id)
    : null;
  return {
    kind: "lesson_upload" as const,
    title: upload?.title ?? content.content_snippet,
    description: upload?.description ?? "",
    fileName: upload?.file_name ?? null,
    sizeBytes: upload?.size_bytes ?? null,
    durationSeconds: upload?.duration_seconds ?? null,
    videoUrl: upload ? await ctx.storage.getUrl(upload.storage_id) : null,
    // The video's English captions (WebVTT), when it came with them.
    captionsUrl: captions
      ? await ctx.storage.getUrl(captions.storage_id)
      : null,
    grade: subject?.grade ?? null,
    subjectName: subject?.name ?? null,
    chapterNumber: chapter?.number ?? null,
    chapterTitle: chapter?.title ?? null,
    lessonId: upload?.lesson_id ?? null,
  };
}

/** What a reviewer sees of a proposed event: the event as it would be listed. */
async function eventPreview(ctx: QueryCtx, content: Doc<"dashboard_content">) {
  const event = await eventOf(ctx, content);
  return {
    kind: "event_proposal" as const,
    title: event?.title ?? content.content_snippet,
    description: event?.description ?? "",
    eventType: event?.event_type ?? null,
    scheduledAt: event?.scheduled_at ?? null,
    durationMinutes: event?.duration_minutes ?? null,
    maxAttendees: event?.max_attendees ?? null,
    eventStatus: event?.status ?? null,
  };
}

type EventFieldsView = {
  title: string;
  description: string;
  eventType: Doc<"community_events">["event_type"];
  scheduledAt: number;
  durationMinutes: number;
  maxAttendees: number | null;
};

function fieldsView(fields: EventFields): EventFieldsView {
  return {
    title: fields.title,
    description: fields.description,
    eventType: fields.event_type,
    scheduledAt: fields.scheduled_at,
    durationMinutes: fields.duration_minutes,
    maxAttendees: fields.max_attendees ?? null,
  };
}

/**
 * What a reviewer sees of a change to an approved event: the event as listed
 * (as listed now while the change waits; as it was, once decided) and as it
 * would be.
 */
async function revisionPreview(
  ctx: QueryCtx,
  content: Doc<"dashboard_content">,
) {
  const event = await eventOf(ctx, content);
  const revision = content.revision;
  const before =
    content.status === "pending" && event
      ? eventFieldsOf(event)
      : revision?.before;
  return {
    kind: "event_revision" as const,
    title: revision?.after.title ?? content.content_snippet,
    eventStatus: event?.status ?? null,
    attendeeCount: event?.attendee_count ?? 0,
    before: before ? fieldsView(before) : null,
    after: revision ? fieldsView(revision.after) : null,
  };
}

async function rowOf(
  ctx: QueryCtx,
  viewer: Viewer,
  content: Doc<"dashboard_content">,
) {
  const preview =
    content.kind === "lesson_upload"
      ? await lessonPreview(ctx, content)
      : content.kind === "event_proposal"
        ? await eventPreview(ctx, content)
        : content.kind === "event_revision"
          ? await revisionPreview(ctx, content)
          : { kind: "club" as const, title: content.content_snippet };
  return {
    _id: content._id,
    status: content.status,
    snippet: content.content_snippet,
    authorName: content.author_name,
    submittedAt: content.date_submitted,
    reviewedAt: content.reviewed_at ?? null,
    denialReason: content.denial_reason ?? null,
    claim: await readClaim(ctx, `content:${content._id}`, viewer),
    /** The viewer's own content: another staff member must decide it. */
    ownCase: isOwnCase(viewer, content.author_id),
    preview,
  };
}

/** The queue for one status, newest first, each item with its preview and claim. */
export const list = staffQuery({
  args: { status: contentStatus, paginationOpts: paginationOptsValidator },
  handler: async (ctx, { status, paginationOpts }) => {
    const result = await ctx.db
      .query("dashboard_content")
      .withIndex("by_status_and_date_submitted", (q) => q.eq("status", status))
      .order("desc")
      .paginate(boundedPage(paginationOpts, PAGE_MAX));
    const page = await Promise.all(
      result.page.map((content) => rowOf(ctx, ctx.viewer, content)),
    );
    return { ...result, page };
  },
});

/**
 * Publishes an item: a lesson in its chapter, an event listed in the
 * community, a change applied to its event. Approving a denied item changes
 * the decision and needs a `reason` (kept in the activity log).
 */
export const approve = staffMutation({
  args: {
    contentId: v.id("dashboard_content"),
    expectedStatus: contentStatus,
    reason: zodToConvex(denialReasonSchema.optional()),
  },
  handler: async (ctx, { contentId, expectedStatus, reason }) => {
    const content = await contentAsSeen(ctx, contentId, expectedStatus);
    await guard(ctx, content);
    await approveContent(
      ctx,
      content,
      reason === undefined
        ? undefined
        : parseOrThrow(denialReasonSchema, reason),
    );
    return { status: "approved" as const };
  },
});

/**
 * Refuses an item with a reason its author reads; denying an approved item
 * takes it down (a lesson hidden, an event called off).
 */
export const deny = staffMutation({
  args: {
    contentId: v.id("dashboard_content"),
    expectedStatus: contentStatus,
    reason: zodToConvex(denialReasonSchema),
  },
  handler: async (ctx, args) => {
    const reason = parseOrThrow(denialReasonSchema, args.reason);
    const content = await contentAsSeen(
      ctx,
      args.contentId,
      args.expectedStatus,
    );
    await guard(ctx, content);
    await denyContent(ctx, content, reason);
    return { status: "denied" as const };
  },
});

/**
 * Deletes an item, whatever its status: an unpublished lesson upload goes
 * with its video, a proposal not published with its event; published
 * lessons and events stay where they are.
 */
export const remove = staffMutation({
  args: {
    contentId: v.id("dashboard_content"),
    expectedStatus: contentStatus,
  },
  handler: async (ctx, { contentId, expectedStatus }) => {
    const content = await contentAsSeen(ctx, contentId, expectedStatus);
    await guard(ctx, content);
    await deleteContent(ctx, content);
    return null;
  },
});
