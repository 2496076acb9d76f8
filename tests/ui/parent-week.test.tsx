import { act, screen, within } from "@testing-library/react";
import type { FunctionReturnType } from "convex/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { ChildWeek } from "../../src/features/families/ChildWeek";
import { renderAt } from "./render";
import { fakeConvex as convex } from "./fakeConvex";

// The Convex client is a fake (tests/ui/fakeConvex.ts).
vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

type Week = FunctionReturnType<typeof api.families.week.childWeek>;
const WEEK = "families/week:childWeek";
const childId = "k57child" as Id<"users">;

beforeEach(() => convex.reset());

function week(overrides: Partial<Week> = {}): Week {
  return {
    fullName: "Aarav Sharma",
    firstDay: "2026-11-21",
    today: "2026-11-27",
    lessonsDone: 0,
    testsTaken: 0,
    secondsSpent: 0,
    xp: 0,
    streak: 0,
    lessons: [],
    tests: [],
    practiseNext: { lesson: null, subject: null },
    ...overrides,
  };
}

const show = () =>
  renderAt(<ChildWeek childId={childId} childName="Aarav Sharma" />);
const region = () =>
  screen.getByRole("region", { name: "Aarav's week at a glance" });

describe("a child's week at a glance", () => {
  it("shows a loading state, then says plainly when there was no learning", () => {
    show();
    expect(
      screen.getByRole("status", { name: "Loading Aarav's week" }),
    ).toBeInTheDocument();
    act(() => convex.update(() => convex.queries.set(WEEK, week())));
    expect(
      within(region()).getByText("No learning yet this week."),
    ).toBeInTheDocument();
    expect(
      within(region()).getByText(/Lessons done this week:/),
    ).toHaveTextContent("Lessons done this week: 0");
    expect(within(region()).getByText("Nothing to suggest yet.")).toBeVisible();
    expect(convex.askedWith(WEEK)[0]).toMatchObject({ childId });
  });

  it("labels every figure in words, lists lessons and scores, and says what to practise next, updating live", () => {
    convex.queries.set(
      WEEK,
      week({
        lessonsDone: 2,
        testsTaken: 1,
        secondsSpent: 47 * 60,
        streak: 3,
        lessons: [
          {
            kind: "lesson",
            id: "k57l1" as Id<"lessons">,
            title: "Polynomials in One Variable",
            subject: "Mathematics",
            chapter: "Ch 2: Polynomials",
            at: Date.parse("2026-11-26T12:00:00Z"),
          },
        ],
        tests: [
          {
            kind: "test",
            id: "k57t1" as Id<"test_attempts">,
            title: "Mathematics · Ch 2: Polynomials",
            subject: "Mathematics",
            score: 5,
            maxScore: 6,
            at: Date.parse("2026-11-25T12:00:00Z"),
          },
        ],
        practiseNext: {
          lesson: {
            lessonId: "k57l2" as Id<"lessons">,
            title: "Zeroes of a Polynomial",
            subject: "Mathematics",
          },
          subject: { name: "Science", chaptersMastered: 1, chapterCount: 12 },
        },
      }),
    );
    show();
    const r = within(region());
    expect(r.getByText(/Lessons done this week:/)).toHaveTextContent(
      "Lessons done this week: 2",
    );
    expect(r.getByText(/Tests taken this week:/)).toHaveTextContent(
      "Tests taken this week: 1",
    );
    expect(r.getByText(/Time spent learning:/)).toHaveTextContent(
      "Time spent learning: 47 min",
    );
    expect(r.getByText(/Current streak:/)).toHaveTextContent(
      "Current streak: 3 days",
    );
    expect(
      within(r.getByRole("list", { name: "Lessons done this week" })).getByText(
        "Polynomials in One Variable",
      ),
    ).toBeInTheDocument();
    expect(
      r.getByRole("list", { name: "Tests taken this week" }),
    ).toHaveTextContent("Score: 5 out of 6 (83%)");
    expect(
      r.getByText(/Finish the lesson “Zeroes of a Polynomial” \(Mathematics\)/),
    ).toBeInTheDocument();
    expect(
      r.getByText(/Science: 1 of 12 chapters mastered/),
    ).toBeInTheDocument();
    expect(r.queryByText("No learning yet this week.")).toBeNull();

    act(() =>
      convex.update(() =>
        convex.queries.set(
          WEEK,
          week({ ...(convex.queries.get(WEEK) as Week), lessonsDone: 3 }),
        ),
      ),
    );
    expect(r.getByText(/Lessons done this week:/)).toHaveTextContent(
      "Lessons done this week: 3",
    );
  });
});
