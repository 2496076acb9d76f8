/**
 * Delete my account, with a grace period: the request waits
 * `DELETION_GRACE_MS` (7 days), during which the member may cancel it, then
 * erasure of everything of theirs starts (privacy/erasure.ts). A student's
 * request first waits for a parent's confirmation (`awaiting_parent`);
 * the parent's confirmation calls `scheduleDeletion` (the families area's
 * check of the parent link comes first).
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import {
  internalMutation,
  type MutationCtx,
  type QueryCtx,
} from "../_generated/server";
import { appError } from "../lib/errors";
import { memberMutation, memberQuery } from "../functions";
import { startErasure } from "./erasure";
import { DELETION_GRACE_DAYS } from "./rules";

export const DELETION_GRACE_MS = DELETION_GRACE_DAYS * 24 * 60 * 60_000;

export function deletionOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("account_deletions")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .first();
}

function view(row: Doc<"account_deletions"> | null) {
  return row
    ? {
        status: row.status,
        requestedAt: row.requested_at,
        eraseAt: row.erase_at ?? null,
      }
    : null;
}

/** Starts the grace period of a request: erasure is scheduled for 7 days on. */
export async function scheduleDeletion(
  ctx: MutationCtx,
  row: Doc<"account_deletions">,
  now = Date.now(),
) {
  const eraseAt = now + DELETION_GRACE_MS;
  const job = await ctx.scheduler.runAt(
    eraseAt,
    internal.privacy.deletion.eraseWhenDue,
    { requestId: row._id },
  );
  await ctx.db.patch("account_deletions", row._id, {
    status: "scheduled",
    erase_at: eraseAt,
    job,
  });
}

/** The viewer's pending deletion, if they asked for one. */
export const mine = memberQuery({
  args: {},
  handler: async (ctx) => view(await deletionOf(ctx, ctx.viewer.userId)),
});

/**
 * Asks to delete the viewer's account: erased in 7 days unless cancelled
 * (a student's waits for a parent's confirmation first). Asking again
 * changes nothing. The last admin must first make another admin.
 */
export const request = memberMutation({
  // A suspended member may still leave (functions.ts).
  suspended: "allowed",
  args: {},
  handler: async (ctx) => {
    const { viewer } = ctx;
    const existing = await deletionOf(ctx, viewer.userId);
    if (existing) return view(existing);
    const role = await ctx.db
      .query("user_roles")
      .withIndex("by_user_id", (q) => q.eq("user_id", viewer.userId))
      .first();
    if (role?.role === "admin") {
      const admins = await ctx.db
        .query("user_roles")
        .withIndex("by_role", (q) => q.eq("role", "admin"))
        .take(2);
      if (admins.length < 2)
        throw appError(
          "Conflict",
          "You are the only admin. Make another member an admin before deleting your account.",
        );
    }
    const now = Date.now();
    const requestId = await ctx.db.insert("account_deletions", {
      user_id: viewer.userId,
      status: "awaiting_parent",
      requested_at: now,
    });
    const row = (await ctx.db.get("account_deletions", requestId))!;
    if (viewer.profile?.role !== "student")
      await scheduleDeletion(ctx, row, now);
    return view(await ctx.db.get("account_deletions", requestId));
  },
});

/** Cancels the viewer's pending deletion; with none, changes nothing. */
export const cancel = memberMutation({
  suspended: "allowed",
  args: {},
  handler: async (ctx) => {
    const row = await deletionOf(ctx, ctx.viewer.userId);
    if (!row) return null;
    if (row.job) await ctx.scheduler.cancel(row.job);
    await ctx.db.delete("account_deletions", row._id);
    return null;
  },
});

/** The grace period is over: erasure starts, unless the request was cancelled. */
export const eraseWhenDue = internalMutation({
  args: { requestId: v.id("account_deletions") },
  handler: async (ctx, { requestId }) => {
    const row = await ctx.db.get("account_deletions", requestId);
    if (!row || row.status !== "scheduled" || (row.erase_at ?? 0) > Date.now())
      return;
    await startErasure(ctx, row.user_id);
  },
});
