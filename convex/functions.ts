/**
 * The one way to write a public function: a builder that names who may call
 * it, resolves the viewer once (from `ctx.auth` only) and puts it on `ctx`,
 * and refuses everyone else with the shared error codes before the handler
 * runs. A mutation may also name a per-member rate limit (`rateLimit`), used
 * up before the handler runs and given back with everything else if it fails.
 *
 *   export const reply = memberMutation({
 *     rateLimit: "reply",
 *     args: { threadId: v.id("forum_threads"), content: v.string() },
 *     handler: async (ctx, args) => { … ctx.viewer … },
 *   });
 *
 * Each registered function carries its builder's `access`, so the policy
 * table (lib/policy.ts) is checked against the code that enforces it
 * (tests/convex/policy.test.ts). Internal functions use `internalQuery` /
 * `internalMutation` / `internalAction` from `_generated/server` directly.
 */
import {
  customMutation,
  customQuery,
} from "convex-helpers/server/customFunctions";
import { mutation, query, type QueryCtx } from "./_generated/server";
import { appError } from "./lib/errors";
import { MEMBER_LIMITS, consume, type MemberLimit } from "./lib/rateLimit";
import {
  getViewer,
  notVerifiedMentorError,
  suspendedError,
  type Viewer,
} from "./lib/viewer";

/** Who a builder lets through to the handler (owners and other finer rules are the handler's). */
export type Access =
  "anyone" | "members" | "students" | "verifiedMentors" | "staff" | "admin";

/** Extra fields a function definition may give its builder. */
type Options = {
  /** A per-member limit of lib/rateLimit.ts MEMBER_LIMITS, counted for this call. */
  rateLimit?: MemberLimit;
  /**
   * A suspended member is refused every gated mutation (posting, replying,
   * reporting, RSVPs, joining, creating …) with the admin's reason, except
   * those marked "allowed": reading notices, their own settings, learning.
   */
  suspended?: "allowed";
};

export const notSignedIn = () =>
  appError("NotAuthenticated", "Please log in to continue.");
const notAllowed = () =>
  appError("NotAuthorized", "You do not have permission to do that.");

/** Whether a signed-in viewer passes `access` (visitors pass only "anyone"). */
export function admits(access: Access, viewer: Viewer): boolean {
  switch (access) {
    case "anyone":
    case "members":
      return true;
    case "students":
      return viewer.profile?.role === "student";
    case "verifiedMentors":
      return viewer.verifiedMentor;
    case "staff":
      return viewer.staffRole !== null;
    case "admin":
      return viewer.staffRole === "admin";
  }
}

/** Refusals in the words the screens show (the student check has its own). */
const REFUSAL: Partial<Record<Access, () => Error>> = {
  students: () =>
    appError(
      "NotAuthorized",
      "Only students can take tests. Sign up as a student to take one.",
    ),
  verifiedMentors: notVerifiedMentorError,
};

async function requireAccess(ctx: QueryCtx, access: Exclude<Access, "anyone">) {
  const viewer = await getViewer(ctx);
  if (!viewer) throw notSignedIn();
  // Suspension ends every staff power, reads included (getViewer also
  // withholds the staff role from handlers); the suspended are told why.
  if ((access === "staff" || access === "admin") && viewer.suspension)
    throw suspendedError(viewer.suspension);
  if (!admits(access, viewer)) throw (REFUSAL[access] ?? notAllowed)();
  return viewer;
}

/** Tags a builder's functions with who it lets through. */
function withAccess<B extends (definition: never) => unknown>(
  builder: B,
  access: Access,
): B {
  return ((definition: never) =>
    Object.assign(builder(definition) as object, { access })) as B;
}

/** Open to everyone; `ctx.viewer` is the signed-in member or null. */
export const publicQuery = withAccess(
  customQuery(query, {
    args: {},
    input: async (ctx) => ({ ctx: { viewer: await getViewer(ctx) }, args: {} }),
  }),
  "anyone",
);

function gatedQuery(access: Exclude<Access, "anyone">) {
  return withAccess(
    customQuery(query, {
      args: {},
      input: async (ctx) => ({
        ctx: { viewer: await requireAccess(ctx, access) },
        args: {},
      }),
    }),
    access,
  );
}

function gatedMutation(access: Exclude<Access, "anyone">) {
  return withAccess(
    customMutation(mutation, {
      args: {},
      input: async (ctx, _args, { rateLimit, suspended }: Options) => {
        const viewer = await requireAccess(ctx, access);
        if (viewer.suspension && suspended !== "allowed")
          throw suspendedError(viewer.suspension);
        if (rateLimit) {
          const { max, windowMs, message } = MEMBER_LIMITS[rateLimit];
          if (
            !(await consume(ctx, `${rateLimit}:${viewer.userId}`, {
              max,
              windowMs,
            }))
          )
            throw appError("RateLimited", message);
        }
        return { ctx: { viewer }, args: {} };
      },
    }),
    access,
  );
}

/** Signed-in members (students, mentors, staff); `ctx.viewer` is theirs. */
export const memberQuery = gatedQuery("members");
export const memberMutation = gatedMutation("members");
/** Students only (tests are sat by students). */
export const studentMutation = gatedMutation("students");
/** Mentors whom staff have verified: mentor powers, and their own workspace. */
export const verifiedMentorQuery = gatedQuery("verifiedMentors");
export const verifiedMentorMutation = gatedMutation("verifiedMentors");
/** Moderators and admins. */
export const staffQuery = gatedQuery("staff");
export const staffMutation = gatedMutation("staff");
/** Admins only. */
export const adminQuery = gatedQuery("admin");
export const adminMutation = gatedMutation("admin");

/** A mutation open to everyone (the Clerk sign-up completes an identity that has no viewer yet). */
export const publicMutation = withAccess(
  customMutation(mutation, {
    args: {},
    input: async (ctx) => ({ ctx: { viewer: await getViewer(ctx) }, args: {} }),
  }),
  "anyone",
);
