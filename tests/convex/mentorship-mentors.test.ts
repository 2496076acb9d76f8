import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { errorData } from "./harness";
import {
  HOUR,
  DAY,
  firstPage,
  BAD_CLOCK,
  browseCast,
  insertSession,
} from "./fixtures/mentorship";

// ── Mentors ─────────────────────────────────────────────────────────────────

describe("mentors", () => {
  it("are listed verified only, best rated first", async () => {
    const { t, mentorIds } = await browseCast();
    await t.run(async (ctx) => {
      await ctx.db.patch("mentors", mentorIds.meera, {
        rating: 4.5,
        rating_sum: 9,
        rating_count: 2,
      });
      await ctx.db.patch("mentors", mentorIds.thomas, {
        rating: 4.8,
        rating_sum: 24,
        rating_count: 5,
        total_sessions: 12,
      });
    });
    const page = await t.query(api.mentorship.mentors.list, {
      paginationOpts: firstPage(),
    });
    // Not the unverified mentor (rated 5), nor the staff accounts.
    expect(page.page.map((m) => m._id)).toEqual([
      mentorIds.thomas,
      mentorIds.meera,
    ]);
    expect(page.page[0]).toEqual({
      _id: mentorIds.thomas,
      fullName: "Thomas Varghese",
      qualification: "M.Sc., B.Ed.",
      bio: "Teaches at a school in Pune.",
      rating: 4.8,
      ratingCount: 5,
      totalSessions: 12,
      experienceYears: 8,
      expertise: ["Algebra"],
      isVolunteer: true,
    });
  });

  it("have a profile: subject, availability, next sessions and latest feedback", async () => {
    const { t, student, classmate, mentorIds } = await browseCast();
    const now = Date.now();
    const soon = await insertSession(t, mentorIds.meera, {
      scheduled_at: now + 2 * HOUR,
      session_type: "one-on-one",
      max_participants: 1,
      participant_count: 1,
    });
    const past = await insertSession(t, mentorIds.meera, {
      scheduled_at: now - 3 * DAY,
      status: "completed",
      title: "Linear equations",
    });
    await insertSession(t, mentorIds.meera, {
      scheduled_at: now + HOUR,
      status: "cancelled",
    });
    await insertSession(t, mentorIds.thomas, { scheduled_at: now + HOUR });
    for (let i = 0; i < 11; i++)
      await insertSession(t, mentorIds.meera, {
        scheduled_at: now + (3 + i) * DAY,
      });
    await t.run(async (ctx) => {
      for (const [weekday, start] of [
        [6, 600],
        [1, 1080],
        [3, 1020],
        [1, 960],
      ])
        await ctx.db.insert("mentor_availability", {
          mentor_id: mentorIds.meera,
          weekday,
          start_minute: start,
          end_minute: start + 60,
          timezone: "Asia/Kolkata",
        });
      for (let i = 0; i < 7; i++)
        await ctx.db.insert("mentorship_feedback", {
          mentor_id: mentorIds.meera,
          session_id: past,
          session_title: "Linear equations",
          student_id: i % 2 ? student.userId : classmate.userId,
          student_name: i === 6 ? undefined : "Diya Menon",
          rating: 3 + (i % 3),
          feedback_text: `Feedback ${i}`,
          created_at: now - (10 - i) * HOUR,
        });
    });

    const profile = await t.query(api.mentorship.mentors.get, {
      mentorId: mentorIds.meera,
      now,
    });
    expect(profile).toMatchObject({
      _id: mentorIds.meera,
      fullName: "Meera Iyer",
      subject: "Mathematics",
      availability: [
        {
          weekday: 1,
          startMinute: 960,
          endMinute: 1020,
          timezone: "Asia/Kolkata",
        },
        {
          weekday: 1,
          startMinute: 1080,
          endMinute: 1140,
          timezone: "Asia/Kolkata",
        },
        {
          weekday: 3,
          startMinute: 1020,
          endMinute: 1080,
          timezone: "Asia/Kolkata",
        },
        {
          weekday: 6,
          startMinute: 600,
          endMinute: 660,
          timezone: "Asia/Kolkata",
        },
      ],
    });
    expect(profile!.upcomingSessions).toHaveLength(10);
    expect(profile!.upcomingSessions[0]).toMatchObject({
      _id: soon,
      sessionType: "one-on-one",
      full: true,
      fit: null,
    });
    expect(
      profile!.upcomingSessions.every(
        (s) => s.mentor._id === mentorIds.meera && s.scheduledAt >= now,
      ),
    ).toBe(true);
    // A visitor is told a student wrote it, never who.
    expect(profile!.feedback.map((f) => [f.text, f.studentName])).toEqual([
      ["Feedback 6", "Anonymous"],
      ["Feedback 5", "A student"],
      ["Feedback 4", "A student"],
      ["Feedback 3", "A student"],
      ["Feedback 2", "A student"],
    ]);
    // A signed-in member sees the student's first name only.
    const signedInView = await student.as.query(api.mentorship.mentors.get, {
      mentorId: mentorIds.meera,
      now,
    });
    expect(signedInView!.feedback.map((f) => f.studentName)).toEqual([
      "Anonymous",
      "Diya",
      "Diya",
      "Diya",
      "Diya",
    ]);
    expect(profile!.feedback[0]).toMatchObject({
      rating: 3,
      sessionTitle: "Linear equations",
      createdAt: now - 4 * HOUR,
    });
  });

  it("are shown only once verified, and unknown addresses show nothing", async () => {
    const { t, mentorIds, admin } = await browseCast();
    const now = Date.now();
    expect(
      await t.query(api.mentorship.mentors.get, {
        mentorId: mentorIds.unverified,
        now,
      }),
    ).toBeNull();
    expect(
      await t.query(api.mentorship.mentors.get, {
        mentorId: admin.userId,
        now,
      }),
    ).toBeNull();
    expect(
      await t.query(api.mentorship.mentors.get, { mentorId: "x", now }),
    ).toBeNull();
    await expect(
      errorData(
        t.query(api.mentorship.mentors.get, {
          mentorId: mentorIds.meera,
          now: NaN,
        }),
      ),
    ).resolves.toEqual(BAD_CLOCK);
  });
});
