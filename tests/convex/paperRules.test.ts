import { describe, expect, it } from "vitest";
import {
  BANK_SIZE,
  PAPER_SIZE,
  RETAKE_OVERLAP_MAX,
  chapterPaperSize,
  pickWritten,
  writtenShare,
} from "../../convex/learning/paperRules";

/** A pool of `n` questions; `seen` and `onPrevious` name which. */
function pool(n: number, seen: number[] = [], onPrevious: number[] = []) {
  return Array.from({ length: n }, (_, i) => ({
    item: i,
    seen: seen.includes(i),
    onPrevious: onPrevious.includes(i),
  }));
}

describe("chapter papers", () => {
  it("hold 20 questions, or the whole pool when it is smaller and has no generators", () => {
    expect(chapterPaperSize(30, false)).toBe(PAPER_SIZE);
    expect(chapterPaperSize(30, true)).toBe(PAPER_SIZE);
    expect(chapterPaperSize(6, true)).toBe(PAPER_SIZE);
    expect(chapterPaperSize(6, false)).toBe(6);
    expect(writtenShare(true)).toBe(10);
    expect(writtenShare(false)).toBe(PAPER_SIZE);
  });

  it("draw what was not on the previous paper first, unseen before seen, then the previous paper's", () => {
    const previous = Array.from({ length: 20 }, (_, i) => i);
    const picked = pickWritten(
      pool(BANK_SIZE, [0, 1, 20], previous),
      PAPER_SIZE,
      Math.random,
    ).map((c) => c.item);
    expect(new Set(picked).size).toBe(PAPER_SIZE);
    // All 10 not on the previous paper (the seen one last of them) …
    expect(picked.slice(0, 9).sort((a, b) => a - b)).toEqual([
      21, 22, 23, 24, 25, 26, 27, 28, 29,
    ]);
    expect(picked[9]).toBe(20);
    // … then 10 of the previous paper's, its two seen ones not among them.
    expect(picked.slice(10).every((i) => i >= 2 && i < 20)).toBe(true);
    const shared = picked.filter((i) => previous.includes(i)).length;
    expect(shared / PAPER_SIZE).toBe(RETAKE_OVERLAP_MAX);
  });

  it("with generators, draw only unseen questions not on the previous paper", () => {
    const picked = pickWritten(
      pool(BANK_SIZE, [0, 1, 2], [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
      writtenShare(true),
      Math.random,
      true,
    ).map((c) => c.item);
    expect(picked).toHaveLength(10);
    expect(picked.every((i) => i > 12)).toBe(true);
    const scarce = pickWritten(
      pool(12, [0, 1, 2], [3, 4, 5, 6, 7, 8]),
      writtenShare(true),
      Math.random,
      true,
    ).map((c) => c.item);
    expect(scarce.sort((a, b) => a - b)).toEqual([9, 10, 11]);
  });
});
