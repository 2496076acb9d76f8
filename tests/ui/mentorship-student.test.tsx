// The student's side of mentorship sessions: Join Now on the session page,
// the dashboard and /mentorship's Upcoming Sessions, feedback after a
// session, 1-on-1 requests.
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MySessionsCard } from "../../src/features/learning/dashboard/MySessionsCard";
import { MentorshipPage } from "../../src/features/mentorship/MentorshipPage";
import { MentorProfilePage } from "../../src/features/mentorship/mentors/MentorProfilePage";
import { SessionPage } from "../../src/features/mentorship/sessions/SessionPage";
import { istDate, istWallTimeToEpoch } from "../../src/lib/istTime";
import type { Session } from "../../src/lib/session";
import { fakeConvex as convex } from "./fakeConvex";
import { renderRoutes, signedIn, signedOut } from "./render";

vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

// jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    value: { addEventListener() {}, removeEventListener() {} },
  });

const SESSION = "mentorship/sessions:get";
const MINE = "mentorship/sessions:mine";
const UPCOMING = "mentorship/sessions:listUpcoming";
const FEEDBACK_STATUS = "mentorship/feedback:status";
const FEEDBACK_SUBMIT = "mentorship/feedback:submit";
const MENTOR = "mentorship/mentors:get";
const REQUESTS = "mentorship/requests:mine";
const CREATE_REQUEST = "mentorship/requests:create";
const WITHDRAW = "mentorship/requests:withdraw";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MEET = "https://meet.example.com/abc-defg-hij";

const toast = vi.spyOn(notifications, "show");
beforeEach(() => {
  convex.reset();
  toast.mockClear();
});
const user = () => userEvent.setup({ delay: null });

function card(over: Record<string, unknown> = {}) {
  return {
    _id: "session-1",
    title: "Quadratic equations",
    description: "Roots, factorising and the formula.",
    sessionType: "group",
    purpose: "mentorship",
    scheduledAt: Date.now() + HOUR,
    durationMinutes: 60,
    maxParticipants: 10,
    participantCount: 3,
    full: false,
    status: "scheduled",
    meetingUrl: null,
    mentor: { _id: "mentor-1", fullName: "Sunita Rao" },
    grade: 9,
    subject: "Mathematics",
    registered: true,
    fit: { grade: true, subject: true },
    ...over,
  };
}

function detail(over: Record<string, unknown> = {}) {
  const c = card(over);
  return {
    started:
      c.status !== "scheduled" || (c.scheduledAt as number) <= Date.now(),
    ...c,
  };
}

const joinNow = () => screen.queryByRole("link", { name: /^Join Now/ });

describe("a session's page: live status and Join Now", () => {
  const renderSession = (session: Session = signedIn("student")) =>
    renderRoutes(
      [{ path: "/mentorship/sessions/:sessionId", element: <SessionPage /> }],
      { path: "/mentorship/sessions/session-1", session },
    );

  it("shows a pulsing Join Now to a registered student once the session is live, opening the link in a new tab", () => {
    convex.queries.set(
      SESSION,
      detail({ status: "ongoing", scheduledAt: Date.now(), meetingUrl: MEET }),
    );
    renderSession();
    expect(screen.getByText("Live now")).toBeInTheDocument();
    const link = joinNow()!;
    expect(link).toHaveAttribute("href", MEET);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.className).toMatch(/pulse/);
  });

  it("asks the server with the clock to the minute, so the link shows on time", () => {
    convex.queries.set(SESSION, detail());
    renderSession();
    const [{ now }] = convex.askedWith(SESSION) as { now: number }[];
    expect(now % MINUTE).toBe(0);
    expect(Date.now() - now).toBeLessThan(MINUTE);
  });

  it("shows a quiet Join with the start time once the link is revealed before the start", () => {
    convex.queries.set(
      SESSION,
      detail({ scheduledAt: Date.now() + 5 * MINUTE, meetingUrl: MEET }),
    );
    renderSession();
    expect(joinNow()).not.toBeInTheDocument();
    const link = screen.getByRole("link", { name: /^Join/ });
    expect(link).toHaveAttribute("href", MEET);
    expect(link.className).not.toMatch(/pulse/);
    expect(screen.getByText(/^Starts at/)).toBeInTheDocument();
  });

  it("shows no Join without a link, to someone not registered, or to a visitor", () => {
    convex.queries.set(
      SESSION,
      detail({ status: "ongoing", scheduledAt: Date.now() }),
    );
    const { unmount } = renderSession();
    expect(screen.getByText("Live now")).toBeInTheDocument();
    expect(joinNow()).not.toBeInTheDocument();
    unmount();

    convex.queries.set(
      SESSION,
      detail({
        status: "ongoing",
        scheduledAt: Date.now(),
        meetingUrl: MEET,
        registered: false,
      }),
    );
    const second = renderSession();
    expect(joinNow()).not.toBeInTheDocument();
    second.unmount();

    convex.queries.set(
      SESSION,
      detail({
        status: "ongoing",
        scheduledAt: Date.now(),
        registered: false,
      }),
    );
    renderSession(signedOut);
    expect(screen.getByText("Live now")).toBeInTheDocument();
    expect(joinNow()).not.toBeInTheDocument();
  });

  it("shows Join Now without a reload when the mentor starts the session", () => {
    convex.queries.set(
      SESSION,
      detail({ scheduledAt: Date.now() + 30 * MINUTE }),
    );
    const { rerender } = renderSession();
    expect(joinNow()).not.toBeInTheDocument();
    // The live query answers again: the mentor pressed Start Session.
    convex.queries.set(
      SESSION,
      detail({ status: "ongoing", scheduledAt: Date.now(), meetingUrl: MEET }),
    );
    rerender(<></>);
    renderSession();
    expect(joinNow()).toBeInTheDocument();
  });
});

describe("/mentorship's Upcoming Sessions: a started session the student is registered for", () => {
  const renderTab = (session: Session = signedIn("student")) =>
    renderRoutes(
      [
        { path: "/mentorship", element: <MentorshipPage /> },
        { path: "*", element: <p>Other page</p> },
      ],
      { path: "/mentorship?tab=sessions", session },
    );
  const liveNow = () => screen.queryByRole("region", { name: "Live now" });
  const upcoming = card({
    _id: "session-2",
    title: "Photosynthesis",
    scheduledAt: Date.now() + DAY,
  });

  it("shows Live now with a pulsing Join Now, above the upcoming ones", () => {
    convex.pages.set(UPCOMING, [upcoming]);
    convex.queries.set(MINE, [
      card({ status: "ongoing", scheduledAt: Date.now(), meetingUrl: MEET }),
      upcoming,
    ]);
    renderTab();
    const live = within(liveNow()!).getByRole("article", {
      name: "Quadratic equations",
    });
    expect(within(live).getByText("Live now")).toBeInTheDocument();
    const join = within(live).getByRole("link", { name: /^Join Now/ });
    expect(join).toHaveAttribute("href", MEET);
    expect(join).toHaveAttribute("target", "_blank");
    expect(join.className).toMatch(/pulse/);
    // Registration is over once it has begun.
    expect(
      within(live).queryByRole("button", { name: /Cancel registration/ }),
    ).not.toBeInTheDocument();
    // Only started sessions are live; a coming one stays in the upcoming grid.
    expect(
      within(liveNow()!).queryByRole("article", { name: "Photosynthesis" }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole("article", { name: "Photosynthesis" }),
    ).toBeInTheDocument();
    // Asked with the five-minute window, so the subscription stays put.
    const [{ now }] = convex.askedWith(MINE) as { now: number }[];
    expect(now % (5 * MINUTE)).toBe(0);
  });

  it("keeps a session that began hours ago while it is ongoing", () => {
    convex.pages.set(UPCOMING, []);
    convex.queries.set(MINE, [
      card({
        status: "ongoing",
        scheduledAt: Date.now() - 3 * HOUR,
        meetingUrl: MEET,
      }),
    ]);
    renderTab();
    expect(
      within(liveNow()!).getByRole("link", { name: /^Join Now/ }),
    ).toBeInTheDocument();
  });

  it("shows it without a reload when the mentor starts the session", () => {
    const coming = card({ scheduledAt: Date.now() + 30 * MINUTE });
    convex.pages.set(UPCOMING, [coming]);
    convex.queries.set(MINE, [coming]);
    const { rerender } = renderTab();
    expect(liveNow()).not.toBeInTheDocument();
    expect(joinNow()).not.toBeInTheDocument();
    // Both live queries answer again: the mentor pressed Start Session, so
    // the session leaves the scheduled list and is ongoing in the student's.
    convex.pages.set(UPCOMING, []);
    convex.queries.set(MINE, [
      card({ status: "ongoing", scheduledAt: Date.now(), meetingUrl: MEET }),
    ]);
    rerender(<></>);
    renderTab();
    expect(
      within(liveNow()!).getByRole("link", { name: /^Join Now/ }),
    ).toBeInTheDocument();
  });

  it("says it has started, without a link, when the link is not theirs", () => {
    convex.pages.set(UPCOMING, []);
    convex.queries.set(MINE, [
      card({ status: "ongoing", scheduledAt: Date.now() }),
    ]);
    renderTab();
    expect(
      within(liveNow()!).getByText("This session has started."),
    ).toBeInTheDocument();
    expect(joinNow()).not.toBeInTheDocument();
  });

  it("asks nothing of the student's sessions for a visitor or a mentor", () => {
    convex.pages.set(UPCOMING, [upcoming]);
    convex.queries.set(MINE, [
      card({ status: "ongoing", scheduledAt: Date.now(), meetingUrl: MEET }),
    ]);
    const { unmount } = renderTab(signedOut);
    expect(liveNow()).not.toBeInTheDocument();
    unmount();
    renderTab(signedIn("mentor"));
    expect(liveNow()).not.toBeInTheDocument();
    expect(joinNow()).not.toBeInTheDocument();
    expect(convex.askedWith(MINE)).toHaveLength(0);
  });
});

describe("a completed session's feedback", () => {
  const renderCompleted = () => {
    convex.queries.set(
      SESSION,
      detail({ status: "completed", scheduledAt: Date.now() - 2 * HOUR }),
    );
    return renderRoutes(
      [{ path: "/mentorship/sessions/:sessionId", element: <SessionPage /> }],
      {
        path: "/mentorship/sessions/session-1",
        session: signedIn("student"),
      },
    );
  };

  it("requires a rating, then submits the rating, words and anonymity and thanks the student", async () => {
    convex.queries.set(FEEDBACK_STATUS, { state: "open" });
    renderCompleted();
    const form = screen.getByRole("region", { name: "How was this session?" });
    const u = user();
    await u.click(within(form).getByRole("button", { name: "Submit" }));
    expect(
      within(form).getByText("Please choose a rating from 1 to 5"),
    ).toBeInTheDocument();
    expect(convex.mutation(FEEDBACK_SUBMIT)).not.toHaveBeenCalled();

    const rating = within(form).getByRole("radiogroup", {
      name: /Your rating/,
    });
    // Mantine's Rating takes the click on a star's label (what a person clicks).
    const fourStars = within(rating).getByLabelText(
      "4 stars",
    ) as HTMLInputElement;
    await u.click(fourStars.labels![0]);
    expect(fourStars).toBeChecked();
    const text = within(form).getByRole("textbox", {
      name: "Your feedback (optional)",
    });
    await u.type(text, "  Clear and patient.  ");
    expect(within(form).getByText("22 / 1,000 characters")).toBeInTheDocument();
    await u.click(
      within(form).getByRole("checkbox", { name: "Post anonymously" }),
    );
    await u.click(within(form).getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(convex.mutation(FEEDBACK_SUBMIT)).toHaveBeenCalledWith({
        sessionId: "session-1",
        rating: 4,
        text: "Clear and patient.",
        anonymous: true,
      }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Thank you for your feedback" }),
    );
  });

  it("says the student rated it once they have", () => {
    convex.queries.set(FEEDBACK_STATUS, { state: "submitted" });
    renderCompleted();
    expect(screen.getByText(/You rated this session/)).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Submit" }),
    ).not.toBeInTheDocument();
  });

  it("offers no form to someone who was not registered", () => {
    convex.queries.set(FEEDBACK_STATUS, { state: "notRegistered" });
    renderCompleted();
    expect(
      screen.queryByRole("region", { name: "How was this session?" }),
    ).not.toBeInTheDocument();
  });
});

function request(n: number, over: Record<string, unknown> = {}) {
  return {
    _id: `request-${n}`,
    purpose: "doubt",
    scheduledAt: Date.now() + (n + 1) * DAY,
    durationMinutes: 30,
    message: "",
    status: "pending",
    createdAt: Date.now() - n * HOUR,
    mentor: { _id: "mentor-1", fullName: "Sunita Rao" },
    declineReason: null,
    sessionId: null,
    ...over,
  };
}

describe("the dashboard's My sessions", () => {
  const renderCard = () =>
    renderRoutes(
      [
        {
          path: "/dashboard",
          element: <MySessionsCard now={Date.now()} />,
        },
        { path: "*", element: <p>Other page</p> },
      ],
      { path: "/dashboard", session: signedIn("student") },
    );
  const section = () => screen.getByRole("region", { name: "My sessions" });

  it("lists the student's sessions with a link, the mentor and the time; a live one says so with Join Now", () => {
    convex.queries.set(MINE, [
      card({ status: "ongoing", scheduledAt: Date.now(), meetingUrl: MEET }),
      card({
        _id: "session-2",
        title: "Photosynthesis",
        scheduledAt: Date.now() + DAY,
      }),
    ]);
    convex.pages.set(REQUESTS, []);
    renderCard();
    const items = within(section()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(
      within(items[0]).getByRole("link", { name: "Quadratic equations" }),
    ).toHaveAttribute("href", "/mentorship/sessions/session-1");
    expect(within(items[0]).getByText("Live now")).toBeInTheDocument();
    expect(within(items[0]).getByText(/with Sunita Rao/)).toBeInTheDocument();
    expect(within(items[0]).getByText(/IST/)).toBeInTheDocument();
    const join = within(items[0]).getByRole("link", { name: /^Join Now/ });
    expect(join).toHaveAttribute("href", MEET);
    expect(join).toHaveAttribute("target", "_blank");
    expect(within(items[1]).queryByText("Live now")).not.toBeInTheDocument();
    expect(
      within(items[1]).queryByRole("link", { name: /^Join/ }),
    ).not.toBeInTheDocument();
  });

  it("points to the sessions tab when there are none", () => {
    convex.queries.set(MINE, []);
    convex.pages.set(REQUESTS, []);
    renderCard();
    expect(
      within(section()).getByText(/You have no sessions coming up/),
    ).toBeInTheDocument();
    expect(
      within(section()).getByRole("link", {
        name: "Find a mentorship session",
      }),
    ).toHaveAttribute("href", "/mentorship?tab=sessions");
  });

  it("shows each request's status: the session when accepted, the reason when declined; Withdraw only while pending", async () => {
    convex.queries.set(MINE, []);
    convex.pages.set(REQUESTS, [
      request(1),
      request(2, { status: "accepted", sessionId: "session-9" }),
      request(3, { status: "declined", declineReason: "I am away that week." }),
      request(4, { status: "withdrawn" }),
    ]);
    renderCard();
    const requests = screen.getByRole("region", { name: "1-on-1 requests" });
    const [pending, accepted, declined, withdrawn] =
      within(requests).getAllByRole("listitem");
    expect(within(pending).getByText("Pending")).toBeInTheDocument();
    expect(within(accepted).getByText("Accepted")).toBeInTheDocument();
    expect(
      within(accepted).getByRole("link", { name: "See the session" }),
    ).toHaveAttribute("href", "/mentorship/sessions/session-9");
    expect(within(declined).getByText("Declined")).toBeInTheDocument();
    expect(
      within(declined).getByText("Reason: I am away that week."),
    ).toBeInTheDocument();
    expect(within(withdrawn).getByText("Withdrawn")).toBeInTheDocument();
    expect(
      within(requests).getAllByRole("button", { name: "Withdraw" }),
    ).toHaveLength(1);

    const u = user();
    await u.click(within(pending).getByRole("button", { name: "Withdraw" }));
    await u.click(
      await screen.findByRole("button", { name: "Withdraw request" }),
    );
    await waitFor(() =>
      expect(convex.mutation(WITHDRAW)).toHaveBeenCalledWith({
        requestId: "request-1",
      }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Request withdrawn" }),
    );
  });

  it("asks for the first five requests", () => {
    convex.queries.set(MINE, []);
    convex.pages.set(REQUESTS, []);
    renderCard();
    expect(convex.askedWith(REQUESTS)).toContainEqual({});
  });
});

describe("Request a 1-on-1 on a mentor's profile", () => {
  const tomorrow = istDate(Date.now() + DAY);
  const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
  const WEEKDAYS = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
  ];

  function profile(startMinute: number, endMinute: number) {
    return {
      _id: "mentor-1",
      fullName: "Sunita Rao",
      qualification: "M.Sc. Mathematics",
      bio: "Taught maths for ten years.",
      rating: 4.5,
      ratingCount: 2,
      totalSessions: 12,
      experienceYears: 10,
      expertise: ["Algebra"],
      isVolunteer: false,
      subject: "Mathematics",
      availability: Array.from({ length: 7 }, (_, weekday) => ({
        weekday,
        startMinute,
        endMinute,
        timezone: "Asia/Kolkata",
      })),
      upcomingSessions: [],
      feedback: [],
    };
  }

  const renderProfile = (session: Session = signedIn("student")) =>
    renderRoutes(
      [
        { path: "/mentors/:mentorId", element: <MentorProfilePage /> },
        { path: "/login", element: <p>Login page</p> },
      ],
      { path: "/mentors/mentor-1", session },
    );

  /** Picks `day` ("YYYY-MM-DD") in the date-and-time picker; the time stays at its default, 5:00 PM. */
  async function pickDay(day: string) {
    const u = user();
    await u.click(
      screen.getByLabelText(/^Date and time \(IST\)( \*)?$/, {
        selector: "button",
      }),
    );
    const dialog = (await screen.findAllByRole("dialog")).at(-1)!;
    const [y, m, d] = day.split("-").map(Number);
    const label = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(Date.UTC(y, m - 1, d));
    if (!within(dialog).queryByRole("button", { name: label }))
      await u.click(within(dialog).getByRole("button", { name: "Next month" }));
    await u.click(within(dialog).getByRole("button", { name: label }));
    await u.click(
      within(dialog).getByRole("button", { name: "Confirm date and time" }),
    );
  }

  it("refuses a slot outside the mentor's hours, naming that day's hours", async () => {
    convex.queries.set(MENTOR, profile(9 * 60, 17 * 60));
    renderProfile();
    const u = user();
    await u.click(screen.getByRole("button", { name: "Request a 1-on-1" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Request a 1-on-1 with Sunita Rao",
    });
    await pickDay(tomorrow);
    await u.click(within(dialog).getByRole("button", { name: "Send request" }));
    const day = WEEKDAYS[weekdayOf(tomorrow)];
    expect(
      await within(dialog).findByText(
        `Outside the mentor's hours. On ${day} they are available 9:00 AM – 5:00 PM (IST): the whole session must fit inside them.`,
      ),
    ).toBeInTheDocument();
    expect(convex.mutation(CREATE_REQUEST)).not.toHaveBeenCalled();
  });

  it("sends a request for a slot inside the hours and says so", async () => {
    convex.queries.set(MENTOR, profile(16 * 60, 20 * 60));
    renderProfile();
    const u = user();
    await u.click(screen.getByRole("button", { name: "Request a 1-on-1" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Request a 1-on-1 with Sunita Rao",
    });
    await u.click(within(dialog).getByRole("radio", { name: "Doubt" }));
    await pickDay(tomorrow);
    expect(
      within(dialog).getByText(
        `${WEEKDAYS[weekdayOf(tomorrow)]}: 4:00 PM – 8:00 PM (IST)`,
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole("textbox", { name: /Duration in minutes/ }),
    ).toHaveValue("30");
    await u.type(
      within(dialog).getByRole("textbox", { name: "Message (optional)" }),
      "Help with quadratic word problems",
    );
    await u.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(convex.mutation(CREATE_REQUEST)).toHaveBeenCalledWith({
        mentorId: "mentor-1",
        purpose: "doubt",
        scheduledAt: istWallTimeToEpoch(`${tomorrow} 17:00:00`),
        durationMinutes: 30,
        message: "Help with quadratic word problems",
      }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Request sent to Sunita Rao" }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", {
          name: "Request a 1-on-1 with Sunita Rao",
        }),
      ).not.toBeInTheDocument(),
    );
  });

  it("asks a visitor to log in instead", async () => {
    convex.queries.set(MENTOR, profile(9 * 60, 17 * 60));
    const { router } = renderProfile(signedOut);
    await user().click(
      screen.getByRole("button", { name: "Request a 1-on-1" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        message: "Please log in to request a session",
      }),
    );
    expect(convex.mutation(CREATE_REQUEST)).not.toHaveBeenCalled();
  });

  it("is not offered to mentors", () => {
    convex.queries.set(MENTOR, profile(9 * 60, 17 * 60));
    renderProfile(signedIn("mentor"));
    expect(
      screen.queryByRole("button", { name: "Request a 1-on-1" }),
    ).not.toBeInTheDocument();
  });
});
