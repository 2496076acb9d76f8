/**
 * A parent acting for their child: confirming or declining the child's
 * request to delete their account or to move up a class, and downloading the
 * child's data. Only a linked parent whose consent stands may act
 * (model/links.ts); the deletion, its grace period and the export are the
 * privacy area's.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import {
  internalQuery,
  type MutationCtx,
  type QueryCtx,
} from "../_generated/server";
import {
  memberQuery,
  parentAction,
  parentMutation,
  parentQuery,
  studentMutation,
} from "../functions";
import { appError } from "../lib/errors";
import { notify } from "../lib/notify";
import { followClassChange } from "../learning/model/progress";
import { buildExport } from "../privacy/model/exportZip";
import { deletionOf, scheduleDeletion } from "../privacy/deletion";
import {
  CLASS_MOVE_CLOSED_MESSAGE,
  TOP_CLASS,
  classMoveWindowOpen,
} from "./rules";
import {
  hasActiveLink,
  hasConsentingParent,
  notLinked,
  requireActiveLink,
} from "./model/links";

function classMoveOf(ctx: QueryCtx, childId: Id<"users">) {
  return ctx.db
    .query("class_moves")
    .withIndex("by_child_id", (q) => q.eq("child_id", childId))
    .unique();
}

function profileOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
}

const classMoveView = (row: Doc<"class_moves"> | null) =>
  row
    ? {
        fromGrade: row.from_grade,
        toGrade: row.to_grade,
        requestedAt: row.requested_at,
      }
    : null;

/**
 * The signed-in student's class and their request to move up, if one waits
 * (null for everyone but students).
 */
export const myClassMove = memberQuery({
  args: {},
  handler: async (ctx) => {
    const { profile } = ctx.viewer;
    if (profile?.role !== "student") return null;
    return {
      grade: profile.grade ?? null,
      pending: classMoveView(await classMoveOf(ctx, ctx.viewer.userId)),
    };
  },
});

/**
 * A student asks to move up one class (to `toGrade`, their class + 1), only
 * in the window at the start of the school year and only with a linked
 * parent whose consent stands, who then confirms. Asking again changes
 * nothing.
 */
export const askClassMove = studentMutation({
  args: { toGrade: v.number() },
  handler: async (ctx, { toGrade }) => {
    const { viewer } = ctx;
    const grade = viewer.profile?.grade;
    const existing = await classMoveOf(ctx, viewer.userId);
    if (existing?.from_grade === grade) return classMoveView(existing);
    if (grade === undefined)
      throw appError("InvalidInput", "Your account has no class yet.");
    if (grade >= TOP_CLASS)
      throw appError(
        "InvalidInput",
        "Class 12 is the last class: there is no class to move up to.",
      );
    if (toGrade !== grade + 1)
      throw appError(
        "InvalidInput",
        `You can move up one class at a time: from Class ${grade} to Class ${grade + 1}.`,
      );
    if (!(await hasConsentingParent(ctx, viewer.userId)))
      throw appError(
        "Conflict",
        "Your parent or guardian needs to be linked to your account to confirm this.",
      );
    if (!classMoveWindowOpen(Date.now()))
      throw appError("Conflict", CLASS_MOVE_CLOSED_MESSAGE);
    // A request from before a class change (by staff) is replaced.
    if (existing) await ctx.db.delete("class_moves", existing._id);
    const id = await ctx.db.insert("class_moves", {
      child_id: viewer.userId,
      from_grade: grade,
      to_grade: toGrade,
      requested_at: Date.now(),
    });
    return classMoveView(await ctx.db.get("class_moves", id));
  },
});

/** The student takes back their request before a parent answers it. */
export const withdrawClassMove = studentMutation({
  args: {},
  handler: async (ctx) => {
    const existing = await classMoveOf(ctx, ctx.viewer.userId);
    if (!existing)
      throw appError("Conflict", "You have no request to move up a class.");
    await ctx.db.delete("class_moves", existing._id);
    return null;
  },
});

/**
 * What the child waits for the parent to answer: a deletion and a move up a
 * class. Null when the child is not linked to the parent with consent that
 * stands.
 */
export const pending = parentQuery({
  args: { childId: v.id("users") },
  handler: async (ctx, { childId }) => {
    if (!(await hasActiveLink(ctx, ctx.viewer.userId, childId))) return null;
    const [deletion, move] = await Promise.all([
      deletionOf(ctx, childId),
      classMoveOf(ctx, childId),
    ]);
    return {
      deletion:
        deletion?.status === "awaiting_parent"
          ? { requestedAt: deletion.requested_at }
          : null,
      scheduledDeletion:
        deletion?.status === "scheduled" ? (deletion.erase_at ?? null) : null,
      classMove: classMoveView(move),
    };
  },
});

/** The child's deletion that waits for a parent, or the refusal. */
async function awaitingDeletion(
  ctx: MutationCtx & { viewer: { userId: Id<"users"> } },
  childId: Id<"users">,
) {
  await requireActiveLink(ctx, ctx.viewer.userId, childId);
  const row = await deletionOf(ctx, childId);
  if (row?.status !== "awaiting_parent")
    throw appError(
      "Conflict",
      "There is no request to delete this account waiting for you.",
    );
  return row;
}

/** The parent confirms: the 7 days' grace start, then erasure (the child may still cancel). */
export const confirmDeletion = parentMutation({
  args: { childId: v.id("users") },
  handler: async (ctx, { childId }) => {
    const row = await awaitingDeletion(ctx, childId);
    await scheduleDeletion(ctx, row);
    return null;
  },
});

/** The parent declines: the request is removed and the child told. */
export const declineDeletion = parentMutation({
  args: { childId: v.id("users") },
  handler: async (ctx, { childId }) => {
    const row = await awaitingDeletion(ctx, childId);
    await ctx.db.delete("account_deletions", row._id);
    await notify(ctx, childId, "parent_declined", {
      request: "deletion",
      parentName: ctx.viewer.profile?.full_name ?? "Your parent",
    });
    return null;
  },
});

/** The child's waiting move up a class, or the refusal. */
async function awaitingClassMove(
  ctx: MutationCtx & { viewer: { userId: Id<"users"> } },
  childId: Id<"users">,
) {
  await requireActiveLink(ctx, ctx.viewer.userId, childId);
  const row = await classMoveOf(ctx, childId);
  if (!row)
    throw appError(
      "Conflict",
      "There is no request to move up a class waiting for you.",
    );
  return row;
}

/**
 * The parent confirms: the child's class becomes the next one, and what is
 * shown by class (courses, this week's class leaderboard) follows it.
 * `moved` is false when the class changed since the child asked (the
 * request is then dropped).
 */
export const confirmClassMove = parentMutation({
  args: { childId: v.id("users") },
  handler: async (ctx, { childId }) => {
    const row = await awaitingClassMove(ctx, childId);
    const profile = await profileOf(ctx, childId);
    await ctx.db.delete("class_moves", row._id);
    // A class changed since the request (by staff) leaves nothing to
    // confirm: the request goes, and the child may ask again.
    if (profile?.role !== "student" || profile.grade !== row.from_grade)
      return { moved: false };
    await ctx.db.patch("profiles", profile._id, { grade: row.to_grade });
    await followClassChange(ctx, profile, row.to_grade, Date.now());
    return { moved: true };
  },
});

/** The parent declines: the request is removed and the child told. */
export const declineClassMove = parentMutation({
  args: { childId: v.id("users") },
  handler: async (ctx, { childId }) => {
    const row = await awaitingClassMove(ctx, childId);
    await ctx.db.delete("class_moves", row._id);
    await notify(ctx, childId, "parent_declined", {
      request: "class_move",
      parentName: ctx.viewer.profile?.full_name ?? "Your parent",
    });
    return null;
  },
});

/** Whether the parent may download the child's data (the action's check). */
export const mayDownload = internalQuery({
  args: { parentId: v.id("users"), childId: v.id("users") },
  handler: async (ctx, { parentId, childId }) =>
    await hasActiveLink(ctx, parentId, childId),
});

/**
 * "Download <child>'s data": the child's ZIP, as their own download makes it,
 * kept for the same short while; the record names the parent who asked, and
 * the parent's downloads count against the parent's daily limit.
 */
export const downloadChildData = parentAction({
  args: { childId: v.id("users") },
  handler: async (
    ctx,
    { childId },
  ): Promise<{ url: string; sizeBytes: number; expiresAt: number }> => {
    const parentId: Id<"users"> = ctx.viewer.userId;
    const allowed: boolean = await ctx.runQuery(
      internal.families.requests.mayDownload,
      { parentId, childId },
    );
    if (!allowed) throw notLinked();
    await ctx.runMutation(internal.privacy.exports.allowExport, {
      userId: parentId,
    });
    const zip = await buildExport(ctx, childId);
    const storageId = await ctx.storage.store(
      new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }),
    );
    const expiresAt: number = await ctx.runMutation(
      internal.privacy.exports.recordExport,
      {
        userId: childId,
        requestedBy: parentId,
        storageId,
        sizeBytes: zip.byteLength,
      },
    );
    const url = await ctx.storage.getUrl(storageId);
    if (!url)
      throw appError(
        "NotFound",
        "The download is not ready. Please try again.",
      );
    return { url, sizeBytes: zip.byteLength, expiresAt };
  },
});
