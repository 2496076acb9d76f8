import { notifications } from "@mantine/notifications";
import {
  act,
  fireEvent,
  screen,
  within,
  waitFor,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type {
  LessonData,
  SubjectCardData,
  SubjectData,
} from "../../src/features/learning/courses/courseData";
import { CoursesPage } from "../../src/features/learning/courses/CoursesPage";
import { lessonsAndVideos } from "../../src/features/learning/courses/formatting";
import { formatDuration } from "../../src/lib/format";
import { LessonPage } from "../../src/features/learning/courses/LessonPage";
import { SubjectPage } from "../../src/features/learning/courses/SubjectPage";
import { renderRoutes, signedIn, signedInStudent, signedOut } from "./render";
import { LESSON_NOT_FINISHED } from "../../convex/learning/rules";
import { fakeConvex as convex, mutation } from "./fakeConvex";

// The Convex client is a fake (tests/ui/fakeConvex.ts).
vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

const toast = vi.spyOn(notifications, "show");
const user = () => userEvent.setup({ delay: null });

beforeEach(() => {
  convex.reset();
  toast.mockClear();
});

function card(overrides: Partial<SubjectCardData> = {}): SubjectCardData {
  return {
    _id: "subject-maths",
    slug: "mathematics",
    name: "Mathematics",
    description: "Numbers, algebra and geometry.",
    color: "blue",
    isFree: true,
    unlocked: true,
    chapterCount: 12,
    lessonCount: 42,
    videoCount: 3,
    durationSeconds: 9 * 3600 + 20 * 60,
    practiceSetCount: 4,
    chapterTestCount: 12,
    ...overrides,
  } as SubjectCardData;
}

const english = card({
  _id: "subject-english" as SubjectCardData["_id"],
  slug: "english",
  name: "English",
  color: "grape",
  isFree: false,
  unlocked: false,
  durationSeconds: 45 * 60,
  videoCount: 0,
});

function renderCourses(path: string, session = signedOut) {
  return renderRoutes(
    [
      { path: "/courses", element: <CoursesPage /> },
      { path: "*", element: <p>Other page</p> },
    ],
    { path, session },
  );
}

describe("formatting", () => {
  it("writes durations in hours and minutes", () => {
    expect(formatDuration(9 * 3600 + 20 * 60)).toBe("9 h 20 min");
    expect(formatDuration(45 * 60)).toBe("45 min");
    expect(formatDuration(2 * 3600)).toBe("2 h");
    expect(formatDuration(0)).toBe("0 min");
    expect(formatDuration(12)).toBe("0 min");
    expect(formatDuration(89)).toBe("1 min");
  });

  it("counts lessons and, when there are any, the videos among them", () => {
    expect(lessonsAndVideos(3, 1)).toBe("3 lessons · 1 video");
    expect(lessonsAndVideos(44, 2)).toBe("44 lessons · 2 videos");
    expect(lessonsAndVideos(1, 0)).toBe("1 lesson");
  });
});

describe("CoursesPage", () => {
  it("locks a registered student to their class, whatever the address says", () => {
    convex.queries.set("learning/catalogue:subjects", {
      grade: 9,
      registeredGrade: 9,
      subjects: [card()],
    });
    renderCourses("/courses?class=11", signedIn("student"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Courses",
    );
    expect(screen.getByText("Registered: Class 9")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "contact support" }),
    ).toHaveAttribute("href", "/help");
    expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
    expect(convex.askedWith("learning/catalogue:subjects")).toContainEqual({
      grade: 9,
    });
    expect(convex.askedWith("learning/catalogue:subjects")).not.toContainEqual({
      grade: 11,
    });
    expect(
      screen.getByRole("heading", { name: "Class 9 subjects" }),
    ).toBeInTheDocument();
  });

  it("asks a visitor to choose a class first, then shows the chosen one", async () => {
    convex.queries.set("learning/catalogue:subjects", {
      grade: 9,
      registeredGrade: null,
      subjects: [card()],
    });
    const { router } = renderCourses("/courses");
    const selector = screen.getByRole("radiogroup", { name: "Class" });
    expect(within(selector).getAllByRole("radio")).toHaveLength(7);
    expect(
      screen.getByText("Choose your class to see its subjects."),
    ).toBeInTheDocument();
    expect(convex.askedWith("learning/catalogue:subjects")).toEqual([]);
    expect(screen.queryByText(/Registered:/)).not.toBeInTheDocument();

    await user().click(within(selector).getByRole("radio", { name: "9" }));
    expect(router.state.location.search).toBe("?class=9");
    expect(
      await screen.findByRole("heading", { name: "Class 9 subjects" }),
    ).toBeInTheDocument();
    expect(within(selector).getByRole("radio", { name: "9" })).toBeChecked();
  });

  it("gives mentors the selector too, bound to ?class", () => {
    convex.queries.set("learning/catalogue:subjects", {
      grade: 11,
      registeredGrade: null,
      subjects: [],
    });
    renderCourses("/courses?class=11", signedIn("mentor"));
    expect(screen.getByRole("radio", { name: "11" })).toBeChecked();
    expect(convex.askedWith("learning/catalogue:subjects")).toContainEqual({
      grade: 11,
    });
  });

  it("ignores a class outside 6–12 in the address", () => {
    renderCourses("/courses?class=42");
    expect(
      screen.getByText("Choose your class to see its subjects."),
    ).toBeInTheDocument();
    expect(convex.askedWith("learning/catalogue:subjects")).toEqual([]);
  });

  it("shows Free Demo and Start Learning for free subjects, Unlock Course for the others", () => {
    convex.queries.set("learning/catalogue:subjects", {
      grade: 9,
      registeredGrade: null,
      subjects: [
        card(),
        english,
        card({
          _id: "subject-hindi" as SubjectCardData["_id"],
          slug: "hindi",
          name: "Hindi",
          isFree: false,
          unlocked: true,
        }),
      ],
    });
    renderCourses("/courses?class=9");
    const maths = screen.getByRole("article", { name: "Mathematics" });
    expect(within(maths).getByText("Free Demo")).toBeInTheDocument();
    expect(
      within(maths).getByRole("link", { name: "Start Learning" }),
    ).toHaveAttribute("href", "/courses/class/9/mathematics");
    expect(within(maths).getByText("9 h 20 min")).toBeInTheDocument();
    expect(within(maths).getByText("12 chapters")).toBeInTheDocument();
    expect(
      within(maths).getByText("42 lessons · 3 videos"),
    ).toBeInTheDocument();
    expect(within(maths).getByText("4 practice sets")).toBeInTheDocument();
    expect(within(maths).getByText("12 chapter tests")).toBeInTheDocument();
    // No assignment screen exists and no one can rate a subject: neither is shown.
    expect(within(maths).queryByText(/assignment/)).not.toBeInTheDocument();
    expect(within(maths).queryByText(/rating/i)).not.toBeInTheDocument();

    const locked = screen.getByRole("article", { name: "English" });
    expect(within(locked).queryByText("Free Demo")).not.toBeInTheDocument();
    expect(
      within(locked).getByRole("link", { name: "Unlock Course" }),
    ).toHaveAttribute("href", "/pricing?subject=english&class=9");
    expect(
      within(locked).queryByRole("link", { name: "Start Learning" }),
    ).not.toBeInTheDocument();
    expect(within(locked).getByText("45 min")).toBeInTheDocument();
    expect(within(locked).getByText("42 lessons")).toBeInTheDocument();

    // A paid subject the viewer's plan unlocks.
    const hindi = screen.getByRole("article", { name: "Hindi" });
    expect(within(hindi).queryByText("Free Demo")).not.toBeInTheDocument();
    expect(
      within(hindi).getByRole("link", { name: "Start Learning" }),
    ).toHaveAttribute("href", "/courses/class/9/hindi");
  });

  it("says when a class has no courses yet", () => {
    convex.queries.set("learning/catalogue:subjects", {
      grade: 7,
      registeredGrade: null,
      subjects: [],
    });
    renderCourses("/courses?class=7");
    expect(
      screen.getByText("Courses for Class 7 are coming soon."),
    ).toBeInTheDocument();
  });

  it("shows placeholders while the subjects load", () => {
    renderCourses("/courses?class=9");
    expect(screen.getByRole("status")).toHaveTextContent("Loading subjects");
  });
});

function subject(overrides: Partial<SubjectData> = {}): SubjectData {
  return {
    _id: "subject-maths",
    grade: 9,
    slug: "mathematics",
    name: "Mathematics",
    description: "Numbers, algebra and geometry.",
    textbook: "Mathematics — Textbook for Class IX (NCERT)",
    color: "blue",
    isFree: true,
    unlocked: true,
    registeredGrade: 9,
    chapterCount: 2,
    lessonCount: 8,
    videoCount: 1,
    practiceSetCount: 1,
    chapterTestCount: 2,
    lessonsDone: 1,
    durationSeconds: 3 * 3600,
    chapters: [
      {
        _id: "chapter-1",
        number: 1,
        title: "Number Systems",
        summary: "From rational to real numbers.",
        lessonCount: 4,
        videoCount: 1,
        testCount: 1,
        questionCount: 6,
        lessonsDone: 1,
        firstLessonId: "lesson-1",
      },
      {
        _id: "chapter-2",
        number: 2,
        title: "Polynomials",
        summary: "Zeroes, factors and identities.",
        lessonCount: 4,
        videoCount: 0,
        testCount: 1,
        questionCount: 6,
        lessonsDone: 0,
        firstLessonId: "lesson-5",
      },
    ],
    ...overrides,
  } as SubjectData;
}

function renderSubject(path: string, session = signedOut) {
  return renderRoutes(
    [
      { path: "/courses/class/:grade/:slug", element: <SubjectPage /> },
      { path: "*", element: <p>Other page</p> },
    ],
    { path, session },
  );
}

describe("SubjectPage", () => {
  it("shows the subject, its progress and a way into each chapter", () => {
    convex.queries.set("learning/catalogue:subject", subject());
    renderSubject("/courses/class/9/mathematics", signedIn("student"));
    expect(convex.askedWith("learning/catalogue:subject")).toContainEqual({
      grade: 9,
      slug: "mathematics",
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Mathematics",
    );
    expect(screen.getByText("Class 9")).toBeInTheDocument();
    expect(screen.getByText(/^Textbook: Mathematics/)).toBeInTheDocument();
    expect(screen.getByText("1 of 8 lessons done")).toBeInTheDocument();
    expect(
      screen.getByRole("progressbar", { name: "Your progress: 13%" }),
    ).toBeInTheDocument();

    const first = screen.getByRole("article", { name: "Number Systems" });
    expect(within(first).getByText("1 of 4 lessons done")).toBeInTheDocument();
    expect(
      within(first).getByRole("link", { name: "Continue" }),
    ).toHaveAttribute("href", "/lessons/lesson-1");
    const second = screen.getByRole("article", { name: "Polynomials" });
    expect(within(second).getByRole("link", { name: "Start" })).toHaveAttribute(
      "href",
      "/lessons/lesson-5",
    );
  });

  it("shows visitors the chapters without progress", () => {
    convex.queries.set(
      "learning/catalogue:subject",
      subject({ registeredGrade: null, lessonsDone: 0 }),
    );
    renderSubject("/courses/class/9/mathematics");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByText(/lessons done/)).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Start" })).toHaveLength(2);
  });

  it("shows a locked subject's chapters with Unlock Course and no lesson links", () => {
    convex.queries.set(
      "learning/catalogue:subject",
      subject({ isFree: false, unlocked: false, registeredGrade: null }),
    );
    renderSubject("/courses/class/9/mathematics");
    expect(screen.getByRole("link", { name: "Unlock Course" })).toHaveAttribute(
      "href",
      "/pricing?subject=mathematics&class=9",
    );
    expect(
      screen.getByRole("article", { name: "Polynomials" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: "Start" }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByText("Locked")).toHaveLength(2);
  });

  it("says Subject not found for unknown subjects and classes outside 6–12", () => {
    convex.queries.set("learning/catalogue:subject", null);
    renderSubject("/courses/class/9/astrology");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Subject not found",
    );
    renderSubject("/courses/class/99/mathematics");
    expect(convex.askedWith("learning/catalogue:subject")).not.toContainEqual(
      expect.objectContaining({ grade: 99 }),
    );
  });
});

function lesson(overrides: Partial<LessonData> = {}): LessonData {
  return {
    _id: "lesson-2",
    number: 2,
    title: "Decimal Expansions of Real Numbers",
    durationSeconds: 14 * 60,
    hasVideo: false,
    readingSeconds: null,
    text: null,
    unlocked: true,
    summary: "The decimal expansion of a rational number terminates or recurs.",
    videoUrl: null,
    captionsUrl: null,
    chapter: { _id: "chapter-1", number: 1, title: "Number Systems" },
    subject: {
      _id: "subject-maths",
      grade: 9,
      slug: "mathematics",
      name: "Mathematics",
      color: "blue",
    },
    previousId: "lesson-1",
    nextId: "lesson-3",
    progress: {
      positionSeconds: 0,
      completed: false,
      secondsCredited: 0,
      secondsNeeded: 0.6 * 14 * 60,
    },
    ...overrides,
  } as LessonData;
}

function renderLesson(
  session = signedIn("student"),
  path = "/lessons/lesson-2",
) {
  return renderRoutes(
    [
      { path: "/lessons/:lessonId", element: <LessonPage /> },
      { path: "*", element: <p>Other page</p> },
    ],
    { path, session },
  );
}

describe("LessonPage", () => {
  it("shows the lesson with its breadcrumb and text", () => {
    convex.queries.set("learning/lessons:get", lesson());
    renderLesson();
    expect(convex.askedWith("learning/lessons:get")).toContainEqual({
      lessonId: "lesson-2",
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Decimal Expansions of Real Numbers",
    );
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(crumbs).getByRole("link", { name: "Courses" }),
    ).toHaveAttribute("href", "/courses");
    expect(
      within(crumbs).getByRole("link", { name: "Class 9" }),
    ).toHaveAttribute("href", "/courses?class=9");
    expect(
      within(crumbs).getByRole("link", { name: "Mathematics" }),
    ).toHaveAttribute("href", "/courses/class/9/mathematics");
    expect(within(crumbs).getByText("Ch 1")).toBeInTheDocument();
    expect(screen.getByText(/terminates or recurs/)).toBeInTheDocument();
    expect(screen.queryByText("Completed")).not.toBeInTheDocument();
  });

  it("links to the previous and next lessons", () => {
    convex.queries.set("learning/lessons:get", lesson());
    renderLesson();
    expect(
      screen.getByRole("link", { name: "Previous lesson" }),
    ).toHaveAttribute("href", "/lessons/lesson-1");
    expect(screen.getByRole("link", { name: "Next lesson" })).toHaveAttribute(
      "href",
      "/lessons/lesson-3",
    );
  });

  it("offers the way back to the subject after the last lesson", () => {
    convex.queries.set(
      "learning/lessons:get",
      lesson({ previousId: null, nextId: null }),
    );
    renderLesson();
    expect(
      screen.queryByRole("link", { name: "Previous lesson" }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Back to Mathematics" }),
    ).toHaveAttribute("href", "/courses/class/9/mathematics");
  });

  it("Mark as complete calls the mutation and says well done", async () => {
    convex.queries.set("learning/lessons:get", lesson());
    mutation("learning/lessons:complete").mockResolvedValue({
      alreadyDone: false,
      xp: 25,
      badges: ["first_lesson"],
    });
    renderLesson();
    await user().click(
      screen.getByRole("button", { name: "Mark as complete" }),
    );
    await waitFor(() =>
      expect(mutation("learning/lessons:complete")).toHaveBeenCalledWith({
        lessonId: "lesson-2",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Lesson complete. Well done!",
          message: "+25 XP · New badge: First Steps",
        }),
      ),
    );
  });

  it("shows the server's reason when completing fails", async () => {
    convex.queries.set("learning/lessons:get", lesson());
    mutation("learning/lessons:complete").mockRejectedValue(
      new ConvexError({ code: "NotAuthorized", message: "Not your class." }),
    );
    renderLesson();
    await user().click(
      screen.getByRole("button", { name: "Mark as complete" }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          color: "red",
          title: "Could not mark the lesson as complete",
          message: "Not your class.",
        }),
      ),
    );
  });

  it("tells the server the lesson was opened, for a learner who can save only", () => {
    convex.queries.set("learning/lessons:get", lesson());
    renderLesson();
    expect(mutation("learning/lessons:open")).toHaveBeenCalledWith({
      lessonId: "lesson-2",
    });
  });

  it("says how much reading time is left before the lesson can be marked complete", () => {
    convex.queries.set(
      "learning/lessons:get",
      lesson({
        progress: {
          positionSeconds: 0,
          completed: false,
          secondsCredited: 0.6 * 14 * 60 - 4.5 * 60,
          secondsNeeded: 0.6 * 14 * 60,
        },
      }),
    );
    renderLesson();
    expect(
      screen.getByRole("button", { name: "Mark as complete" }),
    ).toHaveAccessibleDescription(
      "Take your time: you can mark this lesson complete after about 5 more minutes of reading. Only time with this page in view counts.",
    );
  });

  it("sends reading time only while the page is in view, and what is left before completing", async () => {
    vi.useFakeTimers();
    try {
      const hasFocus = vi.spyOn(document, "hasFocus").mockReturnValue(true);
      const visibility = vi
        .spyOn(document, "visibilityState", "get")
        .mockReturnValue("visible");
      convex.queries.set("learning/lessons:get", lesson());
      renderLesson();
      const save = mutation("learning/lessons:savePosition");
      // 10 s in view: one heartbeat of about 10 s.
      await act(async () => vi.advanceTimersByTime(10_000));
      expect(save).toHaveBeenCalledTimes(1);
      const first = save.mock.calls[0][0] as { watchedSeconds: number };
      expect(first).toMatchObject({ lessonId: "lesson-2", positionSeconds: 0 });
      expect(first.watchedSeconds).toBeGreaterThanOrEqual(9);
      expect(first.watchedSeconds).toBeLessThanOrEqual(10);
      // A hidden tab counts nothing and sends nothing.
      visibility.mockReturnValue("hidden");
      await act(async () => {
        document.dispatchEvent(new Event("visibilitychange"));
      });
      const afterHiding = save.mock.calls.length;
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(save).toHaveBeenCalledTimes(afterHiding);
      // Visible but another window in use: nothing either.
      visibility.mockReturnValue("visible");
      hasFocus.mockReturnValue(false);
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(save).toHaveBeenCalledTimes(afterHiding);
      // Marking it complete sends the time not sent yet first.
      hasFocus.mockReturnValue(true);
      await act(async () => {
        window.dispatchEvent(new Event("focus"));
        vi.advanceTimersByTime(3_000);
      });
      await act(async () => {
        fireEvent.click(
          screen.getByRole("button", { name: "Mark as complete" }),
        );
      });
      const last = save.mock.calls.at(-1)![0] as { watchedSeconds: number };
      expect(last.watchedSeconds).toBeGreaterThanOrEqual(2);
      expect(last.watchedSeconds).toBeLessThanOrEqual(3);
      expect(mutation("learning/lessons:complete")).toHaveBeenCalled();
      hasFocus.mockRestore();
      visibility.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says nothing about time once the reading time has passed", () => {
    convex.queries.set(
      "learning/lessons:get",
      lesson({
        progress: {
          positionSeconds: 0,
          completed: false,
          secondsCredited: 0.6 * 14 * 60,
          secondsNeeded: 0.6 * 14 * 60,
        },
      }),
    );
    renderLesson();
    expect(screen.queryByText(/Take your time/)).not.toBeInTheDocument();
  });

  it("explains a refusal to complete a lesson that is not finished", async () => {
    convex.queries.set("learning/lessons:get", lesson());
    mutation("learning/lessons:complete").mockRejectedValue(
      new ConvexError({ code: "InvalidInput", message: LESSON_NOT_FINISHED }),
    );
    renderLesson();
    await user().click(
      screen.getByRole("button", { name: "Mark as complete" }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          color: "red",
          title: "Not finished yet",
          message: LESSON_NOT_FINISHED,
        }),
      ),
    );
  });

  it("shows Completed instead of the button once done", () => {
    convex.queries.set(
      "learning/lessons:get",
      lesson({
        progress: {
          positionSeconds: 0,
          completed: true,
          secondsCredited: 0,
          secondsNeeded: 0,
        },
      }),
    );
    renderLesson();
    expect(screen.getByText("Completed")).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Mark as complete" }),
    ).not.toBeInTheDocument();
  });

  it("lets visitors read but asks them to log in to save progress", () => {
    convex.queries.set("learning/lessons:get", lesson({ progress: null }));
    renderLesson(signedOut);
    expect(
      screen.getByRole("link", { name: "Log in to save your progress" }),
    ).toHaveAttribute("href", "/login");
    expect(
      screen.queryByRole("button", { name: "Mark as complete" }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/terminates or recurs/)).toBeInTheDocument();
  });

  it("does not save progress for a student of another class", () => {
    convex.queries.set("learning/lessons:get", lesson({ progress: null }));
    renderLesson(signedInStudent(11));
    expect(
      screen.getByText(/registered in Class 11, so progress/),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Mark as complete" }),
    ).not.toBeInTheDocument();
  });

  it("shows a locked lesson as part of a paid plan", () => {
    convex.queries.set(
      "learning/lessons:get",
      lesson({ unlocked: false, summary: null, progress: null }),
    );
    renderLesson();
    expect(
      screen.getByText("This lesson is part of a paid plan"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Unlock Course" })).toHaveAttribute(
      "href",
      "/pricing?subject=mathematics&class=9",
    );
    expect(
      screen.queryByRole("button", { name: "Mark as complete" }),
    ).not.toBeInTheDocument();
  });

  it("says Lesson not found for an unknown lesson", () => {
    convex.queries.set("learning/lessons:get", null);
    renderLesson(signedOut, "/lessons/nope");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Lesson not found",
    );
  });
});

describe("LessonVideo", () => {
  /** jsdom plays no media: the test drives the element's clock and events. */
  function fakeMedia(video: HTMLVideoElement) {
    const media = { currentTime: 0, paused: true, duration: 12 };
    Object.defineProperty(video, "currentTime", {
      get: () => media.currentTime,
      set: (t: number) => (media.currentTime = t),
    });
    Object.defineProperty(video, "paused", { get: () => media.paused });
    Object.defineProperty(video, "seeking", { get: () => false });
    Object.defineProperty(video, "duration", { get: () => media.duration });
    const fire = (type: string) =>
      act(() => void fireEvent(video, new Event(type)));
    return { media, fire };
  }

  it("resumes where the learner stopped, saves on pause and completes at the end", () => {
    convex.queries.set(
      "learning/lessons:get",
      lesson({
        videoUrl: "/media/welcome-lesson.webm",
        progress: {
          positionSeconds: 5,
          completed: false,
          secondsCredited: 0,
          secondsNeeded: 7,
        },
      }),
    );
    renderLesson();
    const video = screen.getByLabelText(
      "Video: Decimal Expansions of Real Numbers",
    ) as HTMLVideoElement;
    expect(video.tagName).toBe("VIDEO");
    expect(video).toHaveAttribute("controls");
    expect(
      screen.getByRole("heading", { name: "Summary" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Mark as complete" }),
    ).not.toBeInTheDocument();

    const { media, fire } = fakeMedia(video);
    fire("loadedmetadata");
    expect(media.currentTime).toBe(5);

    media.paused = false;
    fire("play");
    for (const t of [5.5, 6, 6.5, 7]) {
      media.currentTime = t;
      fire("timeupdate");
    }
    media.paused = true;
    fire("pause");
    const save = mutation("learning/lessons:savePosition");
    expect(save).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledWith({
      lessonId: "lesson-2",
      positionSeconds: 7,
      watchedSeconds: 2,
    });

    // The next heartbeat sends only what was played since the last one.
    media.paused = false;
    fire("play");
    for (const t of [7.5, 8, 8.5]) {
      media.currentTime = t;
      fire("timeupdate");
    }
    media.paused = true;
    fire("pause");
    expect(save).toHaveBeenLastCalledWith({
      lessonId: "lesson-2",
      positionSeconds: 8.5,
      watchedSeconds: 1.5,
    });

    mutation("learning/lessons:complete").mockResolvedValue({
      alreadyDone: false,
      xp: 20,
      badges: [],
    });
    media.currentTime = 12;
    fire("ended");
    // A last heartbeat, then the completion.
    expect(save).toHaveBeenLastCalledWith({
      lessonId: "lesson-2",
      positionSeconds: 12,
      watchedSeconds: 0,
    });
    expect(mutation("learning/lessons:complete")).toHaveBeenCalledWith({
      lessonId: "lesson-2",
    });
    expect(save.mock.invocationCallOrder.at(-1)).toBeLessThan(
      mutation("learning/lessons:complete").mock.invocationCallOrder[0],
    );
  });

  it("plays the lesson's English captions by default when it has them", () => {
    convex.queries.set(
      "learning/lessons:get",
      lesson({
        videoUrl: "http://127.0.0.1:3210/api/storage/video1",
        captionsUrl: "http://127.0.0.1:3210/api/storage/captions1",
      }),
    );
    renderLesson();
    const video = screen.getByLabelText(/^Video:/) as HTMLVideoElement;
    const track = video.querySelector("track")!;
    expect(track).not.toBeNull();
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("srclang", "en");
    expect(track).toHaveAttribute("label", "English");
    expect(track).toHaveAttribute(
      "src",
      "http://127.0.0.1:3210/api/storage/captions1",
    );
    expect(track).toHaveAttribute("default");
    // Storage is another origin: the track loads only in CORS mode.
    expect(video).toHaveAttribute("crossorigin", "anonymous");
  });

  it("asks for no CORS for same-origin captions, and has no track without captions", () => {
    convex.queries.set(
      "learning/lessons:get",
      lesson({
        videoUrl: "/media/welcome-lesson.webm",
        captionsUrl: "/media/welcome-lesson.vtt",
      }),
    );
    const { unmount } = renderLesson();
    let video = screen.getByLabelText(/^Video:/) as HTMLVideoElement;
    expect(video.querySelector("track")).toHaveAttribute(
      "src",
      "/media/welcome-lesson.vtt",
    );
    expect(video).not.toHaveAttribute("crossorigin");
    unmount();

    convex.queries.set(
      "learning/lessons:get",
      lesson({ videoUrl: "/media/welcome-lesson.webm", captionsUrl: null }),
    );
    renderLesson();
    video = screen.getByLabelText(/^Video:/) as HTMLVideoElement;
    expect(video.querySelector("track")).toBeNull();
    expect(video).not.toHaveAttribute("crossorigin");
  });

  it("completes once 90% has been watched", () => {
    convex.queries.set(
      "learning/lessons:get",
      lesson({ videoUrl: "/media/welcome-lesson.webm" }),
    );
    renderLesson();
    const video = screen.getByLabelText(/^Video:/) as HTMLVideoElement;
    const { media, fire } = fakeMedia(video);
    media.duration = 10;
    fire("loadedmetadata");
    media.paused = false;
    fire("play");
    for (let t = 1; t <= 9; t++) {
      media.currentTime = t;
      fire("timeupdate");
    }
    expect(mutation("learning/lessons:complete")).toHaveBeenCalledOnce();
  });

  it("saves nothing for visitors", () => {
    convex.queries.set(
      "learning/lessons:get",
      lesson({ videoUrl: "/media/welcome-lesson.webm", progress: null }),
    );
    renderLesson(signedOut);
    const video = screen.getByLabelText(/^Video:/) as HTMLVideoElement;
    const { media, fire } = fakeMedia(video);
    fire("loadedmetadata");
    media.paused = false;
    media.currentTime = 3;
    fire("timeupdate");
    media.paused = true;
    fire("pause");
    fire("ended");
    expect(mutation("learning/lessons:savePosition")).not.toHaveBeenCalled();
    expect(mutation("learning/lessons:complete")).not.toHaveBeenCalled();
    expect(mutation("learning/lessons:open")).not.toHaveBeenCalled();
    expect(
      screen.getByRole("link", { name: "Log in to save your progress" }),
    ).toBeInTheDocument();
  });
});
