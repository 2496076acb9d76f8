// Live updates re-render only what changed: when one item of a live list
// changes, only that item's card renders again, and Markdown is parsed again
// only for a text that changed. The real Convex client hands over fresh
// objects on every update, so the fake does too (structuredClone).
import { act, screen } from "@testing-library/react";
import { createElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ForumSection } from "../../src/features/community/forums/ForumSection";
import { ThreadPage } from "../../src/features/community/forums/ThreadPage";
import { renderRoutes, signedIn } from "./render";
import { fakeConvex as convex } from "./fakeConvex";

vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

const counts = vi.hoisted(() => ({
  /** Markdown texts parsed, in order. */
  parsed: [] as string[],
  /** Author lines rendered, by author name: one per render of the card that shows it. */
  authorLines: new Map<string, number>(),
}));

vi.mock("react-markdown", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react-markdown")>();
  return {
    ...actual,
    default: (props: { children?: string }) => {
      counts.parsed.push(String(props.children));
      return createElement(actual.default, props);
    },
  };
});

// A plain (never memoised) wrapper: it renders every time the card around it does.
vi.mock(
  "../../src/features/community/forums/AuthorLine",
  async (importOriginal) => {
    const actual =
      await importOriginal<
        typeof import("../../src/features/community/forums/AuthorLine")
      >();
    return {
      ...actual,
      AuthorLine: (props: Parameters<typeof actual.AuthorLine>[0]) => {
        counts.authorLines.set(
          props.name,
          (counts.authorLines.get(props.name) ?? 0) + 1,
        );
        return createElement(actual.AuthorLine, props);
      },
    };
  },
);

if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });

const fresh = <T,>(value: T): T => structuredClone(value);

function resetCounts() {
  counts.parsed.length = 0;
  counts.authorLines.clear();
}

beforeEach(() => {
  convex.reset();
  resetCounts();
  convex.queries.set("community/forums:categories", [
    { _id: "cat-science", name: "Science", description: "" },
  ]);
});

const thread = {
  _id: "thread-1",
  title: "How do plants make food?",
  content: "Explain **photosynthesis** please.",
  categoryId: "cat-science",
  categoryName: "Science",
  authorName: "Meera K.",
  authorBadge: null,
  upvotes: 5,
  replyCount: 3,
  createdAt: Date.now() - 3 * 86_400_000,
  editedAt: null,
  acceptedReply: null,
  viewer: {
    upvoted: false,
    canEdit: false,
    canDelete: false,
    canAccept: true,
    canVote: true,
  },
};
const replyBy = (n: number, author: string) => ({
  _id: `reply-${n}`,
  content: `Answer number **${n}**.`,
  authorName: author,
  authorBadge: null,
  upvotes: n,
  createdAt: Date.now() - 3_600_000 + n,
  editedAt: null,
  accepted: false,
  viewer: { upvoted: false, canEdit: false, canDelete: false, canVote: true },
});
const replies = [
  replyBy(1, "Rohan D."),
  replyBy(2, "Isha P."),
  replyBy(3, "Kabir S."),
];

describe("ThreadPage, live", () => {
  const renderThread = () =>
    renderRoutes(
      [{ path: "/community/thread/:threadId", element: <ThreadPage /> }],
      { path: "/community/thread/thread-1", session: signedIn("student") },
    );

  beforeEach(() => {
    convex.queries.set("community/forums:getThread", fresh(thread));
    convex.pages.set("community/forums:listReplies", fresh(replies));
  });

  it("re-renders only the reply whose upvotes changed, and parses no Markdown again", () => {
    renderThread();
    expect(screen.getAllByRole("article")).toHaveLength(4);
    resetCounts();

    act(() =>
      convex.update(() => {
        const next = fresh(replies);
        next[1].upvotes = 9;
        convex.pages.set("community/forums:listReplies", next);
        convex.queries.set("community/forums:getThread", fresh(thread));
      }),
    );

    expect(
      screen.getByRole("button", { name: "Upvote this reply, 9 upvotes" }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(counts.authorLines)).toEqual({ "Isha P.": 1 });
    expect(counts.parsed).toEqual([]);
  });

  it("renders only the new reply when one arrives, and parses only its text", () => {
    renderThread();
    resetCounts();

    act(() =>
      convex.update(() => {
        convex.pages.set("community/forums:listReplies", [
          ...fresh(replies),
          replyBy(4, "Aarav S."),
        ]);
        convex.queries.set("community/forums:getThread", {
          ...fresh(thread),
          replyCount: 4,
        });
      }),
    );

    expect(
      screen.getByRole("heading", { name: "Replies (4)" }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(counts.authorLines)).toEqual({ "Aarav S.": 1 });
    expect(counts.parsed).toEqual(["Answer number **4**."]);
  });
});

describe("ForumSection, live", () => {
  const summary = (n: number, author: string) => ({
    _id: `thread-${n}`,
    title: `Question ${n}`,
    preview: `Preview ${n}`,
    categoryId: "cat-science",
    authorName: author,
    authorBadge: null,
    upvotes: 1,
    replyCount: n,
    createdAt: Date.now() - 86_400_000,
    answered: false,
  });
  const threads = [summary(1, "Rohan D."), summary(2, "Isha P.")];

  it("re-renders only the thread card whose reply count changed", () => {
    convex.pages.set("community/forums:listThreads", fresh(threads));
    renderRoutes([{ path: "/community", element: <ForumSection /> }], {
      path: "/community",
      session: signedIn("student"),
    });
    expect(
      screen.getByRole("article", { name: "Question 2" }),
    ).toHaveTextContent("2 replies");
    resetCounts();

    act(() =>
      convex.update(() => {
        const next = fresh(threads);
        next[1].replyCount = 3;
        convex.pages.set("community/forums:listThreads", next);
      }),
    );

    expect(
      screen.getByRole("article", { name: "Question 2" }),
    ).toHaveTextContent("3 replies");
    expect(Object.fromEntries(counts.authorLines)).toEqual({ "Isha P.": 1 });
  });
});
