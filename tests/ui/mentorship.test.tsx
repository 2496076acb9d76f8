import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MentorshipPage } from "../../src/features/mentorship/MentorshipPage";
import { MentorProfilePage } from "../../src/features/mentorship/mentors/MentorProfilePage";
import { ProgramPage } from "../../src/features/mentorship/programs/ProgramPage";
import { SessionPage } from "../../src/features/mentorship/sessions/SessionPage";
import type { Session } from "../../src/lib/session";
import { fakeConvex as convex } from "./fakeConvex";
import { renderRoutes, signedIn, signedOut } from "./render";

vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

const PROGRAMS = "mentorship/programs:list";
const PROGRAM = "mentorship/programs:get";
const ENROL = "mentorship/programs:enrol";
const MENTORS = "mentorship/mentors:list";
const MENTOR = "mentorship/mentors:get";
const SESSIONS = "mentorship/sessions:listUpcoming";
const SESSION = "mentorship/sessions:get";
const REGISTER = "mentorship/sessions:register";
const CANCEL = "mentorship/sessions:cancelRegistration";

const HOUR = 3_600_000;
const toast = vi.spyOn(notifications, "show");
beforeEach(() => {
  convex.reset();
  toast.mockClear();
});
const user = () => userEvent.setup({ delay: null });

function program(n: number, over: Record<string, unknown> = {}) {
  return {
    _id: `program-${n}`,
    title: `Program ${n}`,
    description: `What program ${n} covers.`,
    type: "group",
    category: "academic",
    durationWeeks: 8,
    maxParticipants: 30,
    enrolledCount: 4,
    full: false,
    enrolled: false,
    ...over,
  };
}

function mentor(n: number, over: Record<string, unknown> = {}) {
  return {
    _id: `mentor-${n}`,
    fullName: `Mentor ${n}`,
    qualification: "M.Sc. Physics, B.Ed.",
    bio: "Taught physics for ten years.",
    rating: 4.76,
    ratingCount: 12,
    totalSessions: 31,
    experienceYears: 10,
    expertise: ["Mechanics", "Optics"],
    isVolunteer: false,
    ...over,
  };
}

function session(n: number, over: Record<string, unknown> = {}) {
  return {
    _id: `session-${n}`,
    title: `Session ${n}`,
    description: `What session ${n} is about.`,
    sessionType: "group",
    purpose: "mentorship",
    scheduledAt: Date.now() + (n + 1) * HOUR,
    durationMinutes: 60,
    maxParticipants: 10,
    participantCount: 3,
    full: false,
    mentor: { _id: "mentor-1", fullName: "Sunita Rao" },
    grade: 9,
    subject: "Mathematics",
    registered: false,
    fit: { grade: true, subject: true },
    ...over,
  };
}

function renderMentorship(path = "/mentorship", session: Session = signedOut) {
  return renderRoutes(
    [
      { path: "/mentorship", element: <MentorshipPage /> },
      { path: "/login", element: <p>Login page</p> },
      { path: "*", element: <p>Other page</p> },
    ],
    { path, session },
  );
}

describe("/mentorship", () => {
  it("opens on Programs: each card with its type, category, weeks and places, and View Details", async () => {
    convex.pages.set(PROGRAMS, [
      program(1),
      program(2, {
        type: "one-on-one",
        category: "skill-based",
        enrolledCount: 5,
        maxParticipants: 5,
        full: true,
      }),
    ]);
    renderMentorship();
    expect(screen.getByRole("tab", { name: "Programs" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const first = screen.getByRole("article", { name: "Program 1" });
    expect(within(first).getByText("Group")).toBeInTheDocument();
    expect(within(first).getByText("Academic")).toBeInTheDocument();
    expect(within(first).getByText("8 weeks")).toBeInTheDocument();
    expect(
      within(first).getByText("Up to 30 participants · 4 enrolled"),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole("link", { name: "View Details" }),
    ).toHaveAttribute("href", "/mentorship/programs/program-1");
    const second = screen.getByRole("article", { name: "Program 2" });
    expect(within(second).getByText("Skill-Based")).toBeInTheDocument();
    expect(within(second).getByText("Full")).toBeInTheDocument();
  });

  it("filters programs by category, asking the server for that category", async () => {
    convex.pages.set(PROGRAMS, [program(1)]);
    const { router } = renderMentorship();
    expect(convex.askedWith(PROGRAMS).at(-1)).toEqual({});
    await user().click(screen.getByRole("radio", { name: "Skill-Based" }));
    await waitFor(() =>
      expect(convex.askedWith(PROGRAMS).at(-1)).toEqual({
        category: "skill-based",
      }),
    );
    expect(router.state.location.search).toBe("?category=skill-based");
  });

  it("lists verified mentors with the rating to one decimal, or New before any rating", async () => {
    convex.pages.set(MENTORS, [
      mentor(1, { isVolunteer: true }),
      mentor(2, { rating: 0, ratingCount: 0 }),
    ]);
    renderMentorship("/mentorship?tab=mentors");
    const first = screen.getByRole("article", { name: "Mentor 1" });
    expect(
      within(first).getByRole("img", {
        name: "4.8 out of 5 from 12 ratings",
      }),
    ).toBeInTheDocument();
    expect(within(first).getByText("Volunteer Mentor")).toBeInTheDocument();
    expect(
      within(first).getByText("31 sessions · 10 years of experience"),
    ).toBeInTheDocument();
    expect(
      within(
        within(first).getByRole("list", { name: "Expertise" }),
      ).getAllByRole("listitem"),
    ).toHaveLength(2);
    expect(
      within(first).getByRole("link", { name: "View Profile" }),
    ).toHaveAttribute("href", "/mentors/mentor-1");
    const second = screen.getByRole("article", { name: "Mentor 2" });
    expect(
      within(second).getByRole("img", { name: "No ratings yet" }),
    ).toHaveTextContent("New");
    expect(
      within(second).queryByText("Volunteer Mentor"),
    ).not.toBeInTheDocument();
  });

  it("shows six upcoming sessions and See all when there are more, dropping one that has started", async () => {
    convex.pages.set(SESSIONS, [
      session(0, { scheduledAt: Date.now() - 60_000, title: "Started" }),
      ...Array.from({ length: 7 }, (_, i) => session(i + 1)),
    ]);
    renderMentorship("/mentorship?tab=sessions");
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.queryByText("Started")).not.toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "See all sessions" }),
    ).toHaveAttribute("href", "/mentorship/sessions");
  });

  it("sends a visitor who registers to /login with the sign-in message", async () => {
    convex.pages.set(SESSIONS, [session(1)]);
    const { router } = renderMentorship("/mentorship?tab=sessions");
    await user().click(
      screen.getByRole("button", { name: "Register for Session" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Authentication Required",
        message: "Please log in to register for sessions",
      }),
    );
    expect(convex.mutation(REGISTER)).not.toHaveBeenCalled();
  });

  it("registers a student and says so; a failure gives its own title and the server's reason", async () => {
    convex.pages.set(SESSIONS, [session(1), session(2)]);
    convex.mutation(REGISTER).mockResolvedValueOnce({ participantCount: 4 });
    renderMentorship("/mentorship?tab=sessions", signedIn("student"));
    const u = user();
    const [first, second] = screen.getAllByRole("button", {
      name: "Register for Session",
    });
    await u.click(first);
    expect(convex.mutation(REGISTER)).toHaveBeenCalledWith({
      sessionId: "session-1",
    });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        message: "Successfully registered for the session",
      }),
    );
    convex
      .mutation(REGISTER)
      .mockRejectedValueOnce(
        new ConvexError({ code: "Conflict", message: "This session is full." }),
      );
    await u.click(second);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Failed to register for session",
          message: "This session is full.",
        }),
      ),
    );
  });

  it("shows Registered with Cancel registration, and Full when no place is left", async () => {
    convex.pages.set(SESSIONS, [
      session(1, { registered: true, participantCount: 4 }),
      session(2, { full: true, participantCount: 10 }),
    ]);
    renderMentorship("/mentorship?tab=sessions", signedIn("student"));
    const mine = screen.getByRole("article", { name: "Session 1" });
    expect(
      within(mine).getByRole("button", { name: "Registered" }),
    ).toBeDisabled();
    await user().click(
      within(mine).getByRole("button", { name: "Cancel registration" }),
    );
    expect(convex.mutation(CANCEL)).toHaveBeenCalledWith({
      sessionId: "session-1",
    });
    const full = screen.getByRole("article", { name: "Session 2" });
    expect(within(full).getByRole("button", { name: "Full" })).toBeDisabled();
    expect(within(full).getByText("10 / 10 registered")).toBeInTheDocument();
  });

  it("tells a student how a session suits them, and a mentor that students register", async () => {
    convex.pages.set(SESSIONS, [
      session(1),
      session(2, { grade: 11, fit: { grade: false, subject: false } }),
      session(3, { grade: null, fit: { grade: false, subject: true } }),
    ]);
    const { unmount } = renderMentorship(
      "/mentorship?tab=sessions",
      signedIn("student"),
    );
    const text = (name: string) =>
      within(screen.getByRole("article", { name })).getByText(
        /^(Your class|Another class|Your subject)$/,
      ).textContent;
    expect(text("Session 1")).toBe("Your class");
    expect(text("Session 2")).toBe("Another class");
    expect(text("Session 3")).toBe("Your subject");
    unmount();

    renderMentorship("/mentorship?tab=sessions", signedIn("mentor"));
    expect(
      screen.queryByRole("button", { name: "Register for Session" }),
    ).not.toBeInTheDocument();
    expect(
      screen.getAllByText("Students register for sessions.")[0],
    ).toBeInTheDocument();
  });

  it("offers the mentor application from Become a Mentor", () => {
    renderMentorship("/mentorship?tab=become");
    expect(screen.getByText("Volunteer mentor")).toBeInTheDocument();
    expect(screen.getByText("Professional mentor")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Apply to become a mentor" }),
    ).toHaveAttribute("href", "/mentor-application");
  });

  it("says what failed when mentorship data fails to load, with Try again", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    convex.pages.set(MENTORS, new Error("Server Error"));
    renderMentorship("/mentorship?tab=mentors");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Failed to load mentorship data");
    expect(
      within(alert).getByRole("button", { name: /Try again/ }),
    ).toBeInTheDocument();
    // The tabs stay: one failed list does not take the page down.
    expect(screen.getByRole("tab", { name: "Programs" })).toBeInTheDocument();
  });
});

describe("a program's page", () => {
  const detail = (over: Record<string, unknown> = {}) => ({
    ...program(1),
    mentor: {
      _id: "mentor-1",
      fullName: "Sunita Rao",
      qualification: "M.Sc. Mathematics",
      rating: 4.8,
      isVolunteer: true,
    },
    upcomingSessions: [session(1)],
    ...over,
  });
  const renderProgram = (session: Session = signedIn("student")) =>
    renderRoutes(
      [
        { path: "/mentorship/programs/:programId", element: <ProgramPage /> },
        { path: "/login", element: <p>Login page</p> },
      ],
      { path: "/mentorship/programs/program-1", session },
    );

  it("shows the program, its mentor and next sessions, and enrols a student", async () => {
    convex.queries.set(PROGRAM, detail());
    renderProgram();
    expect(
      screen.getByRole("heading", { level: 1, name: "Program 1" }),
    ).toBeInTheDocument();
    // The program's mentor, and the session card's.
    expect(
      screen.getAllByRole("link", { name: "Sunita Rao" })[0],
    ).toHaveAttribute("href", "/mentors/mentor-1");
    expect(screen.getByText(/rated 4\.8 out of 5/)).toBeInTheDocument();
    expect(
      screen.getByRole("article", { name: "Session 1" }),
    ).toBeInTheDocument();
    await user().click(screen.getByRole("button", { name: "Enrol" }));
    expect(convex.mutation(ENROL)).toHaveBeenCalledWith({
      programId: "program-1",
    });
    expect(convex.askedWith(PROGRAM)[0]).toMatchObject({
      programId: "program-1",
    });
  });

  it("says Full when every place is taken, Enrolled for the student's own", () => {
    convex.queries.set(PROGRAM, detail({ full: true }));
    const { unmount } = renderProgram();
    expect(screen.getByRole("button", { name: "Full" })).toBeDisabled();
    unmount();
    convex.queries.set(PROGRAM, detail({ enrolled: true }));
    renderProgram();
    expect(screen.getByRole("button", { name: "Enrolled" })).toBeDisabled();
    expect(
      screen.getByRole("button", { name: "Leave program" }),
    ).toBeInTheDocument();
  });

  it("says so when the address names no program", () => {
    convex.queries.set(PROGRAM, null);
    renderProgram();
    expect(
      screen.getByRole("heading", { name: "Program not found" }),
    ).toBeInTheDocument();
  });
});

describe("a mentor's profile", () => {
  const profile = {
    ...mentor(1, { isVolunteer: true }),
    subject: "Physics",
    availability: [
      {
        weekday: 1,
        startMinute: 540,
        endMinute: 1020,
        timezone: "Asia/Kolkata",
      },
      {
        weekday: 6,
        startMinute: 600,
        endMinute: 750,
        timezone: "Asia/Kolkata",
      },
    ],
    upcomingSessions: [session(1)],
    feedback: [
      {
        _id: "f1",
        rating: 4,
        text: "Clear and patient.",
        createdAt: Date.UTC(2026, 10, 20),
        studentName: "Sneha B.",
        sessionTitle: "Optics",
      },
      {
        _id: "f2",
        rating: 5,
        text: "",
        createdAt: Date.UTC(2026, 10, 21),
        studentName: "Anonymous",
        sessionTitle: "Optics",
      },
    ],
  };
  const renderProfile = () =>
    renderRoutes(
      [{ path: "/mentors/:mentorId", element: <MentorProfilePage /> }],
      { path: "/mentors/mentor-1" },
    );

  it("shows the bio, every weekday's hours in IST, the next sessions and the latest feedback", () => {
    convex.queries.set(MENTOR, profile);
    renderProfile();
    expect(
      screen.getByRole("heading", { level: 1, name: "Mentor 1" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Volunteer Mentor")).toBeInTheDocument();
    const hours = screen.getByRole("table");
    expect(within(hours).getAllByRole("row")).toHaveLength(7);
    expect(
      within(hours).getByRole("row", { name: "Monday 9:00 AM – 5:00 PM" }),
    ).toBeInTheDocument();
    expect(
      within(hours).getByRole("row", { name: "Saturday 10:00 AM – 12:30 PM" }),
    ).toBeInTheDocument();
    expect(
      within(hours).getByRole("row", { name: "Sunday Not available" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("article", { name: "Session 1" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Clear and patient.")).toBeInTheDocument();
    expect(screen.getByText("Anonymous · Optics")).toBeInTheDocument();
    expect(screen.getByText("4 out of 5 stars")).toBeInTheDocument();
  });

  it("says so for an address that names no verified mentor", () => {
    convex.queries.set(MENTOR, null);
    renderProfile();
    expect(
      screen.getByRole("heading", { name: "Mentor not found" }),
    ).toBeInTheDocument();
  });
});

describe("a session's page", () => {
  const renderSession = (session: Session = signedIn("student")) =>
    renderRoutes(
      [{ path: "/mentorship/sessions/:sessionId", element: <SessionPage /> }],
      { path: "/mentorship/sessions/session-1", session },
    );

  it("shows the session with Register while it has not started", async () => {
    convex.queries.set(SESSION, {
      ...session(1),
      status: "scheduled",
      started: false,
    });
    renderSession();
    expect(
      screen.getByRole("heading", { level: 1, name: "Session 1" }),
    ).toBeInTheDocument();
    await user().click(
      screen.getByRole("button", { name: "Register for Session" }),
    );
    expect(convex.mutation(REGISTER)).toHaveBeenCalledWith({
      sessionId: "session-1",
    });
  });

  it("offers no registration once it is under way", () => {
    convex.queries.set(SESSION, {
      ...session(1, { registered: true }),
      status: "ongoing",
      started: true,
    });
    renderSession();
    expect(screen.getByText("Live now")).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Register for Session" }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText("You are registered for this session."),
    ).toBeInTheDocument();
  });

  it("says so when the session is gone", () => {
    convex.queries.set(SESSION, null);
    renderSession();
    expect(
      screen.getByRole("heading", { name: "Session not found" }),
    ).toBeInTheDocument();
  });
});
