// What the two-browser latency benchmarks (bench:community:browser,
// bench:notices:browser) share: waiting for the stack, and signing in.
import type { Page } from "@playwright/test";

/** Signs in through the login form at `base` and waits to leave /login. */
export async function signIn(
  page: Page,
  base: string,
  email: string,
  password: string,
) {
  await page.goto(`${base}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** Polls `url` until it answers 2xx, or fails after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}
