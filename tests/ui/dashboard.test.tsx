import { notifications } from "@mantine/notifications";
import { act, screen, within, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BADGES } from "../../convex/learning/rules";
import { DashboardPage } from "../../src/features/learning/dashboard/DashboardPage";
import type {
  DashboardData,
  LeaderboardData,
  LeaderboardEntry,
} from "../../src/features/learning/dashboard/dashboardData";
import { formatDate, formatDuration, timeAgo } from "../../src/lib/format";
import { renderRoutes, signedIn } from "./render";
import { fakeConvex as convex, mutation } from "./fakeConvex";

// The Convex client is a fake (tests/ui/fakeConvex.ts).
vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

// The whole dashboard renders in each test; on a busy 2-core machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const toast = vi.spyOn(notifications, "show");
const user = () => userEvent.setup({ delay: null });
// Failures the page reports to the console on purpose (error boundaries).
const consoleError = vi.spyOn(console, "error");

beforeEach(() => {
  convex.reset();
  toast.mockClear();
  consoleError.mockReset().mockImplementation(() => {});
});

const NOW = Date.now();
const HOUR = 3_600_000;

function dashboard(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    fullName: "Meera Iyer",
    grade: 9,
    dailyGoalXp: 80,
    todayXp: 30,
    level: 3,
    xpIntoLevel: 140,
    xpForNextLevel: 300,
    totalXp: 440,
    streak: 4,
    longestStreak: 9,
    freezesHeld: 1,
    lessonsCompleted: 17,
    testsSubmitted: 3,
    averageScore: 72,
    timeSpentSeconds: 3 * 3600 + 20 * 60,
    chart: Array.from({ length: 30 }, (_, i) => ({
      day: `2026-10-${String(i + 1).padStart(2, "0")}`,
      xp: i === 28 ? 50 : i === 29 ? 30 : 0,
      minutes: i >= 28 ? 12 : 0,
      lessons: i >= 28 ? 1 : 0,
      tests: i === 28 ? 1 : 0,
    })),
    recent: [
      {
        kind: "test",
        id: "attempt-1",
        title: "Number Systems: chapter test",
        subject: "Mathematics",
        score: 18,
        maxScore: 24,
        at: NOW - 3 * HOUR,
      },
      {
        kind: "lesson",
        id: "lesson-1",
        title: "Rational and Irrational Numbers",
        subject: "Mathematics",
        chapter: "Ch 1: Number Systems",
        at: NOW - 26 * HOUR,
      },
    ],
    achievements: BADGES.map((b, i) => ({
      key: b.key,
      name: b.name,
      howToEarn: b.howToEarn,
      earnedAt: i === 0 ? NOW - 48 * HOUR : null,
    })),
    mastery: [
      {
        subjectId: "subject-maths",
        name: "Mathematics",
        color: "blue",
        chaptersMastered: 2,
        chapterCount: 12,
        percent: 17,
      },
      {
        subjectId: "subject-science",
        name: "Science",
        color: "teal",
        chaptersMastered: 0,
        chapterCount: 13,
        percent: 0,
      },
    ],
    ...overrides,
  } as DashboardData;
}

/** A student who has just signed up: nothing learnt yet. */
function newStudent(): DashboardData {
  const base = dashboard();
  return dashboard({
    todayXp: 0,
    level: 1,
    xpIntoLevel: 0,
    totalXp: 0,
    streak: 0,
    longestStreak: 0,
    freezesHeld: 0,
    lessonsCompleted: 0,
    testsSubmitted: 0,
    averageScore: null,
    timeSpentSeconds: 0,
    chart: base.chart.map((d) => ({
      ...d,
      xp: 0,
      minutes: 0,
      lessons: 0,
      tests: 0,
    })),
    recent: [],
    achievements: base.achievements.map((a) => ({ ...a, earnedAt: null })),
    mastery: base.mastery.map((m) => ({
      ...m,
      chaptersMastered: 0,
      percent: 0,
    })),
  });
}

function entry(
  rank: number,
  name: string,
  xp: number,
  isYou = false,
): LeaderboardEntry {
  return { rank, name, xp, isYou };
}

const topTen = Array.from({ length: 10 }, (_, i) =>
  entry(i + 1, i % 2 ? `Learner${i + 1}` : "Anonymous learner", 400 - i * 20),
);

function board(overrides: Partial<LeaderboardData> = {}): LeaderboardData {
  return {
    grade: 9,
    week: "2026-W44",
    top: topTen,
    you: null,
    ...overrides,
  } as LeaderboardData;
}

function renderDashboard(role: "student" | "mentor" = "student") {
  return renderRoutes(
    [
      { path: "/dashboard", element: <DashboardPage /> },
      { path: "*", element: <p>Other page</p> },
    ],
    { path: "/dashboard", session: signedIn(role) },
  );
}

/** The cards above the stats have their data (none, unless a test set it). */
function cardsAboveStatsLoaded() {
  if (!convex.queries.has("mentorship/applications:mine"))
    convex.queries.set("mentorship/applications:mine", null);
  if (!convex.queries.has("pricing/account:mine"))
    convex.queries.set("pricing/account:mine", { forStudents: false });
  if (!convex.queries.has("mentorship/sessions:mine"))
    convex.queries.set("mentorship/sessions:mine", []);
  if (!convex.pages.has("mentorship/requests:mine"))
    convex.pages.set("mentorship/requests:mine", []);
}

/** Renders the dashboard with its data, down to its last card (it renders in passes). */
async function show(data = dashboard(), leaderboard: unknown = board()) {
  cardsAboveStatsLoaded();
  convex.queries.set("learning/progress:dashboard", data);
  convex.queries.set("learning/progress:leaderboard", leaderboard);
  renderDashboard();
  await screen.findByRole(
    "region",
    { name: "Subject mastery" },
    { timeout: 5000 },
  );
  return data;
}

/** The `now` the page asked its dashboard query with. */
function askedNow() {
  const asked = convex.asked.find(
    (q) => q.name === "learning/progress:dashboard",
  );
  return (asked?.args as { now: number }).now;
}

const card = (name: string) => screen.getByRole("region", { name });

// The chart's chunk (recharts), which the dashboard's later pass loads in
// jsdom: compiled once here, not inside the first test's time.
beforeAll(() => import("../../src/features/learning/dashboard/ActivityBars"));

describe("DashboardPage figures", () => {
  it("keeps its loader until the cards above the stats have their data, so nothing moves down", () => {
    convex.queries.set("learning/progress:dashboard", dashboard());
    convex.queries.set("learning/progress:leaderboard", board());
    renderDashboard();
    expect(screen.getByLabelText("Loading your dashboard")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Streak" })).toBeNull();
  });

  it("keeps its loader until the plan has arrived, then shows the plan card in its first screen", async () => {
    convex.queries.set("mentorship/applications:mine", null);
    convex.queries.set("mentorship/sessions:mine", []);
    convex.pages.set("mentorship/requests:mine", []);
    convex.queries.set("learning/progress:dashboard", dashboard());
    convex.queries.set("learning/progress:leaderboard", board());
    renderDashboard();
    expect(screen.getByLabelText("Loading your dashboard")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Streak" })).toBeNull();
    const plan = {
      forStudents: true,
      plan: { key: "free", name: "Free" },
      endsAt: null,
      onTrial: false,
      trial: { plan: "Pro", days: 7, state: "available", endsAt: null },
      awaitingConsent: false,
      usage: [{ limit: "testsPerMonth", used: 2, allowed: 5 }],
      monthEndsAt: Date.now() + 86_400_000,
      lockedSubjects: [],
    };
    act(() =>
      convex.update(() => convex.queries.set("pricing/account:mine", plan)),
    );
    // The plan card comes with the stats, above them: nothing moves down.
    const streak = await screen.findByRole("region", { name: "Streak" });
    const planCard = screen.getByText("2 of 5 free tests used this month");
    expect(screen.getByText("Your plan")).toBeInTheDocument();
    expect(
      planCard.compareDocumentPosition(streak) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("welcomes the student by first name with their class, from the query", async () => {
    const data = await show();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      `Welcome back, ${data.fullName.split(" ")[0]}!`,
    );
    expect(screen.getByText(`Class ${data.grade}`)).toBeInTheDocument();
    expect(document.title).toBe("Dashboard · VidyaQuest");
  });

  it("shows My sessions, asked with the same minute clock", async () => {
    convex.queries.set("mentorship/sessions:mine", []);
    convex.pages.set("mentorship/requests:mine", []);
    await show();
    expect(
      within(card("My sessions")).getByRole("link", {
        name: "Find a mentorship session",
      }),
    ).toHaveAttribute("href", "/mentorship?tab=sessions");
    expect(convex.asked).toContainEqual({
      name: "mentorship/sessions:mine",
      args: { now: askedNow() },
    });
  });

  it("asks with the clock rounded down to the minute", async () => {
    await show();
    const now = askedNow();
    expect(now % 60_000).toBe(0);
    expect(Date.now() - now).toBeLessThan(120_000);
    expect(convex.asked).toContainEqual({
      name: "learning/progress:leaderboard",
      args: { now },
    });
  });

  it("shows streak, freezes, average score, time spent and lessons done", async () => {
    const data = await show();
    expect(card("Streak")).toHaveTextContent(`${data.streak} days`);
    expect(
      within(card("Streak")).getByText(`${data.freezesHeld} streak freeze`),
    ).toBeInTheDocument();
    expect(card("Streak")).toHaveTextContent(
      `Longest: ${data.longestStreak} days`,
    );
    expect(card("Average score")).toHaveTextContent(`${data.averageScore}%`);
    expect(card("Average score")).toHaveTextContent(
      `Over ${data.testsSubmitted} tests`,
    );
    expect(card("Time spent")).toHaveTextContent(
      formatDuration(data.timeSpentSeconds),
    );
    expect(formatDuration(data.timeSpentSeconds)).toBe("3 h 20 min");
    expect(card("Lessons done")).toHaveTextContent(
      String(data.lessonsCompleted),
    );
  });

  it("writes one day and no freezes in the singular and plural", async () => {
    await show(dashboard({ streak: 1, freezesHeld: 0 }));
    expect(card("Streak")).toHaveTextContent("1 day");
    expect(card("Streak")).toHaveTextContent("0 streak freezes");
  });

  it("shows — for the average score before any test", async () => {
    await show(dashboard({ averageScore: null, testsSubmitted: 0 }));
    expect(within(card("Average score")).getByText("—")).toBeInTheDocument();
    expect(card("Average score")).toHaveTextContent("No tests taken yet");
    expect(card("Average score")).not.toHaveTextContent("%");
  });

  it("fills the level bar with the XP into the level", async () => {
    const data = await show();
    const next = data.level + 1;
    expect(
      screen.getByRole("heading", { name: `Level ${data.level}` }),
    ).toBeInTheDocument();
    const bar = screen.getByRole("progressbar", {
      name: `XP towards level ${next}`,
    });
    expect(bar).toHaveAttribute("aria-valuenow", String(data.xpIntoLevel));
    expect(bar).toHaveAttribute("aria-valuemax", String(data.xpForNextLevel));
    const text = `${data.xpIntoLevel} / ${data.xpForNextLevel} XP to level ${next}`;
    expect(bar).toHaveAttribute("aria-valuetext", text);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(`${data.totalXp} XP in total`)).toBeInTheDocument();
  });

  it("shows today's XP against the daily goal", async () => {
    const data = await show();
    const ring = screen.getByRole("progressbar", {
      name: "Today's XP towards your daily goal",
    });
    expect(ring).toHaveAttribute("aria-valuenow", String(data.todayXp));
    expect(ring).toHaveAttribute("aria-valuemax", String(data.dailyGoalXp));
    expect(
      screen.getByText(`${data.todayXp} / ${data.dailyGoalXp} XP today`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${data.dailyGoalXp - data.todayXp} XP to go today`),
    ).toBeInTheDocument();
  });

  it("says when the daily goal is reached", async () => {
    await show(dashboard({ todayXp: 90, dailyGoalXp: 80 }));
    expect(screen.getByText("Goal reached. Well done!")).toBeInTheDocument();
  });

  it("sums up the last 30 days and shows them as a table on request", async () => {
    const data = await show();
    const section = card("Last 30 days");
    const total = data.chart.reduce((s, d) => s + d.xp, 0);
    const active = data.chart.filter((d) => d.xp > 0).length;
    expect(section).toHaveTextContent(
      `${total} XP on ${active} active days; best day`,
    );
    const toggle = within(section).getByRole("button", {
      name: "Show as table",
    });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user().click(toggle);
    const table = within(section).getByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(
      data.chart.length + 1,
    );
    const busiest = data.chart.reduce((a, b) => (b.xp > a.xp ? b : a));
    expect(
      within(table)
        .getAllByRole("cell", { name: String(busiest.xp) })
        .at(0),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole("button", { name: "Show as chart" }),
    ).toHaveAttribute("aria-expanded", "true");
  });

  it("draws the 30-day chart only when its card nears the screen", async () => {
    const watchers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          watchers.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    try {
      await show();
      const section = card("Last 30 days");
      // jsdom lays nothing out, so recharts draws no bars: the chart's root is the sign.
      const chart = () => section.querySelector(".mantine-BarChart-root");
      expect(chart()).toBeNull();
      expect(watchers).toHaveLength(1);
      act(() =>
        watchers[0](
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await waitFor(() => expect(chart()).not.toBeNull(), { timeout: 10_000 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("welcomes a new account (no learning yet) without a 'back'", async () => {
    await show(newStudent());
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Welcome, Meera!",
    );
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it("shows a new student's empty 30 days as words, not an empty chart", async () => {
    await show(newStudent());
    const section = card("Last 30 days");
    expect(section).toHaveTextContent(
      "No activity yet — finish a lesson or take a test to see your progress here.",
    );
    expect(section).not.toHaveTextContent("No XP earned");
    expect(
      section.querySelector(".recharts-wrapper, [title^='XP per day']"),
    ).toBeNull();
    // The figures (all zero) are still there as a table on request.
    await user().click(
      within(section).getByRole("button", { name: "Show as table" }),
    );
    expect(within(section).getAllByRole("row")).toHaveLength(31);
  });

  it("lists recent tests and lessons with their details", async () => {
    const data = await show();
    const section = card("Recent activity");
    const [test, lesson] = data.recent;
    if (test.kind !== "test" || lesson.kind !== "lesson") throw new Error();
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(data.recent.length);
    expect(items[0]).toHaveTextContent(`Test · ${test.subject}`);
    expect(items[0]).toHaveTextContent(test.title);
    expect(items[0]).toHaveTextContent(
      `Score ${test.score} / ${test.maxScore}`,
    );
    expect(items[0]).toHaveTextContent(timeAgo(test.at, askedNow()));
    expect(items[1]).toHaveTextContent(`Lesson · ${lesson.subject}`);
    expect(items[1]).toHaveTextContent(lesson.chapter);
    expect(items[1]).toHaveTextContent(lesson.title);
  });

  it("says there is no activity yet", async () => {
    await show(dashboard({ recent: [] }));
    expect(card("Recent activity")).toHaveTextContent(
      "No activity yet — start a lesson or a test.",
    );
  });

  it("shows earned badges with their date and locked ones with how to earn them", async () => {
    const data = await show();
    const section = card("Achievements");
    const earned = data.achievements.filter((a) => a.earnedAt !== null);
    expect(section).toHaveTextContent(
      `${earned.length} of ${data.achievements.length} earned`,
    );
    const tiles = within(section).getAllByRole("listitem");
    expect(tiles).toHaveLength(data.achievements.length);
    data.achievements.forEach((a, i) => {
      expect(tiles[i]).toHaveTextContent(a.name);
      if (a.earnedAt !== null) {
        expect(tiles[i]).toHaveTextContent("Earned");
        expect(tiles[i]).toHaveTextContent(
          `Earned on ${formatDate(a.earnedAt)}`,
        );
        expect(tiles[i]).not.toHaveTextContent("How to earn");
      } else {
        expect(tiles[i]).toHaveTextContent("Locked");
        expect(tiles[i]).toHaveTextContent(`How to earn: ${a.howToEarn}`);
      }
    });
  });

  it("shows each subject's mastered chapters", async () => {
    const data = await show();
    for (const s of data.mastery) {
      const text = `${s.chaptersMastered} of ${s.chapterCount} chapters mastered`;
      expect(screen.getByText(text)).toBeInTheDocument();
      const bar = screen.getByRole("progressbar", {
        name: `${s.name} mastery`,
      });
      expect(bar).toHaveAttribute("aria-valuetext", text);
      expect(bar).toHaveAttribute("aria-valuenow", String(s.chaptersMastered));
    }
  });

  it("shows a loader until the figures arrive", () => {
    renderDashboard();
    expect(screen.getByLabelText("Loading your dashboard")).toBeInTheDocument();
  });
});

describe("DashboardPage failures and mentors", () => {
  it("says the profile failed to load and tries again", async () => {
    cardsAboveStatsLoaded();
    convex.queries.set("learning/progress:dashboard", new Error("boom"));
    renderDashboard();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Error");
    expect(alert).toHaveTextContent("Failed to load profile.");
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();

    convex.queries.set("learning/progress:dashboard", dashboard());
    convex.queries.set("learning/progress:leaderboard", board());
    await user().click(
      within(alert).getByRole("button", { name: "Try again" }),
    );
    expect(
      screen.getByRole("heading", { level: 1, name: /Welcome back/ }),
    ).toBeInTheDocument();
  });

  it("keeps the dashboard when only the leaderboard fails", async () => {
    await show(dashboard(), new Error("boom"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Failed to load the leaderboard.",
    );
    expect(card("Streak")).toBeInTheDocument();
  });

  it("points mentors to the teacher dashboard without student figures", () => {
    renderDashboard("mentor");
    expect(
      screen.getByRole("link", { name: "Go to the Teacher Dashboard" }),
    ).toHaveAttribute("href", "/teacher-dashboard");
    // Only their mentor application's status, no student figures.
    expect(convex.asked.map((q) => q.name)).toEqual([
      "mentorship/applications:mine",
    ]);
    expect(screen.queryByRole("region", { name: "Streak" })).toBeNull();
  });
});

describe("Leaderboard", () => {
  const leaderboard = () =>
    screen.getByRole("region", { name: /^This week in Class/ });

  it("lists the class's top 10 with rank, name and XP", async () => {
    const b = board();
    await show(dashboard(), b);
    const section = leaderboard();
    expect(
      within(section).getByRole("heading", {
        name: `This week in Class ${b.grade}`,
      }),
    ).toBeInTheDocument();
    const table = within(section).getByRole("table", {
      name: "Top 10 this week",
    });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(b.top.length);
    b.top.forEach((e, i) => {
      expect(rows[i]).toHaveTextContent(`#${e.rank}`);
      expect(rows[i]).toHaveTextContent(e.name);
      expect(rows[i]).toHaveTextContent(`${e.xp} XP`);
    });
    expect(section).toHaveTextContent(
      "You are not on this week's leaderboard yet",
    );
  });

  it("highlights the student's own row in the top 10", async () => {
    const top = topTen.map((e, i) =>
      i === 2 ? entry(e.rank, "Meera (you)", e.xp, true) : e,
    );
    await show(
      dashboard(),
      board({
        top,
        you: {
          rank: 3,
          xp: top[2].xp,
          above: top[1],
          below: top[3],
          hidden: false,
        },
      }),
    );
    const section = leaderboard();
    const mine = within(section)
      .getAllByRole("row")
      .filter((r) => r.getAttribute("aria-current") === "true");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveTextContent("Meera (you)");
    expect(
      within(section).queryByRole("table", { name: "Your place" }),
    ).toBeNull();
  });

  it("shows the student's rank with the classmates around them when outside the top 10", async () => {
    const above = entry(13, "Kavya", 95);
    const below = entry(15, "Anonymous learner", 60);
    const you = { rank: 14, xp: 80, above, below, hidden: false };
    await show(dashboard(), board({ you }));
    const place = within(leaderboard()).getByRole("table", {
      name: "Your place",
    });
    const rows = within(place).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(
      `#${above.rank}${above.name}${above.xp} XP`,
    );
    expect(rows[1]).toHaveTextContent(`#${you.rank}You${you.xp} XP`);
    expect(rows[1]).toHaveAttribute("aria-current", "true");
    expect(rows[2]).toHaveTextContent(
      `#${below.rank}${below.name}${below.xp} XP`,
    );
  });

  it("shows only the neighbours the server sends, and tells a hidden student they are hidden", async () => {
    // The server sends no neighbour who opted out (tests/convex/progress.test.ts).
    const you = {
      rank: 12,
      xp: 80,
      above: entry(11, "Anonymous learner", 95),
      below: null,
      hidden: true,
    };
    await show(dashboard(), board({ you }));
    const section = leaderboard();
    const place = within(section).getByRole("table", { name: "Your place" });
    // The header, the classmate above and the student: no empty row below.
    expect(within(place).getAllByRole("row")).toHaveLength(3);
    expect(section).toHaveTextContent(
      "You are hidden: classmates do not see you on the leaderboard.",
    );
    expect(
      within(section).getByRole("radio", { name: "Hidden" }),
    ).toBeChecked();
  });

  it("says when nobody in the class has XP this week", async () => {
    await show(dashboard(), board({ top: [] }));
    expect(leaderboard()).toHaveTextContent(
      "No one in Class 9 has earned XP this week yet.",
    );
  });
});

describe("Leaderboard name", () => {
  const setName = () => mutation("learning/progress:setLeaderboardName");

  it("starts from the name on the student's own row", async () => {
    const top = [entry(1, "StarGazer (you)", 120, true)];
    await show(
      dashboard(),
      board({
        top,
        you: { rank: 1, xp: 120, above: null, below: null, hidden: false },
      }),
    );
    expect(screen.getByRole("radio", { name: "Nickname" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: /^Nickname/ })).toHaveValue(
      "StarGazer",
    );
  });

  it("checks the nickname, then saves it", async () => {
    await show();
    const u = user();
    expect(screen.getByRole("radio", { name: "Anonymous" })).toBeChecked();
    expect(screen.getByText(/Classmates see you as/)).toBeInTheDocument();
    await u.click(screen.getByText("Nickname"));
    const nickname = screen.getByRole("textbox", { name: /^Nickname/ });
    await u.click(nickname);
    await u.paste("ab");
    await u.click(
      screen.getByRole("button", { name: "Save leaderboard name" }),
    );
    expect(nickname).toHaveAttribute("aria-invalid", "true");
    expect(nickname).toHaveAccessibleDescription(
      expect.stringContaining("A nickname has 3–20 letters"),
    );
    expect(setName()).not.toHaveBeenCalled();

    await u.click(nickname);
    await u.paste("c Star ");
    await u.click(
      screen.getByRole("button", { name: "Save leaderboard name" }),
    );
    expect(setName()).toHaveBeenCalledWith({
      visibility: "nickname",
      nickname: "abc Star",
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Leaderboard name saved" }),
      ),
    );
  });

  it("opts out with Hidden, and explains what that means", async () => {
    await show();
    const u = user();
    await u.click(screen.getByText("Hidden"));
    expect(
      screen.getByText(/You opt out: classmates do not see you/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /^Nickname/ })).toBeNull();
    await u.click(
      screen.getByRole("button", { name: "Save leaderboard name" }),
    );
    expect(setName()).toHaveBeenCalledWith({ visibility: "hidden" });
  });

  it("shows the server's reason when saving fails", async () => {
    await show();
    setName().mockRejectedValueOnce(
      new ConvexError({ code: "InvalidInput", message: "Not allowed." }),
    );
    await user().click(
      screen.getByRole("button", { name: "Save leaderboard name" }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          color: "red",
          title: "Could not save your leaderboard name",
          message: "Not allowed.",
        }),
      ),
    );
  });
});

describe("Daily goal", () => {
  const setGoal = () => mutation("learning/progress:setDailyGoal");

  async function openGoal() {
    const u = user();
    await u.click(screen.getByRole("button", { name: "Edit goal" }));
    const input = await screen.findByRole("textbox", {
      name: /^Daily goal \(XP\)/,
    });
    return { u, input };
  }

  it("starts from the current goal", async () => {
    const data = await show();
    const { input } = await openGoal();
    expect(input).toHaveValue(String(data.dailyGoalXp));
  });

  it.each([
    ["below the minimum", "5"],
    ["above the maximum", "600"],
    ["empty", ""],
  ])("refuses a goal %s", async (_case, value) => {
    await show();
    const { u, input } = await openGoal();
    await u.clear(input);
    if (value) await u.type(input, value);
    await u.click(screen.getByRole("button", { name: "Save goal" }));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining("Choose a daily goal between 10 and 500 XP."),
    );
    expect(setGoal()).not.toHaveBeenCalled();
  });

  it("saves a goal within 10–500 and says so", async () => {
    await show();
    const { u, input } = await openGoal();
    await u.clear(input);
    await u.type(input, "120");
    await u.click(screen.getByRole("button", { name: "Save goal" }));
    expect(setGoal()).toHaveBeenCalledWith({ xp: 120 });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Daily goal saved" }),
      ),
    );
  });

  it("shows the server's reason when the goal is refused", async () => {
    await show();
    setGoal().mockRejectedValueOnce(
      new ConvexError({
        code: "InvalidInput",
        message: "Choose a daily goal between 10 and 500 XP.",
      }),
    );
    const { u } = await openGoal();
    await u.click(screen.getByRole("button", { name: "Save goal" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          color: "red",
          message: "Choose a daily goal between 10 and 500 XP.",
        }),
      ),
    );
  });
});

describe("formatting", () => {
  it("writes time ago in words", () => {
    expect(timeAgo(NOW, NOW)).toBe("just now");
    expect(timeAgo(NOW - 5 * 60_000, NOW)).toBe("5 min ago");
    expect(timeAgo(NOW - 3 * HOUR, NOW)).toBe("3 h ago");
    expect(timeAgo(NOW - 25 * HOUR, NOW)).toBe("yesterday");
    expect(timeAgo(NOW - 4 * 24 * HOUR, NOW)).toBe("4 days ago");
  });

  it("writes durations in hours and minutes", () => {
    expect(formatDuration(0)).toBe("0 min");
    expect(formatDuration(45 * 60)).toBe("45 min");
    expect(formatDuration(2 * 3600)).toBe("2 h");
  });
});

describe("DashboardPage mistakes", () => {
  it("lists the student's most frequent mistake types with where they happened and a practice link", async () => {
    convex.queries.set("learning/mockTests:frequentMistakes", [
      {
        type: "sign_error",
        label: "a sign error",
        count: 4,
        chapter: "Ch 5: Arithmetic Progressions",
      },
      {
        type: "step_skipped",
        label: "a step left out",
        count: 1,
        chapter: "Ch 1: Real Numbers",
      },
    ]);
    await show();
    const region = await screen.findByRole("region", {
      name: "Mistakes to work on",
    });
    const items = within(region).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      "A sign error4 times, most often in Ch 5: Arithmetic Progressions",
    );
    expect(items[1]).toHaveTextContent(
      "1 time, most often in Ch 1: Real Numbers",
    );
    expect(
      within(region).getByRole("link", {
        name: "Practise with a chapter test",
      }),
    ).toHaveAttribute("href", "/tests?tab=chapter");
  });

  it("shows no mistakes card before there is a mistake", async () => {
    convex.queries.set("learning/mockTests:frequentMistakes", []);
    await show();
    expect(
      screen.queryByRole("region", { name: "Mistakes to work on" }),
    ).toBeNull();
  });
});
