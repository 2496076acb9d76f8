import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * After moving to another page (not on the first load), focus goes to the new
 * page's main heading, so keyboard and screen-reader users start reading the
 * new page instead of being left on <body>. The heading may appear only once
 * the page's code or data has loaded, so it is awaited. Focusing does not
 * scroll (ScrollToTop already put the page at its top), and a field the page
 * focuses by itself keeps the focus.
 */
export function FocusOnRouteChange() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const navigated = useRef(false);
  useEffect(() => {
    if (!navigated.current && pathname === firstPath.current) return;
    navigated.current = true;
    const main = document.getElementById("main");
    if (!main) return;
    const focusHeading = () => {
      const heading = main.querySelector("h1");
      if (!heading) return false;
      const active = document.activeElement;
      const pageFocusedAField =
        active instanceof HTMLElement &&
        main.contains(active) &&
        active.matches("input, textarea, select, [contenteditable='true']");
      if (pageFocusedAField) return true;
      if (!heading.hasAttribute("tabindex"))
        heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    // A page that never shows a heading (a failed load) stops the wait.
    const giveUp = window.setTimeout(() => observer.disconnect(), 15_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname]);
  return null;
}
