import {
  memberMutation,
  memberQuery,
  publicQuery,
  studentMutation,
} from "../functions";
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { internalMutation, type QueryCtx } from "../_generated/server";
import {
  GRACE_MS,
  answersOf,
  drawQuestions,
  finishAttempt,
} from "./model/attempts";
import { appError } from "../lib/errors";
import {
  canOpenSubject,
  requireGrade,
  requireOpenSubjects,
  requireOwnClass,
} from "./model/access";
import { displayOrder, shuffled, toDisplayed } from "./model/scoring";
import { attemptStudent } from "../lib/permissions";
import { itemsOf } from "./model/paperItems";
import { chapterPaper, insertPaper, type PaperSlot } from "./model/freshPaper";
import { MISTAKE_LABELS, type MistakeType } from "./generators/mistakes";
import { boundedPage, requireNumberInRange } from "../lib/validators";
import { spendAllowance } from "../pricing/model/usage";
import { boardOfTest, shownStanding, standingOf } from "./model/standings";

/** Attempts counted on a test card ("20+" beyond). */
const ATTEMPTS_SHOWN = 20;

const listKind = v.union(
  v.literal("practice"),
  v.literal("chapter"),
  v.literal("full"),
);

/**
 * Test cards of one class and tab (retired tests left out), with each test's
 * subject and whether the viewer may open it, the viewer's attempts and any
 * test in progress.
 */
export const list = publicQuery({
  args: {
    grade: v.number(),
    kind: listKind,
    paginationOpts: paginationOptsValidator,
  },
  handler: async (ctx, args) => {
    const grade = requireGrade(args.grade);
    const page = boundedPage(args.paginationOpts, 30);
    const result = await ctx.db
      .query("tests")
      .withIndex("by_grade_and_kind_and_retired_at_and_order", (q) =>
        q.eq("grade", grade).eq("kind", args.kind).eq("retired_at", undefined),
      )
      .paginate(page);
    const { viewer } = ctx;
    const subjects = new Map<
      string,
      { name: string; slug: string; locked: boolean }
    >();
    for (const t of result.page)
      if (t.subject_id && !subjects.has(t.subject_id)) {
        const subject = await ctx.db.get("subjects", t.subject_id);
        subjects.set(t.subject_id, {
          name: subject?.name ?? "",
          slug: subject?.slug ?? "",
          locked: !!subject && !(await canOpenSubject(ctx, viewer, subject)),
        });
      }
    return {
      ...result,
      page: await Promise.all(
        result.page.map(async (t) => {
          const attempts = viewer
            ? await ctx.db
                .query("test_attempts")
                .withIndex("by_user_id_and_test_id", (q) =>
                  q.eq("user_id", viewer.userId).eq("test_id", t._id),
                )
                .order("desc")
                .take(ATTEMPTS_SHOWN + 1)
            : [];
          const open = attempts.find((a) => a.status === "in_progress");
          const subject = t.subject_id ? subjects.get(t.subject_id) : undefined;
          return {
            ...testCard(t),
            subjectName: subject?.name ?? null,
            subjectSlug: subject?.slug ?? null,
            /** Part of a paid plan the viewer does not have: the card offers Unlock Course. */
            locked: subject?.locked ?? false,
            attempts: attempts.filter((a) => a.status === "submitted").length,
            moreAttempts: attempts.length > ATTEMPTS_SHOWN,
            inProgressAttemptId: open?._id ?? null,
          };
        }),
      ),
    };
  },
});

/**
 * Starts a timed attempt (or returns the one already running). The questions
 * are fixed and the deadline is kept here; at the deadline the attempt is
 * submitted by the server, whatever the browser does. Each attempt puts the
 * questions in a new order (never the previous attempt's order when there
 * are two or more) and shuffles each question's options; the permutation is
 * kept on the attempt's answers (`option_order`). A question whose right
 * answer the student has seen gives way to an unseen one of the same chapter
 * while the bank has one; one that stays is marked `seen_before`. A chapter
 * test is a new paper every attempt, drawn from its pool and, where its
 * chapter has question generators, generated (model/freshPaper.ts): each
 * generated question is kept as its generator and seed, never sent to the
 * browser.
 */
export const start = studentMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  args: { testId: v.id("tests") },
  handler: async (ctx, { testId }) => {
    const { viewer } = ctx;
    const test = await ctx.db.get("tests", testId);
    if (!test || test.kind === "demo")
      throw appError("NotFound", "This test no longer exists.");
    requireOwnClass(viewer, test.grade);
    const slots = await ctx.db
      .query("test_questions")
      .withIndex("by_test_id_and_position", (q) => q.eq("test_id", testId))
      .take(200);
    const questions = (
      await Promise.all(
        slots.map((slot) => ctx.db.get("questions", slot.question_id)),
      )
    ).flatMap((q) => (q && q.pool !== "demo" ? [q] : []));
    // The test's own subject and, for a full test, every subject it draws on.
    await requireOpenSubjects(ctx, viewer, [
      ...(test.subject_id ? [test.subject_id] : []),
      ...questions.map((q) => q.subject_id),
    ]);
    const now = Date.now();
    const running = await ctx.db
      .query("test_attempts")
      .withIndex("by_user_id_and_test_id", (q) =>
        q.eq("user_id", viewer.userId).eq("test_id", testId),
      )
      .order("desc")
      .first();
    if (running?.status === "in_progress" && running.deadline + GRACE_MS > now)
      return running._id;
    // A retired test's running attempt goes on; no new one starts.
    if (test.retired_at !== undefined)
      throw appError(
        "Conflict",
        "This test has been replaced by newer tests. Choose one from the Mock Tests page.",
      );
    if (running?.status === "in_progress")
      await finishAttempt(ctx, running, true);
    // A new attempt counts against the student's plan for this IST month.
    await spendAllowance(ctx, viewer.userId, "testsPerMonth", 1, now);
    // A chapter test is a new paper each attempt (model/freshPaper.ts).
    const paper =
      test.kind === "chapter"
        ? await chapterPaper(
            ctx,
            viewer.userId,
            test,
            questions,
            running ?? null,
          )
        : await writtenPaper(ctx, viewer.userId, questions, running ?? null);
    // A chapter test's time is for `question_count` questions: its paper
    // gets the same time per question. Other tests get their whole time.
    const deadline =
      now +
      (test.kind === "chapter"
        ? Math.round(
            (test.duration_minutes * 60_000 * paper.length) /
              Math.max(test.question_count, 1),
          )
        : test.duration_minutes * 60_000);
    const attemptId = await ctx.db.insert("test_attempts", {
      test_id: testId,
      user_id: viewer.userId,
      status: "in_progress",
      started_at: now,
      deadline,
    });
    await insertPaper(ctx, attemptId, paper);
    await ctx.scheduler.runAt(
      deadline,
      internal.learning.mockTests.autoSubmit,
      {
        attemptId,
      },
    );
    return attemptId;
  },
});

/** An attempt as its runner needs it: questions and the student's answers, never the right answers. */
export const attempt = memberQuery({
  permission: attemptStudent,
  args: { attemptId: v.string() },
  handler: async (ctx, args) => {
    const attempt = await attemptStudent.find(ctx, args.attemptId);
    if (!attempt) return null;
    const test = await ctx.db.get("tests", attempt.test_id);
    if (!test) return null;
    const answers = await answersOf(ctx, attempt._id);
    const questions = await itemsOf(ctx, answers);
    return {
      _id: attempt._id,
      status: attempt.status,
      deadline: attempt.deadline,
      startedAt: attempt.started_at,
      test: testCard(test),
      questions: answers.map((a, i) => {
        const options = questions[i]?.options ?? [];
        const order = displayOrder(a.option_order, options.length);
        return {
          position: a.position,
          text: questions[i]?.text ?? "",
          options: order.map((o) => options[o]),
          selectedIndex: toDisplayed(order, a.selected_index),
          markedForReview: a.marked_for_review,
        };
      }),
    };
  },
});

/** Saves one answer (or clears it with null) and the time spent on the question. */
export const answer = memberMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  permission: attemptStudent,
  args: {
    attemptId: v.id("test_attempts"),
    position: v.number(),
    selectedIndex: v.union(v.number(), v.null()),
    markedForReview: v.boolean(),
    /** Time spent on the question since the last save, in ms. */
    timeSpentMs: v.number(),
  },
  handler: async (ctx, args) => {
    requireNumberInRange(args.position, 0, 1_000, "Question", {
      integer: true,
      message: "There is no such question.",
    });
    requireNumberInRange(args.timeSpentMs, 0, 86_400_000, "Time spent", {
      message: "Time spent must be between 0 and 24 hours.",
    });
    const attempt = await attemptStudent.get(ctx, args.attemptId);
    if (attempt.status === "submitted")
      throw appError("Conflict", "This test has been submitted already.");
    if (Date.now() > attempt.deadline + GRACE_MS)
      throw appError("Conflict", "Time is up: this test has been submitted.");
    const slot = await ctx.db
      .query("attempt_answers")
      .withIndex("by_attempt_id_and_position", (q) =>
        q.eq("attempt_id", attempt._id).eq("position", args.position),
      )
      .unique();
    if (!slot) throw appError("InvalidInput", "There is no such question.");
    // The student picks among the options as shown; the answer is kept as
    // the question's own option index, so scoring needs no permutation.
    let selected: number | undefined;
    if (args.selectedIndex !== null) {
      const [question] = await itemsOf(ctx, [slot]);
      const count = question?.options.length ?? 0;
      const shown = requireNumberInRange(
        args.selectedIndex,
        0,
        count - 1,
        "Option",
        { integer: true, message: "That is not one of the options." },
      );
      selected = displayOrder(slot.option_order, count)[shown];
    }
    await ctx.db.patch("attempt_answers", slot._id, {
      selected_index: selected,
      marked_for_review: args.markedForReview,
      // At most the test's whole duration per save, so a wrong clock cannot inflate it.
      time_spent_ms:
        slot.time_spent_ms +
        Math.min(args.timeSpentMs, attempt.deadline - attempt.started_at),
    });
  },
});

/** Submits and scores the attempt on the server. Submitting twice changes nothing. */
export const submit = memberMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  permission: attemptStudent,
  args: { attemptId: v.id("test_attempts") },
  handler: async (ctx, { attemptId }) => {
    const attempt = await attemptStudent.get(ctx, attemptId);
    if (attempt.status === "in_progress")
      await finishAttempt(
        ctx,
        attempt,
        Date.now() > attempt.deadline + GRACE_MS,
      );
    return attempt._id;
  },
});

/** At the deadline: submits what the student answered, if they have not submitted. */
export const autoSubmit = internalMutation({
  args: { attemptId: v.id("test_attempts") },
  handler: async (ctx, { attemptId }) => {
    const attempt = await ctx.db.get("test_attempts", attemptId);
    if (attempt?.status === "in_progress")
      await finishAttempt(ctx, attempt, true);
  },
});

/** The review of a submitted attempt: score, marks lost, time and result per question, by chapter. */
export const result = memberQuery({
  permission: attemptStudent,
  args: { attemptId: v.string() },
  handler: async (ctx, args) => {
    const { viewer } = ctx;
    const attempt = await attemptStudent.find(ctx, args.attemptId);
    if (!attempt) return null;
    if (attempt.status !== "submitted")
      throw appError("Conflict", "Submit the test to see the answers.");
    const test = await ctx.db.get("tests", attempt.test_id);
    if (!test) return null;
    const answers = await answersOf(ctx, attempt._id);
    const [questions, inPlay] = await Promise.all([
      itemsOf(ctx, answers),
      questionsInRunningAttempts(ctx, viewer.userId),
    ]);
    const chapterIds = [...new Set(answers.map((a) => a.chapter_id))];
    const chapters = await Promise.all(
      chapterIds.map((id) => ctx.db.get("chapters", id)),
    );
    // A test across subjects names each chapter's subject too: two
    // subjects' chapter 12s are two different rows.
    const subjects = test.subject_id
      ? []
      : await Promise.all(
          [...new Set(chapters.flatMap((c) => (c ? [c.subject_id] : [])))].map(
            (id) => ctx.db.get("subjects", id),
          ),
        );
    const subjectName = (id: Id<"subjects">) =>
      subjects.find((s) => s?._id === id)?.name;
    const byChapter = chapterIds.map((id, i) => {
      const mine = answers.filter((a) => a.chapter_id === id);
      const chapter = chapters[i];
      const subject = chapter && subjectName(chapter.subject_id);
      return {
        chapterId: id,
        title: chapter
          ? `${subject ? `${subject} · ` : ""}Ch ${chapter.number}: ${chapter.title}`
          : "",
        questions: mine.length,
        correct: mine.filter((a) => a.is_correct === true).length,
        wrong: mine.filter(
          (a) => a.is_correct === false && a.selected_index !== undefined,
        ).length,
      };
    });
    return {
      _id: attempt._id,
      test: testCard(test),
      submittedAt: attempt.submitted_at ?? attempt.deadline,
      autoSubmitted: attempt.auto_submitted ?? false,
      timeTakenMs:
        Math.min(attempt.submitted_at ?? attempt.deadline, attempt.deadline) -
        attempt.started_at,
      score: attempt.score ?? 0,
      maxScore: attempt.max_score ?? 0,
      correct: attempt.correct_count ?? 0,
      wrong: attempt.wrong_count ?? 0,
      unanswered: attempt.unanswered_count ?? 0,
      negativeMarks: attempt.negative_marks ?? 0,
      byChapter,
      /** Questions whose answer the student had seen before this attempt: they scored but paid nothing. */
      seenBefore: answers.filter((a) => a.seen_before).length,
      // Options in the order this student saw them; indexes in that order.
      // The right answer and its explanation are shown only for questions
      // the student answered. A question that is also in a test the student
      // is sitting now keeps its answer (and whether theirs was right) until
      // that one is submitted.
      questions: answers.map((a, i) => {
        const options = questions[i]?.options ?? [];
        const order = displayOrder(a.option_order, options.length);
        const withheld = !!questions[i] && inPlay.has(questions[i].key);
        const answered = a.selected_index !== undefined;
        const showKey = answered && !withheld;
        return {
          position: a.position,
          text: questions[i]?.text ?? "",
          options: order.map((o) => options[o]),
          withheld,
          answered,
          seenBefore: a.seen_before ?? false,
          correctIndex: showKey
            ? (toDisplayed(order, questions[i]?.correctIndex) ?? 0)
            : null,
          explanation: showKey ? (questions[i]?.explanation ?? "") : "",
          // A wrong answer to a generated question: the mistake it points to.
          mistake:
            showKey && a.mistake
              ? {
                  type: a.mistake,
                  label: MISTAKE_LABELS[a.mistake],
                  note:
                    questions[i]?.mistakeNotes?.[a.selected_index ?? -1] ?? "",
                }
              : null,
          selectedIndex: toDisplayed(order, a.selected_index),
          isCorrect: withheld ? null : (a.is_correct ?? false),
          markedForReview: a.marked_for_review,
          timeSpentMs: a.time_spent_ms,
        };
      }),
    };
  },
});

/**
 * Where a submitted full test ranks its student among their class (model/
 * standings.ts): rank, of how many, percentile, and whether this attempt is
 * the ranked one (only the first submitted attempt is). Null for other kinds
 * of test, and before the attempt is submitted. Live: it changes as
 * classmates finish the test.
 */
export const standing = memberQuery({
  permission: attemptStudent,
  args: { attemptId: v.string() },
  handler: async (ctx, args) => {
    // Another student's attempt reads as missing, like a wrong id.
    const attempt = await attemptStudent.get(ctx, args.attemptId);
    if (attempt.status !== "submitted") return null;
    const test = await ctx.db.get("tests", attempt.test_id);
    if (!test || test.kind !== "full") return null;
    return shownStanding(
      await standingOf(ctx, boardOfTest(test._id), attempt.user_id),
      attempt._id,
    );
  },
});

/** The viewer's submitted attempts of a test, newest first. */
export const history = memberQuery({
  args: { testId: v.id("tests") },
  handler: async (ctx, { testId }) => {
    const { viewer } = ctx;
    const attempts = await ctx.db
      .query("test_attempts")
      .withIndex("by_user_id_and_test_id", (q) =>
        q.eq("user_id", viewer.userId).eq("test_id", testId),
      )
      .order("desc")
      .take(20);
    return attempts
      .filter((a) => a.status === "submitted")
      .map((a) => ({
        _id: a._id,
        submittedAt: a.submitted_at ?? a.deadline,
        score: a.score ?? 0,
        maxScore: a.max_score ?? 0,
        correct: a.correct_count ?? 0,
        wrong: a.wrong_count ?? 0,
        autoSubmitted: a.auto_submitted ?? false,
      }));
  },
});

/** How many of the student's newest submitted tests the mistake summary reads (each at most 200 answers). */
const MISTAKE_ATTEMPTS = 10;
/** Mistake types shown on the dashboard. */
const MISTAKES_SHOWN = 3;

/**
 * The viewer's most frequent mistake types in their newest submitted tests
 * (wrong answers to generated questions), most frequent first, each with the
 * chapter where it happened most. Empty for anyone without such answers.
 */
export const frequentMistakes = memberQuery({
  args: {},
  handler: async (ctx) => {
    const attempts = await ctx.db
      .query("test_attempts")
      .withIndex("by_user_id_and_status", (q) =>
        q.eq("user_id", ctx.viewer.userId).eq("status", "submitted"),
      )
      .order("desc")
      .take(MISTAKE_ATTEMPTS);
    const counts = new Map<
      MistakeType,
      { count: number; byChapter: Map<Id<"chapters">, number> }
    >();
    for (const attempt of attempts)
      for (const a of await answersOf(ctx, attempt._id)) {
        if (!a.mistake) continue;
        const entry = counts.get(a.mistake) ?? {
          count: 0,
          byChapter: new Map(),
        };
        entry.count++;
        entry.byChapter.set(
          a.chapter_id,
          (entry.byChapter.get(a.chapter_id) ?? 0) + 1,
        );
        counts.set(a.mistake, entry);
      }
    const top = [...counts.entries()]
      .sort((x, y) => y[1].count - x[1].count || x[0].localeCompare(y[0]))
      .slice(0, MISTAKES_SHOWN);
    return Promise.all(
      top.map(async ([type, { count, byChapter }]) => {
        const [chapterId] = [...byChapter.entries()].sort(
          (x, y) => y[1] - x[1],
        )[0];
        const chapter = await ctx.db.get("chapters", chapterId);
        return {
          type,
          label: MISTAKE_LABELS[type],
          count,
          chapter: chapter ? `Ch ${chapter.number}: ${chapter.title}` : "",
        };
      }),
    );
  },
});

// ── The visitors' demo test ────────────────────────────────────────────────

/**
 * The demo test of a class (open to everyone): questions without answers.
 * Its questions are the demo pool (`questions.pool === "demo"`), which no
 * timed test uses, so checking them reveals nothing about a timed test.
 */
export const demo = publicQuery({
  args: { grade: v.number() },
  handler: async (ctx, args) => {
    const grade = requireGrade(args.grade);
    const test = await ctx.db
      .query("tests")
      .withIndex("by_grade_and_kind_and_order", (q) =>
        q.eq("grade", grade).eq("kind", "demo"),
      )
      .first();
    if (!test) return null;
    const slots = await ctx.db
      .query("test_questions")
      .withIndex("by_test_id_and_position", (q) => q.eq("test_id", test._id))
      .take(20);
    const questions = await Promise.all(
      slots.map((s) => ctx.db.get("questions", s.question_id)),
    );
    return {
      testId: test._id,
      title: test.title,
      questions: slots.map((s, i) => ({
        position: s.position,
        text: questions[i]?.text ?? "",
        options: questions[i]?.options ?? [],
      })),
    };
  },
});

/** Checks one demo answer: right or wrong, the right option and why. Only for demo tests. */
export const checkDemoAnswer = publicQuery({
  args: {
    testId: v.id("tests"),
    position: v.number(),
    selectedIndex: v.number(),
  },
  handler: async (ctx, args) => {
    requireNumberInRange(args.position, 0, 1_000, "Question", {
      integer: true,
      message: "There is no such question.",
    });
    const test = await ctx.db.get("tests", args.testId);
    if (!test || test.kind !== "demo")
      throw appError("NotFound", "This demo test does not exist.");
    const slot = await ctx.db
      .query("test_questions")
      .withIndex("by_test_id_and_position", (q) =>
        q.eq("test_id", test._id).eq("position", args.position),
      )
      .unique();
    const question = slot && (await ctx.db.get("questions", slot.question_id));
    // Only demo-pool questions are ever checked here: never a timed test's.
    if (!question || question.pool !== "demo")
      throw appError("NotFound", "There is no such question.");
    requireNumberInRange(
      args.selectedIndex,
      0,
      question.options.length - 1,
      "Option",
      { integer: true, message: "That is not one of the options." },
    );
    return {
      correct: args.selectedIndex === question.correct_index,
      correctIndex: question.correct_index,
      explanation: question.explanation,
    };
  },
});

// ── Helpers ────────────────────────────────────────────────────────────────

function testCard(t: Doc<"tests">) {
  return {
    _id: t._id,
    grade: t.grade,
    kind: t.kind,
    title: t.title,
    difficulty: t.difficulty,
    questionCount: t.question_count,
    durationMinutes: t.duration_minutes,
    marksCorrect: t.marks_correct,
    marksWrong: t.marks_wrong,
    /** Replaced by newer tests: its attempts stay readable, it is not started again. */
    retired: t.retired_at !== undefined,
  };
}

/**
 * The paper of a practice set or full test: its own questions, a seen one
 * swapped for an unseen one of the same chapter while the bank has one, in
 * a new order (never the previous attempt's order when there are two or
 * more).
 */
async function writtenPaper(
  ctx: QueryCtx,
  userId: Id<"users">,
  questions: Doc<"questions">[],
  previous: Doc<"test_attempts"> | null,
): Promise<PaperSlot[]> {
  const previousOrder = previous
    ? (await answersOf(ctx, previous._id)).map((a) => a.question_id)
    : [];
  const drawn = await drawQuestions(ctx, userId, questions);
  let order = shuffled(drawn);
  if (
    order.length > 1 &&
    order.every((d, i) => d.question._id === previousOrder[i])
  )
    order = [...order.slice(1), order[0]];
  return order.map((d) => ({ kind: "written" as const, ...d }));
}

/** The viewer's own attempt; anyone else's looks like no attempt at all. */
/**
 * The questions of the tests a student is sitting now, by `PaperItem.key`
 * (at most a few attempts are open at once: one per test, closed at their
 * deadline).
 */
async function questionsInRunningAttempts(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Set<string>> {
  const running = await ctx.db
    .query("test_attempts")
    .withIndex("by_user_id_and_status", (q) =>
      q.eq("user_id", userId).eq("status", "in_progress"),
    )
    .take(10);
  const answers = await Promise.all(running.map((a) => answersOf(ctx, a._id)));
  const items = await itemsOf(ctx, answers.flat());
  return new Set(items.flatMap((item) => (item ? [item.key] : [])));
}
