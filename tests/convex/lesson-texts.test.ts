import { describe, expect, it } from "vitest";
import { migrations } from "../../convex/lib/migrations";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { CATALOGUE as SHIPPED } from "../../convex/seedData/catalogue";
import { LESSON_TEXTS } from "../../convex/seedData/lessons";
import type { LessonText } from "../../convex/seedData/lessons/types";
import { seedCatalogueClass } from "../../convex/seedData/loadCatalogue";
import {
  recountSubject,
  syncLessonText,
} from "../../convex/learning/model/lessonTexts";
import {
  lessonReadingSeconds,
  readingSeconds,
} from "../../convex/learning/lessonTextRules";
import { DEMO_CLIP_SECONDS } from "../../convex/seedData/loadCatalogue";
import { CATALOGUE, setup } from "./fixtures/learning";
import { createPerson } from "./fixtures/common";
import { newBackend, type TestBackend } from "./harness";

/** Class 9 Science as it ships (its first lesson has a shipped full text). */
const SCIENCE = SHIPPED[9].filter((s) => s.slug === "science");
const PARTICLES = LESSON_TEXTS["class9-science"].find(
  (t) => t.chapter === 1 && t.lesson === 1,
)!;

/** A short text for the fixture catalogue's reading lesson 1.2 (tests only). */
const FIXTURE_TEXT: LessonText = {
  chapter: 1,
  lesson: 2,
  title: "Lesson 1.2",
  body: "## Squares\n\nThe square of $a + b$ is\n\n$$(a+b)^2 = a^2 + 2ab + b^2$$\n\n![A square cut into four parts](figure:square)\n",
  figures: {
    square: {
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="none" stroke="currentColor"/></svg>',
      alt: "A square of side a + b cut into a square a², a square b² and two rectangles ab.",
    },
  },
  check: [
    { question: "What is $(x+1)^2$?", answer: "$x^2 + 2x + 1$" },
    { question: "Is $2ab$ counted twice?", answer: "Yes: two rectangles." },
    { question: "What is $(a+b)^2$ at $a=b=1$?", answer: "4" },
  ],
};
const FIXTURE_TEXTS = { "class9-mathematics": [FIXTURE_TEXT] };

async function lessonIdOf(t: TestBackend, chapter: number, lesson: number) {
  return t.run(async (ctx) => {
    const subject = (await ctx.db.query("subjects").first())!;
    const c = (await ctx.db
      .query("chapters")
      .withIndex("by_subject_id_and_number", (q) =>
        q.eq("subject_id", subject._id).eq("number", chapter),
      )
      .unique())!;
    return (await ctx.db
      .query("lessons")
      .withIndex("by_chapter_id_and_number", (q) =>
        q.eq("chapter_id", c._id).eq("number", lesson),
      )
      .unique())!._id;
  });
}

/** Every stored row of the catalogue's lessons, texts and subjects (to compare runs). */
function catalogueRows(t: TestBackend) {
  return t.run(async (ctx) => ({
    subjects: await ctx.db.query("subjects").collect(),
    chapters: await ctx.db.query("chapters").collect(),
    lessons: await ctx.db.query("lessons").collect(),
    texts: await ctx.db.query("lesson_texts").collect(),
  }));
}

describe("a lesson's full text", () => {
  it("is seeded with its lesson and shown on the lesson page: body, figures, check-yourself", async () => {
    const t = newBackend();
    await t.run(async (ctx) => {
      await seedCatalogueClass(ctx, 9, CATALOGUE, FIXTURE_TEXTS);
    });
    const id = await lessonIdOf(t, 1, 2);
    const lesson = await t.query(api.learning.lessons.get, { lessonId: id });
    expect(lesson?.text).toEqual({
      body: FIXTURE_TEXT.body,
      figures: [{ name: "square", ...FIXTURE_TEXT.figures!.square }],
      check: FIXTURE_TEXT.check,
    });
    // A lesson without a video lasts its text's reading time.
    const seconds = lessonReadingSeconds("", FIXTURE_TEXT);
    expect(lesson).toMatchObject({
      hasVideo: false,
      durationSeconds: seconds,
      readingSeconds: seconds,
    });
    // The lesson row itself holds no body: lists of lessons never load one.
    const row = await t.run(async (ctx) => ctx.db.get("lessons", id));
    expect(Object.keys(row!)).not.toContain("body");
    // A lesson without a text: its summary, and the summary's reading time.
    const other = await t.query(api.learning.lessons.get, {
      lessonId: await lessonIdOf(t, 2, 1),
    });
    expect(other).toMatchObject({
      text: null,
      readingSeconds: null,
      durationSeconds: readingSeconds(
        CATALOGUE[0].chapters[1].lessons[0].summary,
      ),
    });
    expect(other?.summary).toBe(CATALOGUE[0].chapters[1].lessons[0].summary);
  });

  it("is not given for a locked subject's lesson", async () => {
    const t = newBackend();
    const texts = {
      "class9-english": [{ ...FIXTURE_TEXT, lesson: 1, title: "Reading" }],
    };
    await t.run(async (ctx) => {
      await seedCatalogueClass(ctx, 9, CATALOGUE, texts);
    });
    const lessonId = await t.run(async (ctx) => {
      const english = (await ctx.db
        .query("subjects")
        .withIndex("by_grade_and_slug", (q) =>
          q.eq("grade", 9).eq("slug", "english"),
        )
        .unique())!;
      return (await ctx.db
        .query("lessons")
        .withIndex("by_subject_id_and_hidden_at", (q) =>
          q.eq("subject_id", english._id),
        )
        .first())!._id;
    });
    const lesson = await t.query(api.learning.lessons.get, { lessonId });
    expect(lesson).toMatchObject({
      unlocked: false,
      text: null,
      summary: null,
    });
    // Its length is still told honestly.
    expect(lesson?.readingSeconds).toBe(lessonReadingSeconds("", FIXTURE_TEXT));
  });

  it("unlocks Mark as complete after the share of the real reading time", async () => {
    const { t, student } = await setup();
    const id = await lessonIdOf(t, 1, 2);
    await student.as.mutation(api.learning.lessons.open, { lessonId: id });
    const lesson = await student.as.query(api.learning.lessons.get, {
      lessonId: id,
    });
    // 12 minutes of summary to read: 60 % of it is needed.
    expect(lesson?.progress?.secondsNeeded).toBeCloseTo(0.6 * 12 * 60);
  });

  it("asks well under a minute of a short summary, not the catalogue's planned minutes", async () => {
    const t = newBackend();
    // Seeded with no texts: its lessons are summaries.
    await t.run(async (ctx) => {
      await seedCatalogueClass(ctx, 9, SCIENCE, {});
    });
    const student = await createPerson(t, {
      email: "kavya@example.in",
      fullName: "Kavya Iyer",
      grade: 9,
    });
    // Solids, Liquids and Gases: a summary of about 70 words, planned as 12 minutes.
    const planned = SCIENCE[0].chapters[0].lessons[1];
    expect(planned.minutes).toBe(12);
    const lessonId = await lessonIdOf(t, 1, 2);
    await student.as.mutation(api.learning.lessons.open, { lessonId });
    const lesson = await student.as.query(api.learning.lessons.get, {
      lessonId,
    });
    expect(lesson?.durationSeconds).toBe(readingSeconds(planned.summary));
    expect(lesson?.durationSeconds).toBeLessThan(60);
    expect(lesson?.progress?.secondsNeeded).toBeLessThan(40);
  });
});

describe("loading texts into an existing deployment", () => {
  it("adds the shipped texts, then a second or reset run changes nothing", async () => {
    const t = newBackend();
    // A deployment seeded before the texts shipped.
    await t.run(async (ctx) => {
      await seedCatalogueClass(ctx, 9, SCIENCE, {});
    });
    expect((await catalogueRows(t)).texts).toEqual([]);
    await t.mutation(internal.learning.lessonTexts.loadLessonTexts, {});
    await t.finishScheduled();
    const status = await t.run(async (ctx) =>
      (
        await migrations.getStatus(ctx, {
          migrations: [internal.learning.lessonTexts.loadLessonTexts],
        })
      ).map((s) => s.state),
    );
    expect(status).toEqual(["success"]);
    const after = await catalogueRows(t);
    expect(after.texts).toHaveLength(LESSON_TEXTS["class9-science"].length);
    const particles = after.lessons.find((l) => l.title === PARTICLES.title)!;
    const text = after.texts.find((x) => x.lesson_id === particles._id)!;
    expect(text.body).toBe(PARTICLES.body);
    // It plays the demo clip: a video lesson keeps its video's length.
    expect(particles.duration_seconds).toBe(DEMO_CLIP_SECONDS);

    await t.mutation(internal.learning.lessonTexts.loadLessonTexts, {});
    await t.mutation(internal.learning.lessonTexts.loadLessonTexts, {
      reset: true,
    });
    await t.finishScheduled();
    expect(await catalogueRows(t)).toEqual(after);
    // Seeded with the texts from the start: the same texts and lengths.
    const fresh = newBackend();
    await fresh.run(async (ctx) => {
      await seedCatalogueClass(ctx, 9, SCIENCE);
    });
    const seeded = await catalogueRows(fresh);
    expect(seeded.texts.map((x) => x.body)).toEqual(
      after.texts.map((x) => x.body),
    );
    expect(seeded.lessons.map((l) => l.duration_seconds)).toEqual(
      after.lessons.map((l) => l.duration_seconds),
    );
    expect(seeded.subjects[0].duration_seconds).toBe(
      after.subjects[0].duration_seconds,
    );
  });

  it("updates a text that changed, with the lesson's length and the subject's total", async () => {
    const t = newBackend();
    await t.run(async (ctx) => {
      await seedCatalogueClass(ctx, 9, CATALOGUE, {});
    });
    const id = await lessonIdOf(t, 1, 2);
    const sync = (texts: Record<string, LessonText[]>) =>
      t.run(async (ctx) => {
        const lesson = (await ctx.db.get("lessons", id))!;
        await syncLessonText(ctx, lesson, texts);
      });
    const totalIsSum = () =>
      t.run(async (ctx) => {
        const subject = (await ctx.db.query("subjects").first())!;
        const lessons = await ctx.db
          .query("lessons")
          .withIndex("by_subject_id_and_hidden_at", (q) =>
            q.eq("subject_id", subject._id).eq("hidden_at", undefined),
          )
          .collect();
        return [
          subject.duration_seconds,
          lessons.reduce((s, l) => s + l.duration_seconds, 0),
        ];
      });
    await sync(FIXTURE_TEXTS);
    const first = await catalogueRows(t);
    expect(first.texts).toHaveLength(1);
    expect(first.lessons.find((l) => l._id === id)?.duration_seconds).toBe(
      lessonReadingSeconds("", FIXTURE_TEXT),
    );
    const [total, sum] = await totalIsSum();
    expect(total).toBe(sum);
    // Again: nothing changes.
    await sync(FIXTURE_TEXTS);
    expect(await catalogueRows(t)).toEqual(first);
    // The text grows: its row is replaced and the lesson lasts longer.
    const longer = {
      ...FIXTURE_TEXT,
      body: FIXTURE_TEXT.body + "\n" + "More words to read. ".repeat(100),
    };
    await sync({ "class9-mathematics": [longer] });
    const second = await catalogueRows(t);
    expect(second.texts.map((x) => [x._id, x.body])).toEqual([
      [first.texts[0]._id, longer.body],
    ]);
    expect(second.lessons.find((l) => l._id === id)?.duration_seconds).toBe(
      lessonReadingSeconds("", longer),
    );
    const [total2, sum2] = await totalIsSum();
    expect(total2).toBe(sum2);
    expect(total2).toBeGreaterThan(total);
    // A text no longer shipped: removed, and the summary's reading time again.
    await sync({});
    const third = await catalogueRows(t);
    expect(third.texts).toEqual([]);
    expect(third.lessons.find((l) => l._id === id)?.duration_seconds).toBe(
      readingSeconds(CATALOGUE[0].chapters[0].lessons[1].summary),
    );
  });
});

describe("the catalogue's counts", () => {
  /** Counts straight from the rows of each subject of class 9. */
  async function rowCounts(t: TestBackend) {
    return t.run(async (ctx) => {
      const subjects = await ctx.db
        .query("subjects")
        .withIndex("by_grade_and_order", (q) => q.eq("grade", 9))
        .collect();
      const out: Record<string, unknown> = {};
      for (const s of subjects) {
        const lessons = (
          await ctx.db
            .query("lessons")
            .withIndex("by_subject_id_and_hidden_at", (q) =>
              q.eq("subject_id", s._id),
            )
            .collect()
        ).filter((l) => l.hidden_at === undefined);
        const tests = await ctx.db
          .query("tests")
          .withIndex("by_subject_id_and_kind", (q) => q.eq("subject_id", s._id))
          .collect();
        const chapters = await ctx.db
          .query("chapters")
          .withIndex("by_subject_id_and_number", (q) =>
            q.eq("subject_id", s._id),
          )
          .collect();
        out[s.slug] = {
          chapterCount: chapters.length,
          lessonCount: lessons.length,
          videoCount: lessons.filter((l) => l.video !== undefined).length,
          durationSeconds: lessons.reduce((n, l) => n + l.duration_seconds, 0),
          practiceSetCount: tests.filter((x) => x.kind === "practice").length,
          chapterTestCount: tests.filter((x) => x.kind === "chapter").length,
          chapters: chapters.map((c) => ({
            lessonCount: lessons.filter((l) => l.chapter_id === c._id).length,
            videoCount: lessons.filter(
              (l) => l.chapter_id === c._id && l.video !== undefined,
            ).length,
            testCount: tests.filter((x) => x.chapter_id === c._id).length,
          })),
        };
      }
      return out;
    });
  }

  /** What the subject cards and subject pages show. */
  async function shownCounts(t: TestBackend) {
    const { subjects } = await t.query(api.learning.catalogue.subjects, {
      grade: 9,
    });
    const out: Record<string, unknown> = {};
    for (const s of subjects) {
      const page = (await t.query(api.learning.catalogue.subject, {
        grade: 9,
        slug: s.slug,
      }))!;
      const { chapterCount, lessonCount, videoCount, durationSeconds } = s;
      expect(page).toMatchObject({
        lessonCount,
        videoCount,
        durationSeconds,
        practiceSetCount: s.practiceSetCount,
        chapterTestCount: s.chapterTestCount,
      });
      out[s.slug] = {
        chapterCount,
        lessonCount,
        videoCount,
        durationSeconds,
        practiceSetCount: s.practiceSetCount,
        chapterTestCount: s.chapterTestCount,
        chapters: page.chapters.map((c) => ({
          lessonCount: c.lessonCount,
          videoCount: c.videoCount,
          testCount: c.testCount,
        })),
      };
    }
    return out;
  }

  it("equal the rows of the seeded catalogue, and the recount agrees", async () => {
    const t = newBackend();
    await t.run(async (ctx) => {
      await seedCatalogueClass(
        ctx,
        9,
        SHIPPED[9].filter((s) => ["science", "mathematics"].includes(s.slug)),
      );
    });
    const rows = await rowCounts(t);
    expect(await shownCounts(t)).toEqual(rows);
    expect(rows.science).toMatchObject({ videoCount: 1 });
    // Counts a deployment got wrong are put right by the recount.
    const before = await catalogueRows(t);
    await t.run(async (ctx) => {
      for (const s of await ctx.db.query("subjects").collect())
        await ctx.db.patch("subjects", s._id, {
          lesson_count: 44,
          practice_test_count: 9,
          video_count: undefined,
          chapter_test_count: undefined,
        });
    });
    await t.mutation(internal.learning.lessonTexts.recountSubjects, {});
    await t.finishScheduled();
    expect(await catalogueRows(t)).toEqual(before);
  });

  it("follow a published video lesson and a hidden one", async () => {
    const { t } = await setup();
    const chapterId = await t.run(
      async (ctx) => (await ctx.db.query("chapters").first())!._id,
    );
    const lessonId: Id<"lessons"> = await t.run(async (ctx) => {
      const subject = (await ctx.db.query("subjects").first())!;
      const id = await ctx.db.insert("lessons", {
        subject_id: subject._id,
        chapter_id: chapterId,
        number: 9,
        title: "Uploaded",
        summary: "",
        duration_seconds: 300,
        video: { kind: "url", url: "/media/welcome-lesson.webm" },
      });
      await recountSubject(ctx, subject);
      return id;
    });
    const rows = await rowCounts(t);
    expect(await shownCounts(t)).toEqual(rows);
    expect(rows.mathematics).toMatchObject({ lessonCount: 5, videoCount: 2 });
    await t.run(async (ctx) => {
      await ctx.db.patch("lessons", lessonId, { hidden_at: Date.now() });
      await recountSubject(ctx, (await ctx.db.query("subjects").first())!);
    });
    expect((await rowCounts(t)).mathematics).toMatchObject({
      lessonCount: 4,
      videoCount: 1,
    });
    expect(await shownCounts(t)).toEqual(await rowCounts(t));
  });
});
