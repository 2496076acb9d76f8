import { describe, expect, it } from "vitest";
import schema from "../../convex/schema";
import { newBackend } from "./setup";

/** The tables of spec §3, under the spec's names (§7.2/§7.3). */
const SPEC_TABLES = [
  "profiles",
  "user_roles",
  "mentorship_programs",
  "mentors",
  "mentorship_sessions",
  "session_participants",
  "mentorship_feedback",
  "mentor_applications",
  "forum_categories",
  "forum_threads",
  "student_clubs",
  "club_members",
  "community_events",
  "event_registrations",
  "donations",
  "dashboard_content",
  "user_reports",
  "user_activity_log",
];

/** What real data needs beyond the spec's tables (issue: the whole data model). */
const REAL_DATA_TABLES = [
  "users",
  "subjects",
  "chapters",
  "lessons",
  "questions",
  "tests",
  "test_questions",
  "test_attempts",
  "attempt_answers",
  "lesson_progress",
  "xp_events",
  "badges_earned",
  "player_stats",
  "plans",
  "subscriptions",
  "notifications",
  "mentor_availability",
  "uploads",
];

const tables = schema.tables as unknown as Record<
  string,
  { export(): { indexes: { indexDescriptor: string; fields: string[] }[] } }
>;

describe("schema", () => {
  it("holds every table of the spec and of real data", () => {
    for (const name of [...SPEC_TABLES, ...REAL_DATA_TABLES]) {
      expect(Object.keys(tables), name).toContain(name);
    }
  });

  it("names every index of our own tables after its fields", () => {
    const authTables = new Set([
      "users",
      "authAccounts",
      "authSessions",
      "authRefreshTokens",
      "authVerificationCodes",
      "authVerifiers",
      "authRateLimits",
    ]);
    for (const [name, table] of Object.entries(tables)) {
      for (const index of table.export().indexes) {
        if (authTables.has(name) && !index.indexDescriptor.startsWith("by_"))
          continue;
        expect(index.indexDescriptor, `${name}.${index.indexDescriptor}`).toBe(
          `by_${index.fields.join("_and_")}`,
        );
      }
    }
  });

  it("stores a student's profile and finds it by user", async () => {
    const t = newBackend();
    const profile = await t.run(async (ctx) => {
      const userId = await ctx.db.insert("users", {
        email: "aarav.sharma@example.in",
      });
      await ctx.db.insert("profiles", {
        user_id: userId,
        role: "student",
        full_name: "Aarav Sharma",
        grade: 9,
        timezone: "Asia/Kolkata",
        leaderboard_visibility: "nickname",
        daily_goal_xp: 50,
      });
      return ctx.db
        .query("profiles")
        .withIndex("by_user_id", (q) => q.eq("user_id", userId))
        .unique();
    });
    expect(profile).toMatchObject({
      full_name: "Aarav Sharma",
      grade: 9,
      role: "student",
    });
  });

  it("refuses a profile whose role is not student or mentor", async () => {
    const t = newBackend();
    await expect(
      t.run(async (ctx) => {
        const userId = await ctx.db.insert("users", { email: "x@example.in" });
        await ctx.db.insert("profiles", {
          user_id: userId,
          // @ts-expect-error staff roles live in user_roles, never on the profile
          role: "admin",
          full_name: "X",
          timezone: "Asia/Kolkata",
          leaderboard_visibility: "hidden",
          daily_goal_xp: 50,
        });
      }),
    ).rejects.toThrow(/Validator error/);
  });

  it("refuses unknown fields and wrong types", async () => {
    const t = newBackend();
    await expect(
      t.run(async (ctx) => {
        const row = { name: "Maths", description: "", colour: "red" };
        await ctx.db.insert("forum_categories", row);
      }),
    ).rejects.toThrow();
    await expect(
      t.run(async (ctx) => {
        const row = { key: "donations_total", value: "100" };
        // @ts-expect-error counters hold numbers
        await ctx.db.insert("counters", row);
      }),
    ).rejects.toThrow();
  });

  it("lists upcoming events soonest first through the status index", async () => {
    const t = newBackend();
    const titles = await t.run(async (ctx) => {
      const userId = await ctx.db.insert("users", {
        email: "ananya.iyer@example.in",
      });
      const base = {
        description: "",
        duration_minutes: 60,
        attendee_count: 0,
        created_by: userId,
      };
      await ctx.db.insert("community_events", {
        ...base,
        title: "Later",
        event_type: "quiz",
        scheduled_at: 3000,
        status: "published",
      });
      await ctx.db.insert("community_events", {
        ...base,
        title: "Sooner",
        event_type: "webinar",
        scheduled_at: 2000,
        status: "published",
      });
      await ctx.db.insert("community_events", {
        ...base,
        title: "Past",
        event_type: "webinar",
        scheduled_at: 500,
        status: "published",
      });
      await ctx.db.insert("community_events", {
        ...base,
        title: "Proposal",
        event_type: "workshop",
        scheduled_at: 2500,
        status: "proposed",
      });
      const rows = await ctx.db
        .query("community_events")
        .withIndex("by_status_and_scheduled_at", (q) =>
          q.eq("status", "published").gte("scheduled_at", 1000),
        )
        .take(10);
      return rows.map((r) => r.title);
    });
    expect(titles).toEqual(["Sooner", "Later"]);
  });
});
