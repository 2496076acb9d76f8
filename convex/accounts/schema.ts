import { authTables } from "@convex-dev/auth/server";
import { defineTable } from "convex/server";
import { v } from "convex/values";

/** A parent (or guardian) account is made by the parent's own sign-up; it consents for children. */
export const profileRole = v.union(
  v.literal("student"),
  v.literal("mentor"),
  v.literal("parent"),
);

/**
 * Where a student's account stands with their parent's consent: `awaiting`
 * until a parent consents (families/), `given` after, `withdrawn` once a
 * parent withdraws it (erasure follows). Absent: no consent is asked of the
 * account (mentors and parents); a student's account is never made without
 * one, and `families/earlier:askConsentOfEarlierStudents` moves the students
 * made before consent was asked to `awaiting`.
 */
export const consentState = v.union(
  v.literal("awaiting"),
  v.literal("given"),
  v.literal("withdrawn"),
);

export const staffRole = v.union(v.literal("admin"), v.literal("moderator"));

export const leaderboardVisibility = v.union(
  v.literal("nickname"),
  v.literal("anonymous"),
  v.literal("hidden"),
);

/** The tables of accounts: users, their profiles and staff roles. */
export const accountsTables = {
  ...authTables,
  users: defineTable({
    ...authTables.users.validator.fields,
    /** Clerk's subject when Clerk is the identity provider. */
    external_id: v.optional(v.string()),
    /**
     * A password sign-up waiting for the code mailed to its e-mail: the
     * profile it makes once the code is entered. Until then the user has no
     * profile, role or session, and a new sign-up of the e-mail replaces it.
     */
    pending_sign_up: v.optional(
      v.object({
        role: profileRole,
        grade: v.optional(v.number()),
        subject: v.optional(v.string()),
        /** Students: the parent's or guardian's e-mail, who is asked to consent. */
        parent_email: v.optional(v.string()),
        /** When the sign-up was sent; unfinished ones are deleted a day later. */
        since: v.number(),
      }),
    ),
  })
    .index("email", ["email"])
    .index("by_pending_sign_up_since", ["pending_sign_up.since"])
    .index("phone", ["phone"])
    .index("by_external_id", ["external_id"]),

  profiles: defineTable({
    user_id: v.id("users"),
    role: profileRole,
    full_name: v.string(),
    /** Students only: 6–12, fixed after signup except by staff. */
    grade: v.optional(v.number()),
    /** Mentors only: subject or expertise given at signup. */
    subject: v.optional(v.string()),
    /** IANA time zone used for streak days; India by default. */
    timezone: v.string(),
    nickname: v.optional(v.string()),
    leaderboard_visibility: leaderboardVisibility,
    daily_goal_xp: v.number(),
    /**
     * Set while an admin has suspended the member: they may sign in and
     * learn, but not post, reply, report, RSVP, join or create (functions.ts).
     */
    suspension: v.optional(
      v.object({
        reason: v.string(),
        at: v.number(),
        by: v.id("users"),
      }),
    ),
    /** Students: their parent's consent (see `consentState`); absent for the others. */
    consent: v.optional(consentState),
    /**
     * Students whose account held data before a parent's consent was asked
     * of every student: when the account is erased unless a parent consents
     * first (a request the student makes meanwhile may run later).
     */
    consent_deadline: v.optional(v.number()),
  })
    .index("by_user_id", ["user_id"])
    .index("by_role_and_grade", ["role", "grade"])
    // The suspensions a staff member made (their erasure anonymises them).
    .index("by_suspension_by", ["suspension.by"])
    .searchIndex("search_full_name", { searchField: "full_name" }),

  user_roles: defineTable({
    user_id: v.id("users"),
    role: staffRole,
    granted_by: v.optional(v.id("users")),
  })
    .index("by_user_id", ["user_id"])
    .index("by_role", ["role"])
    .index("by_granted_by", ["granted_by"]),
};
