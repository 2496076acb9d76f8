import { plural } from "../../../lib/format";

/** How a test is marked: "+4 / −1" with negative marking, else "+1 each". */
export function formatMarking(marksCorrect: number, marksWrong: number) {
  return marksWrong > 0
    ? `+${marksCorrect} / −${marksWrong}`
    : `+${marksCorrect} each`;
}

/** What the marking means, for screen readers and the curious. */
export function describeMarking(marksCorrect: number, marksWrong: number) {
  const right = `${plural(marksCorrect, "mark")} for a right answer`;
  return marksWrong > 0
    ? `${right}, ${plural(marksWrong, "mark")} taken off for a wrong one`
    : `${right}, no negative marking`;
}

/** "Not attempted yet", "1 attempt", "20+ attempts". */
export function formatAttempts(attempts: number, more = false) {
  if (more) return `${attempts}+ attempts`;
  if (attempts === 0) return "Not attempted yet";
  return plural(attempts, "attempt");
}

/** Whole seconds left, rounded up, so the clock reads 0:00 only when time is really up. */
export function secondsLeft(ms: number) {
  return Math.max(0, Math.ceil(ms / 1000));
}

/** A countdown clock: "9:00", "0:59", "1:05:00". */
export function formatClock(ms: number) {
  const total = secondsLeft(ms);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** What the timer announces, once a minute: "9 minutes left", "Less than a minute left". */
export function announceTimeLeft(ms: number) {
  const total = secondsLeft(ms);
  if (total === 0) return "Time is up";
  // Changes exactly when the clock passes a whole minute (9:00, 8:00, …).
  if (total < 60) return "Less than a minute left";
  return `${plural(Math.floor(total / 60), "minute")} left`;
}

/** 0–100, never below 0 (negative marking can take a score under zero). */
export function percentOf(part: number, whole: number) {
  return whole > 0 ? Math.max(0, Math.round((part / whole) * 100)) : 0;
}

export function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "A", "B", …: the letter an option is read out by. */
export function optionLetter(index: number) {
  return String.fromCharCode(65 + index);
}

export function formatDateTime(ms: number) {
  return new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(ms);
}
