import type { BrowserContext, Page } from "@playwright/test";
import { DEMO_STUDENT, logIn } from "./accounts";
import { expect, test, watchToTheEnd } from "./fixtures";

/**
 * No tracking of children: a student's pages load nothing from anyone but
 * the product itself — no analytics, advertising or tracking script, pixel,
 * font or frame from a third party. Every request (documents, scripts,
 * styles, images, media, WebSockets, workers) goes to the app's own origin
 * or to the configured backend (its API and WebSocket, and its site URL,
 * which serves stored files such as lesson videos).
 */
const appPort = Number(process.env.E2E_PORT ?? 4173);
const backendPorts = [
  Number(process.env.CONVEX_PORT ?? 3310),
  Number(process.env.CONVEX_SITE_PORT ?? 3311),
];
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

function isOwn(address: string) {
  const url = new URL(address);
  // Inline data the page makes itself (data: images, blob: object URLs).
  if (url.protocol === "data:" || url.protocol === "blob:") return true;
  if (!LOCAL_HOSTS.has(url.hostname)) return false;
  const port = Number(url.port);
  if (url.protocol === "http:" && port === appPort) return true;
  return ["http:", "ws:"].includes(url.protocol) && backendPorts.includes(port);
}

/** Every address the context's pages ask for: requests, WebSockets, workers. */
function recordRequests(context: BrowserContext) {
  const seen = new Set<string>();
  const watch = (page: Page) => {
    page.on("websocket", (ws) => seen.add(ws.url()));
    page.on("worker", (worker) => seen.add(worker.url()));
  };
  context.on("request", (req) => seen.add(req.url()));
  context.on("page", watch);
  context.pages().forEach(watch);
  return seen;
}

test("a student's pages make requests only to the app and its backend", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const seen = recordRequests(page.context());
  await logIn(page, DEMO_STUDENT);
  const heading = (name: string | RegExp) =>
    expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.goto("/");
  await heading("Learn smarter. Level up every day.");
  await page.goto("/dashboard");
  await heading(/^Welcome/);
  await page.goto("/courses");
  await heading("Courses");

  // A lesson, with its video playing.
  await page.goto("/courses/class/9/mathematics");
  await page
    .getByRole("article", { name: "Number Systems" })
    // Start, Continue or Review: other tests may have moved the demo student on.
    .getByRole("link", { name: /^(Start|Continue|Review)$/ })
    .click();
  // Its first lesson, or the one the student is on.
  await expect(page).toHaveURL(/\/lessons\/[^/?]+/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await watchToTheEnd(page);

  // The tests, and one attempt.
  await page.goto("/tests?tab=chapter");
  await page
    .getByRole("button", { name: /^(Start Test|Retake Test|Resume)/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tests\/attempt\/[^/?]+/);

  await page.goto("/community");
  await heading("Community");
  await page.locator('a[href^="/community/thread/"]').first().click();
  await expect(page).toHaveURL(/\/community\/thread\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/mentorship");
  await heading("Mentorship");
  await page.goto("/notifications");
  await heading(/Notifications/);

  const foreign = [...seen].filter((address) => !isOwn(address));
  expect(foreign, "requests to anyone but the app and its backend").toEqual([]);
  // The record is real: it holds the app's pages and its live connection.
  expect([...seen].some((a) => a.startsWith("ws://"))).toBe(true);
});
