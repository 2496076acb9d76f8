import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { MentorDashboardPage } from "../../src/features/mentorship/workspace/MentorDashboardPage";
import { TeacherDashboardPage } from "../../src/features/mentorship/workspace/TeacherDashboardPage";
import type { Session } from "../../src/lib/session";
import { fakeConvex as convex } from "./fakeConvex";
import { renderRoutes, signedIn } from "./render";

vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

// jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    value: { addEventListener() {}, removeEventListener() {} },
  });

const STATS = "mentorship/workspace:stats";
const TODAY = "mentorship/workspace:today";
const UPCOMING = "mentorship/workspace:upcoming";
const PAST = "mentorship/workspace:past";
const BOOKED = "mentorship/workspace:bookedDays";
const ON_DAY = "mentorship/workspace:onDay";
const FEEDBACK = "mentorship/workspace:feedback";
const PENDING = "mentorship/requests:pendingForMe";
const AVAILABILITY = "mentorship/availability:mine";
const START = "mentorship/sessions:start";
const CANCEL = "mentorship/sessions:cancel";
const CREATE = "mentorship/sessions:create";
const SAVE = "mentorship/availability:save";
const ACCEPT = "mentorship/requests:accept";
const DECLINE = "mentorship/requests:decline";

const HOUR = 3_600_000;
const toast = vi.spyOn(notifications, "show");
const user = () => userEvent.setup({ delay: null });

function session(n: number, over: Record<string, unknown> = {}) {
  return {
    _id: `session-${n}`,
    title: `Session ${n}`,
    description: "What it covers.",
    sessionType: "group",
    purpose: "mentorship",
    status: "scheduled",
    scheduledAt: Date.now() + n * 24 * HOUR,
    durationMinutes: 60,
    maxParticipants: 20,
    participantCount: 3,
    meetingUrl: "https://meet.example.com/abc",
    grade: 9,
    subject: "Mathematics",
    programId: null,
    studentName: null,
    ...over,
  };
}

const stats = {
  totalSessions: 7,
  completed: 3,
  upcoming: 4,
  averageRating: 4.56,
  ratingCount: 9,
  totalStudents: 12,
  todaySessions: 2,
  weekSessions: 5,
  activeStudents: 500,
};

beforeEach(() => {
  convex.reset();
  toast.mockClear();
  convex.queries.set(STATS, stats);
  convex.queries.set(TODAY, []);
  convex.queries.set(BOOKED, []);
  convex.queries.set(ON_DAY, []);
  convex.queries.set(FEEDBACK, []);
  convex.pages.set(UPCOMING, []);
  convex.pages.set(PAST, []);
  convex.pages.set(PENDING, []);
});

const mentor = signedIn("mentor");
function renderPage(
  path: "/mentor-dashboard" | "/teacher-dashboard",
  who: Session = mentor,
) {
  return renderRoutes(
    [
      { path: "/mentor-dashboard", element: <MentorDashboardPage /> },
      { path: "/teacher-dashboard", element: <TeacherDashboardPage /> },
      { path: "*", element: <p>Other page</p> },
    ],
    { path, session: who },
  );
}

function figure(list: HTMLElement, label: string) {
  const term = within(list).getByText(label);
  return term.nextElementSibling?.textContent;
}

describe("/mentor-dashboard", () => {
  it("shows the five stat cards from the server's figures, the rating to one decimal", () => {
    renderPage("/mentor-dashboard");
    const cards = screen.getByLabelText("Your mentoring in figures");
    expect(figure(cards, "Total Sessions")).toBe("7");
    expect(figure(cards, "Completed")).toBe("3");
    expect(figure(cards, "Upcoming")).toBe("4");
    expect(figure(cards, "Average Rating")).toBe("4.6");
    expect(figure(cards, "Total Students")).toBe("12");
  });

  it("offers Start Session and Mark Complete for today's sessions only, and says Session ongoing", async () => {
    // Half an hour from now must still be today in India: the clock reads
    // noon IST, so the test holds whatever the hour it runs at.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T06:30:00Z"));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    convex.queries.set(TODAY, [
      session(0, { scheduledAt: Date.now() + HOUR / 2 }),
    ]);
    convex.pages.set(UPCOMING, [
      session(0, { scheduledAt: Date.now() + HOUR / 2 }),
      session(3),
    ]);
    convex.mutation(START).mockResolvedValueOnce({ status: "ongoing" });
    renderPage("/mentor-dashboard");
    const today = screen.getByRole("region", { name: "Today's Sessions" });
    await user().click(
      within(today).getByRole("button", { name: "Start Session" }),
    );
    expect(convex.mutation(START)).toHaveBeenCalledWith({
      sessionId: "session-0",
    });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Session ongoing" }),
    );
    // Later sessions: no Start Session yet, only Cancel; today's is not listed twice.
    const later = screen.getByRole("region", { name: "Upcoming Sessions" });
    expect(within(later).getAllByRole("article")).toHaveLength(1);
    expect(
      within(later).queryByRole("button", { name: "Start Session" }),
    ).not.toBeInTheDocument();
    expect(
      within(later).getByRole("button", { name: "Cancel session" }),
    ).toBeInTheDocument();
  });

  it("shows a live session with a pulsing Join Now and Mark Complete", () => {
    convex.queries.set(TODAY, [
      session(0, { status: "ongoing", scheduledAt: Date.now() - 60_000 }),
    ]);
    renderPage("/mentor-dashboard");
    const join = screen.getByRole("link", { name: /^Join Now/ });
    expect(join).toHaveAttribute("href", "https://meet.example.com/abc");
    expect(
      screen.getByRole("button", { name: "Mark Complete" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Live now")).toBeInTheDocument();
  });

  it("cancels a session only with a reason, which goes to the server", async () => {
    convex.pages.set(UPCOMING, [session(3)]);
    convex.mutation(CANCEL).mockResolvedValueOnce(null);
    renderPage("/mentor-dashboard");
    const u = user();
    await u.click(screen.getByRole("button", { name: "Cancel session" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Cancel this session?",
    });
    await u.click(
      within(dialog).getByRole("button", { name: "Cancel session" }),
    );
    expect(
      await within(dialog).findByText("Reason is required"),
    ).toBeInTheDocument();
    expect(convex.mutation(CANCEL)).not.toHaveBeenCalled();
    await u.type(within(dialog).getByLabelText(/^Reason/), "I am unwell today");
    await u.click(
      within(dialog).getByRole("button", { name: "Cancel session" }),
    );
    expect(convex.mutation(CANCEL)).toHaveBeenCalledWith({
      sessionId: "session-3",
      reason: "I am unwell today",
    });
  });

  it("checks Create Session with the shared rules before it asks the server", async () => {
    renderPage("/mentor-dashboard");
    const u = user();
    await u.click(screen.getByRole("button", { name: "Create Session" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Create Session",
    });
    // One-on-one by default: no max participants field.
    expect(
      within(dialog).queryByLabelText(/^Max participants/),
    ).not.toBeInTheDocument();
    await u.type(
      within(dialog).getByLabelText(/^Title/),
      "Quadratic equations",
    );
    await u.type(
      within(dialog).getByLabelText(/^Description/),
      "Board questions, solved together.",
    );
    await u.type(
      within(dialog).getByLabelText(/^Meeting link/),
      "http://meet.example.com/x",
    );
    await u.click(
      within(dialog).getByRole("button", { name: "Create Session" }),
    );
    expect(
      await within(dialog).findByText(
        "The meeting link must be an https:// address",
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("Please choose a date and time"),
    ).toBeInTheDocument();
    expect(convex.mutation(CREATE)).not.toHaveBeenCalled();
    // A group session asks for its size.
    await u.click(within(dialog).getByRole("radio", { name: "Group" }));
    expect(
      within(dialog).getByLabelText(/^Max participants/),
    ).toBeInTheDocument();
  });

  it("shows the latest feedback with the student's name or Anonymous", async () => {
    convex.queries.set(FEEDBACK, [
      {
        _id: "f1",
        rating: 5,
        text: "Loved it",
        createdAt: Date.now(),
        studentName: "Sneha B.",
        sessionTitle: "Optics",
      },
      {
        _id: "f2",
        rating: 3,
        text: "",
        createdAt: Date.now(),
        studentName: "Anonymous",
        sessionTitle: "Optics",
      },
    ]);
    renderPage("/mentor-dashboard");
    await user().click(screen.getByRole("tab", { name: "Feedback" }));
    expect(screen.getByText("Loved it")).toBeInTheDocument();
    expect(screen.getByText("Sneha B. · Optics")).toBeInTheDocument();
    expect(screen.getByText("Anonymous · Optics")).toBeInTheDocument();
    expect(screen.getByText("3 out of 5 stars")).toBeInTheDocument();
  });

  it("tells an unverified mentor to wait for review, and asks nothing of the server", () => {
    renderPage("/mentor-dashboard", {
      ...(mentor as Extract<Session, { status: "signedIn" }>),
      verifiedMentor: false,
    });
    expect(screen.getByText(/not verified yet/)).toBeInTheDocument();
    expect(convex.askedWith(STATS)).toHaveLength(0);
  });
});

describe("/teacher-dashboard", () => {
  it("computes Quick Stats, showing the server's exact counts", () => {
    renderPage("/teacher-dashboard");
    const quick = screen.getByRole("region", { name: "Quick Stats" });
    expect(figure(quick, "Today")).toBe("2");
    expect(figure(quick, "This week")).toBe("5");
    expect(figure(quick, "Active students (30 days)")).toBe("500");
  });

  it("accepts a pending request, and declines one only with a reason", async () => {
    convex.pages.set(PENDING, [
      {
        _id: "request-1",
        purpose: "doubt",
        scheduledAt: Date.now() + 2 * 24 * HOUR,
        durationMinutes: 30,
        message: "Remainder theorem",
        status: "pending",
        createdAt: Date.now(),
        studentName: "Aarav S.",
      },
    ]);
    convex.mutation(DECLINE).mockRejectedValueOnce(
      new ConvexError({
        code: "Conflict",
        message: "This request was withdrawn.",
      }),
    );
    renderPage("/teacher-dashboard?tab=pending" as "/teacher-dashboard");
    const u = user();
    const card = screen.getByRole("article", {
      name: "Doubt 1-on-1 with Aarav S.",
    });
    await u.click(within(card).getByRole("button", { name: "Accept" }));
    expect(convex.mutation(ACCEPT)).toHaveBeenCalledWith({
      requestId: "request-1",
    });
    await u.click(within(card).getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Decline this request?",
    });
    await u.type(
      within(dialog).getByLabelText(/^Reason/),
      "I am travelling that day",
    );
    await u.click(
      within(dialog).getByRole("button", { name: "Decline request" }),
    );
    expect(convex.mutation(DECLINE)).toHaveBeenCalledWith({
      requestId: "request-1",
      reason: "I am travelling that day",
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "This request was withdrawn." }),
      ),
    );
    // The refusal keeps the dialog open, so nothing is lost.
    expect(
      screen.getByRole("dialog", { name: "Decline this request?" }),
    ).toBeInTheDocument();
  });

  it("saves availability for every weekday, refusing an end before the start", async () => {
    const day = (weekday: number) => ({
      weekday,
      enabled: true,
      startMinute: 540,
      endMinute: 1020,
    });
    convex.queries.set(AVAILABILITY, {
      saved: false,
      timezone: "Asia/Kolkata",
      days: [0, 1, 2, 3, 4, 5, 6].map(day),
    });
    renderPage("/teacher-dashboard");
    const u = user();
    await u.click(screen.getByRole("button", { name: "Availability" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Availability (IST)",
    });
    expect(within(dialog).getAllByRole("switch")).toHaveLength(7);
    await u.click(within(dialog).getByRole("switch", { name: "Sunday" }));
    const fridayTo = within(dialog).getByLabelText("Friday to");
    await u.clear(fridayTo);
    await u.type(fridayTo, "08:00");
    await u.click(
      within(dialog).getByRole("button", { name: "Save availability" }),
    );
    expect(
      await within(dialog).findByText(
        "Friday: the end must be after the start",
      ),
    ).toBeInTheDocument();
    expect(convex.mutation(SAVE)).not.toHaveBeenCalled();
    await u.clear(fridayTo);
    await u.type(fridayTo, "13:30");
    await u.click(
      within(dialog).getByRole("button", { name: "Save availability" }),
    );
    const { days } = convex.mutation(SAVE).mock.calls[0][0] as {
      days: { weekday: number; enabled: boolean; endMinute: number }[];
    };
    expect(days).toHaveLength(7);
    expect(days.find((d) => d.weekday === 0)?.enabled).toBe(false);
    expect(days.find((d) => d.weekday === 5)?.endMinute).toBe(13 * 60 + 30);
  });
});
