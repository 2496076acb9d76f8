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
 * What the gate cannot know (the thread's author, the attempt's student …)
 * is a named rule of lib/permissions.ts, declared with `permission` and
 * checked by the handler with that same object:
 *
 *   export const editReply = memberMutation({
 *     permission: replyAuthor,
 *     args: { … },
 *     handler: async (ctx, args) => { replyAuthor.require(ctx, reply); … },
 *   });
 *
 * Each registered function carries its builder's `access` and its
 * `permission`, from which lib/policy.ts derives who may call it
 * (tests/convex/policy-*.test.ts call every function as every caller against
 * it). Internal functions use `internalQuery` / `internalMutation` /
 * `internalAction` from `_generated/server` directly.
 */
import {
  customAction,
  customMutation,
  customQuery,
} from "convex-helpers/server/customFunctions";
import { makeFunctionReference } from "convex/server";
import { v } from "convex/values";
import {
  action,
  internalQuery,
  mutation,
  query,
  type QueryCtx,
} from "./_generated/server";
import { appError } from "./lib/errors";
import {
  MEMBER_LIMITS,
  requireWithinLimit,
  type MemberLimit,
} from "./lib/rateLimit";
import {
  admits,
  requireChecked,
  type Access,
  type Grant,
  type Permission,
} from "./lib/permissions";
import {
  consentGateError,
  getViewer,
  notVerifiedMentorError,
  suspendedError,
  type Viewer,
} from "./lib/viewer";

export { admits, type Access };

/** Extra fields a function definition may give its builder. */
type Options = {
  /** The finer rule of lib/permissions.ts its handler checks (the author, the organiser …). */
  permission?: Permission;
  /** A per-member limit of lib/rateLimit.ts MEMBER_LIMITS, counted for this call. */
  rateLimit?: MemberLimit;
  /**
   * A suspended member is refused every gated mutation (posting, replying,
   * reporting, RSVPs, joining, creating …) with the admin's reason, except
   * those marked "allowed": reading notices, their own settings, learning.
   */
  suspended?: "allowed";
  /**
   * A student whose parent has not consented (or has withdrawn consent) is
   * refused every gated mutation, since each stores something of theirs or
   * shows it to others, except those marked "allowed": their own consent
   * (re-sending the mail, changing the parent's e-mail).
   */
  consent?: "allowed";
};

export const notSignedIn = () =>
  appError("NotAuthenticated", "Please log in to continue.");
const notAllowed = () =>
  appError("NotAuthorized", "You do not have permission to do that.");

/** Refusals in the words the screens show (the student check has its own). */
const REFUSAL: Partial<Record<Access, () => Error>> = {
  students: () =>
    appError(
      "NotAuthorized",
      "Only students can take tests. Sign up as a student to take one.",
    ),
  verifiedMentors: notVerifiedMentorError,
  participants: () =>
    appError(
      "NotAuthorized",
      "The community is for students and mentors. As a parent you can follow your child's learning on your parent page.",
    ),
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

/** Tags a builder's functions with who it lets through and the permission they declare. */
function withAccess<B extends (definition: never) => unknown>(
  builder: B,
  access: Access,
): B {
  return ((definition: Options) =>
    Object.assign(builder(definition as never) as object, {
      access,
      permission: definition.permission ?? null,
    })) as unknown as B;
}

type Declared = Pick<Options, "permission">;

/**
 * What every builder gives the handler: the viewer, and the permission the
 * definition declares (`ctx.permission`, for its handler's check), with the
 * check after the handler that it was made.
 */
function handlerInput<V>(viewer: V, { permission }: Declared) {
  const grant: Grant = { declared: permission ?? null, checked: false };
  return {
    ctx: { viewer, permission: grant },
    args: {},
    onSuccess: () => requireChecked(grant),
  };
}

/** The input of the builders open to everyone: the viewer may be null. */
const publicInput = async (ctx: QueryCtx, _args: object, options: Declared) =>
  handlerInput(await getViewer(ctx), options);

/** Open to everyone; `ctx.viewer` is the signed-in member or null. */
export const publicQuery = withAccess(
  customQuery(query, { args: {}, input: publicInput }),
  "anyone",
);

/**
 * Open to everyone and the same for everyone: no viewer is resolved
 * (`ctx.viewer` is null), so the result never depends on who asks and one
 * execution serves every subscriber (Convex shares a query's result between
 * callers when it did not read their identity). For the public lists every
 * visitor of a page subscribes to.
 */
export const everyoneQuery = withAccess(
  customQuery(query, {
    args: {},
    input: async (_ctx, _args, options: Declared) =>
      handlerInput(null, options),
  }),
  "anyone",
);

function gatedQuery(access: Exclude<Access, "anyone">) {
  return withAccess(
    customQuery(query, {
      args: {},
      input: async (ctx, _args, options: Declared) =>
        handlerInput(await requireAccess(ctx, access), options),
    }),
    access,
  );
}

function gatedMutation(access: Exclude<Access, "anyone">) {
  return withAccess(
    customMutation(mutation, {
      args: {},
      input: async (ctx, _args, options: Options) => {
        const { rateLimit, suspended, consent } = options;
        const viewer = await requireAccess(ctx, access);
        if (viewer.suspension && suspended !== "allowed")
          throw suspendedError(viewer.suspension);
        if (viewer.consentGate && consent !== "allowed")
          throw consentGateError();
        if (rateLimit) {
          const { limit, message } = MEMBER_LIMITS[rateLimit];
          await requireWithinLimit(ctx, limit, viewer.userId, message);
        }
        return handlerInput(viewer, options);
      },
    }),
    access,
  );
}

/**
 * An action's gate, run as a query (an action has no database of its own):
 * the same checks as a query's gate, answering the viewer or the refusal.
 */
export const actionGate = internalQuery({
  args: {
    access: v.union(
      v.literal("members"),
      v.literal("students"),
      v.literal("parents"),
      v.literal("anyone"),
    ),
  },
  handler: async (ctx, { access }) =>
    access === "anyone"
      ? await getViewer(ctx)
      : await requireAccess(ctx, access),
});
/** `actionGate` by name (its generated reference would make this module's types circular). */
const actionGateRef = makeFunctionReference<
  "query",
  { access: "members" | "students" | "parents" },
  Viewer
>("functions:actionGate");
const publicActionGateRef = makeFunctionReference<
  "query",
  { access: "anyone" },
  Viewer | null
>("functions:actionGate");

/**
 * An action's gate: the viewer is resolved (and refused) as a query's gate
 * does it, so a suspended member may still call a read-only action, as they
 * may call a query.
 */
function gatedAction(access: "members" | "students" | "parents") {
  return withAccess(
    customAction(action, {
      args: {},
      input: async (ctx, _args, options: Declared) =>
        handlerInput(await ctx.runQuery(actionGateRef, { access }), options),
    }),
    access,
  );
}

/**
 * An action open to everyone (a visitor may donate); `ctx.viewer` is the
 * signed-in member or null.
 */
export const publicAction = withAccess(
  customAction(action, {
    args: {},
    input: async (ctx, _args, options: Declared) =>
      handlerInput(
        await ctx.runQuery(publicActionGateRef, { access: "anyone" }),
        options,
      ),
  }),
  "anyone",
);

/** Signed-in members (students, parents, mentors, staff); `ctx.viewer` is theirs. */
export const memberQuery = gatedQuery("members");
/** An action for signed-in members (one that reads only: searching, embedding). */
export const memberAction = gatedAction("members");
export const memberMutation = gatedMutation("members");
/**
 * The community's own people — students, mentors and staff — posting,
 * replying, voting, joining clubs and events. Parents read it but take no
 * part: an adult account nobody has verified must not reach children there.
 */
export const participantMutation = gatedMutation("participants");
/** Students only (tests are sat by students). */
export const studentMutation = gatedMutation("students");
/** An action for students only (buying a plan for themselves). */
export const studentAction = gatedAction("students");
/** Parent and guardian accounts: consenting for their children, and their children's page. */
export const parentQuery = gatedQuery("parents");
export const parentMutation = gatedMutation("parents");
/** An action for parent and guardian accounts (downloading a child's data). */
export const parentAction = gatedAction("parents");
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
  customMutation(mutation, { args: {}, input: publicInput }),
  "anyone",
);
