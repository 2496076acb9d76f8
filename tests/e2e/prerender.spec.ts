import type { Page } from "@playwright/test";
import { DEMO_STUDENT, logIn } from "./accounts";
import { expect, test } from "./fixtures";

/**
 * Holds the app's entry script until the returned function is called: the
 * pre-rendered page stays on screen, not yet taken over by the app.
 */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The public pages, each pre-rendered at build time with its heading. */
const PRERENDERED = [
  { path: "/", heading: "Learn smarter. Level up every day." },
  { path: "/courses", heading: "Courses" },
  { path: "/community", heading: "Community" },
  { path: "/mentorship", heading: "Mentorship" },
  { path: "/pricing", heading: "Plans and pricing" },
  { path: "/help", heading: "Help and FAQ" },
];

test.describe("pre-rendered public pages", () => {
  for (const { path, heading } of PRERENDERED) {
    test(`${path} arrives as HTML with its heading, before any script runs`, async ({
      request,
    }) => {
      const res = await request.get(path);
      expect(res.ok()).toBe(true);
      const html = await res.text();
      expect(html).toContain('data-prerendered="visitor"');
      expect(html).toMatch(
        new RegExp(`<h1[^>]*>${heading.replace(/[.]/g, "\\.")}</h1>`),
      );
    });
  }

  test.describe("with every script blocked", () => {
    // The blocked scripts are this test's doing, not the page's.
    test.use({
      expectedConsoleError:
        /Failed to load resource|Failed to fetch dynamically imported module/,
    });
    test("a page shows its content in the saved dark theme with every script blocked", async ({
      page,
    }) => {
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.addInitScript(() =>
        localStorage.setItem("mantine-color-scheme-value", "dark"),
      );
      await page.goto("/community");
      await expect(
        page.getByRole("heading", { level: 1, name: "Community" }),
      ).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute(
        "data-mantine-color-scheme",
        "dark",
      );
    });
  });

  test.describe("with every script blocked, a link", () => {
    test.use({
      expectedConsoleError:
        /Failed to load resource|Failed to fetch dynamically imported module/,
    });
    test("still leads on, as a plain link", async ({ page }) => {
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto("/");
      await page.getByRole("link", { name: "See plans" }).click();
      await expect(page).toHaveURL("/pricing");
      await expect(
        page.getByRole("heading", { level: 1, name: "Plans and pricing" }),
      ).toBeVisible();
    });
  });

  test("taps before the app has rendered are kept and carried out once it has", async ({
    page,
  }) => {
    const release = await holdEntryScript(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await expect(page.locator("html")).not.toHaveAttribute(
      "data-app-ready",
      "",
    );
    release();
    await expect(page.locator("html")).toHaveAttribute(
      "data-mantine-color-scheme",
      "dark",
    );
  });

  test("a visitor who scrolled before the app took the page over stays where they were", async ({
    page,
  }) => {
    const release = await holdEntryScript(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const seePlans = page.getByRole("link", { name: "See plans" });
    await seePlans.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The link under the visitor's finger is still the one they see.
    await seePlans.click();
    await expect(page).toHaveURL("/pricing");
  });

  test("a visitor's Home hydrates without the backend client, then a live page loads it", async ({
    page,
  }) => {
    const sockets: string[] = [];
    page.on("websocket", (ws) => sockets.push(ws.url()));
    const scripts: string[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".js")) scripts.push(r.url());
    });
    await page.goto("/");
    // Hydrated: the theme switch answers (its handler is attached).
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await expect(page.locator("html")).toHaveAttribute(
      "data-mantine-color-scheme",
      "dark",
    );
    expect(sockets, "no live connection on a static page").toEqual([]);
    expect(scripts.some((u) => /LiveProviders/.test(u))).toBe(false);

    // Below 1200 px the main navigation sits in the menu.
    if (page.viewportSize()!.width < 1200)
      await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Community", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Community" }),
    ).toBeVisible();
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
  });

  /**
   * Records, from the first parsed node on, whether an element showing
   * exactly `text` was ever visible (read with `sawVisible`).
   */
  async function watchFor(page: Page, selector: string, text: string) {
    await page.addInitScript(
      ([selector, text]) => {
        const w = window as unknown as { sawVisible: boolean };
        w.sawVisible = false;
        const check = () => {
          for (const el of document.querySelectorAll(selector)) {
            if (
              el.textContent === text &&
              getComputedStyle(el).visibility === "visible" &&
              el.getBoundingClientRect().width > 0
            )
              w.sawVisible = true;
          }
        };
        new MutationObserver(check).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
        });
      },
      [selector, text] as const,
    );
  }
  const sawVisible = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { sawVisible: boolean }).sawVisible,
    );

  for (const who of ["a visitor", "a signed-in student"] as const) {
    const signedIn = who === "a signed-in student";
    test(`${who} ${signedIn ? "never sees" : "sees"} the visitor's pre-rendered prompt on /courses`, async ({
      page,
    }) => {
      if (signedIn) await logIn(page, DEMO_STUDENT);
      await watchFor(page, "p", "Choose your class to see its subjects.");
      await page.goto("/courses");
      await expect(
        signedIn
          ? page.getByRole("heading", { level: 2, name: /Class \d+ subjects/ })
          : page.getByText("Choose your class to see its subjects."),
      ).toBeVisible();
      expect(await sawVisible(page)).toBe(!signedIn);
    });

    test(`${who} ${signedIn ? "never sees" : "sees"} Login in the header on Home`, async ({
      page,
    }) => {
      test.skip(
        page.viewportSize()!.width < 1200,
        "below 1200 px Login sits in the menu",
      );
      if (signedIn) await logIn(page, DEMO_STUDENT);
      await watchFor(page, "header a", "Login");
      await page.goto("/");
      await expect(
        signedIn
          ? page.getByRole("button", { name: /Account menu for/ })
          : page.getByRole("banner").getByRole("link", { name: "Login" }),
      ).toBeVisible();
      expect(await sawVisible(page)).toBe(!signedIn);
    });
  }
  test("a visitor at /courses?class=9 never sees the bare page's prompt, and no hydration error", async ({
    page,
  }) => {
    await watchFor(page, "p", "Choose your class to see its subjects.");
    await page.goto("/courses?class=9");
    await expect(
      page.getByRole("heading", { level: 2, name: "Class 9 subjects" }),
    ).toBeVisible();
    expect(await sawVisible(page)).toBe(false);
  });

  test("/dashboard arrives as its skeleton with its heading, no member's data in it", async ({
    request,
  }) => {
    const html = await (await request.get("/dashboard")).text();
    expect(html).toContain('data-prerendered="member"');
    expect(html).toMatch(/<h1[^>]*>Your dashboard<\/h1>/);
    expect(html).not.toContain("Welcome");
  });

  test.describe("with every script blocked, a signed-in student", () => {
    test.use({
      expectedConsoleError:
        /Failed to load resource|Failed to fetch dynamically imported module/,
    });
    test("sees the dashboard's heading and skeleton", async ({ page }) => {
      await logIn(page, DEMO_STUDENT);
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto("/dashboard");
      await expect(
        page.getByRole("heading", { level: 1, name: "Your dashboard" }),
      ).toBeVisible();
      await expect(page.getByLabel("Loading your dashboard")).toBeVisible();
    });
  });

  test("a signed-in student's dashboard goes from its skeleton to their greeting", async ({
    page,
  }) => {
    await logIn(page, DEMO_STUDENT);
    await watchFor(page, "h1", "Your dashboard");
    await page.goto("/dashboard");
    await expect(
      page.getByRole("heading", { level: 1, name: /^Welcome back, / }),
    ).toBeVisible();
    expect(await sawVisible(page)).toBe(true);
  });

  test("a visitor at /dashboard never sees its skeleton and is sent to log in", async ({
    page,
  }) => {
    await watchFor(page, "h1", "Your dashboard");
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/login");
    await expect(
      page.getByRole("heading", { level: 1, name: /Login/ }),
    ).toBeVisible();
    expect(await sawVisible(page)).toBe(false);
  });
});
