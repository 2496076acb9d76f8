import { createAccount } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import {
  internalAction,
  internalMutation,
  internalQuery,
} from "./_generated/server";
import { logActivity } from "./lib/activity";
import { env } from "./lib/env";
import { verifyMentor } from "./mentorship/model/mentors";
import { staffRole } from "./accounts/schema";
import { seedPlans } from "./pricing/plans";
import { GRADES } from "./shared/constants";
import { CATALOGUE } from "./seedData/catalogue";
import { seedCatalogueClass } from "./seedData/loadCatalogue";
import { syncPapersOfSubject } from "./learning/model/boardPapers";
import { seedCommunity } from "./seedData/loadCommunity";
import {
  retimeDemoSessionsAboutToStart,
  seedDemoMentorship,
  seedMentorship,
} from "./seedData/loadMentorship";
import { seedDemoReports } from "./seedData/loadReports";
import { DEMO_ACCOUNTS } from "./seedData/demoAccounts";
import { seedDemoPlans } from "./seedData/demoPlans";
import { seedDemoFamilies } from "./seedData/families";
import {
  DEMO_PRO_STUDENT_EMAIL,
  seedDemoProStudent,
} from "./seedData/proStudent";
import { seedDemoDonations } from "./seedData/donations";
import { seedDemoPlanPurchases } from "./seedData/planPurchases";
import {
  demoUploadBlob,
  demoUploadCaptionsBlob,
  demoUploadNeeded as isDemoUploadNeeded,
  seedDemoUpload,
} from "./seedData/loadUploads";
import {
  demoLearningPlan,
  seedDemoProgress,
  type DemoLearner,
} from "./seedData/loadProgress";

/**
 * Demo data for a new deployment. The local backend runs it once when its
 * data directory is new; on Convex Cloud run `npx convex run seed:run`.
 * Each feature adds its part here; every part skips rows that already exist.
 */
export const run = internalMutation({
  args: {},
  handler: async (ctx) => {
    await seedPlans(ctx);
    // The course catalogue is product content, not demo data: every
    // deployment gets it. One transaction per class (thousands of rows each).
    for (const grade of GRADES)
      await ctx.scheduler.runAfter(0, internal.seed.catalogue, { grade });
    if (env.seedDemoAccounts()) {
      await seedCommunity(ctx, Date.now());
      await seedMentorship(ctx, Date.now());
      await seedDemoDonations(ctx, Date.now());
      // Password hashing runs in an action, after this transaction commits.
      await ctx.scheduler.runAfter(0, internal.seed.demoAccounts, {});
    }
  },
});

export const catalogue = internalMutation({
  args: { grade: v.number() },
  handler: async (ctx, { grade }) => {
    const subjects = CATALOGUE[grade];
    if (subjects) await seedCatalogueClass(ctx, grade, subjects);
    // The class's board-pattern papers, on the subjects they are set in.
    for (const subject of await ctx.db
      .query("subjects")
      .withIndex("by_grade_and_order", (q) => q.eq("grade", grade))
      .take(20))
      await syncPapersOfSubject(ctx, subject);
  },
});

export const demoAccounts = internalAction({
  args: {},
  handler: async (ctx) => {
    for (const account of DEMO_ACCOUNTS) {
      const existing = await ctx.runQuery(internal.seed.userIdByEmail, {
        email: account.email,
      });
      if (existing) continue;
      const { user } = await createAccount(ctx, {
        provider: "password",
        account: { id: account.email, secret: account.password },
        // Our createOrUpdateUser callback (convex/auth.ts) writes the profile from these fields.
        profile: {
          email: account.email,
          name: account.fullName,
          role: account.role,
          grade: "grade" in account ? account.grade : undefined,
          subject: "subject" in account ? account.subject : undefined,
          // Seeded accounts need no sign-up code.
          emailVerified: true,
        } as { email: string; name: string },
      });
      if ("mentor" in account)
        await ctx.runMutation(internal.seed.verifyDemoMentor, {
          userId: user._id,
          details: {
            ...account.mentor,
            expertise: [...account.mentor.expertise],
          },
        });
      if ("staffRole" in account) {
        await ctx.runMutation(internal.seed.grantRole, {
          userId: user._id,
          role: account.staffRole,
        });
      }
    }
    await ctx.runMutation(internal.seed.demoProgress, {});
    await ctx.runMutation(internal.seed.demoSuspension, {});
    await ctx.runMutation(internal.seed.demoFamilies, {});
  },
});

/** The demo parent's consent for the demo student, a child awaiting her consent, and the demo plan purchases. */
export const demoFamilies = internalMutation({
  args: {},
  handler: async (ctx) => {
    await seedDemoFamilies(ctx);
    await seedDemoPlanPurchases(ctx);
  },
});

/**
 * One suspended member for Staff & Users' first look: a community student
 * (no credentials) suspended by the demo admin, with the log line it makes.
 */
export const demoSuspension = internalMutation({
  args: {},
  handler: async (ctx) => {
    const admin = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", "admin@demo.vidyaquest.example"))
      .unique();
    const profile = (
      await ctx.db
        .query("profiles")
        .withSearchIndex("search_full_name", (q) =>
          q.search("full_name", DEMO_SUSPENDED.fullName),
        )
        .take(5)
    ).find((p) => p.full_name === DEMO_SUSPENDED.fullName);
    if (!admin || !profile || profile.suspension) return;
    await ctx.db.patch("profiles", profile._id, {
      suspension: {
        reason: DEMO_SUSPENDED.reason,
        at: Date.now(),
        by: admin._id,
      },
    });
    await logActivity(ctx, {
      userId: admin._id,
      userName: "Priya Nair",
      kind: "suspension",
      action: `Suspended ${profile.full_name}: ${DEMO_SUSPENDED.reason}`,
    });
  },
});

const DEMO_SUSPENDED = {
  fullName: "Harshit Yadav",
  reason: "Posted another student's phone number in the forum twice.",
};

/**
 * Recent learning of the seeded students (the demo student and the
 * community's), replayed once the catalogue and the demo accounts exist.
 * Students who signed up themselves are never touched: they have an e-mail
 * that is not a demo account's.
 */
export const demoProgress = internalMutation({
  args: { tries: v.optional(v.number()) },
  handler: async (ctx, { tries = 0 }) => {
    for (const grade of GRADES) {
      const subject = await ctx.db
        .query("subjects")
        .withIndex("by_grade_and_order", (q) => q.eq("grade", grade))
        .first();
      if (!subject) {
        // The catalogue loads class by class, in its own transactions.
        if (tries < 30)
          await ctx.scheduler.runAfter(1_000, internal.seed.demoProgress, {
            tries: tries + 1,
          });
        return;
      }
    }
    const demoEmails = new Set<string>(DEMO_ACCOUNTS.map((a) => a.email));
    const learners: DemoLearner[] = [];
    for (const grade of GRADES) {
      const profiles = await ctx.db
        .query("profiles")
        .withIndex("by_role_and_grade", (q) =>
          q.eq("role", "student").eq("grade", grade),
        )
        .take(50);
      for (const profile of profiles) {
        const user = await ctx.db.get("users", profile.user_id);
        if (!user || (user.email !== undefined && !demoEmails.has(user.email)))
          continue;
        // The Pro student's history is her certificate's tests, in a
        // transaction of her own (demoProStudent).
        if (user.email === DEMO_PRO_STUDENT_EMAIL) continue;
        learners.push({
          userId: profile.user_id,
          grade,
          ...demoLearningPlan(profile.full_name, learners.length),
        });
      }
    }
    const now = Date.now();
    // The replay is many reads a learner: a few learners a transaction, the
    // first here and the rest one batch after another (demoProgressBatch).
    await seedDemoProgress(ctx, learners.slice(0, PROGRESS_BATCH), now);
    // The demo student has Pro; two community students a trial and Premium.
    const demoStudent = await ctx.db
      .query("users")
      .withIndex("email", (q) =>
        q.eq("email", "student@demo.vidyaquest.example"),
      )
      .unique();
    const community = learners.filter((l) => l.userId !== demoStudent?._id);
    await seedDemoPlans(
      ctx,
      {
        demoStudent: demoStudent?._id ?? null,
        onTrial: community[0]?.userId ?? null,
        onPremium: community[1]?.userId ?? null,
      },
      now,
    );
    await seedDemoMentorship(ctx, now);
    // The moderators' queue: reports of seeded community posts.
    await seedDemoReports(ctx, now);
    await ctx.scheduler.runAfter(0, internal.seed.demoProgressBatch, {
      learners: learners.slice(PROGRESS_BATCH),
      now,
    });
  },
});

/** Demo learners replayed per transaction. */
const PROGRESS_BATCH = 10;

const demoLearner = v.object({
  userId: v.id("users"),
  key: v.string(),
  grade: v.number(),
  activeDaysAgo: v.array(v.number()),
  lessonsPerDay: v.number(),
  skill: v.number(),
  nickname: v.optional(v.string()),
});

/**
 * The next demo learners' replay, then the batch after it; after the last,
 * the demo Pro student (one after another: each its own transaction).
 */
export const demoProgressBatch = internalMutation({
  args: { learners: v.array(demoLearner), now: v.number() },
  handler: async (ctx, { learners, now }) => {
    await seedDemoProgress(ctx, learners.slice(0, PROGRESS_BATCH), now);
    if (learners.length > PROGRESS_BATCH)
      await ctx.scheduler.runAfter(0, internal.seed.demoProgressBatch, {
        learners: learners.slice(PROGRESS_BATCH),
        now,
      });
    else await ctx.scheduler.runAfter(0, internal.seed.demoProStudent, {});
  },
});

/**
 * The demo Pro student's plan, certificate and consenting parent (after the
 * catalogue and the demo progress); then the demo mentor's uploaded lesson,
 * whose video is stored by an action.
 */
export const demoProStudent = internalMutation({
  args: {},
  handler: async (ctx) => {
    await seedDemoProStudent(ctx, Date.now());
    await ctx.scheduler.runAfter(0, internal.seed.demoUpload, {});
  },
});

/** The demo Pro student's certificate code (public by design: it is printed on the certificate). */
export const demoCertificateCode = internalQuery({
  args: {},
  handler: async (ctx) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", DEMO_PRO_STUDENT_EMAIL))
      .unique();
    if (!user) return null;
    const certificate = await ctx.db
      .query("certificates")
      .withIndex("by_user_id_and_subject_id", (q) => q.eq("user_id", user._id))
      .first();
    return certificate?.code ?? null;
  },
});

/**
 * The demo mentor's "about to start" sessions, still scheduled, start 20
 * minutes from now again (the end-to-end stack can run for an hour).
 */
export const demoSessionsAboutToStart = internalMutation({
  args: {},
  handler: (ctx) => retimeDemoSessionsAboutToStart(ctx, Date.now()),
});

/**
 * Stores the demo mentor's lesson video (storage takes files from actions
 * only) and its captions, and publishes them as their approved upload, once.
 */
export const demoUpload = internalAction({
  args: {},
  handler: async (ctx) => {
    if (!(await ctx.runQuery(internal.seed.demoUploadNeeded, {}))) return;
    const storageId = await ctx.storage.store(demoUploadBlob());
    const captionsStorageId = await ctx.storage.store(demoUploadCaptionsBlob());
    const kept = await ctx.runMutation(internal.seed.publishDemoUpload, {
      storageId,
      captionsStorageId,
    });
    if (!kept) {
      await ctx.storage.delete(storageId);
      await ctx.storage.delete(captionsStorageId);
    }
  },
});

export const demoUploadNeeded = internalQuery({
  args: {},
  handler: (ctx) => isDemoUploadNeeded(ctx),
});

export const publishDemoUpload = internalMutation({
  args: {
    storageId: v.id("_storage"),
    captionsStorageId: v.optional(v.id("_storage")),
  },
  handler: (ctx, { storageId, captionsStorageId }) =>
    seedDemoUpload(ctx, storageId, Date.now(), captionsStorageId),
});

export const userIdByEmail = internalQuery({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email))
      .unique();
    return user?._id ?? null;
  },
});

export const verifyDemoMentor = internalMutation({
  args: {
    userId: v.id("users"),
    details: v.object({
      qualification: v.string(),
      bio: v.string(),
      experienceYears: v.number(),
      expertise: v.array(v.string()),
      isVolunteer: v.boolean(),
    }),
  },
  handler: async (ctx, { userId, details }) => {
    await verifyMentor(ctx, userId, details);
  },
});

export const grantRole = internalMutation({
  args: { userId: v.id("users"), role: staffRole },
  handler: async (ctx, { userId, role }) => {
    await ctx.db.insert("user_roles", { user_id: userId, role });
  },
});
