import { v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import { internalMutation } from "./_generated/server";
import { CLUB_CATEGORIES } from "./community/rules";
import { writeThreadEmbedding } from "./community/model/threadEmbeddings";
import { notify } from "./lib/notify";
import { addWeeklyXp } from "./learning/model/progress";
import { recordTestStanding } from "./learning/model/attempts";
import { activityCounter } from "./lib/activity";
import { bumpCounter } from "./lib/counters";
import {
  insertMentorStudent,
  insertSession,
} from "./mentorship/model/workspaceCounts";
import { ACTIVITY_KINDS } from "./shared/activity";
import { seedCatalogueClass } from "./seedData/loadCatalogue";
import { donationsTotal } from "./donations/model/record";

/*
 * Bulk data for the scale benchmarks (`npm run bench:community`, `npm run bench:learning`): internal
 * mutations that write many plain rows fast, in batches the caller loops
 * over. Never part of the demo seed; only an admin key can call them.
 */

const DAY = 86_400_000;

/** `count` students spread over Classes 6–12 (no credentials). */
export const people = internalMutation({
  args: { from: v.number(), count: v.number() },
  handler: async (ctx, { from, count }) => {
    const ids: Id<"users">[] = [];
    for (let i = from; i < from + count; i++) {
      const userId = await ctx.db.insert("users", {
        name: `Scale Student ${i}`,
      });
      await ctx.db.insert("profiles", {
        user_id: userId,
        role: "student",
        full_name: `Scale Student${i}`,
        grade: 6 + (i % 7),
        timezone: "Asia/Kolkata",
        leaderboard_visibility: "anonymous",
        daily_goal_xp: 50,
        // Benchmark accounts: no person is behind them, and the benches
        // write as them, so their gate stands open.
        consent: "given",
      });
      ids.push(userId);
    }
    return ids;
  },
});

/**
 * A signed-in session for a benchmark's or an end-to-end test's user acting
 * through the admin key (the viewer needs a live session).
 */
export const session = internalMutation({
  args: { userId: v.id("users") },
  handler: (ctx, { userId }) =>
    ctx.db.insert("authSessions", {
      userId,
      expirationTime: Date.now() + DAY,
    }),
});

export const categories = internalMutation({
  args: { names: v.array(v.string()) },
  handler: async (ctx, { names }) => {
    const ids: Id<"forum_categories">[] = [];
    for (const name of names)
      ids.push(
        await ctx.db.insert("forum_categories", { name, description: name }),
      );
    return ids;
  },
});

/**
 * Threads `from`…`from+count-1`, each with its embedding and
 * `repliesPerThread` replies, spread back in time from `now`.
 */
export const threads = internalMutation({
  args: {
    from: v.number(),
    count: v.number(),
    repliesPerThread: v.number(),
    categoryIds: v.array(v.id("forum_categories")),
    authorIds: v.array(v.id("users")),
    now: v.number(),
  },
  handler: async (ctx, args) => {
    const ids: Id<"forum_threads">[] = [];
    for (let i = args.from; i < args.from + args.count; i++) {
      const createdAt = args.now - i * 60_000;
      const author = args.authorIds[i % args.authorIds.length];
      const threadId = await ctx.db.insert("forum_threads", {
        title: `Scale thread ${i}: a question about chapter ${i % 15}`,
        content: `Body of scale thread ${i}. `.repeat(8),
        category_id: args.categoryIds[i % args.categoryIds.length],
        author_id: author,
        author_name: `Scale S.`,
        upvotes: (i * 7919) % 97,
        reply_count: args.repliesPerThread,
        created_at: createdAt,
        status: "visible",
      });
      // Its embedding, as a posted thread gets it ("similar questions").
      await writeThreadEmbedding(
        ctx,
        (await ctx.db.get("forum_threads", threadId))!,
      );
      for (let r = 0; r < args.repliesPerThread; r++)
        await ctx.db.insert("forum_replies", {
          thread_id: threadId,
          author_id: args.authorIds[(i + r + 1) % args.authorIds.length],
          author_name: `Scale R.`,
          content: `Reply ${r} to thread ${i}.`,
          upvotes: r % 5,
          created_at: createdAt + (r + 1) * 1_000,
          status: "visible",
        });
      ids.push(threadId);
    }
    return ids;
  },
});

/** More replies on one thread (the "hot thread" of the benchmark). */
export const replies = internalMutation({
  args: {
    threadId: v.id("forum_threads"),
    from: v.number(),
    count: v.number(),
    authorIds: v.array(v.id("users")),
  },
  handler: async (ctx, { threadId, from, count, authorIds }) => {
    const thread = await ctx.db.get("forum_threads", threadId);
    if (!thread) throw new Error("No such thread");
    for (let r = from; r < from + count; r++)
      await ctx.db.insert("forum_replies", {
        thread_id: threadId,
        author_id: authorIds[r % authorIds.length],
        author_name: `Scale R.`,
        content: `Hot reply ${r}.`,
        upvotes: r % 5,
        created_at: thread.created_at + (r + 1) * 1_000,
        status: "visible",
      });
    await ctx.db.patch("forum_threads", threadId, {
      reply_count: thread.reply_count + count,
    });
  },
});

/** Clubs with `membersPerClub` members each, and upcoming events with registrations. */
export const clubsAndEvents = internalMutation({
  args: {
    from: v.number(),
    count: v.number(),
    membersPerClub: v.number(),
    memberIds: v.array(v.id("users")),
    now: v.number(),
  },
  handler: async (ctx, { from, count, membersPerClub, memberIds, now }) => {
    for (let i = from; i < from + count; i++) {
      const creator = memberIds[i % memberIds.length];
      const members = Array.from(
        { length: membersPerClub },
        (_, k) => memberIds[(i + k) % memberIds.length],
      );
      const clubId = await ctx.db.insert("student_clubs", {
        name: `Scale club ${i}`,
        category: CLUB_CATEGORIES[i % CLUB_CATEGORIES.length],
        description: `A club for the scale benchmark, number ${i}.`,
        member_count: members.length,
        created_by: creator,
        created_at: now - i * 60_000,
        status: "visible",
      });
      for (const userId of members)
        await ctx.db.insert("club_members", {
          club_id: clubId,
          user_id: userId,
          member_name: "Scale S.",
        });
      const eventId = await ctx.db.insert("community_events", {
        title: `Scale event ${i}`,
        description: `An event for the scale benchmark, number ${i}.`,
        event_type: "webinar",
        scheduled_at: now + DAY + i * 60_000,
        duration_minutes: 60,
        attendee_count: members.length,
        max_attendees: i % 2 ? members.length * 2 : undefined,
        created_by: creator,
        status: "published",
      });
      for (const userId of members)
        await ctx.db.insert("event_registrations", {
          event_id: eventId,
          user_id: userId,
        });
    }
  },
});

// ── Learning and progress (`npm run bench:learning`) ─────────────────────────

/** One synthetic free subject of `chapters` chapters with `questionsPerChapter` questions each, and its tests. */
export const subject = internalMutation({
  args: {
    grade: v.number(),
    slug: v.string(),
    chapters: v.number(),
    questionsPerChapter: v.number(),
  },
  handler: async (ctx, { grade, slug, chapters, questionsPerChapter }) => {
    await seedCatalogueClass(ctx, grade, [
      {
        grade,
        slug,
        name: `Scale ${slug}`,
        description: "A subject for the scale benchmark.",
        color: "blue",
        isFree: true,
        textbook: "Synthetic",
        chapters: Array.from({ length: chapters }, (_, c) => ({
          title: `Chapter ${c + 1}`,
          summary: "Synthetic chapter.",
          lessons: [1, 2, 3].map((l) => ({
            title: `Lesson ${l}`,
            minutes: 10,
            summary: "Synthetic lesson.",
          })),
          questions: Array.from({ length: questionsPerChapter }, (_, q) => ({
            text: `Question ${q} of chapter ${c + 1}?`,
            options: ["A", "B", "C", "D"] as [string, string, string, string],
            correct: (q % 4) as 0 | 1 | 2 | 3,
            explanation: "Synthetic.",
            difficulty: (["easy", "medium", "hard"] as const)[q % 3],
          })),
        })),
      },
    ]);
  },
});

/** Submitted attempts spread over students and tests, and the students' totals and weekly XP. */
export const attemptsAndProgress = internalMutation({
  args: {
    studentIds: v.array(v.id("users")),
    testIds: v.array(v.id("tests")),
    attemptsPerStudent: v.number(),
    week: v.string(),
    now: v.number(),
  },
  handler: async (
    ctx,
    { studentIds, testIds, attemptsPerStudent, week, now },
  ) => {
    for (const [s, userId] of studentIds.entries()) {
      let scoreSum = 0;
      for (let a = 0; a < attemptsPerStudent; a++) {
        const score = (s * 7 + a * 3) % 11;
        scoreSum += score * 10;
        await ctx.db.insert("test_attempts", {
          test_id: testIds[(s + a) % testIds.length],
          user_id: userId,
          status: "submitted",
          started_at: now - (a + 1) * 3_600_000,
          deadline: now - a * 3_600_000,
          submitted_at: now - (a + 1) * 3_600_000 + 600_000,
          score,
          max_score: 10,
          correct_count: score,
          wrong_count: 10 - score,
          unanswered_count: 0,
          negative_marks: 0,
        });
      }
      const profile = await ctx.db
        .query("profiles")
        .withIndex("by_user_id", (q) => q.eq("user_id", userId))
        .unique();
      const grade = profile?.grade ?? 9;
      const xp = (s * 37) % 2_000;
      await ctx.db.insert("player_stats", {
        user_id: userId,
        grade,
        total_xp: xp * 3,
        level: 1,
        streak_current: s % 9,
        streak_longest: s % 9,
        freezes_held: 0,
        lessons_completed: s % 40,
        tests_submitted: attemptsPerStudent,
        score_percent_sum: scoreSum,
        time_spent_seconds: attemptsPerStudent * 600,
      });
      await addWeeklyXp(ctx, userId, grade, week, xp);
    }
  },
});

/** `count` notices in one user's inbox (unread), through the one entry point. */
export const notices = internalMutation({
  args: { userId: v.id("users"), from: v.number(), count: v.number() },
  handler: async (ctx, { userId, from, count }) => {
    for (let i = from; i < from + count; i++)
      await notify(ctx, userId, "badge_earned", {
        badgeName: `Scale badge ${i}`,
        howToEarn: "Written by the benchmark.",
      });
  },
});

// ── Mentorship (`npm run bench:mentorship`) ──────────────────────────────────

const MENTOR_SUBJECTS = [
  "Mathematics",
  "Science",
  "English",
  "Social Studies",
  "Physics",
  "Chemistry",
  "Computer Science",
];

/**
 * Mentors `from`…`from+count-1`, each with a user, a mentor profile and two
 * weekly slots; every 10th is not verified (an application in the works).
 * Ratings spread over 3.0–5.0.
 */
export const mentors = internalMutation({
  args: { from: v.number(), count: v.number() },
  handler: async (ctx, { from, count }) => {
    const ids: Id<"mentors">[] = [];
    for (let i = from; i < from + count; i++) {
      const userId = await ctx.db.insert("users", {
        name: `Scale Mentor ${i}`,
      });
      await ctx.db.insert("profiles", {
        user_id: userId,
        role: "mentor",
        full_name: `Scale Mentor ${i}`,
        subject: MENTOR_SUBJECTS[i % MENTOR_SUBJECTS.length],
        timezone: "Asia/Kolkata",
        leaderboard_visibility: "anonymous",
        daily_goal_xp: 50,
      });
      const ratingCount = 1 + (i % 40);
      const ratingSum = ratingCount * 3 + ((i * 7919) % (2 * ratingCount + 1));
      const mentorId = await ctx.db.insert("mentors", {
        user_id: userId,
        full_name: `Scale Mentor ${i}`,
        qualification: "M.Sc., B.Ed.",
        bio: `A mentor for the scale benchmark, number ${i}.`,
        rating: ratingSum / ratingCount,
        rating_sum: ratingSum,
        rating_count: ratingCount,
        total_sessions: i % 120,
        experience_years: i % 30,
        expertise: [MENTOR_SUBJECTS[i % MENTOR_SUBJECTS.length], "Exams"],
        is_verified: i % 10 !== 9,
        is_volunteer: i % 3 === 0,
      });
      for (const weekday of [1 + (i % 5), 6])
        await ctx.db.insert("mentor_availability", {
          mentor_id: mentorId,
          weekday,
          start_minute: 17 * 60,
          end_minute: 19 * 60,
          timezone: "Asia/Kolkata",
        });
      ids.push(mentorId);
    }
    return ids;
  },
});

/** Programs `from`…, alternately academic and skill-based, created back in time from `now`. */
export const programs = internalMutation({
  args: {
    from: v.number(),
    count: v.number(),
    mentorIds: v.array(v.id("mentors")),
    now: v.number(),
  },
  handler: async (ctx, { from, count, mentorIds, now }) => {
    const ids: Id<"mentorship_programs">[] = [];
    for (let i = from; i < from + count; i++)
      ids.push(
        await ctx.db.insert("mentorship_programs", {
          title: `Scale program ${i}`,
          description: `A program for the scale benchmark, number ${i}.`,
          type: i % 5 === 0 ? "one-on-one" : "group",
          category: i % 2 ? "skill-based" : "academic",
          duration_weeks: 4 + (i % 9),
          max_participants: 30,
          enrolled_count: i % 31,
          created_at: now - i * 3_600_000,
          mentor_id: mentorIds[i % mentorIds.length],
        }),
      );
    return ids;
  },
});

/**
 * Sessions `from`… of `total`, spread from 4 months ago to 8 months ahead:
 * the past ones completed, the rest scheduled (every 20th called off). The
 * first mentor has every 50th session and the first program every 25th (the
 * busy profile and program pages); every 4th of the rest is in a program.
 */
export const mentorshipSessions = internalMutation({
  args: {
    from: v.number(),
    count: v.number(),
    total: v.number(),
    mentorIds: v.array(v.id("mentors")),
    programIds: v.array(v.id("mentorship_programs")),
    now: v.number(),
  },
  handler: async (ctx, { from, count, total, mentorIds, programIds, now }) => {
    const span = 360 * DAY;
    for (let i = from; i < from + count; i++) {
      // A spread of start times that does not follow the insertion order.
      const at =
        now - 120 * DAY + Math.floor((((i * 7919) % total) / total) * span);
      const oneOnOne = i % 7 === 0;
      const max = oneOnOne ? 1 : 30;
      const programId =
        i % 25 === 0
          ? programIds[0]
          : i % 4 === 0
            ? programIds[i % programIds.length]
            : undefined;
      await insertSession(ctx, {
        mentor_id:
          i % 50 === 0 ? mentorIds[0] : mentorIds[i % mentorIds.length],
        program_id: programId,
        title: `Scale session ${i}`,
        description: `A session for the scale benchmark, number ${i}.`,
        session_type: oneOnOne ? "one-on-one" : "group",
        purpose: i % 3 === 0 ? "doubt" : "mentorship",
        scheduled_at: at,
        duration_minutes: 60,
        max_participants: max,
        participant_count: i % (max + 1),
        status:
          at < now ? "completed" : i % 20 === 0 ? "cancelled" : "scheduled",
        grade: 6 + (i % 7),
        subject: MENTOR_SUBJECTS[i % MENTOR_SUBJECTS.length],
      });
    }
  },
});

/** `count` feedback rows on a mentor (newest `now`), on one of their sessions. */
export const mentorFeedback = internalMutation({
  args: {
    mentorId: v.id("mentors"),
    studentIds: v.array(v.id("users")),
    count: v.number(),
    now: v.number(),
  },
  handler: async (ctx, { mentorId, studentIds, count, now }) => {
    const session = await ctx.db
      .query("mentorship_sessions")
      .withIndex("by_mentor_id_and_scheduled_at", (q) =>
        q.eq("mentor_id", mentorId).lt("scheduled_at", now),
      )
      .first();
    if (!session) throw new Error("The mentor has no past session");
    for (let i = 0; i < count; i++)
      await ctx.db.insert("mentorship_feedback", {
        mentor_id: mentorId,
        session_id: session._id,
        session_title: session.title,
        student_id: studentIds[i % studentIds.length],
        student_name: i % 3 ? `Scale Student${i}` : undefined,
        rating: 1 + (i % 5),
        feedback_text: `Feedback ${i} for the scale benchmark.`,
        created_at: now - i * 60_000,
      });
  },
});

/**
 * The workspace counters of one (busy) mentor, as the mutations that create
 * and fill sessions keep them (the pairs counted in the mentorStudents
 * aggregate, as `mentorshipSessions` counts each session in mentorSessions): sessions not called off, the students who
 * held places (one `mentor_students` row each, active over the last two
 * months) and `requests` pending 1-on-1 requests from them. Returns the
 * mentor's user, for the benchmark to act as.
 */
export const mentorWorkspace = internalMutation({
  args: {
    mentorId: v.id("mentors"),
    studentIds: v.array(v.id("users")),
    requests: v.number(),
    now: v.number(),
  },
  handler: async (ctx, { mentorId, studentIds, requests, now }) => {
    const mentor = await ctx.db.get("mentors", mentorId);
    if (!mentor?.user_id) throw new Error("No such mentor");
    let sessions = 0;
    for await (const s of ctx.db
      .query("mentorship_sessions")
      .withIndex("by_mentor_id_and_scheduled_at", (q) =>
        q.eq("mentor_id", mentorId),
      ))
      if (s.status !== "cancelled") sessions++;
    await ctx.db.insert("mentor_stats", {
      mentor_id: mentorId,
      session_count: sessions,
      student_count: studentIds.length,
      availability_saved: true,
    });
    for (const [i, studentId] of studentIds.entries())
      await insertMentorStudent(ctx, {
        mentor_id: mentorId,
        student_id: studentId,
        session_count: 1 + (i % 12),
        last_session_at: now - (i % 60) * DAY,
      });
    for (let i = 0; i < requests; i++)
      await ctx.db.insert("session_requests", {
        student_id: studentIds[i % studentIds.length],
        mentor_id: mentorId,
        purpose: i % 2 ? "doubt" : "mentorship",
        scheduled_at: now + (1 + (i % 50)) * DAY,
        duration_minutes: 30,
        message: `Request ${i} for the scale benchmark.`,
        status: "pending",
        created_at: now - i * 60_000,
      });
    return mentor.user_id;
  },
});

/**
 * Reports for `bench:reports`: each of `threadIds` reported
 * `reportsPerTarget` times (by `reporterIds` in turn), as queue items of
 * `status`, newest first back from `now`; and `warningsPerAuthor` warnings
 * for each thread's author within the last 90 days.
 */
export const reports = internalMutation({
  args: {
    threadIds: v.array(v.id("forum_threads")),
    reportsPerTarget: v.number(),
    reporterIds: v.array(v.id("users")),
    status: v.union(
      v.literal("pending"),
      v.literal("resolved"),
      v.literal("dismissed"),
    ),
    offset: v.number(),
    now: v.number(),
    moderatorId: v.id("users"),
  },
  handler: async (ctx, args) => {
    const reasons = ["spam", "bullying", "inappropriate"] as const;
    for (let i = 0; i < args.threadIds.length; i++) {
      const thread = await ctx.db.get("forum_threads", args.threadIds[i]);
      if (!thread) continue;
      const latest = args.now - (args.offset + i) * 60_000;
      const decided = args.status !== "pending";
      const groupId = await ctx.db.insert("report_groups", {
        target_type: "thread",
        target_id: thread._id,
        target_author_id: thread.author_id,
        content_link: `/community/thread/${thread._id}`,
        status: args.status,
        resolution: args.status === "resolved" ? "removed" : undefined,
        report_count: args.reportsPerTarget,
        first_at: latest - args.reportsPerTarget * 1_000,
        latest_at: latest,
        reasons: [reasons[i % 3]],
        ...(decided
          ? {
              decided_by: args.moderatorId,
              decided_by_name: "Scale Moderator",
              decided_at: latest + 60_000,
            }
          : {}),
      });
      for (let r = 0; r < args.reportsPerTarget; r++) {
        const reporter = args.reporterIds[(i + r) % args.reporterIds.length];
        await ctx.db.insert("user_reports", {
          reporter_id: reporter,
          reporter_name: "Scale R.",
          reason: reasons[i % 3],
          details: r === 0 ? "Please look at this post." : undefined,
          target_type: "thread",
          target_id: thread._id,
          target_author_id: thread.author_id,
          content_link: `/community/thread/${thread._id}`,
          created_at: latest - (args.reportsPerTarget - r) * 1_000,
          status: args.status,
          group_id: groupId,
        });
      }
    }
    return null;
  },
});

/** `count` warnings for one member, spread over the last 60 days. */
export const warnings = internalMutation({
  args: {
    userId: v.id("users"),
    count: v.number(),
    moderatorId: v.id("users"),
    now: v.number(),
  },
  handler: async (ctx, { userId, count, moderatorId, now }) => {
    const report = await ctx.db
      .query("user_reports")
      .withIndex("by_created_at")
      .first();
    if (!report) throw new Error("Load reports first");
    for (let i = 0; i < count; i++)
      await ctx.db.insert("user_warnings", {
        user_id: userId,
        report_id: report._id,
        issued_by: moderatorId,
        reason: "Scale warning.",
        created_at: now - i * DAY,
      });
    return null;
  },
});

/** A staff role for a benchmark's moderator. */
export const grantStaff = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    await ctx.db.insert("user_roles", { user_id: userId, role: "moderator" });
    return null;
  },
});

/**
 * Activity log lines `from`…`from+count-1`, one a second back in time from
 * `now`, by the given users in turn, every kind in turn; the counters move by
 * the batch (as logActivity would, line by line).
 */
export const activity = internalMutation({
  args: {
    from: v.number(),
    count: v.number(),
    userIds: v.array(v.id("users")),
    now: v.number(),
  },
  handler: async (ctx, { from, count, userIds, now }) => {
    const perKind = new Map<string, number>();
    for (let i = from; i < from + count; i++) {
      const kind = ACTIVITY_KINDS[i % ACTIVITY_KINDS.length];
      const user = i % userIds.length;
      await ctx.db.insert("user_activity_log", {
        user_id: userIds[user],
        user_name: `Scale Student${user}`,
        kind,
        action: `Scale action ${i} (${kind})`,
        timestamp: now - (from + count - 1 - i) * 1_000,
      });
      perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    }
    await bumpCounter(ctx, activityCounter(), count);
    for (const [kind, n] of perKind)
      await bumpCounter(
        ctx,
        activityCounter(kind as (typeof ACTIVITY_KINDS)[number]),
        n,
      );
  },
});

/** `count` successful donations (₹1 to ₹5,000), each counted in the total raised. */
export const donations = internalMutation({
  args: { from: v.number(), count: v.number(), now: v.number() },
  handler: async (ctx, { from, count, now }) => {
    for (let i = from; i < from + count; i++) {
      const id = await ctx.db.insert("donations", {
        order_id: `order_Scale${String(i).padStart(9, "0")}`,
        payment_id: `pay_Scale${String(i).padStart(9, "0")}`,
        receipt_number: `VQD-${String(i + 1).padStart(6, "0")}`,
        receipt: `rcpt_Scale${String(i).padStart(19, "0")}`,
        amount_paise: ((i % 5000) + 1) * 100,
        donor_name: i % 3 === 0 ? null : `Scale Donor${i % 1000}`,
        email: null,
        mode: "test",
        source: "seed",
        created_at: now - (from + count - 1 - i) * 1_000,
      });
      await donationsTotal.insert(ctx, (await ctx.db.get("donations", id))!);
    }
  },
});

/**
 * `count` students' submitted attempts of one full test, each ranked on it
 * as a submission ranks it (model/standings.ts): scores over the whole
 * range, times from 10 to 45 minutes. With `readerId`, the first of them is
 * that student's (the benchmark reads their rank); returns its attempt.
 */
export const rankedAttempts = internalMutation({
  args: {
    testId: v.id("tests"),
    from: v.number(),
    count: v.number(),
    now: v.number(),
    readerId: v.optional(v.id("users")),
  },
  handler: async (ctx, { testId, from, count, now, readerId }) => {
    const test = (await ctx.db.get("tests", testId))!;
    let readerAttempt: Id<"test_attempts"> | null = null;
    for (let i = from; i < from + count; i++) {
      const userId =
        i === from && readerId
          ? readerId
          : await ctx.db.insert("users", { name: `Scale Ranked ${i}` });
      const max = test.question_count * test.marks_correct;
      const right = (i * 7919) % (test.question_count + 1);
      const wrong = (i * 31) % (test.question_count - right + 1);
      const started = now - (i + 1) * 60_000;
      const attemptId = await ctx.db.insert("test_attempts", {
        test_id: testId,
        user_id: userId,
        status: "submitted",
        started_at: started,
        deadline: started + test.duration_minutes * 60_000,
        submitted_at: started + (10 + (i % 36)) * 60_000,
        score: right * test.marks_correct - wrong * test.marks_wrong,
        max_score: max,
        correct_count: right,
        wrong_count: wrong,
        unanswered_count: test.question_count - right - wrong,
        negative_marks: wrong * test.marks_wrong,
      });
      await recordTestStanding(
        ctx,
        test,
        (await ctx.db.get("test_attempts", attemptId))!,
      );
      if (userId === readerId) readerAttempt = attemptId;
    }
    return readerAttempt;
  },
});
