// A parent's answers to their child's requests on /parent, and a student's
// "Move up a class" on /settings/account, in and out of the window.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "../../convex/_generated/dataModel";
import { ChildRequests } from "../../src/features/families/ChildRequests";
import { AccountSettingsPage } from "../../src/features/privacy/AccountSettingsPage";
import { fakeConvex as convex } from "./fakeConvex";
import { renderAt, signedInStudent } from "./render";

vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

const childId = "child1" as Id<"users">;
const PENDING = "families/requests:pending";
const MY_MOVE = "families/requests:myClassMove";

beforeEach(() => convex.reset());
afterEach(() => vi.useRealTimers());

const showChild = () =>
  renderAt(<ChildRequests childId={childId} fullName="Ishita Rao" />);

describe("a child's requests on the parent's page", () => {
  it("shows nothing for a child the parent may not act for", () => {
    convex.queries.set(PENDING, null);
    showChild();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows a move up a class as it arrives, and confirms it after asking", async () => {
    convex.queries.set(PENDING, {
      deletion: null,
      scheduledDeletion: null,
      classMove: null,
    });
    convex.mutations.set(
      "families/requests:confirmClassMove",
      vi.fn(async () => ({ moved: true })),
    );
    showChild();
    expect(
      screen.getByRole("button", { name: "Download Ishita's data" }),
    ).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    act(() =>
      convex.update(() =>
        convex.queries.set(PENDING, {
          deletion: null,
          scheduledDeletion: null,
          classMove: { fromGrade: 8, toGrade: 9, requestedAt: Date.now() },
        }),
      ),
    );
    const request = screen.getByRole("alert");
    expect(request).toHaveTextContent("Ishita asks to move up to Class 9");
    const u = userEvent.setup();
    await u.click(
      within(request).getByRole("button", { name: "Confirm the move" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Move Ishita Rao up to Class 9?",
    });
    await u.click(
      within(dialog).getByRole("button", { name: "Confirm the move" }),
    );
    await waitFor(() =>
      expect(
        convex.mutation("families/requests:confirmClassMove"),
      ).toHaveBeenCalledWith({ childId }),
    );
  });

  it("declines a deletion in one step, and asks before confirming one", async () => {
    convex.queries.set(PENDING, {
      deletion: { requestedAt: Date.now() },
      scheduledDeletion: null,
      classMove: null,
    });
    showChild();
    const request = screen.getByRole("alert");
    expect(request).toHaveTextContent("deleted after 7 days");
    const u = userEvent.setup();
    await u.click(
      within(request).getByRole("button", { name: "Decline the deletion" }),
    );
    await waitFor(() =>
      expect(
        convex.mutation("families/requests:declineDeletion"),
      ).toHaveBeenCalledWith({ childId }),
    );
    await u.click(
      within(request).getByRole("button", { name: "Confirm deletion" }),
    );
    expect(
      await screen.findByRole("dialog", {
        name: "Delete Ishita Rao's account?",
      }),
    ).toBeVisible();
    expect(
      convex.mutation("families/requests:confirmDeletion"),
    ).not.toHaveBeenCalled();
  });
});

describe("moving up a class, on the student's settings", () => {
  const show = () => {
    convex.queries.set("accounts/profile:mine", {
      email: "ishita@example.in",
      fullName: "Ishita Rao",
      role: "student",
      nickname: "",
      leaderboardVisibility: "anonymous",
    });
    convex.queries.set("privacy/deletion:mine", null);
    convex.queries.set(MY_MOVE, { grade: 8, pending: null });
    renderAt(<AccountSettingsPage />, { session: signedInStudent(8) });
  };

  it("explains when it opens, outside 1 March – 31 May", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T06:00:00Z"));
    show();
    const button = screen.getByRole("button", { name: "Move up to Class 9" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleDescription(
      "You can ask to move up a class only at the start of the school year, from 1 March to 31 May.",
    );
    await userEvent.setup().click(button);
    expect(
      convex.mutation("families/requests:askClassMove"),
    ).not.toHaveBeenCalled();
  });

  it("asks for the next class in the window, then waits for the parent", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-04-10T06:00:00Z"));
    show();
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Move up to Class 9" }));
    expect(
      convex.mutation("families/requests:askClassMove"),
    ).toHaveBeenCalledWith({ toGrade: 9 });
    act(() =>
      convex.update(() =>
        convex.queries.set(MY_MOVE, {
          grade: 8,
          pending: { fromGrade: 8, toGrade: 9, requestedAt: Date.now() },
        }),
      ),
    );
    expect(
      screen.getByText(/Waiting for your parent to confirm/),
    ).toBeVisible();
    // Changed her mind: she takes the request back.
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Withdraw the request" }));
    expect(
      convex.mutation("families/requests:withdrawClassMove"),
    ).toHaveBeenCalledWith({});
  });
});
