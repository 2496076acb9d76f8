import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { type ClaimKey, requireUnclaimed } from "./claims";
import { appError } from "../../lib/errors";
import type { Viewer } from "../../lib/viewer";

/**
 * What every staff decision checks first, in every queue (mentor
 * applications, Content Management, Report Management): no one decides
 * their own case — their own application, their own content, or a report
 * about them or something they posted; another staff member must — and, in
 * the queues that hold items, no one decides an item another staff member
 * is handling (admin/model/claims.ts).
 */

export type CaseKind = "application" | "content" | "report";

const OWN_CASE: Record<CaseKind, string> = {
  application:
    "You cannot decide on your own application. Another staff member must review it.",
  content:
    "You cannot decide on your own content. Another staff member must review it.",
  report:
    "You cannot decide a report about you or something you posted. Another staff member must decide it.",
};

/** Whether the item is about the viewer (the queues show it, and disable its decisions). */
export const isOwnCase = (
  viewer: Viewer,
  subjectId: Id<"users"> | null | undefined,
): boolean => subjectId === viewer.userId;

/** Refuses the viewer a decision about themselves. */
export function requireNotOwnCase(
  viewer: Viewer,
  subjectId: Id<"users"> | null | undefined,
  kind: CaseKind,
): void {
  if (isOwnCase(viewer, subjectId))
    throw appError("NotAuthorized", OWN_CASE[kind]);
}

/**
 * The guard at the start of every decision of a queue item: not the
 * viewer's own case, and not held by another staff member.
 */
export async function requireMayDecide(
  ctx: QueryCtx & { viewer: Viewer },
  item: { key: ClaimKey; subjectId: Id<"users"> | null | undefined },
  kind: Exclude<CaseKind, "application">,
): Promise<void> {
  requireNotOwnCase(ctx.viewer, item.subjectId, kind);
  await requireUnclaimed(ctx, item.key, ctx.viewer);
}
