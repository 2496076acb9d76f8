import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Header } from "../../src/app/layout/Header";
import { AdminLayout } from "../../src/features/admin/AdminLayout";
import { RequireSignIn } from "../../src/features/accounts/RequireSignIn";
import { renderAt, renderRoutes, signedIn, signedOut } from "./render";

// The Convex client is a fake (tests/ui/fakeConvex.ts): a member's header asks for the bell's count.
vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

describe("Header", () => {
  it("offers Login and Get Started to signed-out visitors, and no Dashboard", () => {
    renderAt(<Header />, { session: signedOut });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).queryByRole("link", { name: "Dashboard" })).toBeNull();
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(
      screen.getByRole("button", { name: "Get Started" }),
    ).toBeInTheDocument();
  });

  it("links a student's Dashboard to /dashboard", () => {
    renderAt(<Header />, { session: signedIn("student") });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav).getByRole("link", { name: "Dashboard" }),
    ).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
  });

  it("links a mentor's Dashboard to /teacher-dashboard and shows their e-mail menu", async () => {
    const user = userEvent.setup();
    renderAt(<Header />, { session: signedIn("mentor") });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav).getByRole("link", { name: "Dashboard" }),
    ).toHaveAttribute("href", "/teacher-dashboard");
    await user.click(
      screen.getByRole("button", {
        name: "Account menu for mentor@school.example",
      }),
    );
    expect(
      await screen.findByRole("menuitem", { name: "Teacher Dashboard" }),
    ).toHaveAttribute("href", "/teacher-dashboard");
    expect(
      await screen.findByRole("menuitem", { name: "Logout" }),
    ).toBeInTheDocument();
  });

  it("links a staff member's Dashboard to /admin, also when their account is a mentor's", async () => {
    const user = userEvent.setup();
    renderAt(<Header />, { session: signedIn("mentor", "moderator") });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav).getByRole("link", { name: "Dashboard" }),
    ).toHaveAttribute("href", "/admin");
    await user.click(
      screen.getByRole("button", {
        name: "Account menu for mentor@school.example",
      }),
    );
    expect(
      await screen.findByRole("menuitem", { name: "Admin Dashboard" }),
    ).toHaveAttribute("href", "/admin");
  });

  it("logs out through the session and returns home", async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => {});
    const { router } = renderRoutes(
      [
        { path: "/courses", element: <Header /> },
        { path: "/", element: <p>Home</p> },
      ],
      { path: "/courses", session: signedIn("student", null, signOut) },
    );
    await user.click(screen.getByRole("button", { name: /Account menu/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("RequireSignIn", () => {
  const routes = [
    {
      element: <RequireSignIn />,
      children: [{ path: "/dashboard", element: <p>Private</p> }],
    },
    { path: "/login", element: <p>Login page</p> },
  ];

  it("sends signed-out visitors to /login", () => {
    const { router } = renderRoutes(routes, {
      path: "/dashboard",
      session: signedOut,
    });
    expect(screen.getByText("Login page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("sends a visitor who just logged out home instead", () => {
    const { router } = renderRoutes(
      [...routes, { path: "/", element: <p>Home page</p> }],
      {
        path: "/dashboard",
        session: { status: "signedOut", loggedOut: true },
      },
    );
    expect(screen.getByText("Home page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the page to signed-in visitors", () => {
    renderRoutes(routes, { path: "/dashboard", session: signedIn("student") });
    expect(screen.getByText("Private")).toBeInTheDocument();
  });
});

describe("AdminLayout", () => {
  const routes = [
    {
      path: "/admin",
      element: <AdminLayout />,
      children: [
        { index: true, element: <p>Overview</p> },
        { path: "activity", element: <p>Activity log</p> },
      ],
    },
    { path: "/", element: <p>Home page</p> },
  ];

  it("redirects signed-out visitors home", () => {
    renderRoutes(routes, { path: "/admin", session: signedOut });
    expect(screen.getByText("Home page")).toBeInTheDocument();
  });

  it("shows Access Denied to users without a staff role", () => {
    renderRoutes(routes, { path: "/admin", session: signedIn("student") });
    expect(
      screen.getByRole("heading", { name: "Access Denied" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("gives moderators the area without User Activity", () => {
    renderRoutes(routes, {
      path: "/admin",
      session: signedIn("mentor", "moderator"),
    });
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(nav).getByText("Moderator")).toBeInTheDocument();
    expect(
      within(nav).getByRole("link", { name: "Report Management" }),
    ).toBeInTheDocument();
    expect(
      within(nav).queryByRole("link", { name: "User Activity" }),
    ).toBeNull();
  });

  it("sends moderators away from User Activity, but not admins", () => {
    const { unmount } = renderRoutes(routes, {
      path: "/admin/activity",
      session: signedIn("mentor", "moderator"),
    });
    expect(screen.getByText("Overview")).toBeInTheDocument();
    unmount();
    renderRoutes(routes, {
      path: "/admin/activity",
      session: signedIn("student", "admin"),
    });
    expect(screen.getByText("Activity log")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "User Activity" }),
    ).toBeInTheDocument();
  });
});
