import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { writeThreadEmbedding } from "../community/model/threadEmbeddings";
import { addToGroup } from "../admin/model/moderation";
import { notify } from "../lib/notify";
import { publicName } from "../community/rules";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The moderators' demo queue, once the community and the demo staff exist:
 * a thread selling exam papers reported three times, a rude reply reported
 * twice and a report of the reply's author, who already has two warnings in
 * the last 90 days (one more flags him); and a few decided items for the
 * Resolved and Dismissed tabs, one a reply removed with a reason (shown in
 * its thread as "Removed by a moderator"). Skipped when any report item exists.
 */
export async function seedDemoReports(ctx: MutationCtx, now: number) {
  if (await ctx.db.query("report_groups").first()) return;
  const student = async (fullName: string, grade: number) => {
    const profiles = await ctx.db
      .query("profiles")
      .withIndex("by_role_and_grade", (q) =>
        q.eq("role", "student").eq("grade", grade),
      )
      .take(50);
    const found = profiles.find((p) => p.full_name === fullName);
    return found
      ? { id: found.user_id, name: publicName(fullName, "student") }
      : null;
  };
  const staff = async (email: string) =>
    (
      await ctx.db
        .query("users")
        .withIndex("email", (q) => q.eq("email", email))
        .unique()
    )?._id ?? null;

  const [harshit, rohan, ananya, kavya, gurpreet, zoya, nandini] =
    await Promise.all([
      student("Harshit Yadav", 6),
      student("Rohan Deshmukh", 12),
      student("Ananya Iyer", 10),
      student("Kavya Menon", 8),
      student("Gurpreet Kaur", 11),
      student("Zoya Qureshi", 12),
      student("Nandini Gowda", 11),
    ]);
  const moderator = await staff("moderator@demo.vidyaquest.example");
  const admin = await staff("admin@demo.vidyaquest.example");
  const category = await ctx.db
    .query("forum_categories")
    .withIndex("by_name", (q) => q.eq("name", "Exam Preparation"))
    .unique();
  const answered = await ctx.db
    .query("forum_threads")
    .withIndex("by_status_and_created_at", (q) => q.eq("status", "visible"))
    .order("desc")
    .first();
  if (
    !harshit ||
    !rohan ||
    !ananya ||
    !kavya ||
    !gurpreet ||
    !zoya ||
    !nandini ||
    !moderator ||
    !admin ||
    !category ||
    !answered
  )
    return;

  // A thread selling "solved board papers", reported three times.
  const threadAt = now - 5 * HOUR;
  const threadId = await ctx.db.insert("forum_threads", {
    title: "Selling solved board papers for 2027 — message me",
    content:
      "I have all the solved papers for the 2027 boards, ₹50 each. Message me on WhatsApp and I will send my number. Hurry, only a few left!",
    category_id: category._id,
    author_id: harshit.id,
    author_name: harshit.name,
    upvotes: 0,
    reply_count: 0,
    created_at: threadAt,
    status: "visible",
  });
  await writeThreadEmbedding(
    ctx,
    (await ctx.db.get("forum_threads", threadId))!,
  );
  const threadLink = `/community/thread/${threadId}`;
  const reports: {
    by: { id: Id<"users">; name: string };
    reason: "spam" | "personal_info" | "bullying";
    details?: string;
    minutesAfter: number;
  }[] = [
    { by: ananya, reason: "spam", minutesAfter: 30 },
    {
      by: kavya,
      reason: "personal_info",
      details: "He is asking younger students to message him privately.",
      minutesAfter: 75,
    },
    { by: gurpreet, reason: "spam", minutesAfter: 140 },
  ];
  for (const r of reports)
    await addToGroup(ctx, {
      reporter_id: r.by.id,
      reporter_name: r.by.name,
      reason: r.reason,
      details: r.details,
      target_type: "thread",
      target_id: threadId,
      target_author_id: harshit.id,
      content_link: threadLink,
      created_at: threadAt + r.minutesAfter * 60_000,
      status: "pending",
    });

  // A rude reply, reported twice, and its author reported as a member.
  const replyAt = now - 3 * HOUR;
  const replyId = await ctx.db.insert("forum_replies", {
    thread_id: answered._id,
    author_id: rohan.id,
    author_name: rohan.name,
    content:
      "Only toppers should post here. Everyone else is just wasting our time with silly doubts.",
    upvotes: 0,
    created_at: replyAt,
    status: "visible",
  });
  await ctx.db.patch("forum_threads", answered._id, {
    reply_count: answered.reply_count + 1,
  });
  const replyLink = `/community/thread/${answered._id}#reply-${replyId}`;
  for (const [by, details, minutes] of [
    [zoya, undefined, 20],
    [nandini, "This is not the first time he has mocked juniors.", 50],
  ] as const)
    await addToGroup(ctx, {
      reporter_id: by.id,
      reporter_name: by.name,
      reason: "bullying",
      details,
      target_type: "reply",
      target_id: replyId,
      target_author_id: rohan.id,
      content_link: replyLink,
      created_at: replyAt + minutes * 60_000,
      status: "pending",
    });
  await addToGroup(ctx, {
    reporter_id: ananya.id,
    reporter_name: ananya.name,
    reason: "bullying",
    details: "Keeps mocking Class 6 students in his replies.",
    target_type: "user",
    target_id: rohan.id,
    target_author_id: rohan.id,
    created_at: now - 2 * HOUR,
    status: "pending",
  });

  // Rohan's two earlier warnings, each from a decided report.
  for (const [daysAgo, reason, reporter] of [
    [40, "Calling another student names in a reply is not allowed.", kavya],
    [12, "Please do not mock classmates' questions.", zoya],
  ] as const) {
    const at = now - daysAgo * DAY;
    const groupId = await ctx.db.insert("report_groups", {
      target_type: "user",
      target_id: rohan.id,
      target_author_id: rohan.id,
      status: "resolved",
      resolution: "warned",
      report_count: 1,
      first_at: at - 2 * HOUR,
      latest_at: at - 2 * HOUR,
      reasons: ["bullying"],
      decided_by: moderator,
      decided_by_name: "Kabir Khan",
      decided_at: at,
      decision_note: reason,
    });
    const reportId = await ctx.db.insert("user_reports", {
      reporter_id: reporter.id,
      reporter_name: reporter.name,
      reason: "bullying",
      target_type: "user",
      target_id: rohan.id,
      target_author_id: rohan.id,
      created_at: at - 2 * HOUR,
      status: "resolved",
      resolution: "warned",
      handled_by: moderator,
      group_id: groupId,
    });
    await ctx.db.insert("user_warnings", {
      user_id: rohan.id,
      report_id: reportId,
      group_id: groupId,
      issued_by: moderator,
      reason,
      created_at: at,
      acknowledged_at: at + HOUR,
    });
  }

  // A reply sharing a phone number, taken down by Kabir with a reason: its place in the thread says "Removed by a moderator".
  const removedAt = answered.created_at + 30 * 60_000;
  const removedDecidedAt = Math.min(now - 10 * 60_000, removedAt + 2 * HOUR);
  const removedText =
    "Call me on 98765 43210 after 9 pm, I will explain it on the phone. Juniors can add me on WhatsApp too.";
  const removedReplyId = await ctx.db.insert("forum_replies", {
    thread_id: answered._id,
    author_id: gurpreet.id,
    author_name: gurpreet.name,
    content: removedText,
    upvotes: 0,
    created_at: removedAt,
    status: "removed",
    moderated_at: removedDecidedAt,
  });
  const removalNote =
    "Phone numbers and chat apps are not shared on VidyaQuest; it keeps everyone safe.";
  const removedGroup = await ctx.db.insert("report_groups", {
    target_type: "reply",
    target_id: removedReplyId,
    target_author_id: gurpreet.id,
    content_link: `/community/thread/${answered._id}#reply-${removedReplyId}`,
    status: "resolved",
    resolution: "removed",
    report_count: 1,
    first_at: removedAt + 40 * 60_000,
    latest_at: removedAt + 40 * 60_000,
    reasons: ["personal_info"],
    decided_by: moderator,
    decided_by_name: "Kabir Khan",
    decided_at: removedDecidedAt,
    decision_note: removalNote,
  });
  await ctx.db.insert("user_reports", {
    reporter_id: kavya.id,
    reporter_name: kavya.name,
    reason: "personal_info",
    details: "Asking juniors to call and message him.",
    target_type: "reply",
    target_id: removedReplyId,
    target_author_id: gurpreet.id,
    content_link: `/community/thread/${answered._id}#reply-${removedReplyId}`,
    created_at: removedAt + 40 * 60_000,
    status: "resolved",
    resolution: "removed",
    handled_by: moderator,
    group_id: removedGroup,
  });
  await notify(ctx, gurpreet.id, "content_removed", {
    what: "reply",
    title: removedText,
    reason: removalNote,
  });

  // A report of a helpful thread, dismissed.
  const dismissedAt = now - 6 * DAY;
  const groupId = await ctx.db.insert("report_groups", {
    target_type: "thread",
    target_id: answered._id,
    target_author_id: answered.author_id,
    content_link: `/community/thread/${answered._id}`,
    status: "dismissed",
    report_count: 1,
    first_at: dismissedAt - HOUR,
    latest_at: dismissedAt - HOUR,
    reasons: ["misinformation"],
    decided_by: admin,
    decided_by_name: "Priya Nair",
    decided_at: dismissedAt,
  });
  await ctx.db.insert("user_reports", {
    reporter_id: harshit.id,
    reporter_name: harshit.name,
    reason: "misinformation",
    target_type: "thread",
    target_id: answered._id,
    target_author_id: answered.author_id,
    created_at: dismissedAt - HOUR,
    status: "dismissed",
    handled_by: admin,
    group_id: groupId,
  });
}
