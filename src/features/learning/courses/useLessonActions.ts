import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { BADGES, LESSON_NOT_FINISHED } from "@convex/learning/rules";
import {
  useCompleteLesson,
  useOpenLesson,
  useSaveLessonPosition,
  type LessonId,
} from "./courseData";
import { describeServerError, serverMessage } from "../../../lib/serverError";

/** "+20 XP · New badge: First Steps". */
export function rewardText(xp: number, badges: readonly string[]) {
  const names = badges.map(
    (key) => BADGES.find((b) => b.key === key)?.name ?? key,
  );
  return [`+${xp} XP`, ...names.map((name) => `New badge: ${name}`)].join(
    " · ",
  );
}

function showFailure(title: string, error: unknown) {
  notifications.show({
    color: "red",
    title,
    message: describeServerError(error),
  });
}

/** Marks a lesson done; a toast says so (or why not). Resolves to whether it worked. */
export function useCompleteLessonAction() {
  const complete = useCompleteLesson();
  return useCallback(
    async (lessonId: LessonId) => {
      try {
        const result = await complete({ lessonId });
        if (!result.alreadyDone)
          notifications.show({
            color: "green",
            title: "Lesson complete. Well done!",
            message: rewardText(result.xp, result.badges),
          });
        return true;
      } catch (error) {
        showFailure(
          serverMessage(error) === LESSON_NOT_FINISHED
            ? "Not finished yet"
            : "Could not mark the lesson as complete",
          error,
        );
        return false;
      }
    },
    [complete],
  );
}

/** Saves the player's position; resolves to whether it worked (the caller decides whether to tell). */
export function useSavePositionAction() {
  const save = useSaveLessonPosition();
  return useCallback(
    async (
      lessonId: LessonId,
      positionSeconds: number,
      watchedSeconds: number,
      { quiet }: { quiet: boolean },
    ) => {
      try {
        await save({ lessonId, positionSeconds, watchedSeconds });
        return true;
      } catch (error) {
        if (!quiet) showFailure("Your place in the video was not saved", error);
        return false;
      }
    },
    [save],
  );
}

/**
 * Tells the server the lesson is open (its reading time starts at the first
 * opening; watched time is counted from each). Quiet: nothing to say if it fails.
 */
export function useOpenLessonAction() {
  const open = useOpenLesson();
  return useCallback(
    async (lessonId: LessonId) => {
      try {
        await open({ lessonId });
        return true;
      } catch {
        return false;
      }
    },
    [open],
  );
}
