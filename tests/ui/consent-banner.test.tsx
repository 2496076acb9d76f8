// The banner of a student whose account awaits a parent's consent: the mailed
// parent's address with re-send and change, or — for an account made before
// consent was asked, with no parent on record — a form to name one.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ConsentBanner } from "../../src/features/families/ConsentBanner";
import { fakeConvex as convex } from "./fakeConvex";
import { renderAt } from "./render";

vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

const STATUS = "families/child:status";
const eraseBy = Date.UTC(2026, 11, 11, 6);

beforeEach(() => convex.reset());

describe("the consent banner", () => {
  it("asks a student with no parent on record for one, and sends the request", async () => {
    convex.queries.set(STATUS, {
      state: "awaiting",
      parentEmail: null,
      sentAt: null,
      eraseBy,
      parents: [],
    });
    const askParent = vi.fn(async () => null);
    convex.mutations.set("families/child:askParent", askParent);
    renderAt(<ConsentBanner />);
    const banner = screen.getByRole("alert");
    expect(banner).toHaveTextContent(
      "We now ask a parent's or guardian's permission for every student.",
    );
    expect(banner).toHaveTextContent("your account and everything in it");
    expect(
      screen.queryByRole("button", { name: "Send the e-mail again" }),
    ).toBeNull();
    const u = userEvent.setup();
    await u.type(
      screen.getByLabelText(/Parent's or guardian's email/),
      "meena.sethi@example.in",
    );
    await u.click(screen.getByRole("button", { name: "Ask for permission" }));
    await waitFor(() =>
      expect(askParent).toHaveBeenCalledWith({
        parentEmail: "meena.sethi@example.in",
      }),
    );
    // Once the request is made, the banner names the mailed address.
    act(() =>
      convex.update(() =>
        convex.queries.set(STATUS, {
          state: "awaiting",
          parentEmail: "meena.sethi@example.in",
          sentAt: Date.now(),
          eraseBy,
          parents: [],
        }),
      ),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "We e-mailed meena.sethi@example.in a link to agree.",
    );
    expect(
      screen.getByRole("button", { name: "Send the e-mail again" }),
    ).toBeVisible();
    expect(
      screen.queryByRole("button", { name: "Ask for permission" }),
    ).toBeNull();
  });
});
