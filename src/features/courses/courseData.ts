import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { GRADES, type Grade } from "../../../convex/lib/constants";
import { useSession } from "../auth/session";

export type SubjectCardData = FunctionReturnType<
  typeof api.catalogue.subjects
>["subjects"][number];
export type SubjectData = NonNullable<
  FunctionReturnType<typeof api.catalogue.subject>
>;
export type ChapterData = SubjectData["chapters"][number];
export type LessonData = NonNullable<
  FunctionReturnType<typeof api.lessons.get>
>;
export type LessonId = Id<"lessons">;

/** A class from an address ("9" → 9); null for anything that is not one of Classes 6–12. */
export function parseGrade(value: string | null | undefined): Grade | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const grade = Number(value);
  return (GRADES as readonly number[]).includes(grade)
    ? (grade as Grade)
    : null;
}

/**
 * Who is looking, as far as the catalogue cares: `loading` until we know,
 * `signedIn`, and the class a student registered in (null for visitors,
 * mentors and students without one). A student learns in that class only.
 */
export function useLearner() {
  const session = useSession();
  const signedIn = session.status === "signedIn";
  // The same subscription the session itself uses, so no extra round trip.
  const viewer = useQuery(api.users.viewer, signedIn ? {} : "skip");
  const loading =
    session.status === "loading" || (signedIn && viewer === undefined);
  const registeredGrade =
    signedIn && viewer?.role === "student" ? (viewer.grade ?? null) : null;
  return { loading, signedIn: signedIn && !!viewer, registeredGrade };
}

/** The subject cards of a class (undefined while loading); live. */
export function useSubjects(grade: number | null) {
  return useQuery(api.catalogue.subjects, grade ? { grade } : "skip");
}

/** One subject with its chapters and the viewer's progress (null when there is none); live. */
export function useSubject(grade: number | null, slug: string) {
  const subject = useQuery(
    api.catalogue.subject,
    grade ? { grade, slug } : "skip",
  );
  // A class outside 6–12 is simply not found, without asking the server.
  return grade ? subject : null;
}

/** One lesson with its neighbours and the viewer's progress (null when there is none); live. */
export function useLesson(lessonId: string) {
  return useQuery(api.lessons.get, { lessonId });
}

export function useSaveLessonPosition() {
  return useMutation(api.lessons.savePosition);
}

export function useCompleteLesson() {
  return useMutation(api.lessons.complete);
}
