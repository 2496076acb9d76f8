/**
 * The weekly report to parents: each consenting linked parent of a Pro
 * student is mailed the child's week (the same week their page shows), once
 * per week, walked a page of links at a time; nothing for a student not on
 * Pro, an account without standing consent, or a parent whose link or
 * consent does not stand.
 */
import { describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import crons from "../../convex/crons";
import { reportWeek } from "../../convex/families/model/report";
import { createPerson, type Person } from "./fixtures/common";
import { linkedParent } from "./fixtures/families";
import { answerKey, finishLesson, setup, testOf } from "./fixtures/learning";
import { givePlan } from "./fixtures/proPlan";
import { TARGET, errorData, type TestBackend } from "./harness";

const SUBJECT = "Neha's week on VidyaQuest";

const mailsTo = async (t: TestBackend, to: string) =>
  t.query(internal.mail.latestFor, { to, limit: 20 });

const reportRows = (t: TestBackend) =>
  t.run((ctx) => ctx.db.query("parent_reports").collect());

async function runReports(t: TestBackend, batch?: number) {
  await t.mutation(internal.families.reports.sendWeekly, {
    cursor: null,
    ...(batch ? { batch } : {}),
  });
  await t.finishScheduled();
}

async function firstLessonId(t: TestBackend) {
  return t.run(async (ctx) => {
    const lessons = await ctx.db.query("lessons").collect();
    return lessons.find((l) => l.title === "Lesson 1.1")!._id;
  });
}

/** Takes the first chapter test, answering every question right. */
async function takeChapterTest(t: TestBackend, student: Person) {
  const chapter = await testOf(t, "chapter");
  const attemptId = await student.as.mutation(api.learning.mockTests.start, {
    testId: chapter._id,
  });
  const key = await answerKey(t, attemptId);
  for (const [position, right] of key.entries())
    await student.as.mutation(api.learning.mockTests.answer, {
      attemptId,
      position,
      selectedIndex: right,
      markedForReview: false,
      timeSpentMs: 5_000,
    });
  await student.as.mutation(api.learning.mockTests.submit, { attemptId });
  return chapter;
}

describe("the weekly report to parents", () => {
  it("mails each consenting parent of a Pro student the child's week, once per week", async () => {
    const { t, student } = await setup();
    await givePlan(t, student.userId);
    const parent = await linkedParent(t, student.userId);
    await finishLesson(t, student, await firstLessonId(t));
    const chapter = await takeChapterTest(t, student);

    await runReports(t);
    const mails = await mailsTo(t, "sunita@example.in");
    expect(mails.map((m) => m.subject)).toEqual([SUBJECT]);
    const text = mails[0].text;
    expect(text).toContain("Dear Sunita Kulkarni,");
    expect(text).toContain("Here is Neha Kulkarni's week on VidyaQuest");
    expect(text).toContain("Lessons done: 1");
    expect(text).toContain("  - Lesson 1.1 (Mathematics)");
    expect(text).toContain("Tests taken: 1");
    expect(text).toContain(`  - ${chapter.title} (Mathematics): 6 out of 6`);
    expect(text).toContain("Streak: 1 day in a row");
    expect(text).toMatch(/Time spent learning: \d+ min/);
    expect(text).toContain("What to practise next:");
    expect(text).toContain("English: 0 of 1 chapter practised well so far");
    // The same figures as the parent's page shows.
    const week = await parent.as.query(api.families.week.childWeek, {
      childId: student.userId,
      now: Math.floor(Date.now() / 60_000) * 60_000,
    });
    expect(text).toContain(`Lessons done: ${week.lessonsDone}`);

    // A second run of the same week mails nobody again.
    await runReports(t);
    expect(await mailsTo(t, "sunita@example.in")).toHaveLength(1);
    expect(await reportRows(t)).toEqual([
      expect.objectContaining({
        child_id: student.userId,
        week: reportWeek(Date.now()),
        parents_mailed: 1,
      }),
    ]);
  });

  it("mails no parent who turned the weekly report off, and the one who kept it on", async () => {
    const { t, student } = await setup();
    await givePlan(t, student.userId);
    const sunita = await linkedParent(t, student.userId);
    await linkedParent(t, student.userId, {
      email: "vikram@example.in",
      fullName: "Vikram Kulkarni",
    });
    // A parent sees the report among their notification settings, mail only.
    const settings = await sunita.as.query(
      api.notifications.preferences.get,
      {},
    );
    expect(settings.find((p) => p.kind === "weekly_report")).toMatchObject({
      label: "Weekly report on my child",
      groupLabel: "My children",
      channels: ["mail"],
      mail: true,
    });
    await sunita.as.mutation(api.notifications.preferences.set, {
      kind: "weekly_report",
      channel: "mail",
      enabled: false,
    });
    await runReports(t);
    expect(await mailsTo(t, "sunita@example.in")).toEqual([]);
    expect(
      (await mailsTo(t, "vikram@example.in")).map((m) => m.subject),
    ).toEqual([SUBJECT]);
    expect(await reportRows(t)).toEqual([
      expect.objectContaining({ parents_mailed: 1 }),
    ]);
  });

  it("has no in-app switch for the report, and a student is not offered it", async () => {
    const { t, student } = await setup();
    const sunita = await linkedParent(t, student.userId);
    expect(
      await errorData(
        sunita.as.mutation(api.notifications.preferences.set, {
          kind: "weekly_report",
          channel: "inApp",
          enabled: true,
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "This notice only goes by e-mail, so it has no in-app setting.",
    });
    const own = await student.as.query(api.notifications.preferences.get, {});
    expect(own.map((p) => p.kind)).not.toContain("weekly_report");
  });

  it("mails nothing for a student on Free, on Premium, or whose Pro plan has ended", async () => {
    const { t, student, other, class7 } = await setup();
    await givePlan(t, other.userId, { plan: "premium" });
    await givePlan(t, class7.userId, { ended: true });
    await linkedParent(t, student.userId);
    await linkedParent(t, other.userId, {
      email: "lakshmi@example.in",
      fullName: "Lakshmi Reddy",
    });
    await linkedParent(t, class7.userId, {
      email: "mary@example.in",
      fullName: "Mary Joseph",
    });
    await runReports(t);
    for (const to of [
      "sunita@example.in",
      "lakshmi@example.in",
      "mary@example.in",
    ])
      expect(await mailsTo(t, to)).toEqual([]);
    expect(await reportRows(t)).toEqual([]);
  });

  it("mails only the parent whose consent stands, never one who withdrew it or is not linked", async () => {
    const { t, student } = await setup();
    await givePlan(t, student.userId);
    await linkedParent(t, student.userId);
    await linkedParent(t, student.userId, {
      email: "vikram@example.in",
      fullName: "Vikram Kulkarni",
      withdrawn: true,
    });
    // Consent on record but no link (unlinked since): not a parent of hers now.
    const unlinked = await createPerson(t, {
      email: "anita@example.in",
      fullName: "Anita Reddy",
      role: "parent",
    });
    await t.run(async (ctx) => {
      await ctx.db.insert("consent_records", {
        parent_id: unlinked.userId,
        child_id: student.userId,
        consented_at: Date.now(),
        notice_version: "v",
        verified_email: "anita@example.in",
        declaration: "I consent.",
      });
    });
    await runReports(t);
    expect(await mailsTo(t, "sunita@example.in")).toHaveLength(1);
    expect(await mailsTo(t, "vikram@example.in")).toEqual([]);
    expect(await mailsTo(t, "anita@example.in")).toEqual([]);
  });

  it("mails nothing for an account awaiting consent or whose consent was withdrawn, nor with no consenting parent", async () => {
    const { t, student, other, class7 } = await setup();
    for (const s of [student, other, class7]) await givePlan(t, s.userId);
    await linkedParent(t, student.userId);
    await linkedParent(t, other.userId, {
      email: "lakshmi@example.in",
      fullName: "Lakshmi Reddy",
    });
    await linkedParent(t, class7.userId, {
      email: "mary@example.in",
      fullName: "Mary Joseph",
      withdrawn: true,
    });
    const setConsent = (
      userId: Id<"users">,
      consent: "awaiting" | "withdrawn",
    ) =>
      t.run(async (ctx) => {
        const profile = await ctx.db
          .query("profiles")
          .withIndex("by_user_id", (q) => q.eq("user_id", userId))
          .unique();
        await ctx.db.patch("profiles", profile!._id, { consent });
      });
    await setConsent(student.userId, "awaiting");
    await setConsent(other.userId, "withdrawn");
    await runReports(t);
    for (const to of [
      "sunita@example.in",
      "lakshmi@example.in",
      "mary@example.in",
    ])
      expect(await mailsTo(t, to)).toEqual([]);
    expect(await reportRows(t)).toEqual([]);
  });

  it("walks the links a page at a time, a child with two parents mailed to both once", async () => {
    const { t, student, other, class7 } = await setup();
    for (const s of [student, other, class7]) await givePlan(t, s.userId);
    await linkedParent(t, student.userId);
    await linkedParent(t, student.userId, {
      email: "vikram@example.in",
      fullName: "Vikram Kulkarni",
    });
    await linkedParent(t, other.userId, {
      email: "lakshmi@example.in",
      fullName: "Lakshmi Reddy",
    });
    await linkedParent(t, class7.userId, {
      email: "mary@example.in",
      fullName: "Mary Joseph",
    });
    // One link per transaction: four pages.
    await runReports(t, 1);
    for (const to of [
      "sunita@example.in",
      "vikram@example.in",
      "lakshmi@example.in",
      "mary@example.in",
    ])
      expect(await mailsTo(t, to)).toHaveLength(1);
    expect((await reportRows(t)).map((r) => r.parents_mailed).sort()).toEqual([
      1, 1, 2,
    ]);
  });

  it.skipIf(TARGET === "local")(
    "runs from the cron on Sundays at 7 PM India time, a new report each week",
    async () => {
      const job = (
        crons as unknown as {
          crons: Record<string, { name: string; schedule: object }>;
        }
      ).crons["weekly parent reports"];
      expect(job.name).toBe("families/reports:sendWeekly");
      expect(job.schedule).toMatchObject({
        type: "weekly",
        dayOfWeek: "sunday",
        hourUTC: 13,
        minuteUTC: 30,
      });
      vi.useFakeTimers();
      try {
        // Sunday 29 November 2026, 19:00 IST.
        vi.setSystemTime(Date.UTC(2026, 10, 29, 13, 30));
        const { t, student } = await setup();
        await givePlan(t, student.userId);
        await linkedParent(t, student.userId);
        await runReports(t);
        expect(reportWeek(Date.now())).toBe("2026-W48");
        vi.setSystemTime(Date.UTC(2026, 11, 6, 13, 30));
        await runReports(t);
        expect((await reportRows(t)).map((r) => r.week)).toEqual([
          "2026-W48",
          "2026-W49",
        ]);
        expect(await mailsTo(t, "sunita@example.in")).toHaveLength(2);
      } finally {
        vi.useRealTimers();
      }
    },
  );
});
