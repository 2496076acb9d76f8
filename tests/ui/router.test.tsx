import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../src/app/router";
import { renderRoutes } from "./render";

// The Convex client is a fake (tests/ui/fakeConvex.ts).
vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

// jsdom does not scroll; the layout's ScrollToTop asks it to.
window.scrollTo = () => {};

describe("the app's routes", () => {
  const warn = vi.spyOn(console, "warn");
  afterEach(() => warn.mockClear());

  it("shows a loader while the first page loads, then the layout with the page, without React Router's HydrateFallback warning", async () => {
    renderRoutes(routes, { path: "/about" });
    // Every page is a lazy chunk: a loader first, then layout and page at once.
    expect(screen.getByLabelText("Loading page")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 1, name: /About/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading page")).toBeNull();
    const warnings = warn.mock.calls.map((args) => args.join(" "));
    expect(warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([]);
  });
});
