// A live update to one report in the staff queue re-renders that row only:
// the real Convex client hands over fresh objects for every item, so the
// fake does too (structuredClone).
import { act, screen } from "@testing-library/react";
import { createElement } from "react";
import { beforeEach, expect, it, vi } from "vitest";
import { ReportsPage } from "../../src/features/admin/ReportsPage";
import { fakeConvex as convex } from "./fakeConvex";
import { renderAt, signedIn } from "./render";

vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

/** Queue rows rendered, by heading id: one per render of the row that shows it. */
const rows = vi.hoisted(() => new Map<string, number>());

// A plain (never memoised) wrapper: it renders every time the row around it does.
vi.mock("../../src/features/admin/queue", async (importOriginal) => {
  const actual =
    await importOriginal<typeof import("../../src/features/admin/queue")>();
  return {
    ...actual,
    QueueCard: (props: Parameters<typeof actual.QueueCard>[0]) => {
      rows.set(props.headingId, (rows.get(props.headingId) ?? 0) + 1);
      return createElement(actual.QueueCard, props);
    },
  };
});

if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    value: { addEventListener() {}, removeEventListener() {} },
  });

const LIST = "admin/reports:list";

const report = (id: string, title: string, reportCount: number) => ({
  _id: id,
  targetType: "thread" as const,
  targetId: `t-${id}`,
  link: `/community/thread/t-${id}`,
  status: "pending" as const,
  resolution: null,
  reportCount,
  latestAt: Date.now() - 5 * 60_000,
  reasons: ["spam"],
  reporters: [
    { _id: `r-${id}`, name: "Aarav S.", reason: "spam", details: null },
  ],
  target: { title, body: "Message me.", authorName: "Diya M.", shown: true },
  authorWarnings: 0,
  authorFlagged: false,
  decidedByName: null,
  decidedAt: null,
  decisionNote: null,
  claim: null,
  ownCase: false,
});
const reports = [
  report("g1", "First thing", 2),
  report("g2", "Second thing", 3),
];

beforeEach(() => {
  convex.reset();
  rows.clear();
});

it("re-renders only the report whose count changed", () => {
  convex.pages.set(LIST, structuredClone(reports));
  renderAt(<ReportsPage />, {
    path: "/admin/reports",
    session: signedIn("mentor", "moderator"),
  });
  expect(
    screen.getByRole("listitem", { name: "Second thing" }),
  ).toHaveTextContent("reported 3 times");
  rows.clear();

  act(() =>
    convex.update(() => {
      const next = structuredClone(reports);
      next[1].reportCount = 4;
      convex.pages.set(LIST, next);
    }),
  );

  expect(
    screen.getByRole("listitem", { name: "Second thing" }),
  ).toHaveTextContent("reported 4 times");
  expect(Object.fromEntries(rows)).toEqual({ "report-g2": 1 });
});
