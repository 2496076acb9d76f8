import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { appError } from "../../lib/errors";
import { fullNameOf, type Viewer } from "../../lib/viewer";

/**
 * The one claim rule of the staff queues (Report Management and Content
 * Management): while a staff member holds an item, no one else — an admin
 * included — may decide it. A claim lasts CLAIM_MS and is renewed by its
 * holder's open page each minute, so it ends soon after the page is gone. It
 * also ends CLAIM_IDLE_MS after its holder last interacted with the page,
 * however long the page stays open. An admin may take a claim over; the
 * previous holder's open page shows that at once.
 */

/** How long a claim lasts unless its holder's page renews it (it renews each minute). */
export const CLAIM_MS = 2 * 60_000;
/** A claim ends this long after its holder last interacted with the item, even while their page is open. */
export const CLAIM_IDLE_MS = 5 * 60_000;

/** The key of a queue item: a reported target, or a content item. */
export type ClaimKey = `report:${string}` | `content:${string}`;

/** What a queue shows of a claim: who holds it, until when, whether it is the viewer's, and whether it was taken from them. */
export type ClaimView = {
  staffName: string;
  expiresAt: number;
  mine: boolean;
  /** An admin took this item over from the viewer. */
  takenFromYou: boolean;
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
  takenFromYou: row.taken_from === viewer.userId,
});

/** Another staff member's unexpired claim, if that is what `row` is. */
const heldByOther = (
  row: Doc<"review_claims"> | null,
  viewer: Viewer,
  now: number,
): Doc<"review_claims"> | null =>
  row !== null && row.staff_id !== viewer.userId && row.expires_at > now
    ? row
    : null;

/**
 * The viewer takes (or renews) the claim on `key`, unless another staff
 * member holds an unexpired one: then that claim is returned and nothing
 * changes, so the queue can say who is handling the item. A renewal that
 * comes without interaction (`interacted` false: the page is open but
 * untouched) cannot carry the claim past CLAIM_IDLE_MS after the last one;
 * once that has passed the claim ends (`heldBy` null).
 */
export async function takeClaim(
  ctx: MutationCtx,
  key: ClaimKey,
  viewer: Viewer,
  interacted = true,
): Promise<{ taken: true } | { taken: false; heldBy: ClaimView | null }> {
  const now = Date.now();
  const row = await claimRow(ctx, key);
  const other = heldByOther(row, viewer, now);
  if (other) return { taken: false, heldBy: viewOf(other, viewer) };
  const own = row?.staff_id === viewer.userId ? row : null;
  const activeAt =
    own && !interacted ? (own.active_at ?? own._creationTime) : now;
  const expiresAt = Math.min(now + CLAIM_MS, activeAt + CLAIM_IDLE_MS);
  if (own && expiresAt <= now) {
    await ctx.db.delete("review_claims", own._id);
    return { taken: false, heldBy: null };
  }
  const claim = {
    key,
    staff_id: viewer.userId,
    staff_name: fullNameOf(viewer),
    expires_at: expiresAt,
    active_at: activeAt,
    taken_from: own?.taken_from,
  };
  if (row) await ctx.db.replace("review_claims", row._id, claim);
  else await ctx.db.insert("review_claims", claim);
  return { taken: true };
}

/**
 * An admin takes the claim on `key` from whoever holds it (or simply takes
 * it when no one does). The previous holder's queue shows that it was taken
 * from them, and their page's renewals no longer hold it. Returns whose it was.
 */
export async function takeOverClaim(
  ctx: MutationCtx,
  key: ClaimKey,
  admin: Viewer,
): Promise<{ taken: true; from: string | null }> {
  const now = Date.now();
  const row = heldByOther(await claimRow(ctx, key), admin, now);
  if (!row) {
    await takeClaim(ctx, key, admin, true);
    return { taken: true, from: null };
  }
  await ctx.db.replace("review_claims", row._id, {
    key,
    staff_id: admin.userId,
    staff_name: fullNameOf(admin),
    expires_at: now + CLAIM_MS,
    active_at: now,
    taken_from: row.staff_id,
  });
  return { taken: true, from: row.staff_name };
}

/**
 * Refuses a decision on `key` while another staff member holds it: the one
 * check both queues' decisions make. An admin is told they may take it over.
 */
export async function requireUnclaimed(
  ctx: QueryCtx,
  key: ClaimKey,
  viewer: Viewer,
): Promise<void> {
  const row = heldByOther(await claimRow(ctx, key), viewer, Date.now());
  if (row)
    throw appError(
      "Conflict",
      viewer.staffRole === "admin"
        ? `${row.staff_name} is handling this right now. Take it over to decide it yourself.`
        : `${row.staff_name} is handling this right now.`,
    );
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
