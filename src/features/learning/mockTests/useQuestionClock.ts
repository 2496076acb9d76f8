import { useCallback, useMemo, useRef, useState } from "react";

/**
 * Time spent on each question, counted only while it is on screen. `take(p)`
 * returns the time on question p since its last save and starts counting
 * afresh; `switchTo(p)` puts the running time on the question being left.
 */
export function useQuestionClock(initialPosition: number) {
  const [openedAt] = useState(() => Date.now());
  const shown = useRef({ position: initialPosition, since: openedAt });
  const unsaved = useRef(new Map<number, number>());

  const pending = useCallback((position: number) => {
    const running =
      shown.current.position === position
        ? Date.now() - shown.current.since
        : 0;
    return (unsaved.current.get(position) ?? 0) + running;
  }, []);

  const take = useCallback(
    (position: number) => {
      const ms = pending(position);
      unsaved.current.delete(position);
      if (shown.current.position === position) shown.current.since = Date.now();
      return Math.max(0, Math.round(ms));
    },
    [pending],
  );

  const switchTo = useCallback((position: number) => {
    const now = Date.now();
    const left = shown.current;
    if (left.position === position) return;
    unsaved.current.set(
      left.position,
      (unsaved.current.get(left.position) ?? 0) + (now - left.since),
    );
    shown.current = { position, since: now };
  }, []);

  return useMemo(
    () => ({ take, pending, switchTo }),
    [take, pending, switchTo],
  );
}
