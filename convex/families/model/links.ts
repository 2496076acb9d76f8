/**
 * Which parents may see a child and act for them: those linked to the child
 * whose latest consent record for that child stands (not withdrawn). Either
 * of two linked parents may. A parent whose consent was withdrawn, or who
 * was never linked, sees nothing of the child and is told nothing of them.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { notify } from "../../lib/notify";
import { appError } from "../../lib/errors";
import { MAX_PARENTS } from "../rules";

export const NOT_LINKED_MESSAGE = "This child is not linked to your account.";
export const CONSENT_WITHDRAWN_MESSAGE =
  "You have withdrawn your consent for this child, so their learning is no longer shown.";

/** The parent's latest consent record for the child, or null. */
function latestConsent(
  ctx: QueryCtx,
  parentId: Id<"users">,
  childId: Id<"users">,
) {
  return ctx.db
    .query("consent_records")
    .withIndex("by_parent_id_and_child_id", (q) =>
      q.eq("parent_id", parentId).eq("child_id", childId),
    )
    .order("desc")
    .first();
}

/** The child's links to parents (at most MAX_PARENTS are made; a few more read for safety). */
function linksOf(ctx: QueryCtx, childId: Id<"users">) {
  return ctx.db
    .query("family_links")
    .withIndex("by_child_id", (q) => q.eq("child_id", childId))
    .take(MAX_PARENTS + 2);
}

const stands = (record: Doc<"consent_records"> | null) =>
  record !== null && record.withdrawn_at === undefined;

/** Whether `parentId` is linked to `childId` with consent that stands. */
export async function hasActiveLink(
  ctx: QueryCtx,
  parentId: Id<"users">,
  childId: Id<"users">,
): Promise<boolean> {
  const links = await linksOf(ctx, childId);
  if (!links.some((link) => link.parent_id === parentId)) return false;
  return stands(await latestConsent(ctx, parentId, childId));
}

/** A parent acting for a child not theirs (or no longer): told it is not linked. */
export const notLinked = () => appError("NotFound", NOT_LINKED_MESSAGE);

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
  return (await consentingParents(ctx, childId)).length > 0;
}

/**
 * The child's profile, if `parentId` is linked to the child with consent
 * that stands; else a NotAuthorized refusal saying which of the two is
 * missing (a withdrawn link is told so, anyone else only that the child is
 * not theirs).
 */
export async function requireConsentedChild(
  ctx: QueryCtx,
  parentId: Id<"users">,
  childId: Id<"users">,
): Promise<Doc<"profiles">> {
  const links = await linksOf(ctx, childId);
  const [record, profile] = await Promise.all([
    latestConsent(ctx, parentId, childId),
    ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", childId))
      .unique(),
  ]);
  const linked = links.some((l) => l.parent_id === parentId);
  if (!linked || !record) throw appError("NotAuthorized", NOT_LINKED_MESSAGE);
  if (!stands(record))
    throw appError("NotAuthorized", CONSENT_WITHDRAWN_MESSAGE);
  if (!profile || profile.role !== "student")
    throw appError("NotAuthorized", NOT_LINKED_MESSAGE);
  return profile;
}

/** The parents linked to the child whose consent stands (at most MAX_PARENTS). */
export async function consentingParents(
  ctx: QueryCtx,
  childId: Id<"users">,
): Promise<Id<"users">[]> {
  const links = await linksOf(ctx, childId);
  const parents: Id<"users">[] = [];
  for (const link of links)
    if (stands(await latestConsent(ctx, link.parent_id, childId)))
      parents.push(link.parent_id);
  return parents;
}

/** What a child's parents are told when staff act on the child's account. */
export type SafetyNotice =
  | { kind: "child_warned"; reason: string }
  | { kind: "child_suspended"; reason: string }
  | { kind: "child_restored" };

/**
 * Tells each parent whose consent for the child stands what staff did to
 * the child's account, in the words the child was given (the reason), and
 * nothing of who reported it or of anyone else. Call it in the mutation that
 * acts, so both commit or neither does. Nothing for an account with no
 * consenting parent (an adult, a student without a linked parent).
 */
export async function tellParents(
  ctx: MutationCtx,
  childId: Id<"users">,
  notice: SafetyNotice,
) {
  const parents = await consentingParents(ctx, childId);
  if (parents.length === 0) return;
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", childId))
    .unique();
  const childName = profile?.full_name.split(/\s+/)[0] || "Your child";
  for (const parentId of parents) {
    if (notice.kind === "child_restored")
      await notify(ctx, parentId, notice.kind, { childId, childName });
    else
      await notify(ctx, parentId, notice.kind, {
        childId,
        childName,
        reason: notice.reason,
      });
  }
}
