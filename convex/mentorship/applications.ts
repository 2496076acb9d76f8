import { zodToConvex, zodToConvexFields } from "convex-helpers/server/zod4";
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  memberMutation,
  memberQuery,
  staffMutation,
  staffQuery,
} from "../functions";
import { logActivity } from "../lib/activity";
import { COUNTERS, bumpCounter } from "../lib/counters";
import { appError, parseOrThrow } from "../lib/errors";
import { fileApplication } from "./model/applications";
import { verifyMentor } from "./model/mentors";
import { notify } from "../lib/notify";
import { isOwnCase, requireNotOwnCase } from "../admin/model/staffDecisions";
import { boundedPage } from "../lib/validators";
import { fullNameOf, type Viewer } from "../lib/viewer";
import {
  REAPPLY_AFTER_DAYS,
  applicationSchema,
  rejectionReasonSchema,
} from "./rules";

/**
 * Applications to be a mentor, and their review by staff: approval makes
 * the applicant a verified mentor; rejection tells them why and when they may apply again. One open
 * application per person; every decision is final and logged.
 */

const DAY_MS = 86_400_000;

/** When someone rejected at `reviewedAt` may apply again. */
export function reapplyFrom(reviewedAt: number): number {
  return reviewedAt + REAPPLY_AFTER_DAYS * DAY_MS;
}

/** "12 March 2026", in India's time. */
function istDay(at: number): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(at);
}

/** The person's most recent application, if any. */
function latestOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("mentor_applications")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .order("desc")
    .first();
}

/** What a person has been told of their application (their dashboard, the form). */
function outcome(application: Doc<"mentor_applications">) {
  const reviewedAt = application.reviewed_at ?? null;
  return {
    _id: application._id,
    status: application.status,
    fullName: application.full_name,
    createdAt: application.created_at,
    reviewedAt,
    rejectionReason: application.rejection_reason ?? null,
    reapplyFrom:
      application.status === "rejected" && reviewedAt !== null
        ? reapplyFrom(reviewedAt)
        : null,
  };
}

/**
 * Sends the viewer's application. Refused to a verified mentor, to someone
 * whose application is still under review, and within 30 days of a
 * rejection (saying from when they may apply again).
 */
export const submit = memberMutation({
  // The form's fields, typed from its zod rules, which the handler applies.
  args: zodToConvexFields(applicationSchema.shape),
  handler: async (ctx, args) => {
    const { viewer } = ctx;
    const input = parseOrThrow(applicationSchema, args);
    if (!viewer.profile)
      throw appError(
        "Conflict",
        "Please finish setting up your account before you apply.",
      );
    if (viewer.verifiedMentor)
      throw appError("Conflict", "You are already a verified mentor.");
    const now = Date.now();
    const latest = await latestOf(ctx, viewer.userId);
    if (latest?.status === "pending")
      throw appError(
        "Conflict",
        "You already have an application under review.",
      );
    if (latest?.status === "rejected") {
      const from = reapplyFrom(latest.reviewed_at ?? latest.created_at);
      if (now < from)
        throw appError(
          "Conflict",
          `Your last application was not approved. You may apply again from ${istDay(from)}.`,
        );
    }
    return fileApplication(
      ctx,
      { userId: viewer.userId, name: viewer.profile.full_name },
      input,
      now,
    );
  },
});

/** The viewer's latest application and what became of it; null if they never applied. */
export const mine = memberQuery({
  args: {},
  handler: async (ctx) => {
    const latest = await latestOf(ctx, ctx.viewer.userId);
    return latest ? outcome(latest) : null;
  },
});

/** Applications waiting for a decision, oldest first (staff). */
export const listPending = staffQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const result = await ctx.db
      .query("mentor_applications")
      .withIndex("by_status_and_created_at", (q) => q.eq("status", "pending"))
      .paginate(boundedPage(paginationOpts, 50));
    return {
      ...result,
      page: result.page.map((a) => ({
        _id: a._id,
        fullName: a.full_name,
        email: a.email,
        qualification: a.qualification,
        experienceYears: a.experience_years,
        expertise: a.expertise,
        isVolunteer: a.is_volunteer,
        createdAt: a.created_at,
        /** The viewer's own application: another staff member must decide it. */
        ownCase: isOwnCase(ctx.viewer, a.user_id),
      })),
    };
  },
});

/** Every field of one application, with its decision (staff). Null when the address names none. */
export const get = staffQuery({
  // A string, so a mistyped address shows "not found" instead of an error.
  args: { applicationId: v.string() },
  handler: async (ctx, args) => {
    const id = ctx.db.normalizeId("mentor_applications", args.applicationId);
    const application = id && (await ctx.db.get("mentor_applications", id));
    if (!application) return null;
    const [profile, reviewer] = await Promise.all([
      profileOf(ctx, application.user_id),
      application.reviewed_by ? profileOf(ctx, application.reviewed_by) : null,
    ]);
    return {
      ...outcome(application),
      email: application.email,
      phone: application.phone ?? null,
      expertise: application.expertise,
      qualification: application.qualification,
      experienceYears: application.experience_years,
      motivation: application.motivation,
      isVolunteer: application.is_volunteer,
      /** What the account is now: a student is made a mentor on approval. */
      accountRole: profile?.role ?? null,
      /** The account's own name (the form's name is typed by the applicant). */
      accountName: profile?.full_name ?? null,
      reviewerName: reviewer?.full_name ?? null,
      /** The viewer's own application: another staff member must decide it. */
      ownCase: isOwnCase(ctx.viewer, application.user_id),
    };
  },
});

/**
 * Approves a pending application: the applicant's account becomes a mentor's
 * (if it was a student's) and verified, with the application's details on
 * their public mentor profile. They are told, and the decision is logged.
 */
export const approve = staffMutation({
  args: { applicationId: v.id("mentor_applications") },
  handler: async (ctx, { applicationId }) => {
    const application = await pendingApplication(ctx, applicationId);
    requireNotOwnCase(ctx.viewer, application.user_id, "application");
    const profile = await profileOf(ctx, application.user_id);
    if (!profile)
      throw appError("Conflict", "The applicant's account no longer exists.");
    if (profile.role !== "mentor") {
      // The class stays on the profile: it is a record, not a permission.
      await ctx.db.patch("profiles", profile._id, {
        role: "mentor",
        subject: profile.subject ?? application.expertise[0],
      });
      await bumpCounter(ctx, COUNTERS.students, -1);
      await bumpCounter(ctx, COUNTERS.mentors, 1);
    }
    await verifyMentor(ctx, application.user_id, {
      qualification: application.qualification,
      bio: application.motivation,
      experienceYears: application.experience_years,
      expertise: application.expertise,
      isVolunteer: application.is_volunteer,
    });
    await decide(ctx, ctx.viewer, application, { status: "approved" });
    await notify(ctx, application.user_id, "application_approved", {});
    return null;
  },
});

/** Rejects a pending application with a reason the applicant reads; they may apply again after 30 days. */
export const reject = staffMutation({
  args: {
    applicationId: v.id("mentor_applications"),
    reason: zodToConvex(rejectionReasonSchema),
  },
  handler: async (ctx, args) => {
    const reason = parseOrThrow(rejectionReasonSchema, args.reason);
    const application = await pendingApplication(ctx, args.applicationId);
    requireNotOwnCase(ctx.viewer, application.user_id, "application");
    const reviewedAt = await decide(ctx, ctx.viewer, application, {
      status: "rejected",
      rejection_reason: reason,
    });
    await notify(ctx, application.user_id, "application_rejected", {
      reason,
      reapplyFrom: reapplyFrom(reviewedAt),
    });
    return null;
  },
});

function profileOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
}

/** The application, if it still waits for a decision; a decided one is never decided again. */
async function pendingApplication(
  ctx: QueryCtx,
  applicationId: Id<"mentor_applications">,
) {
  const application = await ctx.db.get("mentor_applications", applicationId);
  if (!application)
    throw appError("NotFound", "This application no longer exists.");
  if (application.status !== "pending")
    throw appError("Conflict", "This application has already been decided.");
  return application;
}

/**
 * Records a decision: the status, who and when, the pending count, and the
 * log line. The line names the acting account and the applicant's account
 * (the name typed into the form is added only when it differs).
 */
async function decide(
  ctx: MutationCtx,
  viewer: Viewer,
  application: Doc<"mentor_applications">,
  decision:
    { status: "approved" } | { status: "rejected"; rejection_reason: string },
): Promise<number> {
  const reviewedAt = Date.now();
  await ctx.db.patch("mentor_applications", application._id, {
    ...decision,
    reviewed_by: viewer.userId,
    reviewed_at: reviewedAt,
  });
  await bumpCounter(ctx, COUNTERS.pendingApplications, -1);
  const account = (await profileOf(ctx, application.user_id))?.full_name;
  const applicant =
    account === undefined
      ? `“${application.full_name}” (account deleted)`
      : account === application.full_name
        ? account
        : `${account} (who applied as “${application.full_name}”)`;
  await logActivity(ctx, {
    userId: viewer.userId,
    userName: fullNameOf(viewer),
    kind: "application_decision",
    action: `${decision.status === "approved" ? "Approved" : "Rejected"} the mentor application of ${applicant}`,
  });
  return reviewedAt;
}
