// Live updates to the mentorship lists re-render only the item that changed:
// the real Convex client hands over fresh objects for every item on every
// update, so the fake does too (structuredClone), and each card must compare
// the data it holds rather than which object it was given.
import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FeedbackList } from "../../src/features/mentorship/workspace/FeedbackList";
import { RequestList } from "../../src/features/mentorship/workspace/RequestList";
import { SessionList } from "../../src/features/mentorship/workspace/SessionLists";
import { useTodaySessions } from "../../src/features/mentorship/workspace/workspaceData";
import { MentorsTab } from "../../src/features/mentorship/mentors/MentorsTab";
import { MySessionsCard } from "../../src/features/learning/dashboard/MySessionsCard";
import { fakeConvex as convex } from "./fakeConvex";
import { renderAt, signedIn } from "./render";

vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

/** Calls of a plain formatting helper each card calls once per render, by what it formatted. */
const calls = vi.hoisted(() => new Map<string, number>());
const count = (key: string) => calls.set(key, (calls.get(key) ?? 0) + 1);

vi.mock("../../src/lib/istTime", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/lib/istTime")>();
  return {
    ...actual,
    formatEventTime: (at: number) => {
      count(`time ${at}`);
      return actual.formatEventTime(at);
    },
  };
});
vi.mock("../../src/lib/format", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/lib/format")>();
  return {
    ...actual,
    formatDate: (at: number) => {
      count(`date ${at}`);
      return actual.formatDate(at);
    },
  };
});
vi.mock("../../src/features/mentorship/formatting", async (importOriginal) => {
  const actual =
    await importOriginal<
      typeof import("../../src/features/mentorship/formatting")
    >();
  return {
    ...actual,
    formatExperience: (years: number) => {
      count(`experience ${years}`);
      return actual.formatExperience(years);
    },
  };
});

if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const fresh = <T,>(value: T): T => structuredClone(value);
const mentorSession = signedIn("mentor");

beforeEach(() => {
  convex.reset();
  calls.clear();
});

describe("MentorsTab, live", () => {
  const mentor = (n: number) => ({
    _id: `mentor-${n}`,
    fullName: `Mentor ${n}`,
    qualification: "M.Sc. Physics, B.Ed.",
    bio: "Taught physics for ten years.",
    rating: 4.76,
    ratingCount: 12,
    totalSessions: 31,
    experienceYears: n,
    expertise: ["Mechanics", "Optics"],
    isVolunteer: false,
  });
  const mentors = [mentor(1), mentor(2), mentor(3)];

  it("re-renders only the mentor whose sessions changed", () => {
    convex.pages.set("mentorship/mentors:list", fresh(mentors));
    renderAt(<MentorsTab />, { path: "/mentorship" });
    expect(screen.getAllByRole("article")).toHaveLength(3);
    calls.clear();

    act(() =>
      convex.update(() => {
        const next = fresh(mentors);
        next[1].totalSessions = 32;
        convex.pages.set("mentorship/mentors:list", next);
      }),
    );

    expect(screen.getByText(/32 sessions/)).toBeInTheDocument();
    expect(Object.fromEntries(calls)).toEqual({ "experience 2": 1 });
  });
});

describe("RequestList, live", () => {
  const at = Date.now() + 2 * DAY;
  const request = (n: number) => ({
    _id: `request-${n}`,
    purpose: "doubt",
    scheduledAt: at + n * HOUR,
    durationMinutes: 30,
    message: `Question ${n}`,
    status: "pending",
    createdAt: Date.now(),
    studentName: `Student ${n}`,
  });
  const requests = [request(1), request(2), request(3)];

  it("re-renders only the request whose message changed", () => {
    convex.pages.set("mentorship/requests:pendingForMe", fresh(requests));
    renderAt(<RequestList />, {
      path: "/mentor-dashboard",
      session: mentorSession,
    });
    expect(screen.getAllByRole("article")).toHaveLength(3);
    calls.clear();

    act(() =>
      convex.update(() => {
        const next = fresh(requests);
        next[2].message = "Question 3, with a figure";
        convex.pages.set("mentorship/requests:pendingForMe", next);
      }),
    );

    expect(screen.getByText(/Question 3, with a figure/)).toBeInTheDocument();
    expect(Object.fromEntries(calls)).toEqual({
      [`time ${at + 3 * HOUR}`]: 1,
    });
  });
});

describe("SessionList, live", () => {
  const at = Date.now() + 3 * DAY;
  const session = (n: number) => ({
    _id: `session-${n}`,
    title: `Session ${n}`,
    description: "What it covers.",
    sessionType: "group",
    purpose: "mentorship",
    status: "scheduled",
    scheduledAt: at + n * HOUR,
    durationMinutes: 60,
    maxParticipants: 20,
    participantCount: 3,
    meetingUrl: "https://meet.example.com/abc",
    grade: 9,
    subject: "Mathematics",
    programId: null,
    studentName: null,
  });
  const sessions = [session(1), session(2), session(3)];

  function Today() {
    return <SessionList sessions={useTodaySessions()} empty="None today." />;
  }

  it("re-renders only the session whose registrations changed", () => {
    convex.queries.set("mentorship/workspace:today", fresh(sessions));
    renderAt(<Today />, { path: "/mentor-dashboard", session: mentorSession });
    expect(screen.getAllByRole("article")).toHaveLength(3);
    calls.clear();

    act(() =>
      convex.update(() => {
        const next = fresh(sessions);
        next[0].participantCount = 4;
        convex.queries.set("mentorship/workspace:today", next);
      }),
    );

    expect(screen.getByText(/4 \/ 20 registered/)).toBeInTheDocument();
    expect(Object.fromEntries(calls)).toEqual({ [`time ${at + HOUR}`]: 1 });
  });
});

describe("FeedbackList, live", () => {
  const at = Date.now() - 5 * DAY;
  const feedback = (n: number) => ({
    _id: `feedback-${n}`,
    rating: 4,
    text: `Feedback ${n}`,
    createdAt: at + n * DAY,
    studentName: "Anonymous",
    sessionTitle: `Session ${n}`,
  });
  const list = [feedback(1), feedback(2), feedback(3)];

  it("renders only the feedback that arrived", () => {
    convex.queries.set("mentorship/workspace:feedback", fresh(list));
    renderAt(<FeedbackList />, {
      path: "/mentor-dashboard",
      session: mentorSession,
    });
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    calls.clear();

    act(() =>
      convex.update(() =>
        convex.queries.set("mentorship/workspace:feedback", [
          feedback(4),
          ...fresh(list),
        ]),
      ),
    );

    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    expect(Object.fromEntries(calls)).toEqual({ [`date ${at + 4 * DAY}`]: 1 });
  });
});

describe("MySessionsCard, live", () => {
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const at = now + 2 * DAY;
  const session = (n: number) => ({
    _id: `session-${n}`,
    title: `Session ${n}`,
    status: "scheduled",
    scheduledAt: at + n * HOUR,
    meetingUrl: null,
    mentor: { _id: `mentor-${n}`, fullName: `Mentor ${n}` },
  });
  const sessions = [session(1), session(2), session(3)];

  it("re-renders only the session whose title changed", () => {
    convex.queries.set("mentorship/sessions:mine", fresh(sessions));
    convex.pages.set("mentorship/requests:mine", []);
    renderAt(<MySessionsCard now={now} />, {
      path: "/dashboard",
      session: signedIn("student"),
    });
    expect(screen.getByRole("link", { name: "Session 2" })).toBeInTheDocument();
    calls.clear();

    act(() =>
      convex.update(() => {
        const next = fresh(sessions);
        next[1].title = "Session 2: circles";
        convex.queries.set("mentorship/sessions:mine", next);
      }),
    );

    expect(
      screen.getByRole("link", { name: "Session 2: circles" }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(calls)).toEqual({ [`time ${at + 2 * HOUR}`]: 1 });
  });
});
