/**
 * The weekly report to parents (a Pro plan's): each Sunday evening, each
 * parent whose consent for a Pro student stands is mailed the child's week,
 * the same week their page shows (model/week.ts `weekOf`, read through the
 * learning area's summary helpers). Nothing is mailed for a child who is
 * not on Pro, whose account awaits consent or had it withdrawn, or who is
 * gone; nothing to a parent whose link or consent does not stand, or who
 * turned the weekly report off. One row
 * per child and week (`parent_reports`), written with the mails, so the week
 * is reported once however often the run is repeated.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { env } from "../../lib/env";
import { preferencesFor } from "../../lib/notify";
import { sendMail, type Mail } from "../../mail";
import { currentPlan } from "../../pricing/model/plan";
import { isoWeek, localDay } from "../../learning/rules";
import { consentingParents } from "./links";
import { weekOf } from "./week";
import { weeklyReportSubject } from "../rules";

/** The reports' week is India's (the run is at 7 PM IST on Sunday, the week's last day). */
const REPORT_TIMEZONE = "Asia/Kolkata";

/** The ISO week a run at `now` reports. */
export const reportWeek = (now: number) =>
  isoWeek(localDay(now, REPORT_TIMEZONE));

export type ReportOutcome =
  | "sent"
  | "already_sent"
  | "not_pro"
  | "no_consent"
  | "no_parent"
  | "not_a_student";

/**
 * Mails the child's week to each of their consenting parents, once per
 * week: the outcome says what was done (or why nothing was).
 */
export async function reportChildWeek(
  ctx: MutationCtx,
  childId: Id<"users">,
  now: number,
): Promise<ReportOutcome> {
  const week = reportWeek(now);
  const done = await ctx.db
    .query("parent_reports")
    .withIndex("by_child_id_and_week", (q) =>
      q.eq("child_id", childId).eq("week", week),
    )
    .first();
  if (done) return "already_sent";
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", childId))
    .unique();
  if (!profile || profile.role !== "student") return "not_a_student";
  // An account awaiting consent, or whose consent was withdrawn (erasure
  // follows), is reported to nobody.
  if (profile.consent === "awaiting" || profile.consent === "withdrawn")
    return "no_consent";
  const plan = await currentPlan(ctx, childId, now);
  if (!plan.entitlements.parentReports) return "not_pro";
  const parents = await consentingParents(ctx, childId);
  // A parent who turned the report off (Notification settings) is not mailed.
  const addressed = (
    await Promise.all(
      parents.map(async (id) =>
        (await preferencesFor(ctx, id, "weekly_report")).mail
          ? await parentAddress(ctx, id)
          : null,
      ),
    )
  ).flatMap((p) => (p ? [p] : []));
  if (addressed.length === 0) return "no_parent";

  const summary = await weekOf(ctx, profile, now);
  for (const parent of addressed)
    await sendMail(ctx, reportMail(parent, summary));
  await ctx.db.insert("parent_reports", {
    child_id: childId,
    week,
    sent_at: now,
    parents_mailed: addressed.length,
  });
  return "sent";
}

type Addressed = { email: string; fullName: string };

/** A parent's address and name (null for an account without an e-mail). */
async function parentAddress(
  ctx: MutationCtx,
  parentId: Id<"users">,
): Promise<Addressed | null> {
  const [user, profile] = await Promise.all([
    ctx.db.get("users", parentId),
    ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", parentId))
      .unique(),
  ]);
  if (!user?.email || profile?.role !== "parent") return null;
  return { email: user.email, fullName: profile.full_name };
}

export type WeekSummary = Awaited<ReturnType<typeof weekOf>>;

/** "1 h 5 min", "25 min", "0 min". */
export function timeWords(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n} ${n === 1 ? one : many}`;

/** "24 Nov" from "2026-11-24". */
function dayWords(day: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The report mail to one parent: plain words, from the week's summary alone. */
export function reportMail(parent: Addressed, week: WeekSummary): Mail {
  const first = week.fullName.split(/\s+/)[0] || "Your child";
  const site = env.siteUrl();
  const lines = [
    `Dear ${parent.fullName},`,
    "",
    `Here is ${week.fullName}'s week on VidyaQuest, ${dayWords(week.firstDay)} to ${dayWords(week.today)}.`,
    "",
    `Lessons done: ${week.lessonsDone}`,
    ...week.lessons.slice(0, 10).map((l) => `  - ${l.title} (${l.subject})`),
    `Tests taken: ${week.testsTaken}`,
    ...week.tests
      .slice(0, 10)
      .map(
        (t) =>
          `  - ${t.title}${t.subject ? ` (${t.subject})` : ""}: ${t.score} out of ${t.maxScore}`,
      ),
    `Time spent learning: ${timeWords(week.secondsSpent)}`,
    `Streak: ${plural(week.streak, "day")} in a row`,
    "",
    "What to practise next:",
  ];
  const next = week.practiseNext;
  if (next.lesson)
    lines.push(
      `  - Finish the lesson "${next.lesson.title}"${next.lesson.subject ? ` (${next.lesson.subject})` : ""}`,
    );
  if (next.subject)
    lines.push(
      `  - ${next.subject.name}: ${next.subject.chaptersMastered} of ${plural(next.subject.chapterCount, "chapter")} practised well so far`,
    );
  if (!next.lesson && !next.subject)
    lines.push("  - Any lesson or test of their choice: keep going!");
  lines.push(
    "",
    `See ${first}'s week any day: ${site}/parent`,
    "",
    `You get this e-mail every Sunday because ${first}'s VidyaQuest Pro plan includes a weekly report to each parent who has given consent. It stops if you withdraw your consent or the plan ends.`,
  );
  return {
    to: parent.email,
    subject: weeklyReportSubject(first),
    text: lines.join("\n"),
  };
}
