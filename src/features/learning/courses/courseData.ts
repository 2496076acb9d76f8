import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";

export type SubjectCardData = FunctionReturnType<
  typeof api.learning.catalogue.subjects
>["subjects"][number];
export type SubjectData = NonNullable<
  FunctionReturnType<typeof api.learning.catalogue.subject>
>;
export type ChapterData = SubjectData["chapters"][number];
export type LessonData = NonNullable<
  FunctionReturnType<typeof api.learning.lessons.get>
>;
export type LessonId = Id<"lessons">;

/** The subject cards of a class (undefined while loading); live. */
export function useSubjects(grade: number | null) {
  return useQuery(api.learning.catalogue.subjects, grade ? { grade } : "skip");
}

/** One subject with its chapters and the viewer's progress (null when there is none); live. */
export function useSubject(grade: number | null, slug: string) {
  const subject = useQuery(
    api.learning.catalogue.subject,
    grade ? { grade, slug } : "skip",
  );
  // A class outside 6–12 is simply not found, without asking the server.
  return grade ? subject : null;
}

/** One lesson with its neighbours and the viewer's progress (null when there is none); live. */
export function useLesson(lessonId: string) {
  return useQuery(api.learning.lessons.get, { lessonId });
}

export function useOpenLesson() {
  return useMutation(api.learning.lessons.open);
}

export function useSaveLessonPosition() {
  return useMutation(api.learning.lessons.savePosition);
}

export function useCompleteLesson() {
  return useMutation(api.learning.lessons.complete);
}
