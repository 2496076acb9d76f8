import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * A new page starts at its top, as a full page load would. The first page is
 * left where the browser placed it: a visitor may have scrolled the
 * pre-rendered page before the app took it over, and must not be sent back.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
