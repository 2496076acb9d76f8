/// <reference types="vite/client" />
/**
 * What the policy tests (policy-*.test.ts) share: the registered public
 * functions with the policy derived from their builders and permissions, a
 * small world in which every function has something to act on, and calling a
 * function as one kind of caller.
 */
import type { GenericMutationCtx } from "convex/server";
import { ConvexError, type Value } from "convex/values";
import { afterAll, beforeAll, vi } from "vitest";
import type { DataModel, Id } from "../../convex/_generated/dataModel";
import type { Access } from "../../convex/functions";
import { createUserWithProfile } from "../../convex/accounts/model/profiles";
import { verifyMentor } from "../../convex/mentorship/model/mentors";
import { notify } from "../../convex/lib/notify";
import type { Permission } from "../../convex/lib/permissions";
import {
  registeredPolicy,
  type Caller,
  type Policy,
} from "../../convex/lib/policy";
import { signUnsubscribe } from "../../convex/notifications/model/unsubscribeToken";
import schema from "../../convex/schema";
import { seedCatalogueClass } from "../../convex/seedData/loadCatalogue";
import { istDayStart } from "../../convex/mentorship/rules";
import { stubAuthKeys } from "./authKeys";
import { CATALOGUE } from "./learningFixtures";
import { modules, newBackend } from "./setup";

/** Convex Auth's signing keys for the file's tests (the world signs members in). */
export function useAuthKeys() {
  beforeAll(stubAuthKeys);
  afterAll(() => vi.unstubAllEnvs());
}

// ── The registered public functions ─────────────────────────────────────────

type Registered = {
  /** Who the builder of convex/functions.ts lets through. */
  access?: Access;
  /** The finer rule of convex/lib/permissions.ts the definition declares. */
  permission?: Permission | null;
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isPublic?: boolean;
  exportArgs(): string;
};
export type Kind = "query" | "mutation" | "action";
/** An argument validator as Convex exports it (`exportArgs()`). */
export type ValidatorJson =
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

/**
 * Every public function of convex/, as Convex would register it: "module:name"
 * → kind, argument validator, builder access, and the policy derived from the
 * builder and the permission it declares (null: made with no builder).
 */
export async function publicFunctions() {
  const found = new Map<
    string,
    {
      kind: Kind;
      args: ValidatorJson;
      access: Access | undefined;
      permission: Permission | null;
      policy: Policy | null;
    }
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
          permission: fn.permission ?? null,
          policy: registeredPolicy(`${module}:${name}`, fn),
        });
    }
  }
  return found;
}

// ── A small world in which every function has something to act on ─────────

export type T = ReturnType<typeof newBackend>;
type Ctx = GenericMutationCtx<DataModel>;
export const DAY = 86_400_000;
export const PASSWORD = "policy-check-2026";
export const firstPage = { numItems: 10, cursor: null };

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
export const APPLICATION = {
  fullName: "Neha Kulkarni",
  email: "neha@example.in",
  phone: "98765 43210",
  experienceYears: 2,
  qualification: "B.Sc. Mathematics",
  expertise: ["Algebra", "Geometry"],
  motivation: "I love helping younger students with mathematics.",
  isVolunteer: true,
};

export async function makeWorld() {
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
export type World = Awaited<ReturnType<typeof makeWorld>>;
/** Ids a case's `prepare` made in a world, for its `args`. */
export const stash = new WeakMap<
  World,
  { groupId?: Id<"report_groups">; warningId?: Id<"user_warnings"> }
>();

/** Loose handles on a convex-test client: functions are named by the table's "module:name" keys. */
type Client = {
  query(name: string, args: unknown): Promise<unknown>;
  mutation(name: string, args: unknown): Promise<unknown>;
  action(name: string, args: unknown): Promise<unknown>;
};
export const client = (t: unknown) => t as Client;

// ── Calling ─────────────────────────────────────────────────────────────────

export type Outcome =
  | { ok: true; value: unknown }
  | { ok: false; code: string | null; message: string };

export async function call(
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
export const isRefusal = (o: Outcome, hidden: boolean) =>
  o.ok
    ? hidden && o.value === null
    : o.code === "NotAuthenticated" ||
      o.code === "NotAuthorized" ||
      (hidden && o.code === "NotFound");

/** Every document of every table of ours, to tell whether a call wrote anything. */
export function snapshot(t: T) {
  return t.run(async (ctx) => {
    const tables: Record<string, unknown[]> = {};
    for (const table of Object.keys(schema.tables))
      tables[table] = await ctx.db.query(table as never).collect();
    return JSON.stringify(tables);
  });
}

export function explain(o: Outcome) {
  return o.ok
    ? `answered ${JSON.stringify(o.value)?.slice(0, 80)}`
    : `${o.code ?? "error"}: ${o.message.split("\n")[0].slice(0, 120)}`;
}
