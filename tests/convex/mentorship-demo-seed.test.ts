import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { DEMO_ACCOUNTS } from "../../convex/seedData/demoAccounts";
import { seedCommunity } from "../../convex/seedData/loadCommunity";
import {
  seedDemoMentorship,
  seedMentorship,
} from "../../convex/seedData/loadMentorship";
import {
  DEMO_MENTOR_SESSIONS,
  SEED_PROGRAMS,
  SEED_SESSIONS,
} from "../../convex/seedData/mentorship";
import { createPerson } from "./fixtures/common";
import { newBackend } from "./harness";
import { DAY, firstPage } from "./fixtures/mentorship";

// ── The demo seed ───────────────────────────────────────────────────────────

describe("the demo seed", () => {
  it("shows mentorship in use: programs of both kinds, rated mentors, sessions over the next two weeks, some full", async () => {
    const t = newBackend();
    const now = Date.now();
    await t.run(async (ctx) => {
      await seedCommunity(ctx, now);
      await seedMentorship(ctx, now);
      // Twice is once.
      await seedMentorship(ctx, now);
    });
    const rows = await t.run(async (ctx) => ({
      programs: await ctx.db.query("mentorship_programs").collect(),
      enrolments: await ctx.db.query("program_enrolments").collect(),
      mentors: await ctx.db.query("mentors").collect(),
      sessions: await ctx.db.query("mentorship_sessions").collect(),
      participants: await ctx.db.query("session_participants").collect(),
      feedback: await ctx.db.query("mentorship_feedback").collect(),
      availability: await ctx.db.query("mentor_availability").collect(),
    }));
    expect(rows.programs).toHaveLength(SEED_PROGRAMS.length);
    expect(rows.sessions).toHaveLength(SEED_SESSIONS.length);
    expect(new Set(rows.programs.map((p) => p.category))).toEqual(
      new Set(["academic", "skill-based"]),
    );
    for (const p of rows.programs) {
      const enrolled = rows.enrolments.filter((e) => e.program_id === p._id);
      expect(p.enrolled_count).toBe(enrolled.length);
      expect(p.enrolled_count).toBeLessThanOrEqual(p.max_participants);
    }
    for (const s of rows.sessions) {
      const places = rows.participants.filter((x) => x.session_id === s._id);
      expect(s.participant_count).toBe(places.length);
      expect(s.participant_count).toBeLessThanOrEqual(s.max_participants);
      if (s.session_type === "one-on-one") expect(s.max_participants).toBe(1);
      if (s.status === "scheduled") {
        expect(s.scheduled_at).toBeGreaterThan(now);
        expect(s.scheduled_at).toBeLessThan(now + 14 * DAY);
      } else {
        expect(s.status).toBe("completed");
        expect(s.scheduled_at).toBeLessThan(now);
      }
    }
    const upcoming = rows.sessions.filter((s) => s.status === "scheduled");
    expect(
      upcoming.filter((s) => s.participant_count === s.max_participants).length,
    ).toBeGreaterThanOrEqual(2);
    expect(upcoming.some((s) => s.program_id)).toBe(true);
    expect(upcoming.some((s) => s.session_type === "one-on-one")).toBe(true);
    for (const m of rows.mentors) {
      const mine = rows.feedback.filter((f) => f.mentor_id === m._id);
      expect(m.is_verified).toBe(true);
      expect(m.rating_count).toBe(mine.length);
      expect(m.rating_sum).toBe(mine.reduce((n, f) => n + f.rating, 0));
      expect(m.rating).toBeCloseTo(
        mine.length ? m.rating_sum / mine.length : 0,
      );
      expect(m.total_sessions).toBe(
        rows.sessions.filter(
          (s) => s.mentor_id === m._id && s.status === "completed",
        ).length,
      );
      expect(rows.availability.some((a) => a.mentor_id === m._id)).toBe(true);
    }

    const mentors = await t.query(api.mentorship.mentors.list, {
      paginationOpts: firstPage(50),
    });
    const ratings = mentors.page.map((m) => m.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(mentors.page.length).toBe(rows.mentors.length);
    const sessions = await t.query(api.mentorship.sessions.listUpcoming, {
      paginationOpts: firstPage(6),
      now,
    });
    expect(sessions.page).toHaveLength(6);
    expect(sessions.page.some((s) => s.full)).toBe(true);
  });

  it("registers the demo student for the demo mentor's sessions that say so and a seeded one, once the demo accounts exist", async () => {
    const t = newBackend();
    const now = Date.now();
    await t.run(async (ctx) => {
      await seedCommunity(ctx, now);
      await seedMentorship(ctx, now);
    });
    const email = (role: string) =>
      DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
    const aarav = await createPerson(t, {
      email: email("student"),
      fullName: "Aarav Sharma",
      grade: 9,
    });
    const meera = await createPerson(t, {
      email: email("mentor"),
      fullName: "Meera Iyer",
      role: "mentor",
      verifiedMentor: true,
    });
    await t.run((ctx) => seedDemoMentorship(ctx, now));
    await t.run((ctx) => seedDemoMentorship(ctx, now));

    const page = await aarav.as.query(api.mentorship.sessions.listUpcoming, {
      paginationOpts: firstPage(50),
      now,
    });
    const upcomingOfMeera = DEMO_MENTOR_SESSIONS.filter((s) => s.inDays >= 0);
    const registeredWithMeera = upcomingOfMeera.filter((s) => s.demoStudent);
    const mine = page.page.filter((s) => s.registered);
    expect(mine).toHaveLength(registeredWithMeera.length + 1);
    expect(mine.every((s) => s.fit?.grade)).toBe(true);
    const meeras = page.page.filter((s) => s.mentor.fullName === "Meera Iyer");
    expect(meeras).toHaveLength(upcomingOfMeera.length);
    expect(meeras.filter((s) => s.registered)).toHaveLength(
      registeredWithMeera.length,
    );
    const programs = await aarav.as.query(api.mentorship.programs.list, {
      paginationOpts: firstPage(50),
    });
    expect(programs.page.filter((p) => p.enrolled)).toHaveLength(1);
    const profile = await t.query(api.mentorship.mentors.get, {
      mentorId: meeras[0].mentor._id,
      now,
    });
    expect(profile!.availability.length).toBeGreaterThan(0);
    expect(meera.userId).toBeDefined();
  });
});
