import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { writeThreadEmbedding } from "../community/model/threadEmbeddings";
import { createUserWithProfile } from "../accounts/model/profiles";
import { seedConsentingParent } from "./families";
import { publicName } from "../community/rules";
import { submitContent } from "../admin/model/contentQueue";
import { ensureReminder } from "../community/model/eventReminders";
import { verifyMentor } from "../mentorship/model/mentors";
import {
  COMMUNITY_PEOPLE,
  FORUM_CATEGORIES,
  SEED_CLUBS,
  SEED_EVENTS,
  SEED_PROPOSED_EVENTS,
  SEED_THREADS,
} from "./community";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET = 5.5 * HOUR;

/**
 * The community hub's demo content: the people who wrote it (profiles without
 * sign-in credentials), forum categories, threads with replies and votes,
 * clubs with members, and upcoming events with registrations. Times are
 * relative to `now`. Skipped when forum categories already exist.
 */
export async function seedCommunity(ctx: MutationCtx, now: number) {
  const existing = await ctx.db.query("forum_categories").first();
  if (existing) return;

  const people = new Map<
    string,
    { id: Id<"users">; name: string; badge?: "mentor" }
  >();
  for (const p of COMMUNITY_PEOPLE) {
    const id = await createUserWithProfile(ctx, {
      email: undefined,
      fullName: p.fullName,
      role: p.role,
      grade: p.grade,
      subject: p.subject,
      // Each student's parent consented: recorded just below.
      consent: p.role === "student" ? "given" : undefined,
    });
    if (p.role === "student") await seedConsentingParent(ctx, id, p.key, now);
    if (p.mentor) await verifyMentor(ctx, id, p.mentor);
    people.set(p.key, {
      id,
      name: publicName(p.fullName, p.role),
      badge: p.mentor ? "mentor" : undefined,
    });
  }
  const person = (key: string) => {
    const found = people.get(key);
    if (!found) throw new Error(`Unknown seed person "${key}"`);
    return found;
  };

  const categories = new Map<string, Id<"forum_categories">>();
  for (const c of FORUM_CATEGORIES)
    categories.set(c.name, await ctx.db.insert("forum_categories", c));

  for (const t of SEED_THREADS) {
    const author = person(t.author);
    const categoryId = categories.get(t.category);
    if (!categoryId) throw new Error(`Unknown seed category "${t.category}"`);
    const createdAt = Math.round(now - t.daysAgo * DAY);
    const threadId = await ctx.db.insert("forum_threads", {
      title: t.title,
      content: t.content,
      category_id: categoryId,
      author_id: author.id,
      author_name: author.name,
      author_badge: author.badge,
      upvotes: t.upvotedBy.length,
      reply_count: t.replies.length,
      created_at: createdAt,
      status: "visible",
    });
    await writeThreadEmbedding(
      ctx,
      (await ctx.db.get("forum_threads", threadId))!,
    );
    for (const voter of t.upvotedBy)
      await ctx.db.insert("forum_votes", {
        target_id: threadId,
        user_id: person(voter).id,
      });
    for (const r of t.replies) {
      const replier = person(r.author);
      const replyId = await ctx.db.insert("forum_replies", {
        thread_id: threadId,
        author_id: replier.id,
        author_name: replier.name,
        author_badge: replier.badge,
        content: r.content,
        upvotes: r.upvotedBy.length,
        created_at: Math.min(
          now,
          createdAt + Math.round(r.hoursAfterThread * HOUR),
        ),
        status: "visible",
      });
      for (const voter of r.upvotedBy)
        await ctx.db.insert("forum_votes", {
          target_id: replyId,
          user_id: person(voter).id,
        });
      if (r.accepted)
        await ctx.db.patch("forum_threads", threadId, {
          accepted_reply_id: replyId,
        });
    }
  }

  for (const c of SEED_CLUBS) {
    const clubId = await ctx.db.insert("student_clubs", {
      name: c.name,
      category: c.category,
      description: c.description,
      member_count: c.members.length,
      created_by: person(c.createdBy).id,
      created_at: Math.round(now - c.daysAgo * DAY),
      status: "visible",
    });
    for (const m of c.members)
      await ctx.db.insert("club_members", {
        club_id: clubId,
        user_id: person(m).id,
        member_name: person(m).name,
      });
  }

  const todayIst = Math.floor((now + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
  for (const e of SEED_EVENTS) {
    const eventId = await ctx.db.insert("community_events", {
      title: e.title,
      description: e.description,
      event_type: e.eventType,
      scheduled_at:
        todayIst +
        e.inDays * DAY +
        e.startHourIst * HOUR +
        e.startMinute * 60_000,
      duration_minutes: e.durationMinutes,
      attendee_count: e.attendees.length,
      max_attendees: e.maxAttendees,
      created_by: person(e.createdBy).id,
      status: "published",
    });
    for (const a of e.attendees)
      await ctx.db.insert("event_registrations", {
        event_id: eventId,
        user_id: person(a).id,
      });
    // Its registrants are reminded an hour before, as after a real RSVP.
    if (e.attendees.length > 0) {
      const event = await ctx.db.get("community_events", eventId);
      if (event) await ensureReminder(ctx, event, now);
    }
  }

  // A student's proposal waits in Content Management, as after events.create.
  for (const e of SEED_PROPOSED_EVENTS) {
    const author = person(e.createdBy);
    const eventId = await ctx.db.insert("community_events", {
      title: e.title,
      description: e.description,
      event_type: e.eventType,
      scheduled_at:
        todayIst +
        e.inDays * DAY +
        e.startHourIst * HOUR +
        e.startMinute * 60_000,
      duration_minutes: e.durationMinutes,
      attendee_count: 0,
      max_attendees: e.maxAttendees,
      created_by: author.id,
      status: "proposed",
    });
    await submitContent(ctx, {
      kind: "event_proposal",
      content_snippet: e.title,
      author_id: author.id,
      author_name: author.name,
      date_submitted: Math.round(now - e.proposedDaysAgo * DAY),
      ref_id: eventId,
    });
  }
}
