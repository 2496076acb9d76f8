import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ReportsPage } from "../../src/features/admin/ReportsPage";
import { WarningNotice } from "../../src/features/community/WarningNotice";
import { fakeConvex as convex } from "./fakeConvex";
import { renderAt, signedIn } from "./render";

vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

// jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    value: { addEventListener() {}, removeEventListener() {} },
  });

const LIST = "admin/reports:list";
const DECIDE = "admin/reports:decide";
const CLAIM = "admin/claims:claim";
const RELEASE = "admin/claims:release";
const TAKE_OVER = "admin/claims:takeOver";
const SUMMARY = "admin/reports:summary";

const toast = vi.spyOn(notifications, "show");
beforeEach(() => {
  convex.reset();
  toast.mockClear();
});
const user = () => userEvent.setup({ delay: null });

const item = {
  _id: "g1",
  targetType: "thread" as const,
  targetId: "t1",
  link: "/community/thread/t1",
  status: "pending" as const,
  resolution: null,
  reportCount: 7,
  latestAt: Date.now() - 5 * 60_000,
  reasons: ["spam", "misinformation"],
  reporters: [
    { _id: "r1", name: "Aarav S.", reason: "spam", details: null },
    {
      _id: "r2",
      name: "Ishaan R.",
      reason: "misinformation",
      details: "Exam papers are not leaked.",
    },
  ],
  target: {
    title: "Buy cheap exam papers here",
    body: "Message me for leaked papers, only ₹99!",
    authorName: "Diya M.",
    shown: true,
  },
  authorWarnings: 3,
  authorFlagged: true,
  decidedByName: null,
  decidedAt: null,
  decisionNote: null,
  claim: null as null | {
    staffName: string;
    expiresAt: number;
    mine: boolean;
    takenFromYou?: boolean;
  },
  ownCase: false,
};

const renderPage = () =>
  renderAt(<ReportsPage />, {
    path: "/admin/reports",
    session: signedIn("mentor", "moderator"),
  });

describe("ReportsPage", () => {
  it("shows each reported thing once, with its count, reasons, reporters, content and the author's flag", () => {
    convex.pages.set(LIST, [item]);
    renderPage();
    const card = screen.getByRole("listitem", {
      name: "Buy cheap exam papers here",
    });
    expect(card).toHaveTextContent(
      "Thread · reported 7 times · latest 5 min ago",
    );
    expect(card).toHaveTextContent("Message me for leaked papers, only ₹99!");
    expect(card).toHaveTextContent("Aarav S.: Spam");
    expect(card).toHaveTextContent(
      "Ishaan R.: Misinformation — “Exam papers are not leaked.”",
    );
    expect(card).toHaveTextContent("and 5 others");
    expect(card).toHaveTextContent("By Diya M. · 3 warnings in 90 days");
    expect(card).toHaveTextContent("3+ warnings in 90 days");
    expect(convex.askedWith(LIST)[0]).toMatchObject({ status: "pending" });
  });

  it("says who is handling an item, and does not let a second moderator open it", () => {
    convex.pages.set(LIST, [
      {
        ...item,
        claim: {
          staffName: "Priya Nair",
          expiresAt: Date.now() + 60_000,
          mine: false,
        },
      },
    ]);
    renderPage();
    expect(screen.getByText("Being handled by Priya Nair")).toBeInTheDocument();
    expect(
      screen.getByRole("button", {
        name: "Review the reports of Buy cheap exam papers here",
      }),
    ).toBeDisabled();
  });

  it("opens an item (claiming it) and removes the content: Report resolved", async () => {
    convex.pages.set(LIST, [item]);
    convex.mutation(CLAIM).mockResolvedValue({ taken: true });
    convex.mutation(DECIDE).mockResolvedValue({ status: "resolved" });
    renderPage();
    const u = user();
    await u.click(
      screen.getByRole("button", {
        name: "Review the reports of Buy cheap exam papers here",
      }),
    );
    expect(convex.mutation(CLAIM)).toHaveBeenCalledWith({ key: "report:t1" });
    const dialog = await screen.findByRole("dialog", {
      name: "Review: Buy cheap exam papers here",
    });
    await u.click(
      within(dialog).getByRole("button", { name: "Remove Content" }),
    );
    await waitFor(() =>
      expect(convex.mutation(DECIDE)).toHaveBeenCalledWith({
        groupId: "g1",
        action: "remove",
        reason: undefined,
      }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Report resolved" }),
    );
  });

  it("needs a reason to warn, and shows the server's refusal as Failed to update report", async () => {
    convex.pages.set(LIST, [item]);
    convex.mutation(CLAIM).mockResolvedValue({ taken: true });
    convex.mutation(DECIDE).mockRejectedValue(
      new ConvexError({
        code: "Conflict",
        message: "This report has already been resolved by Priya Nair.",
      }),
    );
    renderPage();
    const u = user();
    await u.click(
      screen.getByRole("button", {
        name: "Review the reports of Buy cheap exam papers here",
      }),
    );
    const dialog = await screen.findByRole("dialog");
    await u.click(within(dialog).getByRole("button", { name: "Warn User" }));
    expect(dialog).toHaveTextContent(
      "Please give the reason for the warning (at least 5 characters).",
    );
    expect(convex.mutation(DECIDE)).not.toHaveBeenCalled();
    await u.type(
      within(dialog).getByLabelText(/^Reason/, { selector: "textarea" }),
      "Selling exam papers is not allowed.",
    );
    await u.click(within(dialog).getByRole("button", { name: "Warn User" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Failed to update report",
          message: "This report has already been resolved by Priya Nair.",
        }),
      ),
    );
    expect(convex.mutation(DECIDE)).toHaveBeenCalledWith({
      groupId: "g1",
      action: "warn",
      reason: "Selling exam papers is not allowed.",
    });
    // Closing the item lets the others have it.
    await u.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(convex.mutation(RELEASE)).toHaveBeenCalledWith({ key: "report:t1" });
  });

  it("shows a decided item's decision, and the queue's load failure", () => {
    convex.pages.set(LIST, [
      {
        ...item,
        status: "resolved",
        resolution: "removed",
        decidedByName: "Kabir Khan",
        decidedAt: Date.UTC(2026, 10, 20),
        target: { ...item.target, shown: false },
      },
    ]);
    const { unmount } = renderPage();
    expect(screen.getByText(/Removed by a moderator/)).toBeInTheDocument();
    expect(
      screen.getByText(/Content removed by Kabir Khan/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Review/ })).toBeNull();
    unmount();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    convex.pages.set(LIST, new Error("offline"));
    renderPage();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Failed to load reports",
    );
    quiet.mockRestore();
  });
});

describe("ReportsPage: who may decide", () => {
  const heldByKabir = {
    staffName: "Kabir Khan",
    expiresAt: Date.now() + 60_000,
    mine: false,
  };

  it("says plainly that a report about the viewer is for another staff member, and does not open it", () => {
    convex.pages.set(LIST, [{ ...item, ownCase: true }]);
    renderPage();
    const card = screen.getByRole("listitem", {
      name: "Buy cheap exam papers here",
    });
    expect(card).toHaveTextContent(
      "This report is about you or something you posted, so another staff member must decide it.",
    );
    expect(
      within(card).getByRole("button", {
        name: "Review the reports of Buy cheap exam papers here",
      }),
    ).toBeDisabled();
  });

  it("lets an admin take over an item a moderator holds, after asking, and opens it", async () => {
    convex.pages.set(LIST, [{ ...item, claim: heldByKabir }]);
    convex.mutation(TAKE_OVER).mockResolvedValue({
      taken: true,
      from: "Kabir Khan",
    });
    renderAt(<ReportsPage />, {
      path: "/admin/reports",
      session: signedIn("mentor", "admin"),
    });
    const u = user();
    expect(
      screen.getByRole("button", {
        name: "Review the reports of Buy cheap exam papers here",
      }),
    ).toBeDisabled();
    await u.click(
      screen.getByRole("button", {
        name: "Take over Buy cheap exam papers here from Kabir Khan",
      }),
    );
    const ask = await screen.findByRole("dialog", {
      name: "Take over this item?",
    });
    expect(ask).toHaveTextContent("Kabir Khan is handling it now.");
    expect(convex.mutation(TAKE_OVER)).not.toHaveBeenCalled();
    await u.click(within(ask).getByRole("button", { name: "Take over" }));
    await waitFor(() =>
      expect(convex.mutation(TAKE_OVER)).toHaveBeenCalledWith({
        key: "report:t1",
      }),
    );
    expect(
      await screen.findByRole("dialog", {
        name: "Review: Buy cheap exam papers here",
      }),
    ).toBeInTheDocument();
  });

  it("offers a moderator no take-over", () => {
    convex.pages.set(LIST, [{ ...item, claim: heldByKabir }]);
    renderPage();
    expect(screen.queryByRole("button", { name: /Take over/ })).toBeNull();
  });

  it("tells the holder at once when an admin takes their open item over, and turns its decisions off", async () => {
    convex.pages.set(LIST, [item]);
    convex.mutation(CLAIM).mockResolvedValue({ taken: true });
    const { router } = renderPage();
    const u = user();
    await u.click(
      screen.getByRole("button", {
        name: "Review the reports of Buy cheap exam papers here",
      }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByRole("button", { name: "Dismiss Report" }),
    ).toBeEnabled();
    // The queue's subscription brings the admin's take-over.
    convex.pages.set(LIST, [
      {
        ...item,
        claim: {
          staffName: "Priya Nair",
          expiresAt: Date.now() + 60_000,
          mine: false,
          takenFromYou: true,
        },
      },
    ]);
    await act(() => router.navigate("/admin/reports?tab=pending"));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Priya Nair took this report over from you, so you can no longer decide it.",
    );
    for (const name of ["Dismiss Report", "Warn User", "Remove Content"])
      expect(within(dialog).getByRole("button", { name })).toBeDisabled();
  });

  it("counts pending reported items as the overview does, with their reports", () => {
    convex.pages.set(LIST, [item]);
    convex.queries.set(SUMMARY, { pendingItems: 3, pendingReports: 6 });
    renderPage();
    expect(
      screen.getByText("Pending: 3 reported items (6 reports)"),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /Pending/ })).toHaveTextContent(
      "Pending3",
    );
  });
});

describe("WarningNotice", () => {
  it("shows an unacknowledged warning until the member acknowledges it", async () => {
    convex.queries.set("community/reports:myWarnings", [
      {
        _id: "w1",
        reason: "Selling exam papers is not allowed.",
        createdAt: Date.UTC(2026, 10, 20),
      },
    ]);
    renderAt(<WarningNotice />, { session: signedIn("student") });
    const dialog = await screen.findByRole("dialog", {
      name: "A warning from our moderators",
    });
    expect(dialog).toHaveTextContent(
      "Reason: Selling exam papers is not allowed.",
    );
    await user().click(
      within(dialog).getByRole("button", { name: "I understand" }),
    );
    expect(
      convex.mutation("community/reports:acknowledgeWarning"),
    ).toHaveBeenCalledWith({ warningId: "w1" });
  });

  it("asks nothing of a visitor", () => {
    renderAt(<WarningNotice />);
    expect(convex.askedWith("community/reports:myWarnings")).toEqual([]);
  });
});
