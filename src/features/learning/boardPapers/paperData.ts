import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";

export type PaperCard = FunctionReturnType<
  typeof api.learning.boardPapers.list
>[number];
export type PaperSheet = NonNullable<
  FunctionReturnType<typeof api.learning.boardPapers.attempt>
>;
export type PaperResult = NonNullable<
  FunctionReturnType<typeof api.learning.boardPapers.result>
>;
export type PaperAttemptId = Id<"paper_attempts">;

export function usePaperList(grade: number) {
  return useQuery(api.learning.boardPapers.list, { grade });
}

export function useStartPaper() {
  return useMutation(api.learning.boardPapers.start);
}

/** undefined while loading, null when there is no such attempt of the viewer's. */
export function usePaperSheet(attemptId: string) {
  return useQuery(api.learning.boardPapers.attempt, { attemptId });
}

/** Saves a choice; the sheet shows it at once, the server's answer replaces it. */
export function useAnswerPaper() {
  return useMutation(api.learning.boardPapers.answer).withOptimisticUpdate(
    (store, args) => {
      const current = store.getQuery(api.learning.boardPapers.attempt, {
        attemptId: args.attemptId,
      });
      if (!current) return;
      store.setQuery(
        api.learning.boardPapers.attempt,
        { attemptId: args.attemptId },
        {
          ...current,
          sections: current.sections.map((s) => ({
            ...s,
            questions: s.questions.map((q) =>
              q.index === args.question
                ? { ...q, choice: args.selectedIndex }
                : q,
            ),
          })),
        },
      );
    },
  );
}

export function useSubmitPaper() {
  return useMutation(api.learning.boardPapers.submit);
}

/** Only for submitted attempts; "skip" waits. */
export function usePaperResult(attemptId: string | "skip") {
  return useQuery(
    api.learning.boardPapers.result,
    attemptId === "skip" ? "skip" : { attemptId },
  );
}

/**
 * Saves the steps ticked on a written answer. The boxes show the tick at
 * once (an optimistic update of the result); the marks follow from the
 * server, and a refused save puts the boxes back.
 */
export function useSelfAssess() {
  return useMutation(api.learning.boardPapers.selfAssess).withOptimisticUpdate(
    (store, { attemptId, question, or, steps }) => {
      const result = store.getQuery(api.learning.boardPapers.result, {
        attemptId,
      });
      if (!result) return;
      store.setQuery(
        api.learning.boardPapers.result,
        { attemptId },
        {
          ...result,
          sections: result.sections.map((section) => ({
            ...section,
            questions: section.questions.map((q) =>
              q.index === question && q.kind === "written"
                ? { ...q, ticks: { or, steps } }
                : q,
            ),
          })),
        },
      );
    },
  );
}
