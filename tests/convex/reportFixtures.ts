import { api } from "../../convex/_generated/api";
import {
  counterValue,
  createPerson,
  noticesTo,
  people,
  type Person,
  world,
} from "./fixtures";

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

export const firstPage = { numItems: 25, cursor: null };
export const DAY = 86_400_000;

/**
 * The usual cast, two more students, and one of each thing a member can
 * report: Diya's thread with Ishaan's reply, Ishaan's club and the mentor's
 * event (with a student registered).
 */
export async function community() {
  const w = await world();
  const diya = await createPerson(w.t, { ...people.diya, grade: 8 });
  const ishaan = await createPerson(w.t, {
    email: "ishaan@example.in",
    fullName: "Ishaan Reddy",
    grade: 10,
  });
  const things = await reportables(w, { author: diya, replier: ishaan });
  await w.student.as.mutation(api.community.events.rsvp, {
    eventId: things.eventId,
  });
  return { ...w, diya, ishaan, ...things };
}

export type Community = Awaited<ReturnType<typeof community>>;

export const counter = counterValue;

export const queue = (
  c: Community,
  status: "pending" | "resolved" | "dismissed" = "pending",
) =>
  c.moderator.as.query(api.admin.reports.list, {
    status,
    paginationOpts: firstPage,
    now: Date.now(),
  });

export const noticesOf = noticesTo;

export async function reportThread(c: Community) {
  await c.student.as.mutation(api.community.reports.create, {
    targetType: "thread",
    targetId: c.threadId,
    reason: "spam",
  });
  await c.ishaan.as.mutation(api.community.reports.create, {
    targetType: "thread",
    targetId: c.threadId,
    reason: "misinformation",
    details: "Exam papers are not leaked.",
  });
  await c.mentor.as.mutation(api.community.reports.create, {
    targetType: "thread",
    targetId: c.threadId,
    reason: "spam",
  });
  const [item] = (await queue(c)).page;
  return item;
}
