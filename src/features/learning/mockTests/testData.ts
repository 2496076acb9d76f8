import {
  useConvex,
  useMutation,
  usePaginatedQuery,
  useQuery,
  type PaginatedQueryItem,
} from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useCallback } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { Grade } from "@convex/shared/constants";

/** The mock tests' data, live: every screen of the feature reads and writes through these hooks. */

export type TestKind = "practice" | "chapter" | "full";
export type TestCardData = PaginatedQueryItem<
  typeof api.learning.mockTests.list
>;
export type AttemptData = NonNullable<
  FunctionReturnType<typeof api.learning.mockTests.attempt>
>;
export type AttemptQuestion = AttemptData["questions"][number];
export type ResultData = NonNullable<
  FunctionReturnType<typeof api.learning.mockTests.result>
>;
export type ReviewQuestion = ResultData["questions"][number];
export type HistoryEntry = FunctionReturnType<
  typeof api.learning.mockTests.history
>[number];
export type DemoTest = NonNullable<
  FunctionReturnType<typeof api.learning.mockTests.demo>
>;
export type DemoCheck = FunctionReturnType<
  typeof api.learning.mockTests.checkDemoAnswer
>;
export type TestId = Id<"tests">;
export type AttemptId = Id<"test_attempts">;

export const TESTS_PER_PAGE = 12;
/** The class a visitor's demo test is in when nothing else says. */
export const DEFAULT_DEMO_GRADE: Grade = 9;

export const TEST_TABS: { value: TestKind; label: string }[] = [
  { value: "practice", label: "Practice" },
  { value: "chapter", label: "Chapter-wise" },
  { value: "full", label: "Full Tests" },
];

export function parseTab(value: string | null): TestKind {
  return TEST_TABS.find((t) => t.value === value)?.value ?? "practice";
}

/** Test cards of one class and tab, with the viewer's attempts, a page at a time. */
export function useTestList(grade: number, kind: TestKind) {
  return usePaginatedQuery(
    api.learning.mockTests.list,
    { grade, kind },
    { initialNumItems: TESTS_PER_PAGE },
  );
}

export function useStartTest() {
  return useMutation(api.learning.mockTests.start);
}

/** undefined while loading, null when there is no such attempt of the viewer's. */
export function useAttempt(attemptId: string) {
  return useQuery(api.learning.mockTests.attempt, { attemptId });
}

/**
 * Saves an answer; the runner shows it at once (optimistic update of the
 * attempt query), and the server's answer replaces it when it arrives.
 */
export function useSaveAnswer() {
  return useMutation(api.learning.mockTests.answer).withOptimisticUpdate(
    (store, args) => {
      const current = store.getQuery(api.learning.mockTests.attempt, {
        attemptId: args.attemptId,
      });
      if (!current) return;
      store.setQuery(
        api.learning.mockTests.attempt,
        { attemptId: args.attemptId },
        {
          ...current,
          questions: current.questions.map((q) =>
            q.position === args.position
              ? {
                  ...q,
                  selectedIndex: args.selectedIndex,
                  markedForReview: args.markedForReview,
                }
              : q,
          ),
        },
      );
    },
  );
}

export function useSubmitTest() {
  return useMutation(api.learning.mockTests.submit);
}

/** Only for submitted attempts (the server refuses the others); "skip" waits. */
export function useTestResult(attemptId: string | "skip") {
  return useQuery(
    api.learning.mockTests.result,
    attemptId === "skip" ? "skip" : { attemptId },
  );
}

/** Rank and percentile among the class (full tests only; null otherwise), live. */
export function useTestStanding(attemptId: string) {
  return useQuery(api.learning.mockTests.standing, { attemptId });
}

export function useTestHistory(testId: TestId) {
  return useQuery(api.learning.mockTests.history, { testId });
}

export function useDemoTest(grade: number | null) {
  return useQuery(api.learning.mockTests.demo, grade ? { grade } : "skip");
}

/** Asks the server whether a demo answer is right (the answers never reach the browser before). */
export function useCheckDemoAnswer() {
  const convex = useConvex();
  return useCallback(
    (args: { testId: TestId; position: number; selectedIndex: number }) =>
      convex.query(api.learning.mockTests.checkDemoAnswer, args),
    [convex],
  );
}
