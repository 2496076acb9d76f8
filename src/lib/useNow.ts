import { useEffect, useState } from "react";

/** The clock, ticking every `everyMs` while mounted ("just now" grows old, a countdown moves). */
export function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
