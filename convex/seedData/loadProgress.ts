import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { answersOf, finishAttempt } from "../learning/model/attempts";
import { chapterPaper, insertPaper } from "../learning/model/freshPaper";
import { itemsOf } from "../learning/model/paperItems";
import {
  completeLesson,
  recordHeartbeat,
  recordOpening,
} from "../learning/model/lessonProgress";

/**
 * Demo learning history, so a first start shows dashboards and class
 * leaderboards in use: students who watched lessons and took chapter tests
 * on recent days, and the class's Mathematics full test 1 on their last active
 * day, replayed through the same code as real activity (lesson progress,
 * submitted and scored attempts, XP events, streaks, badges, mastery, ranks
 * on the full test). Nothing here is a figure typed in: every number on a dashboard
 * comes from these replayed activities.
 */
export type DemoLearner = {
  userId: Id<"users">;
  /** A stable name for the learner, so every first start replays the same answers. */
  key: string;
  grade: number;
  /** Days ago on which the student was active (0 = today, 1 = yesterday). */
  activeDaysAgo: number[];
  /** Lessons finished on each active day. */
  lessonsPerDay: number;
  /** Share of test questions answered right, 0–1. */
  skill: number;
  /** Shown on the leaderboard under this name; anonymous without one. */
  nickname?: string;
};

const DAY = 86_400_000;
/** 6 pm in India, in ms after UTC midnight: when the demo students study. */
const EVENING_IST = 12.5 * 3_600_000;

export async function seedDemoProgress(
  ctx: MutationCtx,
  learners: DemoLearner[],
  now: number,
) {
  // Classmates study the same lessons: read each class's once.
  const lessonsOf = new Map<number, Doc<"lessons">[]>();
  for (const learner of learners) {
    let lessons = lessonsOf.get(learner.grade);
    if (!lessons) {
      lessons = await freeLessons(ctx, learner.grade);
      lessonsOf.set(learner.grade, lessons);
    }
    if (lessons.length === 0) continue;
    const already = await ctx.db
      .query("xp_events")
      .withIndex("by_user_id_and_day", (q) => q.eq("user_id", learner.userId))
      .first();
    if (already) continue;
    if (learner.nickname) {
      const profile = await ctx.db
        .query("profiles")
        .withIndex("by_user_id", (q) => q.eq("user_id", learner.userId))
        .unique();
      if (profile)
        await ctx.db.patch("profiles", profile._id, {
          leaderboard_visibility: "nickname",
          nickname: learner.nickname,
        });
    }
    const random = seededRandom(learner.key);
    let next = 0;
    let at = 0;
    for (const daysAgo of [...learner.activeDaysAgo].sort((a, b) => b - a)) {
      const dayStart = Math.floor((now - daysAgo * DAY) / DAY) * DAY;
      // Today's learning happened a few hours ago; earlier days', in the evening.
      at = daysAgo === 0 ? now - 3 * 3_600_000 : dayStart + EVENING_IST;
      for (let i = 0; i < learner.lessonsPerDay && next < lessons.length; i++) {
        const lesson = lessons[next++];
        at += lesson.duration_seconds * 1000 + 60_000;
        await studyLesson(ctx, learner.userId, lesson, at);
        // The chapter test once its last lesson is done.
        const following = lessons[next];
        if (!following || following.chapter_id !== lesson.chapter_id) {
          at += 10 * 60_000;
          await takeChapterTest(ctx, learner, lesson.chapter_id, at, random);
        }
      }
    }
    // The class's first Mathematics full test, after the last day's
    // lessons: it ranks the seeded classmates among each other.
    const full = await firstMathematicsFullTest(ctx, learner.grade);
    if (full && at > 0)
      await sitFullTest(
        ctx,
        learner,
        full,
        at + 30 * 60_000,
        random,
        50_000 + Math.round(random() * 35_000),
      );
  }
}

/** The class's Mathematics full mock test 1 (every class has Mathematics, free). */
async function firstMathematicsFullTest(ctx: MutationCtx, grade: number) {
  const subject = await ctx.db
    .query("subjects")
    .withIndex("by_grade_and_slug", (q) =>
      q.eq("grade", grade).eq("slug", "mathematics"),
    )
    .unique();
  if (!subject) return null;
  return ctx.db
    .query("tests")
    .withIndex("by_subject_id_and_kind", (q) =>
      q.eq("subject_id", subject._id).eq("kind", "full"),
    )
    .first();
}

/** The lessons of the class's free subjects, chapter by chapter, Mathematics first. */
async function freeLessons(ctx: MutationCtx, grade: number) {
  const subjects = await ctx.db
    .query("subjects")
    .withIndex("by_grade_and_order", (q) => q.eq("grade", grade))
    .take(20);
  const lessons: Doc<"lessons">[] = [];
  for (const subject of subjects.filter((s) => s.is_free)) {
    const chapters = await ctx.db
      .query("chapters")
      .withIndex("by_subject_id_and_number", (q) =>
        q.eq("subject_id", subject._id),
      )
      .take(40);
    for (const chapter of chapters.slice(0, 3))
      lessons.push(
        ...(await ctx.db
          .query("lessons")
          .withIndex("by_chapter_id_and_number", (q) =>
            q.eq("chapter_id", chapter._id),
          )
          .take(20)),
      );
  }
  return lessons;
}

/**
 * The student opens the lesson, reads or watches it through (one heartbeat
 * at the end, crediting the time it took) and completes it at `at`: the same
 * rules as the lesson page, with the times in the past, one lesson after
 * another (the student's learning clock never runs for two at once).
 */
async function studyLesson(
  ctx: MutationCtx,
  userId: Id<"users">,
  lesson: Doc<"lessons">,
  at: number,
) {
  const seconds = lesson.duration_seconds;
  await recordOpening(ctx, userId, lesson, at - seconds * 1000);
  await recordHeartbeat(
    ctx,
    userId,
    lesson,
    lesson.video ? seconds : 0,
    seconds,
    at,
  );
  await completeLesson(ctx, userId, lesson, at);
}

/** The chapter's test, taken as the student would and submitted at `at`. */
async function takeChapterTest(
  ctx: MutationCtx,
  learner: DemoLearner,
  chapterId: Id<"chapters">,
  at: number,
  random: () => number,
) {
  const test = (
    await ctx.db
      .query("tests")
      .withIndex("by_chapter_id", (q) => q.eq("chapter_id", chapterId))
      .take(5)
  ).find((t) => t.kind === "chapter");
  if (!test) return;
  await sitChapterTest(ctx, learner.userId, test, at, random, () => ({
    right: random() < learner.skill,
    ms: 45_000 + Math.round(random() * 45_000),
  }));
}

/**
 * Sits a chapter test as a student would: a paper drawn as for a real
 * attempt (model/freshPaper.ts), started a little over a minute a question
 * before `at`, each question answered right or wrong as `answer` says, and
 * submitted at `at`.
 */
export async function sitChapterTest(
  ctx: MutationCtx,
  userId: Id<"users">,
  test: Doc<"tests">,
  at: number,
  random: () => number,
  answer: (position: number) => { right: boolean; ms: number },
) {
  const slots = await ctx.db
    .query("test_questions")
    .withIndex("by_test_id_and_position", (q) => q.eq("test_id", test._id))
    .take(200);
  const pool = (
    await Promise.all(slots.map((s) => ctx.db.get("questions", s.question_id)))
  ).flatMap((q) => (q && q.pool !== "demo" ? [q] : []));
  const paper = await chapterPaper(ctx, userId, test, pool, null, random);
  const startedAt = at - paper.length * 75_000;
  const attemptId = await ctx.db.insert("test_attempts", {
    test_id: test._id,
    user_id: userId,
    status: "in_progress",
    started_at: startedAt,
    deadline: startedAt + test.duration_minutes * 60_000,
  });
  await insertPaper(ctx, attemptId, paper, random);
  const answers = await answersOf(ctx, attemptId);
  const items = await itemsOf(ctx, answers);
  for (const [i, row] of answers.entries()) {
    const item = items[i];
    if (!item) continue;
    const { right, ms } = answer(row.position);
    await ctx.db.patch("attempt_answers", row._id, {
      selected_index: right
        ? item.correctIndex
        : (item.correctIndex + 1) % item.options.length,
      time_spent_ms: ms,
    });
  }
  const attempt = await ctx.db.get("test_attempts", attemptId);
  if (attempt) await finishAttempt(ctx, attempt, false, at);
}

/** A full test (its written questions as listed), started a while before `at` (`msPerQuestion` a question), answers it with the learner's skill and submits it at `at`. */
async function sitFullTest(
  ctx: MutationCtx,
  learner: DemoLearner,
  test: Doc<"tests">,
  at: number,
  random: () => number,
  msPerQuestion = 75_000,
) {
  const slots = await ctx.db
    .query("test_questions")
    .withIndex("by_test_id_and_position", (q) => q.eq("test_id", test._id))
    .take(200);
  const startedAt = at - slots.length * msPerQuestion;
  const attemptId = await ctx.db.insert("test_attempts", {
    test_id: test._id,
    user_id: learner.userId,
    status: "in_progress",
    started_at: startedAt,
    deadline: startedAt + test.duration_minutes * 60_000,
  });
  for (const slot of slots) {
    const question = await ctx.db.get("questions", slot.question_id);
    if (!question) continue;
    const right = random() < learner.skill;
    await ctx.db.insert("attempt_answers", {
      attempt_id: attemptId,
      question_id: question._id,
      chapter_id: question.chapter_id,
      position: slot.position,
      selected_index: right
        ? question.correct_index
        : (question.correct_index + 1) % question.options.length,
      marked_for_review: false,
      time_spent_ms: 45_000 + Math.round(random() * 45_000),
    });
  }
  const attempt = await ctx.db.get("test_attempts", attemptId);
  if (attempt) await finishAttempt(ctx, attempt, false, at);
}

/** The same answers on every first start: a small PRNG (mulberry32) seeded by the id. */
export function seededRandom(seed: string) {
  let state = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 31), 7);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * How each seeded student has been learning: the demo student on the last
 * five days (a live streak, nothing yet today), classmates on other
 * patterns, half of them under a leaderboard nickname.
 */
export function demoLearningPlan(
  fullName: string,
  index: number,
): Omit<DemoLearner, "userId" | "grade"> {
  if (fullName === "Aarav Sharma")
    return {
      key: fullName,
      activeDaysAgo: [1, 2, 3, 4, 5],
      lessonsPerDay: 2,
      skill: 0.8,
    };
  const patterns = [
    [0, 1, 2, 3],
    [2, 4, 6, 8],
    [0, 1, 3],
    [1, 2, 3, 4, 5, 6, 7],
    [0, 3, 4],
  ];
  const first = fullName.split(" ")[0];
  return {
    key: fullName,
    activeDaysAgo: patterns[index % patterns.length],
    lessonsPerDay: 1 + (index % 3),
    skill: 0.55 + ((index * 7) % 5) * 0.1,
    nickname:
      index % 2 === 0
        ? `${first} ${fullName.split(" ")[1]?.[0] ?? ""}.`
        : undefined,
  };
}
