import { DEMO_STUDENT, logIn } from "./accounts";
import { expect, test } from "./fixtures";

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
    test.use({ expectedConsoleError: /Failed to load resource/ });
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

  for (const who of ["a visitor", "a signed-in student"] as const) {
    test(`${who} ${who === "a visitor" ? "sees" : "never sees"} the visitor's pre-rendered prompt on /courses`, async ({
      page,
    }) => {
      if (who === "a signed-in student") await logIn(page, DEMO_STUDENT);
      // From the first parsed node on: was the visitor's prompt ever shown?
      await page.addInitScript(() => {
        const w = window as unknown as { sawVisitorPrompt: boolean };
        w.sawVisitorPrompt = false;
        const check = () => {
          for (const p of document.querySelectorAll("p")) {
            if (
              p.textContent === "Choose your class to see its subjects." &&
              getComputedStyle(p).visibility === "visible"
            )
              w.sawVisitorPrompt = true;
          }
        };
        new MutationObserver(check).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
        });
      });
      await page.goto("/courses");
      await expect(
        who === "a visitor"
          ? page.getByText("Choose your class to see its subjects.")
          : page.getByRole("heading", { level: 2, name: /Class \d+ subjects/ }),
      ).toBeVisible();
      const saw = await page.evaluate(
        () =>
          (window as unknown as { sawVisitorPrompt: boolean }).sawVisitorPrompt,
      );
      expect(saw).toBe(who === "a visitor");
    });
  }
});
