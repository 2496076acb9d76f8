import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MantineProvider } from "@mantine/core";
import { beforeEach, describe, expect, it, vi } from "vitest";
import LessonFullText, {
  type LessonTextData,
} from "../../src/features/learning/courses/LessonFullText";
import {
  LessonPage,
  lessonLength,
} from "../../src/features/learning/courses/LessonPage";
import type { LessonData } from "../../src/features/learning/courses/courseData";
import { renderRoutes, signedIn } from "./render";
import { fakeConvex as convex } from "./fakeConvex";

// The Convex client is a fake (tests/ui/fakeConvex.ts).
vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

beforeEach(() => convex.reset());

const SQUARE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="none" stroke="currentColor"/></svg>';

const TEXT: LessonTextData = {
  body: [
    "## Squares",
    "",
    "The square of $a + b$ is",
    "",
    "$$(a+b)^2 = a^2 + 2ab + b^2$$",
    "",
    "![A square cut into four parts](figure:square)",
    "",
    "![A figure that is not plain](figure:bad)",
  ].join("\n"),
  figures: [
    { name: "square", svg: SQUARE, alt: "A square of side a plus b." },
    {
      name: "bad",
      svg: '<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>',
      alt: "What the bad figure shows.",
    },
  ],
  check: [
    { question: "What is $(x+1)^2$?", answer: "It is $x^2 + 2x + 1$." },
    { question: "Is $2ab$ counted twice?", answer: "Yes: two rectangles." },
  ],
};

function renderText(text = TEXT) {
  return render(
    <MantineProvider>
      <LessonFullText text={text} />
    </MantineProvider>,
  );
}

describe("a lesson's full text", () => {
  it("typesets its mathematics with KaTeX, inline and displayed", () => {
    const { container } = renderText();
    const lesson = screen.getByRole("region", { name: "Lesson" });
    expect(
      within(lesson).getByRole("heading", { level: 3, name: "Squares" }),
    ).toBeInTheDocument();
    expect(lesson.querySelectorAll(".katex").length).toBeGreaterThanOrEqual(2);
    expect(lesson.querySelector(".katex-display")).not.toBeNull();
    // No dollar signs are left showing: every formula was typeset.
    expect(lesson.textContent).not.toContain("$");
    expect(container.querySelector("script")).toBeNull();
  });

  it("shows a figure with its caption and alt text, and never a figure that is not plain drawing", () => {
    const { container } = renderText();
    const figures = container.querySelectorAll("figure");
    expect(figures).toHaveLength(2);
    const art = within(figures[0] as HTMLElement).getByRole("img", {
      name: "A square of side a plus b.",
    });
    expect(art.getAttribute("style")).toContain("aspect-ratio: 40 / 20");
    expect(figures[0].querySelector("figcaption")).toHaveTextContent(
      "A square cut into four parts",
    );
    // Not inside a paragraph: a figure is a block of its own.
    expect(figures[0].closest("p")).toBeNull();
    // The unsafe one: its alt text in words, no drawing.
    expect(
      within(figures[1] as HTMLElement).queryByRole("img"),
    ).not.toBeInTheDocument();
    expect(figures[1]).toHaveTextContent("What the bad figure shows.");
    expect(container.innerHTML).not.toContain("alert(1)");
  });

  it("ends with a check-yourself whose answers open one at a time, by keyboard too", async () => {
    renderText();
    const check = screen.getByRole("region", { name: "Check yourself" });
    const items = within(check).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0].querySelector(".katex")).not.toBeNull();
    const [first, second] = within(check).getAllByRole("button", {
      name: "Show answer",
    });
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(within(check).queryByText(/two rectangles/)).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveTextContent("Hide answer");
    const answer = document.getElementById(
      first.getAttribute("aria-controls")!,
    )!;
    expect(answer).toBeVisible();
    expect(answer.querySelector(".katex")).not.toBeNull();
    expect(within(check).queryByText(/two rectangles/)).not.toBeInTheDocument();
    // Keyboard: focus the second button and press Enter.
    second.focus();
    await user.keyboard("{Enter}");
    expect(within(check).getByText(/two rectangles/)).toBeVisible();
    await user.click(first);
    expect(answer).not.toBeVisible();
  });
});

describe("the lesson's length, honestly", () => {
  it("says a summary is a summary, with its real reading time", () => {
    expect(
      lessonLength({
        hasVideo: false,
        durationSeconds: 35,
        readingSeconds: null,
      }),
    ).toBe("Summary · 1 min read");
    expect(
      lessonLength({
        hasVideo: false,
        durationSeconds: 400,
        readingSeconds: 400,
      }),
    ).toBe("7 min read");
    expect(
      lessonLength({
        hasVideo: true,
        durationSeconds: 12,
        readingSeconds: 400,
      }),
    ).toBe("12 s video · 7 min read");
    expect(
      lessonLength({
        hasVideo: true,
        durationSeconds: 600,
        readingSeconds: null,
      }),
    ).toBe("10 min video");
  });

  it("shows the full text on the lesson page, loaded on demand", async () => {
    convex.queries.set("learning/lessons:get", {
      _id: "lesson-2",
      number: 2,
      title: "Algebraic Identities",
      durationSeconds: 400,
      hasVideo: false,
      readingSeconds: 400,
      text: TEXT,
      unlocked: true,
      summary: "Short.",
      videoUrl: null,
      captionsUrl: null,
      chapter: { _id: "chapter-1", number: 2, title: "Polynomials" },
      subject: {
        _id: "subject-maths",
        grade: 9,
        slug: "mathematics",
        name: "Mathematics",
        color: "blue",
      },
      previousId: null,
      nextId: null,
      progress: {
        positionSeconds: 0,
        completed: false,
        secondsCredited: 0,
        secondsNeeded: 240,
      },
    } as unknown as LessonData);
    renderRoutes([{ path: "/lessons/:lessonId", element: <LessonPage /> }], {
      path: "/lessons/lesson-2",
      session: signedIn("student"),
    });
    expect(screen.getByText("Lesson 2 · 7 min read")).toBeInTheDocument();
    expect(
      await screen.findByRole("region", { name: "Check yourself" }),
    ).toBeInTheDocument();
    // The summary is not shown in place of the text.
    expect(screen.queryByText("Short.")).not.toBeInTheDocument();
    expect(screen.getByText(/after about 4 more minutes/)).toBeInTheDocument();
  });
});
