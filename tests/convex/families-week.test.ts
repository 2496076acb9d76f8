/**
 * A parent's view of a linked child's week: the last 7 days' lessons, tests
 * and scores, time and streak, from the same rows as the child's dashboard,
 * and only for a parent whose consent for the child stands.
 */
import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import {
  CONSENT_WITHDRAWN_MESSAGE,
  NOT_LINKED_MESSAGE,
} from "../../convex/families/model/links";
import { localDay } from "../../convex/learning/rules";
import { createPerson, people, type Person } from "./fixtures/common";
import { linkedParent } from "./fixtures/families";
import { answerKey, finishLesson, setup, testOf } from "./fixtures/learning";
import { VALIDATION_ERROR, errorData, type TestBackend } from "./harness";

const DAY = 86_400_000;
const TZ = "Asia/Kolkata";
const minute = () => Math.floor(Date.now() / 60_000) * 60_000;

async function lessonIds(t: TestBackend) {
  const subject = await t.query(api.learning.catalogue.subject, {
    grade: 9,
    slug: "mathematics",
  });
  return t.run(async (ctx) =>
    (
      await ctx.db
        .query("lessons")
        .withIndex("by_subject_id_and_hidden_at", (q) =>
          q.eq("subject_id", subject!._id as Id<"subjects">),
        )
        .collect()
    )
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((l) => l._id),
  );
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

/** Activity of 10 days ago, written as the learning area writes it: outside the week. */
async function lastFortnight(
  t: TestBackend,
  userId: Id<"users">,
  lessonId: Id<"lessons">,
  testId: Id<"tests">,
) {
  const at = Date.now() - 10 * DAY;
  await t.run(async (ctx) => {
    const lesson = (await ctx.db.get("lessons", lessonId))!;
    await ctx.db.insert("lesson_progress", {
      user_id: userId,
      lesson_id: lessonId,
      subject_id: lesson.subject_id,
      chapter_id: lesson.chapter_id,
      position_seconds: 0,
      watched_seconds: lesson.duration_seconds,
      opened_at: at - 600_000,
      completed_at: at,
      updated_at: at,
    });
    await ctx.db.insert("test_attempts", {
      test_id: testId,
      user_id: userId,
      status: "submitted",
      started_at: at - 600_000,
      deadline: at,
      submitted_at: at,
      score: 1,
      max_score: 6,
    });
    await ctx.db.insert("daily_activity", {
      user_id: userId,
      day: localDay(at, TZ),
      xp: 70,
      lessons_completed: 1,
      tests_submitted: 1,
      seconds_spent: 1_200,
    });
  });
}

describe("a child's week, for a parent", () => {
  it("counts the lessons, tests, scores, time and streak of the last 7 days only, with what to practise next", async () => {
    const { t, student } = await setup();
    const parent = await linkedParent(t, student.userId);
    const [l1, l2, l3, l4] = await lessonIds(t);
    const chapterTest = await testOf(t, "chapter");
    await lastFortnight(t, student.userId, l3, chapterTest._id);

    const empty = await parent.as.query(api.families.week.childWeek, {
      childId: student.userId,
      now: minute(),
    });
    expect(empty).toMatchObject({
      fullName: "Neha Kulkarni",
      lessonsDone: 0,
      testsTaken: 0,
      secondsSpent: 0,
      streak: 0,
      lessons: [],
      tests: [],
    });

    await finishLesson(t, student, l1);
    await finishLesson(t, student, l2);
    const test = await takeChapterTest(t, student);
    // Opened and not finished: the next lesson to do.
    await student.as.mutation(api.learning.lessons.open, { lessonId: l4 });

    const week = await parent.as.query(api.families.week.childWeek, {
      childId: student.userId,
      now: minute(),
    });
    const dashboard = await student.as.query(api.learning.progress.dashboard, {
      now: minute(),
    });
    expect(week.lessonsDone).toBe(2);
    expect(week.lessons.map((l) => l.title).sort()).toEqual([
      "Lesson 1.1",
      "Lesson 1.2",
    ]);
    expect(week.testsTaken).toBe(1);
    expect(week.tests).toEqual([
      expect.objectContaining({
        title: test.title,
        subject: "Mathematics",
        score: 6,
        maxScore: 6,
      }),
    ]);
    // The dashboard's own figures: its streak, and its chart's minutes.
    expect(week.streak).toBe(dashboard.streak);
    expect(week.streak).toBe(1);
    const chartSeconds = dashboard.chart
      .slice(-7)
      .reduce((n, d) => n + d.minutes, 0);
    expect(Math.round(week.secondsSpent / 60)).toBe(chartSeconds);
    expect(week.secondsSpent).toBeGreaterThan(0);
    expect(week.practiseNext.lesson).toMatchObject({
      lessonId: l4,
      title: "Lesson 2.2",
      subject: "Mathematics",
    });
    // Chapter 1 mastered of Mathematics' two (50%); English (0%) is locked
    // to a student on Free, so it is not what to practise next.
    expect(week.practiseNext.subject).toEqual({
      name: "Mathematics",
      chaptersMastered: 1,
      chapterCount: 2,
    });
  });

  it("suggests only a subject the child can open now: a locked one once their plan opens it", async () => {
    const { t, student } = await setup();
    const parent = await linkedParent(t, student.userId);
    // English is locked to a student on Free.
    await takeChapterTest(t, student);
    const next = async () =>
      (
        await parent.as.query(api.families.week.childWeek, {
          childId: student.userId,
          now: minute(),
        })
      ).practiseNext.subject?.name;
    expect(await next()).toBe("Mathematics");
    await t.run((ctx) =>
      ctx.db.insert("subscriptions", {
        user_id: student.userId,
        plan_key: "premium",
        status: "active",
        started_at: Date.now(),
        current_period_end: Date.now() + 30 * 86_400_000,
      }),
    );
    expect(await next()).toBe("English");
  });

  it("is live: a lesson the child finishes shows in the parent's subscription's next answer", async () => {
    const { t, student } = await setup();
    const parent = await linkedParent(t, student.userId);
    const [l1] = await lessonIds(t);
    const args = { childId: student.userId, now: minute() };
    const before = await parent.as.query(api.families.week.childWeek, args);
    await finishLesson(t, student, l1);
    const after = await parent.as.query(api.families.week.childWeek, args);
    expect([before.lessonsDone, after.lessonsDone]).toEqual([0, 1]);
  });

  it("is refused to a parent not linked, a parent who withdrew consent, the child, a mentor and a visitor", async () => {
    const { t, student, other } = await setup();
    await linkedParent(t, student.userId);
    const withdrawn = await linkedParent(t, student.userId, {
      email: "vikram@example.in",
      fullName: "Vikram Kulkarni",
      withdrawn: true,
    });
    const stranger = await createPerson(t, {
      email: "anita@example.in",
      fullName: "Anita Reddy",
      role: "parent",
    });
    // Linked to another child, with consent: not to this one.
    const otherParent = await linkedParent(t, other.userId, {
      email: "lakshmi@example.in",
      fullName: "Lakshmi Reddy",
    });
    const mentor = await createPerson(t, people.meera);
    const args = { childId: student.userId, now: minute() };
    const ask = (who: TestBackend) =>
      errorData(who.query(api.families.week.childWeek, args));

    expect(await ask(stranger.as)).toEqual({
      code: "NotAuthorized",
      message: NOT_LINKED_MESSAGE,
    });
    expect(await ask(otherParent.as)).toEqual({
      code: "NotAuthorized",
      message: NOT_LINKED_MESSAGE,
    });
    expect(await ask(withdrawn.as)).toEqual({
      code: "NotAuthorized",
      message: CONSENT_WITHDRAWN_MESSAGE,
    });
    expect(await ask(student.as)).toMatchObject({ code: "NotAuthorized" });
    expect(await ask(mentor.as)).toMatchObject({ code: "NotAuthorized" });
    expect(await ask(t)).toMatchObject({ code: "NotAuthenticated" });
  });

  it("refuses bad input: an id that is not a child's, an id of another table, a wrong clock", async () => {
    const { t, student } = await setup();
    const parent = await linkedParent(t, student.userId);
    // The parent's own id: no child of theirs.
    expect(
      await errorData(
        parent.as.query(api.families.week.childWeek, {
          childId: parent.userId,
          now: minute(),
        }),
      ),
    ).toEqual({ code: "NotAuthorized", message: NOT_LINKED_MESSAGE });
    const lessonId = (await lessonIds(t))[0];
    await expect(
      parent.as.query(api.families.week.childWeek, {
        childId: lessonId as unknown as Id<"users">,
        now: minute(),
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
    expect(
      await errorData(
        parent.as.query(api.families.week.childWeek, {
          childId: student.userId,
          now: minute() - 3 * DAY,
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
  });
});
