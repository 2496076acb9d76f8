import type { Locator, Page } from "@playwright/test";
import { DEMO_STUDENT } from "./accounts";
import { signUpCode, uniqueEmail } from "./backend";
import { expectVisibleFocus, pressAndSeeFocus, tabTo } from "./contrast";
import { expect, expectPageReady } from "./fixtures";
import { test } from "./roles";

/**
 * Whole flows done with the keyboard alone (Tab, Shift+Tab, Enter, Space,
 * arrows, Escape, and typing into the focused field). Every Tab stop on the
 * way must show a focus indicator that stands out 3:1 from what is behind it.
 */

/** Tabs to `field` (each stop checked) and types `text` into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a Select, opens it with the arrow key and picks `option` with the arrows and Enter. */
async function pickWithArrows(page: Page, select: Locator, option: string) {
  await tabTo(page, select);
  await page.keyboard.press("ArrowDown");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole("option", { name: option, exact: true });
  for (let i = 0; i < 40; i++) {
    if ((await wanted.getAttribute("data-combobox-selected")) !== null) break;
    await page.keyboard.press("ArrowDown");
  }
  await expect(wanted).toHaveAttribute("data-combobox-selected");
  await page.keyboard.press("Enter");
  await expect(select).toHaveValue(option);
  await expectVisibleFocus(page);
}

test("a student signs up with the keyboard alone", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("keyboard");
  await page.goto("/signup-student");
  await expectPageReady(page);
  await typeInto(page, page.getByLabel(/^Full Name/), "Kavya Iyer");
  await typeInto(page, page.getByLabel(/^Email/), email);
  await pickWithArrows(
    page,
    page.getByRole("combobox", { name: /^Grade/ }),
    "Class 9",
  );
  await typeInto(
    page,
    page.getByLabel(/^Parent's or guardian's email/),
    uniqueEmail("keyboard-parent"),
  );
  await typeInto(page, page.getByLabel(/^Password/), "keys-only-kavya-9");
  await typeInto(
    page,
    page.getByLabel(/^Confirm password/),
    "keys-only-kavya-9",
  );
  await tabTo(page, page.getByRole("button", { name: "Create account" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(/We've sent a 6-digit code to/)).toBeVisible();
  const code = page.getByLabel(/^Verification code/);
  await expect(code).toBeVisible();
  if (!(await code.evaluate((c) => c === document.activeElement)))
    await tabTo(page, code);
  await page.keyboard.type(await signUpCode(email.toLowerCase()));
  await tabTo(
    page,
    page.getByRole("button", { name: "Verify and create account" }),
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/dashboard");
});

test.describe("signed in", () => {
  test.use({ role: "student" });

  test("a student writes a new forum thread with the keyboard alone", async ({
    page,
  }) => {
    const title = `Keyboard thread ${Math.random().toString(36).slice(2, 7)}`;
    await page.goto("/community/new-thread");
    await expectPageReady(page);
    await typeInto(page, page.getByRole("textbox", { name: /^Title/ }), title);
    const category = page.getByRole("combobox", { name: /^Category/ });
    await expect(category).toBeEnabled();
    await tabTo(page, category);
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(category).not.toHaveValue("");
    await typeInto(
      page,
      page.getByRole("textbox", { name: /^Body/ }),
      "Typed with the keyboard alone: how do I find the HCF of three numbers?",
    );
    await tabTo(page, page.getByRole("button", { name: "Post thread" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/community\/thread\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("a student starts, answers and submits a timed test with the keyboard alone", async ({
    page,
  }, info) => {
    // Each project its own chapter: runs side by side share the demo student.
    const chapter = info.project.name === "desktop" ? 1 : 4;
    await page.goto("/tests?class=9&tab=chapter");
    // Signed in once the page shows the class: a start before that asks to log in.
    await expect(page.getByText("Registered: Class 9")).toBeVisible();
    await expectPageReady(page);
    const card = page.getByRole("article", {
      name: new RegExp(`^Mathematics · Ch ${chapter}:`),
    });
    const start = card
      .getByRole("button", { name: /^(Start|Retake) Test$/ })
      .or(card.getByRole("link", { name: "Continue Test" }));
    await expect(start).toBeVisible();
    await tabTo(page, start, 120);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/tests\/attempt\/[^/?]+/);
    await expect(page.getByRole("timer")).toBeVisible();
    await expect(page.getByRole("radio", { name: /^A\. / })).toBeVisible();

    // Question 1: Tab into the choices (onto the checked one, if any),
    // and the arrow key chooses the next.
    const choices = page.getByRole("radiogroup").getByRole("radio");
    const focused = page.locator('input[type="radio"]:focus');
    await tabTo(page, choices);
    await pressAndSeeFocus(page, "ArrowDown");
    await expect(focused).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("heading", { name: /^Question 2 of / }),
    ).toBeVisible();

    // Question 2: Shift+Tab back into the choices; Space picks the focused one.
    await tabTo(page, choices, 40, "Shift+Tab");
    await page.keyboard.press("Space");
    await expect(focused).toBeChecked();

    await tabTo(page, page.getByRole("button", { name: "Submit test" }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Submit your test?" });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "Submit test" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/tests\/result\/[^/?]+/);
  });

  test("the account menu opens, walks and closes with the keyboard", async ({
    page,
  }, info) => {
    test.skip(info.project.name !== "desktop", "a desktop control");
    await page.goto("/dashboard");
    await expectPageReady(page);
    const trigger = page.getByRole("button", {
      name: `Account menu for ${DEMO_STUDENT.email}`,
    });
    await tabTo(page, trigger);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    const items = await page.getByRole("menuitem").count();
    for (let i = 0; i < items; i++) await pressAndSeeFocus(page, "ArrowDown");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(trigger).toBeFocused();
    await expectVisibleFocus(page);
  });
});

test("the Get Started menu opens, walks and closes with the keyboard", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "a desktop control");
  await page.goto("/");
  await expectPageReady(page);
  const trigger = page.getByRole("button", { name: "Get Started" });
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  const items = await page.getByRole("menuitem").count();
  for (let i = 0; i < items; i++) await pressAndSeeFocus(page, "ArrowDown");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(trigger).toBeFocused();
  await expectVisibleFocus(page);
});

test("the mobile menu opens, walks and closes with the keyboard", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "mobile", "the mobile layout");
  await page.goto("/");
  await expectPageReady(page);
  const trigger = page.getByRole("button", { name: "Open menu" });
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 5; i++) await pressAndSeeFocus(page);
  await pressAndSeeFocus(page, "Shift+Tab");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(trigger).toBeFocused();
  await expectVisibleFocus(page);
});
