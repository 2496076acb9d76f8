import { notifications } from "@mantine/notifications";
import { screen, within, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Markdown } from "../../src/components/Markdown";
import { ForumSection } from "../../src/features/community/forums/ForumSection";
import { NewThreadPage } from "../../src/features/community/forums/NewThreadPage";
import { ThreadPage } from "../../src/features/community/forums/ThreadPage";
import { renderAt, renderRoutes, signedIn, signedOut } from "./render";
import { fakeConvex as convex, mutation } from "./fakeConvex";

// The Convex client is a fake (tests/ui/fakeConvex.ts).
vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

// jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });

const toast = vi.spyOn(notifications, "show");
const user = () => userEvent.setup({ delay: null });

const categories = [
  { _id: "cat-maths", name: "Mathematics", description: "" },
  { _id: "cat-science", name: "Science", description: "" },
];

beforeEach(() => {
  convex.reset();
  toast.mockClear();
  convex.queries.set("community/forums:categories", categories);
  convex.action("community/similar:similarThreads").mockResolvedValue([]);
});

/** Types `text` in one go (as a paste), so long texts do not make the test slow. */
async function fill(
  u: ReturnType<typeof user>,
  input: HTMLElement,
  text: string,
) {
  await u.click(input);
  await u.paste(text);
}

const field = (label: RegExp) =>
  screen.getByLabelText(label, { selector: "input, textarea" });

function expectError(label: RegExp, message: string) {
  const input = field(label);
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe("NewThreadPage", () => {
  const renderPage = (path = "/community/new-thread") =>
    renderRoutes(
      [
        { path: "/community/new-thread", element: <NewThreadPage /> },
        { path: "/community/thread/:threadId", element: <p>Thread page</p> },
        { path: "*", element: <p>Other page</p> },
      ],
      { path, session: signedIn("student") },
    );

  it("has one h1, a title, and says Markdown is supported", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "New thread",
    );
    expect(document.title).toBe("New thread · Community · VidyaQuest");
    expect(field(/^Body/)).toHaveAccessibleDescription(
      expect.stringContaining("Markdown supported"),
    );
  });

  it("requires a title, a category and a body, with the shared rules' words", async () => {
    renderPage();
    await user().click(screen.getByRole("button", { name: "Post thread" }));
    expectError(/^Title/, "Title is required");
    expectError(/^Body/, "Your post is required");
    expect(screen.getByText("Please choose a category")).toBeInTheDocument();
    expect(mutation("community/forums:createThread")).not.toHaveBeenCalled();
  });

  it("refuses a title and body that are too short, and counts characters", async () => {
    renderPage();
    const u = user();
    await fill(u, field(/^Title/), "Hi");
    await fill(u, field(/^Body/), "short");
    expect(field(/^Title/)).toHaveAccessibleDescription(
      expect.stringContaining("2 / 150 characters"),
    );
    await u.click(screen.getByRole("button", { name: "Post thread" }));
    expectError(/^Title/, "Title must be at least 5 characters");
    expectError(/^Body/, "Your post must be at least 10 characters");
    expect(mutation("community/forums:createThread")).not.toHaveBeenCalled();
  });

  it("posts a trimmed thread in the category from the address and opens it", async () => {
    mutation("community/forums:createThread").mockResolvedValue("thread-1");
    renderPage("/community/new-thread?category=cat-science");
    const u = user();
    expect(field(/^Category/)).toHaveValue("Science");
    await fill(u, field(/^Title/), "  Why is the sky blue?  ");
    await fill(
      u,
      field(/^Body/),
      "I read about **scattering** but do not get it.",
    );
    await u.click(screen.getByRole("button", { name: "Post thread" }));
    await waitFor(() =>
      expect(mutation("community/forums:createThread")).toHaveBeenCalledWith({
        title: "Why is the sky blue?",
        content: "I read about **scattering** but do not get it.",
        categoryId: "cat-science",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Your thread is live!" }),
      ),
    );
    expect(await screen.findByText("Thread page")).toBeInTheDocument();
  });

  it("lets the author choose a category and preview the body", async () => {
    mutation("community/forums:createThread").mockResolvedValue("thread-2");
    renderPage();
    const u = user();
    await fill(u, field(/^Title/), "Quadratic equations help");
    await u.click(field(/^Category/));
    await u.click(await screen.findByRole("option", { name: "Mathematics" }));
    await fill(u, field(/^Body/), "How do I use the **formula**?");
    await u.click(screen.getByRole("tab", { name: "Preview" }));
    expect(screen.getByText("formula").tagName).toBe("STRONG");
    await u.click(screen.getByRole("button", { name: "Post thread" }));
    await waitFor(() =>
      expect(mutation("community/forums:createThread")).toHaveBeenCalledWith(
        expect.objectContaining({ categoryId: "cat-maths" }),
      ),
    );
  });

  it("shows the server's reason when posting fails and stays on the form", async () => {
    mutation("community/forums:createThread").mockRejectedValue(
      new ConvexError({
        code: "RateLimited",
        message: "You are posting too quickly.",
      }),
    );
    renderPage("/community/new-thread?category=cat-maths");
    const u = user();
    await fill(u, field(/^Title/), "Trigonometry doubt");
    await fill(u, field(/^Body/), "What is sin 30 degrees and why?");
    await u.click(screen.getByRole("button", { name: "Post thread" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Error posting thread",
          message: "You are posting too quickly.",
        }),
      ),
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "New thread",
    );
  });

  describe("Similar questions already asked", () => {
    const similar = () => convex.action("community/similar:similarThreads");
    const suggestions = [
      {
        threadId: "thread-fractions",
        title: "How do I compare fractions with different denominators?",
        categoryName: "Mathematics",
        replyCount: 3,
        answered: true,
      },
      {
        threadId: "thread-ratios",
        title: "Ratios and fractions: what is the difference?",
        categoryName: "Mathematics",
        replyCount: 2,
        answered: false,
      },
    ];

    it("lists similar threads as links, with their answered state, once the title has 3 words", async () => {
      similar().mockResolvedValue(suggestions);
      renderPage();
      const u = user();
      await fill(u, field(/^Title/), "fractions denominators");
      await new Promise((r) => setTimeout(r, 600));
      expect(similar()).not.toHaveBeenCalled();
      expect(
        screen.queryByText("Similar questions already asked"),
      ).not.toBeInTheDocument();

      await u.type(field(/^Title/), " compare");
      const list = await screen.findByRole("region", {
        name: "Similar questions already asked",
      });
      // One lookup for the whole burst of typing.
      expect(similar()).toHaveBeenCalledTimes(1);
      expect(similar()).toHaveBeenCalledWith({
        title: "fractions denominators compare",
      });
      const first = within(list).getByRole("link", {
        name: /How do I compare fractions with different denominators\?/,
      });
      expect(first).toHaveAttribute(
        "href",
        "/community/thread/thread-fractions",
      );
      expect(first).toHaveAttribute("target", "_blank");
      const items = within(list).getAllByRole("listitem");
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent("Answered");
      expect(items[1]).toHaveTextContent("2 replies");
      expect(items[1]).not.toHaveTextContent("Answered");
    });

    it("looks again with the body when typing pauses, and hides the list when the title gets short", async () => {
      similar().mockResolvedValue(suggestions);
      renderPage();
      const u = user();
      await fill(u, field(/^Title/), "Comparing two fractions");
      await screen.findByText("Similar questions already asked");
      await fill(u, field(/^Body/), "Is 3/4 bigger than 5/7?");
      await waitFor(() =>
        expect(similar()).toHaveBeenLastCalledWith({
          title: "Comparing two fractions",
          content: "Is 3/4 bigger than 5/7?",
        }),
      );
      await u.clear(field(/^Title/));
      await fill(u, field(/^Title/), "fractions");
      await waitFor(() =>
        expect(
          screen.queryByText("Similar questions already asked"),
        ).not.toBeInTheDocument(),
      );
    });

    it("shows nothing when nothing is similar or the lookup fails", async () => {
      renderPage();
      const u = user();
      await fill(u, field(/^Title/), "Comparing two fractions");
      await waitFor(() => expect(similar()).toHaveBeenCalledTimes(1));
      similar().mockRejectedValue(new Error("offline"));
      await fill(u, field(/^Title/), " again");
      await waitFor(() => expect(similar()).toHaveBeenCalledTimes(2));
      expect(
        screen.queryByText("Similar questions already asked"),
      ).not.toBeInTheDocument();
    });
  });
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
  replyCount: 1,
  createdAt: Date.now() - 3 * 86_400_000,
  editedAt: null,
  acceptedReply: null,
  viewer: {
    upvoted: false,
    canEdit: false,
    canDelete: false,
    canAccept: false,
    canVote: true,
  },
};
const reply = {
  _id: "reply-1",
  content: "Plants use sunlight.",
  authorName: "Rohan D.",
  authorBadge: "mentor",
  upvotes: 2,
  createdAt: Date.now() - 3_600_000,
  editedAt: null,
  accepted: false,
  viewer: { upvoted: true, canEdit: false, canDelete: false, canVote: true },
};

describe("ThreadPage", () => {
  const renderThread = (session = signedIn("student")) =>
    renderRoutes(
      [
        { path: "/community/thread/:threadId", element: <ThreadPage /> },
        { path: "/login", element: <p>Login page</p> },
        { path: "*", element: <p>Other page</p> },
      ],
      { path: "/community/thread/thread-1", session },
    );

  it("says the discussion is not found when there is no such thread", () => {
    convex.queries.set("community/forums:getThread", null);
    renderThread();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Discussion not found",
    );
    expect(
      screen.getByRole("link", { name: "Back to Community" }),
    ).toHaveAttribute("href", "/community");
  });

  it("says a thread a moderator removed was removed, with nothing of it shown", () => {
    convex.queries.set("community/forums:getThread", {
      _id: "thread-1",
      removedByModerator: true,
    });
    convex.pages.set("community/forums:listReplies", [reply]);
    renderThread(signedOut);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Removed by a moderator",
    );
    expect(screen.queryByText("Discussion not found")).toBeNull();
    expect(screen.queryByText(thread.title)).toBeNull();
    expect(screen.queryByText("Plants use sunlight.")).toBeNull();
    expect(screen.queryByRole("heading", { name: /^Replies/ })).toBeNull();
    expect(
      screen.getByRole("link", { name: "Back to the community" }),
    ).toHaveAttribute("href", "/community");
  });

  it("shows a reply a moderator removed as a bare row in its place", () => {
    convex.queries.set("community/forums:getThread", thread);
    convex.pages.set("community/forums:listReplies", [
      {
        _id: "reply-0",
        createdAt: Date.now() - 7_200_000,
        removedByModerator: true,
      },
      reply,
    ]);
    renderThread();
    const articles = screen.getAllByRole("article");
    const removed = screen.getByRole("article", { name: "Removed reply" });
    // After the thread itself, in order: the removed reply, then Rohan's.
    expect(articles.slice(1).map((a) => a.getAttribute("id"))).toEqual([
      "reply-reply-0",
      "reply-reply-1",
    ]);
    expect(removed).toHaveTextContent(/^Removed by a moderator$/);
    expect(within(removed).queryByRole("button")).toBeNull();
    expect(
      screen.getByRole("heading", { name: "Replies (1)" }),
    ).toBeInTheDocument();
  });

  it("shows the thread, its Markdown, votes and replies", () => {
    convex.queries.set("community/forums:getThread", thread);
    convex.pages.set("community/forums:listReplies", [reply]);
    renderThread();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      thread.title,
    );
    expect(screen.getByText("photosynthesis").tagName).toBe("STRONG");
    expect(screen.getByText("3 days ago")).toHaveAttribute("title");
    expect(
      screen.getByRole("button", { name: "Upvote this thread, 5 upvotes" }),
    ).toHaveAttribute("aria-pressed", "false");
    const answer = screen.getByRole("article", { name: "Reply by Rohan D." });
    expect(answer).toHaveAttribute("id", "reply-reply-1");
    expect(within(answer).getByText("Mentor")).toBeInTheDocument();
    expect(
      within(answer).getByRole("button", {
        name: "Upvote this reply, 2 upvotes",
      }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(
      screen.getByRole("heading", { name: "Replies (1)" }),
    ).toBeInTheDocument();
  });

  it("lets a member report a reply's author as a member, and offers none on their own posts", async () => {
    convex.queries.set("community/forums:getThread", thread);
    convex.pages.set("community/forums:listReplies", [
      {
        ...reply,
        viewer: { ...reply.viewer, reportableAuthorId: "user-rohan" },
      },
    ]);
    mutation("community/reports:create").mockResolvedValue("report-1");
    renderThread();
    const u = user();
    // The thread's own author is the viewer here (no id to report): no button.
    expect(
      screen.queryByRole("button", { name: "Report member Meera K." }),
    ).toBeNull();
    const answer = screen.getByRole("article", { name: "Reply by Rohan D." });
    await u.click(
      within(answer).getByRole("button", { name: "Report member Rohan D." }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Report member Rohan D.",
    });
    await u.click(
      within(dialog).getByRole("radio", { name: "Bullying or harassment" }),
    );
    await u.click(within(dialog).getByRole("button", { name: "Send report" }));
    await waitFor(() =>
      expect(mutation("community/reports:create")).toHaveBeenCalledWith({
        targetType: "user",
        targetId: "user-rohan",
        reason: "bullying",
        details: undefined,
      }),
    );
  });

  it("validates the reply box, posts, clears it and says so", async () => {
    convex.queries.set("community/forums:getThread", thread);
    convex.pages.set("community/forums:listReplies", []);
    mutation("community/forums:reply").mockResolvedValue("reply-2");
    renderThread();
    const u = user();
    const post = screen.getByRole("button", { name: "Post reply" });
    await u.click(post);
    expectError(/^Your reply/, "Your reply is required");
    await fill(u, field(/^Your reply/), "a");
    await u.click(post);
    expectError(/^Your reply/, "Your reply must be at least 2 characters");
    expect(mutation("community/forums:reply")).not.toHaveBeenCalled();

    await u.clear(field(/^Your reply/));
    await fill(u, field(/^Your reply/), "  Chlorophyll traps light.  ");
    await u.click(post);
    await waitFor(() =>
      expect(mutation("community/forums:reply")).toHaveBeenCalledWith({
        threadId: "thread-1",
        content: "Chlorophyll traps light.",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Reply posted" }),
      ),
    );
    expect(field(/^Your reply/)).toHaveValue("");
  });

  it("asks a visitor to log in to reply or upvote", async () => {
    convex.queries.set("community/forums:getThread", {
      ...thread,
      viewer: { ...thread.viewer, canVote: false },
    });
    convex.pages.set("community/forums:listReplies", []);
    renderThread(signedOut);
    expect(screen.queryByLabelText(/^Your reply/)).not.toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Log in to reply" }),
    ).toHaveAttribute("href", "/login");
    await user().click(
      screen.getByRole("button", { name: /^Upvote this thread/ }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Please login to upvote" }),
      ),
    );
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(mutation("community/forums:toggleUpvote")).not.toHaveBeenCalled();
  });

  it("does not let authors upvote their own thread, and lets them edit it", async () => {
    convex.queries.set("community/forums:getThread", {
      ...thread,
      viewer: {
        upvoted: false,
        canEdit: true,
        canDelete: true,
        canAccept: true,
        canVote: false,
      },
    });
    convex.pages.set("community/forums:listReplies", [reply]);
    renderThread();
    const u = user();
    const upvote = screen.getByRole("button", { name: /^Upvote this thread/ });
    expect(upvote).toHaveAttribute("aria-disabled", "true");
    await u.click(upvote);
    expect(mutation("community/forums:toggleUpvote")).not.toHaveBeenCalled();

    await u.click(
      screen.getByRole("button", { name: "Mark as accepted answer" }),
    );
    await waitFor(() =>
      expect(
        mutation("community/forums:setAcceptedReply"),
      ).toHaveBeenCalledWith({
        threadId: "thread-1",
        replyId: "reply-1",
      }),
    );

    await u.click(screen.getByRole("button", { name: "Edit this thread" }));
    await u.clear(field(/^Title/));
    await fill(u, field(/^Title/), "Plant food");
    await u.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(mutation("community/forums:editThread")).toHaveBeenCalledWith({
        threadId: "thread-1",
        title: "Plant food",
        content: thread.content,
      }),
    );
  });
});

describe("ForumSection", () => {
  it("shows the empty text and sends a visitor to log in for New Thread", async () => {
    convex.pages.set("community/forums:listThreads", []);
    renderRoutes(
      [
        { path: "/community", element: <ForumSection /> },
        { path: "/login", element: <p>Login page</p> },
      ],
      { path: "/community", session: signedOut },
    );
    expect(
      screen.getByRole("heading", { name: "Discussion Forums" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "All Topics" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(
      screen.getByRole("button", { name: "Mathematics" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("No threads yet. Start a discussion!"),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Manage categories" }),
    ).not.toBeInTheDocument();
    await user().click(screen.getByRole("button", { name: "New Thread" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          message: "Please login to start a discussion",
        }),
      ),
    );
    expect(await screen.findByText("Login page")).toBeInTheDocument();
  });

  it("says what failed to load in place, and tries again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    convex.queries.set("community/forums:categories", new Error("boom"));
    convex.pages.set("community/forums:listThreads", []);
    renderRoutes([{ path: "/community", element: <ForumSection /> }], {
      path: "/community",
      session: signedOut,
    });
    expect(
      screen.getByRole("heading", { name: "Discussion Forums" }),
    ).toBeInTheDocument();
    const alerts = screen.getAllByRole("alert");
    expect(alerts[0]).toHaveTextContent("Error loading categories");

    convex.queries.set("community/forums:categories", categories);
    for (const alert of alerts)
      await user().click(
        within(alert).getByRole("button", { name: "Try again" }),
      );
    expect(
      screen.getByRole("button", { name: "Mathematics" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it("shows thread cards, and a member's New Thread carries the chosen topic", async () => {
    convex.pages.set("community/forums:listThreads", [
      {
        _id: "thread-1",
        title: "How do plants make food?",
        preview: "Explain photosynthesis please.",
        categoryId: "cat-science",
        authorName: "Rohan D.",
        authorBadge: "mentor",
        upvotes: 5,
        replyCount: 1,
        createdAt: Date.now() - 86_400_000,
        answered: true,
      },
    ]);
    const { router } = renderRoutes(
      [
        { path: "/community", element: <ForumSection /> },
        { path: "/community/new-thread", element: <p>New thread page</p> },
      ],
      { path: "/community", session: signedIn("student", "moderator") },
    );
    const card = screen.getByRole("article", {
      name: "How do plants make food?",
    });
    expect(
      within(card).getByRole("link", { name: "How do plants make food?" }),
    ).toHaveAttribute("href", "/community/thread/thread-1");
    expect(card).toHaveTextContent("5 upvotes");
    expect(card).toHaveTextContent("1 reply");
    expect(card).toHaveTextContent("Answered");
    expect(card).toHaveTextContent("Mentor");
    expect(within(card).getByText("yesterday")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Manage categories" }),
    ).toBeInTheDocument();

    const u = user();
    await u.click(screen.getByRole("button", { name: "Science" }));
    expect(screen.getByRole("button", { name: "Science" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await u.click(screen.getByRole("button", { name: "New Thread" }));
    expect(await screen.findByText("New thread page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?category=cat-science");
  });
});

describe("Markdown", () => {
  it("renders **bold**, lists and code", () => {
    renderAt(<Markdown>{"**bold** text\n\n- one\n- two\n\n`x = 1`"}</Markdown>);
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("x = 1").tagName).toBe("CODE");
  });

  it("never renders raw HTML", () => {
    const alert = vi.fn();
    window.alert = alert;
    const { container } = renderAt(
      <Markdown>
        {
          'Hello <script>alert("x")</script> and <img src="x" onerror="alert(1)"> <b>raw</b>\n\n<div onclick="alert(2)">block</div>'
        }
      </Markdown>,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("[onclick], [onerror]")).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(container).toHaveTextContent("Hello");
  });

  it("drops javascript: links and opens other sites safely in a new tab", () => {
    renderAt(
      <Markdown>
        {
          "[bad](javascript:alert(1)) [site](https://ncert.nic.in/x) [here](/community)"
        }
      </Markdown>,
    );
    const external = screen.getByRole("link", { name: /site/ });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer nofollow");
    const internal = screen.getByRole("link", { name: "here" });
    expect(internal).toHaveAttribute("href", "/community");
    expect(internal).not.toHaveAttribute("target");
    const bad = screen.queryByRole("link", { name: "bad" });
    expect(bad?.getAttribute("href") ?? "").not.toMatch(/javascript/i);
  });

  it("does not load pictures from other sites", () => {
    const { container } = renderAt(
      <Markdown>{"![a cat](https://example.com/cat.png)"}</Markdown>,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: /Image: a cat/ })).toHaveAttribute(
      "href",
      "https://example.com/cat.png",
    );
  });
});
