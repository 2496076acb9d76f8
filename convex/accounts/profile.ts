/**
 * Correct my profile: the member's own name, leaderboard nickname and
 * leaderboard choice. The e-mail stays as it is (it is how they sign in);
 * the class is changed by staff (accounts/users.ts `setStudentGrade`).
 */
import { v } from "convex/values";
import { memberMutation, memberQuery } from "../functions";
import { appError, parseOrThrow } from "../lib/errors";
import { profileCorrectionSchema } from "../privacy/rules";
import { leaderboardVisibility } from "./schema";

/** The viewer's profile as the settings page shows it. */
export const mine = memberQuery({
  args: {},
  handler: async (ctx) => {
    const { viewer } = ctx;
    return {
      email: viewer.user.email ?? "",
      fullName: viewer.profile?.full_name ?? viewer.user.name ?? "",
      role: viewer.profile?.role ?? null,
      nickname: viewer.profile?.nickname ?? "",
      leaderboardVisibility: viewer.profile?.leaderboard_visibility ?? null,
    };
  },
});

/**
 * Saves the viewer's corrected name, nickname and leaderboard choice. A
 * nickname shown on the leaderboard must follow the nickname rule; an empty
 * one is removed. A mentor's public profile takes the new name too.
 */
export const correct = memberMutation({
  // Correcting one's own data is a right a suspension does not take away.
  suspended: "allowed",
  args: {
    fullName: v.string(),
    nickname: v.string(),
    leaderboardVisibility,
  },
  handler: async (ctx, args) => {
    const { viewer } = ctx;
    const profile = viewer.profile;
    if (!profile) throw appError("NotFound", "Your profile is not set up yet.");
    const { fullName, nickname, leaderboardVisibility } = parseOrThrow(
      profileCorrectionSchema,
      args,
    );
    await ctx.db.patch("profiles", profile._id, {
      full_name: fullName,
      nickname: nickname === "" ? undefined : nickname,
      leaderboard_visibility: leaderboardVisibility,
    });
    await ctx.db.patch("users", viewer.userId, { name: fullName });
    const mentor = await ctx.db
      .query("mentors")
      .withIndex("by_user_id", (q) => q.eq("user_id", viewer.userId))
      .first();
    if (mentor)
      await ctx.db.patch("mentors", mentor._id, { full_name: fullName });
    return null;
  },
});
