import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id, TableNames } from "../../convex/_generated/dataModel";
import { COUNTERS, readCounter } from "../../convex/lib/counters";
import { rateLimiter, LIMITS } from "../../convex/lib/rateLimit";
import { weeklyXpRanks } from "../../convex/learning/model/progress";
import { mentorStudents } from "../../convex/mentorship/model/workspaceCounts";
import schema from "../../convex/schema";
import { signedIn } from "./fixtures/common";
import { newBackend } from "./setup";

// convex-test only (fake timers run the demo seed's scheduled jobs): this
// file uses ./setup, not the harness, so the conformance run leaves it out;
// privacy-erasure.test.ts runs erasure on both targets.

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

type Backend = ReturnType<typeof newBackend>;
type Named = { userId: Id<"users">; email: string | null; fullName: string };

/** Every value inside a document, with its path. */
function* leaves(value: unknown, path: string): Generator<[string, unknown]> {
  if (Array.isArray(value))
    for (const [i, item] of value.entries())
      yield* leaves(item, `${path}[${i}]`);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value))
      yield* leaves(item, `${path}.${key}`);
  else yield [path, value];
}

/**
 * Every row of every table holding a value that names one of `people`: their
 * id (alone or inside a key), their e-mail or their full name.
 */
async function scan(t: Backend, people: Named[]) {
  const tables = Object.keys(schema.tables) as TableNames[];
  const found = await t.run(async (ctx) => {
    const hits: string[] = [];
    for (const table of tables)
      for (const row of await ctx.db.query(table).collect())
        for (const [path, value] of leaves(row, `${table}:${row._id}`))
          for (const p of people)
            if (
              typeof value === "string" &&
              (value.includes(p.userId) ||
                value === p.fullName ||
                (p.email !== null && value === p.email))
            )
              hits.push(`${path} = ${value}`);
    return hits;
  });
  return { tables: tables.length, found };
}

/** Counts kept beside their rows, checked against the rows. */
async function countsDisagreeing(t: Backend) {
  return await t.run(async (ctx) => {
    const wrong: string[] = [];
    const all = <T extends TableNames>(table: T) =>
      ctx.db.query(table).collect();
    const replies = await all("forum_replies");
    const votes = await all("forum_votes");
    for (const thread of await all("forum_threads")) {
      const visible = replies.filter(
        (r) => r.thread_id === thread._id && r.status === "visible",
      ).length;
      if (thread.reply_count !== visible)
        wrong.push(
          `thread ${thread.title}: ${thread.reply_count} ≠ ${visible}`,
        );
    }
    for (const post of [...(await all("forum_threads")), ...replies]) {
      const n = votes.filter((v) => v.target_id === post._id).length;
      if (post.upvotes < n)
        wrong.push(`post ${post._id} upvotes ${post.upvotes} < ${n}`);
    }
    const members = await all("club_members");
    for (const club of await all("student_clubs")) {
      const n = members.filter((m) => m.club_id === club._id).length;
      if (club.member_count !== n)
        wrong.push(`club ${club.name}: ${club.member_count} ≠ ${n}`);
    }
    const registrations = await all("event_registrations");
    for (const event of await all("community_events")) {
      const n = registrations.filter((r) => r.event_id === event._id).length;
      if (event.attendee_count !== n)
        wrong.push(`event ${event.title}: ${event.attendee_count} ≠ ${n}`);
    }
    const participants = await all("session_participants");
    for (const session of await all("mentorship_sessions")) {
      const n = participants.filter((p) => p.session_id === session._id).length;
      if (session.participant_count !== n)
        wrong.push(
          `session ${session.title}: ${session.participant_count} ≠ ${n}`,
        );
    }
    const enrolments = await all("program_enrolments");
    for (const program of await all("mentorship_programs")) {
      const n = enrolments.filter((e) => e.program_id === program._id).length;
      if (program.enrolled_count !== n)
        wrong.push(
          `program ${program.title}: ${program.enrolled_count} ≠ ${n}`,
        );
    }
    const pairs = await all("mentor_students");
    for (const stats of await all("mentor_stats")) {
      const rows = pairs.filter((p) => p.mentor_id === stats.mentor_id);
      if (stats.student_count !== rows.length)
        wrong.push(
          `mentor_stats ${stats.mentor_id}: ${stats.student_count} ≠ ${rows.length}`,
        );
      const counted = await mentorStudents.count(ctx, {
        namespace: stats.mentor_id,
      });
      if (counted !== rows.length)
        wrong.push(
          `mentorStudents ${stats.mentor_id}: ${counted} ≠ ${rows.length}`,
        );
    }
    const weeks = await all("weekly_xp");
    for (const key of new Set(weeks.map((w) => `${w.grade}|${w.week}`))) {
      const [grade, week] = key.split("|") as [string, string];
      const rows = weeks.filter((w) => `${w.grade}|${w.week}` === key);
      const counted = await weeklyXpRanks.count(ctx, {
        namespace: [Number(grade), week],
      });
      if (counted !== rows.length)
        wrong.push(`weeklyXp ${key}: ${counted} ≠ ${rows.length}`);
    }
    const profiles = await all("profiles");
    const students = profiles.filter((p) => p.role === "student").length;
    const mentors = profiles.filter((p) => p.role === "mentor").length;
    const verified = (await all("mentors")).filter((m) => m.is_verified).length;
    for (const [key, n] of [
      [COUNTERS.students, students],
      [COUNTERS.mentors, mentors],
      [COUNTERS.verifiedMentors, verified],
    ] as const) {
      const counted = await readCounter(ctx, key);
      if (counted !== n) wrong.push(`${key}: ${counted} ≠ ${n}`);
    }
    return wrong;
  });
}

async function userByEmail(t: Backend, email: string): Promise<Named> {
  return await t.run(async (ctx) => {
    const user = (await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email))
      .unique())!;
    const profile = (await ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", user._id))
      .unique())!;
    return { userId: user._id, email, fullName: profile.full_name };
  });
}

async function userByName(t: Backend, fullName: string): Promise<Named> {
  return await t.run(async (ctx) => {
    const profile = (await ctx.db.query("profiles").collect()).find(
      (p) => p.full_name === fullName,
    )!;
    return { userId: profile.user_id, email: null, fullName };
  });
}

describe("erasure of everything of a person", () => {
  it("leaves no row naming the demo student, mentor, admin or a reported student, and every count right", async () => {
    vi.useFakeTimers();
    vi.stubEnv("SEED_DEMO_ACCOUNTS", "true");
    const t = newBackend();
    await t.mutation(internal.seed.run, {});
    // What the seed scheduled for now; not the awaiting child's consent
    // reminders and expiry days ahead, which would move the clock past every
    // seeded event.
    vi.advanceTimersByTime(1_000);
    await t.finishInProgressScheduledFunctions();
    // convex-test runs due scheduled functions side by side in one fake
    // database, and a file stored by an action while another function's
    // transaction is open can fail there ("Write outside of transaction"):
    // the demo upload (which does nothing once done) is run again alone.
    await t.action(internal.seed.demoUpload, {});

    const student = await userByEmail(t, "student@demo.vidyaquest.example");
    const mentor = await userByEmail(t, "mentor@demo.vidyaquest.example");
    const admin = await userByEmail(t, "admin@demo.vidyaquest.example");
    const reported = await userByName(t, "Harshit Yadav");
    const people = [student, mentor, admin, reported];

    // The demo student also takes part in the community, as a member would.
    const asBackend = t as unknown as Parameters<typeof signedIn>[0];
    const aarav = await signedIn(asBackend, student.userId, student.email!);
    const someone = await userByName(t, "Fatima Sheikh");
    const fatima = await signedIn(asBackend, someone.userId);
    const { categoryId, otherThread, clubId, eventId } = await t.run(
      async (ctx) => ({
        categoryId: (await ctx.db.query("forum_categories").first())!._id,
        otherThread: (await ctx.db.query("forum_threads").collect()).find(
          (th) => !people.some((p) => p.userId === th.author_id),
        )!._id,
        clubId: (await ctx.db.query("student_clubs").collect()).find(
          (c) => c.status === "visible",
        )!._id,
        eventId: (await ctx.db.query("community_events").collect()).find(
          (e) => e.status === "published" && e.scheduled_at > Date.now(),
        )!._id,
      }),
    );
    const threadId = await aarav.mutation(api.community.forums.createThread, {
      categoryId,
      title: "How do I remember the periodic table?",
      content: "Any tricks for the first twenty elements?",
    });
    await fatima.mutation(api.community.forums.reply, {
      threadId,
      content: "Make a sentence from their symbols!",
    });
    await fatima.mutation(api.community.forums.toggleUpvote, {
      target: { kind: "thread", id: threadId },
    });
    await aarav.mutation(api.community.forums.reply, {
      threadId: otherThread,
      content: "This helped me too, thank you.",
    });
    await aarav.mutation(api.community.forums.toggleUpvote, {
      target: { kind: "thread", id: otherThread },
    });
    await aarav.mutation(api.community.clubs.join, { clubId });
    await aarav.mutation(api.community.events.rsvp, { eventId });
    await aarav.mutation(api.community.reports.create, {
      targetType: "thread",
      targetId: otherThread,
      reason: "spam",
    });
    await aarav.mutation(api.notifications.preferences.set, {
      kind: "forum_reply",
      channel: "mail",
      enabled: true,
    });
    // A move up a class waiting for the demo parent.
    await t.run((ctx) =>
      ctx.db.insert("class_moves", {
        child_id: student.userId,
        from_grade: 9,
        to_grade: 10,
        requested_at: Date.now(),
      }),
    );
    await t.finishAllScheduledFunctions(vi.runAllTimers);

    expect(await countsDisagreeing(t)).toEqual([]);

    // Download my data, for the demo student and the demo mentor (with her files).
    const exportOf = async (asWho: typeof aarav, userId: Id<"users">) => {
      const started = performance.now();
      const { sizeBytes } = await asWho.action(
        api.privacy.exports.exportMyData,
        {},
      );
      const ms = Math.round(performance.now() - started);
      const bytes = await t.run(async (ctx) => {
        const row = (await ctx.db
          .query("data_exports")
          .withIndex("by_user_id", (q) => q.eq("user_id", userId))
          .first())!;
        return await (await ctx.storage.get(row.storage_id))!.arrayBuffer();
      });
      return { sizeBytes, ms, files: unzipSync(new Uint8Array(bytes)) };
    };
    // Timed on the real clock (the seed needed the fake one).
    vi.useRealTimers();
    const studentExport = await exportOf(aarav, student.userId);
    const mentorExport = await exportOf(
      await signedIn(asBackend, mentor.userId, mentor.email!),
      mentor.userId,
    );
    console.info(
      `Export of the demo student: ${studentExport.sizeBytes} bytes, ${Object.keys(studentExport.files).length} files, ${studentExport.ms} ms (convex-test); ` +
        `of the demo mentor: ${mentorExport.sizeBytes} bytes, ${Object.keys(mentorExport.files).length} files, ${mentorExport.ms} ms.`,
    );
    vi.useFakeTimers();
    expect(
      Object.keys(mentorExport.files).filter((f) => f.startsWith("files/")),
    ).toHaveLength(2);
    const studentXp = JSON.parse(
      strFromU8(studentExport.files["xp_events.json"]!),
    ) as unknown[];
    expect(studentXp.length).toBeGreaterThan(0);

    const before = await scan(t, people);
    for (const p of people) expect(before.found.join("\n")).toContain(p.userId);
    const files = () =>
      t.run(
        async (ctx) => (await ctx.db.system.query("_storage").collect()).length,
      );
    const filesBefore = await files();
    const upvotesOf = async (id: Id<"forum_threads">) =>
      (await t.run((ctx) => ctx.db.get("forum_threads", id)))!.upvotes;
    const otherUpvotes = await upvotesOf(otherThread);

    for (const p of people)
      await t.mutation(internal.privacy.erasure.eraseAccount, {
        userId: p.userId,
      });
    await t.finishAllScheduledFunctions(vi.runAllTimers);

    const after = await scan(t, people);
    console.info(
      `Erasure scan: ${after.tables} tables scanned, ${after.found.length} values naming the erased people left (${before.found.length} before).`,
    );
    expect(after.found).toEqual([]);
    expect(after.tables).toBe(Object.keys(schema.tables).length);
    expect(await countsDisagreeing(t)).toEqual([]);
    // The demo mentor's uploaded video and captions are gone from storage,
    // and so are both downloads.
    expect(await files()).toBe(filesBefore - 4);
    // The student's thread stays, from a "Deleted member", with its reply.
    const thread = await t.run((ctx) => ctx.db.get("forum_threads", threadId));
    expect(thread).toMatchObject({
      author_name: "Deleted member",
      reply_count: 1,
      upvotes: 1,
    });
    // Their upvote leaves the other thread's count.
    expect(await upvotesOf(otherThread)).toBe(otherUpvotes - 1);
    // Rate-limit buckets keyed by the student start afresh.
    const bucket = await t.run((ctx) =>
      rateLimiter.getValue(ctx, "threadPerUser", { key: student.userId }),
    );
    expect(bucket.value).toBe(LIMITS.threadPerUser.capacity);
  }, 120_000);
});
