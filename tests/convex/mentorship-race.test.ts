import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { SESSION_MESSAGES } from "../../convex/mentorship/rules";
import { newBackend } from "./harness";

const CAPACITY = 10;
const CONTENDERS = 200;

/**
 * The race: 200 students press Register at once for a session with
 * 10 places. On the local backend this is 200 concurrent HTTP clients.
 */
describe("session registration under contention", () => {
  it("never registers more than max_participants, and every loser hears the session is full", async () => {
    const t = newBackend();
    const { sessionId, racers } = await t.run(async (ctx) => {
      const mentorUser = await ctx.db.insert("users", { name: "Sunita Rao" });
      const mentorId = await ctx.db.insert("mentors", {
        user_id: mentorUser,
        full_name: "Sunita Rao",
        qualification: "M.Sc. Mathematics, B.Ed.",
        bio: "Board exam coach.",
        rating: 0,
        rating_sum: 0,
        rating_count: 0,
        total_sessions: 0,
        experience_years: 14,
        expertise: ["Algebra"],
        is_verified: true,
        is_volunteer: true,
      });
      const racers: string[] = [];
      for (let i = 0; i < CONTENDERS; i++) {
        const userId = await ctx.db.insert("users", { name: `Racer ${i}` });
        await ctx.db.insert("profiles", {
          user_id: userId,
          role: "student",
          full_name: `Racer Number${i}`,
          grade: 10,
          timezone: "Asia/Kolkata",
          leaderboard_visibility: "anonymous",
          daily_goal_xp: 50,
        });
        // Pro: other live sessions are in it, so only the places run out.
        await ctx.db.insert("subscriptions", {
          user_id: userId,
          plan_key: "pro",
          status: "active",
          started_at: Date.now(),
          current_period_end: Date.now() + 86_400_000 * 365,
        });
        const session = await ctx.db.insert("authSessions", {
          userId,
          expirationTime: Date.now() + 86_400_000,
        });
        racers.push(`${userId}|${session}`);
      }
      const sessionId = await ctx.db.insert("mentorship_sessions", {
        mentor_id: mentorId,
        title: "Board exam strategy: Class 10 Mathematics",
        description: "Ten places.",
        session_type: "group",
        purpose: "mentorship",
        scheduled_at: Date.now() + 86_400_000,
        duration_minutes: 60,
        max_participants: CAPACITY,
        participant_count: 0,
        status: "scheduled",
        grade: 10,
        subject: "Mathematics",
      });
      return { sessionId, racers };
    });

    const outcomes = await Promise.all(
      racers.map((subject) =>
        t
          .withIdentity({ subject })
          .mutation(api.mentorship.sessions.register, { sessionId })
          .then(
            () => "registered" as const,
            (e: unknown) => {
              const data = (e as { data?: { code?: string; message?: string } })
                .data;
              return e instanceof ConvexError &&
                data?.code === "Conflict" &&
                data.message === SESSION_MESSAGES.full
                ? ("full" as const)
                : `unexpected: ${JSON.stringify(data ?? String(e))}`;
            },
          ),
      ),
    );
    const tally = (what: string) => outcomes.filter((o) => o === what).length;
    expect(outcomes.filter((o) => o.startsWith("unexpected"))).toEqual([]);
    expect(tally("registered")).toBe(CAPACITY);
    expect(tally("full")).toBe(CONTENDERS - CAPACITY);

    const stored = await t.run(async (ctx) => {
      const rows = await ctx.db
        .query("session_participants")
        .withIndex("by_session_id_and_student_id", (q) =>
          q.eq("session_id", sessionId),
        )
        .collect();
      return {
        participants: rows.length,
        distinct: new Set(rows.map((r) => r.student_id)).size,
        participantCount: (await ctx.db.get("mentorship_sessions", sessionId))
          ?.participant_count,
      };
    });
    expect(stored).toEqual({
      participants: CAPACITY,
      distinct: CAPACITY,
      participantCount: CAPACITY,
    });
    const card = await t.query(api.mentorship.sessions.get, {
      sessionId,
      now: Date.now(),
    });
    expect(card).toMatchObject({ participantCount: CAPACITY, full: true });
  }, 120_000);
});
