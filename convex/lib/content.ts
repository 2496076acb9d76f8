import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { logActivity } from "./activity";
import { clearClaim } from "./claims";
import { COUNTERS, bumpCounter } from "./counters";
import { appError } from "./errors";
import {
  applyEventEdit,
  eventFieldsOf,
  pendingRevisions,
  sameEventFields,
  type EventFields,
} from "./eventEdits";
import { notify } from "./notify";
import { fullNameOf, type Viewer } from "./viewer";

/**
 * Decisions on dashboard content (the Content Management queue): a lesson
 * upload or a proposed event, approved (published for real), denied (its
 * author told why) or deleted. Each kind has its own effects; the queue's
 * bookkeeping (status, reviewer, pending counter, claim, activity log) is
 * shared. A decision is final: only a pending item is approved or denied,
 * so a published lesson or event is never silently left behind by a flip.
 */

export type ContentStatus = Doc<"dashboard_content">["status"];
type StaffCtx = MutationCtx & { viewer: Viewer };

/** Adds a pending item to the queue (and to the overview's pending count). */
export async function submitContent(
  ctx: MutationCtx,
  row: Omit<Doc<"dashboard_content">, "_id" | "_creationTime" | "status">,
): Promise<Id<"dashboard_content">> {
  const id = await ctx.db.insert("dashboard_content", {
    ...row,
    status: "pending",
  });
  await bumpCounter(ctx, COUNTERS.pendingContent, 1);
  return id;
}

/** Takes an item out of the queue for good (its author withdrew it, or staff deleted it). */
export async function dropContent(
  ctx: MutationCtx,
  content: Doc<"dashboard_content">,
) {
  await ctx.db.delete("dashboard_content", content._id);
  await clearClaim(ctx, `content:${content._id}`);
  if (content.status === "pending")
    await bumpCounter(ctx, COUNTERS.pendingContent, -1);
}

/** The name of whoever decided an item, for "already approved by …". */
async function reviewerName(
  ctx: QueryCtx,
  content: Doc<"dashboard_content">,
): Promise<string | null> {
  if (!content.reviewed_by) return null;
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", content.reviewed_by!))
    .unique();
  return profile?.full_name ?? null;
}

/**
 * The item, if it is still as the viewer saw it (`expectedStatus`); otherwise
 * a Conflict that says what became of it and who decided, so a second staff
 * member never overwrites the first one's decision unknowingly.
 */
export async function contentAsSeen(
  ctx: QueryCtx,
  contentId: Id<"dashboard_content">,
  expectedStatus: ContentStatus,
): Promise<Doc<"dashboard_content">> {
  const content = await ctx.db.get("dashboard_content", contentId);
  if (!content) throw appError("NotFound", "This content no longer exists.");
  if (content.status !== expectedStatus) {
    const by = await reviewerName(ctx, content);
    throw appError(
      "Conflict",
      content.status === "pending"
        ? "This content is pending again. Reload to see it as it is now."
        : `This content has already been ${content.status}${by ? ` by ${by}` : ""}.`,
    );
  }
  return content;
}

/** Refuses a decision on an item that is no longer pending. */
function requirePending(content: Doc<"dashboard_content">) {
  if (content.status !== "pending")
    throw appError(
      "Conflict",
      `This content has already been ${content.status}, and a decision is final.`,
    );
}

/** Records the decision on the row, the pending count, the claim and the log. */
async function recordDecision(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
  status: "approved" | "denied",
  action: string,
  reason?: string,
) {
  await ctx.db.patch("dashboard_content", content._id, {
    status,
    reviewed_by: ctx.viewer.userId,
    reviewed_at: Date.now(),
    denial_reason: reason,
  });
  if (content.status === "pending")
    await bumpCounter(ctx, COUNTERS.pendingContent, -1);
  await clearClaim(ctx, `content:${content._id}`);
  await logActivity(ctx, {
    userId: ctx.viewer.userId,
    userName: fullNameOf(ctx.viewer),
    kind: "content_review",
    action,
  });
}

// ── Lesson uploads ─────────────────────────────────────────────────────────

/** The upload row a lesson-upload item concerns (null once it is gone). */
export async function uploadOf(
  ctx: QueryCtx,
  content: Doc<"dashboard_content">,
): Promise<Doc<"uploads"> | null> {
  const uploadId = content.ref_id
    ? ctx.db.normalizeId("uploads", content.ref_id)
    : null;
  return uploadId ? await ctx.db.get("uploads", uploadId) : null;
}

async function requireUpload(
  ctx: QueryCtx,
  content: Doc<"dashboard_content">,
): Promise<Doc<"uploads">> {
  const upload = await uploadOf(ctx, content);
  if (!upload)
    throw appError("NotFound", "This lesson upload no longer exists.");
  return upload;
}

/** Publishes a pending lesson upload as a lesson, and tells the uploader. */
async function approveLessonUpload(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
): Promise<{ lessonId: Id<"lessons"> }> {
  requirePending(content);
  const upload = await requireUpload(ctx, content);
  const title = upload.title ?? content.content_snippet;
  const lessonId = await publishUpload(ctx, upload, title);
  await recordDecision(
    ctx,
    content,
    "approved",
    `Approved the lesson upload “${title}” by ${content.author_name}`,
  );
  await notify(ctx, upload.owner_id, "lesson_approved", {
    lessonId,
    lessonTitle: title,
  });
  return { lessonId };
}

/**
 * Refuses a pending lesson upload with a reason the uploader reads; its video
 * is deleted from storage. The upload row stays (without its file), so the
 * uploader's list shows the decision.
 */
async function denyLessonUpload(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
  reason: string,
) {
  requirePending(content);
  const upload = await requireUpload(ctx, content);
  if (await ctx.db.system.get("_storage", upload.storage_id))
    await ctx.storage.delete(upload.storage_id);
  const title = upload.title ?? content.content_snippet;
  await recordDecision(
    ctx,
    content,
    "denied",
    `Denied the lesson upload “${title}” by ${content.author_name}`,
    reason,
  );
  await notify(ctx, upload.owner_id, "lesson_denied", {
    lessonTitle: title,
    reason,
  });
}

/**
 * Deletes a lesson-upload item. An unpublished upload goes with its file
 * (pending) or what is left of it (denied); a published lesson stays in the
 * course, and its upload row keeps saying so to the mentor.
 */
async function deleteLessonUpload(
  ctx: MutationCtx,
  content: Doc<"dashboard_content">,
) {
  const upload = await uploadOf(ctx, content);
  if (upload && upload.lesson_id === undefined) {
    if (await ctx.db.system.get("_storage", upload.storage_id))
      await ctx.storage.delete(upload.storage_id);
    await ctx.db.delete("uploads", upload._id);
  }
}

/**
 * Makes an upload the last lesson of its chapter, playing its video, and
 * moves the counts the catalogue shows (the chapter's and the subject's
 * lessons, the subject's duration) in the same transaction. Used by staff
 * approval and by the demo seed.
 */
export async function publishUpload(
  ctx: MutationCtx,
  upload: Doc<"uploads">,
  title: string,
): Promise<Id<"lessons">> {
  const chapter = upload.chapter_id
    ? await ctx.db.get("chapters", upload.chapter_id)
    : null;
  const subject = chapter
    ? await ctx.db.get("subjects", chapter.subject_id)
    : null;
  if (!chapter || !subject)
    throw appError(
      "Conflict",
      "The chapter of this lesson no longer exists, so it cannot be published.",
    );
  if (!(await ctx.db.system.get("_storage", upload.storage_id)))
    throw appError(
      "Conflict",
      "The video of this lesson is no longer in storage, so it cannot be published.",
    );
  const last = await ctx.db
    .query("lessons")
    .withIndex("by_chapter_id_and_number", (q) =>
      q.eq("chapter_id", chapter._id),
    )
    .order("desc")
    .first();
  const durationSeconds = upload.duration_seconds ?? 0;
  const lessonId = await ctx.db.insert("lessons", {
    subject_id: subject._id,
    chapter_id: chapter._id,
    number: (last?.number ?? 0) + 1,
    title,
    summary: upload.description ?? "",
    duration_seconds: durationSeconds,
    video: { kind: "storage", storage_id: upload.storage_id },
  });
  await ctx.db.patch("chapters", chapter._id, {
    lesson_count: chapter.lesson_count + 1,
  });
  await ctx.db.patch("subjects", subject._id, {
    lesson_count: subject.lesson_count + 1,
    duration_seconds: subject.duration_seconds + durationSeconds,
  });
  await ctx.db.patch("uploads", upload._id, { lesson_id: lessonId });
  return lessonId;
}

// ── Proposed events ────────────────────────────────────────────────────────

/** The event a proposal concerns (null once it is gone). */
export async function eventOf(
  ctx: QueryCtx,
  content: Doc<"dashboard_content">,
): Promise<Doc<"community_events"> | null> {
  const eventId = content.ref_id
    ? ctx.db.normalizeId("community_events", content.ref_id)
    : null;
  return eventId ? await ctx.db.get("community_events", eventId) : null;
}

async function proposedEvent(
  ctx: QueryCtx,
  content: Doc<"dashboard_content">,
): Promise<Doc<"community_events">> {
  const event = await eventOf(ctx, content);
  if (!event || event.status !== "proposed")
    throw appError(
      "Conflict",
      "This event is no longer a proposal (it was withdrawn or changed).",
    );
  return event;
}

/** Publishes a proposed event: it is listed in the community at once, and its author is told. */
async function approveEventProposal(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
) {
  requirePending(content);
  const event = await proposedEvent(ctx, content);
  if (event.scheduled_at <= Date.now())
    throw appError(
      "Conflict",
      "This event's time has passed, so it can no longer be published. Deny it instead.",
    );
  await ctx.db.patch("community_events", event._id, { status: "published" });
  await recordDecision(
    ctx,
    content,
    "approved",
    `Approved the event “${event.title}” proposed by ${content.author_name}`,
  );
  await notify(ctx, event.created_by, "event_approved", {
    eventId: event._id,
    eventTitle: event.title,
    scheduledAt: event.scheduled_at,
  });
}

/** Refuses a proposed event with a reason its author reads; it is never listed. */
async function denyEventProposal(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
  reason: string,
) {
  requirePending(content);
  const event = await proposedEvent(ctx, content);
  await ctx.db.patch("community_events", event._id, { status: "cancelled" });
  await recordDecision(
    ctx,
    content,
    "denied",
    `Denied the event “${event.title}” proposed by ${content.author_name}`,
    reason,
  );
  await notify(ctx, event.created_by, "event_denied", {
    eventTitle: event.title,
    reason,
  });
}

/** Deletes a proposal's event row unless it was published (a published event stays listed). */
async function deleteEventProposal(
  ctx: MutationCtx,
  content: Doc<"dashboard_content">,
) {
  const event = await eventOf(ctx, content);
  if (event && event.status !== "published")
    await ctx.db.delete("community_events", event._id);
}

// ── Revisions of approved events ───────────────────────────────────────────

/**
 * Puts an author's change to their approved event up for review, in place of
 * any change of theirs still waiting (one pending revision per event). A
 * change back to what is listed just withdraws the waiting one.
 */
export async function proposeEventRevision(
  ctx: MutationCtx,
  event: Doc<"community_events">,
  after: EventFields,
  author: { id: Id<"users">; name: string },
): Promise<"awaiting_review" | "unchanged"> {
  for (const waiting of await pendingRevisions(ctx, event._id))
    await dropContent(ctx, waiting);
  const before = eventFieldsOf(event);
  if (sameEventFields(before, after)) return "unchanged";
  await submitContent(ctx, {
    kind: "event_revision",
    content_snippet: after.title,
    author_id: author.id,
    author_name: author.name,
    date_submitted: Date.now(),
    ref_id: event._id,
    revision: { table: "community_events", before, after },
  });
  return "awaiting_review";
}

/** Takes an event's waiting revisions out of the queue (it was called off or removed). */
export async function dropPendingRevisions(
  ctx: MutationCtx,
  eventId: Id<"community_events">,
) {
  for (const waiting of await pendingRevisions(ctx, eventId))
    await dropContent(ctx, waiting);
}

function revisionOf(content: Doc<"dashboard_content">) {
  if (!content.revision)
    throw appError("Conflict", "This change has no details to apply.");
  return content.revision;
}

/**
 * Applies an approved revision to its event, as an edit by an organiser who
 * needs no review would (registrants are told of a move), and tells the author.
 */
async function approveEventRevision(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
) {
  requirePending(content);
  const { after } = revisionOf(content);
  const event = await eventOf(ctx, content);
  const now = Date.now();
  if (!event || event.status !== "published")
    throw appError(
      "Conflict",
      "This event is no longer listed, so the change cannot be applied. Deny it instead.",
    );
  if (event.scheduled_at <= now || after.scheduled_at <= now)
    throw appError(
      "Conflict",
      "This event has started or its new time has passed, so the change cannot be applied. Deny it instead.",
    );
  if (
    after.max_attendees !== undefined &&
    after.max_attendees < event.attendee_count
  )
    throw appError(
      "Conflict",
      `${event.attendee_count} people have registered since, more than this change allows. Deny it instead.`,
    );
  await applyEventEdit(ctx, event, after, now);
  await recordDecision(
    ctx,
    content,
    "approved",
    `Approved the changes to the event “${event.title}” by ${content.author_name}`,
  );
  await notify(ctx, content.author_id, "event_edit_approved", {
    eventId: event._id,
    eventTitle: after.title,
  });
}

/** Refuses a revision with a reason its author reads; the event stays as it was. */
async function denyEventRevision(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
  reason: string,
) {
  requirePending(content);
  const { before } = revisionOf(content);
  const event = await eventOf(ctx, content);
  const title = event?.title ?? before.title;
  await recordDecision(
    ctx,
    content,
    "denied",
    `Denied the changes to the event “${title}” by ${content.author_name}`,
    reason,
  );
  await notify(ctx, content.author_id, "event_edit_denied", {
    eventId: content.ref_id ?? "",
    eventTitle: title,
    reason,
  });
}

// ── Dispatch ───────────────────────────────────────────────────────────────

export async function approveContent(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
) {
  switch (content.kind) {
    case "lesson_upload":
      await approveLessonUpload(ctx, content);
      return;
    case "event_proposal":
      await approveEventProposal(ctx, content);
      return;
    case "event_revision":
      await approveEventRevision(ctx, content);
      return;
    case "club":
      throw unsupported();
  }
}

export async function denyContent(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
  reason: string,
) {
  switch (content.kind) {
    case "lesson_upload":
      return denyLessonUpload(ctx, content, reason);
    case "event_proposal":
      return denyEventProposal(ctx, content, reason);
    case "event_revision":
      return denyEventRevision(ctx, content, reason);
    case "club":
      throw unsupported();
  }
}

export async function deleteContent(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
) {
  if (content.kind === "lesson_upload") await deleteLessonUpload(ctx, content);
  else if (content.kind === "event_proposal")
    await deleteEventProposal(ctx, content);
  await dropContent(ctx, content);
  await logActivity(ctx, {
    userId: ctx.viewer.userId,
    userName: fullNameOf(ctx.viewer),
    kind: "content_review",
    action: `Deleted the ${content.status} content “${content.content_snippet}” by ${content.author_name}`,
  });
}

/** Clubs are created directly today; nothing of kind "club" is ever queued. */
const unsupported = () =>
  appError("Conflict", "This kind of content cannot be decided here.");
