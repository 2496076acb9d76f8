import { notifications } from "@mantine/notifications";
import {
  act,
  fireEvent,
  screen,
  within,
  waitFor,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AttemptPage } from "../../src/features/learning/mockTests/AttemptPage";
import { DemoTestPage } from "../../src/features/learning/mockTests/DemoTestPage";
import {
  announceTimeLeft,
  formatAttempts,
  formatClock,
  formatMarking,
} from "../../src/features/learning/mockTests/formatting";
import { formatSpan } from "../../src/lib/format";
import { paletteLabel } from "../../src/features/learning/mockTests/QuestionPalette";
import { ResultPage } from "../../src/features/learning/mockTests/ResultPage";
import type {
  AttemptData,
  DemoTest,
  ResultData,
  TestCardData,
} from "../../src/features/learning/mockTests/testData";
import { testAction } from "../../src/features/learning/mockTests/TestCard";
import { TIME_UP_FALLBACK_MS } from "../../src/features/learning/mockTests/TestRunner";
import { TestsPage } from "../../src/features/learning/mockTests/TestsPage";
import { renderRoutes, signedIn, signedInStudent, signedOut } from "./render";
import { fakeConvex as convex, mutation } from "./fakeConvex";

// The Convex client is a fake (tests/ui/fakeConvex.ts).
vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

const toast = vi.spyOn(notifications, "show");
const user = () => userEvent.setup({ delay: null });

beforeEach(() => {
  convex.reset();
  toast.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

function testCard(overrides: Partial<TestCardData> = {}): TestCardData {
  return {
    _id: "test-1" as TestCardData["_id"],
    grade: 9,
    kind: "chapter",
    title: "Mathematics · Ch 1: Number Systems",
    difficulty: "medium",
    questionCount: 6,
    durationMinutes: 9,
    marksCorrect: 1,
    marksWrong: 0,
    subjectName: "Mathematics",
    subjectSlug: "mathematics",
    locked: false,
    retired: false,
    attempts: 0,
    moreAttempts: false,
    inProgressAttemptId: null,
    ...overrides,
  };
}

function attemptData(
  overrides: Partial<AttemptData> = {},
  now = Date.now(),
): AttemptData {
  return {
    _id: "attempt-1" as AttemptData["_id"],
    status: "in_progress",
    deadline: now + 9 * 60_000,
    startedAt: now,
    test: {
      _id: "test-1" as AttemptData["test"]["_id"],
      grade: 9,
      kind: "full",
      title: "Class 9 Mathematics full mock test 1",
      difficulty: "easy",
      questionCount: 3,
      durationMinutes: 9,
      marksCorrect: 4,
      marksWrong: 1,
      retired: false,
    },
    questions: [
      {
        position: 0,
        text: "What is 2 + 2?",
        options: ["3", "4", "5", "6"],
        selectedIndex: 1,
        markedForReview: false,
      },
      {
        position: 1,
        text: "Which gas do plants take in?",
        options: ["Oxygen", "Carbon dioxide", "Nitrogen", "Helium"],
        selectedIndex: null,
        markedForReview: false,
      },
      {
        position: 2,
        text: "Who wrote the Indian national anthem?",
        options: ["Tagore", "Bankim", "Iqbal", "Naidu"],
        selectedIndex: 0,
        markedForReview: true,
      },
    ],
    ...overrides,
  };
}

describe("formatting", () => {
  it("shows the marking scheme and attempts", () => {
    expect(formatMarking(4, 1)).toBe("+4 / −1");
    expect(formatMarking(1, 0)).toBe("+1 each");
    expect(formatAttempts(0)).toBe("Not attempted yet");
    expect(formatAttempts(1)).toBe("1 attempt");
    expect(formatAttempts(2)).toBe("2 attempts");
    expect(formatAttempts(20, true)).toBe("20+ attempts");
  });

  it("counts the clock down in whole seconds, rounded up", () => {
    expect(formatClock(9 * 60_000)).toBe("9:00");
    expect(formatClock(59_001)).toBe("1:00");
    expect(formatClock(59_000)).toBe("0:59");
    expect(formatClock(5_000)).toBe("0:05");
    expect(formatClock(-300)).toBe("0:00");
    expect(formatClock(65 * 60_000)).toBe("1:05:00");
  });

  it("announces the time left once a minute, then the last minute", () => {
    expect(announceTimeLeft(9 * 60_000)).toBe("9 minutes left");
    expect(announceTimeLeft(8 * 60_000 + 30_000)).toBe("8 minutes left");
    expect(announceTimeLeft(61_000)).toBe("1 minute left");
    expect(announceTimeLeft(59_000)).toBe("Less than a minute left");
    expect(announceTimeLeft(0)).toBe("Time is up");
  });

  it("writes spans of time in words", () => {
    expect(formatSpan(45_000)).toBe("45 s");
    expect(formatSpan(185_000)).toBe("3 min 5 s");
    expect(formatSpan(120_000)).toBe("2 min");
    expect(formatSpan(3_720_000)).toBe("1 h 2 min");
  });
});

describe("TestsPage", () => {
  const renderPage = (path = "/tests", session = signedOut) =>
    renderRoutes(
      [
        { path: "/tests", element: <TestsPage /> },
        { path: "/tests/attempt/:attemptId", element: <p>Runner page</p> },
        { path: "/tests/demo", element: <p>Demo page</p> },
        { path: "/login", element: <p>Login page</p> },
      ],
      { path, session },
    );

  it("picks Start, Retake or Continue from the attempts", () => {
    expect(testAction({ attempts: 0, inProgressAttemptId: null })).toBe(
      "start",
    );
    expect(testAction({ attempts: 2, inProgressAttemptId: null })).toBe(
      "retake",
    );
    expect(testAction({ attempts: 0, inProgressAttemptId: "a" })).toBe(
      "continue",
    );
    expect(testAction({ attempts: 3, inProgressAttemptId: "a" })).toBe(
      "continue",
    );
    // A paid subject's test without a plan: Unlock Course, unless one is running.
    expect(
      testAction({ attempts: 0, inProgressAttemptId: null, locked: true }),
    ).toBe("unlock");
    expect(
      testAction({ attempts: 1, inProgressAttemptId: "a", locked: true }),
    ).toBe("continue");
  });

  it("shows each card's facts and the right button, for the registered class", () => {
    convex.pages.set("learning/mockTests:list", [
      testCard(),
      testCard({
        _id: "test-2" as TestCardData["_id"],
        title: "Class 9 Mathematics full mock test 1",
        kind: "full",
        difficulty: "hard",
        questionCount: 30,
        durationMinutes: 45,
        marksCorrect: 4,
        marksWrong: 1,
        attempts: 2,
      }),
      testCard({
        _id: "test-3" as TestCardData["_id"],
        title: "Science · Ch 2: Is Matter Around Us Pure?",
        subjectName: "Science",
        attempts: 1,
        inProgressAttemptId: "attempt-9" as TestCardData["inProgressAttemptId"],
      }),
    ]);
    renderPage("/tests?class=7&tab=chapter", signedIn("student"));

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Mock Tests",
    );
    // A student's class is the registered one, whatever the address says.
    expect(screen.getByText("Registered: Class 9")).toBeInTheDocument();
    expect(convex.askedWith("learning/mockTests:list")).toContainEqual({
      grade: 9,
      kind: "chapter",
    });
    expect(screen.getByRole("tab", { name: "Chapter-wise" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    const first = screen.getByRole("article", {
      name: "Mathematics · Ch 1: Number Systems",
    });
    expect(within(first).getByText("6 questions")).toBeInTheDocument();
    expect(within(first).getByText("9 minutes")).toBeInTheDocument();
    expect(within(first).getByText("+1 each")).toBeInTheDocument();
    expect(within(first).getByText("Not attempted yet")).toBeInTheDocument();
    expect(within(first).getByText("Medium")).toBeInTheDocument();
    expect(
      within(first).getByRole("button", { name: /^Start Test/ }),
    ).toBeInTheDocument();

    const full = screen.getByRole("article", {
      name: "Class 9 Mathematics full mock test 1",
    });
    expect(within(full).getByText("+4 / −1")).toBeInTheDocument();
    expect(within(full).getByText("2 attempts")).toBeInTheDocument();
    expect(within(full).getByText("Mathematics")).toBeInTheDocument();
    expect(
      within(full).getByRole("button", { name: /^Retake Test/ }),
    ).toBeInTheDocument();

    const running = screen.getByRole("article", { name: /Is Matter/ });
    expect(
      within(running).getByRole("link", { name: /^Continue Test/ }),
    ).toHaveAttribute("href", "/tests/attempt/attempt-9");

    expect(screen.getByRole("link", { name: /Try Demo Test/ })).toHaveAttribute(
      "href",
      "/tests/demo?class=9",
    );
  });

  it("labels each full test with its subject, and offers Unlock Course for a paid subject's", () => {
    convex.pages.set("learning/mockTests:list", [
      testCard({
        kind: "full",
        title: "Class 9 Mathematics full mock test 1",
        questionCount: 30,
        durationMinutes: 45,
        marksCorrect: 4,
        marksWrong: 1,
      }),
      testCard({
        _id: "test-2" as TestCardData["_id"],
        kind: "full",
        title: "Class 9 English full mock test 1",
        subjectName: "English",
        subjectSlug: "english",
        locked: true,
      }),
    ]);
    renderPage("/tests?tab=full", signedInStudent(9));
    const maths = screen.getByRole("article", {
      name: "Class 9 Mathematics full mock test 1",
    });
    expect(within(maths).getByText("Mathematics")).toBeInTheDocument();
    expect(within(maths).queryByText("Locked")).toBeNull();
    expect(
      within(maths).getByRole("button", { name: /^Start Test/ }),
    ).toBeInTheDocument();

    const english = screen.getByRole("article", {
      name: "Class 9 English full mock test 1",
    });
    expect(within(english).getByText("English")).toBeInTheDocument();
    expect(within(english).getByText("Locked")).toBeInTheDocument();
    expect(
      within(english).queryByRole("button", { name: /Start Test/ }),
    ).toBeNull();
    expect(
      within(english).getByRole("link", { name: /^Unlock Course/ }),
    ).toHaveAttribute("href", "/pricing?subject=english&class=9");
  });

  it("lists full tests under a heading for each subject, in the list's order", () => {
    const full = (id: string, subject: string, n: number) =>
      testCard({
        _id: id as TestCardData["_id"],
        kind: "full",
        title: `Class 9 ${subject} full mock test ${n}`,
        subjectName: subject,
        subjectSlug: subject.toLowerCase(),
      });
    convex.pages.set("learning/mockTests:list", [
      full("m1", "Mathematics", 1),
      full("m2", "Mathematics", 2),
      full("s1", "Science", 1),
    ]);
    renderPage("/tests?tab=full", signedInStudent(9));
    // After the page's own sections (the demo test, past papers).
    expect(
      screen
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent)
        .slice(-2),
    ).toEqual(["Mathematics", "Science"]);
    const maths = screen.getByRole("region", { name: "Mathematics" });
    expect(
      within(maths)
        .getAllByRole("article")
        .map((a) => within(a).getByRole("heading").textContent),
    ).toEqual([
      "Class 9 Mathematics full mock test 1",
      "Class 9 Mathematics full mock test 2",
    ]);
    expect(
      within(screen.getByRole("region", { name: "Science" })).getAllByRole(
        "article",
      ),
    ).toHaveLength(1);
  });

  it("lists chapter tests without subject headings", () => {
    convex.pages.set("learning/mockTests:list", [
      testCard({ kind: "chapter" }),
    ]);
    renderPage("/tests?tab=chapter", signedInStudent(9));
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.queryByRole("region", { name: "Mathematics" })).toBeNull();
  });

  it("lets visitors choose a class and tab in the address, and asks them to log in to start", async () => {
    convex.pages.set("learning/mockTests:list", [testCard()]);
    const { router } = renderPage("/tests?class=11&tab=full");
    expect(
      screen.getByRole("radiogroup", { name: "Class" }),
    ).toBeInTheDocument();
    expect(convex.askedWith("learning/mockTests:list")).toContainEqual({
      grade: 11,
      kind: "full",
    });
    const u = user();
    await u.click(screen.getByRole("tab", { name: "Practice" }));
    expect(router.state.location.search).toBe("?class=11&tab=practice");

    await u.click(screen.getByRole("button", { name: /^Start Test/ }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Please login to take tests" }),
      ),
    );
    expect(screen.getByText("Login page")).toBeInTheDocument();
    expect(mutation("learning/mockTests:start")).not.toHaveBeenCalled();
  });

  it("asks a visitor without a class to choose one", () => {
    renderPage("/tests");
    expect(
      screen.getByText("Choose your class to see its tests."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Try Demo Test/ })).toHaveAttribute(
      "href",
      "/tests/demo",
    );
  });

  it("starts a test for a member and opens the runner", async () => {
    convex.pages.set("learning/mockTests:list", [testCard({ attempts: 1 })]);
    mutation("learning/mockTests:start").mockResolvedValue("attempt-7");
    const { router } = renderPage("/tests?class=9", signedIn("mentor"));
    await user().click(screen.getByRole("button", { name: /^Retake Test/ }));
    await waitFor(() =>
      expect(mutation("learning/mockTests:start")).toHaveBeenCalledWith({
        testId: "test-1",
      }),
    );
    expect(router.state.location.pathname).toBe("/tests/attempt/attempt-7");
  });

  it("says when a tab has no tests for the class", () => {
    convex.pages.set("learning/mockTests:list", []);
    renderPage("/tests?class=12&tab=practice");
    expect(
      screen.getByText("No tests here yet for Class 12."),
    ).toBeInTheDocument();
  });
});

describe("the test runner", () => {
  const renderRunner = (path = "/tests/attempt/attempt-1") =>
    renderRoutes(
      [
        { path: "/tests/attempt/:attemptId", element: <AttemptPage /> },
        { path: "/tests/result/:attemptId", element: <p>Result page</p> },
      ],
      { path, session: signedIn("student") },
    );

  it("names every palette button with its state, not by colour alone", () => {
    convex.queries.set("learning/mockTests:attempt", attemptData());
    renderRunner();
    const palette = screen.getByRole("navigation", {
      name: "Question palette",
    });
    const buttons = within(palette).getAllByRole("button");
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Question 1, answered",
      "Question 2, not answered",
      "Question 3, answered, marked for review",
    ]);
    expect(buttons[0]).toHaveAttribute("aria-current", "step");
    expect(
      within(palette).getByRole("list", { name: "Legend" }),
    ).toHaveTextContent(/Answered.*Not answered.*Marked for review/);
    expect(
      paletteLabel(4, { selectedIndex: null, markedForReview: true }),
    ).toBe("Question 4, not answered, marked for review");
  });

  it("shows one question at a time, with the server's answer, and moves with the palette and Next/Previous", async () => {
    convex.queries.set("learning/mockTests:attempt", attemptData());
    const { router } = renderRunner();
    expect(
      screen.getByRole("heading", { name: "Question 1 of 3" }),
    ).toBeInTheDocument();
    const group = screen.getByRole("radiogroup", { name: "What is 2 + 2?" });
    expect(within(group).getByRole("radio", { name: "B. 4" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    const u = user();
    await u.click(screen.getByRole("button", { name: "Next" }));
    expect(
      screen.getByRole("heading", { name: "Question 2 of 3" }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe("?q=2");
    await u.click(
      screen.getByRole("button", {
        name: "Question 3, answered, marked for review",
      }),
    );
    expect(
      screen.getByRole("checkbox", { name: "Mark for review" }),
    ).toBeChecked();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("saves each change with the time spent on the question since its last save", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    convex.queries.set("learning/mockTests:attempt", attemptData());
    renderRunner("/tests/attempt/attempt-1?q=2");
    const save = mutation("learning/mockTests:answer");
    const u = userEvent.setup({
      delay: null,
      advanceTimers: vi.advanceTimersByTime,
    });

    act(() => vi.advanceTimersByTime(12_000));
    await u.click(screen.getByRole("radio", { name: "B. Carbon dioxide" }));
    expect(save).toHaveBeenLastCalledWith({
      attemptId: "attempt-1",
      position: 1,
      selectedIndex: 1,
      markedForReview: false,
      timeSpentMs: expect.any(Number),
    });
    const first = save.mock.lastCall?.[0].timeSpentMs as number;
    expect(first).toBeGreaterThanOrEqual(12_000);
    expect(first).toBeLessThan(13_000);

    act(() => vi.advanceTimersByTime(3_000));
    await u.click(screen.getByRole("checkbox", { name: "Mark for review" }));
    const second = save.mock.lastCall?.[0];
    expect(second).toMatchObject({ position: 1, markedForReview: true });
    // Only the time since the last save, not since the question opened.
    expect(second.timeSpentMs).toBeGreaterThanOrEqual(3_000);
    expect(second.timeSpentMs).toBeLessThan(4_000);
  });

  it("clears an answer", async () => {
    convex.queries.set("learning/mockTests:attempt", attemptData());
    renderRunner();
    await user().click(screen.getByRole("button", { name: /Clear answer/ }));
    expect(mutation("learning/mockTests:answer")).toHaveBeenLastCalledWith(
      expect.objectContaining({ position: 0, selectedIndex: null }),
    );
  });

  it("asks before submitting, with the answered, unanswered and marked counts", async () => {
    convex.queries.set("learning/mockTests:attempt", attemptData());
    const { router } = renderRunner();
    const u = user();
    await u.click(screen.getByRole("button", { name: /^Submit test/ }));
    // The dialog's code downloads on first use: it appears a moment later.
    const dialog = await screen.findByRole("dialog", {
      name: "Submit your test?",
    });
    const counts = within(dialog).getByRole("list", { name: "Your answers" });
    expect(counts).toHaveTextContent("Answered: 2");
    expect(counts).toHaveTextContent("Not answered: 1");
    expect(counts).toHaveTextContent("Marked for review: 1");
    expect(dialog).toHaveTextContent("Each wrong answer costs 1 mark.");

    await u.click(
      within(dialog).getByRole("button", { name: "Keep answering" }),
    );
    expect(mutation("learning/mockTests:submit")).not.toHaveBeenCalled();

    await u.click(screen.getByRole("button", { name: /^Submit test/ }));
    await u.click(
      within(screen.getByRole("dialog")).getByRole("button", {
        name: "Submit test",
      }),
    );
    expect(mutation("learning/mockTests:submit")).toHaveBeenCalledWith({
      attemptId: "attempt-1",
    });
    expect(router.state.location.pathname).toBe("/tests/result/attempt-1");
  });

  it("counts down to the deadline, turns red in the last minute, and submits when time is up", async () => {
    vi.useFakeTimers();
    const now = Date.now();
    convex.queries.set(
      "learning/mockTests:attempt",
      attemptData({ deadline: now + 61_000 }, now),
    );
    const { router } = renderRunner();
    const timer = screen.getByRole("timer");
    expect(timer).toHaveTextContent("1:01");
    expect(screen.getByText("1 minute left")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2_000));
    expect(timer).toHaveTextContent("0:59");
    expect(screen.getByText("Less than a minute left")).toBeInTheDocument();
    expect(timer.parentElement?.className).toMatch(/timerLow/);

    act(() => vi.advanceTimersByTime(59_000));
    expect(timer).toHaveTextContent("0:00");
    expect(screen.getByRole("alert")).toHaveTextContent("Time is up");
    expect(screen.getByRole("radio", { name: "B. 4" })).toBeDisabled();
    // The server submits at the deadline; the runner only steps in if it has not heard back.
    expect(mutation("learning/mockTests:submit")).not.toHaveBeenCalled();

    await act(async () => {
      vi.advanceTimersByTime(TIME_UP_FALLBACK_MS);
    });
    expect(mutation("learning/mockTests:submit")).toHaveBeenCalledWith({
      attemptId: "attempt-1",
    });
    expect(router.state.location.pathname).toBe("/tests/result/attempt-1");
  });

  it("goes to the result of a submitted attempt, and says when there is no such attempt", () => {
    convex.queries.set(
      "learning/mockTests:attempt",
      attemptData({ status: "submitted" }),
    );
    const { unmount } = renderRunner();
    expect(screen.getByText("Result page")).toBeInTheDocument();
    unmount();
    convex.queries.set("learning/mockTests:attempt", null);
    renderRunner();
    expect(
      screen.getByRole("heading", { level: 1, name: "Test not found" }),
    ).toBeInTheDocument();
  });
});

describe("the result page", () => {
  const result: ResultData = {
    _id: "attempt-1" as ResultData["_id"],
    test: attemptData().test,
    submittedAt: Date.UTC(2026, 2, 12, 5, 0),
    autoSubmitted: true,
    timeTakenMs: 6 * 60_000,
    score: 3,
    maxScore: 12,
    correct: 1,
    wrong: 1,
    unanswered: 1,
    negativeMarks: 1,
    seenBefore: 0,
    byChapter: [
      {
        chapterId: "ch-1" as ResultData["byChapter"][number]["chapterId"],
        title: "Ch 1: Number Systems",
        questions: 3,
        correct: 1,
        wrong: 1,
      },
    ],
    questions: [
      {
        position: 0,
        text: "What is 2 + 2?",
        options: ["3", "4", "5", "6"],
        withheld: false,
        answered: true,
        seenBefore: false,
        correctIndex: 1,
        explanation: "Two and two make four.",
        mistake: null,
        selectedIndex: 1,
        isCorrect: true,
        markedForReview: false,
        timeSpentMs: 45_000,
      },
      {
        position: 1,
        text: "Which gas do plants take in?",
        options: ["Oxygen", "Carbon dioxide", "Nitrogen", "Helium"],
        withheld: false,
        answered: true,
        seenBefore: false,
        correctIndex: 1,
        explanation: "Plants take in carbon dioxide for photosynthesis.",
        // The mistake the chosen option stands for (generated questions).
        mistake: {
          type: "concept_confusion",
          label: "two ideas mixed up",
          note: "plants give out oxygen in sunlight; they take in carbon dioxide.",
        },
        selectedIndex: 0,
        isCorrect: false,
        markedForReview: true,
        timeSpentMs: 185_000,
      },
      {
        position: 2,
        text: "Who wrote the Indian national anthem?",
        options: ["Tagore", "Bankim", "Iqbal", "Naidu"],
        withheld: false,
        // Not answered: the server sends no right answer.
        answered: false,
        seenBefore: false,
        correctIndex: null,
        explanation: "",
        mistake: null,
        selectedIndex: null,
        isCorrect: false,
        markedForReview: false,
        timeSpentMs: 0,
      },
    ],
  };

  it("shows the score, marks lost, time, chapters and a labelled review", () => {
    convex.queries.set(
      "learning/mockTests:attempt",
      attemptData({ status: "submitted" }),
    );
    convex.queries.set("learning/mockTests:result", result);
    convex.queries.set("learning/mockTests:history", [
      {
        _id: "attempt-1",
        submittedAt: result.submittedAt,
        score: 3,
        maxScore: 12,
        correct: 1,
        wrong: 1,
        autoSubmitted: true,
      },
      {
        _id: "attempt-0",
        submittedAt: result.submittedAt - 86_400_000,
        score: 8,
        maxScore: 12,
        correct: 2,
        wrong: 0,
        autoSubmitted: false,
      },
    ]);
    renderRoutes(
      [{ path: "/tests/result/:attemptId", element: <ResultPage /> }],
      { path: "/tests/result/attempt-1", session: signedIn("student") },
    );

    expect(screen.getByText("3 / 12")).toBeInTheDocument();
    expect(screen.getByText("25%")).toBeInTheDocument(); // percentage
    expect(screen.getByText("50%")).toBeInTheDocument(); // accuracy: 1 of 2 answered
    expect(
      screen.getByText("Marks lost to negative marking: 1"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Submitted automatically when time ran out"),
    ).toBeInTheDocument();
    expect(screen.getByText("6 min")).toBeInTheDocument();
    expect(screen.getByText("2 min")).toBeInTheDocument(); // per question

    const table = screen.getByRole("table");
    expect(
      within(table).getByRole("rowheader", { name: "Ch 1: Number Systems" }),
    ).toBeInTheDocument();

    const wrong = screen.getByRole("article", { name: "Question 2" });
    expect(within(wrong).getByText("Wrong")).toBeInTheDocument();
    expect(
      within(wrong).getByText("Your answer").closest("li"),
    ).toHaveTextContent("A. Oxygen");
    expect(
      within(wrong).getByText("Correct answer").closest("li"),
    ).toHaveTextContent("B. Carbon dioxide");
    expect(
      within(wrong).getByText(/Plants take in carbon dioxide/),
    ).toBeInTheDocument();
    expect(
      within(wrong).getByText(/Time spent: 3 min 5 s/),
    ).toBeInTheDocument();
    expect(
      within(wrong)
        .getByText(/Looks like two ideas mixed up:/)
        .closest("p"),
    ).toHaveTextContent(
      "Looks like two ideas mixed up: plants give out oxygen in sunlight; they take in carbon dioxide.",
    );
    expect(
      within(screen.getByRole("article", { name: "Question 1" })).queryByText(
        /Looks like/,
      ),
    ).toBeNull();
    const unanswered = screen.getByRole("article", { name: "Question 3" });
    expect(within(unanswered).getByText("Not answered")).toBeInTheDocument();
    expect(
      within(unanswered).getByText(
        "The right answer is shown only for questions you answered.",
      ),
    ).toBeInTheDocument();
    expect(within(unanswered).queryByText("Correct answer")).toBeNull();
    expect(within(unanswered).queryByText(/Explanation/)).toBeNull();
    expect(screen.queryByText("Seen before")).toBeNull();

    const history = screen.getByRole("region", { name: "Your attempts" });
    expect(within(history).getAllByRole("listitem")).toHaveLength(2);
    expect(within(history).getAllByRole("link")).toHaveLength(1);
    expect(within(history).getByRole("link")).toHaveAttribute(
      "href",
      "/tests/result/attempt-0",
    );
    expect(
      screen.getByRole("button", { name: /Retake Test/ }),
    ).toBeInTheDocument();
  });

  it("shows a full test's rank and percentile among the class, live, and says a retake is not ranked", () => {
    convex.queries.set(
      "learning/mockTests:attempt",
      attemptData({ status: "submitted" }),
    );
    convex.queries.set("learning/mockTests:result", result);
    convex.queries.set("learning/mockTests:history", []);
    convex.queries.set("learning/mockTests:standing", {
      rank: 3,
      of: 41,
      percentile: 95,
      grade: 10,
      isRankedAttempt: true,
    });
    renderRoutes(
      [{ path: "/tests/result/:attemptId", element: <ResultPage /> }],
      { path: "/tests/result/attempt-1", session: signedIn("student") },
    );
    const section = screen.getByRole("region", { name: "Your rank" });
    expect(
      within(section).getByText(
        "Rank 3 of 41 · 95th percentile among Class 10 students",
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(/Only your first attempt of a test is ranked/),
    ).toBeInTheDocument();
    expect(convex.askedWith("learning/mockTests:standing")).toContainEqual({
      attemptId: "attempt-1",
    });

    // A classmate finishes ahead: the rank moves without a reload.
    act(() =>
      convex.update(() =>
        convex.queries.set("learning/mockTests:standing", {
          rank: 4,
          of: 42,
          percentile: 92,
          grade: 10,
          isRankedAttempt: false,
        }),
      ),
    );
    expect(
      within(section).getByText(
        "First attempt: Rank 4 of 42 · 92nd percentile among Class 10 students",
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(/This retake is not ranked/),
    ).toBeInTheDocument();

    // Other kinds of test have no rank.
    act(() =>
      convex.update(() =>
        convex.queries.set("learning/mockTests:standing", null),
      ),
    );
    expect(screen.queryByRole("region", { name: "Your rank" })).toBeNull();
  });

  it("keeps a retired test's result and rank readable, without Retake", () => {
    const retired = {
      ...result,
      test: {
        ...result.test,
        title: "Class 9 full mock test 1",
        retired: true,
      },
    };
    convex.queries.set(
      "learning/mockTests:attempt",
      attemptData({ status: "submitted", test: retired.test }),
    );
    convex.queries.set("learning/mockTests:result", retired);
    convex.queries.set("learning/mockTests:history", []);
    convex.queries.set("learning/mockTests:standing", {
      rank: 2,
      of: 12,
      percentile: 91,
      grade: 9,
      isRankedAttempt: true,
    });
    renderRoutes(
      [{ path: "/tests/result/:attemptId", element: <ResultPage /> }],
      { path: "/tests/result/attempt-1", session: signedIn("student") },
    );
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "Result: Class 9 full mock test 1",
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Your rank" })).getByText(
        "Rank 2 of 12 · 91st percentile among Class 9 students",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Retake Test/ })).toBeNull();
    expect(
      screen.getByRole("link", { name: "Back to Mock Tests" }),
    ).toBeInTheDocument();
  });

  it("hides a question's answer while the student sits a test with it", () => {
    convex.queries.set(
      "learning/mockTests:attempt",
      attemptData({ status: "submitted" }),
    );
    convex.queries.set("learning/mockTests:result", {
      ...result,
      questions: result.questions.map((q) =>
        q.position === 1
          ? {
              ...q,
              withheld: true,
              correctIndex: null,
              explanation: "",
              isCorrect: null,
            }
          : q,
      ),
    });
    convex.queries.set("learning/mockTests:history", []);
    renderRoutes(
      [{ path: "/tests/result/:attemptId", element: <ResultPage /> }],
      { path: "/tests/result/attempt-1", session: signedIn("student") },
    );
    const hidden = screen.getByRole("article", { name: "Question 2" });
    expect(
      within(hidden).getByText("Answer hidden for now"),
    ).toBeInTheDocument();
    expect(
      within(hidden).getByText(/once you submit that test/),
    ).toBeInTheDocument();
    expect(within(hidden).queryByText("Correct answer")).toBeNull();
    expect(within(hidden).queryByText("Wrong")).toBeNull();
    expect(
      within(hidden).getByText("Your answer").closest("li"),
    ).toHaveTextContent("A. Oxygen");
  });

  it("marks questions whose answer was seen before: they score but earn no XP", () => {
    convex.queries.set(
      "learning/mockTests:attempt",
      attemptData({ status: "submitted" }),
    );
    convex.queries.set("learning/mockTests:result", {
      ...result,
      seenBefore: 2,
      questions: result.questions.map((q) =>
        q.position < 2 ? { ...q, seenBefore: true } : q,
      ),
    });
    convex.queries.set("learning/mockTests:history", []);
    renderRoutes(
      [{ path: "/tests/result/:attemptId", element: <ResultPage /> }],
      { path: "/tests/result/attempt-1", session: signedIn("student") },
    );
    expect(
      screen.getByText(
        /^2 questions were seen before: you saw the answer in an earlier result\. They count in your score but earn no XP/,
      ),
    ).toBeInTheDocument();
    const seen = screen.getByRole("article", { name: "Question 1" });
    expect(within(seen).getByText("Seen before")).toBeInTheDocument();
    expect(within(seen).getByText("Correct")).toBeInTheDocument();
    expect(
      within(seen).getByText(/it counts in your score but earns no XP/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "Question 3" })).queryByText(
        "Seen before",
      ),
    ).toBeNull();
  });

  it("sends an attempt still running back to the runner", () => {
    convex.queries.set("learning/mockTests:attempt", attemptData());
    renderRoutes(
      [
        { path: "/tests/result/:attemptId", element: <ResultPage /> },
        { path: "/tests/attempt/:attemptId", element: <p>Runner page</p> },
      ],
      { path: "/tests/result/attempt-1", session: signedIn("student") },
    );
    expect(screen.getByText("Runner page")).toBeInTheDocument();
    expect(convex.askedWith("learning/mockTests:result")).toEqual([]);
  });
});

describe("the demo test", () => {
  const demo: DemoTest = {
    testId: "demo-9" as DemoTest["testId"],
    title: "Class 9 demo test",
    questions: [
      { position: 0, text: "What is 3 × 3?", options: ["6", "9", "12"] },
      { position: 1, text: "Water boils at?", options: ["50 °C", "100 °C"] },
    ],
  };
  const renderDemo = (path = "/tests/demo?class=9", session = signedOut) =>
    renderRoutes(
      [
        { path: "/tests/demo", element: <DemoTestPage /> },
        { path: "/tests", element: <p>Tests page</p> },
      ],
      { path, session },
    );

  it("locks the chosen answer, marks it right or wrong and explains, then sums up", async () => {
    convex.queries.set("learning/mockTests:demo", demo);
    convex.oneOff.mockResolvedValueOnce({
      correct: false,
      correctIndex: 1,
      explanation: "Three threes are nine.",
    });
    renderDemo();
    expect(convex.askedWith("learning/mockTests:demo")).toContainEqual({
      grade: 9,
    });
    expect(
      screen.getByRole("heading", { name: "Question 1 of 2" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: /Next Question/ }),
    ).not.toBeInTheDocument();

    const u = user();
    await u.click(screen.getByRole("button", { name: "A. 6" }));
    expect(convex.oneOff).toHaveBeenCalledWith(
      "learning/mockTests:checkDemoAnswer",
      {
        testId: "demo-9",
        position: 0,
        selectedIndex: 0,
      },
    );
    // The check answers asynchronously: wait for what the student sees.
    expect(await screen.findByText("Not quite")).toBeInTheDocument();
    // Locked: no option can be chosen any more.
    expect(screen.queryByRole("button", { name: /^[ABC]\. / })).toBeNull();
    expect(screen.getByText("Three threes are nine.")).toBeInTheDocument();
    expect(screen.getByText("Your answer").closest("li")).toHaveTextContent(
      "A. 6",
    );
    expect(screen.getByText("Correct answer").closest("li")).toHaveTextContent(
      "B. 9",
    );

    await u.click(screen.getByRole("button", { name: /Next Question/ }));
    convex.oneOff.mockResolvedValueOnce({
      correct: true,
      correctIndex: 1,
      explanation: "At sea level.",
    });
    await u.click(screen.getByRole("button", { name: "B. 100 °C" }));
    expect(await screen.findByText("Correct!")).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: /Next Question/ }),
    ).not.toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: /Complete Test/ }));
    expect(screen.getByText("You scored 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign up free" })).toHaveAttribute(
      "href",
      "/signup-student",
    );
    expect(
      screen.getByRole("link", { name: "Browse courses" }),
    ).toHaveAttribute("href", "/courses?class=9");
  });

  it("exits to the mock tests at any time", async () => {
    convex.queries.set("learning/mockTests:demo", demo);
    renderDemo();
    await user().click(screen.getByRole("link", { name: /Exit Test/ }));
    expect(screen.getByText("Tests page")).toBeInTheDocument();
  });

  it("uses the student's class, else Class 9, and says when there is no demo yet", () => {
    convex.queries.set("learning/mockTests:demo", null);
    const { unmount } = renderDemo("/tests/demo", signedInStudent(7));
    expect(convex.askedWith("learning/mockTests:demo")).toContainEqual({
      grade: 7,
    });
    expect(
      screen.getByText("A demo test for Class 7 is coming soon."),
    ).toBeInTheDocument();
    unmount();
    convex.asked.length = 0;
    renderDemo("/tests/demo");
    expect(convex.askedWith("learning/mockTests:demo")).toEqual([{ grade: 9 }]);
  });

  it("keeps an answer unlocked when it could not be checked", async () => {
    convex.queries.set("learning/mockTests:demo", demo);
    convex.oneOff.mockRejectedValueOnce(new Error("offline"));
    renderDemo();
    fireEvent.click(screen.getByRole("button", { name: "B. 9" }));
    await screen.findByRole("button", { name: "B. 9" });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Could not check your answer" }),
      ),
    );
  });
});
