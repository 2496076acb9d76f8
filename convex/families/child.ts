/**
 * A student's side of their parent's consent: where it stands, re-sending the
 * mail or changing the parent's e-mail while it waits, and who is linked to
 * them. These are the only mutations an account awaiting consent may call.
 */
import { internal } from "../_generated/api";
import { memberQuery, studentMutation } from "../functions";
import { appError, parseOrThrow } from "../lib/errors";
import { requireWithinLimit } from "../lib/rateLimit";
import { emailSchema, PARENT_EMAIL_SAME } from "../accounts/rules";
import { zodToConvex } from "convex-helpers/server/zod4";
import { DAY_MS, ERASE_AFTER_DAYS } from "./rules";
import { askParentConsent, awaitingRequestOf } from "./model/consent";

/**
 * The viewer's consent: `state` (null when none is asked of the account),
 * the open request's e-mail and erasure date, and the parents linked to them.
 */
export const status = memberQuery({
  args: {},
  handler: async (ctx) => {
    const { viewer } = ctx;
    const profile = viewer.profile;
    if (profile?.role !== "student") return null;
    const request =
      profile.consent === "awaiting"
        ? await awaitingRequestOf(ctx, viewer.userId)
        : null;
    const links = await ctx.db
      .query("family_links")
      .withIndex("by_child_id", (q) => q.eq("child_id", viewer.userId))
      .take(4);
    const parents = await Promise.all(
      links.map(async (link) => {
        const parent = await ctx.db
          .query("profiles")
          .withIndex("by_user_id", (q) => q.eq("user_id", link.parent_id))
          .unique();
        return {
          name: parent?.full_name ?? "Parent",
          linkedAt: link.linked_at,
        };
      }),
    );
    return {
      state: profile.consent ?? null,
      parentEmail: request?.parent_email ?? null,
      sentAt: request?.sent_at ?? null,
      eraseBy: eraseDate(request, profile.consent_deadline),
      parents,
    };
  },
});

/**
 * When an account awaiting consent is erased: its request's 14 days, or an
 * earlier student's deadline, whichever ends later (each clock spares the
 * account while the other runs).
 */
function eraseDate(
  request: { created_at: number } | null,
  deadline: number | undefined,
): number | null {
  const byRequest = request
    ? request.created_at + ERASE_AFTER_DAYS * DAY_MS
    : undefined;
  const dates = [byRequest, deadline].filter((d) => d !== undefined);
  return dates.length ? Math.max(...dates) : null;
}

async function openRequest(
  ctx: Parameters<typeof awaitingRequestOf>[0] & {
    viewer: { userId: Parameters<typeof awaitingRequestOf>[1] };
  },
) {
  const request = await awaitingRequestOf(ctx, ctx.viewer.userId);
  if (!request)
    throw appError(
      "NotFound",
      "Your account is not waiting for a parent's consent.",
    );
  return request;
}

const MAIL_LIMIT_MESSAGE =
  "We have sent several e-mails to your parent today. Please try again tomorrow.";

/** Sends the parent a new link (the old one stops working). */
export const resendMail = studentMutation({
  consent: "allowed",
  suspended: "allowed",
  args: {},
  handler: async (ctx) => {
    const request = await openRequest(ctx);
    await requireWithinLimit(
      ctx,
      "consentMailPerChild",
      ctx.viewer.userId,
      MAIL_LIMIT_MESSAGE,
    );
    await ctx.scheduler.runAfter(0, internal.families.consent.mailLink, {
      requestId: request._id,
      reminder: false,
    });
    return null;
  },
});

/**
 * Names a parent for a student awaiting consent who has none on record (an
 * account made before consent was asked of every student): the parent is
 * mailed the link, reminded after 2 and 6 days, and the account is erased
 * 14 days on unless they consent.
 */
export const askParent = studentMutation({
  consent: "allowed",
  suspended: "allowed",
  args: { parentEmail: zodToConvex(emailSchema) },
  handler: async (ctx, args) => {
    const parentEmail = parseOrThrow(emailSchema, args.parentEmail);
    if (ctx.viewer.profile?.consent !== "awaiting")
      throw appError(
        "Conflict",
        "Your account is not waiting for a parent's consent.",
      );
    if (parentEmail === ctx.viewer.user.email?.toLowerCase())
      throw appError("InvalidInput", PARENT_EMAIL_SAME);
    if (await awaitingRequestOf(ctx, ctx.viewer.userId))
      throw appError(
        "Conflict",
        "We have already e-mailed your parent. To use another address, choose Change e-mail.",
      );
    await requireWithinLimit(
      ctx,
      "consentMailPerChild",
      ctx.viewer.userId,
      MAIL_LIMIT_MESSAGE,
    );
    await askParentConsent(ctx, ctx.viewer.userId, parentEmail);
    return null;
  },
});

/**
 * Sends the request to another e-mail (a typing mistake, the other parent);
 * the old link stops working. The erasure date stays that of the sign-up.
 */
export const changeParentEmail = studentMutation({
  consent: "allowed",
  suspended: "allowed",
  args: { parentEmail: zodToConvex(emailSchema) },
  handler: async (ctx, args) => {
    const parentEmail = parseOrThrow(emailSchema, args.parentEmail);
    if (parentEmail === ctx.viewer.user.email?.toLowerCase())
      throw appError("InvalidInput", PARENT_EMAIL_SAME);
    const request = await openRequest(ctx);
    await requireWithinLimit(
      ctx,
      "consentMailPerChild",
      ctx.viewer.userId,
      MAIL_LIMIT_MESSAGE,
    );
    await ctx.db.patch("consent_requests", request._id, {
      parent_email: parentEmail,
      token_hash: undefined,
    });
    await ctx.scheduler.runAfter(0, internal.families.consent.mailLink, {
      requestId: request._id,
      reminder: false,
    });
    return null;
  },
});
