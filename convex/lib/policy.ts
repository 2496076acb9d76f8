/**
 * Who may call each public function: the whole public surface of the backend
 * in one table. `tests/convex/policy.test.ts` holds the code to it: it fails
 * when a public query, mutation or action is missing here, and calls every
 * function as every kind of caller, expecting a refusal (`NotAuthenticated` /
 * `NotAuthorized`) from everyone the table leaves out.
 *
 * Callers: a visitor (`anonymous`), a `student`, a self-registered `mentor`
 * whom staff have not verified, a `verifiedMentor`, a `moderator` and an
 * `admin`. `owner` adds the member who made the thing the call acts on (the
 * thread, reply, event or test attempt), whatever their role.
 */
export type Caller =
  "anonymous" | "student" | "mentor" | "verifiedMentor" | "moderator" | "admin";

export type Policy = {
  who: readonly Caller[];
  /** The maker of what the call acts on may call it too. */
  owner?: true;
  /**
   * `hidden`: a member outside `who` is told the thing does not exist (null
   * from a query, NotFound from a mutation) rather than that it is not theirs.
   */
  refusal?: "hidden";
};

const MEMBERS = [
  "student",
  "mentor",
  "verifiedMentor",
  "moderator",
  "admin",
] as const satisfies readonly Caller[];
const ANYONE = ["anonymous", ...MEMBERS] as const satisfies readonly Caller[];
const STAFF = ["moderator", "admin"] as const satisfies readonly Caller[];

const anyone: Policy = { who: ANYONE };
const members: Policy = { who: MEMBERS };
const staff: Policy = { who: STAFF };
const admin: Policy = { who: ["admin"] };
/** Only the maker (a thread's or reply's author). */
const ownerOnly: Policy = { who: [], owner: true };
/** The maker or staff (removing a post, calling off an event). */
const ownerOrStaff: Policy = { who: STAFF, owner: true };
/** Students only: tests are sat by the students of their class. */
const students: Policy = { who: ["student"] };

export const POLICY: Record<string, Policy> = {
  // Accounts
  "auth:signIn": anyone,
  "auth:signOut": anyone,
  "auth:isAuthenticated": anyone,
  "users:viewer": anyone,
  "users:completeClerkSignUp": members,
  "users:grantStaffRole": admin,
  "users:revokeStaffRole": admin,
  "users:setStudentGrade": staff,
  "plans:list": anyone,
  "admin:overview": staff,

  // Learning (browsing is open; progress needs an account)
  "catalogue:subjects": anyone,
  "catalogue:subject": anyone,
  "lessons:get": anyone,
  "lessons:open": members,
  "lessons:savePosition": members,
  "lessons:complete": members,
  "mockTests:list": anyone,
  "mockTests:demo": anyone,
  "mockTests:checkDemoAnswer": anyone,
  "mockTests:start": students,
  "mockTests:history": members,
  // Another member's attempt reads as missing, never as theirs.
  "mockTests:attempt": { ...ownerOnly, refusal: "hidden" },
  "mockTests:result": { ...ownerOnly, refusal: "hidden" },
  "mockTests:answer": { ...ownerOnly, refusal: "hidden" },
  "mockTests:submit": { ...ownerOnly, refusal: "hidden" },
  "progress:dashboard": members,
  "progress:leaderboard": members,
  "progress:setDailyGoal": members,
  "progress:setLeaderboardName": members,

  // Community: browsing is open, taking part needs an account
  "forums:categories": anyone,
  "forums:listThreads": anyone,
  "forums:getThread": anyone,
  "forums:listReplies": anyone,
  "forums:createThread": members,
  "forums:reply": members,
  "forums:toggleUpvote": members,
  "forums:editThread": ownerOnly,
  "forums:editReply": ownerOnly,
  "forums:deleteThread": ownerOrStaff,
  "forums:deleteReply": ownerOrStaff,
  // The thread's author, a verified mentor, or staff.
  "forums:setAcceptedReply": { who: ["verifiedMentor", ...STAFF], owner: true },
  "forums:createCategory": staff,
  "forums:updateCategory": staff,
  "forums:deleteCategory": staff,
  "clubs:list": anyone,
  "clubs:get": anyone,
  "clubs:members": anyone,
  "clubs:create": members,
  "clubs:join": members,
  "clubs:leave": members,
  "clubs:remove": staff,
  "events:listUpcoming": anyone,
  // Anyone signed in may create one; only a verified mentor's or staff's is published unreviewed.
  "events:create": members,
  "events:rsvp": members,
  "events:cancelRsvp": members,
  "events:cancel": ownerOrStaff,
  "reports:create": members,
};

/** Whether `caller` (the maker of the target when `isOwner`) may call `fn`. */
export function mayCall(
  policy: Policy,
  caller: Caller,
  isOwner = false,
): boolean {
  return (isOwner && policy.owner === true) || policy.who.includes(caller);
}
