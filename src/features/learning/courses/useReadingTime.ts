import { useCallback, useEffect, useRef } from "react";
import type { LessonId } from "./courseData";
import { useSavePositionAction } from "./useLessonActions";

/** How often reading time is sent while the lesson is in view. */
export const READING_SAVE_EVERY_MS = 10_000;
/** How often the page checks whether it is in view. */
const TICK_MS = 1_000;

/** The page is on screen and the window is the one in use. */
function inView() {
  return document.visibilityState === "visible" && document.hasFocus();
}

/**
 * Counts the time a reading lesson is really in view (the tab visible and
 * the window focused) and sends it to the server as heartbeats, like a video
 * sends its played time: every few seconds, and when the page is hidden,
 * loses focus or is left. The server credits no more than its clock allows,
 * one clock per student across all lessons. Returns `flush`, which sends what
 * is not sent yet (before marking the lesson complete).
 */
export function useReadingTime(lessonId: LessonId, enabled: boolean) {
  const savePosition = useSavePositionAction();
  const state = useRef({
    unsent: 0,
    lastTick: 0,
    lastSent: 0,
    toldFailed: false,
  });

  const flush = useCallback(() => {
    const s = state.current;
    const seconds = Math.floor(s.unsent);
    if (seconds <= 0) return;
    s.unsent -= seconds;
    s.lastSent = Date.now();
    void savePosition(lessonId, 0, seconds, {
      // Say it once; a flaky connection should not bring a toast every few seconds.
      quiet: s.toldFailed,
    }).then((ok) => {
      if (!ok) s.toldFailed = true;
    });
  }, [lessonId, savePosition]);

  useEffect(() => {
    if (!enabled) return;
    const s = state.current;
    s.unsent = 0;
    s.lastTick = Date.now();
    s.lastSent = Date.now();
    const tick = () => {
      const now = Date.now();
      // Only time in view counts, and a sleeping laptop's gap counts as none.
      if (inView()) s.unsent += Math.min(now - s.lastTick, 2 * TICK_MS) / 1000;
      s.lastTick = now;
      if (now - s.lastSent >= READING_SAVE_EVERY_MS) flush();
    };
    const onLeave = () => {
      tick();
      flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") onLeave();
      else s.lastTick = Date.now();
    };
    const onFocus = () => {
      s.lastTick = Date.now();
    };
    const timer = window.setInterval(tick, TICK_MS);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("blur", onLeave);
    window.addEventListener("focus", onFocus);
    window.addEventListener("pagehide", onLeave);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("blur", onLeave);
      window.removeEventListener("focus", onFocus);
      window.removeEventListener("pagehide", onLeave);
      onLeave();
    };
  }, [enabled, flush]);

  return flush;
}
