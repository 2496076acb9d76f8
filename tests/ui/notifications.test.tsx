import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { getFunctionName } from "convex/server";
import { useCallback, useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Header } from "../../src/app/layout/Header";
import { routes } from "../../src/app/router";
import { CommunityPage } from "../../src/features/community/CommunityPage";
import { NoticeList } from "../../src/features/notifications/NoticeList";
import type { Notice } from "../../src/features/notifications/noticeData";
import { NotificationSettingsPage } from "../../src/features/notifications/NotificationSettingsPage";
import { NotificationsPage } from "../../src/features/notifications/NotificationsPage";
import { UnsubscribePage } from "../../src/features/notifications/UnsubscribePage";
import { useNow } from "../../src/lib/useNow";
import { fakeConvex as convex, mutation } from "./fakeConvex";
import { renderAt, renderRoutes, signedIn, signedOut } from "./render";

// The Convex client is a fake (tests/ui/fakeConvex.ts); a paginated query's
// status can be set here (its pages are all there, "Exhausted", unless said).
const paging = vi.hoisted(() => ({
  status: new Map<string, string>(),
  loadMore: vi.fn(),
}));
vi.mock("convex/react", async () => {
  const { convexReact } = await import("./fakeConvex");
  return {
    ...convexReact,
    usePaginatedQuery: (ref: never, args: unknown) => {
      const result = convexReact.usePaginatedQuery(ref, args);
      const status = paging.status.get(getFunctionName(ref));
      return status
        ? { ...result, status, loadMore: paging.loadMore }
        : { ...result, loadMore: paging.loadMore };
    },
  };
});

// Each notice's time ages on its own clock: counting the clocks read counts
// the notices rendered.
vi.mock("../../src/lib/useNow", () => ({ useNow: vi.fn(() => Date.now()) }));

// jsdom does not scroll; the layout's ScrollToTop asks it to.
window.scrollTo = () => {};

const toast = vi.spyOn(notifications, "show");
const user = () => userEvent.setup({ delay: null });

const UNREAD = "notifications/inbox:unreadCount";
const LIST = "notifications/inbox:list";
const MARK_READ = "notifications/inbox:markRead";
const MARK_ALL = "notifications/inbox:markAllRead";
const PREFERENCES = "notifications/preferences:get";
const SET_PREFERENCE = "notifications/preferences:set";
const UNSUBSCRIBE = "notifications/preferences:unsubscribe";

function notice(n: number, fields: Partial<Notice> = {}): Notice {
  return {
    _id: `notice-${n}` as Notice["_id"],
    _creationTime: Date.now() - n * 5 * 60_000,
    kind: "forum_reply",
    title: `New reply to your thread ${n}`,
    body: `Rohan D. replied to “Question ${n}”.`,
    link: `/community/thread/thread-${n}`,
    read: false,
    gone: null,
    ...fields,
  };
}

beforeEach(() => {
  convex.reset();
  paging.status.clear();
  paging.loadMore.mockClear();
  toast.mockClear();
  vi.mocked(useNow).mockClear();
});

describe("the bell", () => {
  /** The header, and for a member its bell once its chunk has loaded. */
  const renderHeader = async (session = signedIn("student")) => {
    const rendered = renderRoutes(
      [
        { path: "/courses", element: <Header /> },
        { path: "*", element: <p>Now at other page</p> },
      ],
      { path: "/courses", session },
    );
    if (session.status === "signedIn")
      await screen.findByRole("button", { name: /^Notifications/ });
    return rendered;
  };
  const bell = (name: string | RegExp = /^Notifications/) =>
    screen.getByRole("button", { name });

  /** Opens the panel (its chunk loads on the first click). */
  async function openPanel(u: ReturnType<typeof user>) {
    await u.click(bell());
    return screen.findByRole("dialog", { name: "Notifications" });
  }

  it("is not there for visitors", async () => {
    await renderHeader(signedOut);
    expect(
      screen.queryByRole("button", { name: /^Notifications/ }),
    ).not.toBeInTheDocument();
  });

  it("says how many are unread, in its name and on its badge, live from the count", async () => {
    convex.queries.set(UNREAD, { unread: 3, shown: "3" });
    await renderHeader();
    expect(bell("Notifications, 3 unread")).toHaveTextContent("3");
    expect(convex.askedWith(UNREAD)).toContainEqual({});
  });

  it("shows 99+ past 99, and no badge with nothing unread", async () => {
    convex.queries.set(UNREAD, { unread: 140, shown: "99+" });
    const { unmount } = await renderHeader();
    expect(bell("Notifications, 99+ unread")).toHaveTextContent("99+");
    unmount();
    convex.queries.set(UNREAD, { unread: 0, shown: "0" });
    await renderHeader();
    expect(bell("Notifications")).toHaveTextContent("");
  });

  it("opens a panel with the latest eight notices, each with its time and unread mark, and the ways on", async () => {
    convex.queries.set(UNREAD, { unread: 10, shown: "10" });
    convex.pages.set(
      LIST,
      Array.from({ length: 10 }, (_, i) =>
        notice(i + 1, { read: i % 2 === 1 }),
      ),
    );
    await renderHeader();
    const panel = await openPanel(user());
    expect(convex.askedWith(LIST)).toContainEqual({});
    const links = within(panel).getAllByRole("link", {
      name: /New reply to your thread/,
    });
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAccessibleName(
      /^Unread: New reply to your thread 1 Rohan D\. replied to “Question 1”\. 5 min ago$/,
    );
    expect(links[1]).toHaveAccessibleName(/^New reply to your thread 2 /);
    expect(links[0]).toHaveAttribute("href", "/community/thread/thread-1");
    expect(within(panel).getByText("5 min ago")).toHaveAttribute("title");
    expect(
      within(panel).getByRole("link", { name: "See all notifications" }),
    ).toHaveAttribute("href", "/notifications");
    expect(
      within(panel).getByRole("link", { name: "Notification settings" }),
    ).toHaveAttribute("href", "/settings/notifications");
    expect(
      within(panel).getByRole("button", { name: "Mark all as read" }),
    ).toBeInTheDocument();
  });

  it("says so when there are no notices, and Mark all as read has nothing to do", async () => {
    convex.queries.set(UNREAD, { unread: 0, shown: "0" });
    convex.pages.set(LIST, []);
    await renderHeader();
    const panel = await openPanel(user());
    expect(
      within(panel).getByText("You have no notifications yet."),
    ).toBeInTheDocument();
    const markAll = within(panel).getByRole("button", {
      name: "Mark all as read",
    });
    expect(markAll).toHaveAttribute("aria-disabled", "true");
    await user().click(markAll);
    expect(mutation(MARK_ALL)).not.toHaveBeenCalled();
  });

  it("marks an unread notice read and goes to its page, closing the panel", async () => {
    convex.queries.set(UNREAD, { unread: 1, shown: "1" });
    convex.pages.set(LIST, [notice(1)]);
    const { router } = await renderHeader();
    const u = user();
    const panel = await openPanel(u);
    await u.click(
      within(panel).getByRole("link", { name: /New reply to your thread 1/ }),
    );
    expect(mutation(MARK_READ)).toHaveBeenCalledWith({ noticeId: "notice-1" });
    expect(router.state.location.pathname).toBe("/community/thread/thread-1");
    expect(await screen.findByText("Now at other page")).toBeInTheDocument();
  });

  it("opens again after following a notice, and the bell closes it too", async () => {
    convex.queries.set(UNREAD, { unread: 1, shown: "1" });
    convex.pages.set(LIST, [notice(1)]);
    const { router } = renderRoutes([{ path: "*", element: <Header /> }], {
      path: "/courses",
      session: signedIn("student"),
    });
    const u = user();
    const panel = await openPanel(u);
    await u.click(within(panel).getByRole("link", { name: /thread 1/ }));
    expect(router.state.location.pathname).toBe("/community/thread/thread-1");
    await waitFor(() =>
      expect(bell()).toHaveAttribute("aria-expanded", "false"),
    );
    await u.click(bell());
    expect(
      await screen.findByRole("dialog", { name: "Notifications" }),
    ).toBeInTheDocument();
    expect(bell()).toHaveAttribute("aria-expanded", "true");
    await u.click(bell());
    await waitFor(() =>
      expect(bell()).toHaveAttribute("aria-expanded", "false"),
    );
  });

  it("goes to a read notice's page without marking it again", async () => {
    convex.queries.set(UNREAD, { unread: 0, shown: "0" });
    convex.pages.set(LIST, [notice(2, { read: true })]);
    const { router } = await renderHeader();
    const u = user();
    const panel = await openPanel(u);
    await u.click(within(panel).getByRole("link", { name: /thread 2/ }));
    expect(mutation(MARK_READ)).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/community/thread/thread-2");
  });

  it("says when a notice's thread is gone, links nowhere, and can still mark it read", async () => {
    convex.queries.set(UNREAD, { unread: 1, shown: "1" });
    convex.pages.set(LIST, [
      notice(3, { gone: "This thread has since been removed." }),
    ]);
    const { router } = await renderHeader();
    const u = user();
    const panel = await openPanel(u);
    expect(
      within(panel).getByText("This thread has since been removed."),
    ).toBeInTheDocument();
    expect(
      within(panel).queryByRole("link", { name: /thread 3/ }),
    ).not.toBeInTheDocument();
    await u.click(
      within(panel).getByRole("button", {
        name: "Mark as read: New reply to your thread 3",
      }),
    );
    expect(mutation(MARK_READ)).toHaveBeenCalledWith({ noticeId: "notice-3" });
    expect(router.state.location.pathname).toBe("/courses");
    // The panel stays open, with the focus on the notice (its button goes once read).
    expect(panel).toBeInTheDocument();
    expect(document.activeElement).toBe(
      within(panel)
        .getByText("This thread has since been removed.")
        .closest("[tabindex]"),
    );
  });

  it("marks all as read, calling again while the server says some remain", async () => {
    convex.queries.set(UNREAD, { unread: 300, shown: "99+" });
    convex.pages.set(LIST, [notice(1)]);
    mutation(MARK_ALL)
      .mockResolvedValueOnce({ marked: 250, remaining: true })
      .mockResolvedValueOnce({ marked: 50, remaining: false });
    await renderHeader();
    const u = user();
    const panel = await openPanel(u);
    await u.click(
      within(panel).getByRole("button", { name: "Mark all as read" }),
    );
    await waitFor(() => expect(mutation(MARK_ALL)).toHaveBeenCalledTimes(2));
    expect(mutation(MARK_ALL)).toHaveBeenCalledWith({});
    // It stays where it was, with the focus: the panel keeps the keyboard.
    expect(
      within(panel).getByRole("button", { name: "Mark all as read" }),
    ).toHaveFocus();
  });

  it("shows the server's reason when marking all fails", async () => {
    convex.queries.set(UNREAD, { unread: 2, shown: "2" });
    convex.pages.set(LIST, [notice(1)]);
    mutation(MARK_ALL).mockRejectedValue(
      new ConvexError({ code: "RateLimited", message: "Slow down a little." }),
    );
    await renderHeader();
    const u = user();
    const panel = await openPanel(u);
    await u.click(
      within(panel).getByRole("button", { name: "Mark all as read" }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          color: "red",
          message: "Slow down a little.",
        }),
      ),
    );
  });
});

describe("NotificationsPage", () => {
  const renderPage = () =>
    renderAt(<NotificationsPage />, {
      path: "/notifications",
      session: signedIn("student"),
    });

  it("has one h1, a title, and the empty state", () => {
    convex.queries.set(UNREAD, { unread: 0, shown: "0" });
    convex.pages.set(LIST, []);
    renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Notifications",
    );
    expect(document.title).toBe("Notifications · VidyaQuest");
    expect(
      screen.getByText("You have no notifications yet."),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Load more" }),
    ).not.toBeInTheDocument();
  });

  it("lists the notices, marks all as read, and loads more a page at a time", async () => {
    convex.queries.set(UNREAD, { unread: 2, shown: "2" });
    convex.pages.set(LIST, [notice(1), notice(2)]);
    paging.status.set(LIST, "CanLoadMore");
    mutation(MARK_ALL).mockResolvedValue({ marked: 2, remaining: false });
    renderPage();
    expect(
      screen.getAllByRole("link", { name: /New reply to your thread/ }),
    ).toHaveLength(2);
    expect(
      screen.getByRole("link", { name: "Notification settings" }),
    ).toHaveAttribute("href", "/settings/notifications");
    const u = user();
    await u.click(screen.getByRole("button", { name: "Load more" }));
    expect(paging.loadMore).toHaveBeenCalledWith(20);
    await u.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(mutation(MARK_ALL)).toHaveBeenCalledOnce());
  });

  it("asks for the first page with the whole list's size", () => {
    convex.pages.set(LIST, []);
    renderPage();
    expect(convex.askedWith(LIST)).toContainEqual({});
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows loading rows until the first page arrives", () => {
    renderPage();
    expect(
      screen.getByRole("status", { name: "Loading notifications" }),
    ).toBeInTheDocument();
  });
});

describe("NoticeList", () => {
  /** The list as a page holds it, with a way to swap in what a live update brings. */
  function renderList(initial: Notice[]) {
    let update: (notices: Notice[]) => void = () => {};
    function Live() {
      const [notices, setNotices] = useState(initial);
      update = setNotices;
      const onOpen = useCallback(() => {}, []);
      return <NoticeList notices={notices} loading={false} onOpen={onOpen} />;
    }
    renderAt(<Live />);
    return (notices: Notice[]) => act(() => update(notices));
  }
  const rowsRendered = () => vi.mocked(useNow).mock.calls.length;

  it("re-renders only the notices that changed when a live update brings a fresh list", () => {
    const first = [notice(1), notice(2), notice(3)];
    const update = renderList(first);
    expect(rowsRendered()).toBe(3);

    // A new notice arrives on top: the list is new objects, equal but for it.
    const arrived = notice(0);
    const fresh = (list: Notice[]) => list.map((n) => ({ ...n }));
    update([arrived, ...fresh(first)]);
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    expect(rowsRendered()).toBe(4);

    // One is read elsewhere: only it renders again.
    update([
      ...fresh([arrived]),
      { ...first[0], read: true },
      ...fresh(first.slice(1)),
    ]);
    expect(rowsRendered()).toBe(5);
    expect(
      screen.getByRole("link", { name: /^New reply to your thread 1 / }),
    ).toBeInTheDocument();
  });
});

const preferences = [
  {
    kind: "forum_reply",
    label: "Replies to my threads",
    description: "Someone answers a thread you started.",
    group: "community",
    groupLabel: "Community",
    channels: ["inApp", "mail"],
    inApp: true,
    mail: false,
  },
  {
    kind: "event_reminder",
    label: "Event reminders",
    description: "An event you registered for starts in 1 hour.",
    group: "events",
    groupLabel: "Events",
    channels: ["inApp", "mail"],
    inApp: true,
    mail: true,
  },
  {
    kind: "event_changed",
    label: "Event changes",
    description: "An event you registered for moves or changes.",
    group: "events",
    groupLabel: "Events",
    channels: ["inApp", "mail"],
    inApp: true,
    mail: false,
  },
];

describe("NotificationSettingsPage", () => {
  const renderPage = () =>
    renderAt(<NotificationSettingsPage />, {
      path: "/settings/notifications",
      session: signedIn("student"),
    });

  it("loads, then shows each kind in its group with labelled switches for the app and e-mail", () => {
    const { unmount } = renderPage();
    expect(
      screen.getByLabelText("Loading notification settings"),
    ).toBeInTheDocument();
    unmount();
    convex.queries.set(PREFERENCES, preferences);
    renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Notification settings",
    );
    expect(document.title).toBe("Notification settings · VidyaQuest");
    expect(
      screen.getByText(
        /Students get e-mail only for event and session reminders/,
      ),
    ).toBeInTheDocument();
    const events = screen.getByRole("region", { name: "Events" });
    expect(within(events).getByText("Event reminders")).toBeInTheDocument();
    expect(
      within(events).getByText("An event you registered for starts in 1 hour."),
    ).toBeInTheDocument();
    expect(
      within(events).getByRole("switch", {
        name: "E-mail for Event reminders",
      }),
    ).toBeChecked();
    expect(
      within(events).getByRole("switch", { name: "E-mail for Event changes" }),
    ).not.toBeChecked();
    const community = screen.getByRole("region", { name: "Community" });
    expect(
      within(community).getByRole("switch", {
        name: "In-app for Replies to my threads",
      }),
    ).toBeChecked();
  });

  it("saves a switch as it is flipped", async () => {
    convex.queries.set(PREFERENCES, preferences);
    renderPage();
    const u = user();
    await u.click(
      screen.getByRole("switch", { name: "E-mail for Event reminders" }),
    );
    expect(mutation(SET_PREFERENCE)).toHaveBeenCalledWith({
      kind: "event_reminder",
      channel: "mail",
      enabled: false,
    });
    await u.click(
      screen.getByRole("switch", { name: "In-app for Replies to my threads" }),
    );
    expect(mutation(SET_PREFERENCE)).toHaveBeenLastCalledWith({
      kind: "forum_reply",
      channel: "inApp",
      enabled: false,
    });
  });

  it("says why when a save fails", async () => {
    convex.queries.set(PREFERENCES, preferences);
    mutation(SET_PREFERENCE).mockRejectedValue(new Error("offline"));
    renderPage();
    await user().click(
      screen.getByRole("switch", { name: "E-mail for Event changes" }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          color: "red",
          title: "Error saving notification settings",
          message: "Please try again in a moment.",
        }),
      ),
    );
  });
});

describe("UnsubscribePage", () => {
  const renderPage = (token = "signed-token") =>
    renderRoutes(
      [
        { path: "/unsubscribe", element: <UnsubscribePage /> },
        { path: "*", element: <p>Now at other page</p> },
      ],
      { path: `/unsubscribe?token=${token}`, session: signedOut },
    );

  it("asks first: opening the link (as a mail scanner does) unsubscribes nobody", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Stop these e-mails?",
    );
    expect(
      screen.getByRole("button", { name: "Unsubscribe" }),
    ).toBeInTheDocument();
    expect(mutation(UNSUBSCRIBE)).not.toHaveBeenCalled();
  });

  it("unsubscribes with the link's token on the click and says from what", async () => {
    mutation(UNSUBSCRIBE).mockResolvedValue({
      kind: "event_reminder",
      label: "Event reminders",
    });
    renderPage("abc.def");
    await user().click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(mutation(UNSUBSCRIBE)).toHaveBeenCalledWith({ token: "abc.def" });
    expect(
      await screen.findByText(
        "You will no longer get e-mails about Event reminders.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Notification settings" }),
    ).toHaveAttribute("href", "/settings/notifications");
  });

  it("shows the server's reason for a bad link", async () => {
    const message =
      "This unsubscribe link is not valid. Change your e-mail settings from Notification settings after logging in.";
    mutation(UNSUBSCRIBE).mockRejectedValue(
      new ConvexError({ code: "InvalidInput", message }),
    );
    renderPage("forged");
    await user().click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Stop these e-mails?",
    );
  });
});

describe("the app's routes", () => {
  it("open /unsubscribe to visitors", async () => {
    renderRoutes(routes, { path: "/unsubscribe?token=x" });
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Stop these e-mails?",
      }),
    ).toBeInTheDocument();
  });

  it("give members /notifications and /settings/notifications", async () => {
    convex.pages.set(LIST, []);
    convex.queries.set(PREFERENCES, preferences);
    const { router } = renderRoutes(routes, {
      path: "/notifications",
      session: signedIn("mentor"),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Notifications" }),
    ).toBeInTheDocument();
    await act(() => router.navigate("/settings/notifications"));
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Notification settings",
      }),
    ).toBeInTheDocument();
  });
});

describe("CommunityPage", () => {
  const renderCommunity = (path: string) =>
    renderRoutes([{ path: "/community", element: <CommunityPage /> }], {
      path,
    });

  it("brings the section that ?tab= names into view and focus", () => {
    const scroll = vi.spyOn(HTMLElement.prototype, "scrollIntoView");
    renderCommunity("/community?tab=events");
    const events = screen
      .getByRole("heading", { level: 2, name: "Live Events" })
      .closest("[tabindex]");
    expect(scroll.mock.contexts).toEqual([events]);
    expect(document.activeElement).toBe(events);
    scroll.mockRestore();
  });

  it("tells a parent they read the community but take no part", () => {
    const parent = {
      ...signedIn("student"),
      role: "parent" as const,
      grade: null,
    };
    renderRoutes([{ path: "/community", element: <CommunityPage /> }], {
      path: "/community",
      session: parent,
    });
    expect(
      screen.getByText(/As a parent you can read everything here/),
    ).toBeVisible();
  });

  it("says nothing of it to a student", () => {
    renderRoutes([{ path: "/community", element: <CommunityPage /> }], {
      path: "/community",
      session: signedIn("student"),
    });
    expect(screen.queryByText(/As a parent/)).toBeNull();
  });

  it("stays at the top without a known ?tab=", () => {
    const scroll = vi.spyOn(HTMLElement.prototype, "scrollIntoView");
    renderCommunity("/community?tab=nonsense");
    expect(
      screen.getByRole("heading", { level: 1, name: "Community" }),
    ).toBeInTheDocument();
    expect(scroll).not.toHaveBeenCalled();
    scroll.mockRestore();
  });
});
