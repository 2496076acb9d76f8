import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { GRADES } from "../../shared/constants";
import { appError } from "../../lib/errors";
import { requireNumberInRange } from "../../lib/validators";
import type { Viewer } from "../../lib/viewer";
import { currentPlan } from "../../pricing/model/plan";

export function requireGrade(grade: number) {
  return requireNumberInRange(
    grade,
    GRADES[0],
    GRADES[GRADES.length - 1],
    "Class",
    { integer: true, message: "Class must be between 6 and 12." },
  );
}

/** A student learns in the class they registered for; everyone else may browse any class. */
export function registeredGrade(viewer: Viewer | null): number | null {
  return viewer?.profile?.role === "student"
    ? (viewer.profile.grade ?? null)
    : null;
}

export function requireOwnClass(viewer: Viewer, grade: number) {
  const own = registeredGrade(viewer);
  if (own !== null && own !== grade)
    throw appError(
      "NotAuthorized",
      `You are registered in Class ${own}. Please contact support to change your class.`,
    );
}

/** Whether the viewer has a plan that unlocks paid subjects (trialing or active, not past its end). */
export async function hasPaidPlan(ctx: QueryCtx, viewer: Viewer | null) {
  if (!viewer) return false;
  const plan = await currentPlan(ctx, viewer.userId);
  return plan.entitlements.lockedSubjects;
}

/** Free subjects are open to all; the others need a paid plan; staff see everything. */
export async function canOpenSubject(
  ctx: QueryCtx,
  viewer: Viewer | null,
  subject: Doc<"subjects">,
) {
  if (subject.is_free || viewer?.staffRole) return true;
  return hasPaidPlan(ctx, viewer);
}

/** Refuses a test drawing on a subject the viewer cannot open (a paid subject without a plan). */
export async function requireOpenSubjects(
  ctx: QueryCtx,
  viewer: Viewer,
  subjectIds: Id<"subjects">[],
) {
  for (const id of new Set(subjectIds)) {
    const subject = await ctx.db.get("subjects", id);
    if (subject && !(await canOpenSubject(ctx, viewer, subject)))
      throw appError(
        "NotAuthorized",
        `${subject.name} is part of a paid plan. Unlock it to take this test.`,
      );
  }
}
