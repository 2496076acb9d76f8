/** Where the learning tables keep a person's data (lib/personalData.ts). */
import { hideLesson } from "../admin/model/contentQueue";
import { byUser, type Declarations } from "../lib/personalData";
import { weeklyXpRanks } from "./model/progress";
import { eraseStanding } from "./model/standings";
import type { learningTables } from "./schema";

const CATALOGUE = "The catalogue, the same for everyone.";

export const learningPersonalData: Declarations<typeof learningTables> = {
  uploads: {
    holds: "person",
    what: "Files you uploaded (lesson videos, captions); the export holds the files too.",
    find: [byUser("by_owner_id", "owner_id")],
    export: "row",
    // The file goes from storage with its row; a lesson published from it
    // leaves the course (it would have no video).
    erase: async (ctx, row) => {
      if (row.lesson_id !== undefined) {
        const lesson = await ctx.db.get("lessons", row.lesson_id);
        if (lesson) await hideLesson(ctx, lesson);
      }
      if (await ctx.db.system.get("_storage", row.storage_id))
        await ctx.storage.delete(row.storage_id);
      await ctx.db.delete("uploads", row._id);
    },
  },
  storage_sweep: {
    holds: "nothing",
    why: "How far the sweep of unclaimed files has looked (one time).",
  },
  subjects: { holds: "nothing", why: CATALOGUE },
  chapters: { holds: "nothing", why: CATALOGUE },
  lessons: { holds: "nothing", why: CATALOGUE },
  lesson_texts: { holds: "nothing", why: CATALOGUE },
  assignments: { holds: "nothing", why: CATALOGUE },
  questions: { holds: "nothing", why: CATALOGUE },
  tests: { holds: "nothing", why: CATALOGUE },
  test_questions: { holds: "nothing", why: CATALOGUE },
  board_papers: { holds: "nothing", why: CATALOGUE },
  paper_attempts: {
    holds: "person",
    what: "Board-pattern papers you sat: your answers, self-assessed marks and scores.",
    find: [byUser("by_user_id_and_paper_id")],
    export: "row",
    erase: "delete",
  },
  test_attempts: {
    holds: "person",
    what: "Tests you took and their scores.",
    find: [byUser("by_user_id_and_test_id")],
    export: "row",
    erase: "delete",
  },
  attempt_answers: {
    holds: "person",
    what: "Your answers in each test.",
    find: [
      {
        parent: "test_attempts",
        index: "by_attempt_id_and_position",
        field: "attempt_id",
      },
    ],
    export: "row",
    erase: "delete",
  },
  seen_answers: {
    holds: "person",
    what: "Questions whose answers you have been shown.",
    find: [byUser("by_user_id_and_question_id")],
    export: "row",
    erase: "delete",
  },
  lesson_progress: {
    holds: "person",
    what: "How far you got in each lesson.",
    find: [byUser("by_user_id_and_lesson_id")],
    export: "row",
    erase: "delete",
  },
  learning_clock: {
    holds: "person",
    what: "Your lesson time already counted.",
    find: [byUser("by_user_id")],
    export: "row",
    erase: "delete",
  },
  xp_events: {
    holds: "person",
    what: "Every XP award you earned.",
    find: [byUser("by_user_id_and_day")],
    export: "row",
    erase: "delete",
  },
  player_stats: {
    holds: "person",
    what: "Your XP, level, streak and totals.",
    find: [byUser("by_user_id")],
    export: "row",
    erase: "delete",
  },
  chapter_mastery: {
    holds: "person",
    what: "Your best score on each chapter.",
    find: [byUser("by_user_id_and_chapter_id")],
    export: "row",
    erase: "delete",
  },
  daily_activity: {
    holds: "person",
    what: "Your learning day by day.",
    find: [byUser("by_user_id_and_day")],
    export: "row",
    erase: "delete",
  },
  weekly_xp: {
    holds: "person",
    what: "Your XP each week (the class leaderboard).",
    find: [byUser("by_user_id_and_week")],
    export: "row",
    // Leaves the leaderboard's ranks too.
    erase: async (ctx, row) => {
      await ctx.db.delete("weekly_xp", row._id);
      await weeklyXpRanks.deleteIfExists(ctx, row);
    },
  },
  standings: {
    holds: "person",
    what: "Your score and time on the first attempt of each ranked test (your rank among your class).",
    find: [byUser("by_user_id_and_board")],
    export: "row",
    // Leaves the test's ranks too.
    erase: eraseStanding,
  },
  badges_earned: {
    holds: "person",
    what: "Badges you earned.",
    find: [byUser("by_user_id_and_badge")],
    export: "row",
    erase: "delete",
  },
  certificates: {
    holds: "person",
    what: "Certificates you earned (your name, subject, class, date and code as printed).",
    find: [byUser("by_user_id_and_subject_id")],
    export: "row",
    // The certificate is withdrawn with the account: its code then finds
    // nothing, and the verify page says no valid certificate has it.
    erase: "delete",
  },
};
