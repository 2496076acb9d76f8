/**
 * Who may call each public function: the whole public surface of the backend
 * in one table. `tests/convex/policy.test.ts` holds the code to it: it fails
 * when a public query, mutation or action is missing here or is not made with
 * a builder of `functions.ts` whose gate matches the entry, and calls every
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
  /**
   * Why the handler lets fewer callers through than its builder's gate
   * (owners are the other reason, `owner`).
   */
  narrower?: string;
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
/**
 * Mentors whom staff have verified (mentor powers). On their own workspace a
 * session or request of another mentor's is refused in the handler
 * (NotAuthorized).
 */
const verifiedMentors: Policy = { who: ["verifiedMentor"] };
/** Students only: tests are sat by the students of their class. */
const students: Policy = { who: ["student"] };

export const POLICY: Record<string, Policy> = {
  // Accounts
  "auth:signIn": anyone,
  "auth:signOut": anyone,
  "auth:isAuthenticated": anyone,
  "accounts/users:viewer": anyone,
  "accounts/users:completeClerkSignUp": {
    ...members,
    narrower:
      "it makes the viewer, so its gate is open and it needs a signed-in Clerk identity",
  },
  "accounts/users:grantStaffRole": admin,
  "accounts/users:revokeStaffRole": admin,
  "accounts/users:setStudentGrade": staff,
  "pricing/plans:list": anyone,
  "admin/overview:overview": staff,
  // Content Management: one queue of lesson uploads and proposed events.
  "admin/content:list": staff,
  "admin/content:approve": staff,
  "admin/content:deny": staff,
  "admin/content:remove": staff,
  "admin/claims:claim": staff,
  // Report Management: the moderators' queue and their decisions
  "admin/reports:summary": staff,
  "admin/reports:list": staff,
  "admin/reports:decide": staff,
  "admin/claims:release": staff,
  // An admin takes over an item another staff member holds.
  "admin/claims:takeOver": admin,
  "admin/activity:list": admin,
  "admin/activity:total": admin,
  "admin/users:search": admin,
  "admin/users:suspend": admin,
  "admin/users:lift": admin,

  // Learning (browsing is open; progress needs an account)
  "learning/catalogue:subjects": anyone,
  "learning/catalogue:subject": anyone,
  "learning/lessons:get": anyone,
  "learning/lessons:open": members,
  "learning/lessons:savePosition": members,
  "learning/lessons:complete": members,
  "learning/mockTests:list": anyone,
  "learning/mockTests:demo": anyone,
  "learning/mockTests:checkDemoAnswer": anyone,
  "learning/mockTests:start": students,
  "learning/mockTests:history": members,
  // Another member's attempt reads as missing, never as theirs.
  "learning/mockTests:attempt": { ...ownerOnly, refusal: "hidden" },
  "learning/mockTests:result": { ...ownerOnly, refusal: "hidden" },
  "learning/mockTests:answer": { ...ownerOnly, refusal: "hidden" },
  "learning/mockTests:submit": { ...ownerOnly, refusal: "hidden" },
  "learning/progress:dashboard": members,
  "learning/progress:leaderboard": members,
  "learning/progress:setDailyGoal": members,
  "learning/progress:setLeaderboardName": members,
  // Lesson uploads: verified mentors upload and submit; staff decide in admin/content.
  "learning/uploads:generateUploadUrl": verifiedMentors,
  "learning/uploads:submitLesson": verifiedMentors,
  // Storage keeps no uploader: an unclaimed file of the last hour, whose id only its uploader's browser knows.
  "learning/uploads:discardUpload": verifiedMentors,
  "learning/uploads:myUploads": verifiedMentors,

  // Community: browsing is open, taking part needs an account
  "community/forums:categories": anyone,
  "community/forums:listThreads": anyone,
  "community/forums:getThread": anyone,
  "community/forums:listReplies": anyone,
  "community/forums:createThread": members,
  "community/forums:reply": members,
  "community/forums:toggleUpvote": members,
  "community/forums:editThread": ownerOnly,
  "community/forums:editReply": ownerOnly,
  "community/forums:deleteThread": ownerOrStaff,
  "community/forums:deleteReply": ownerOrStaff,
  // The thread's author, a verified mentor, or staff.
  "community/forums:setAcceptedReply": {
    who: ["verifiedMentor", ...STAFF],
    owner: true,
  },
  "community/forums:createCategory": staff,
  "community/forums:updateCategory": staff,
  "community/forums:deleteCategory": staff,
  "community/clubs:list": anyone,
  "community/clubs:get": anyone,
  "community/clubs:mine": members,
  "community/clubs:members": members,
  "community/clubs:create": members,
  "community/clubs:join": members,
  "community/clubs:leave": members,
  "community/clubs:remove": staff,
  "community/events:listUpcoming": anyone,
  // Anyone signed in may create one; only a verified mentor's or staff's is published unreviewed.
  "community/events:create": members,
  "community/events:rsvp": members,
  "community/events:cancelRsvp": members,
  "community/events:cancel": ownerOrStaff,
  "community/events:update": ownerOrStaff,
  "community/reports:create": members,
  // Each member's own warnings; another's reads as missing.
  "community/reports:myWarnings": members,
  "community/reports:acknowledgeWarning": { ...ownerOnly, refusal: "hidden" },

  // Mentorship: browsing is open; places in programs and sessions are for students
  "mentorship/programs:list": anyone,
  "mentorship/programs:get": anyone,
  "mentorship/programs:enrol": students,
  "mentorship/programs:leave": students,
  "mentorship/mentors:list": anyone,
  "mentorship/mentors:get": anyone,
  "mentorship/sessions:listUpcoming": anyone,
  "mentorship/sessions:get": anyone,
  "mentorship/sessions:register": students,
  "mentorship/sessions:cancelRegistration": students,
  // Each member's own places (only students hold any).
  "mentorship/sessions:mine": members,
  "mentorship/sessions:create": verifiedMentors,
  "mentorship/sessions:start": verifiedMentors,
  "mentorship/sessions:complete": verifiedMentors,
  "mentorship/sessions:cancel": verifiedMentors,
  // Registered students of a completed session, once each (the handler checks the place).
  "mentorship/feedback:submit": students,
  "mentorship/feedback:status": anyone,

  // The mentor's workspace: their own dashboards, hours and requests
  "mentorship/workspace:stats": verifiedMentors,
  "mentorship/workspace:today": verifiedMentors,
  "mentorship/workspace:upcoming": verifiedMentors,
  "mentorship/workspace:past": verifiedMentors,
  "mentorship/workspace:onDay": verifiedMentors,
  "mentorship/workspace:bookedDays": verifiedMentors,
  "mentorship/workspace:feedback": verifiedMentors,
  "mentorship/availability:mine": verifiedMentors,
  "mentorship/availability:save": verifiedMentors,
  "mentorship/requests:create": students,
  // Each member's own requests (a mentor's list is empty).
  "mentorship/requests:mine": members,
  "mentorship/requests:pendingForMe": verifiedMentors,
  "mentorship/requests:accept": verifiedMentors,
  "mentorship/requests:decline": verifiedMentors,
  // Only the student who sent it.
  "mentorship/requests:withdraw": ownerOnly,

  // Mentor applications: any member may apply; staff decide
  "mentorship/applications:submit": members,
  "mentorship/applications:mine": members,
  "mentorship/applications:listPending": staff,
  "mentorship/applications:get": staff,
  "mentorship/applications:approve": staff,
  "mentorship/applications:reject": staff,

  // Notifications: each member's own inbox and settings
  "notifications/inbox:unreadCount": members,
  "notifications/inbox:list": members,
  "notifications/inbox:markAllRead": members,
  // Another member's notice reads as missing.
  "notifications/inbox:markRead": { ...ownerOnly, refusal: "hidden" },
  "notifications/preferences:get": members,
  "notifications/preferences:set": members,
  // The signed token in the mail is the permission: no sign-in needed.
  "notifications/preferences:unsubscribe": anyone,
};

/** Whether `caller` (the maker of the target when `isOwner`) may call `fn`. */
export function mayCall(
  policy: Policy,
  caller: Caller,
  isOwner = false,
): boolean {
  return (isOwner && policy.owner === true) || policy.who.includes(caller);
}
