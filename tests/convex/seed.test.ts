import { standingOf } from "../../convex/learning/model/standings";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import {
  COMMUNITY_PEOPLE,
  SEED_CLUBS,
  SEED_EVENTS,
  SEED_PROPOSED_EVENTS,
  SEED_THREADS,
} from "../../convex/seedData/community";
import { createUserWithProfile } from "../../convex/accounts/model/profiles";
import { COUNTERS, readCounter } from "../../convex/lib/counters";
import { DEMO_ACCOUNTS } from "../../convex/seedData/demoAccounts";
import { COMMUNITY_PARENTS } from "../../convex/seedData/families";
import { DEMO_UPLOAD_CAPTIONS } from "../../convex/seedData/media/demoUploadCaptions";
import { DEMO_UPLOAD_VIDEO } from "../../convex/seedData/media/demoUploadVideo";
import { newBackend } from "./setup";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe("seed", () => {
  it("creates the demo accounts with their profiles and roles when asked to", async () => {
    vi.useFakeTimers();
    vi.stubEnv("SEED_DEMO_ACCOUNTS", "true");
    const t = newBackend();
    await t.mutation(internal.seed.run, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const rows = await t.run(async (ctx) => {
      const profiles = await ctx.db.query("profiles").collect();
      const roles = await ctx.db.query("user_roles").collect();
      // The community's demo people have no e-mail, and their parents no
      // password: neither can sign in.
      const users = (await ctx.db.query("users").collect()).filter(
        (u) => u.email !== undefined && !u.email.startsWith("parent."),
      );
      return users.map((u) => ({
        email: u.email,
        role: profiles.find((p) => p.user_id === u._id)?.role,
        grade: profiles.find((p) => p.user_id === u._id)?.grade,
        staff: roles.find((r) => r.user_id === u._id)?.role ?? null,
      }));
    });
    expect(rows).toEqual(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        role: a.role,
        grade: "grade" in a ? a.grade : undefined,
        staff: "staffRole" in a ? a.staffRole : null,
      })),
    );
    // Running it again adds nothing.
    await t.mutation(internal.seed.run, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(
      await t.run(
        async (ctx) => (await ctx.db.query("users").collect()).length,
      ),
    ).toBe(
      DEMO_ACCOUNTS.length +
        COMMUNITY_PEOPLE.length +
        Object.keys(COMMUNITY_PARENTS).length +
        1, // the demo parent's child on Pro
    );
    expect(await t.query(api.pricing.plans.list, {})).toHaveLength(3);
    // Every seeded student's parent consented, on record and linked.
    const students = await t.run(async (ctx) => {
      const profiles = await ctx.db
        .query("profiles")
        .withIndex("by_role_and_grade", (q) => q.eq("role", "student"))
        .collect();
      return Promise.all(
        profiles.map(async (p) => ({
          consent: p.consent,
          records: (
            await ctx.db
              .query("consent_records")
              .withIndex("by_child_id", (q) => q.eq("child_id", p.user_id))
              .collect()
          ).length,
        })),
      );
    });
    expect(students).toHaveLength(
      COMMUNITY_PEOPLE.filter((p) => p.role === "student").length +
        DEMO_ACCOUNTS.filter((a) => a.role === "student").length +
        1, // the demo parent's child on Pro
    );
    expect(
      students.every((s) => s.consent === "given" && s.records === 1),
    ).toBe(true);
  }, 60_000);

  it("fills the community with consistent demo content, once", async () => {
    vi.useFakeTimers();
    vi.stubEnv("SEED_DEMO_ACCOUNTS", "true");
    const t = newBackend();
    await t.mutation(internal.seed.run, {});
    await t.mutation(internal.seed.run, {});
    const counts = await t.run(async (ctx) => {
      const threads = await ctx.db.query("forum_threads").collect();
      const replies = await ctx.db.query("forum_replies").collect();
      const votes = await ctx.db.query("forum_votes").collect();
      const clubs = await ctx.db.query("student_clubs").collect();
      const members = await ctx.db.query("club_members").collect();
      const events = await ctx.db.query("community_events").collect();
      const registrations = await ctx.db.query("event_registrations").collect();
      const exact = (n: number, rows: unknown[]) => n === rows.length;
      return {
        threads: threads.length,
        replies: replies.length,
        clubs: clubs.length,
        events: events.length,
        replyCountsExact: threads.every((th) =>
          exact(
            th.reply_count,
            replies.filter((r) => r.thread_id === th._id),
          ),
        ),
        upvotesExact: [...threads, ...replies].every((p) =>
          exact(
            p.upvotes,
            votes.filter((v) => v.target_id === p._id),
          ),
        ),
        memberCountsExact: clubs.every((c) =>
          exact(
            c.member_count,
            members.filter((m) => m.club_id === c._id),
          ),
        ),
        attendeesExact: events.every(
          (e) =>
            exact(
              e.attendee_count,
              registrations.filter((r) => r.event_id === e._id),
            ) && e.attendee_count <= (e.max_attendees ?? Infinity),
        ),
        allUpcoming: events.every((e) => e.scheduled_at > Date.now()),
      };
    });
    expect(counts).toEqual({
      threads: SEED_THREADS.length,
      replies: SEED_THREADS.reduce((n, th) => n + th.replies.length, 0),
      clubs: SEED_CLUBS.length,
      events: SEED_EVENTS.length + SEED_PROPOSED_EVENTS.length,
      replyCountsExact: true,
      upvotesExact: true,
      memberCountsExact: true,
      attendeesExact: true,
      allUpcoming: true,
    });
    const page = await t.query(api.community.forums.listThreads, {
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(page.page).toHaveLength(10);
    // Students' proposals wait in Content Management, counted for the overview.
    const queue = await t.run(async (ctx) => ({
      pending: (
        await ctx.db
          .query("dashboard_content")
          .withIndex("by_status_and_date_submitted", (q) =>
            q.eq("status", "pending"),
          )
          .collect()
      ).map((c) => ({ kind: c.kind, snippet: c.content_snippet })),
      counted: await readCounter(ctx, COUNTERS.pendingContent),
    }));
    expect(queue).toEqual({
      pending: SEED_PROPOSED_EVENTS.map((e) => ({
        kind: "event_proposal",
        snippet: e.title,
      })),
      counted: SEED_PROPOSED_EVENTS.length,
    });
  }, 60_000);

  it("creates no accounts unless the deployment asks for them", async () => {
    vi.useFakeTimers();
    const t = newBackend();
    await t.mutation(internal.seed.run, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(
      await t.run(
        async (ctx) => (await ctx.db.query("users").collect()).length,
      ),
    ).toBe(0);
  }, 60_000);

  it("replays recent learning for the seeded students only, consistent with their XP events", async () => {
    vi.useFakeTimers();
    vi.stubEnv("SEED_DEMO_ACCOUNTS", "true");
    const t = newBackend();
    await t.mutation(internal.seed.run, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    // Someone who signed up themselves is never given demo history.
    const newcomer = await t.run((ctx) =>
      createUserWithProfile(ctx, {
        email: "rhea@example.in",
        fullName: "Rhea Kapoor",
        role: "student",
        consent: "given",
        grade: 9,
      }),
    );
    await t.mutation(internal.seed.demoProgress, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const { stats, events, demo } = await t.run(async (ctx) => {
      const demoUser = await ctx.db
        .query("users")
        .withIndex("email", (q) => q.eq("email", DEMO_ACCOUNTS[0].email))
        .unique();
      return {
        stats: await ctx.db.query("player_stats").collect(),
        events: await ctx.db.query("xp_events").collect(),
        demo: demoUser?._id,
      };
    });
    const students = COMMUNITY_PEOPLE.filter((p) => p.role === "student");
    // Every seeded student learned (the demo students, the community's and
    // the demo parent's child on Pro), and nobody else did.
    expect(stats).toHaveLength(
      students.length +
        DEMO_ACCOUNTS.filter((a) => a.role === "student").length +
        1,
    );
    expect(stats.map((s) => s.user_id)).not.toContain(newcomer);
    for (const s of stats)
      expect(s.total_xp).toBe(
        events
          .filter((e) => e.user_id === s.user_id)
          .reduce((sum, e) => sum + e.amount, 0),
      );
    // The demo student: two lessons on each of the last five days, a live streak.
    expect(stats.find((s) => s.user_id === demo)).toMatchObject({
      lessons_completed: 10,
      streak_current: 5,
      grade: 9,
    });
    expect(
      stats.find((s) => s.user_id === demo)!.tests_submitted,
    ).toBeGreaterThan(0);
    // Every seeded student sat their class's Mathematics full mock test 1:
    // the demo student is ranked among the Class 9 ones (with classmates).
    const standings = await t.run(async (ctx) => {
      const rows = await ctx.db.query("standings").collect();
      const mine = rows.find((r) => r.user_id === demo)!;
      const test = await ctx.db.get(
        "tests",
        mine.board.replace(/^test:/, "") as Id<"tests">,
      );
      return {
        rows: rows.length,
        nine: rows.filter((r) => r.board === mine.board).length,
        demo: await standingOf(ctx, mine.board, demo!),
        title: test?.title,
      };
    });
    expect(standings.title).toBe("Class 9 Mathematics full mock test 1");
    expect(standings.rows).toBe(stats.length - 1);
    expect(standings.demo).toMatchObject({ of: standings.nine, grade: 9 });
    expect(standings.nine).toBeGreaterThan(1);
    // Running it again changes nothing.
    await t.mutation(internal.seed.demoProgress, {});
    expect(
      await t.run(
        async (ctx) => (await ctx.db.query("xp_events").collect()).length,
      ),
    ).toBe(events.length);
  }, 400_000);

  it("gives the demo mentor one approved uploaded lesson with a real video and its captions, once", async () => {
    vi.useFakeTimers();
    vi.stubEnv("SEED_DEMO_ACCOUNTS", "true");
    const t = newBackend();
    await t.mutation(internal.seed.run, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    await t.mutation(internal.seed.run, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const seeded = await t.run(async (ctx) => {
      const uploads = await ctx.db.query("uploads").collect();
      const files = await ctx.db.system.query("_storage").collect();
      const upload = uploads.find((u) => u.kind === "video");
      const captions = uploads.find((u) => u.kind === "captions");
      const owner = upload && (await ctx.db.get("users", upload.owner_id));
      const content = await ctx.db
        .query("dashboard_content")
        .withIndex("by_ref_id", (q) => q.eq("ref_id", upload?._id))
        .unique();
      const lesson = upload?.lesson_id
        ? await ctx.db.get("lessons", upload.lesson_id)
        : null;
      const chapter =
        lesson && (await ctx.db.get("chapters", lesson.chapter_id));
      const subject =
        lesson && (await ctx.db.get("subjects", lesson.subject_id));
      const chapterLessons = chapter
        ? await ctx.db
            .query("lessons")
            .withIndex("by_chapter_id_and_number", (q) =>
              q.eq("chapter_id", chapter._id),
            )
            .collect()
        : [];
      const subjectLessons = subject
        ? await ctx.db
            .query("lessons")
            .withIndex("by_subject_id_and_hidden_at", (q) =>
              q.eq("subject_id", subject._id),
            )
            .collect()
        : [];
      return {
        uploads: uploads.length,
        files: files.map((f) => f.size).sort((a, b) => b - a),
        captionsId: upload?.captions_id,
        captions: captions && {
          _id: captions._id,
          owner: captions.owner_id === upload?.owner_id,
          checked: captions.checked_type,
          storageId: captions.storage_id,
        },
        lessonCaptions: lesson?.captions,
        owner: owner?.email,
        status: content?.status,
        reviewed: content?.reviewed_by !== undefined,
        video: lesson?.video,
        storageId: upload?.storage_id,
        duration: lesson?.duration_seconds,
        grade: subject?.grade,
        chapterNumber: chapter?.number,
        lastInChapter: lesson?.number === chapterLessons.length,
        countsExact:
          chapter?.lesson_count === chapterLessons.length &&
          subject?.lesson_count === subjectLessons.length &&
          subject?.duration_seconds ===
            subjectLessons.reduce((sum, l) => sum + l.duration_seconds, 0),
      };
    });
    const captionsBytes = new TextEncoder().encode(
      DEMO_UPLOAD_CAPTIONS.text,
    ).length;
    expect(seeded).toEqual({
      // The video and its captions, each with its row.
      uploads: 2,
      files: [DEMO_UPLOAD_VIDEO.sizeBytes, captionsBytes],
      captionsId: seeded.captions?._id,
      captions: {
        _id: expect.any(String),
        owner: true,
        checked: "text/vtt",
        storageId: seeded.captions?.storageId,
      },
      lessonCaptions: {
        kind: "storage",
        storage_id: seeded.captions?.storageId,
      },
      owner: "mentor@demo.vidyaquest.example",
      status: "approved",
      reviewed: true,
      video: { kind: "storage", storage_id: seeded.storageId },
      storageId: seeded.storageId,
      duration: DEMO_UPLOAD_VIDEO.durationSeconds,
      grade: 9,
      chapterNumber: 1,
      lastInChapter: true,
      countsExact: true,
    });
  }, 60_000);
});

describe("seeded thread embeddings", () => {
  it("gives every seeded thread its embedding, so similar questions find them", async () => {
    vi.useFakeTimers();
    vi.stubEnv("SEED_DEMO_ACCOUNTS", "true");
    const t = newBackend();
    await t.mutation(internal.seed.run, {});
    const { threads, embeddings } = await t.run(async (ctx) => ({
      threads: await ctx.db.query("forum_threads").collect(),
      embeddings: await ctx.db.query("forum_thread_embeddings").collect(),
    }));
    expect(threads.length).toBeGreaterThanOrEqual(SEED_THREADS.length);
    expect(embeddings.map((e) => e.thread_id).sort()).toEqual(
      threads.map((th) => th._id).sort(),
    );
    for (const e of embeddings) {
      const thread = threads.find((th) => th._id === e.thread_id)!;
      expect(e).toMatchObject({
        status: thread.status,
        category_id: thread.category_id,
        model: "local-hash-v1",
      });
      expect(e.embedding).toHaveLength(256);
    }
  }, 60_000);
});
