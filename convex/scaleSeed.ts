import { v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import { internalMutation } from "./_generated/server";
import { CLUB_CATEGORIES } from "./lib/communityRules";

/*
 * Bulk data for the scale benchmarks (`npm run bench:community`): internal
 * mutations that write many plain rows fast, in batches the caller loops
 * over. Never part of the demo seed; only an admin key can call them.
 */

const DAY = 86_400_000;

/** `count` students spread over Classes 6–12 (no credentials). */
export const people = internalMutation({
  args: { from: v.number(), count: v.number() },
  handler: async (ctx, { from, count }) => {
    const ids: Id<"users">[] = [];
    for (let i = from; i < from + count; i++) {
      const userId = await ctx.db.insert("users", {
        name: `Scale Student ${i}`,
      });
      await ctx.db.insert("profiles", {
        user_id: userId,
        role: "student",
        full_name: `Scale Student${i}`,
        grade: 6 + (i % 7),
        timezone: "Asia/Kolkata",
        leaderboard_visibility: "anonymous",
        daily_goal_xp: 50,
      });
      ids.push(userId);
    }
    return ids;
  },
});

export const categories = internalMutation({
  args: { names: v.array(v.string()) },
  handler: async (ctx, { names }) => {
    const ids: Id<"forum_categories">[] = [];
    for (const name of names)
      ids.push(
        await ctx.db.insert("forum_categories", { name, description: name }),
      );
    return ids;
  },
});

/** Threads `from`…`from+count-1`, each with `repliesPerThread` replies, spread back in time from `now`. */
export const threads = internalMutation({
  args: {
    from: v.number(),
    count: v.number(),
    repliesPerThread: v.number(),
    categoryIds: v.array(v.id("forum_categories")),
    authorIds: v.array(v.id("users")),
    now: v.number(),
  },
  handler: async (ctx, args) => {
    const ids: Id<"forum_threads">[] = [];
    for (let i = args.from; i < args.from + args.count; i++) {
      const createdAt = args.now - i * 60_000;
      const author = args.authorIds[i % args.authorIds.length];
      const threadId = await ctx.db.insert("forum_threads", {
        title: `Scale thread ${i}: a question about chapter ${i % 15}`,
        content: `Body of scale thread ${i}. `.repeat(8),
        category_id: args.categoryIds[i % args.categoryIds.length],
        author_id: author,
        author_name: `Scale S.`,
        upvotes: (i * 7919) % 97,
        reply_count: args.repliesPerThread,
        created_at: createdAt,
        status: "visible",
      });
      for (let r = 0; r < args.repliesPerThread; r++)
        await ctx.db.insert("forum_replies", {
          thread_id: threadId,
          author_id: args.authorIds[(i + r + 1) % args.authorIds.length],
          author_name: `Scale R.`,
          content: `Reply ${r} to thread ${i}.`,
          upvotes: r % 5,
          created_at: createdAt + (r + 1) * 1_000,
          status: "visible",
        });
      ids.push(threadId);
    }
    return ids;
  },
});

/** More replies on one thread (the "hot thread" of the benchmark). */
export const replies = internalMutation({
  args: {
    threadId: v.id("forum_threads"),
    from: v.number(),
    count: v.number(),
    authorIds: v.array(v.id("users")),
  },
  handler: async (ctx, { threadId, from, count, authorIds }) => {
    const thread = await ctx.db.get("forum_threads", threadId);
    if (!thread) throw new Error("No such thread");
    for (let r = from; r < from + count; r++)
      await ctx.db.insert("forum_replies", {
        thread_id: threadId,
        author_id: authorIds[r % authorIds.length],
        author_name: `Scale R.`,
        content: `Hot reply ${r}.`,
        upvotes: r % 5,
        created_at: thread.created_at + (r + 1) * 1_000,
        status: "visible",
      });
    await ctx.db.patch("forum_threads", threadId, {
      reply_count: thread.reply_count + count,
    });
  },
});

/** Clubs with `membersPerClub` members each, and upcoming events with registrations. */
export const clubsAndEvents = internalMutation({
  args: {
    from: v.number(),
    count: v.number(),
    membersPerClub: v.number(),
    memberIds: v.array(v.id("users")),
    now: v.number(),
  },
  handler: async (ctx, { from, count, membersPerClub, memberIds, now }) => {
    for (let i = from; i < from + count; i++) {
      const creator = memberIds[i % memberIds.length];
      const members = Array.from(
        { length: membersPerClub },
        (_, k) => memberIds[(i + k) % memberIds.length],
      );
      const clubId = await ctx.db.insert("student_clubs", {
        name: `Scale club ${i}`,
        category: CLUB_CATEGORIES[i % CLUB_CATEGORIES.length],
        description: `A club for the scale benchmark, number ${i}.`,
        member_count: members.length,
        created_by: creator,
        created_at: now - i * 60_000,
        status: "visible",
      });
      for (const userId of members)
        await ctx.db.insert("club_members", {
          club_id: clubId,
          user_id: userId,
          member_name: "Scale S.",
        });
      const eventId = await ctx.db.insert("community_events", {
        title: `Scale event ${i}`,
        description: `An event for the scale benchmark, number ${i}.`,
        event_type: "webinar",
        scheduled_at: now + DAY + i * 60_000,
        duration_minutes: 60,
        attendee_count: members.length,
        max_attendees: i % 2 ? members.length * 2 : undefined,
        created_by: creator,
        status: "published",
      });
      for (const userId of members)
        await ctx.db.insert("event_registrations", {
          event_id: eventId,
          user_id: userId,
        });
    }
  },
});
