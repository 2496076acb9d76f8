import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import { AboutPage } from "../../src/app/pages/info/AboutPage";
import { BlogPage } from "../../src/app/pages/info/BlogPage";
import { DemoPage } from "../../src/app/pages/info/DemoPage";
import { HelpPage } from "../../src/app/pages/info/HelpPage";
import { PrivacyPage } from "../../src/app/pages/info/PrivacyPage";
import { TermsPage } from "../../src/app/pages/info/TermsPage";
import {
  announcements,
  newestFirst,
} from "../../src/app/pages/info/announcements";
import { renderAt } from "./render";

/** Headings must not skip a level going down (h1 → h3 with no h2 fails the axe check). */
function expectHeadingsInSequence() {
  const levels = screen
    .getAllByRole("heading")
    .map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1] + 1);
  });
}

const pages: [string, () => ReactElement, string, string][] = [
  ["About", () => <AboutPage />, `About ${site.name}`, `About · ${site.name}`],
  ["Help", () => <HelpPage />, "Help and FAQ", `Help · ${site.name}`],
  [
    "Privacy",
    () => <PrivacyPage />,
    "Privacy policy",
    `Privacy policy · ${site.name}`,
  ],
  ["Terms", () => <TermsPage />, "Terms of use", `Terms of use · ${site.name}`],
  ["Blog", () => <BlogPage />, "Blog and announcements", `Blog · ${site.name}`],
  [
    "Demo",
    () => <DemoPage />,
    `Take a tour of ${site.name}`,
    `Product tour · ${site.name}`,
  ],
];

describe.each(pages)("%s page", (_name, page, heading, documentTitle) => {
  it("has one h1, headings in sequence and its own document title", async () => {
    renderAt(page());
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      heading,
    );
    expectHeadingsInSequence();
    await waitFor(() => expect(document.title).toBe(documentTitle));
  });
});

describe("AboutPage", () => {
  it("explains the mission and links to donations and mentoring", () => {
    renderAt(<AboutPage />);
    expect(
      screen.getByRole("heading", { level: 2, name: "Why we exist" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Mathematics and Science are free for Classes 6 to\s+10/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Donate" })).toHaveAttribute(
      "href",
      "/donations",
    );
    expect(
      screen.getByRole("link", { name: "Become a mentor" }),
    ).toHaveAttribute("href", "/mentor-application");
  });
});

describe("HelpPage", () => {
  it("groups questions for students, parents, mentors and accounts", () => {
    renderAt(<HelpPage />);
    for (const group of [
      "Students",
      "Parents",
      "Mentors",
      "Accounts and privacy",
    ]) {
      expect(
        screen.getByRole("heading", { level: 2, name: group }),
      ).toBeInTheDocument();
    }
    expect(
      screen.getByRole("button", { name: "How do I become a mentor?" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "How do mock tests work?" }),
    ).toBeInTheDocument();
  });

  it("opens the answer about deleting an account when its question is clicked", async () => {
    const user = userEvent.setup();
    renderAt(<HelpPage />);
    const question = screen.getByRole("button", {
      name: "How do I delete my account?",
    });
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(
      screen.queryByRole("region", { name: "How do I delete my account?" }),
    ).toBeNull();

    await user.click(question);

    expect(question).toHaveAttribute("aria-expanded", "true");
    const answer = await screen.findByRole("region", {
      name: "How do I delete my account?",
    });
    await waitFor(() => expect(answer).toBeVisible());
    expect(answer).toHaveTextContent(/from your account's e-mail address/);
    expect(answer).toHaveTextContent(site.supportEmail);
  });

  it("links to the mentor application from the mentor answer", async () => {
    const user = userEvent.setup();
    renderAt(<HelpPage />);
    await user.click(
      screen.getByRole("button", { name: "How do I become a mentor?" }),
    );
    const answer = await screen.findByRole("region", {
      name: "How do I become a mentor?",
    });
    expect(answer).toHaveTextContent(/3 to 5 business days/);
    expect(
      within(answer).getByRole("link", { name: "Apply to be a mentor" }),
    ).toHaveAttribute("href", "/mentor-application");
  });

  it("ends with the support contact details from the site settings", () => {
    renderAt(<HelpPage />);
    const contact = screen.getByRole("region", { name: "Still need help?" });
    expect(
      within(contact).getByRole("link", { name: site.supportEmail }),
    ).toHaveAttribute("href", `mailto:${site.supportEmail}`);
    expect(
      within(contact).getByRole("link", { name: site.supportPhone }),
    ).toBeInTheDocument();
  });
});

describe("PrivacyPage", () => {
  it("is dated and explains parental consent, payments and trackers", () => {
    renderAt(<PrivacyPage />);
    expect(screen.getByText(/Last updated:/)).toHaveTextContent(
      "Last updated: 27 November 2026",
    );
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: "Children and parental consent",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Digital Personal Data Protection Act, 2023/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/We never see them and never store them/),
    ).toHaveTextContent("Razorpay");
    expect(
      screen.getByText(/We do not use third-party trackers/),
    ).toBeInTheDocument();
  });

  it("says what a parent does from their page, where the rights are used, and who takes complaints", () => {
    renderAt(<PrivacyPage />);
    expect(
      screen.getByText(/does not answer within 14 days/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "their parent page" }),
    ).toHaveAttribute("href", "/parent");
    expect(
      screen.getByText(/request to delete their account: once confirmed/),
    ).toHaveTextContent("deleted after 7 days");
    expect(screen.getByText(/request to move up a class/)).toHaveTextContent(
      "1 March to 31 May",
    );
    expect(
      screen.getAllByRole("link", { name: "Your data and account" })[0],
    ).toHaveAttribute("href", "/settings/account");
    expect(
      screen.getByRole("link", { name: site.grievanceEmail }),
    ).toHaveAttribute("href", `mailto:${site.grievanceEmail}`);
    expect(screen.queryByText(/ask a parent or guardian before/)).toBeNull();
  });
});

describe("TermsPage", () => {
  it("is dated and covers mentors, payments and Indian law", () => {
    renderAt(<TermsPage />);
    expect(screen.getByText(/Last updated:/)).toHaveTextContent(
      "Last updated: 27 November 2026",
    );
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: "Mentors and students under 18",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Donations are voluntary and are not refundable/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/governed by the laws of India/),
    ).toBeInTheDocument();
  });
});

describe("BlogPage", () => {
  it("lists the announcements newest first", () => {
    renderAt(<BlogPage />);
    const list = screen.getByRole("list", {
      name: "Announcements, newest first",
    });
    const titles = within(list)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(
      newestFirst(announcements).map((item) => item.title),
    );
    expect(titles[0]).toBe("Our privacy policy and terms, in plain language");
    expect(titles.at(-1)).toBe("Welcome to VidyaQuest");
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent(
      "22 November 2026",
    );
  });

  it("shows an announcement's full text on Read more", async () => {
    const user = userEvent.setup();
    renderAt(<BlogPage />);
    const button = screen.getByRole("button", {
      name: "Read more about “Welcome to VidyaQuest”",
    });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/VidyaQuest is open\./)).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveTextContent("Show less");
    await waitFor(() =>
      expect(screen.getByText(/VidyaQuest is open\./)).toBeVisible(),
    );
  });
});

describe("newestFirst", () => {
  it("orders by date, newest first, without changing the input", () => {
    const items = [
      { id: "a", date: "2026-01-05", title: "A", summary: "", body: [] },
      { id: "b", date: "2026-03-01", title: "B", summary: "", body: [] },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(["b", "a"]);
    expect(items.map((item) => item.id)).toEqual(["a", "b"]);
  });
});

describe("DemoPage", () => {
  it("walks through the product with links to the real pages", () => {
    renderAt(<DemoPage />);
    expect(
      screen.getByRole("link", { name: "Browse courses" }),
    ).toHaveAttribute("href", "/courses");
    expect(
      screen.getByRole("link", { name: "See the mock tests" }),
    ).toHaveAttribute("href", "/tests");
    expect(
      screen.getByRole("link", { name: "Open your dashboard" }),
    ).toHaveAttribute("href", "/dashboard");
    expect(
      screen.getByRole("link", { name: "Meet the mentors" }),
    ).toHaveAttribute("href", "/mentorship");
    expect(
      screen.getByRole("link", { name: "Visit the community hub" }),
    ).toHaveAttribute("href", "/community");
    expect(screen.getByRole("link", { name: "Compare plans" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  it("shows the recorded tour with captions, and links the demo test", () => {
    renderAt(<DemoPage />);
    const video = screen.getByLabelText("VidyaQuest in use: a recorded tour");
    expect(video.tagName).toBe("VIDEO");
    expect(video).toHaveAttribute("preload", "none");
    expect(video.querySelector("track")).toHaveAttribute("kind", "captions");
    expect(
      screen.getByRole("link", { name: "Try the demo test" }),
    ).toHaveAttribute("href", "/tests/demo");
    // The lessons and the demo test have shipped: nothing says "coming soon".
    expect(screen.queryAllByRole("note")).toHaveLength(0);
  });
});
