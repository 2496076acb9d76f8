/**
 * A pre-rendered page is on screen before its scripts run. Its inline script
 * (scripts/prerender.mjs) holds the taps on buttons and in-app links made
 * until then; once the app has rendered, `markAppReady` replays each one on
 * the element it was meant for, so a tap in that moment is never lost. If the
 * scripts fail to load, a held link tap is followed as a plain link.
 */
type EarlyTaps = {
  vqReady?: boolean;
  vqTaps?: Element[];
};

export function markAppReady() {
  const w = window as Window & EarlyTaps;
  if (w.vqReady) return;
  w.vqReady = true;
  document.documentElement.setAttribute("data-app-ready", "");
  const taps = w.vqTaps ?? [];
  w.vqTaps = [];
  for (const el of taps) replay(el);
}

/**
 * Replays a held tap. Rendering may have replaced the element it was made on
 * (the same link, rendered anew): a link's tap then goes to the link now on
 * the page with its address, or is followed as a plain link.
 */
function replay(el: Element) {
  if (el.isConnected) {
    (el as HTMLElement).click();
    return;
  }
  const href = el instanceof HTMLAnchorElement ? el.getAttribute("href") : null;
  if (href === null) return;
  const now = [...document.querySelectorAll("a[href]")].find(
    (a) => a.getAttribute("href") === href,
  );
  if (now) (now as HTMLElement).click();
  else window.location.assign(href);
}
