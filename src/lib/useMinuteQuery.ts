import { useQuery } from "convex/react";
import type { FunctionReference, FunctionReturnType } from "convex/server";
import { useEffect, useState } from "react";

const MINUTE = 60_000;

/**
 * The clock rounded down to the minute, ticking at each new minute. Queries
 * take it as an argument (they cannot read the clock), so "today" and "this
 * week" move on while the page stays open, without a new subscription more
 * than once a minute.
 */
export function useMinuteClock() {
  const [now, setNow] = useState(
    () => Math.floor(Date.now() / MINUTE) * MINUTE,
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const wait = MINUTE - (Date.now() % MINUTE) + 50;
      timer = setTimeout(() => {
        setNow(Math.floor(Date.now() / MINUTE) * MINUTE);
        schedule();
      }, wait);
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/**
 * A live query whose arguments change every minute: keeps showing the last
 * answer while the one for the new minute arrives, instead of a loader.
 */
export function useQueryAcrossArgs<Q extends FunctionReference<"query">>(
  query: Q,
  args: Q["_args"] | "skip",
): FunctionReturnType<Q> | undefined {
  const result = useQuery(query, args) as FunctionReturnType<Q> | undefined;
  const [last, setLast] = useState(result);
  if (result !== undefined && result !== last) setLast(result);
  return result ?? last;
}
