import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { fullNameOf, type Viewer } from "./viewer";

/** How long a claim lasts unless its holder renews it (the open item renews it each minute). */
export const CLAIM_MS = 2 * 60_000;

/** The key of a queue item: a reported target, or a content item. */
export type ClaimKey = `report:${string}` | `content:${string}`;

/** What a queue shows of a claim: who holds it, until when, and whether it is the viewer's. */
export type ClaimView = {
  staffName: string;
  expiresAt: number;
  mine: boolean;
};

async function claimRow(ctx: QueryCtx, key: string) {
  return await ctx.db
    .query("review_claims")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/**
 * The claim on `key`, as the viewer's queue shows it. An expired claim is
 * returned too, with its `expiresAt`: the client hides it once its clock
 * passes that (a query cannot depend on the clock), and the sweep deletes it.
 */
export async function readClaim(
  ctx: QueryCtx,
  key: ClaimKey,
  viewer: Viewer,
): Promise<ClaimView | null> {
  const row = await claimRow(ctx, key);
  return row ? viewOf(row, viewer) : null;
}

const viewOf = (row: Doc<"review_claims">, viewer: Viewer): ClaimView => ({
  staffName: row.staff_name,
  expiresAt: row.expires_at,
  mine: row.staff_id === viewer.userId,
});

/**
 * The viewer takes (or renews) the claim on `key`, unless another staff
 * member holds an unexpired one: then that claim is returned and nothing
 * changes, so the queue can say who is handling the item.
 */
export async function takeClaim(
  ctx: MutationCtx,
  key: ClaimKey,
  viewer: Viewer,
): Promise<{ taken: true } | { taken: false; heldBy: ClaimView }> {
  const now = Date.now();
  const row = await claimRow(ctx, key);
  if (row && row.staff_id !== viewer.userId && row.expires_at > now)
    return { taken: false, heldBy: viewOf(row, viewer) };
  const claim = {
    key,
    staff_id: viewer.userId,
    staff_name: fullNameOf(viewer),
    expires_at: now + CLAIM_MS,
  };
  if (row) await ctx.db.replace("review_claims", row._id, claim);
  else await ctx.db.insert("review_claims", claim);
  return { taken: true };
}

/** Ends the viewer's own claim on `key` (after acting, or on leaving the item); another's stays. */
export async function releaseClaim(
  ctx: MutationCtx,
  key: ClaimKey,
  viewer: Viewer,
): Promise<void> {
  const row = await claimRow(ctx, key);
  if (row && row.staff_id === viewer.userId)
    await ctx.db.delete("review_claims", row._id);
}

/** Deletes whatever claim is on `key` once the item is decided. */
export async function clearClaim(ctx: MutationCtx, key: ClaimKey) {
  const row = await claimRow(ctx, key);
  if (row) await ctx.db.delete("review_claims", row._id);
}
