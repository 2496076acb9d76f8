import zlib from "node:zlib";
import { CATALOGUE } from "../../convex/seedData/catalogue";
import {
  expect,
  expectAccessibleAndNarrow,
  expectPageReady,
  pickClassOnHome,
  test,
} from "./fixtures";

test.describe("Home", () => {
  test("hero leads to courses and the demo", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Learn smarter. Level up every day.",
      }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Start Learning Free" }).click();
    await expect(page).toHaveURL("/courses");
    await page.goBack();
    await page.getByRole("link", { name: "Watch Demo" }).click();
    await expect(page).toHaveURL("/demo");
    await expectPageReady(page);
  });

  test("loads at most 170 KB of JavaScript (gzipped), without the forms' rules library", async ({
    page,
  }) => {
    // The first page of most visits: a regression here (zod pulled into the
    // entry by one shared import cost 25 KB once) fails here, not in a report.
    const scripts: Promise<{ url: string; body: Buffer }>[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js"))
        scripts.push(
          response.body().then((body) => ({ url: response.url(), body })),
        );
    });
    await page.goto("/", { waitUntil: "networkidle" });
    const loaded = await Promise.all(scripts);
    const gzipped = loaded.reduce(
      (sum, s) => sum + zlib.gzipSync(s.body, { level: 9 }).length,
      0,
    );
    expect(gzipped / 1024).toBeLessThanOrEqual(170);
    const withZod = loaded.filter((s) => s.body.includes("ZodError"));
    expect(withZod.map((s) => s.url)).toEqual([]);
  });

  test("class tiles 6 to 12 link to their courses", async ({ page }) => {
    await page.goto("/");
    for (let grade = 6; grade <= 12; grade++) {
      await expect(
        page.getByRole("link", { name: new RegExp(`^Class ${grade}\\b`) }),
      ).toHaveAttribute("href", `/courses?class=${grade}`);
    }
    await page.getByRole("link", { name: /^Class 8\b/ }).click();
    await expect(page).toHaveURL("/courses?class=8");
  });

  test("a visitor picks Class 8 on Home and sees its subjects", async ({
    page,
  }) => {
    await pickClassOnHome(page, 8);

    // Every subject of the shipped Class 8 catalogue, in its order, and no other.
    const subjects = CATALOGUE[8];
    expect(subjects.map((s) => s.name)).toEqual([
      "Mathematics",
      "Science",
      "English",
      "Social Studies",
      "Hindi",
    ]);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(subjects.length);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      subjects.map((s) => s.name),
    );
    for (const subject of subjects) {
      const card = page.getByRole("article", { name: subject.name });
      await expect(
        card.getByText(`${subject.chapters.length} chapters`, { exact: true }),
      ).toBeVisible();
      if (subject.isFree) {
        await expect(card.getByText("Free Demo")).toBeVisible();
        await expect(
          card.getByRole("link", { name: "Start Learning" }),
        ).toHaveAttribute("href", `/courses/class/8/${subject.slug}`);
      } else {
        await expect(card.getByText("Locked")).toBeVisible();
        await expect(
          card.getByRole("link", { name: "Unlock Course" }),
        ).toHaveAttribute("href", `/pricing?subject=${subject.slug}&class=8`);
      }
    }
    await expectAccessibleAndNarrow(page);
  });

  test("shows six features and the free-trial banner", async ({ page }) => {
    await page.goto("/");
    const features = page.getByRole("heading", { level: 3 });
    await expect(features).toHaveCount(6);
    await expect(
      page.getByRole("heading", { name: "Try Premium free for 30 days" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "See plans" }).click();
    await expect(page).toHaveURL("/pricing");
  });

  test("no footer link ends in a 404, and the contact block is shown", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(footer.getByRole("link", { name: /\+91/ })).toHaveAttribute(
      "href",
      /^tel:/,
    );
    const links = footer
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link");
    const count = await links.count();
    expect(count).toBe(8);
    for (let i = 0; i < count; i++) {
      const link = footer
        .getByRole("navigation", { name: "Footer" })
        .getByRole("link")
        .nth(i);
      const href = await link.getAttribute("href");
      await link.click();
      await expect(page).toHaveURL(href!);
      await expectPageReady(page);
      await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    }
  });
});

test.describe("Not found", () => {
  test("an unknown route says so and leads home", async ({ page }) => {
    await page.goto("/this/does/not/exist");
    await expect(
      page.getByRole("heading", { name: "Oops! Page not found" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});
