import { publicQuery } from "../functions";
import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import { canOpenSubject, registeredGrade, requireGrade } from "./model/access";

/**
 * What a subject holds, as its aggregates count it: chapters, shown lessons,
 * those that play a video, practice sets and chapter tests, and the total
 * length (videos' lengths and reading times).
 */
function counts(s: Doc<"subjects">) {
  return {
    chapterCount: s.chapter_count,
    lessonCount: s.lesson_count,
    videoCount: s.video_count ?? 0,
    durationSeconds: s.duration_seconds,
    practiceSetCount: s.practice_test_count,
    chapterTestCount: s.chapter_test_count ?? 0,
  };
}

/** The subject cards of one class, in order, with counts of their rows. */
export const subjects = publicQuery({
  args: { grade: v.number() },
  handler: async (ctx, args) => {
    const grade = requireGrade(args.grade);
    const { viewer } = ctx;
    const rows = await ctx.db
      .query("subjects")
      .withIndex("by_grade_and_order", (q) => q.eq("grade", grade))
      .take(20);
    return {
      grade,
      registeredGrade: registeredGrade(viewer),
      subjects: await Promise.all(
        rows.map(async (s) => ({
          _id: s._id,
          slug: s.slug,
          name: s.name,
          description: s.description,
          color: s.color,
          isFree: s.is_free,
          unlocked: await canOpenSubject(ctx, viewer, s),
          ...counts(s),
        })),
      ),
    };
  },
});

/** One subject with its chapters and, for a signed-in learner, lessons done per chapter. */
export const subject = publicQuery({
  args: { grade: v.number(), slug: v.string() },
  handler: async (ctx, args) => {
    const grade = requireGrade(args.grade);
    const subject = await ctx.db
      .query("subjects")
      .withIndex("by_grade_and_slug", (q) =>
        q.eq("grade", grade).eq("slug", args.slug),
      )
      .unique();
    if (!subject) return null;
    const { viewer } = ctx;
    // Lessons hidden by a changed decision: learners' progress on them is
    // kept but not counted (the subject's counts leave them out too).
    const hidden = await ctx.db
      .query("lessons")
      .withIndex("by_subject_id_and_hidden_at", (q) =>
        q.eq("subject_id", subject._id).gte("hidden_at", 0),
      )
      .take(100);
    const hiddenIds = new Set<string>(hidden.map((l) => l._id));
    const [chapters, progress, unlocked] = await Promise.all([
      ctx.db
        .query("chapters")
        .withIndex("by_subject_id_and_number", (q) =>
          q.eq("subject_id", subject._id),
        )
        .take(100),
      viewer
        ? ctx.db
            .query("lesson_progress")
            .withIndex("by_user_id_and_subject_id", (q) =>
              q.eq("user_id", viewer.userId).eq("subject_id", subject._id),
            )
            .take(Math.max(1, subject.lesson_count + hidden.length))
        : [],
      canOpenSubject(ctx, viewer, subject),
    ]);
    const doneByChapter = new Map<string, number>();
    for (const p of progress)
      if (p.completed_at !== undefined && !hiddenIds.has(p.lesson_id))
        doneByChapter.set(
          p.chapter_id,
          (doneByChapter.get(p.chapter_id) ?? 0) + 1,
        );
    // Each chapter's test (a chapter has at most one).
    const chapterTests = await Promise.all(
      chapters.map((c) =>
        ctx.db
          .query("tests")
          .withIndex("by_chapter_id", (q) => q.eq("chapter_id", c._id))
          .take(5),
      ),
    );
    // The first lesson of each chapter, so the page can link straight to it.
    const firstLessons = await Promise.all(
      chapters.map((c) =>
        ctx.db
          .query("lessons")
          .withIndex("by_chapter_id_and_number", (q) =>
            q.eq("chapter_id", c._id),
          )
          // Skips only the few lessons staff hid.
          // eslint-disable-next-line @convex-dev/no-filter-in-query
          .filter((q) => q.eq(q.field("hidden_at"), undefined))
          .first(),
      ),
    );
    return {
      _id: subject._id,
      grade,
      slug: subject.slug,
      name: subject.name,
      description: subject.description,
      textbook: subject.textbook ?? null,
      color: subject.color,
      isFree: subject.is_free,
      unlocked,
      registeredGrade: registeredGrade(viewer),
      ...counts(subject),
      lessonsDone: [...doneByChapter.values()].reduce((a, b) => a + b, 0),
      chapters: chapters.map((c, i) => ({
        _id: c._id,
        number: c.number,
        title: c.title,
        summary: c.summary,
        lessonCount: c.lesson_count,
        videoCount: c.video_count ?? 0,
        testCount: chapterTests[i].length,
        questionCount: c.question_count,
        lessonsDone: doneByChapter.get(c._id) ?? 0,
        firstLessonId: firstLessons[i]?._id ?? null,
      })),
    };
  },
});
