/// <reference types="vite/client" />
/**
 * The policy table (convex/lib/policy.ts) against the code:
 *
 * 1. every public query, mutation and action the backend registers has an
 *    entry (a new public function cannot land without one), and the table
 *    names nothing that does not exist;
 * 2. every function is called as every kind of caller, and the callers the
 *    table leaves out are refused (`NotAuthenticated` for a visitor,
 *    `NotAuthorized` for a member) while those it names get through;
 * 3. every function is sent bad arguments (wrong types, missing and unknown
 *    fields, huge strings, NaN, ±Infinity and out-of-range numbers, ids of
 *    other tables): each is refused with a ConvexError or a validator error
 *    and nothing is written; a query may instead answer calmly (nothing
 *    found) to a string it cannot use, but never to a bad number, and never
 *    fails with anything else.
 *
 * Runs on convex-test only (several hundred fresh databases).
 */
import type { GenericMutationCtx } from "convex/server";
import { ConvexError, type Value } from "convex/values";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DataModel, Id } from "../../convex/_generated/dataModel";
import { createUserWithProfile } from "../../convex/accounts/model/profiles";
import { verifyMentor } from "../../convex/mentorship/model/mentors";
import { admits, type Access } from "../../convex/functions";
import type { Viewer } from "../../convex/lib/viewer";
import { mayCall, POLICY, type Caller } from "../../convex/lib/policy";
import schema from "../../convex/schema";
import { notify } from "../../convex/lib/notify";
import { signUnsubscribe } from "../../convex/notifications/model/unsubscribeToken";
import { seedCatalogueClass } from "../../convex/seedData/loadCatalogue";
import { istDayStart } from "../../convex/mentorship/rules";
import { stubAuthKeys } from "./authKeys";
import { CATALOGUE } from "./learningFixtures";
import { modules, newBackend } from "./setup";
import { signUpWithCode } from "./signUpCode";

beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

// ── The registered public functions ─────────────────────────────────────────

type Registered = {
  /** Who the builder of convex/functions.ts lets through. */
  access?: Access;
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isPublic?: boolean;
  exportArgs(): string;
};
type Kind = "query" | "mutation" | "action";
/** An argument validator as Convex exports it (`exportArgs()`). */
type ValidatorJson =
  | {
      type: "object";
      value: Record<string, { fieldType: ValidatorJson; optional: boolean }>;
    }
  | { type: "union"; value: ValidatorJson[] }
  | { type: "array"; value: ValidatorJson }
  | { type: "id"; tableName: string }
  | { type: "literal"; value: Value }
  | {
      type: "record";
      keys: ValidatorJson;
      values: { fieldType: ValidatorJson };
    }
  | {
      type:
        "string" | "number" | "boolean" | "null" | "any" | "bigint" | "bytes";
    };

/** Every public function of convex/, as Convex would register it: "module:name" → kind and argument validator. */
async function publicFunctions() {
  const found = new Map<
    string,
    { kind: Kind; args: ValidatorJson; access: Access | undefined }
  >();
  for (const [file, load] of Object.entries(modules)) {
    const module = file
      .replace(/^\.\.\/\.\.\/convex\//, "")
      .replace(/\.[cm]?[jt]s$/, "");
    if (module.startsWith("_generated/")) continue;
    const exports = (await load()) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      const fn = value as Registered | null;
      if (typeof fn !== "function" && typeof fn !== "object") continue;
      if (!fn?.isPublic) continue;
      const kind: Kind | null = fn.isQuery
        ? "query"
        : fn.isMutation
          ? "mutation"
          : fn.isAction
            ? "action"
            : null;
      if (kind)
        found.set(`${module}:${name}`, {
          kind,
          args: JSON.parse(fn.exportArgs()) as ValidatorJson,
          access: fn.access,
        });
    }
  }
  return found;
}

const LIBRARY_FUNCTIONS = [
  "auth:signIn",
  "auth:signOut",
  "auth:isAuthenticated",
];

/** Whether a builder's gate lets a caller of this kind through. */
function gateAdmits(access: Access, caller: Caller): boolean {
  if (caller === "anonymous") return access === "anyone";
  const viewer = {
    profile: { role: caller === "student" ? "student" : "mentor" },
    verifiedMentor: caller === "verifiedMentor",
    staffRole: caller === "moderator" || caller === "admin" ? caller : null,
  } as unknown as Viewer;
  return admits(access, viewer);
}

// ── A small world in which every function has something to act on ─────────

type T = ReturnType<typeof newBackend>;
type Ctx = GenericMutationCtx<DataModel>;
const DAY = 86_400_000;
const PASSWORD = "policy-check-2026";
const firstPage = { numItems: 10, cursor: null };

const CALLERS: readonly Caller[] = [
  "anonymous",
  "student",
  "mentor",
  "verifiedMentor",
  "moderator",
  "admin",
];

async function person(
  ctx: Ctx,
  fullName: string,
  role: "student" | "mentor",
  extra: { staff?: "moderator" | "admin"; verified?: boolean } = {},
) {
  const userId = await createUserWithProfile(ctx, {
    email: `${fullName.split(" ")[0].toLowerCase()}@example.in`,
    fullName,
    role,
    grade: role === "student" ? 9 : undefined,
    subject: role === "mentor" ? "Mathematics" : undefined,
  });
  if (extra.staff)
    await ctx.db.insert("user_roles", { user_id: userId, role: extra.staff });
  if (extra.verified)
    await verifyMentor(ctx, userId, {
      qualification: "M.Sc.",
      bio: "Teaches in Pune.",
      experienceYears: 5,
      expertise: ["Algebra"],
      isVolunteer: true,
    });
  const sessionId = await ctx.db.insert("authSessions", {
    userId,
    expirationTime: Date.now() + 30 * DAY,
  });
  return { userId, subject: `${userId}|${sessionId}` };
}

/** A mentor application's fields, as the form sends them. */
const APPLICATION = {
  fullName: "Neha Kulkarni",
  email: "neha@example.in",
  phone: "98765 43210",
  experienceYears: 2,
  qualification: "B.Sc. Mathematics",
  expertise: ["Algebra", "Geometry"],
  motivation: "I love helping younger students with mathematics.",
  isVolunteer: true,
};

async function makeWorld() {
  const t = newBackend();
  const people = await t.run(async (ctx) => {
    await seedCatalogueClass(ctx, 9, CATALOGUE);
    return {
      student: await person(ctx, "Aarav Sharma", "student"),
      owner: await person(ctx, "Neha Kulkarni", "student"),
      mentor: await person(ctx, "Rahul Verma", "mentor"),
      verifiedMentor: await person(ctx, "Meera Iyer", "mentor", {
        verified: true,
      }),
      moderator: await person(ctx, "Kabir Khan", "mentor", {
        staff: "moderator",
      }),
      admin: await person(ctx, "Priya Nair", "mentor", { staff: "admin" }),
    };
  });
  const as = (who: keyof typeof people) =>
    client(t.withIdentity({ subject: people[who].subject }));
  const owner = as("owner");

  const data = await t.run(async (ctx) => {
    const categoryId = await ctx.db.insert("forum_categories", {
      name: "Mathematics",
      description: "Doubts and tricks.",
    });
    const emptyCategoryId = await ctx.db.insert("forum_categories", {
      name: "Physics",
      description: "Motion and forces.",
    });
    const subject = (await ctx.db
      .query("subjects")
      .withIndex("by_grade_and_slug", (q) =>
        q.eq("grade", 9).eq("slug", "mathematics"),
      )
      .unique())!;
    const lesson = (await ctx.db
      .query("lessons")
      .withIndex("by_subject_id_and_hidden_at", (q) =>
        q.eq("subject_id", subject._id),
      )
      .first())!;
    const test = (await ctx.db
      .query("tests")
      .withIndex("by_grade_and_kind_and_order", (q) =>
        q.eq("grade", 9).eq("kind", "chapter"),
      )
      .first())!;
    const demoTest = await ctx.db
      .query("tests")
      .withIndex("by_grade_and_kind_and_order", (q) =>
        q.eq("grade", 9).eq("kind", "demo"),
      )
      .first();
    return {
      categoryId,
      emptyCategoryId,
      chapterId: lesson.chapter_id,
      lessonId: lesson._id,
      testId: test._id,
      demoTestId: demoTest?._id ?? null,
    };
  });

  // What the owner made, through the real functions.
  const threadId = (await owner.mutation("community/forums:createThread", {
    title: "How do I factorise x² − 5x + 6?",
    content: "I keep getting the signs wrong.",
    categoryId: data.categoryId,
  })) as Id<"forum_threads">;
  const replyId = (await owner.mutation("community/forums:reply", {
    threadId,
    content: "Split −5x into −2x and −3x.",
  })) as Id<"forum_replies">;
  const clubId = (await owner.mutation("community/clubs:create", {
    name: "Young Astronomers",
    category: "Science & Technology",
    description: "We look at the night sky together every Friday.",
  })) as Id<"student_clubs">;
  const event = async (who: Client) =>
    (
      (await who.mutation("community/events:create", {
        title: "Algebra workshop",
        description: "Linear equations, step by step, with practice.",
        eventType: "workshop",
        scheduledAt: Date.now() + 2 * DAY,
        durationMinutes: 60,
        maxAttendees: 30,
      })) as { eventId: Id<"community_events"> }
    ).eventId;
  const proposalId = await event(owner);
  const publishedEventId = await event(as("verifiedMentor"));
  const submittedAttemptId = (await owner.mutation("learning/mockTests:start", {
    testId: data.testId,
  })) as Id<"test_attempts">;
  await owner.mutation("learning/mockTests:submit", {
    attemptId: submittedAttemptId,
  });
  const openAttemptId = (await owner.mutation("learning/mockTests:start", {
    testId: data.testId,
  })) as Id<"test_attempts">;
  const applicationId = (await owner.mutation(
    "mentorship/applications:submit",
    APPLICATION,
  )) as Id<"mentor_applications">;

  const noticeId = await t.run((ctx) =>
    notify(ctx, people.owner.userId, "badge_earned", {
      badgeName: "First Steps",
      howToEarn: "Complete your first lesson.",
    }),
  );
  const unsubscribeToken = await signUnsubscribe(
    people.owner.userId,
    "event_reminder",
  );

  const mentorship = await t.run(async (ctx) => {
    const mentor = (await ctx.db
      .query("mentors")
      .withIndex("by_user_id", (q) =>
        q.eq("user_id", people.verifiedMentor.userId),
      )
      .unique())!;
    const programId = await ctx.db.insert("mentorship_programs", {
      title: "Board Exam Prep: Class 10 Mathematics",
      description: "Eight weeks of chapter-wise practice.",
      type: "group",
      category: "academic",
      duration_weeks: 8,
      max_participants: 30,
      enrolled_count: 0,
      created_at: Date.now() - DAY,
      mentor_id: mentor._id,
    });
    const sessionId = await ctx.db.insert("mentorship_sessions", {
      mentor_id: mentor._id,
      program_id: programId,
      title: "Quadratic equations doubt clinic",
      description: "Bring your doubts on factorisation.",
      session_type: "group",
      purpose: "doubt",
      scheduled_at: Date.now() + 2 * DAY,
      duration_minutes: 60,
      max_participants: 10,
      participant_count: 0,
      status: "scheduled",
      grade: 9,
      subject: "Mathematics",
    });
    // A mentor who is free at any hour, so requests fit.
    for (let weekday = 0; weekday < 7; weekday++)
      await ctx.db.insert("mentor_availability", {
        mentor_id: mentor._id,
        weekday,
        start_minute: 0,
        end_minute: 1440,
        timezone: "Asia/Kolkata",
      });
    const session = {
      mentor_id: mentor._id,
      title: "Linear equations doubt clinic",
      description: "Bring your doubts on linear equations.",
      session_type: "group" as const,
      purpose: "doubt" as const,
      duration_minutes: 30,
      max_participants: 10,
      participant_count: 0,
    };
    // Later today (IST), or just begun if the day is ending: Start and Mark Complete apply.
    const soon = Date.now() + 60_000;
    const todaySessionId = await ctx.db.insert("mentorship_sessions", {
      ...session,
      scheduled_at:
        istDayStart(soon) === istDayStart(Date.now())
          ? soon
          : Date.now() - 60_000,
      status: "scheduled",
    });
    const completedSessionId = await ctx.db.insert("mentorship_sessions", {
      ...session,
      scheduled_at: Date.now() - DAY,
      participant_count: 1,
      status: "completed",
    });
    await ctx.db.insert("session_participants", {
      session_id: completedSessionId,
      student_id: people.student.userId,
      status: "registered",
    });
    return {
      mentorId: mentor._id,
      programId,
      sessionId,
      todaySessionId,
      completedSessionId,
    };
  });
  const requestId = (await owner.mutation("mentorship/requests:create", {
    mentorId: mentorship.mentorId,
    purpose: "mentorship",
    scheduledAt: istDayStart(Date.now() + 3 * DAY) + 10 * 3_600_000,
    durationMinutes: 30,
    message: "Help with my study plan for the boards.",
  })) as Id<"session_requests">;

  // Lesson uploads: a file just uploaded, and one submitted for review (an
  // MP4's first box, then filler), with the hash that proves its uploader has it.
  const videoBytes = new Uint8Array(1024);
  videoBytes.set(new TextEncoder().encode("\0\0\0\x18ftypisom"));
  const videoSha256 = Buffer.from(
    await crypto.subtle.digest("SHA-256", videoBytes),
  ).toString("base64");
  const video = () =>
    t.run(async (ctx) => {
      const id = await ctx.storage.store(
        new Blob([videoBytes], { type: "video/mp4" }),
      );
      // convex-test keeps no content type; Convex stores the upload's.
      await ctx.db.patch(
        "_storage" as never,
        id as never,
        {
          contentType: "video/mp4",
        } as never,
      );
      return id;
    });
  const lessonUpload = (storageId: Id<"_storage">) => ({
    storageId,
    sha256: videoSha256,
    fileName: "number-line.mp4",
    title: "Real numbers on the number line",
    description: "How to place √2 on the number line, step by step.",
    chapterId: data.chapterId,
    durationSeconds: 95,
  });
  const uploadedFileId = await video();
  const { contentId: lessonContentId } = (await as("verifiedMentor").mutation(
    "learning/uploads:submitLesson",
    lessonUpload(await video()),
  )) as { contentId: Id<"dashboard_content"> };
  // The check of its first bytes, after which staff may approve it.
  await t.finishAllScheduledFunctions(() => {
    if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
  });

  return {
    t,
    people,
    as,
    ...data,
    ...mentorship,
    requestId,
    uploadedFileId,
    lessonUpload,
    lessonContentId,
    noticeId: noticeId!,
    unsubscribeToken,
    threadId,
    replyId,
    clubId,
    proposalId,
    publishedEventId,
    submittedAttemptId,
    openAttemptId,
    applicationId,
  };
}
type World = Awaited<ReturnType<typeof makeWorld>>;
/** Ids a case's `prepare` made in a world, for its `args`. */
const stash = new WeakMap<
  World,
  { groupId?: Id<"report_groups">; warningId?: Id<"user_warnings"> }
>();

/** Loose handles on a convex-test client: functions are named by the table's "module:name" keys. */
type Client = {
  query(name: string, args: unknown): Promise<unknown>;
  mutation(name: string, args: unknown): Promise<unknown>;
  action(name: string, args: unknown): Promise<unknown>;
};
const client = (t: unknown) => t as Client;

/**
 * Valid arguments of each public function in a world. `notRefused`: the
 * function answers a permitted caller with a ConvexError of its own here
 * (its behaviour tests cover success); the check is then that the answer is
 * not a refusal.
 */
const CASES: Record<
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
  // Completing needs the lesson open long enough (learning.test.ts).
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

// ── Calling ─────────────────────────────────────────────────────────────────

type Outcome =
  | { ok: true; value: unknown }
  | { ok: false; code: string | null; message: string };

async function call(
  w: World,
  name: string,
  kind: Kind,
  caller: Caller | "owner",
  args: Record<string, Value>,
): Promise<Outcome> {
  const who = caller === "anonymous" ? client(w.t) : w.as(caller);
  try {
    const value = await who[kind](name, args);
    return { ok: true, value };
  } catch (e) {
    const code =
      e instanceof ConvexError
        ? (((e.data as { code?: string } | null)?.code as string) ?? null)
        : null;
    return {
      ok: false,
      code,
      message: e instanceof Error ? e.message : String(e),
    };
  }
}

/** A refusal; with `hidden`, also an answer that the thing does not exist (null, or NotFound). */
const isRefusal = (o: Outcome, hidden: boolean) =>
  o.ok
    ? hidden && o.value === null
    : o.code === "NotAuthenticated" ||
      o.code === "NotAuthorized" ||
      (hidden && o.code === "NotFound");

/** Every document of every table of ours, to tell whether a call wrote anything. */
function snapshot(t: T) {
  return t.run(async (ctx) => {
    const tables: Record<string, unknown[]> = {};
    for (const table of Object.keys(schema.tables))
      tables[table] = await ctx.db.query(table as never).collect();
    return JSON.stringify(tables);
  });
}

const tally = {
  functions: 0,
  calls: 0,
  refusedAsExpected: 0,
  allowedAsExpected: 0,
  badInputs: 0,
  clearErrors: 0,
  queriesAnsweredCalmly: 0,
  suspendedStaffCalls: 0,
};

describe("the policy table", () => {
  it("has an entry for every public function, and none for a function that does not exist", async () => {
    const registered = [...(await publicFunctions()).keys()].sort();
    const missing = registered.filter((name) => !(name in POLICY));
    const stale = Object.keys(POLICY).filter((n) => !registered.includes(n));
    expect(missing, "public functions without a policy entry").toEqual([]);
    expect(stale, "policy entries naming no public function").toEqual([]);
    expect(Object.keys(CASES).sort(), "a test case per function").toEqual(
      registered,
    );
  });

  it("matches the builder each function is made with", async () => {
    const wrong: string[] = [];
    for (const [name, { access }] of await publicFunctions()) {
      const policy = POLICY[name];
      if (!policy) continue;
      if (access === undefined) {
        // Convex Auth's own functions are the library's, open to everyone.
        if (!LIBRARY_FUNCTIONS.includes(name))
          wrong.push(`${name}: not made with a builder of convex/functions.ts`);
        continue;
      }
      const gate = CALLERS.filter((c) => gateAdmits(access, c));
      const outside = policy.who.filter((c) => !gate.includes(c));
      if (outside.length > 0)
        wrong.push(`${name}: the ${access} gate refuses ${outside.join(", ")}`);
      const narrowed = gate.filter((c) => !policy.who.includes(c));
      if (narrowed.length > 0 && !policy.owner && !policy.narrower)
        wrong.push(
          `${name}: the ${access} gate also admits ${narrowed.join(", ")}; ` +
            "use a narrower builder, or say in the table why the handler narrows it",
        );
    }
    expect(wrong).toEqual([]);
  });

  it("is what the code enforces: each caller outside it is refused, each inside it gets through", async () => {
    const functions = await publicFunctions();
    const wrong: string[] = [];
    for (const [name, { kind }] of functions) {
      const policy = POLICY[name];
      const testCase = CASES[name];
      if (!policy || !testCase) continue;
      tally.functions++;
      const callers: (Caller | "owner")[] = [...CALLERS];
      if (policy.owner) callers.push("owner");
      const refused = callers.filter(
        (c) => !(c === "owner" ? true : mayCall(policy, c)),
      );
      const allowed = callers.filter((c) => !refused.includes(c));

      // Refusals write nothing, so one world serves them all.
      const shared = await makeWorld();
      await testCase.prepare?.(shared);
      for (const caller of refused) {
        const before = await snapshot(shared.t);
        const outcome = await call(
          shared,
          name,
          kind,
          caller,
          testCase.args(shared),
        );
        tally.calls++;
        const hidden = policy.refusal === "hidden" && caller !== "anonymous";
        if (!isRefusal(outcome, hidden))
          wrong.push(`${name} as ${caller}: not refused (${explain(outcome)})`);
        else if ((await snapshot(shared.t)) !== before)
          wrong.push(`${name} as ${caller}: refused, but wrote something`);
        else tally.refusedAsExpected++;
      }
      // Each permitted caller acts on a world of its own (deletes, cancels …).
      for (const caller of allowed) {
        const w = kind === "query" ? shared : await makeWorld();
        if (w !== shared) await testCase.prepare?.(w);
        const outcome = await call(w, name, kind, caller, testCase.args(w));
        tally.calls++;
        const fine = testCase.notRefused
          ? !isRefusal(outcome, false)
          : outcome.ok;
        if (!fine)
          wrong.push(`${name} as ${caller}: refused (${explain(outcome)})`);
        else tally.allowedAsExpected++;
      }
    }
    expect(wrong).toEqual([]);
    expect(tally.functions).toBe(functions.size);
  }, 300_000);
});

describe("a suspended staff member", () => {
  it("is refused every staff and admin function, reads included, with the suspension's reason", async () => {
    const functions = await publicFunctions();
    const w = await makeWorld();
    // The moderator and admin of this world are suspended by another admin.
    await w.t.run(async (ctx) => {
      const by = await ctx.db.insert("users", { email: "other@example.in" });
      for (const userId of [w.people.moderator.userId, w.people.admin.userId]) {
        const profile = (await ctx.db
          .query("profiles")
          .withIndex("by_user_id", (q) => q.eq("user_id", userId))
          .unique())!;
        await ctx.db.patch("profiles", profile._id, {
          suspension: { reason: "Shared a student's phone number", at: 1, by },
        });
      }
    });
    const wrong: string[] = [];
    let checked = 0;
    for (const [name, { kind, access }] of functions) {
      if (access !== "staff" && access !== "admin") continue;
      const testCase = CASES[name];
      if (!testCase) continue;
      await testCase.prepare?.(w);
      for (const caller of ["moderator", "admin"] as const) {
        if (!mayCall(POLICY[name], caller)) continue;
        const before = await snapshot(w.t);
        const outcome = await call(w, name, kind, caller, testCase.args(w));
        checked++;
        if (
          outcome.ok ||
          outcome.code !== "NotAuthorized" ||
          !outcome.message.includes("Your account is suspended")
        )
          wrong.push(`${name} as suspended ${caller}: ${explain(outcome)}`);
        else if ((await snapshot(w.t)) !== before)
          wrong.push(`${name} as suspended ${caller}: wrote something`);
      }
    }
    expect(wrong).toEqual([]);
    // Every staff and admin function of the table was called.
    expect(checked).toBeGreaterThan(40);
    tally.suspendedStaffCalls = checked;
  }, 300_000);
});

// ── Bad arguments ───────────────────────────────────────────────────────────

const HUGE = "x".repeat(1_000_000);
const BAD_NUMBERS = [NaN, Infinity, -Infinity, 1e300, -1e300];

/**
 * Arguments that must be refused: for each field (and each field of a nested
 * object), a value of the wrong type, and where it has a type, values out of
 * any sane range for it; the field left out; an unknown field added.
 */
function badArguments(
  validator: ValidatorJson,
  valid: Record<string, Value>,
  foreignId: (table: string) => string,
): { what: string; args: Record<string, Value> }[] {
  if (validator.type !== "object") return [];
  const out: { what: string; args: Record<string, Value> }[] = [
    { what: "an unknown field", args: { ...valid, unexpected: 1 } },
  ];
  for (const [field, { fieldType, optional }] of Object.entries(
    validator.value,
  )) {
    const set = (value: Value | undefined, what: string) => {
      const args = { ...valid };
      if (value === undefined) delete args[field];
      else args[field] = value;
      out.push({ what: `${field}: ${what}`, args });
    };
    if (!optional) set(undefined, "left out");
    for (const [value, what] of wrongValues(fieldType, valid[field], foreignId))
      set(value, what);
  }
  return out;
}

function wrongValues(
  v: ValidatorJson,
  current: Value | undefined,
  foreignId: (table: string) => string,
): [Value, string][] {
  switch (v.type) {
    case "string":
      return [
        [12345, "a number"],
        [HUGE, "a 1,000,000-character string"],
      ];
    case "number":
      return [
        ["12", "a string"],
        ...BAD_NUMBERS.map((n): [Value, string] => [n, String(n)]),
      ];
    case "boolean":
      return [["yes", "a string"]];
    case "id":
      return [
        ["not-an-id", "a string that is no id"],
        [foreignId(v.tableName), `an id of another table than ${v.tableName}`],
      ];
    case "literal":
      return [["not-one-of-these", "another string"]];
    case "array":
      return [["x", "a string"]];
    case "union": {
      const out: [Value, string][] = [];
      if (v.value.every((m) => m.type === "literal"))
        out.push(["not-one-of-these", "another string"]);
      else if (!v.value.some((m) => m.type === "string"))
        out.push([{ bogus: true }, "an object of no member's shape"]);
      // The member the valid value has, with one of its own fields wrong.
      const member = v.value.find(
        (m) =>
          m.type === "object" &&
          current !== null &&
          typeof current === "object" &&
          Object.entries(m.value).every(
            ([k, f]) =>
              f.fieldType.type !== "literal" ||
              (current as Record<string, Value>)[k] === f.fieldType.value,
          ),
      );
      if (member?.type === "object")
        out.push(
          ...badArguments(
            member,
            current as Record<string, Value>,
            foreignId,
          ).map(({ what, args }): [Value, string] => [args, `{ ${what} }`]),
        );
      return out;
    }
    case "object":
      return [
        ["x", "a string"],
        ...badArguments(
          v,
          (current ?? {}) as Record<string, Value>,
          foreignId,
        ).map(({ what, args }): [Value, string] => [args, `{ ${what} }`]),
      ];
    default:
      return [];
  }
}

describe("bad arguments", () => {
  it("are refused by every public function with a clear error, writing nothing", async () => {
    const functions = await publicFunctions();
    const wrong: string[] = [];
    const w = await makeWorld();
    // An id of some table other than the one asked for.
    const ids: Record<string, string> = {
      users: w.people.student.userId,
      forum_threads: w.threadId,
    };
    const foreignId = (table: string) =>
      table === "users" ? ids.forum_threads : ids.users;
    for (const [name, { kind, args: validator }] of functions) {
      const policy = POLICY[name];
      const testCase = CASES[name];
      if (!policy || !testCase) continue;
      await testCase.prepare?.(w);
      const caller: Caller | "owner" = policy.owner
        ? "owner"
        : (["student", "admin", "verifiedMentor", "anonymous"] as const).find(
            (c) => mayCall(policy, c),
          )!;
      for (const { what, args } of badArguments(
        validator,
        testCase.args(w),
        foreignId,
      )) {
        if (
          what.endsWith(": a 1,000,000-character string") &&
          testCase.anyLength?.fields.includes(what.split(":")[0])
        )
          continue;
        tally.badInputs++;
        const before = kind === "query" ? null : await snapshot(w.t);
        const outcome = await call(w, name, kind, caller, args);
        const clear =
          !outcome.ok &&
          (outcome.code !== null || /Validator error/.test(outcome.message));
        // Also a nested field's ("paginationOpts: { numItems: NaN }").
        const badNumber = BAD_NUMBERS.some((n) =>
          what.replace(/( \})+$/, "").endsWith(`: ${n}`),
        );
        if (kind === "query" && !badNumber) {
          // A query may also answer calmly (null, nothing found); it must never crash.
          if (clear) tally.clearErrors++;
          else if (outcome.ok) tally.queriesAnsweredCalmly++;
          else wrong.push(`${name} with ${what}: ${explain(outcome)}`);
          continue;
        }
        if (!clear)
          wrong.push(`${name} with ${what}: not refused (${explain(outcome)})`);
        else if (before !== null && (await snapshot(w.t)) !== before)
          wrong.push(`${name} with ${what}: refused, but wrote something`);
        else tally.clearErrors++;
      }
    }
    expect(wrong).toEqual([]);
    console.info(
      `policy: ${tally.functions} public functions; ${tally.calls} calls as each caller ` +
        `(${tally.refusedAsExpected} refused, ${tally.allowedAsExpected} let through, as the table says); ` +
        `${tally.badInputs} bad inputs: ${tally.clearErrors} clear errors, ` +
        `${tally.queriesAnsweredCalmly} calm query answers, 0 writes; ` +
        `${tally.suspendedStaffCalls} staff and admin calls as suspended staff, all refused`,
    );
  }, 300_000);
});

function explain(o: Outcome) {
  return o.ok
    ? `answered ${JSON.stringify(o.value)?.slice(0, 80)}`
    : `${o.code ?? "error"}: ${o.message.split("\n")[0].slice(0, 120)}`;
}
