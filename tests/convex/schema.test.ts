import { describe, expect, it } from "vitest";
import schema from "../../convex/schema";
import { newBackend } from "./setup";

/** The product's own records, under their product names (convex/README.md). */
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
  "dashboard_content",
  "user_reports",
  "user_activity_log",
  "donations",
];

/** What real data needs beyond the product's own records. */
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
  "plan_usage",
  "notifications",
  "mentor_availability",
  "uploads",
];

/**
 * Tables a feature fills beyond those (each kept because something writes it,
 * or a feature of this wave will: notifications, mentorship, moderation).
 */
const SUPPORT_TABLES = [
  "rate_limits",
  "background_failures",
  "email_outbox",
  "storage_sweep",
  "lesson_texts",
  "board_papers",
  "paper_attempts",
  "assignments",
  "chapter_mastery",
  "daily_activity",
  "weekly_xp",
  "forum_replies",
  "forum_votes",
  "user_warnings",
  "notice_inboxes",
  "notice_preferences",
  "program_enrolments",
  "mentor_stats",
  "mentor_students",
  "session_requests",
  "review_claims",
  "report_groups",
  "answer_awards",
  "learning_clock",
  "seen_answers",
  "forum_thread_embeddings",
  "account_deletions",
  "data_exports",
  "consent_requests",
  "consent_records",
  "family_links",
  "class_moves",
  "parent_reports",
  "certificates",
  "payment_orders",
  "payment_webhook_events",
  "payment_test_payments",
  "payment_test_secrets",
  // Until payments/legacy has moved their rows into payment_* (before the rename).
  "donation_orders",
  "donation_webhook_events",
  "donation_test_payments",
  "donation_test_secrets",
  "plan_payments",
  "plan_requests",
  "standings",
];

const tables = schema.tables as unknown as Record<
  string,
  { export(): { indexes: { indexDescriptor: string; fields: string[] }[] } }
>;

describe("schema", () => {
  it("holds every product table and every real-data table, and nothing else", () => {
    const auth = Object.keys(tables).filter((t) => t.startsWith("auth"));
    const ours = Object.keys(tables).filter((t) => !auth.includes(t));
    expect(ours.sort()).toEqual(
      [...SPEC_TABLES, ...REAL_DATA_TABLES, ...SUPPORT_TABLES].sort(),
    );
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
          // A nested field's dots become underscores (by_pending_sign_up_since).
          `by_${index.fields.join("_and_").replaceAll(".", "_")}`,
        );
      }
    }
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
