/** Where the community tables keep a person's data (lib/personalData.ts). */
import { byUser, namingUser, type Declarations } from "../lib/personalData";
import { callOffEvent } from "./model/eventReminders";
import { dropRegistration, leaveClub } from "./model/memberships";
import type { communityTables } from "./schema";

export const communityPersonalData: Declarations<typeof communityTables> = {
  forum_categories: { holds: "nothing", why: "The forum's categories." },
  forum_threads: {
    holds: "person",
    what: "Threads you started.",
    find: [byUser("by_author_id", "author_id")],
    export: "row",
    // The thread stays, so its replies still read right, from a "Deleted member".
    erase: async (ctx, row, _person, tombstone) => {
      await ctx.db.patch("forum_threads", row._id, {
        author_id: tombstone.userId,
        author_name: tombstone.name,
        author_badge: undefined,
      });
    },
  },
  forum_replies: {
    holds: "person",
    what: "Your replies (only yours: not the other replies of the thread).",
    find: [byUser("by_author_id", "author_id")],
    export: "row",
    // The reply stays in its thread (and its count) from a "Deleted member".
    erase: async (ctx, row, _person, tombstone) => {
      await ctx.db.patch("forum_replies", row._id, {
        author_id: tombstone.userId,
        author_name: tombstone.name,
        author_badge: undefined,
      });
    },
  },
  forum_thread_embeddings: {
    holds: "nothing",
    why: "A thread's text as a vector for similar questions; it names no author.",
  },
  answer_awards: {
    holds: "person",
    what: "XP paid for your accepted answers, and for answers you accepted.",
    find: [
      byUser("by_helper_id_and_at", "helper_id"),
      namingUser("by_asker_id", "asker_id"),
    ],
    export: { omit: ["asker_id", "helper_id"] },
    // The helper's payment record stays when the asker is erased.
    erase: async (ctx, row, person, tombstone) => {
      if (row.helper_id === person.userId)
        await ctx.db.delete("answer_awards", row._id);
      else
        await ctx.db.patch("answer_awards", row._id, {
          asker_id: tombstone.userId,
        });
    },
  },
  forum_votes: {
    holds: "person",
    what: "Your upvotes.",
    find: [byUser("by_user_id")],
    export: "row",
    // The vote leaves its post's count.
    erase: async (ctx, row) => {
      await ctx.db.delete("forum_votes", row._id);
      const threadId = ctx.db.normalizeId("forum_threads", row.target_id);
      const replyId = ctx.db.normalizeId("forum_replies", row.target_id);
      const post = threadId
        ? await ctx.db.get("forum_threads", threadId)
        : replyId
          ? await ctx.db.get("forum_replies", replyId)
          : null;
      if (!post) return;
      const upvotes = Math.max(0, post.upvotes - 1);
      if (threadId) await ctx.db.patch("forum_threads", threadId, { upvotes });
      else if (replyId)
        await ctx.db.patch("forum_replies", replyId, { upvotes });
    },
  },
  student_clubs: {
    holds: "person",
    what: "Clubs you created.",
    find: [byUser("by_created_by", "created_by")],
    export: "row",
    // The club stays for its members.
    erase: async (ctx, row, _person, tombstone) => {
      await ctx.db.patch("student_clubs", row._id, {
        created_by: tombstone.userId,
      });
    },
  },
  club_members: {
    holds: "person",
    what: "Clubs you joined.",
    find: [byUser("by_user_id")],
    export: "row",
    erase: async (ctx, row) => {
      const club = await ctx.db.get("student_clubs", row.club_id);
      if (club) await leaveClub(ctx, club, row);
      else await ctx.db.delete("club_members", row._id);
    },
  },
  community_events: {
    holds: "person",
    what: "Events you organised or proposed.",
    find: [byUser("by_created_by", "created_by")],
    export: "row",
    // A proposal nobody has seen goes; a listed event stays for those
    // registered, and one still to come is called off (they are told):
    // nobody would be there to run it.
    erase: async (ctx, row, _person, tombstone) => {
      if (row.status === "proposed" && row.attendee_count === 0) {
        await ctx.db.delete("community_events", row._id);
        return;
      }
      if (row.status === "published" && row.scheduled_at > Date.now())
        await callOffEvent(ctx, row, false);
      await ctx.db.patch("community_events", row._id, {
        created_by: tombstone.userId,
      });
    },
  },
  event_registrations: {
    holds: "person",
    what: "Events you registered for.",
    find: [byUser("by_user_id")],
    export: "row",
    erase: async (ctx, row) => {
      const event = await ctx.db.get("community_events", row.event_id);
      if (event) await dropRegistration(ctx, event, row);
      else await ctx.db.delete("event_registrations", row._id);
    },
  },
};
