import { migrations } from "../lib/migrations";
import { recountSubject, syncLessonText } from "./model/lessonTexts";

/**
 * Brings the lesson texts that ship in `seedData/lessons/` into an existing
 * deployment (a new one gets them from the seed): each catalogue lesson's
 * text is written, replaced when the shipped text changed, or removed, and
 * a lesson without a video lasts its reading time. Safe to run again; after
 * texts change, run it with `reset: true`:
 *
 *   npm run convex:run -- migrations:run '{"fn": "learning/lessonTexts:loadLessonTexts", "next": ["learning/lessonTexts:recountSubjects"], "reset": true}'
 */
export const loadLessonTexts = migrations.define({
  table: "lessons",
  batchSize: 50,
  migrateOne: (ctx, lesson) => syncLessonText(ctx, lesson),
});

/**
 * Counts each subject's and chapter's lessons, videos, practice sets and
 * chapter tests (and the subject's duration) again from their rows.
 */
export const recountSubjects = migrations.define({
  table: "subjects",
  batchSize: 2,
  migrateOne: (ctx, subject) => recountSubject(ctx, subject),
});
