/**
 * A parent acting for a child: only a parent linked to the child whose
 * latest consent for them stands (not withdrawn). Either of two linked
 * parents may act.
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { appError } from "../../lib/errors";

export const notLinked = () =>
  appError("NotFound", "This child is not linked to your account.");

/** Whether `parentId` is linked to `childId` with consent that stands. */
export async function hasActiveLink(
  ctx: QueryCtx,
  parentId: Id<"users">,
  childId: Id<"users">,
): Promise<boolean> {
  const links = await ctx.db
    .query("family_links")
    .withIndex("by_child_id", (q) => q.eq("child_id", childId))
    .take(4);
  if (!links.some((link) => link.parent_id === parentId)) return false;
  const record = await ctx.db
    .query("consent_records")
    .withIndex("by_parent_id_and_child_id", (q) =>
      q.eq("parent_id", parentId).eq("child_id", childId),
    )
    .order("desc")
    .first();
  return record !== null && record.withdrawn_at === undefined;
}

/** The refusal unless `parentId` may act for `childId` (hasActiveLink). */
export async function requireActiveLink(
  ctx: QueryCtx,
  parentId: Id<"users">,
  childId: Id<"users">,
) {
  if (!(await hasActiveLink(ctx, parentId, childId))) throw notLinked();
}

/** Whether any linked parent of `childId` has consent that stands. */
export async function hasConsentingParent(
  ctx: QueryCtx,
  childId: Id<"users">,
): Promise<boolean> {
  const links = await ctx.db
    .query("family_links")
    .withIndex("by_child_id", (q) => q.eq("child_id", childId))
    .take(4);
  for (const link of links)
    if (await hasActiveLink(ctx, link.parent_id, childId)) return true;
  return false;
}
