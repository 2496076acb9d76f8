import { notifications } from "@mantine/notifications";
import { screen, within, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getFunctionName, type FunctionReference } from "convex/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "../../convex/_generated/dataModel";
import { ClubPage } from "../../src/features/community/clubs/ClubPage";
import { ClubsSection } from "../../src/features/community/clubs/ClubsSection";
import { CreateClubPage } from "../../src/features/community/clubs/CreateClubPage";
import type { ClubItem } from "../../src/features/community/clubs/useClubs";
import { CreateEventPage } from "../../src/features/community/events/CreateEventPage";
import { EventCard } from "../../src/features/community/events/EventCard";
import { validateEventForm } from "../../src/features/community/events/eventForm";
import {
  formatEventTime,
  istDate,
  istWallTimeToEpoch,
} from "../../src/lib/istTime";
import { EventsSection } from "../../src/features/community/events/EventsSection";
import type { EventItem } from "../../src/features/community/events/useEvents";
import { renderRoutes, signedIn, signedOut } from "./render";

// The screens talk to Convex only through these hooks: each test says what
// the queries hold and what the mutations do.
const backend = vi.hoisted(() => ({
  mutations: new Map<string, ReturnType<typeof vi.fn>>(),
  query: undefined as unknown,
  /** Results by function name ("community/clubs:mine"), before `query`. */
  queries: new Map<string, unknown>(),
  paginated: { results: [] as unknown[], status: "Exhausted" as string },
  loadMore: vi.fn(),
}));

vi.mock("convex/react", () => ({
  useMutation: (ref: FunctionReference<"mutation">) => mutation(ref),
  useQuery: (ref: FunctionReference<"query">, args: unknown) => {
    if (args === "skip") return undefined;
    const name = getFunctionName(ref);
    return backend.queries.has(name)
      ? backend.queries.get(name)
      : backend.query;
  },
  usePaginatedQuery: () => ({
    ...backend.paginated,
    isLoading: backend.paginated.status.startsWith("Loading"),
    loadMore: backend.loadMore,
  }),
}));

function mutation(ref: FunctionReference<"mutation"> | string) {
  const name = typeof ref === "string" ? ref : getFunctionName(ref);
  let fn = backend.mutations.get(name);
  if (!fn) {
    fn = vi.fn(async () => null);
    backend.mutations.set(name, fn);
  }
  return fn;
}

// jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    value: { addEventListener() {}, removeEventListener() {} },
  });

const toast = vi.spyOn(notifications, "show");
beforeEach(() => {
  toast.mockClear();
  backend.mutations.clear();
  backend.query = undefined;
  backend.queries.clear();
  backend.paginated = { results: [], status: "Exhausted" };
  backend.loadMore.mockClear();
});

const user = () => userEvent.setup({ delay: null });

/** Pastes `text` into the field: typing long descriptions key by key is slow on a busy machine. */
async function fill(u: ReturnType<typeof user>, label: string, text: string) {
  await u.click(field(label));
  await u.paste(text);
}

/** The input (or picker button) labelled `label`, whose label may carry the required asterisk. */
function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), {
    selector: "input, textarea, button",
  });
}

function expectFieldError(label: string, message: string) {
  const input = field(label);
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

function renderPage(
  path: string,
  element: React.ReactElement,
  { session = signedIn("student"), at = path } = {},
) {
  return renderRoutes(
    [
      { path, element },
      { path: "/community", element: <p>Community page</p> },
      { path: "/community/club/:clubId", element: <p>Club page</p> },
      { path: "/login", element: <p>Login page</p> },
      { path: "*", element: <p>Other page</p> },
    ],
    { path: at, session },
  );
}

const clubId = (id: string) => id as Id<"student_clubs">;
const eventId = (id: string) => id as Id<"community_events">;

function club(overrides: Partial<ClubItem> = {}): ClubItem {
  return {
    _id: clubId("club1"),
    name: "Young Astronomers",
    category: "Science & Technology",
    description: "We watch the night sky and talk about what we see.",
    memberCount: 12,
    isMember: false,
    ...overrides,
  };
}

function event(overrides: Partial<EventItem> = {}): EventItem {
  return {
    _id: eventId("event1"),
    title: "Board exam doubt marathon",
    description: "Bring your toughest Class 10 maths questions.",
    eventType: "study_session",
    // Sat 28 Nov 2026, 5:00 pm in India.
    scheduledAt: Date.UTC(2026, 10, 28, 11, 30),
    durationMinutes: 90,
    attendeeCount: 23,
    maxAttendees: 50,
    live: false,
    full: false,
    registered: false,
    canCancel: false,
    pendingEdit: null,
    ...overrides,
  };
}

describe("CreateClubPage", { timeout: 30_000 }, () => {
  const open = (session = signedIn("student")) =>
    renderPage("/community/create-club", <CreateClubPage />, { session });

  it("has one heading and the three fields", () => {
    open();
    expect(
      screen.getByRole("heading", { level: 1, name: "Create a club" }),
    ).toBeInTheDocument();
    expect(field("Name")).toBeInTheDocument();
    expect(
      screen.getByRole("combobox", { name: /^Category/ }),
    ).toBeInTheDocument();
    expect(field("Description")).toBeInTheDocument();
  });

  it("refuses an empty form with the shared rules' words", async () => {
    open();
    await user().click(screen.getByRole("button", { name: "Create club" }));
    expectFieldError("Name", "Club name is required");
    expectFieldError("Category", "Please choose a category");
    expectFieldError("Description", "Description is required");
    expect(mutation("community/clubs:create")).not.toHaveBeenCalled();
  });

  it("refuses a name and description that are too short", async () => {
    open();
    const u = user();
    await u.type(field("Name"), "AB");
    await fill(u, "Description", "Too short");
    await u.click(screen.getByRole("button", { name: "Create club" }));
    expectFieldError("Name", "Club name must be at least 3 characters");
    expectFieldError(
      "Description",
      "Description must be at least 10 characters",
    );
    expect(mutation("community/clubs:create")).not.toHaveBeenCalled();
  });

  it("creates the club with trimmed values, says so and opens it", async () => {
    open();
    mutation("community/clubs:create").mockResolvedValue("club42");
    const u = user();
    await u.type(field("Name"), "  Young Astronomers ");
    await u.click(screen.getByRole("combobox", { name: /^Category/ }));
    await u.click(
      await screen.findByRole("option", { name: "Science & Technology" }),
    );
    await fill(
      u,
      "Description",
      "We watch the night sky and talk about what we see.",
    );
    await u.click(screen.getByRole("button", { name: "Create club" }));
    await waitFor(() =>
      expect(mutation("community/clubs:create")).toHaveBeenCalledWith({
        name: "Young Astronomers",
        category: "Science & Technology",
        description: "We watch the night sky and talk about what we see.",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Your club is ready!" }),
      ),
    );
    expect(await screen.findByText("Club page")).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses", async () => {
    open();
    const { ConvexError } = await import("convex/values");
    mutation("community/clubs:create").mockRejectedValue(
      new ConvexError({
        code: "Conflict",
        message: "A club with this name already exists.",
      }),
    );
    const u = user();
    await u.type(field("Name"), "Young Astronomers");
    await u.click(screen.getByRole("combobox", { name: /^Category/ }));
    await u.click(await screen.findByRole("option", { name: "Coding" }));
    await fill(u, "Description", "We write small games in Python.");
    await u.click(screen.getByRole("button", { name: "Create club" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Error creating club",
          message: "A club with this name already exists.",
        }),
      ),
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Create a club",
    );
  });
});

describe("CreateEventPage", { timeout: 30_000 }, () => {
  const open = (session = signedIn("mentor")) =>
    renderPage("/community/create-event", <CreateEventPage />, { session });

  it("refuses an empty form with the shared rules' words", async () => {
    open();
    await user().click(screen.getByRole("button", { name: "Publish event" }));
    expectFieldError("Title", "Title is required");
    expectFieldError("Type", "Please choose an event type");
    expectFieldError("Description", "Description is required");
    expectFieldError(
      "Date and time \\(IST\\)",
      "Please choose a date and time",
    );
    expect(mutation("community/events:create")).not.toHaveBeenCalled();
  });

  it("checks the duration and the maximum attendees", async () => {
    open();
    const u = user();
    await u.clear(field("Duration in minutes"));
    await u.click(screen.getByRole("button", { name: "Publish event" }));
    expectFieldError("Duration in minutes", "Duration is required");
    await u.type(field("Duration in minutes"), "5");
    await u.type(field("Maximum attendees"), "0");
    await u.click(screen.getByRole("button", { name: "Publish event" }));
    expectFieldError(
      "Duration in minutes",
      "Duration must be at least 15 minutes",
    );
    expectFieldError(
      "Maximum attendees",
      "Maximum attendees must be at least 1",
    );
    expect(field("Maximum attendees")).toHaveAccessibleDescription(
      expect.stringContaining("Leave empty for no limit"),
    );
    expect(mutation("community/events:create")).not.toHaveBeenCalled();
  });

  it("tells a student or an unverified mentor that a moderator reviews their event; not a verified mentor", () => {
    for (const session of [
      signedIn("student"),
      { ...signedIn("mentor"), verifiedMentor: false },
    ]) {
      const { unmount } = open(session);
      expect(
        screen.getByText(/will be reviewed by a moderator before it appears/),
      ).toBeInTheDocument();
      expect(
        screen.getByRole("button", { name: "Send for review" }),
      ).toBeInTheDocument();
      unmount();
    }
    open(signedIn("mentor"));
    expect(screen.queryByText(/reviewed by a moderator/)).toBeNull();
  });

  it("publishes a mentor's event picked in the calendar, then shows it on the hub", async () => {
    open();
    mutation("community/events:create").mockResolvedValue({
      eventId: "e7",
      status: "published",
    });
    const u = user();
    await fill(u, "Title", "Vedic maths speed quiz");
    await u.click(screen.getByRole("combobox", { name: /^Type/ }));
    await u.click(await screen.findByRole("option", { name: "Quiz" }));
    await fill(u, "Description", "Twenty quick questions, no calculators.");
    // Two days ahead in India, at the time the picker fills in.
    const day = istDate(Date.now() + 2 * 86_400_000);
    await pickDate(day);
    await u.type(field("Maximum attendees"), "40");
    await u.click(screen.getByRole("button", { name: "Publish event" }));

    expect(mutation("community/events:create")).toHaveBeenCalledOnce();
    const input = mutation("community/events:create").mock
      .calls[0][0] as Record<string, unknown>;
    expect(input).toMatchObject({
      title: "Vedic maths speed quiz",
      eventType: "quiz",
      description: "Twenty quick questions, no calculators.",
      durationMinutes: 60,
      maxAttendees: 40,
    });
    expect(istDate(input.scheduledAt as number)).toBe(day);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Your event is published!" }),
      ),
    );
    expect(await screen.findByText("Community page")).toBeInTheDocument();
  });

  it("sends a student's event for review and returns to the hub", async () => {
    open(signedIn("student"));
    mutation("community/events:create").mockResolvedValue({
      eventId: "e8",
      status: "proposed",
    });
    const u = user();
    await fill(u, "Title", "Chemistry flashcards hour");
    await u.click(screen.getByRole("combobox", { name: /^Type/ }));
    await u.click(await screen.findByRole("option", { name: "Study session" }));
    await fill(u, "Description", "We quiz each other on the periodic table.");
    await pickDate(istDate(Date.now() + 3 * 86_400_000));
    await u.click(screen.getByRole("button", { name: "Send for review" }));
    await waitFor(() =>
      expect(mutation("community/events:create")).toHaveBeenCalledWith(
        expect.not.objectContaining({ maxAttendees: expect.anything() }),
      ),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Your event was sent for review." }),
      ),
    );
    expect(await screen.findByText("Community page")).toBeInTheDocument();
  });

  it("refuses a time in the past, read in IST", () => {
    const now = Date.UTC(2026, 10, 22, 6, 0); // 11:30 am IST
    const values = {
      title: "Vedic maths speed quiz",
      eventType: "quiz",
      description: "Twenty quick questions, no calculators.",
      durationMinutes: 60,
      maxAttendees: "",
    };
    expect(
      validateEventForm({ ...values, scheduledAt: "2026-11-22 11:00:00" }, now),
    ).toEqual({ scheduledAt: "The event must start in the future" });
    expect(
      validateEventForm({ ...values, scheduledAt: "2026-11-22 12:00:00" }, now),
    ).toEqual({});
  });
});

/** Opens the date-and-time picker, goes to the month of `day` ("YYYY-MM-DD") and confirms that day. */
async function pickDate(day: string) {
  const u = user();
  await u.click(field("Date and time \\(IST\\)"));
  const dialog = await screen.findByRole("dialog");
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

describe("EventCard", () => {
  const show = (e: EventItem, session = signedIn("student")) =>
    renderPage("/community", <EventCard event={e} />, { session });

  it("shows the type, when, how long and who is coming", () => {
    show(event());
    const card = screen.getByRole("article", {
      name: "Board exam doubt marathon",
    });
    expect(card).toHaveAttribute("id", "event-event1");
    expect(within(card).getByText("Study session")).toBeInTheDocument();
    expect(within(card).getByText(/28 Nov.*5:00 pm IST/)).toBeInTheDocument();
    expect(within(card).getByText("90 minutes")).toBeInTheDocument();
    expect(within(card).getByText("23 / 50 attending")).toBeInTheDocument();
    expect(within(card).queryByText("Live now")).toBeNull();
  });

  it("counts without a maximum and marks a running event", () => {
    show(event({ maxAttendees: null, live: true }));
    expect(screen.getByText("23 attending")).toBeInTheDocument();
    expect(screen.getByText("Live now")).toBeInTheDocument();
  });

  it("offers RSVP", () => {
    show(event());
    expect(screen.getByRole("button", { name: "RSVP" })).toBeEnabled();
    expect(
      screen.queryByRole("button", { name: /Registered|Full/ }),
    ).toBeNull();
  });

  it("shows Registered, disabled, with a separate Cancel RSVP", () => {
    show(event({ registered: true, attendeeCount: 50, full: true }));
    expect(screen.getByRole("button", { name: "Registered" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel RSVP" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "RSVP" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Full" })).toBeNull();
  });

  it("disables RSVP as Full once every place is taken", () => {
    show(event({ attendeeCount: 50, full: true }));
    expect(screen.getByRole("button", { name: "Full" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "RSVP" })).toBeNull();
  });

  it("registers a member", async () => {
    show(event());
    mutation("community/events:rsvp").mockResolvedValue({ attendeeCount: 24 });
    await user().click(screen.getByRole("button", { name: "RSVP" }));
    await waitFor(() =>
      expect(mutation("community/events:rsvp")).toHaveBeenCalledWith({
        eventId: "event1",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Successfully registered!" }),
      ),
    );
  });

  it("reports a refused RSVP with its failure title", async () => {
    show(event());
    const { ConvexError } = await import("convex/values");
    mutation("community/events:rsvp").mockRejectedValue(
      new ConvexError({
        code: "Conflict",
        message: "Sorry, this event is full.",
      }),
    );
    await user().click(screen.getByRole("button", { name: "RSVP" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Error registering for event",
          message: "Sorry, this event is full.",
        }),
      ),
    );
  });

  it("sends a visitor to log in", async () => {
    const { router } = show(event(), signedOut);
    await user().click(screen.getByRole("button", { name: "RSVP" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Please login to RSVP" }),
      ),
    );
    expect(router.state.location.pathname).toBe("/login");
    expect(mutation("community/events:rsvp")).not.toHaveBeenCalled();
  });

  it("goes ahead while the session is still loading, and asks to log in if the server says so", async () => {
    const { router } = show(event(), { status: "loading" });
    const { ConvexError } = await import("convex/values");
    mutation("community/events:rsvp").mockRejectedValue(
      new ConvexError({
        code: "NotAuthenticated",
        message: "Please log in to continue.",
      }),
    );
    await user().click(screen.getByRole("button", { name: "RSVP" }));
    expect(mutation("community/events:rsvp")).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Please login to RSVP" }),
      ),
    );
    expect(router.state.location.pathname).toBe("/login");
  });

  it("cancels an RSVP", async () => {
    show(event({ registered: true }));
    await user().click(screen.getByRole("button", { name: "Cancel RSVP" }));
    await waitFor(() =>
      expect(mutation("community/events:cancelRsvp")).toHaveBeenCalledWith({
        eventId: "event1",
      }),
    );
  });

  it("lets the organiser cancel the event after confirming", async () => {
    show(event({ canCancel: true }));
    const u = user();
    await u.click(screen.getByRole("button", { name: "Cancel event" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Cancel this event?",
    });
    expect(mutation("community/events:cancel")).not.toHaveBeenCalled();
    await u.click(within(dialog).getByRole("button", { name: "Cancel event" }));
    await waitFor(() =>
      expect(mutation("community/events:cancel")).toHaveBeenCalledWith({
        eventId: "event1",
      }),
    );
  });

  it("offers no Cancel event to others", () => {
    show(event());
    expect(screen.queryByRole("button", { name: "Cancel event" })).toBeNull();
    expect(
      screen.getByRole("button", { name: "Report this event" }),
    ).toBeInTheDocument();
  });
});

describe("Editing an event", { timeout: 30_000 }, () => {
  // Two days ahead, on the minute (the picker keeps minutes).
  const at = Math.floor((Date.now() + 2 * 86_400_000) / 60_000) * 60_000;
  const show = (e: EventItem) =>
    renderPage("/community", <EventCard event={e} />, {
      session: signedIn("mentor"),
    });
  const openEditor = async (u: ReturnType<typeof user>) => {
    await u.click(screen.getByRole("button", { name: "Edit" }));
    return screen.findByRole("dialog", { name: "Edit event" });
  };

  it("offers the organiser Edit with the event's details; saves the changes and says so", async () => {
    mutation("community/events:update").mockResolvedValue({
      status: "updated",
    });
    show(event({ canCancel: true, scheduledAt: at }));
    const u = user();
    const dialog = await openEditor(u);
    expect(field("Title")).toHaveValue("Board exam doubt marathon");
    expect(field("Description")).toHaveValue(
      "Bring your toughest Class 10 maths questions.",
    );
    expect(field("Duration in minutes")).toHaveValue("90");
    expect(field("Maximum attendees")).toHaveValue("50");
    expect(
      within(dialog).getByText(/everyone registered is told/),
    ).toBeInTheDocument();

    await u.clear(field("Title"));
    await fill(u, "Title", "Board exam doubt marathon, part two");
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(mutation("community/events:update")).toHaveBeenCalledWith({
        eventId: "event1",
        title: "Board exam doubt marathon, part two",
        description: "Bring your toughest Class 10 maths questions.",
        eventType: "study_session",
        scheduledAt: at,
        durationMinutes: 90,
        maxAttendees: 50,
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Event updated" }),
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Edit event" })).toBeNull(),
    );
  });

  it("says a change to an approved event waits for review, and edits the waiting change", async () => {
    mutation("community/events:update").mockResolvedValue({
      status: "awaiting_review",
    });
    show(
      event({
        canCancel: true,
        scheduledAt: at,
        pendingEdit: {
          title: "Board exam doubt marathon (online)",
          description: "Bring your toughest Class 10 maths questions.",
          eventType: "study_session",
          scheduledAt: at,
          durationMinutes: 90,
          maxAttendees: 50,
          submittedAt: Date.now(),
        },
      }),
    );
    expect(
      screen.getByText(/Your changes are waiting for a moderator’s review/),
    ).toBeInTheDocument();
    // Everyone, the organiser too, sees the approved version on the card.
    expect(
      screen.getByRole("heading", { name: "Board exam doubt marathon" }),
    ).toBeInTheDocument();
    const u = user();
    const dialog = await openEditor(u);
    expect(field("Title")).toHaveValue("Board exam doubt marathon (online)");
    expect(
      within(dialog).getByText(
        /still waiting for review; saving replaces them/,
      ),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          message:
            "Your changes are sent for review. The event stays as it is until a moderator approves them.",
        }),
      ),
    );
  });

  it("checks the fields with the create form's rules", async () => {
    show(event({ canCancel: true, scheduledAt: at }));
    const u = user();
    const dialog = await openEditor(u);
    await u.clear(field("Title"));
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expectFieldError("Title", "Title is required");
    expect(mutation("community/events:update")).not.toHaveBeenCalled();
  });

  it("shows the server's reason and keeps the dialog open", async () => {
    show(event({ canCancel: true, scheduledAt: at }));
    const { ConvexError } = await import("convex/values");
    mutation("community/events:update").mockRejectedValue(
      new ConvexError({
        code: "InvalidInput",
        message:
          "23 people have registered already: the maximum cannot be lower than that.",
      }),
    );
    const u = user();
    const dialog = await openEditor(u);
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Error updating event",
          message:
            "23 people have registered already: the maximum cannot be lower than that.",
        }),
      ),
    );
    expect(
      screen.getByRole("dialog", { name: "Edit event" }),
    ).toBeInTheDocument();
  });

  it("offers no Edit to others, nor once the event is under way", () => {
    const { unmount } = show(event({ scheduledAt: at }));
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    unmount();
    show(event({ canCancel: true, live: true }));
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(
      screen.getByRole("button", { name: "Cancel event" }),
    ).toBeInTheDocument();
  });
});

describe("EventsSection", () => {
  const show = (session = signedIn("student")) =>
    renderPage("/community", <EventsSection />, { session });

  it("says so when nothing is coming up", () => {
    show();
    expect(
      screen.getByRole("heading", { level: 2, name: "Live Events" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("No upcoming events. Create one!"),
    ).toBeInTheDocument();
  });

  it("lists the events and loads more on request", async () => {
    backend.paginated = {
      results: [
        event(),
        event({ _id: eventId("event2"), title: "Robotics workshop" }),
      ],
      status: "CanLoadMore",
    };
    show();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    await user().click(
      screen.getByRole("button", { name: "Load more events" }),
    );
    expect(backend.loadMore).toHaveBeenCalledWith(6);
  });

  it("drops an event that has ended while the page was open", () => {
    backend.paginated = {
      results: [
        event({ scheduledAt: Date.now() - 2 * 3_600_000, durationMinutes: 60 }),
      ],
      status: "Exhausted",
    };
    show();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("asks a visitor to log in to create an event", async () => {
    const { router } = show(signedOut);
    await user().click(screen.getByRole("button", { name: "Create Event" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Please login to create an event" }),
      ),
    );
    expect(router.state.location.pathname).toBe("/login");
  });
});

describe("ClubsSection", () => {
  const show = (session = signedIn("student")) =>
    renderPage("/community", <ClubsSection />, { session });

  it("says so when there are no clubs", () => {
    show();
    expect(
      screen.getByRole("heading", { level: 2, name: "Student Clubs & Groups" }),
    ).toBeInTheDocument();
    expect(screen.getByText("No clubs yet. Create one!")).toBeInTheDocument();
  });

  it("shows Join, or a Member badge, with the member count and a link to the club", () => {
    backend.paginated = {
      results: [
        club(),
        club({
          _id: clubId("club2"),
          name: "Code Warriors",
          category: "Coding",
          memberCount: 1,
          isMember: true,
        }),
      ],
      status: "Exhausted",
    };
    show();
    const first = screen.getByRole("article", { name: "Young Astronomers" });
    expect(within(first).getByText("12 members")).toBeInTheDocument();
    expect(within(first).getByText("Science & Technology")).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "Join" })).toBeEnabled();
    expect(
      within(first).getByRole("link", { name: "Young Astronomers" }),
    ).toHaveAttribute("href", "/community/club/club1");
    const second = screen.getByRole("article", { name: "Code Warriors" });
    expect(within(second).getByText("1 member")).toBeInTheDocument();
    expect(within(second).getByText("Member")).toBeInTheDocument();
    expect(within(second).queryByRole("button", { name: "Join" })).toBeNull();
  });

  it("joins a club", async () => {
    backend.paginated = { results: [club()], status: "Exhausted" };
    show();
    await user().click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() =>
      expect(mutation("community/clubs:join")).toHaveBeenCalledWith({
        clubId: "club1",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Successfully joined club!" }),
      ),
    );
  });

  it("sends a visitor who tries to join to log in", async () => {
    backend.paginated = { results: [club()], status: "Exhausted" };
    const { router } = show(signedOut);
    await user().click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Please login to join clubs" }),
      ),
    );
    expect(router.state.location.pathname).toBe("/login");
    expect(mutation("community/clubs:join")).not.toHaveBeenCalled();
  });

  it("reports a failed join with its failure title", async () => {
    backend.paginated = { results: [club()], status: "Exhausted" };
    show();
    mutation("community/clubs:join").mockRejectedValue(new Error("offline"));
    await user().click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Error joining club" }),
      ),
    );
  });

  it("shows a member's own clubs first, newest first, and the rest without repeats", () => {
    const mine = club({
      _id: clubId("club-new"),
      name: "Chess Circle",
      category: "Sports",
      memberCount: 1,
      isMember: true,
    });
    backend.queries.set("community/clubs:mine", [mine]);
    backend.paginated = {
      results: [club(), { ...mine }],
      status: "Exhausted",
    };
    show();
    const yours = screen.getByRole("region", { name: "Your clubs" });
    expect(
      within(yours).getByRole("article", { name: "Chess Circle" }),
    ).toBeInTheDocument();
    expect(
      within(yours).getByRole("heading", { level: 4, name: "Chess Circle" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 3, name: "More clubs" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(
      screen.getByRole("article", { name: "Young Astronomers" }),
    ).toBeInTheDocument();
  });

  it("shows no Your clubs for a member without clubs, nor asks for them for a visitor", () => {
    backend.queries.set("community/clubs:mine", []);
    backend.paginated = { results: [club()], status: "Exhausted" };
    const { unmount } = show();
    expect(screen.queryByRole("region", { name: "Your clubs" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "More clubs" })).toBeNull();
    expect(
      screen.getByRole("heading", { level: 3, name: "Young Astronomers" }),
    ).toBeInTheDocument();
    unmount();
    backend.queries.set("community/clubs:mine", new Error("signed out"));
    show(signedOut);
    expect(screen.queryByRole("region", { name: "Your clubs" })).toBeNull();
    expect(
      screen.getByRole("article", { name: "Young Astronomers" }),
    ).toBeInTheDocument();
  });

  it("asks a visitor to log in to create a club; opens the form for a member", async () => {
    const { router, unmount } = show(signedOut);
    await user().click(screen.getByRole("button", { name: "Create Club" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Please login to create a club" }),
      ),
    );
    expect(router.state.location.pathname).toBe("/login");
    unmount();
    const member = show();
    await user().click(screen.getByRole("button", { name: "Create Club" }));
    expect(member.router.state.location.pathname).toBe(
      "/community/create-club",
    );
  });
});

describe("ClubPage", () => {
  const show = (session = signedIn("student")) =>
    renderPage("/community/club/:clubId", <ClubPage />, {
      session,
      at: "/community/club/club1",
    });
  const detail = (overrides = {}) => ({
    ...club(),
    createdAt: Date.UTC(2026, 10, 1),
    canRemove: false,
    ...overrides,
  });

  it("says when there is no such club", () => {
    backend.query = null;
    show();
    expect(
      screen.getByRole("heading", { level: 1, name: "Club not found" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Back to the community" }),
    ).toHaveAttribute("href", "/community");
  });

  it("says a club a moderator removed was removed, and shows nothing of it", () => {
    backend.query = { _id: "club1", removedByModerator: true };
    show();
    expect(
      screen.getByRole("heading", { level: 1, name: "Removed by a moderator" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Young Astronomers")).toBeNull();
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
    expect(
      screen.getByRole("link", { name: "Back to the community" }),
    ).toHaveAttribute("href", "/community");
  });

  it("asks a visitor to log in instead of naming the members", () => {
    backend.query = detail();
    backend.paginated = {
      results: [{ _id: "m1", name: "Ananya I." }],
      status: "Exhausted",
    };
    show(signedOut);
    expect(screen.getByText("12 members")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Members" })).toBeNull();
    expect(screen.queryByText("Ananya I.")).toBeNull();
    expect(
      screen.getByRole("link", { name: "Log in to see who is in this club" }),
    ).toHaveAttribute("href", "/login");
  });

  it("shows the club, its members and Join", async () => {
    backend.query = detail();
    backend.paginated = {
      results: [
        { _id: "m1", name: "Ananya I." },
        { _id: "m2", name: "Sunita Rao" },
      ],
      status: "Exhausted",
    };
    show();
    expect(
      screen.getByRole("heading", { level: 1, name: "Young Astronomers" }),
    ).toBeInTheDocument();
    expect(screen.getByText("12 members")).toBeInTheDocument();
    const members = screen.getByRole("list", { name: "Members" });
    expect(within(members).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Remove club" })).toBeNull();
    await user().click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() =>
      expect(mutation("community/clubs:join")).toHaveBeenCalledWith({
        clubId: "club1",
      }),
    );
  });

  it("lets a member leave after confirming", async () => {
    backend.query = detail({ isMember: true });
    show();
    const u = user();
    await u.click(screen.getByRole("button", { name: "Leave club" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Leave Young Astronomers?",
    });
    await u.click(within(dialog).getByRole("button", { name: "Leave club" }));
    await waitFor(() =>
      expect(mutation("community/clubs:leave")).toHaveBeenCalledWith({
        clubId: "club1",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: "You have left the club" }),
      ),
    );
  });

  it("lets staff remove the club after confirming", async () => {
    backend.query = detail({ canRemove: true });
    const { router } = show(signedIn("mentor", "moderator"));
    const u = user();
    await u.click(screen.getByRole("button", { name: "Remove club" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Remove Young Astronomers?",
    });
    await u.click(within(dialog).getByRole("button", { name: "Remove club" }));
    await waitFor(() =>
      expect(mutation("community/clubs:remove")).toHaveBeenCalledWith({
        clubId: "club1",
      }),
    );
    expect(router.state.location.pathname).toBe("/community");
  });
});

describe("event times", () => {
  it("are shown in IST, named, in Indian style", () => {
    const { date, time } = formatEventTime(Date.UTC(2026, 10, 28, 11, 30), [
      "en-IN",
    ]);
    expect(date).toMatch(/^Sat, 28 Nov,? 2026$/);
    expect(time).toBe("5:00 pm IST");
  });

  it("read the picker's wall-clock time as IST", () => {
    expect(istWallTimeToEpoch("2026-11-28 17:00:00")).toBe(
      Date.UTC(2026, 10, 28, 11, 30),
    );
    expect(istDate(Date.UTC(2026, 10, 28, 19, 0))).toBe("2026-11-29");
  });
});
