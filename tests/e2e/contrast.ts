import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** WCAG contrast ratio of two computed CSS colours (rgb()/rgba(), alpha over `under`). */
export async function contrastOf(page: Page, fg: string, bg: string) {
  return page.evaluate(
    ([a, b]) => {
      const parse = (c: string) => c.match(/[\d.]+/g)!.map(Number);
      const lum = ([r, g, b]: number[]) => {
        const ch = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
      };
      const [l1, l2] = [lum(parse(a)), lum(parse(b))].sort((x, y) => y - x);
      return (l1 + 0.05) / (l2 + 0.05);
    },
    [fg, bg] as const,
  );
}

/** The first opaque background colour at or above `el`, else the page's. */
export function backgroundBehind(el: Locator) {
  return el.evaluate((node) => {
    for (let n: Element | null = node; n; n = n.parentElement) {
      const bg = getComputedStyle(n).backgroundColor;
      const alpha = bg.match(/[\d.]+/g)?.[3];
      if (bg !== "transparent" && (alpha === undefined || Number(alpha) === 1))
        return bg;
    }
    return getComputedStyle(document.body).backgroundColor;
  });
}

/**
 * The keyboard focus is visible: the focused element, or the box that shows
 * it (the label after a visually hidden radio or checkbox, a switch's
 * track), draws an outline or a box-shadow (a focused text field may show
 * its border instead) whose colour stands out 3:1 from the background
 * behind it. Returns a short description of the focused element.
 */
export async function expectVisibleFocus(page: Page) {
  // A field's border eases to its focus colour: read it once it is there.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) =>
          Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const found = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { error: "nothing is focused" };
    const opaque = (c: string) => {
      const a = c.match(/[\d.]+/g)?.[3];
      return c !== "transparent" && (a === undefined || Number(a) === 1);
    };
    const bgOf = (node: Element) => {
      // The ring is drawn around the box, so read the colour behind the box.
      for (let n = node.parentElement; n; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        if (opaque(bg)) return bg;
      }
      return getComputedStyle(document.body).backgroundColor;
    };
    const hidden = (node: Element) => {
      const r = node.getBoundingClientRect();
      const s = getComputedStyle(node);
      return r.width <= 1 || r.height <= 1 || Number(s.opacity) === 0;
    };
    // A hidden input shows its focus on the label or box drawn for it.
    let shown: Element = el;
    if (hidden(el)) {
      const proxy =
        el.nextElementSibling ??
        (el.id ? document.querySelector(`label[for="${el.id}"]`) : null) ??
        el.closest("label");
      if (proxy) shown = proxy;
    }
    const name =
      el.getAttribute("aria-label") ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      (el as HTMLElement).innerText ??
      "";
    const describe = `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} "${name.trim().slice(0, 40)}"`;
    // A field whose border is drawn by a wrapper (a password field's box).
    if (/^(INPUT|TEXTAREA)$/.test(el.tagName) && !hidden(el)) {
      for (
        let n: Element | null = el, i = 0;
        n && i < 3;
        n = n.parentElement, i++
      )
        if (parseFloat(getComputedStyle(n).borderTopWidth) > 0) {
          shown = n;
          break;
        }
    }
    const s = getComputedStyle(shown);
    const behind = bgOf(shown);
    if (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0)
      return { describe, kind: "outline", color: s.outlineColor, behind };
    if (s.boxShadow && s.boxShadow !== "none") {
      const color = s.boxShadow.match(/rgba?\([^)]+\)/)?.[0];
      if (color) return { describe, kind: "box-shadow", color, behind };
    }
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) && !hidden(el))
      return {
        describe,
        kind: "border",
        color: s.borderTopColor,
        behind,
        fill: s.backgroundColor,
      };
    return { error: `no focus indicator on ${describe}` };
  });
  if ("error" in found) throw new Error(found.error);
  expect(
    await contrastOf(page, found.color!, found.behind!),
    `${found.kind} ${found.color} on ${found.behind} around ${found.describe}`,
  ).toBeGreaterThanOrEqual(3);
  if (found.kind === "border" && opaqueColor(found.fill))
    expect(
      await contrastOf(page, found.color!, found.fill!),
      `border ${found.color} on field ${found.fill} of ${found.describe}`,
    ).toBeGreaterThanOrEqual(3);
  return found.describe!;
}

function opaqueColor(c: string | undefined): c is string {
  if (!c || c === "transparent") return false;
  const a = c.match(/[\d.]+/g)?.[3];
  return a === undefined || Number(a) === 1;
}

/**
 * Presses `key` (Tab by default) and checks the new focus is visible;
 * returns the focused element's description.
 */
export async function pressAndSeeFocus(page: Page, key = "Tab") {
  await page.keyboard.press(key);
  return expectVisibleFocus(page);
}

/**
 * Presses `key` (Tab by default; each stop's focus checked) until one of the
 * elements `target` matches has the focus; fails after `max` presses. A stop
 * past the page's last control (focus in the browser's own UI) is passed over.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  max = 60,
  key = "Tab",
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate(() => document.activeElement === document.body))
      continue;
    await expectVisibleFocus(page);
    if (
      await target.evaluateAll((all) =>
        all.some((t) => t === document.activeElement),
      )
    )
      return;
  }
  throw new Error(`${target} not reached in ${max} presses of ${key}`);
}
