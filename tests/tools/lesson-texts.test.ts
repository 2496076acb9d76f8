import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LESSON_TEXTS } from "../../convex/seedData/lessons";
import { problemsOf } from "../../scripts/check-lessons";

const DIR = fileURLToPath(
  new URL("../../convex/seedData/lessons", import.meta.url),
);

describe("the lesson texts the seed loads", () => {
  it("include every lesson file", () => {
    const files = readdirSync(DIR)
      .filter((f) => /^class\d+-.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(LESSON_TEXTS).sort()).toEqual(files);
  });

  it("each pass scripts/check-lessons.ts: a real lesson, its length, figures, check-yourself, mathematics that typesets", () => {
    const problems = Object.entries(LESSON_TEXTS).flatMap(([file, texts]) =>
      texts.flatMap((text) =>
        problemsOf(text, file).map(
          (p) => `${file} ${text.chapter}.${text.lesson}: ${p}`,
        ),
      ),
    );
    expect(problems).toEqual([]);
    expect(Object.values(LESSON_TEXTS).flat().length).toBeGreaterThan(0);
  });

  it("catch a text that would not show well", () => {
    const [text] = LESSON_TEXTS["class9-science"];
    const bad = {
      ...text,
      title: "Another title",
      body: text.body + "\n\n$\\frac{1}{$\n\n![Missing](figure:nowhere)\n",
      figures: {
        ...text.figures,
        evil: { svg: '<svg onload="alert(1)"></svg>', alt: "x" },
      },
    };
    expect(problemsOf(bad, "class9-science")).toEqual([
      expect.stringContaining("title"),
      "figure figure:nowhere not defined",
      "figure evil: not a plain SVG",
      expect.stringContaining("KaTeX"),
    ]);
  });
});
