import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import type { NoticeKind } from "../../convex/notifications/model/notices";
import { stubAuthKeys } from "./authKeys";
import type { Person } from "./fixtures";
import { newBackend as newTestBackend } from "./setup";

// convex-test only: fake timers move its clock (and its scheduler) to the
// moment a test names; the local backend keeps real time, so files that use
// these helpers stay off the harness and out of the conformance run.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type ClockBackend = ReturnType<typeof newTestBackend>;
/** The fixtures' backend type; a convex-test instance serves them as it is. */
export type FixtureBackend = Parameters<
  typeof import("./fixtures").createPerson
>[0];

/**
 * Call once at the top of a file whose tests move the clock: the settings
 * Convex Auth signs with, and fake timers for each test.
 */
export function useFakeClock() {
  beforeAll(stubAuthKeys);
  afterAll(() => vi.unstubAllEnvs());
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** A fresh convex-test backend, and the same backend as the fixtures take it. */
export function newBackend() {
  const t = newTestBackend();
  return { t, b: t as unknown as FixtureBackend };
}

/** The jobs named `name` ever scheduled, oldest first. */
export function jobsNamed(t: ClockBackend, name: string) {
  return t.run(async (ctx) =>
    (await ctx.db.system.query("_scheduled_functions").collect()).filter(
      (j) => j.name === name,
    ),
  );
}

/** The notices of one kind (to `who`, when given). */
export function notices(t: ClockBackend, kind: NoticeKind, who?: Person) {
  return t.run(async (ctx) =>
    (await ctx.db.query("notifications").collect()).filter(
      (n) => n.kind === kind && (!who || n.user_id === who.userId),
    ),
  );
}

/** Runs what is due now (and what that schedules for now); later jobs wait. */
export const runDue = (t: ClockBackend) =>
  t.finishAllScheduledFunctions(() => vi.advanceTimersByTime(0));

/** Moves the clock to `at` and runs what is due by then. */
export async function runUntil(t: ClockBackend, at: number) {
  vi.advanceTimersByTime(at - Date.now());
  await runDue(t);
}
