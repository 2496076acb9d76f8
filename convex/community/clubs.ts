import { zodToConvexFields } from "convex-helpers/server/zod4";
import {
  participantMutation,
  memberQuery,
  publicQuery,
  staffMutation,
} from "../functions";
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { authorOf } from "./model/authors";
import { leaveClub } from "./model/memberships";
import { notFound, appError, parseOrThrow } from "../lib/errors";
import { isStaff } from "../lib/viewer";
import { clubSchema } from "./rules";
import { boundedPage } from "../lib/validators";

/** Club cards, most members first, with whether the viewer has joined each. */
export const list = publicQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const page = boundedPage(paginationOpts, 50);
    const result = await ctx.db
      .query("student_clubs")
      .withIndex("by_status_and_member_count", (q) => q.eq("status", "visible"))
      .order("desc")
      .paginate(page);
    const { viewer } = ctx;
    return {
      ...result,
      page: await Promise.all(
        result.page.map(async (club) => ({
          _id: club._id,
          name: club.name,
          category: club.category,
          description: club.description,
          memberCount: club.member_count,
          isMember: viewer
            ? await isMember(ctx, club._id, viewer.userId)
            : false,
        })),
      ),
    };
  },
});

/**
 * The clubs the viewer belongs to, newest membership first (at most 12), so a
 * club they just made or joined is on the hub at once, however few members
 * it has yet.
 */
export const mine = memberQuery({
  args: {},
  handler: async (ctx) => {
    const memberships = await ctx.db
      .query("club_members")
      .withIndex("by_user_id", (q) => q.eq("user_id", ctx.viewer.userId))
      .order("desc")
      .take(MY_CLUBS_SHOWN * 2);
    const clubs = await Promise.all(
      memberships.map((m) => ctx.db.get("student_clubs", m.club_id)),
    );
    const visible = clubs.filter(
      (club): club is Doc<"student_clubs"> => club?.status === "visible",
    );
    return visible.slice(0, MY_CLUBS_SHOWN).map((club) => ({
      _id: club._id,
      name: club.name,
      category: club.category,
      description: club.description,
      memberCount: club.member_count,
      isMember: true,
    }));
  },
});
const MY_CLUBS_SHOWN = 12;

/**
 * One club with the viewer's membership; null once it is gone. A club a
 * moderator took down is only a marker (its name and text withheld).
 */
export const get = publicQuery({
  // A string, so a mistyped address shows "not found" instead of an error.
  args: { clubId: v.string() },
  handler: async (ctx, args) => {
    const clubId = ctx.db.normalizeId("student_clubs", args.clubId);
    const club = clubId && (await ctx.db.get("student_clubs", clubId));
    if (club && club.status === "removed" && club.moderated_at)
      return { _id: club._id, removedByModerator: true as const };
    if (!club || club.status !== "visible") return null;
    const { viewer } = ctx;
    return {
      _id: club._id,
      name: club.name,
      category: club.category,
      description: club.description,
      memberCount: club.member_count,
      createdAt: club.created_at,
      isMember: viewer ? await isMember(ctx, club._id, viewer.userId) : false,
      canRemove: isStaff(viewer),
    };
  },
});

/** The club's members, a page at a time (public names only). */
/**
 * Who is in a club, for signed-in members only: students are minors, so a
 * visitor sees the member count, never their names.
 */
export const members = memberQuery({
  args: {
    clubId: v.id("student_clubs"),
    paginationOpts: paginationOptsValidator,
  },
  handler: async (ctx, { clubId, paginationOpts }) => {
    const club = await ctx.db.get("student_clubs", clubId);
    if (!club || club.status !== "visible")
      return { page: [], isDone: true, continueCursor: "" };
    const page = boundedPage(paginationOpts, 100);
    const result = await ctx.db
      .query("club_members")
      .withIndex("by_club_id_and_user_id", (q) => q.eq("club_id", clubId))
      .paginate(page);
    return {
      ...result,
      page: result.page.map((m) => ({ _id: m._id, name: m.member_name })),
    };
  },
});

/** A new club; its creator is its first member. */
export const create = participantMutation({
  rateLimit: "club",
  args: {
    ...zodToConvexFields(
      clubSchema.pick({ name: true, description: true }).shape,
    ),
    // Any string, so an unknown category gets the form's words, not a validator error.
    category: v.string(),
  },
  handler: async (ctx, args) => {
    const { viewer } = ctx;
    const input = parseOrThrow(clubSchema, args);
    const clash = await ctx.db
      .query("student_clubs")
      .withIndex("by_status_and_name", (q) =>
        q.eq("status", "visible").eq("name", input.name),
      )
      .first();
    if (clash)
      throw appError("Conflict", "A club with this name already exists.");
    const clubId = await ctx.db.insert("student_clubs", {
      ...input,
      member_count: 1,
      created_by: viewer.userId,
      created_at: Date.now(),
      status: "visible",
    });
    await ctx.db.insert("club_members", {
      club_id: clubId,
      user_id: viewer.userId,
      member_name: authorOf(viewer).name,
    });
    return clubId;
  },
});

/** Joining twice changes nothing; member_count moves in the same transaction as the row. */
export const join = participantMutation({
  args: { clubId: v.id("student_clubs") },
  handler: async (ctx, { clubId }) => {
    const { viewer } = ctx;
    const club = await ctx.db.get("student_clubs", clubId);
    if (!club || club.status !== "visible") notFound("club");
    if (await isMember(ctx, clubId, viewer.userId))
      return { memberCount: club.member_count };
    await ctx.db.insert("club_members", {
      club_id: clubId,
      user_id: viewer.userId,
      member_name: authorOf(viewer).name,
    });
    const memberCount = club.member_count + 1;
    await ctx.db.patch("student_clubs", clubId, { member_count: memberCount });
    return { memberCount };
  },
});

export const leave = participantMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  args: { clubId: v.id("student_clubs") },
  handler: async (ctx, { clubId }) => {
    const { viewer } = ctx;
    const club = await ctx.db.get("student_clubs", clubId);
    if (!club) notFound("club");
    const membership = await ctx.db
      .query("club_members")
      .withIndex("by_club_id_and_user_id", (q) =>
        q.eq("club_id", clubId).eq("user_id", viewer.userId),
      )
      .unique();
    if (!membership) return { memberCount: club.member_count };
    return { memberCount: await leaveClub(ctx, club, membership) };
  },
});

/** Staff take a club down; its rows stay for the moderation record. */
export const remove = staffMutation({
  args: { clubId: v.id("student_clubs") },
  handler: async (ctx, { clubId }) => {
    const club = await ctx.db.get("student_clubs", clubId);
    if (!club || club.status !== "visible") notFound("club");
    await ctx.db.patch("student_clubs", clubId, {
      status: "removed",
      moderated_at: Date.now(),
    });
  },
});

async function isMember(
  ctx: QueryCtx,
  clubId: Id<"student_clubs">,
  userId: Id<"users">,
) {
  const row = await ctx.db
    .query("club_members")
    .withIndex("by_club_id_and_user_id", (q) =>
      q.eq("club_id", clubId).eq("user_id", userId),
    )
    .unique();
  return row !== null;
}
