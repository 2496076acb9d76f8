// Scale benchmark of courses, tests and the dashboard on the local backend
// (issues: learning; progress and play).
//
//   npm run bench:learning [-- --students 10000 --attempts 100000]
//
// Loads about 100,000 questions (2 subjects × 50 chapters × 143 questions for
// each of Classes 6–12, with their chapter tests and practice sets), 10,000
// students and 100,000 submitted attempts with weekly XP, into a fresh
// temporary backend; then measures the queries of /courses, a subject page,
// a lesson page, /tests and /dashboard (with the leaderboard) as a student.
import { GRADES } from "../convex/shared/constants";
import { isoWeek, localDay } from "../convex/learning/rules";
import { actingAs, arg, withBenchBackend, type PageView } from "./bench-views";

const STUDENTS = arg("students", 10_000);
const ATTEMPTS = arg("attempts", 100_000);
const CHAPTERS = arg("chapters", 50);
const QUESTIONS_PER_CHAPTER = arg("questions", 143);
const RUNS = arg("runs", 100);

await withBenchBackend(
  "learning",
  async ({ mutate, query, measure, mutateAs }) => {
    const t0 = performance.now();
    for (const grade of GRADES)
      for (const slug of ["scale-maths", "scale-science"])
        await mutate("scaleSeed:subject", {
          grade,
          slug,
          chapters: CHAPTERS,
          questionsPerChapter: QUESTIONS_PER_CHAPTER,
        });
    const students: string[] = [];
    for (let from = 0; from < STUDENTS; from += 500)
      students.push(
        ...((await mutate("scaleSeed:people", {
          from,
          count: Math.min(500, STUDENTS - from),
        })) as string[]),
      );
    const chapterTests = (await query("learning/mockTests:list", {
      grade: 9,
      kind: "chapter",
      paginationOpts: { numItems: 30, cursor: null },
    })) as { page: { _id: string }[] };
    const testIds = chapterTests.page.map((t) => t._id);
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    const week = isoWeek(localDay(now, "Asia/Kolkata"));
    const perStudent = Math.max(1, Math.round(ATTEMPTS / STUDENTS));
    for (let from = 0; from < students.length; from += 200)
      await mutate("scaleSeed:attemptsAndProgress", {
        studentIds: students.slice(from, from + 200),
        testIds,
        attemptsPerStudent: perStudent,
        week,
        now,
      });
    console.log(
      `loaded ${(GRADES.length * 2 * CHAPTERS * QUESTIONS_PER_CHAPTER).toLocaleString("en-US")} questions, ` +
        `${students.length.toLocaleString("en-US")} students and ${(students.length * perStudent).toLocaleString("en-US")} attempts ` +
        `in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );

    // A Class 9 student (people are spread over Classes 6–12 in turn).
    const student = await actingAs(
      mutate,
      students[3 + 7 * Math.floor(students.length / 14)],
    );
    const subject = (await query(
      "learning/catalogue:subject",
      { grade: 9, slug: "scale-maths" },
      student,
    )) as { chapters: { firstLessonId: string }[] };
    const lessonId =
      subject.chapters[Math.floor(subject.chapters.length / 2)].firstLessonId;
    const page = { numItems: 12, cursor: null };
    const views: PageView[] = [
      {
        name: "/courses?class=9",
        calls: [{ fn: "learning/catalogue:subjects", args: { grade: 9 } }],
      },
      {
        name: `subject page (${CHAPTERS} chapters)`,
        calls: [
          {
            fn: "learning/catalogue:subject",
            args: { grade: 9, slug: "scale-maths" },
          },
        ],
      },
      {
        name: "lesson page",
        calls: [{ fn: "learning/lessons:get", args: { lessonId } }],
      },
      {
        name: "/tests, Chapter-wise tab",
        calls: [
          {
            fn: "learning/mockTests:list",
            args: { grade: 9, kind: "chapter", paginationOpts: page },
          },
        ],
      },
      {
        name: "/tests, Full Tests tab",
        calls: [
          {
            fn: "learning/mockTests:list",
            args: { grade: 9, kind: "full", paginationOpts: page },
          },
        ],
      },
      {
        name: "/dashboard (with leaderboard)",
        calls: [
          { fn: "learning/progress:dashboard", args: { now } },
          { fn: "learning/progress:leaderboard", args: { now } },
        ],
      },
    ];
    await measure(views, [{ label: "student", identity: student }], RUNS);

    // Starting and submitting a test, twice each: the retake draws after the
    // first attempt's answered questions were recorded as seen (a chapter test
    // is the chapter's whole bank; a practice set can swap in unseen ones).
    const practice = (await query("learning/mockTests:list", {
      grade: 9,
      kind: "practice",
      paginationOpts: { numItems: 1, cursor: null },
    })) as { page: { _id: string }[] };
    const rows: string[] = [];
    for (const [label, testId] of [
      ["chapter test", testIds[Math.floor(testIds.length / 2)]],
      ["practice set", practice.page[0]._id],
    ] as const)
      for (const round of ["first", "retake"]) {
        const started = await mutateAs(
          "learning/mockTests:start",
          { testId },
          student,
        );
        const attemptId = started.value as string;
        for (let position = 0; position < 10; position++)
          await mutateAs(
            "learning/mockTests:answer",
            {
              attemptId,
              position,
              selectedIndex: 0,
              markedForReview: false,
              timeSpentMs: 1_000,
            },
            student,
          );
        const submitted = await mutateAs(
          "learning/mockTests:submit",
          { attemptId },
          student,
        );
        rows.push(
          `| ${label}, ${round} | ${started.documentsRead} | ${started.ms.toFixed(1)} | ${submitted.documentsRead} | ${submitted.ms.toFixed(1)} |`,
        );
      }
    console.log(
      "\n| test (10 answered) | start: documents read | start ms | submit: documents read | submit ms |\n|---|---|---|---|---|",
    );
    console.log(rows.join("\n"));
  },
);
