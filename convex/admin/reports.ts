import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { internalMutation, type MutationCtx } from "../_generated/server";
import { staffMutation, staffQuery } from "../functions";
import { logActivity } from "../lib/activity";
import { clearClaim, readClaim } from "./model/claims";
import { COUNTERS, bumpCounter, readCounter } from "../lib/counters";
import { migrations } from "../lib/migrations";
import { appError } from "../lib/errors";
import {
  groupLegacyReport,
  WARNING_FLAG_AT,
  WARNING_WINDOW_MS,
  removeTarget,
  viewTarget,
} from "./model/moderation";
import { notify } from "../lib/notify";
import { tellParents } from "../families/model/links";
import { isOwnCase, requireMayDecide } from "./model/staffDecisions";
import { reportStatus } from "./schema";
import { boundedPage, requireClientNow } from "../lib/validators";
import { fullNameOf } from "../lib/viewer";

/** Reporters shown on one queue item (the count says how many there are). */
const REPORTERS_SHOWN = 5;
/** Reports settled (and reporters told) per transaction when a group is decided. */
const SETTLE_BATCH = 100;

const STATUS_WORD = { resolved: "resolved", dismissed: "dismissed" } as const;

/** Whom a queue item is about: the reported thing's author, or the reported member. */
const subjectOf = (g: Doc<"report_groups">): Id<"users"> | undefined =>
  g.target_author_id ??
  (g.target_type === "user" ? (g.target_id as Id<"users">) : undefined);

/** The queue's tab counts, from counters (never by counting rows). */
export const summary = staffQuery({
  args: {},
  handler: async (ctx) => {
    const [pendingItems, pendingReports] = await Promise.all([
      readCounter(ctx, COUNTERS.pendingReportGroups),
      readCounter(ctx, COUNTERS.pendingReports),
    ]);
    return { pendingItems, pendingReports };
  },
});

/**
 * One page of the report queue, newest report first: each reported thing
 * once, with how many reported it and why, the first few reporters, the thing
 * itself inline, its author's warnings in the last 90 days (flagged at 3) and
 * who is handling it. Reads are bounded by the page: a handful per item.
 * `now` is the client's clock (for the 90-day window), rounded to the hour.
 */
export const list = staffQuery({
  args: {
    status: reportStatus,
    paginationOpts: paginationOptsValidator,
    now: v.number(),
  },
  handler: async (ctx, { status, paginationOpts, now: clientNow }) => {
    const now = requireClientNow(clientNow);
    const opts = boundedPage(paginationOpts, 25);
    const result = await ctx.db
      .query("report_groups")
      .withIndex("by_status_and_latest_at", (q) => q.eq("status", status))
      .order("desc")
      .paginate(opts);
    const { viewer } = ctx;
    return {
      ...result,
      page: await Promise.all(
        result.page.map(async (g) => {
          const [target, reports, warnings, claim] = await Promise.all([
            viewTarget(ctx, g.target_type, g.target_id),
            ctx.db
              .query("user_reports")
              .withIndex("by_group_id", (q) => q.eq("group_id", g._id))
              .take(REPORTERS_SHOWN),
            g.target_author_id
              ? ctx.db
                  .query("user_warnings")
                  .withIndex("by_user_id_and_created_at", (q) =>
                    q
                      .eq("user_id", g.target_author_id!)
                      .gt("created_at", now - WARNING_WINDOW_MS),
                  )
                  .take(WARNING_FLAG_AT)
              : [],
            readClaim(ctx, `report:${g.target_id}`, viewer),
          ]);
          return {
            _id: g._id,
            targetType: g.target_type,
            targetId: g.target_id,
            link: g.content_link ?? null,
            status: g.status,
            resolution: g.resolution ?? null,
            reportCount: g.report_count,
            latestAt: g.latest_at,
            reasons: g.reasons,
            reporters: reports.map((r) => ({
              _id: r._id,
              name: r.reporter_name,
              reason: r.reason,
              details: r.details ?? null,
            })),
            target: target ?? {
              title: "(no longer exists)",
              body: "",
              authorName: "—",
              shown: false,
            },
            authorWarnings: warnings.length,
            authorFlagged: warnings.length >= WARNING_FLAG_AT,
            decidedByName: g.decided_by_name ?? null,
            decidedAt: g.decided_at ?? null,
            decisionNote: g.decision_note ?? null,
            claim,
            /** About the viewer or what they posted: another staff member must decide it. */
            ownCase: isOwnCase(viewer, subjectOf(g)),
          };
        }),
      ),
    };
  },
});

/**
 * A moderator decides a queue item, for every report in it at once:
 * `dismiss` (nothing wrong), `warn` (the author gets a warning with the
 * reason, which they must acknowledge) or `remove` (the thing is taken down
 * for everyone and its author told). Every reporter learns the outcome. An
 * item already decided, or one another moderator is handling right now, is
 * not touched: the error says by whom.
 */
export const decide = staffMutation({
  args: {
    groupId: v.id("report_groups"),
    action: v.union(
      v.literal("dismiss"),
      v.literal("warn"),
      v.literal("remove"),
    ),
    reason: v.optional(v.string()),
  },
  handler: async (ctx, { groupId, action, reason: rawReason }) => {
    const { viewer } = ctx;
    const group = await ctx.db.get("report_groups", groupId);
    if (!group) throw appError("NotFound", "This report no longer exists.");
    if (group.status !== "pending")
      throw appError(
        "Conflict",
        `This report has already been ${group.status} by ${group.decided_by_name ?? "another moderator"}.`,
      );
    const key = `report:${group.target_id}` as const;
    await requireMayDecide(ctx, { key, subjectId: subjectOf(group) }, "report");
    const reason = rawReason?.trim() ?? "";
    if (reason.length > REASON_MAX)
      throw appError(
        "InvalidInput",
        `Please keep the reason under ${REASON_MAX} characters.`,
      );
    if (action === "warn" && reason.length < 5)
      throw appError(
        "InvalidInput",
        "Please give the reason for the warning (at least 5 characters).",
      );
    if (action === "remove" && group.target_type === "user")
      throw appError(
        "InvalidInput",
        "A member cannot be removed from here. Warn them, or ask an admin to suspend the account.",
      );
    if (action !== "dismiss" && !group.target_author_id)
      throw appError("InvalidInput", "This report has no author to act on.");

    const target = await viewTarget(ctx, group.target_type, group.target_id);
    const title =
      group.target_type === "reply"
        ? (target?.body ?? "a reply")
        : (target?.title ?? "something you posted");
    const now = Date.now();
    const status = action === "dismiss" ? "dismissed" : "resolved";
    const resolution =
      action === "warn"
        ? ("warned" as const)
        : action === "remove"
          ? ("removed" as const)
          : undefined;

    if (action === "remove" && group.target_type !== "user") {
      const wasShown = await removeTarget(
        ctx,
        group.target_type,
        group.target_id,
      );
      if (wasShown && group.target_author_id)
        await notify(ctx, group.target_author_id, "content_removed", {
          what: group.target_type,
          title,
          ...(reason ? { reason } : {}),
        });
    }
    if (action === "warn" && group.target_author_id) {
      const first = await ctx.db
        .query("user_reports")
        .withIndex("by_group_id", (q) => q.eq("group_id", group._id))
        .first();
      await ctx.db.insert("user_warnings", {
        user_id: group.target_author_id,
        report_id: first!._id,
        group_id: group._id,
        issued_by: viewer.userId,
        reason,
        created_at: now,
      });
      await notify(ctx, group.target_author_id, "moderation_warning", {
        reason,
      });
      await tellParents(ctx, group.target_author_id, {
        kind: "child_warned",
        reason,
      });
    }

    await ctx.db.patch("report_groups", group._id, {
      status,
      resolution,
      decided_by: viewer.userId,
      decided_by_name: fullNameOf(viewer),
      decided_at: now,
      decision_note: reason || undefined,
    });
    await bumpCounter(ctx, COUNTERS.pendingReportGroups, -1);
    await bumpCounter(ctx, COUNTERS.pendingReports, -group.report_count);
    await clearClaim(ctx, key);
    await logActivity(ctx, {
      userId: viewer.userId,
      userName: fullNameOf(viewer),
      kind: "moderation",
      action: `${ACTION_WORD[action]} a reported ${group.target_type} (${group.report_count} ${group.report_count === 1 ? "report" : "reports"}): “${title.slice(0, 80)}”`,
    });
    await settleReports(ctx, group._id, null);
    return { status: STATUS_WORD[status] };
  },
});

const REASON_MAX = 500;
const ACTION_WORD = {
  dismiss: "Dismissed",
  warn: "Warned the author of",
  remove: "Removed",
} as const;

/**
 * Once, after deploying grouped reports: every pending report filed before
 * joins its target's queue item (a report already in one, or no longer
 * pending, is left as it is, so running it again changes nothing). A
 * migration of the migrations component, over the pending reports, 100 a
 * batch: `npm run convex:run -- admin/reports:groupLegacyReports`.
 */
export const groupLegacyReports = migrations.define({
  table: "user_reports",
  customRange: (q) =>
    q.withIndex("by_status_and_created_at", (q) => q.eq("status", "pending")),
  batchSize: SETTLE_BATCH,
  migrateOne: async (ctx, report) => {
    await groupLegacyReport(ctx, report);
  },
});

/** The rest of a large group's reports, a batch at a time, after its decision. */
export const settleMore = internalMutation({
  args: { groupId: v.id("report_groups"), cursor: v.string() },
  handler: async (ctx, { groupId, cursor }) => {
    await settleReports(ctx, groupId, cursor);
    return null;
  },
});

/**
 * Marks a batch of a decided group's reports with its decision and tells
 * each reporter the outcome; schedules the next batch if there is one.
 */
async function settleReports(
  ctx: MutationCtx,
  groupId: Id<"report_groups">,
  cursor: string | null,
) {
  const group = await ctx.db.get("report_groups", groupId);
  if (!group || group.status === "pending") return;
  const target = await viewTarget(ctx, group.target_type, group.target_id);
  const title =
    group.target_type === "reply"
      ? (target?.body ?? "a reply")
      : (target?.title ?? "what you reported");
  const batch = await ctx.db
    .query("user_reports")
    .withIndex("by_group_id", (q) => q.eq("group_id", groupId))
    .paginate({ numItems: SETTLE_BATCH, cursor });
  for (const report of batch.page) {
    if (report.status !== "pending") continue;
    await ctx.db.patch("user_reports", report._id, {
      status: group.status,
      resolution: group.resolution,
      handled_by: group.decided_by,
    });
    await notify(ctx, report.reporter_id, "report_outcome", {
      what: group.target_type,
      title,
      outcome: outcomeOf(group),
    });
  }
  if (!batch.isDone)
    await ctx.scheduler.runAfter(0, internal.admin.reports.settleMore, {
      groupId,
      cursor: batch.continueCursor,
    });
}

function outcomeOf(group: Doc<"report_groups">) {
  if (group.status === "dismissed") return "dismissed" as const;
  return group.resolution === "warned" ? "warned" : "removed";
}
