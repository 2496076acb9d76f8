/**
 * Chapter tests of chapters with question generators: a fresh paper every
 * attempt, each generated question kept as (generator, seed) and made again,
 * exactly, for showing, scoring and review; wrong answers to generated
 * questions are tagged with the mistake their option stands for.
 */
import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { SeedSubject } from "../../convex/seedData/catalogue/types";
import { seedCatalogueClass } from "../../convex/seedData/loadCatalogue";
import { generate } from "../../convex/learning/generators";
import { PAPER_SIZE } from "../../convex/learning/paperRules";
import { MISTAKE_LABELS } from "../../convex/learning/generators/mistakes";
import { createPerson } from "./fixtures/common";
import { sitTest } from "./fixtures/learning";
import { errorData, newBackend, type TestBackend } from "./harness";

const WRITTEN = 6;
const PAPER = PAPER_SIZE;

/** Class 10 Mathematics with its first chapter as in the book (so its generators serve it) and 6 written questions. */
const CATALOGUE: SeedSubject[] = [
  {
    grade: 10,
    slug: "mathematics",
    name: "Mathematics",
    description: "Board mathematics.",
    color: "blue",
    isFree: true,
    textbook: "Mathematics — Textbook for Class X (NCERT)",
    chapters: [
      {
        title: "Real Numbers",
        summary: "HCF and LCM.",
        lessons: [{ title: "HCF and LCM", minutes: 10, summary: "Primes." }],
        questions: Array.from({ length: WRITTEN }, (_, i) => ({
          text: `Written question ${i}?`,
          options: ["A", "B", "C", "D"] as [string, string, string, string],
          correct: (i % 4) as 0 | 1 | 2 | 3,
          explanation: `Because ${i}.`,
          difficulty: "easy" as const,
        })),
      },
    ],
  },
];

async function setup() {
  const t = newBackend();
  await t.run(async (ctx) => {
    await seedCatalogueClass(ctx, 10, CATALOGUE);
  });
  const student = await createPerson(t, {
    email: "ishaan@example.in",
    fullName: "Ishaan Menon",
    grade: 10,
  });
  const other = await createPerson(t, {
    email: "kavya@example.in",
    fullName: "Kavya Iyer",
    grade: 10,
  });
  const page = await student.as.query(api.learning.mockTests.list, {
    grade: 10,
    kind: "chapter",
    paginationOpts: { numItems: 10, cursor: null },
  });
  return { t, student, other, test: page.page[0] };
}

type Row = {
  position: number;
  questionId: Id<"questions"> | null;
  generated: { generator: string; seed: number } | null;
  optionOrder: number[];
  mistake: string | null;
};

/** The attempt's rows as stored (test inspection only). */
function rowsOf(t: TestBackend, attemptId: Id<"test_attempts">) {
  return t.run(async (ctx): Promise<Row[]> => {
    const rows = await ctx.db
      .query("attempt_answers")
      .withIndex("by_attempt_id_and_position", (q) =>
        q.eq("attempt_id", attemptId),
      )
      .collect();
    return rows.map((r) => ({
      position: r.position,
      questionId: r.question_id ?? null,
      generated: r.generated ?? null,
      optionOrder: r.option_order ?? [0, 1, 2, 3],
      mistake: r.mistake ?? null,
    }));
  });
}

/** A generated row's question as the student was shown it (options in the attempt's order). */
function shown(row: Row) {
  const item = generate(row.generated!.generator, row.generated!.seed)!;
  return {
    item,
    text: item.text,
    options: row.optionOrder.map((o) => item.options[o]),
    correct: row.optionOrder.indexOf(item.correctIndex),
    /** The shown index of a wrong option, and its mistake. */
    wrong: row.optionOrder
      .map((o, shownIndex) => ({ shownIndex, mistake: item.mistakes[o] }))
      .find((x) => x.mistake !== null)!,
  };
}

describe("fresh chapter papers", () => {
  it("a chapter test with generators is a paper of its written questions and generated ones, and never sends an answer or a seed before submission", async () => {
    const { t, student, test } = await setup();
    expect(test).toMatchObject({ questionCount: PAPER, durationMinutes: 30 });
    const attemptId = await student.as.mutation(api.learning.mockTests.start, {
      testId: test._id,
    });
    const attempt = await student.as.query(api.learning.mockTests.attempt, {
      attemptId,
    });
    expect(attempt!.questions).toHaveLength(PAPER);
    expect(attempt!.deadline - attempt!.startedAt).toBe(30 * 60_000);
    expect(JSON.stringify(attempt)).not.toMatch(
      /correct_?index|explanation|mistake|seed|generator|m10\./i,
    );
    const rows = await rowsOf(t, attemptId);
    const generated = rows.filter((r) => r.generated);
    expect(generated).toHaveLength(PAPER - WRITTEN);
    expect(rows.filter((r) => r.questionId)).toHaveLength(WRITTEN);
    expect(new Set(generated.map((r) => r.generated!.generator))).toEqual(
      new Set(["m10.real.lcm"]),
    );
    // What the student sees is what the seed makes, in the attempt's order.
    for (const row of generated) {
      const q = attempt!.questions[row.position];
      expect(q.text).toBe(shown(row).text);
      expect(q.options).toEqual(shown(row).options);
    }
    expect(new Set(attempt!.questions.map((q) => q.text)).size).toBe(PAPER);
  });

  it("scores generated questions by making them again, tags each wrong answer with its mistake, and reviews the same questions", async () => {
    const { t, student, other, test } = await setup();
    const attemptId = await student.as.mutation(api.learning.mockTests.start, {
      testId: test._id,
    });
    const rows = await rowsOf(t, attemptId);
    const generated = rows.filter((r) => r.generated);
    const [right, wrong] = [generated.slice(0, 5), generated.slice(5, 8)];
    for (const row of right)
      await student.as.mutation(api.learning.mockTests.answer, {
        attemptId,
        position: row.position,
        selectedIndex: shown(row).correct,
        markedForReview: false,
        timeSpentMs: 1_000,
      });
    for (const row of wrong)
      await student.as.mutation(api.learning.mockTests.answer, {
        attemptId,
        position: row.position,
        selectedIndex: shown(row).wrong.shownIndex,
        markedForReview: false,
        timeSpentMs: 1_000,
      });
    await student.as.mutation(api.learning.mockTests.submit, { attemptId });
    const result = await student.as.query(api.learning.mockTests.result, {
      attemptId,
    });
    expect(result).toMatchObject({
      score: 5,
      maxScore: PAPER,
      correct: 5,
      wrong: 3,
      unanswered: PAPER - 8,
    });
    for (const row of right) {
      const q = result!.questions[row.position];
      expect(q).toMatchObject({
        text: shown(row).text,
        options: shown(row).options,
        isCorrect: true,
        correctIndex: shown(row).correct,
        explanation: shown(row).item.explanation,
        mistake: null,
      });
    }
    for (const row of wrong) {
      const { wrong: choice, item, correct } = shown(row);
      const note = item.mistakeNotes[row.optionOrder[choice.shownIndex]];
      expect(result!.questions[row.position]).toMatchObject({
        isCorrect: false,
        correctIndex: correct,
        mistake: {
          type: choice.mistake,
          label: MISTAKE_LABELS[choice.mistake!],
          note,
        },
      });
    }
    const stored = await rowsOf(t, attemptId);
    expect(
      stored
        .filter((r) => r.mistake)
        .map((r) => r.position)
        .sort(),
    ).toEqual(wrong.map((r) => r.position).sort());
    // The dashboard's summary: the student's most frequent mistake types.
    const expected = new Map<string, number>();
    for (const row of wrong) {
      const type = shown(row).wrong.mistake!;
      expected.set(type, (expected.get(type) ?? 0) + 1);
    }
    const summary = await student.as.query(
      api.learning.mockTests.frequentMistakes,
      {},
    );
    expect(summary.map((m) => [m.type, m.count])).toEqual(
      [...expected.entries()].sort(
        (x, y) => y[1] - x[1] || x[0].localeCompare(y[0]),
      ),
    );
    for (const m of summary)
      expect(m).toMatchObject({
        label: MISTAKE_LABELS[m.type],
        chapter: "Ch 1: Real Numbers",
      });
    expect(
      await other.as.query(api.learning.mockTests.frequentMistakes, {}),
    ).toEqual([]);
    // Only written questions are recorded as seen; none was answered.
    const seen = await t.run(
      async (ctx) => (await ctx.db.query("seen_answers").collect()).length,
    );
    expect(seen).toBe(0);
  });

  it("a retake is a new paper: it shares no question with the previous one, answered or not", async () => {
    const { student, other, test } = await setup();
    /** Share of identical question texts of each retake with the paper before it. */
    async function overlaps(
      person: typeof student,
      papers: number,
      answerAll: boolean,
    ) {
      const out: number[] = [];
      let previous: string[] = [];
      for (let n = 0; n < papers; n++) {
        const texts = await sitTest(person, test._id, answerAll);
        expect(texts).toHaveLength(PAPER);
        if (previous.length)
          out.push(texts.filter((x) => previous.includes(x)).length / PAPER);
        previous = texts;
      }
      return out;
    }
    // Answered in full: the written questions have been seen (generated
    // ones take their place) and the generated ones are not drawn again.
    const answered = await overlaps(student, 3, true);
    expect(answered).toEqual([0, 0]);
    // Nothing answered: the previous paper's written questions give way to
    // generated ones too.
    const unanswered = await overlaps(other, 2, false);
    expect(unanswered).toEqual([0]);
    console.log(
      `retake overlap: answered in full ${answered.map((o) => `${o * 100}%`).join(", ")}; unanswered ${unanswered.map((o) => `${o * 100}%`).join(", ")}`,
    );
  });

  it("refuses an option a generated question does not have, and another student's attempt", async () => {
    const { t, student, other, test } = await setup();
    const attemptId = await student.as.mutation(api.learning.mockTests.start, {
      testId: test._id,
    });
    const row = (await rowsOf(t, attemptId)).find((r) => r.generated)!;
    expect(
      await errorData(
        student.as.mutation(api.learning.mockTests.answer, {
          attemptId,
          position: row.position,
          selectedIndex: 4,
          markedForReview: false,
          timeSpentMs: 0,
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "That is not one of the options.",
    });
    expect(
      await other.as.query(api.learning.mockTests.attempt, { attemptId }),
    ).toBeNull();
    await expect(
      other.as.mutation(api.learning.mockTests.answer, {
        attemptId,
        position: row.position,
        selectedIndex: 0,
        markedForReview: false,
        timeSpentMs: 0,
      }),
    ).rejects.toThrow();
    // Nothing was written by the refusals.
    expect((await rowsOf(t, attemptId)).every((r) => r.mistake === null)).toBe(
      true,
    );
  });
});
