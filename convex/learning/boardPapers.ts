import { v } from "convex/values";
import {
  memberMutation,
  memberQuery,
  publicQuery,
  studentMutation,
} from "../functions";
import { internal } from "../_generated/api";
import type { Doc } from "../_generated/dataModel";
import { internalMutation, type QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { migrations } from "../lib/migrations";
import { paperAttemptStudent } from "../lib/permissions";
import { requireNumberInRange } from "../lib/validators";
import { spendAllowance } from "../pricing/model/usage";
import { boardOfPaper, shownStanding, standingOf } from "./model/standings";
import { ASSERTION_REASON_OPTIONS } from "./boardPaperRules";
import {
  requireGrade,
  requireOpenSubjects,
  requireOwnClass,
} from "./model/access";
import {
  PAPER_GRACE_MS,
  finishPaperAttempt,
  isObjective,
  latestPaperAttempt,
  leavesOf,
  paperScores,
  recordPaperScore,
  schemeOf,
  syncPapersOfSubject,
  type Leaf,
} from "./model/boardPapers";

/** Papers listed for a class (a handful ship; more would be paginated). */
const PAPERS_LISTED = 20;

/** The board-pattern papers of a class, with the viewer's newest attempt of each. */
export const list = publicQuery({
  args: { grade: v.number() },
  handler: async (ctx, args) => {
    const grade = requireGrade(args.grade);
    const papers = await ctx.db
      .query("board_papers")
      .withIndex("by_grade_and_order", (q) => q.eq("grade", grade))
      .take(PAPERS_LISTED);
    const { viewer } = ctx;
    return Promise.all(
      papers.map(async (p) => {
        const subject = await ctx.db.get("subjects", p.subject_id);
        const latest = viewer
          ? await latestPaperAttempt(ctx, viewer.userId, p._id)
          : null;
        return {
          ...paperCard(p),
          subjectName: subject?.name ?? "",
          inProgressAttemptId:
            latest?.status === "in_progress" ? latest._id : null,
          lastSubmitted:
            latest?.status === "submitted"
              ? { attemptId: latest._id, total: latest.total_marks ?? 0 }
              : null,
        };
      }),
    );
  },
});

/**
 * Starts a timed attempt of a paper (or returns the one running). The
 * deadline is kept here; at the deadline the scheduler submits it, whatever
 * the browser does. An attempt spends one of the plan's tests this month.
 */
export const start = studentMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  args: { paperId: v.id("board_papers") },
  handler: async (ctx, { paperId }) => {
    const { viewer } = ctx;
    const paper = await ctx.db.get("board_papers", paperId);
    if (!paper) throw appError("NotFound", "This paper no longer exists.");
    requireOwnClass(viewer, paper.grade);
    await requireOpenSubjects(ctx, viewer, [paper.subject_id]);
    const now = Date.now();
    const running = await latestPaperAttempt(ctx, viewer.userId, paperId);
    if (running?.status === "in_progress") {
      if (running.deadline + PAPER_GRACE_MS > now) return running._id;
      await finishPaperAttempt(ctx, running, true, now);
    }
    await spendAllowance(ctx, viewer.userId, "testsPerMonth", 1, now);
    const count = leavesOf(paper).length;
    const deadline = now + paper.minutes * 60_000;
    const attemptId = await ctx.db.insert("paper_attempts", {
      paper_id: paperId,
      user_id: viewer.userId,
      status: "in_progress",
      started_at: now,
      deadline,
      choices: Array.from({ length: count }, () => null),
      ticks: Array.from({ length: count }, () => null),
    });
    await ctx.scheduler.runAt(
      deadline,
      internal.learning.boardPapers.autoSubmit,
      { attemptId },
    );
    return attemptId;
  },
});

/** A running attempt as its sheet shows it: the paper without any answer, and the student's choices. */
export const attempt = memberQuery({
  permission: paperAttemptStudent,
  args: { attemptId: v.string() },
  handler: async (ctx, args) => {
    const attempt = await paperAttemptStudent.find(ctx, args.attemptId);
    if (!attempt) return null;
    const paper = await ctx.db.get("board_papers", attempt.paper_id);
    if (!paper) return null;
    const leaves = leavesOf(paper);
    return {
      _id: attempt._id,
      status: attempt.status,
      startedAt: attempt.started_at,
      deadline: attempt.deadline,
      paper: { ...paperCard(paper), instructions: paper.instructions },
      sections: paper.sections.map((s, section) => ({
        name: s.name,
        description: s.description,
        questions: leaves.flatMap((leaf, index) =>
          leaf.section === section
            ? [
                {
                  index,
                  ...questionShown(leaf),
                  choice: attempt.choices[index],
                },
              ]
            : [],
        ),
      })),
    };
  },
});

/** Saves the chosen option of one objective question (or clears it with null). */
export const answer = memberMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  permission: paperAttemptStudent,
  args: {
    attemptId: v.id("paper_attempts"),
    question: v.number(),
    selectedIndex: v.union(v.number(), v.null()),
  },
  handler: async (ctx, args) => {
    const attempt = await paperAttemptStudent.get(ctx, args.attemptId);
    if (attempt.status === "submitted")
      throw appError("Conflict", "This paper has been submitted already.");
    if (Date.now() > attempt.deadline + PAPER_GRACE_MS)
      throw appError("Conflict", "Time is up: this paper has been submitted.");
    const paper = await requirePaper(ctx, attempt);
    const leaf = requireLeaf(paper, args.question);
    if (!isObjective(leaf.question))
      throw appError(
        "InvalidInput",
        "This question is answered on paper and assessed after you submit.",
      );
    const choices = [...attempt.choices];
    choices[args.question] =
      args.selectedIndex === null
        ? null
        : requireNumberInRange(
            args.selectedIndex,
            0,
            optionsOf(leaf.question).length - 1,
            "Option",
            { integer: true, message: "That is not one of the options." },
          );
    await ctx.db.patch("paper_attempts", attempt._id, { choices });
  },
});

/** Submits the attempt: the objective questions are marked here. Submitting twice changes nothing. */
export const submit = memberMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  permission: paperAttemptStudent,
  args: { attemptId: v.id("paper_attempts") },
  handler: async (ctx, { attemptId }) => {
    const attempt = await paperAttemptStudent.get(ctx, attemptId);
    if (attempt.status === "in_progress")
      await finishPaperAttempt(
        ctx,
        attempt,
        Date.now() > attempt.deadline + PAPER_GRACE_MS,
      );
    return attempt._id;
  },
});

/** At the deadline: submits what the student answered, if they have not submitted. */
export const autoSubmit = internalMutation({
  args: { attemptId: v.id("paper_attempts") },
  handler: async (ctx, { attemptId }) => {
    const attempt = await ctx.db.get("paper_attempts", attemptId);
    if (attempt?.status === "in_progress")
      await finishPaperAttempt(ctx, attempt, true);
  },
});

/**
 * A written question's self-assessment after submission: the steps of its
 * marking scheme the student's answer has (`or`: they answered the
 * alternative question). Its marks are the ticked steps' marks.
 */
export const selfAssess = memberMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  permission: paperAttemptStudent,
  args: {
    attemptId: v.id("paper_attempts"),
    question: v.number(),
    or: v.boolean(),
    steps: v.array(v.number()),
  },
  handler: async (ctx, args) => {
    const attempt = await paperAttemptStudent.get(ctx, args.attemptId);
    if (attempt.status !== "submitted")
      throw appError(
        "Conflict",
        "Submit the paper first: the marking scheme is shown after you submit.",
      );
    const paper = await requirePaper(ctx, attempt);
    const leaf = requireLeaf(paper, args.question);
    const q = leaf.question;
    if (isObjective(q))
      throw appError(
        "InvalidInput",
        "This question is marked for you: only written answers are self-assessed.",
      );
    if (args.or && !q.or)
      throw appError("InvalidInput", "This question has no alternative.");
    const scheme = schemeOf(q, args.or);
    if (args.steps.length > scheme.length)
      throw appError(
        "InvalidInput",
        `This marking scheme has ${scheme.length} steps.`,
      );
    for (const step of args.steps)
      requireNumberInRange(step, 0, scheme.length - 1, "Step", {
        integer: true,
        message: "That step is not part of this question's marking scheme.",
      });
    if (new Set(args.steps).size !== args.steps.length)
      throw appError("InvalidInput", "Each step counts once.");
    const ticks = [...attempt.ticks];
    ticks[args.question] = {
      or: args.or,
      steps: [...args.steps].sort((a, b) => a - b),
    };
    await ctx.db.patch("paper_attempts", attempt._id, { ticks });
    await recordPaperScore(ctx, attempt._id);
  },
});

/**
 * A submitted attempt: the objective questions with the student's choice,
 * the right answer and why; the written ones with their model answer, the
 * step-wise scheme and the steps ticked; marks per section and in all.
 */
export const result = memberQuery({
  permission: paperAttemptStudent,
  args: { attemptId: v.string() },
  handler: async (ctx, args) => {
    const attempt = await paperAttemptStudent.find(ctx, args.attemptId);
    if (!attempt) return null;
    if (attempt.status !== "submitted")
      throw appError("Conflict", "Submit the paper to see the answers.");
    const paper = await ctx.db.get("board_papers", attempt.paper_id);
    if (!paper) return null;
    const leaves = leavesOf(paper);
    const scores = paperScores(paper, attempt);
    return {
      _id: attempt._id,
      paper: paperCard(paper),
      submittedAt: attempt.submitted_at ?? attempt.deadline,
      autoSubmitted: attempt.auto_submitted ?? false,
      timeTakenMs:
        Math.min(attempt.submitted_at ?? attempt.deadline, attempt.deadline) -
        attempt.started_at,
      objectiveMarks: scores.objectiveMarks,
      selfMarks: scores.selfMarks,
      total: scores.total,
      unassessed: scores.unassessed,
      standing: shownStanding(
        await standingOf(ctx, boardOfPaper(paper._id), attempt.user_id),
        attempt._id,
      ),
      sections: paper.sections.map((s, section) => ({
        ...scores.sections[section],
        description: s.description,
        questions: leaves.flatMap((leaf, index) =>
          leaf.section === section ? [reviewOf(leaf, index, attempt)] : [],
        ),
      })),
    };
  },
});

/**
 * Brings the board papers that ship in `seedData/papers/` into an existing
 * deployment (a new one gets them from the seed): each paper is written, or
 * replaced when its text changed. Safe to run again; after papers change,
 * run it with `reset: true`:
 *
 *   npm run convex:run -- migrations:run '{"fn": "learning/boardPapers:loadBoardPapers", "reset": true}'
 */
export const loadBoardPapers = migrations.define({
  table: "subjects",
  batchSize: 5,
  migrateOne: (ctx, subject) => syncPapersOfSubject(ctx, subject),
});

// ── Helpers ────────────────────────────────────────────────────────────────

function paperCard(p: Doc<"board_papers">) {
  return {
    _id: p._id,
    grade: p.grade,
    title: p.title,
    minutes: p.minutes,
    totalMarks: p.total_marks,
  };
}

function optionsOf(q: Extract<Leaf["question"], { correct: number }>) {
  return q.kind === "mcq" ? q.options : [...ASSERTION_REASON_OPTIONS];
}

/** A question as shown before submission: its words and options, never its answer. */
function questionShown(leaf: Leaf) {
  const q = leaf.question;
  return {
    label: leaf.label,
    passage: leaf.passage,
    marks: q.marks,
    ...(isObjective(q)
      ? {
          kind: "objective" as const,
          text:
            q.kind === "mcq"
              ? q.text
              : `**Assertion (A):** ${q.assertion}\n\n**Reason (R):** ${q.reason}`,
          options: optionsOf(q),
          hasOr: false,
        }
      : { kind: "written" as const, text: q.text, options: [], hasOr: !!q.or }),
  };
}

/** A question after submission: the right answer of an objective one, the model answer and scheme of a written one. */
function reviewOf(leaf: Leaf, index: number, attempt: Doc<"paper_attempts">) {
  const q = leaf.question;
  const shown = { index, ...questionShown(leaf) };
  if (isObjective(q))
    return {
      ...shown,
      kind: "objective" as const,
      choice: attempt.choices[index],
      correct: q.correct as number | null,
      explanation: q.explanation,
      main: null,
      or: null,
      ticks: null,
    };
  const written = (w: {
    text: string;
    answer: string;
    scheme: typeof q.scheme;
  }) => ({
    text: w.text,
    answer: w.answer,
    scheme: w.scheme,
  });
  return {
    ...shown,
    kind: "written" as const,
    choice: null,
    correct: null,
    explanation: "",
    main: written(q),
    or: q.or ? written(q.or) : null,
    ticks: attempt.ticks[index] ?? null,
  };
}

async function requirePaper(ctx: QueryCtx, attempt: Doc<"paper_attempts">) {
  const paper = await ctx.db.get("board_papers", attempt.paper_id);
  if (!paper) throw appError("NotFound", "This paper no longer exists.");
  return paper;
}

function requireLeaf(paper: Doc<"board_papers">, question: number) {
  const leaves = leavesOf(paper);
  const index = requireNumberInRange(
    question,
    0,
    leaves.length - 1,
    "Question",
    {
      integer: true,
      message: "There is no such question.",
    },
  );
  return leaves[index];
}
