/**
 * Who may call what, beyond a builder's gate, each rule written once by name.
 *
 * A builder of `functions.ts` admits a kind of caller (`Access`: members,
 * students, staff …). What it cannot know is finer: whose thing the call acts
 * on (the thread's author, the attempt's student, the event's organiser, the
 * notice's recipient), whether someone else is told the thing does not exist
 * rather than that it is not theirs, and why a handler lets fewer callers
 * through than its gate. Each such rule is a `Permission` below. A function
 * declares the one it follows on its definition and its handler checks that
 * same object:
 *
 *   export const editThread = memberMutation({
 *     permission: threadAuthor,
 *     args: { … },
 *     handler: async (ctx, { threadId }) => {
 *       const thread = threadAuthor.require(ctx, await visibleThread(ctx, threadId));
 *       …
 *     },
 *   });
 *
 * A handler checking a rule its definition does not declare fails, and so
 * does one that returns without checking the rule it declares, so the two
 * cannot drift. Who may call each function (`lib/policy.ts` `policyOf`) is
 * derived from its builder's access and this declaration.
 */
import type { UserIdentity } from "convex/server";
import type { Doc, Id, TableNames } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError } from "./errors";
import type { Viewer } from "./viewer";

/** Who a builder lets through to the handler (owners and other finer rules are the handler's). */
export type Access =
  | "anyone"
  | "members"
  | "participants"
  | "students"
  | "parents"
  | "verifiedMentors"
  | "staff"
  | "admin";

/** Whether a signed-in viewer passes `access` (visitors pass only "anyone"). */
export function admits(access: Access, viewer: Viewer): boolean {
  switch (access) {
    case "anyone":
    case "members":
      return true;
    case "participants":
      return viewer.profile?.role !== "parent" || viewer.staffRole !== null;
    case "students":
      return viewer.profile?.role === "student";
    case "parents":
      return viewer.profile?.role === "parent";
    case "verifiedMentors":
      return viewer.verifiedMentor;
    case "staff":
      return viewer.staffRole !== null;
    case "admin":
      return viewer.staffRole === "admin";
  }
}

/** A rule a handler checks that its builder's gate cannot. */
export type Permission = {
  /** Its name, as the code and the derived policy call it. */
  readonly name: string;
  /** Who it lets through whatever the target, within the builder's gate. */
  readonly admits: readonly Access[];
  /** Who else it lets through: the maker of the target, in words, or null. */
  readonly owner: string | null;
  /**
   * `refused`: everyone else is told they may not (`NotAuthorized`, or
   * `NotAuthenticated` with no identity). `hidden`: a member outside it is
   * told the thing does not exist (null from a query, NotFound from a
   * mutation) rather than that it is not theirs.
   */
  readonly refusal: "refused" | "hidden";
  /** Why the handler lets fewer callers through than its builder's gate. */
  readonly description: string;
};

/**
 * What the builder puts on `ctx` for the rules: the permission the
 * definition declares, and whether the handler has checked it yet.
 */
export type Grant = { readonly declared: Permission | null; checked: boolean };

/** The handler checks `rule`: it must be the one its definition declares. */
function checking(grant: Grant, rule: Permission) {
  if (grant.declared !== rule)
    throw new Error(
      `The handler checks the permission ${rule.name}, but its definition ` +
        `declares ${grant.declared ? grant.declared.name : "none"}.`,
    );
  grant.checked = true;
}

/** The builder's last word: a declared permission the handler never checked is a bug. */
export function requireChecked(grant: Grant) {
  if (grant.declared && !grant.checked)
    throw new Error(
      `The definition declares the permission ${grant.declared.name}, ` +
        "but its handler returned without checking it.",
    );
}

type Checked = { viewer: Viewer; permission: Grant };

/** A rule that admits the maker of the target (and, optionally, some callers whatever the target). */
export type OwnerRule<D> = Permission & {
  /** Whether the viewer may act on `target`. */
  allows(ctx: Checked, target: D): boolean;
  /**
   * The target, if the viewer may act on it; else the rule's refusal. A
   * hidden rule refuses a missing target (null) in the same words.
   */
  require<T extends D>(ctx: Checked, target: T | null): T;
  /** For a query: the target if the viewer may see it, else null. */
  visible<T extends D>(ctx: Checked, target: T | null): T | null;
  /** `require` of the document with this id (as the client sent it). */
  get(ctx: QueryCtx & Checked, id: string): Promise<D>;
  /** `visible` of the document with this id (as the client sent it). */
  find(ctx: QueryCtx & Checked, id: string): Promise<D | null>;
  /**
   * The same rule for what a screen offers (a Delete or Cancel button): no
   * check of a declaration, and a visitor is offered nothing.
   */
  offers(viewer: Viewer | null, target: D): boolean;
};

function ownerRule<Table extends TableNames, D = Doc<Table>>(rule: {
  name: string;
  /** The table of the documents it is about. */
  table: Table;
  owner: string;
  ownerOf: (target: D) => Id<"users">;
  admits?: readonly Access[];
  /** A hidden rule: what anyone else (and a missing target) is told, as NotFound. */
  hidden?: string;
  /** What anyone else is told, as NotAuthorized (when not hidden). */
  refused?: string;
  description: string;
}): OwnerRule<D> {
  const { name, table, owner, ownerOf, hidden, refused, description } = rule;
  const load = async (ctx: QueryCtx, rawId: string) => {
    const id = ctx.db.normalizeId(table, rawId);
    return ((id && (await ctx.db.get(table, id))) || null) as D | null;
  };
  const refuse = () =>
    hidden !== undefined
      ? appError("NotFound", hidden)
      : appError(
          "NotAuthorized",
          refused ?? "You do not have permission to do that.",
        );
  const permission: OwnerRule<D> = {
    name,
    owner,
    description,
    admits: rule.admits ?? [],
    refusal: hidden !== undefined ? "hidden" : "refused",
    offers: (viewer, target) =>
      viewer !== null &&
      (ownerOf(target) === viewer.userId ||
        permission.admits.some((access) => admits(access, viewer))),
    allows: (ctx, target) => {
      checking(ctx.permission, permission);
      return permission.offers(ctx.viewer, target);
    },
    require: (ctx, target) => {
      if (target === null) {
        checking(ctx.permission, permission);
        throw refuse();
      }
      if (!permission.allows(ctx, target)) throw refuse();
      return target;
    },
    visible: (ctx, target) => {
      if (target === null) {
        checking(ctx.permission, permission);
        return null;
      }
      return permission.allows(ctx, target) ? target : null;
    },
    get: async (ctx, id) => permission.require(ctx, await load(ctx, id)),
    find: async (ctx, id) => permission.visible(ctx, await load(ctx, id)),
  };
  return permission;
}

// ── The rules ───────────────────────────────────────────────────────────────

/** Authors edit their own threads. */
export const threadAuthor = ownerRule({
  name: "threadAuthor",
  table: "forum_threads",
  owner: "the thread's author",
  ownerOf: (thread) => thread.author_id,
  description: "Only the thread's author changes its words.",
});

/** Authors edit their own replies. */
export const replyAuthor = ownerRule({
  name: "replyAuthor",
  table: "forum_replies",
  owner: "the reply's author",
  ownerOf: (reply) => reply.author_id,
  description: "Only the reply's author changes its words.",
});

/** Authors remove their own thread; staff remove any. */
export const threadAuthorOrStaff = ownerRule({
  name: "threadAuthorOrStaff",
  table: "forum_threads",
  owner: "the thread's author",
  ownerOf: (thread) => thread.author_id,
  admits: ["staff"],
  description: "The thread's author or staff remove a thread.",
});

/** Authors remove their own reply; staff remove any. */
export const replyAuthorOrStaff = ownerRule({
  name: "replyAuthorOrStaff",
  table: "forum_replies",
  owner: "the reply's author",
  ownerOf: (reply) => reply.author_id,
  admits: ["staff"],
  description: "The reply's author or staff remove a reply.",
});

/** Who marks a thread's accepted answer. */
export const answerMarker = ownerRule({
  name: "answerMarker",
  table: "forum_threads",
  owner: "the thread's author",
  ownerOf: (thread) => thread.author_id,
  admits: ["verifiedMentors", "staff"],
  description:
    "The thread's author, a verified mentor or staff mark its accepted answer.",
});

/** Who changes or calls off an event. */
export const eventOrganiserOrStaff = ownerRule({
  name: "eventOrganiserOrStaff",
  table: "community_events",
  owner: "the event's organiser",
  ownerOf: (event) => event.created_by,
  admits: ["staff"],
  description: "The event's organiser or staff change or call off an event.",
});

/** A test attempt is its student's alone. */
export const attemptStudent = ownerRule({
  name: "attemptStudent",
  table: "test_attempts",
  owner: "the attempt's student",
  ownerOf: (attempt) => attempt.user_id,
  hidden: "This attempt does not exist.",
  description:
    "A test attempt is its student's alone: another member's reads as missing, never as theirs.",
});

/** A board paper's attempt is its student's alone. */
export const paperAttemptStudent = ownerRule({
  name: "paperAttemptStudent",
  table: "paper_attempts",
  owner: "the attempt's student",
  ownerOf: (attempt) => attempt.user_id,
  hidden: "This attempt does not exist.",
  description:
    "A board paper's attempt is its student's alone: another member's reads as missing, never as theirs.",
});

/** A warning is acknowledged by the member who was warned. */
export const warningRecipient = ownerRule({
  name: "warningRecipient",
  table: "user_warnings",
  owner: "the warned member",
  ownerOf: (warning) => warning.user_id,
  hidden: "This warning no longer exists.",
  description:
    "Each member acknowledges their own warnings; another's reads as missing.",
});

/** A notice is its recipient's. */
export const noticeRecipient = ownerRule({
  name: "noticeRecipient",
  table: "notifications",
  owner: "the notice's recipient",
  ownerOf: (notice) => notice.user_id,
  hidden: "This notice no longer exists.",
  description:
    "Each member marks their own notices; another's reads as missing.",
});

/** A 1-on-1 request is taken back by the student who sent it. */
export const requestStudent = ownerRule({
  name: "requestStudent",
  table: "session_requests",
  owner: "the student who sent the request",
  ownerOf: (request) => request.student_id,
  refused: "This is another student's request.",
  description: "Only the student who sent a request takes it back.",
});

/**
 * The Clerk sign-up makes the viewer, so its gate is open: it needs a
 * signed-in identity (any member's) instead.
 */
export const signedInIdentity = {
  name: "signedInIdentity",
  admits: ["members"],
  owner: null,
  refusal: "refused",
  description:
    "It makes the viewer, so its gate is open and it needs a signed-in Clerk identity.",
  async require(ctx: {
    auth: { getUserIdentity(): Promise<UserIdentity | null> };
    permission: Grant;
  }): Promise<UserIdentity> {
    checking(ctx.permission, signedInIdentity);
    const identity = await ctx.auth.getUserIdentity();
    if (!identity)
      throw appError("NotAuthenticated", "Please log in to continue.");
    return identity;
  },
} as const satisfies Permission & Record<string, unknown>;

/**
 * Plans and the free trial are a student's own: other members are told why
 * in their own words (not the test-taking refusal of the student builders).
 */
export const planHolder = {
  name: "planHolder",
  admits: ["students"],
  owner: null,
  refusal: "refused",
  description:
    "Plans and the free trial belong to student accounts; other members are told so.",
  require(ctx: Checked): Viewer {
    checking(ctx.permission, planHolder);
    if (!admits("students", ctx.viewer))
      throw appError(
        "NotAuthorized",
        "Plans and the free trial are for student accounts: they unlock lessons and tests for the student who learns with them.",
      );
    return ctx.viewer;
  },
} as const satisfies Permission & Record<string, unknown>;
