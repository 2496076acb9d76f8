import { describe, expect, it } from "vitest";
import { scoreAttempt } from "../../convex/lib/scoring";

const answers = (pattern: string) =>
  // "r" right, "w" wrong, "-" unanswered; the right option is always 1.
  [...pattern].map((c) => ({
    correctIndex: 1,
    selectedIndex: c === "r" ? 1 : c === "w" ? 2 : undefined,
  }));

describe("scoreAttempt", () => {
  it("adds marks for right answers and takes marks for wrong ones", () => {
    expect(
      scoreAttempt(answers("rrrww--"), { marksCorrect: 4, marksWrong: 1 }),
    ).toEqual({
      score: 10,
      maxScore: 28,
      correct: 3,
      wrong: 2,
      unanswered: 2,
      negativeMarks: 2,
      accuracyPercent: 60,
      percent: 36,
    });
  });

  it("never takes marks for unanswered questions", () => {
    expect(
      scoreAttempt(answers("----"), { marksCorrect: 4, marksWrong: 1 }),
    ).toMatchObject({
      score: 0,
      negativeMarks: 0,
      accuracyPercent: 0,
      percent: 0,
    });
  });

  it("can go below zero, while the percentage stops at 0", () => {
    expect(
      scoreAttempt(answers("www"), { marksCorrect: 4, marksWrong: 1 }),
    ).toMatchObject({
      score: -3,
      percent: 0,
      negativeMarks: 3,
    });
  });

  it("without negative marking, a wrong answer costs nothing", () => {
    expect(
      scoreAttempt(answers("rw"), { marksCorrect: 1, marksWrong: 0 }),
    ).toMatchObject({
      score: 1,
      maxScore: 2,
      negativeMarks: 0,
      percent: 50,
    });
  });

  it("scores an empty test as zero", () => {
    expect(scoreAttempt([], { marksCorrect: 4, marksWrong: 1 })).toMatchObject({
      score: 0,
      maxScore: 0,
      percent: 0,
    });
  });
});
