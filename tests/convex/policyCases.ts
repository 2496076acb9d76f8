/**
 * Valid arguments of each public function in the policy tests' world
 * (policyWorld.ts): the policy tests call every function with these, as every
 * kind of caller, and derive bad arguments from them.
 */
import type { Value } from "convex/values";
import { istDayStart } from "../../convex/mentorship/rules";
import {
  APPLICATION,
  DAY,
  PASSWORD,
  firstPage,
  stash,
  type World,
} from "./policyWorld";
import { signUpWithCode } from "./signUpCode";

/**
 * Valid arguments of each public function in a world. `notRefused`: the
 * function answers a permitted caller with a ConvexError of its own here
 * (its behaviour tests cover success); the check is then that the answer is
 * not a refusal.
 */
export const CASES: Record<
  string,
  {
    args: (w: World) => Record<string, Value>;
    notRefused?: true;
    /** Runs first, in the world the calls are made in. */
    prepare?: (w: World) => Promise<void>;
    /** String fields whose length is the library's business, not ours (with why). */
    anyLength?: { fields: string[]; why: string };
  }
> = {
  "auth:signIn": {
    prepare: async (w) => {
      await signUpWithCode(w.t as never, {
        flow: "signUp",
        role: "student",
        fullName: "Sahil Gupta",
        email: "sahil@example.in",
        grade: 9,
        password: PASSWORD,
      });
    },
    args: () => ({
      provider: "password",
      params: { flow: "signIn", email: "sahil@example.in", password: PASSWORD },
    }),
    anyLength: {
      fields: ["provider", "verifier", "refreshToken", "calledBy"],
      why:
        "Convex Auth's own protocol fields: a sign-in with the right password ignores the " +
        "ones it does not use, and names an unknown provider in its own error; our " +
        "`params` are checked by the shared zod rules",
    },
  },
  "auth:signOut": { args: () => ({}) },
  "auth:isAuthenticated": { args: () => ({}) },
  "accounts/users:viewer": { args: () => ({}) },
  // Convex Auth accounts already have a profile: the call is for Clerk's.
  "accounts/users:completeClerkSignUp": {
    args: () => ({ role: "student", fullName: "Ravi Das", grade: 9 }),
    notRefused: true,
  },
  "accounts/users:grantStaffRole": {
    args: (w) => ({ userId: w.people.student.userId, role: "moderator" }),
  },
  "accounts/users:revokeStaffRole": {
    args: (w) => ({ userId: w.people.moderator.userId }),
  },
  "accounts/users:setStudentGrade": {
    args: (w) => ({ userId: w.people.student.userId, grade: 10 }),
  },
  "pricing/plans:list": { args: () => ({}) },
  "admin/overview:overview": { args: () => ({}) },
  "admin/content:list": {
    args: () => ({ status: "pending", paginationOpts: firstPage }),
  },
  "admin/content:approve": {
    args: (w) => ({ contentId: w.lessonContentId, expectedStatus: "pending" }),
  },
  "admin/content:deny": {
    args: (w) => ({
      contentId: w.lessonContentId,
      expectedStatus: "pending",
      reason: "The audio is too quiet to follow.",
    }),
  },
  "admin/content:remove": {
    args: (w) => ({ contentId: w.lessonContentId, expectedStatus: "pending" }),
  },
  "admin/claims:claim": { args: () => ({ key: "report:k57abc" }) },
  "admin/claims:release": { args: () => ({ key: "report:k57abc" }) },
  "admin/claims:takeOver": { args: () => ({ key: "report:k57abc" }) },
  "admin/reports:summary": { args: () => ({}) },
  "admin/reports:list": {
    args: () => ({
      status: "pending",
      paginationOpts: firstPage,
      now: Date.now(),
    }),
  },
  "admin/reports:decide": {
    // A student reports the owner's thread: one pending item of the queue.
    prepare: async (w) => {
      await w.as("student").mutation("community/reports:create", {
        targetType: "thread",
        targetId: w.threadId,
        reason: "spam",
      });
      const groupId = await w.t.run(
        async (ctx) => (await ctx.db.query("report_groups").first())!._id,
      );
      stash.set(w, { ...stash.get(w), groupId });
    },
    args: (w) => ({ groupId: stash.get(w)!.groupId!, action: "dismiss" }),
  },
  "admin/activity:list": {
    args: (w) => ({
      paginationOpts: { numItems: 100, cursor: null },
      userId: w.people.student.userId,
      kind: "post",
    }),
  },
  "admin/activity:total": { args: () => ({ kind: "post" }) },
  "admin/users:search": { args: () => ({ text: "example.in" }) },
  "admin/users:suspend": {
    args: (w) => ({
      userId: w.people.student.userId,
      reason: "Repeated rude replies in the forum.",
    }),
  },
  "admin/users:lift": {
    prepare: async (w) => {
      await w.t.run(async (ctx) => {
        const profile = await ctx.db
          .query("profiles")
          .withIndex("by_user_id", (q) =>
            q.eq("user_id", w.people.student.userId),
          )
          .unique();
        await ctx.db.patch("profiles", profile!._id, {
          suspension: {
            reason: "Repeated rude replies in the forum.",
            at: Date.now(),
            by: w.people.admin.userId,
          },
        });
      });
    },
    args: (w) => ({ userId: w.people.student.userId }),
  },

  "learning/catalogue:subjects": { args: () => ({ grade: 9 }) },
  "learning/catalogue:subject": {
    args: () => ({ grade: 9, slug: "mathematics" }),
  },
  "learning/lessons:get": { args: (w) => ({ lessonId: w.lessonId }) },
  "learning/lessons:open": { args: (w) => ({ lessonId: w.lessonId }) },
  "learning/lessons:savePosition": {
    args: (w) => ({
      lessonId: w.lessonId,
      positionSeconds: 5,
      watchedSeconds: 0,
    }),
  },
  // Completing needs the lesson open long enough (learning-lesson-progress.test.ts).
  "learning/lessons:complete": {
    args: (w) => ({ lessonId: w.lessonId }),
    notRefused: true,
  },
  "learning/mockTests:list": {
    args: () => ({ grade: 9, kind: "chapter", paginationOpts: firstPage }),
  },
  "learning/mockTests:demo": { args: () => ({ grade: 9 }) },
  "learning/mockTests:checkDemoAnswer": {
    args: (w) => ({ testId: w.demoTestId!, position: 0, selectedIndex: 0 }),
  },
  "learning/mockTests:start": { args: (w) => ({ testId: w.testId }) },
  "learning/mockTests:history": { args: (w) => ({ testId: w.testId }) },
  "learning/mockTests:attempt": {
    args: (w) => ({ attemptId: w.openAttemptId }),
  },
  "learning/mockTests:result": {
    args: (w) => ({ attemptId: w.submittedAttemptId }),
  },
  "learning/mockTests:answer": {
    args: (w) => ({
      attemptId: w.openAttemptId,
      position: 0,
      selectedIndex: 1,
      markedForReview: false,
      timeSpentMs: 4_000,
    }),
  },
  "learning/mockTests:submit": {
    args: (w) => ({ attemptId: w.openAttemptId }),
  },
  "learning/progress:dashboard": { args: () => ({ now: Date.now() }) },
  "learning/progress:leaderboard": { args: () => ({ now: Date.now() }) },
  "learning/progress:setDailyGoal": { args: () => ({ xp: 100 }) },
  "learning/progress:setLeaderboardName": {
    args: () => ({ visibility: "nickname", nickname: "StarGazer" }),
  },
  "learning/uploads:generateUploadUrl": { args: () => ({}) },
  "learning/uploads:submitLesson": {
    args: (w) => w.lessonUpload(w.uploadedFileId),
  },
  "learning/uploads:discardUpload": {
    args: (w) => ({
      storageId: w.uploadedFileId,
      sha256: w.lessonUpload(w.uploadedFileId).sha256,
    }),
  },
  "learning/uploads:myUploads": { args: () => ({}) },

  "community/forums:categories": { args: () => ({}) },
  "community/forums:listThreads": {
    args: () => ({ paginationOpts: firstPage }),
  },
  "community/forums:getThread": { args: (w) => ({ threadId: w.threadId }) },
  "community/forums:listReplies": {
    args: (w) => ({ threadId: w.threadId, paginationOpts: firstPage }),
  },
  "community/forums:createThread": {
    args: (w) => ({
      title: "What is a rational number?",
      content: "Is 0.333… rational?",
      categoryId: w.categoryId,
    }),
  },
  "community/forums:reply": {
    args: (w) => ({ threadId: w.threadId, content: "Try x = 2 and x = 3." }),
  },
  "community/forums:toggleUpvote": {
    args: (w) => ({ target: { kind: "thread", id: w.threadId } }),
  },
  "community/forums:editThread": {
    args: (w) => ({
      threadId: w.threadId,
      title: "Factorising x² − 5x + 6",
      content: "Signs of the middle term.",
    }),
  },
  "community/forums:editReply": {
    args: (w) => ({ replyId: w.replyId, content: "Split −5x, then group." }),
  },
  "community/forums:deleteThread": { args: (w) => ({ threadId: w.threadId }) },
  "community/forums:deleteReply": { args: (w) => ({ replyId: w.replyId }) },
  "community/forums:setAcceptedReply": {
    args: (w) => ({ threadId: w.threadId, replyId: w.replyId }),
  },
  "community/forums:createCategory": {
    args: () => ({ name: "Chemistry", description: "Reactions and bonds." }),
  },
  "community/forums:updateCategory": {
    args: (w) => ({
      categoryId: w.categoryId,
      name: "Maths",
      description: "Doubts and tricks.",
    }),
  },
  "community/forums:deleteCategory": {
    args: (w) => ({ categoryId: w.emptyCategoryId }),
  },
  "community/clubs:list": { args: () => ({ paginationOpts: firstPage }) },
  "community/clubs:get": { args: (w) => ({ clubId: w.clubId }) },
  "community/clubs:mine": { args: () => ({}) },
  "community/clubs:members": {
    args: (w) => ({ clubId: w.clubId, paginationOpts: firstPage }),
  },
  "community/clubs:create": {
    args: () => ({
      name: "Chess Circle",
      category: "Academic",
      description: "Openings, puzzles and a weekly game.",
    }),
  },
  "community/clubs:join": { args: (w) => ({ clubId: w.clubId }) },
  "community/clubs:leave": { args: (w) => ({ clubId: w.clubId }) },
  "community/clubs:remove": { args: (w) => ({ clubId: w.clubId }) },
  "community/events:listUpcoming": {
    args: () => ({ paginationOpts: firstPage, now: Date.now() }),
  },
  "community/events:create": {
    args: () => ({
      title: "Quiz night",
      description: "Twenty questions on NCERT science.",
      eventType: "quiz",
      scheduledAt: Date.now() + 3 * DAY,
      durationMinutes: 45,
    }),
  },
  "community/events:rsvp": { args: (w) => ({ eventId: w.publishedEventId }) },
  "community/events:cancelRsvp": {
    args: (w) => ({ eventId: w.publishedEventId }),
  },
  "community/events:cancel": { args: (w) => ({ eventId: w.proposalId }) },
  "community/events:update": {
    args: (w) => ({
      eventId: w.proposalId,
      title: "Algebra workshop, part two",
      description: "Quadratic equations, step by step, with practice.",
      eventType: "workshop",
      scheduledAt: Date.now() + 4 * DAY,
      durationMinutes: 90,
      maxAttendees: 40,
    }),
  },
  "community/reports:myWarnings": { args: () => ({}) },
  "community/reports:acknowledgeWarning": {
    // The owner holds a warning from the moderator.
    prepare: async (w) => {
      const warningId = await w.t.run(async (ctx) => {
        const reportId = await ctx.db.insert("user_reports", {
          reporter_id: w.people.student.userId,
          reporter_name: "Aarav S.",
          reason: "bullying",
          target_type: "thread",
          target_id: w.threadId,
          target_author_id: w.people.owner.userId,
          created_at: Date.now(),
          status: "resolved",
          resolution: "warned",
        });
        return ctx.db.insert("user_warnings", {
          user_id: w.people.owner.userId,
          report_id: reportId,
          issued_by: w.people.moderator.userId,
          reason: "Please be kind to classmates.",
          created_at: Date.now(),
        });
      });
      stash.set(w, { ...stash.get(w), warningId });
    },
    args: (w) => ({ warningId: stash.get(w)!.warningId! }),
  },
  "community/reports:create": {
    args: (w) => ({
      targetType: "thread",
      targetId: w.threadId,
      reason: "spam",
      details: "Looks like an advert.",
    }),
  },
  "mentorship/programs:list": {
    args: () => ({ category: "academic", paginationOpts: firstPage }),
  },
  "mentorship/programs:get": {
    args: (w) => ({ programId: w.programId, now: Date.now() }),
  },
  "mentorship/programs:enrol": { args: (w) => ({ programId: w.programId }) },
  "mentorship/programs:leave": { args: (w) => ({ programId: w.programId }) },
  "mentorship/mentors:list": { args: () => ({ paginationOpts: firstPage }) },
  "mentorship/mentors:get": {
    args: (w) => ({ mentorId: w.mentorId, now: Date.now() }),
  },
  "mentorship/sessions:listUpcoming": {
    args: () => ({ paginationOpts: firstPage, now: Date.now() }),
  },
  "mentorship/sessions:get": {
    args: (w) => ({ sessionId: w.sessionId, now: Date.now() }),
  },
  "mentorship/sessions:register": {
    args: (w) => ({ sessionId: w.sessionId }),
  },
  "mentorship/sessions:cancelRegistration": {
    args: (w) => ({ sessionId: w.sessionId }),
  },
  "mentorship/sessions:mine": { args: () => ({ now: Date.now() }) },
  "mentorship/sessions:create": {
    args: (w) => ({
      title: "Trigonometry doubt clinic",
      description: "Bring your doubts on trigonometric identities.",
      sessionType: "group",
      purpose: "doubt",
      scheduledAt: Date.now() + 5 * DAY,
      durationMinutes: 60,
      maxParticipants: 10,
      meetingUrl: "https://meet.jit.si/VidyaQuestTrigClinic",
      grade: 9,
      subject: "Mathematics",
      programId: w.programId,
    }),
  },
  "mentorship/sessions:start": {
    args: (w) => ({ sessionId: w.todaySessionId }),
  },
  "mentorship/sessions:complete": {
    args: (w) => ({ sessionId: w.todaySessionId }),
  },
  "mentorship/sessions:cancel": {
    args: (w) => ({ sessionId: w.sessionId, reason: "I am unwell, sorry." }),
  },
  "mentorship/feedback:submit": {
    args: (w) => ({
      sessionId: w.completedSessionId,
      rating: 5,
      text: "Very clear, thank you.",
      anonymous: false,
    }),
  },
  "mentorship/feedback:status": {
    args: (w) => ({ sessionId: w.completedSessionId }),
  },
  "mentorship/workspace:stats": { args: () => ({ now: Date.now() }) },
  "mentorship/workspace:today": { args: () => ({ now: Date.now() }) },
  "mentorship/workspace:upcoming": {
    args: () => ({ now: Date.now(), paginationOpts: firstPage }),
  },
  "mentorship/workspace:past": { args: () => ({ paginationOpts: firstPage }) },
  "mentorship/workspace:onDay": {
    args: () => ({
      dayStart: istDayStart(Date.now()),
      dayEnd: istDayStart(Date.now()) + DAY,
    }),
  },
  "mentorship/workspace:bookedDays": {
    args: () => ({
      from: istDayStart(Date.now()),
      to: istDayStart(Date.now()) + 30 * DAY,
    }),
  },
  "mentorship/workspace:feedback": { args: () => ({}) },
  "mentorship/availability:mine": { args: () => ({}) },
  "mentorship/availability:save": {
    args: () => ({
      days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        enabled: weekday !== 0,
        startMinute: 9 * 60,
        endMinute: 17 * 60,
      })),
    }),
  },
  "mentorship/requests:create": {
    args: (w) => ({
      mentorId: w.mentorId,
      purpose: "doubt",
      scheduledAt: istDayStart(Date.now() + 4 * DAY) + 11 * 3_600_000,
      durationMinutes: 30,
      message: "I am stuck on linear equations in two variables.",
    }),
  },
  "mentorship/requests:mine": { args: () => ({ paginationOpts: firstPage }) },
  "mentorship/requests:pendingForMe": {
    args: () => ({ now: Date.now(), paginationOpts: firstPage }),
  },
  "mentorship/requests:accept": { args: (w) => ({ requestId: w.requestId }) },
  "mentorship/requests:decline": {
    args: (w) => ({
      requestId: w.requestId,
      reason: "I am travelling that week.",
    }),
  },
  "mentorship/requests:withdraw": {
    args: (w) => ({ requestId: w.requestId }),
  },
  // A verified mentor is told they are one already (mentorship-applications.test.ts).
  "mentorship/applications:submit": {
    args: () => ({ ...APPLICATION, fullName: "Aarav Sharma" }),
    notRefused: true,
  },
  "mentorship/applications:mine": { args: () => ({}) },
  "mentorship/applications:listPending": {
    args: () => ({ paginationOpts: firstPage }),
  },
  "mentorship/applications:get": {
    args: (w) => ({ applicationId: w.applicationId }),
  },
  "mentorship/applications:approve": {
    args: (w) => ({ applicationId: w.applicationId }),
  },
  "mentorship/applications:reject": {
    args: (w) => ({
      applicationId: w.applicationId,
      reason: "Please tell us more about your teaching experience.",
    }),
  },
  "notifications/inbox:unreadCount": { args: () => ({}) },
  "notifications/inbox:list": { args: () => ({ paginationOpts: firstPage }) },
  "notifications/inbox:markRead": { args: (w) => ({ noticeId: w.noticeId }) },
  "notifications/inbox:markAllRead": { args: () => ({}) },
  "notifications/preferences:get": { args: () => ({}) },
  "notifications/preferences:set": {
    args: () => ({ kind: "forum_reply", channel: "mail", enabled: true }),
  },
  "notifications/preferences:unsubscribe": {
    args: (w) => ({ token: w.unsubscribeToken }),
    anyLength: {
      fields: ["token"],
      why: "a token of any length that is not one we signed is refused as invalid",
    },
  },
};
