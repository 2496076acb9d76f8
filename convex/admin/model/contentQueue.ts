import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { logActivity } from "../../lib/activity";
import { clearClaim } from "./claims";
import { COUNTERS, bumpCounter } from "../../lib/counters";
import { appError } from "../../lib/errors";
import {
  applyEventEdit,
  eventFieldsOf,
  pendingRevisions,
  sameEventFields,
  type EventFields,
} from "../../community/model/eventEdits";
import {
  dropReminder,
  ensureReminder,
  tellRegistrants,
} from "../../community/model/eventReminders";
import { notify } from "../../lib/notify";
import { fullNameOf, type Viewer } from "../../lib/viewer";

/**
 * Decisions on dashboard content (the Content Management queue): a lesson
 * upload or a proposed event, approved (published for real), denied (its
 * author told why) or deleted. Each kind has its own effects; the queue's
 * bookkeeping (status, reviewer, pending counter, claim, activity log) is
 * shared. A decision can be changed, honestly: approved → denied takes the
 * content down (a lesson is hidden and learners keep their progress; an
 * event is called off and its registrants told), denied → approved puts it
 * up; each change needs a reason, which the activity log keeps.
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

/** Refuses to set the decision an item already has. */
function requireChange(
  content: Doc<"dashboard_content">,
  status: "approved" | "denied",
) {
  if (content.status === status)
    throw appError("Conflict", `This content is already ${status}.`);
}

/** The log line of a decision; a changed decision says what it was and why. */
function decisionLine(
  content: Doc<"dashboard_content">,
  line: string,
  reason: string | undefined,
) {
  return content.status === "pending"
    ? line
    : `${line}, which was ${content.status} before. Reason: ${reason ?? ""}`;
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
    denial_reason: status === "denied" ? reason : undefined,
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

/**
 * Publishes a lesson upload as a lesson (or shows again the lesson a changed
 * decision hid), and tells the uploader.
 */
async function approveLessonUpload(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
  reason?: string,
): Promise<{ lessonId: Id<"lessons"> }> {
  requireChange(content, "approved");
  const upload = await requireUpload(ctx, content);
  const title = upload.title ?? content.content_snippet;
  const lesson = upload.lesson_id
    ? await ctx.db.get("lessons", upload.lesson_id)
    : null;
  let lessonId: Id<"lessons">;
  if (lesson) {
    await showLesson(ctx, lesson);
    lessonId = lesson._id;
  } else lessonId = await publishUpload(ctx, upload, title);
  await recordDecision(
    ctx,
    content,
    "approved",
    decisionLine(
      content,
      `Approved the lesson upload “${title}” by ${content.author_name}`,
      reason,
    ),
  );
  await notify(ctx, upload.owner_id, "lesson_approved", {
    lessonId,
    lessonTitle: title,
  });
  return { lessonId };
}

/**
 * Refuses a lesson upload with a reason the uploader reads. A published
 * lesson is hidden (learners keep their progress). The video stays in
 * storage, seen only by staff, so the decision can be changed; deleting the
 * item removes it.
 */
async function denyLessonUpload(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
  reason: string,
) {
  requireChange(content, "denied");
  const upload = await requireUpload(ctx, content);
  const lesson = upload.lesson_id
    ? await ctx.db.get("lessons", upload.lesson_id)
    : null;
  const wasListed = lesson !== null && lesson.hidden_at === undefined;
  if (lesson) await hideLesson(ctx, lesson);
  const title = upload.title ?? content.content_snippet;
  await recordDecision(
    ctx,
    content,
    "denied",
    decisionLine(
      content,
      `Denied the lesson upload “${title}” by ${content.author_name}`,
      reason,
    ),
    reason,
  );
  await notify(ctx, upload.owner_id, "lesson_denied", {
    lessonTitle: title,
    reason,
    ...(wasListed ? { wasListed } : {}),
  });
}

/**
 * Takes a lesson out of its course: not shown, not counted in the chapter's
 * and subject's lessons and duration. Its progress rows stay.
 */
export async function hideLesson(ctx: MutationCtx, lesson: Doc<"lessons">) {
  if (lesson.hidden_at !== undefined) return;
  await ctx.db.patch("lessons", lesson._id, { hidden_at: Date.now() });
  await countLesson(ctx, lesson, -1);
}

/** Puts a hidden lesson back in its course, counted again. */
async function showLesson(ctx: MutationCtx, lesson: Doc<"lessons">) {
  if (lesson.hidden_at === undefined) return;
  await ctx.db.patch("lessons", lesson._id, { hidden_at: undefined });
  await countLesson(ctx, lesson, 1);
}

/** Moves the counts the catalogue shows (chapter and subject lessons and videos, subject duration) by one lesson. */
async function countLesson(
  ctx: MutationCtx,
  lesson: Pick<
    Doc<"lessons">,
    "chapter_id" | "subject_id" | "duration_seconds" | "video"
  >,
  step: 1 | -1,
) {
  const chapter = await ctx.db.get("chapters", lesson.chapter_id);
  const subject = await ctx.db.get("subjects", lesson.subject_id);
  const videos = lesson.video !== undefined ? step : 0;
  if (chapter)
    await ctx.db.patch("chapters", chapter._id, {
      lesson_count: Math.max(0, chapter.lesson_count + step),
      // A row not counted yet stays so until the recount (lessonTexts.ts).
      video_count:
        chapter.video_count === undefined
          ? undefined
          : Math.max(0, chapter.video_count + videos),
    });
  if (subject)
    await ctx.db.patch("subjects", subject._id, {
      lesson_count: Math.max(0, subject.lesson_count + step),
      video_count:
        subject.video_count === undefined
          ? undefined
          : Math.max(0, subject.video_count + videos),
      duration_seconds: Math.max(
        0,
        subject.duration_seconds + step * lesson.duration_seconds,
      ),
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
    const captions = await captionsOf(ctx, upload);
    for (const row of captions ? [upload, captions] : [upload]) {
      if (await ctx.db.system.get("_storage", row.storage_id))
        await ctx.storage.delete(row.storage_id);
      await ctx.db.delete("uploads", row._id);
    }
  }
}

/** The captions upload a lesson video names, if it has one (and it is still there). */
export async function captionsOf(
  ctx: QueryCtx,
  upload: Doc<"uploads">,
): Promise<Doc<"uploads"> | null> {
  return upload.captions_id
    ? await ctx.db.get("uploads", upload.captions_id)
    : null;
}

/**
 * Makes an upload the last lesson of its chapter, playing its video (with
 * its captions, when it has them), and
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
  // Only a file whose first bytes were checked to be a video is published.
  if (upload.checked_type === undefined)
    throw appError(
      "Conflict",
      "This video is still being checked. Please try again in a moment.",
    );
  const last = await ctx.db
    .query("lessons")
    .withIndex("by_chapter_id_and_number", (q) =>
      q.eq("chapter_id", chapter._id),
    )
    .order("desc")
    .first();
  const durationSeconds = upload.duration_seconds ?? 0;
  const captions = await captionsOf(ctx, upload);
  const lessonId = await ctx.db.insert("lessons", {
    subject_id: subject._id,
    chapter_id: chapter._id,
    number: (last?.number ?? 0) + 1,
    title,
    summary: upload.description ?? "",
    duration_seconds: durationSeconds,
    video: { kind: "storage", storage_id: upload.storage_id },
    ...(captions
      ? { captions: { kind: "storage", storage_id: captions.storage_id } }
      : {}),
  });
  await countLesson(
    ctx,
    {
      chapter_id: chapter._id,
      subject_id: subject._id,
      duration_seconds: durationSeconds,
      video: { kind: "storage", storage_id: upload.storage_id },
    },
    1,
  );
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

/**
 * The event a denied proposal took off the list, which approving lists again;
 * an event its organiser (or a moderator, for a report) called off stays off.
 */
async function deniedEvent(
  ctx: QueryCtx,
  content: Doc<"dashboard_content">,
): Promise<Doc<"community_events">> {
  const event = await eventOf(ctx, content);
  if (
    !event ||
    event.status !== "cancelled" ||
    event.review_denied_at === undefined
  )
    throw appError(
      "Conflict",
      "This event was called off or removed since, so it cannot be listed again.",
    );
  return event;
}

/**
 * Publishes a proposed event (or lists again one a denial took down): it is
 * listed in the community at once, and its author is told. Registrants kept
 * from before a denial are told it is on again and get their reminder.
 */
async function approveEventProposal(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
  reason?: string,
) {
  requireChange(content, "approved");
  const event =
    content.status === "pending"
      ? await proposedEvent(ctx, content)
      : await deniedEvent(ctx, content);
  const now = Date.now();
  if (event.scheduled_at <= now)
    throw appError(
      "Conflict",
      content.status === "pending"
        ? "This event's time has passed, so it can no longer be published. Deny it instead."
        : "This event's time has passed, so it can no longer be listed again.",
    );
  await ctx.db.patch("community_events", event._id, {
    status: "published",
    review_denied_at: undefined,
    moderated_at: undefined,
  });
  if (event.status === "cancelled" && event.attendee_count > 0) {
    const listed = {
      ...event,
      status: "published" as const,
      reminder_job: undefined,
    };
    await ensureReminder(ctx, listed, now);
    await tellRegistrants(
      ctx,
      event._id,
      {
        kind: "event_changed",
        payload: {
          eventId: event._id,
          eventTitle: event.title,
          scheduledAt: event.scheduled_at,
        },
      },
      `event-relisted:${event._id}:${now}`,
    );
  }
  await recordDecision(
    ctx,
    content,
    "approved",
    decisionLine(
      content,
      `Approved the event “${event.title}” proposed by ${content.author_name}`,
      reason,
    ),
  );
  await notify(ctx, event.created_by, "event_approved", {
    eventId: event._id,
    eventTitle: event.title,
    scheduledAt: event.scheduled_at,
  });
}

/**
 * Refuses a proposed event with a reason its author reads: a proposal is
 * never listed; an approved event still listed is called off (its reminder
 * cancelled, its registrants told a moderator removed it, changes waiting
 * for review dropped).
 */
async function denyEventProposal(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
  reason: string,
) {
  requireChange(content, "denied");
  const now = Date.now();
  let event: Doc<"community_events"> | null;
  let wasListed = false;
  if (content.status === "pending") {
    event = await proposedEvent(ctx, content);
    await ctx.db.patch("community_events", event._id, {
      status: "cancelled",
      review_denied_at: now,
    });
  } else {
    event = await eventOf(ctx, content);
    if (event?.status === "published") {
      wasListed = true;
      await ctx.db.patch("community_events", event._id, {
        status: "cancelled",
        review_denied_at: now,
        moderated_at: now,
      });
      await dropReminder(ctx, event);
      await dropPendingRevisions(ctx, event._id);
      if (event.attendee_count > 0)
        await tellRegistrants(
          ctx,
          event._id,
          {
            kind: "event_cancelled",
            payload: {
              eventTitle: event.title,
              scheduledAt: event.scheduled_at,
              byModerator: true,
            },
          },
          `event-cancelled:${event._id}`,
        );
    }
  }
  const title = event?.title ?? content.content_snippet;
  await recordDecision(
    ctx,
    content,
    "denied",
    decisionLine(
      content,
      `Denied the event “${title}” proposed by ${content.author_name}`,
      reason,
    ),
    reason,
  );
  await notify(ctx, content.author_id, "event_denied", {
    eventTitle: title,
    reason,
    ...(wasListed ? { wasListed } : {}),
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
  reason?: string,
) {
  requireChange(content, "approved");
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
    decisionLine(
      content,
      `Approved the changes to the event “${event.title}” by ${content.author_name}`,
      reason,
    ),
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
  requireChange(content, "denied");
  if (content.status === "approved")
    throw appError(
      "Conflict",
      "These changes are already applied to the event, so this decision cannot be changed. Edit or cancel the event instead.",
    );
  const { before } = revisionOf(content);
  const event = await eventOf(ctx, content);
  const title = event?.title ?? before.title;
  await recordDecision(
    ctx,
    content,
    "denied",
    decisionLine(
      content,
      `Denied the changes to the event “${title}” by ${content.author_name}`,
      reason,
    ),
    reason,
  );
  await notify(ctx, content.author_id, "event_edit_denied", {
    eventId: content.ref_id ?? "",
    eventTitle: title,
    reason,
  });
}

// ── Dispatch ───────────────────────────────────────────────────────────────

/**
 * Approves an item. Approving one that was denied changes a decision, so it
 * needs a reason (`reason`, already checked by the caller).
 */
export async function approveContent(
  ctx: StaffCtx,
  content: Doc<"dashboard_content">,
  reason?: string,
) {
  requireChange(content, "approved");
  if (content.status !== "pending" && reason === undefined)
    throw appError("InvalidInput", "Give a reason for changing this decision.");
  switch (content.kind) {
    case "lesson_upload":
      await approveLessonUpload(ctx, content, reason);
      return;
    case "event_proposal":
      await approveEventProposal(ctx, content, reason);
      return;
    case "event_revision":
      await approveEventRevision(ctx, content, reason);
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
