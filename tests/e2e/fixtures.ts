import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import fs from "node:fs";
import { createRequire } from "node:module";

/**
 * Every test fails on a console error or an uncaught page error (or React
 * Router's missing-HydrateFallback warning), so a broken screen cannot pass by
 * accident.
 */
export const test = base.extend<{
  consoleErrors: string[];
  /** Console errors a test provokes on purpose (e.g. the backend's log of a refused sign-in). */
  expectedConsoleError: RegExp | null;
}>({
  expectedConsoleError: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleError }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        // React Router's warning of a page shown without a HydrateFallback
        // (src/app/router.tsx gives one) counts as an error too.
        if (msg.type() === "warning" && /HydrateFallback/.test(msg.text()))
          return errors.push(msg.text());
        if (msg.type() !== "error") return;
        if (expectedConsoleError?.test(msg.text())) return;
        errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs axe with the WCAG 2.0/2.1 A and AA rules; any violation fails the test.
 * So does a colour-contrast result axe leaves for review (text over an
 * image, a gradient or another element) when the ratio it did measure is
 * below what the text needs (4.5:1, or 3:1 for large text).
 */
export async function expectNoAxeViolations(page: Page, context?: AxeContext) {
  await animationsSettled(page);
  const results = await runAxe(page, context);
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  for (const result of results.incomplete) {
    if (result.id !== "color-contrast") continue;
    for (const node of result.nodes) {
      const data = (node.any[0]?.data ?? {}) as ContrastData;
      const needed = data.expectedContrastRatio
        ? parseFloat(data.expectedContrastRatio)
        : 4.5;
      const target = node.target.join(" ");
      // Axe gives no ratio for text over a gradient (or an overlapping
      // element): measure it against every colour the background passes through.
      const measured = data.contrastRatio
        ? { ratio: data.contrastRatio, fg: data.fgColor, bg: data.bgColor }
        : await worstContrastOver(page, target);
      if (!measured) continue;
      if (measured.ratio < needed)
        summary.push(
          `color-contrast (needs review): ${measured.ratio.toFixed(2)}:1 < ${needed}:1, ${measured.fg} on ${measured.bg} — ${target}`,
        );
    }
  }
  await recordScan(page, [
    ...results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.length })),
    ...summary
      .filter((line) => line.startsWith("color-contrast (needs review)"))
      .map(() => ({ rule: "color-contrast (needs review)", nodes: 1 })),
  ]);
  expect(summary, "accessibility violations").toEqual([]);
}

/**
 * axe in the light theme, then in the dark one, on the page as it is: the app
 * follows the system's scheme, so the switch needs no reload and keeps open
 * menus and dialogs open.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("html")).toHaveAttribute(
      "data-mantine-color-scheme",
      scheme,
    );
    await expectNoAxeViolations(page);
  }
}

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** What a scan leaves out: CSS selectors of parts another check covers. */
export type AxeContext = { exclude?: string[] };
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Axe's results for the page. A page without frames is scanned with axe run
 * in the page itself, injected once per document: AxeBuilder opens a second
 * page for every scan to merge frames' results, which costs a second or two
 * on a loaded CI machine and hundreds of scans. A page with frames goes
 * through AxeBuilder, which scans each frame.
 */
async function runAxe(
  page: Page,
  context: AxeContext = {},
): Promise<AxeResults> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
    for (const selector of context.exclude ?? [])
      builder = builder.exclude(selector);
    return builder.analyze();
  }
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    ({ tags, exclude }) =>
      (window as unknown as { axe: typeof import("axe-core") }).axe.run(
        exclude.length
          ? { include: [["html"]], exclude: exclude.map((e) => [e]) }
          : document,
        { runOnly: { type: "tag", values: tags } },
      ),
    { tags: AXE_TAGS, exclude: context.exclude ?? [] },
  );
}

/**
 * With AXE_SUMMARY=<file>, every scan appends one JSON line (the page, the
 * colour scheme, the viewport width and the violations by rule) to that
 * file; `node scripts/axe-summary.mjs <file>` prints the totals by rule.
 */
async function recordScan(
  page: Page,
  violations: { rule: string; nodes: number }[],
) {
  const file = process.env.AXE_SUMMARY;
  if (!file) return;
  const line = {
    url: new URL(page.url()).pathname,
    scheme: await page
      .locator("html")
      .getAttribute("data-mantine-color-scheme"),
    width: page.viewportSize()?.width,
    test: base.info().titlePath.slice(1).join(" › "),
    violations,
  };
  fs.appendFileSync(file, JSON.stringify(line) + "\n");
}

/** What axe's color-contrast check records about a node. */
type ContrastData = {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
};

/**
 * The lowest contrast of an element's text colour against the colours drawn
 * behind it: the gradient stops and background colours of it and its
 * ancestors, down to the first opaque background (translucent layers blended
 * over it). Null when a background image is in the way, which cannot be read.
 */
async function worstContrastOver(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const el = document.querySelector(selector);
    if (!el) return null;
    type Rgba = [number, number, number, number];
    const parse = (c: string): Rgba | null => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2]
        .map((i) => top[i] * a + under[i] * (1 - a))
        .concat(1) as Rgba;
    };
    const lum = (c: Rgba) => {
      const ch = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2]);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    // Layers from the element down; each is the colours one box may show.
    const layers: Rgba[][] = [];
    let base: Rgba = [255, 255, 255, 1];
    for (let n: Element | null = el; n; n = n.parentElement) {
      const style = getComputedStyle(n);
      if (/url\(/.test(style.backgroundImage)) return null;
      const stops = (style.backgroundImage.match(/rgba?\([^)]+\)/g) ?? [])
        .map(parse)
        .filter((c): c is Rgba => c !== null);
      const fill = parse(style.backgroundColor);
      if (stops.length) {
        layers.push(stops);
        if (stops.every((c) => c[3] === 1)) break;
      }
      if (fill && fill[3] > 0) {
        if (fill[3] === 1) {
          base = fill;
          break;
        }
        layers.push([fill]);
      }
    }
    let behind: Rgba[] = [base];
    for (const layer of layers.reverse())
      behind = layer.flatMap((top) => behind.map((under) => over(top, under)));
    const text = parse(getComputedStyle(el).color);
    if (!text) return null;
    let worst = { ratio: Infinity, fg: "", bg: "" };
    for (const bg of behind) {
      const fg = over(text, bg);
      const r = ratio(fg, bg);
      if (r < worst.ratio)
        worst = {
          ratio: r,
          fg: `rgb(${fg.slice(0, 3).join(", ")})`,
          bg: `rgb(${bg.slice(0, 3).map(Math.round).join(", ")})`,
        };
    }
    return worst;
  }, selector);
}

/**
 * Axe reads colours as drawn, so a dialog caught mid-fade fails on contrast:
 * wait for the finite animations and transitions (Mantine's fades) to end.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((a) =>
        Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
      );
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Nothing may scroll sideways: the document is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "page width vs viewport").toBeLessThanOrEqual(
    clientWidth,
  );
}

export async function expectPageReady(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // A pre-rendered page shows its heading before the app has taken it over.
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
}

/** No sideways scroll and no axe violations. */
export async function expectAccessibleAndNarrow(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
}

/** A page has loaded its heading, fits the screen and is accessible. */
export async function checkPage(page: Page) {
  await expectPageReady(page);
  await expectAccessibleAndNarrow(page);
}

/** Counts full-page loads from now on; live updates must not need any. */
export function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on("load", () => loads.count++);
  return loads;
}

/** A visitor's action was refused with `message` and led to the login page. */
export async function expectSentToLogin(page: Page, message: string) {
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL("/login");
}

/** Picks the class tile `grade` on Home and lands on that class's courses. */
export async function pickClassOnHome(page: Page, grade: number) {
  await page.goto("/");
  await page
    .getByRole("link", { name: new RegExp(`^Class ${grade}\\b`) })
    .click();
  await expect(page).toHaveURL(`/courses?class=${grade}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Courses");
  await expect(
    page
      .getByRole("radiogroup", { name: "Class" })
      .getByRole("radio", { name: String(grade) }),
  ).toBeChecked();
  await expect(
    page.getByRole("heading", { name: `Class ${grade} subjects` }),
  ).toBeVisible();
}

/**
 * Plays the lesson video (muted, so autoplay rules allow it) from the start:
 * the server credits watched time no faster than its clock, so the 12-second
 * clip really plays through.
 */
export async function watchToTheEnd(page: Page) {
  // The lesson's page may still be loading: wait for its player first.
  await page.locator("video").first().waitFor({ state: "attached" });
  await page.evaluate(async () => {
    const video = document.querySelector("video");
    if (!video) throw new Error("no video on the page");
    video.muted = true;
    if (video.readyState < HTMLMediaElement.HAVE_METADATA)
      await new Promise((resolve) =>
        video.addEventListener("loadedmetadata", resolve, { once: true }),
      );
    video.currentTime = 0;
    await video.play();
  });
}
