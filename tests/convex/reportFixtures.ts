import { api } from "../../convex/_generated/api";
import type { Person, world } from "./fixtures";

type World = Awaited<ReturnType<typeof world>>;

/**
 * One of each thing a member can report, made through the app: `author`'s
 * thread in a Mathematics category made by the admin, with `replier`'s
 * reply, `replier`'s club, and the mentor's event tomorrow.
 */
export async function reportables(
  w: World,
  { author, replier }: { author: Person; replier: Person },
) {
  const categoryId = await w.admin.as.mutation(
    api.community.forums.createCategory,
    { name: "Mathematics", description: "" },
  );
  const threadId = await author.as.mutation(api.community.forums.createThread, {
    title: "Buy cheap exam papers here",
    content: "Message me for leaked papers, only ₹99!",
    categoryId,
  });
  const replyId = await replier.as.mutation(api.community.forums.reply, {
    threadId,
    content: "You are so stupid for asking this.",
  });
  const clubId = await replier.as.mutation(api.community.clubs.create, {
    name: "Chess Club",
    category: "Academic",
    description: "We play and study chess after school.",
  });
  const { eventId } = await w.mentor.as.mutation(api.community.events.create, {
    title: "Algebra workshop",
    description: "Linear equations, step by step.",
    eventType: "workshop",
    scheduledAt: Date.now() + 86_400_000,
    durationMinutes: 60,
  });
  return { categoryId, threadId, replyId, clubId, eventId };
}
