import { describe, expect, it } from "vitest";
import {
  displayOrder,
  scoreAttempt,
  shuffled,
  toDisplayed,
} from "../../convex/learning/model/scoring";
import { requireNumberInRange } from "../../convex/lib/validators";

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

describe("shuffled attempts", () => {
  it("shuffles every item exactly once, into many different orders", () => {
    const items = [0, 1, 2, 3];
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const order = shuffled(items);
      expect([...order].sort()).toEqual(items);
      seen.add(order.join());
    }
    expect(seen.size).toBeGreaterThan(12);
    expect(items).toEqual([0, 1, 2, 3]);
  });

  it("maps between shown options and the question's own, and scoring stays right", () => {
    // Shown: the question's options 2, 0, 3, 1; the right one is its option 3.
    const order = displayOrder([2, 0, 3, 1], 4);
    const correctIndex = 3;
    expect(toDisplayed(order, correctIndex)).toBe(2);
    // The student picks shown option 2: stored as the question's option order[2].
    const picked = order[2];
    expect(
      scoreAttempt([{ correctIndex, selectedIndex: picked }], {
        marksCorrect: 4,
        marksWrong: 1,
      }),
    ).toMatchObject({ score: 4, correct: 1 });
    expect(toDisplayed(order, undefined)).toBeNull();
    // A missing or broken permutation shows the options as written.
    expect(displayOrder(undefined, 3)).toEqual([0, 1, 2]);
    expect(displayOrder([0, 0, 1], 3)).toEqual([0, 1, 2]);
    expect(displayOrder([0, 1], 3)).toEqual([0, 1, 2]);
  });
});

describe("requireNumberInRange", () => {
  const data = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return (e as { data: unknown }).data;
    }
    return "passed";
  };

  it("passes finite numbers within the range and refuses the rest with InvalidInput", () => {
    expect(requireNumberInRange(5, 0, 10, "Seconds")).toBe(5);
    expect(requireNumberInRange(0, 0, 10, "Seconds")).toBe(0);
    expect(requireNumberInRange(10, 0, 10, "Seconds")).toBe(10);
    expect(requireNumberInRange(2.5, 0, 10, "Seconds")).toBe(2.5);
    for (const bad of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -0.001,
      10.001,
      1e308,
    ])
      expect(data(() => requireNumberInRange(bad, 0, 10, "Seconds"))).toEqual({
        code: "InvalidInput",
        message: "Seconds must be a number from 0 to 10.",
      });
  });

  it("refuses fractions where whole numbers are asked, and uses the caller's words", () => {
    expect(
      data(() => requireNumberInRange(2.5, 0, 10, "Option", { integer: true })),
    ).toEqual({
      code: "InvalidInput",
      message: "Option must be a whole number from 0 to 10.",
    });
    expect(
      data(() =>
        requireNumberInRange(Number.NaN, 0, 3, "Option", {
          integer: true,
          message: "That is not one of the options.",
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "That is not one of the options.",
    });
  });
});
