import { notifications } from "@mantine/notifications";
import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AdminOverviewPage } from "../../src/features/admin/AdminOverviewPage";
import { ContentManagementPage } from "../../src/features/admin/ContentManagementPage";
import { fakeConvex as convex } from "./fakeConvex";
import { renderAt, signedIn } from "./render";

vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

// jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    value: { addEventListener() {}, removeEventListener() {} },
  });

const LIST = "admin/content:list";
const APPROVE = "admin/content:approve";
const DENY = "admin/content:deny";
const REMOVE = "admin/content:remove";
const CLAIM = "admin/claims:claim";
const RELEASE = "admin/claims:release";
const OVERVIEW = "admin/overview:overview";
const TAKE_OVER = "admin/claims:takeOver";

const toast = vi.spyOn(notifications, "show");
beforeEach(() => {
  convex.reset();
  toast.mockClear();
});
const user = () => userEvent.setup({ delay: null });

const lesson = {
  _id: "c1",
  status: "pending" as const,
  snippet: "Real numbers on the number line",
  authorName: "Meera Iyer",
  submittedAt: Date.UTC(2026, 10, 20),
  reviewedAt: null,
  denialReason: null,
  claim: null,
  ownCase: false,
  preview: {
    kind: "lesson_upload" as const,
    title: "Real numbers on the number line",
    description: "How to place √2 on the number line, step by step.",
    fileName: "number-line.mp4",
    sizeBytes: 5 * 1024 * 1024,
    durationSeconds: 95,
    videoUrl: "http://127.0.0.1:3210/api/storage/abc",
    captionsUrl: null as string | null,
    grade: 9,
    subjectName: "Mathematics",
    chapterNumber: 2,
    chapterTitle: "Polynomials",
    lessonId: null,
  },
};

const event = {
  _id: "c2",
  status: "pending" as const,
  snippet: "Study group: trigonometry",
  authorName: "Aarav S.",
  submittedAt: Date.UTC(2026, 10, 21),
  reviewedAt: null,
  denialReason: null,
  claim: null,
  ownCase: false,
  preview: {
    kind: "event_proposal" as const,
    title: "Study group: trigonometry",
    description: "We practise heights and distances together.",
    eventType: "study_session",
    scheduledAt: Date.UTC(2026, 11, 2, 12, 30),
    durationMinutes: 60,
    maxAttendees: 20,
    eventStatus: "proposed",
  },
};

const revision = {
  _id: "c3",
  status: "pending" as const,
  snippet: "FREE board exam papers",
  authorName: "Aarav S.",
  submittedAt: Date.UTC(2026, 10, 22),
  reviewedAt: null,
  denialReason: null,
  claim: null,
  preview: {
    kind: "event_revision" as const,
    title: "FREE board exam papers",
    eventStatus: "published",
    attendeeCount: 3,
    before: {
      title: "Study group: trigonometry",
      description: "We practise heights and distances together.",
      eventType: "study_session" as const,
      scheduledAt: Date.UTC(2026, 11, 2, 12, 30),
      durationMinutes: 60,
      maxAttendees: 20,
    },
    after: {
      title: "FREE board exam papers",
      description: "WhatsApp me, meet at my place after school.",
      eventType: "study_session" as const,
      scheduledAt: Date.UTC(2026, 11, 2, 12, 30),
      durationMinutes: 90,
      maxAttendees: 20,
    },
  },
};

const renderPage = () =>
  renderAt(<ContentManagementPage />, {
    path: "/admin/content",
    session: signedIn("mentor", "moderator"),
  });

const open = async (u: ReturnType<typeof user>, title: string) => {
  await u.click(screen.getByRole("button", { name: `Open ${title}` }));
  return screen.getByRole("listitem", { name: title });
};

describe("ContentManagementPage", () => {
  it("shows that a lesson upload has captions, and plays them in the preview", async () => {
    convex.pages.set(LIST, [
      {
        ...lesson,
        preview: {
          ...lesson.preview,
          captionsUrl: "http://127.0.0.1:3210/api/storage/captions1",
        },
      },
    ]);
    renderPage();
    const card = await open(user(), "Real numbers on the number line");
    expect(card).toHaveTextContent("Captions: English (WebVTT)");
    const player = within(card).getByLabelText(
      "Preview of Real numbers on the number line",
    );
    expect(player).toHaveAttribute("crossorigin", "anonymous");
    const track = player.querySelector("track")!;
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("srclang", "en");
    expect(track).toHaveAttribute(
      "src",
      "http://127.0.0.1:3210/api/storage/captions1",
    );
  });

  it("lists lesson uploads and proposed events; opening one previews it and claims it", async () => {
    convex.pages.set(LIST, [event, lesson]);
    renderPage();
    expect(
      screen.getByRole("heading", { level: 1, name: "Content Management" }),
    ).toBeInTheDocument();
    expect(convex.askedWith(LIST).at(-1)).toEqual({ status: "pending" });
    const u = user();
    const lessonCard = await open(u, "Real numbers on the number line");
    expect(lessonCard).toHaveTextContent("Lesson upload");
    expect(lessonCard).toHaveTextContent(
      "Class 9 · Mathematics · Chapter 2: Polynomials",
    );
    expect(lessonCard).toHaveTextContent("Submitted by Meera Iyer");
    const player = within(lessonCard).getByLabelText(
      "Preview of Real numbers on the number line",
    );
    expect(player.tagName).toBe("VIDEO");
    expect(player).toHaveAttribute("src", lesson.preview.videoUrl);
    expect(lessonCard).toHaveTextContent("Captions: none");
    expect(player.querySelector("track")).toBeNull();
    expect(convex.mutation(CLAIM)).toHaveBeenCalledWith({ key: "content:c1" });

    const eventCard = await open(u, "Study group: trigonometry");
    const preview = within(eventCard).getByRole("group", {
      name: "Preview of Study group: trigonometry",
    });
    expect(preview).toHaveTextContent("Study session");
    expect(preview).toHaveTextContent(
      "We practise heights and distances together.",
    );
    expect(preview).toHaveTextContent("60 minutes");
    expect(preview).toHaveTextContent("2 Dec, 2026 · 6:00 pm IST");
    await u.click(within(eventCard).getByRole("button", { name: "Close" }));
    expect(convex.mutation(RELEASE)).toHaveBeenCalledWith({
      key: "content:c2",
    });
  });

  it("shows a change to an approved event as the listed and the proposed version side by side", async () => {
    convex.pages.set(LIST, [revision]);
    renderPage();
    const u = user();
    const card = await open(u, "FREE board exam papers");
    expect(card).toHaveTextContent("Change to an approved event");
    const listed = within(card).getByRole("group", {
      name: "Listed now: Study group: trigonometry",
    });
    const proposed = within(card).getByRole("group", {
      name: "Proposed change: FREE board exam papers",
    });
    expect(listed).toHaveTextContent(
      "We practise heights and distances together.",
    );
    expect(listed).toHaveTextContent("60 minutes");
    expect(proposed).toHaveTextContent(
      "WhatsApp me, meet at my place after school.",
    );
    expect(proposed).toHaveTextContent("90 minutes");
    // The fields that change are marked in both versions; the others are not.
    for (const version of [listed, proposed]) {
      expect(within(version).getByText("Title (changed)")).toBeInTheDocument();
      expect(
        within(version).getByText("Description (changed)"),
      ).toBeInTheDocument();
      expect(
        within(version).getByText("Duration (changed)"),
      ).toBeInTheDocument();
      expect(within(version).getByText("When")).toBeInTheDocument();
      expect(within(version).getByText("3 / 20 attending")).toBeInTheDocument();
    }
    await u.click(
      within(card).getByRole("button", {
        name: "Approve FREE board exam papers",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Approve this content?",
    });
    expect(dialog).toHaveTextContent(
      "The event is listed with these changes at once",
    );
  });

  it("shows who is handling an item while their claim lasts", () => {
    convex.pages.set(LIST, [
      {
        ...event,
        claim: {
          staffName: "Priya Nair",
          expiresAt: Date.now() + 60_000,
          mine: false,
        },
      },
      {
        ...lesson,
        claim: {
          staffName: "Priya Nair",
          expiresAt: Date.now() - 1,
          mine: false,
        },
      },
    ]);
    renderPage();
    expect(
      screen.getByRole("listitem", { name: "Study group: trigonometry" }),
    ).toHaveTextContent("Being handled by Priya Nair");
    expect(
      screen.getByRole("listitem", { name: "Real numbers on the number line" }),
    ).not.toHaveTextContent("Being handled by");
  });

  it("switches status; the button of the current status is disabled", async () => {
    convex.pages.set(LIST, [
      { ...event, status: "approved", reviewedAt: Date.UTC(2026, 10, 22) },
    ]);
    renderPage();
    const u = user();
    await u.click(screen.getByRole("radio", { name: "Approved" }));
    expect(convex.askedWith(LIST).at(-1)).toEqual({ status: "approved" });
    const card = await open(u, "Study group: trigonometry");
    expect(card).toHaveTextContent("Approved");
    expect(
      within(card).getByRole("button", {
        name: "Approve Study group: trigonometry",
      }),
    ).toBeDisabled();
    // Only the current decision's button is disabled.
    expect(
      within(card).getByRole("button", {
        name: "Deny Study group: trigonometry",
      }),
    ).toBeEnabled();
    expect(
      within(card).getByRole("button", {
        name: "Delete Study group: trigonometry",
      }),
    ).toBeEnabled();
    // A decided item is not claimed.
    expect(convex.mutation(CLAIM)).not.toHaveBeenCalled();
  });

  it("says when nothing waits, and when the queue cannot load", () => {
    convex.pages.set(LIST, []);
    const { unmount } = renderPage();
    expect(
      screen.getByText("No content is waiting for review."),
    ).toBeInTheDocument();
    unmount();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    convex.pages.set(LIST, new Error("offline"));
    renderPage();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Failed to load content",
    );
    quiet.mockRestore();
  });

  it("approves after asking, with the status it saw, and says Content approved", async () => {
    convex.pages.set(LIST, [event]);
    convex.mutation(APPROVE).mockResolvedValue({ status: "approved" });
    renderPage();
    const u = user();
    const card = await open(u, "Study group: trigonometry");
    await u.click(
      within(card).getByRole("button", {
        name: "Approve Study group: trigonometry",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Approve this content?",
    });
    await u.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(convex.mutation(APPROVE)).toHaveBeenCalledWith({
        contentId: "c2",
        expectedStatus: "pending",
      }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Content approved" }),
    );
  });

  it("denies with a reason of 10 characters or more, and says Content denied", async () => {
    convex.pages.set(LIST, [lesson]);
    renderPage();
    const u = user();
    const card = await open(u, "Real numbers on the number line");
    await u.click(
      within(card).getByRole("button", {
        name: "Deny Real numbers on the number line",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Deny this content?",
    });
    const reason = within(dialog).getByLabelText(/^Reason/, {
      selector: "textarea",
    });
    await u.type(reason, "Too short");
    await u.click(within(dialog).getByRole("button", { name: "Deny content" }));
    expect(
      await within(dialog).findByText("Reason must be at least 10 characters"),
    ).toBeInTheDocument();
    expect(convex.mutation(DENY)).not.toHaveBeenCalled();
    await u.clear(reason);
    await u.type(reason, "The audio is too quiet to follow.");
    await u.click(within(dialog).getByRole("button", { name: "Deny content" }));
    await waitFor(() =>
      expect(convex.mutation(DENY)).toHaveBeenCalledWith({
        contentId: "c1",
        expectedStatus: "pending",
        reason: "The audio is too quiet to follow.",
      }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Content denied" }),
    );
  });

  it("changes a decision only with a reason: an approved item denied, a denied one approved", async () => {
    convex.pages.set(LIST, [
      { ...lesson, status: "approved", reviewedAt: Date.UTC(2026, 10, 22) },
    ]);
    const { unmount } = renderPage();
    const u = user();
    let card = await open(u, "Real numbers on the number line");
    expect(card).toHaveTextContent(
      "the lesson is hidden from students, who keep their progress",
    );
    await u.click(
      within(card).getByRole("button", {
        name: "Deny Real numbers on the number line",
      }),
    );
    let dialog = await screen.findByRole("dialog", {
      name: "Deny this content?",
    });
    await u.type(
      within(dialog).getByLabelText(/^Reason/, { selector: "textarea" }),
      "The worked example has a mistake.",
    );
    await u.click(within(dialog).getByRole("button", { name: "Deny content" }));
    await waitFor(() =>
      expect(convex.mutation(DENY)).toHaveBeenCalledWith({
        contentId: "c1",
        expectedStatus: "approved",
        reason: "The worked example has a mistake.",
      }),
    );
    unmount();

    convex.pages.set(LIST, [
      {
        ...lesson,
        status: "denied",
        reviewedAt: Date.UTC(2026, 10, 22),
        denialReason: "The worked example has a mistake.",
      },
    ]);
    renderPage();
    card = await open(u, "Real numbers on the number line");
    expect(
      within(card).getByRole("button", {
        name: "Deny Real numbers on the number line",
      }),
    ).toBeDisabled();
    await u.click(
      within(card).getByRole("button", {
        name: "Approve Real numbers on the number line",
      }),
    );
    dialog = await screen.findByRole("dialog", {
      name: "Approve this denied content?",
    });
    const reason = within(dialog).getByLabelText(/^Reason/, {
      selector: "textarea",
    });
    await u.type(reason, "Too short");
    await u.click(
      within(dialog).getByRole("button", { name: "Approve content" }),
    );
    expect(
      await within(dialog).findByText("Reason must be at least 10 characters"),
    ).toBeInTheDocument();
    expect(convex.mutation(APPROVE)).not.toHaveBeenCalled();
    await u.clear(reason);
    await u.type(reason, "The mistake was only in the thumbnail.");
    await u.click(
      within(dialog).getByRole("button", { name: "Approve content" }),
    );
    await waitFor(() =>
      expect(convex.mutation(APPROVE)).toHaveBeenCalledWith({
        contentId: "c1",
        expectedStatus: "denied",
        reason: "The mistake was only in the thumbnail.",
      }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Content approved" }),
    );
  });

  it("deletes after asking, and says Content deleted or Failed to delete content", async () => {
    convex.pages.set(LIST, [event]);
    renderPage();
    const u = user();
    const card = await open(u, "Study group: trigonometry");
    const del = async () => {
      await u.click(
        within(card).getByRole("button", {
          name: "Delete Study group: trigonometry",
        }),
      );
      const dialog = await screen.findByRole("dialog", {
        name: "Delete this content?",
      });
      await u.click(within(dialog).getByRole("button", { name: "Delete" }));
    };
    await del();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Content deleted" }),
      ),
    );
    expect(convex.mutation(REMOVE)).toHaveBeenCalledWith({
      contentId: "c2",
      expectedStatus: "pending",
    });
    convex.mutation(REMOVE).mockRejectedValue(
      new ConvexError({
        code: "NotFound",
        message: "This content no longer exists.",
      }),
    );
    await del();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Failed to delete content",
          message: "This content no longer exists.",
        }),
      ),
    );
  });

  it("says Failed to update content with who decided first", async () => {
    convex.pages.set(LIST, [event]);
    convex.mutation(APPROVE).mockRejectedValue(
      new ConvexError({
        code: "Conflict",
        message: "This content has already been denied by Priya Nair.",
      }),
    );
    renderPage();
    const u = user();
    const card = await open(u, "Study group: trigonometry");
    await u.click(
      within(card).getByRole("button", {
        name: "Approve Study group: trigonometry",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Approve this content?",
    });
    await u.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Failed to update content",
          message: "This content has already been denied by Priya Nair.",
        }),
      ),
    );
  });
});

describe("ContentManagementPage: who may decide", () => {
  const decisions = (card: HTMLElement, title: string) =>
    [`Approve ${title}`, `Deny ${title}`, `Delete ${title}`].map((name) =>
      within(card).getByRole("button", { name }),
    );

  it("turns the decisions off on the viewer's own content, saying why", async () => {
    convex.pages.set(LIST, [{ ...event, ownCase: true }]);
    renderPage();
    const card = await open(user(), "Study group: trigonometry");
    expect(card).toHaveTextContent(
      "This is your own content, so another staff member must decide it.",
    );
    for (const button of decisions(card, "Study group: trigonometry"))
      expect(button).toBeDisabled();
  });

  it("turns the decisions off while another staff member holds the item; an admin takes it over after asking", async () => {
    const held = {
      ...event,
      claim: {
        staffName: "Kabir Khan",
        expiresAt: Date.now() + 60_000,
        mine: false,
        takenFromYou: false,
      },
    };
    convex.pages.set(LIST, [held]);
    const { unmount } = renderPage();
    const card = await open(user(), "Study group: trigonometry");
    for (const button of decisions(card, "Study group: trigonometry"))
      expect(button).toBeDisabled();
    // A moderator cannot take it over.
    expect(
      within(card).queryByRole("button", { name: /Take over/ }),
    ).toBeNull();
    unmount();

    convex.mutation(TAKE_OVER).mockResolvedValue({
      taken: true,
      from: "Kabir Khan",
    });
    renderAt(<ContentManagementPage />, {
      path: "/admin/content",
      session: signedIn("mentor", "admin"),
    });
    const u = user();
    await u.click(
      screen.getByRole("button", {
        name: "Take over Study group: trigonometry from Kabir Khan",
      }),
    );
    const ask = await screen.findByRole("dialog", {
      name: "Take over this item?",
    });
    await u.click(within(ask).getByRole("button", { name: "Take over" }));
    await waitFor(() =>
      expect(convex.mutation(TAKE_OVER)).toHaveBeenCalledWith({
        key: "content:c2",
      }),
    );
  });

  it("renews the claim each minute, saying whether the viewer touched the page since (an untouched page lets it lapse)", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      convex.pages.set(LIST, [event]);
      renderPage();
      fireEvent.click(
        screen.getByRole("button", { name: "Open Study group: trigonometry" }),
      );
      const claim = convex.mutation(CLAIM);
      expect(claim).toHaveBeenLastCalledWith({ key: "content:c2" });
      act(() => vi.advanceTimersByTime(60_000));
      expect(claim).toHaveBeenLastCalledWith({
        key: "content:c2",
        interacted: false,
      });
      fireEvent.keyDown(window, { key: "ArrowDown" });
      act(() => vi.advanceTimersByTime(60_000));
      expect(claim).toHaveBeenLastCalledWith({
        key: "content:c2",
        interacted: true,
      });
      act(() => vi.advanceTimersByTime(60_000));
      expect(claim).toHaveBeenLastCalledWith({
        key: "content:c2",
        interacted: false,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("tells the previous holder that an admin took the item over", () => {
    convex.pages.set(LIST, [
      {
        ...event,
        claim: {
          staffName: "Priya Nair",
          expiresAt: Date.now() + 60_000,
          mine: false,
          takenFromYou: true,
        },
      },
    ]);
    renderPage();
    expect(
      within(
        screen.getByRole("listitem", { name: "Study group: trigonometry" }),
      ).getByRole("alert"),
    ).toHaveTextContent(
      "Priya Nair took this content over from you, so you can no longer decide it.",
    );
  });
});

describe("AdminOverviewPage", () => {
  const figures = {
    students: 1234,
    verifiedMentors: 56,
    pendingContent: 7,
    pendingReportItems: 3,
    pendingReports: 6,
    pendingApplications: 2,
  };

  it("shows an admin every card, each linking to its queue, and Monitor Activity", () => {
    convex.queries.set(OVERVIEW, {
      staffRole: "admin",
      ...figures,
      activity: 890,
    });
    renderAt(<AdminOverviewPage />, {
      path: "/admin",
      session: signedIn("mentor", "admin"),
    });
    const card = (name: string) => screen.getByRole("group", { name });
    expect(card("Students")).toHaveTextContent("1,234");
    expect(card("Verified mentors")).toHaveTextContent("56");
    expect(
      within(card("Pending content")).getByRole("link", {
        name: "Review content",
      }),
    ).toHaveAttribute("href", "/admin/content");
    expect(
      within(card("Pending reports")).getByRole("link", {
        name: "Review reports",
      }),
    ).toHaveAttribute("href", "/admin/reports");
    // Counted as Report Management's Pending tab counts: reported items.
    expect(card("Pending reports")).toHaveTextContent(
      "Pending reports33 reported items (6 reports)",
    );
    expect(card("Pending applications")).toHaveTextContent("2");
    expect(card("User activity")).toHaveTextContent("890");
    expect(
      screen.getByRole("link", { name: "Monitor Activity" }),
    ).toHaveAttribute("href", "/admin/activity");
  });

  it("shows a moderator no activity card and no Monitor Activity", () => {
    convex.queries.set(OVERVIEW, {
      staffRole: "moderator",
      ...figures,
      activity: null,
    });
    renderAt(<AdminOverviewPage />, {
      path: "/admin",
      session: signedIn("mentor", "moderator"),
    });
    expect(
      screen.getByRole("group", { name: "Pending content" }),
    ).toHaveTextContent("7");
    expect(screen.queryByRole("group", { name: "User activity" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Monitor Activity" })).toBeNull();
  });
});
