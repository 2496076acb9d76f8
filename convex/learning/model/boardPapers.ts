/**
 * Board-pattern papers: stored from `seedData/papers/`, sat as timed
 * attempts, the objective questions marked here and the written ones
 * self-assessed against their scheme after submission.
 */
import type { Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { BOARD_PAPERS } from "../../seedData/papers";
import type { BoardPaper } from "../../seedData/papers/types";
import { tickedMarks } from "../boardPaperRules";
import type { paperSection } from "../schema";
import { boardOfPaper, recordStanding } from "./standings";

type Section = Infer<typeof paperSection>;
type Question = Section["questions"][number];
export type PaperObjective = Extract<
  Question,
  { kind: "mcq" } | { kind: "assertion_reason" }
>;
export type PaperWritten = Extract<Question, { kind: "written" }>;

/** Answers that arrive this long after the deadline (network delay) still count. */
export const PAPER_GRACE_MS = 5_000;

/**
 * One question a student answers or assesses: a whole question, or one part
 * of a case-based question. An attempt keeps its answers in this order.
 */
export type Leaf = {
  section: number;
  /** As the paper numbers it: "21", or "36 (ii)" for a case question's part. */
  label: string;
  /** A case question's passage, on each of its parts. */
  passage: string | null;
  question: PaperObjective | PaperWritten;
};

const ROMAN = ["i", "ii", "iii", "iv", "v", "vi"];

/** The questions of a paper one by one, numbered as the paper numbers them. */
export function leavesOf(paper: { sections: Section[] }): Leaf[] {
  const leaves: Leaf[] = [];
  let number = 0;
  for (const [section, s] of paper.sections.entries())
    for (const q of s.questions) {
      number++;
      if (q.kind === "case")
        for (const [i, part] of q.parts.entries())
          leaves.push({
            section,
            label: `${number} (${ROMAN[i] ?? i + 1})`,
            passage: q.passage,
            question: part,
          });
      else
        leaves.push({
          section,
          label: `${number}`,
          passage: null,
          question: q,
        });
    }
  return leaves;
}

export function isObjective(
  q: PaperObjective | PaperWritten,
): q is PaperObjective {
  return q.kind !== "written";
}

/** The scheme a self-assessment is against: the question's, or its alternative's. */
export function schemeOf(q: PaperWritten, or: boolean) {
  return or && q.or ? q.or.scheme : q.scheme;
}

/** Marks per section and in all: objective (marked here) and self-assessed. */
export function paperScores(
  paper: { sections: Section[] },
  attempt: Pick<Doc<"paper_attempts">, "choices" | "ticks">,
) {
  const sections = paper.sections.map((s) => ({
    name: s.name,
    objectiveMarks: 0,
    objectiveMax: 0,
    selfMarks: 0,
    writtenMax: 0,
    /** Written questions not yet assessed. */
    unassessed: 0,
  }));
  for (const [i, leaf] of leavesOf(paper).entries()) {
    const s = sections[leaf.section];
    const q = leaf.question;
    if (isObjective(q)) {
      s.objectiveMax += q.marks;
      if (attempt.choices[i] === q.correct) s.objectiveMarks += q.marks;
    } else {
      s.writtenMax += q.marks;
      const tick = attempt.ticks[i] ?? null;
      if (tick === null) s.unassessed++;
      else
        s.selfMarks += Math.min(
          q.marks,
          tickedMarks(schemeOf(q, tick.or), tick.steps),
        );
    }
  }
  const sum = (f: (s: (typeof sections)[number]) => number) =>
    sections.reduce((n, s) => n + f(s), 0);
  return {
    sections,
    objectiveMarks: sum((s) => s.objectiveMarks),
    selfMarks: sum((s) => s.selfMarks),
    total: sum((s) => s.objectiveMarks + s.selfMarks),
    unassessed: sum((s) => s.unassessed),
  };
}

/**
 * Where a paper attempt's score becomes known: at its submission (the
 * objective marks) and whenever its self-assessment changes. Everything that
 * follows from a paper's score starts here.
 */
export async function recordPaperScore(
  ctx: MutationCtx,
  attemptId: Id<"paper_attempts">,
) {
  const attempt = await ctx.db.get("paper_attempts", attemptId);
  if (!attempt || attempt.status !== "submitted") return null;
  const paper = await ctx.db.get("board_papers", attempt.paper_id);
  if (!paper) return null;
  const scores = paperScores(paper, attempt);
  await ctx.db.patch("paper_attempts", attempt._id, {
    objective_marks: scores.objectiveMarks,
    self_marks: scores.selfMarks,
    total_marks: scores.total,
  });
  // Ranked among the class by the total, self-assessed marks included: the
  // first submitted attempt only (model/standings.ts).
  const submittedAt = attempt.submitted_at ?? attempt.deadline;
  await recordStanding(ctx, {
    board: boardOfPaper(paper._id),
    grade: paper.grade,
    userId: attempt.user_id,
    attemptId: attempt._id,
    score: scores.total,
    maxScore: paper.total_marks,
    timeMs: Math.min(submittedAt, attempt.deadline) - attempt.started_at,
    finishedAt: submittedAt,
  });
  return scores;
}

/** Closes an attempt: what the student chose is final, and the objective part is marked. */
export async function finishPaperAttempt(
  ctx: MutationCtx,
  attempt: Doc<"paper_attempts">,
  autoSubmitted: boolean,
  now = Date.now(),
) {
  await ctx.db.patch("paper_attempts", attempt._id, {
    status: "submitted",
    submitted_at: Math.min(now, attempt.deadline + PAPER_GRACE_MS),
    auto_submitted: autoSubmitted,
  });
  return recordPaperScore(ctx, attempt._id);
}

/** The student's newest attempt of a paper. */
export function latestPaperAttempt(
  ctx: QueryCtx,
  userId: Id<"users">,
  paperId: Id<"board_papers">,
) {
  return ctx.db
    .query("paper_attempts")
    .withIndex("by_user_id_and_paper_id", (q) =>
      q.eq("user_id", userId).eq("paper_id", paperId),
    )
    .order("desc")
    .first();
}

/** A shipped paper as its `board_papers` row stores it. */
export function paperRow(
  key: string,
  paper: BoardPaper,
  subjectId: Id<"subjects">,
  order: number,
) {
  return {
    key,
    grade: paper.grade,
    subject_id: subjectId,
    title: paper.title,
    minutes: paper.minutes,
    total_marks: paper.totalMarks,
    instructions: paper.instructions,
    sections: paper.sections as Section[],
    order,
  };
}

/**
 * Makes the stored papers of a subject match the shipped ones: writes a
 * paper that is missing and replaces one whose text changed. Writes nothing
 * when they match, so running it again changes nothing. Attempts keep
 * pointing at their paper.
 */
export async function syncPapersOfSubject(
  ctx: MutationCtx,
  subject: Doc<"subjects">,
  papers: Record<string, BoardPaper> = BOARD_PAPERS,
) {
  for (const [order, [key, paper]] of Object.entries(papers).entries()) {
    if (paper.grade !== subject.grade || paper.subject !== subject.slug)
      continue;
    const row = paperRow(key, paper, subject._id, order);
    const stored = await ctx.db
      .query("board_papers")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    if (!stored) await ctx.db.insert("board_papers", row);
    else {
      const { _id, _creationTime, ...current } = stored;
      if (canonical(current) !== canonical(row))
        await ctx.db.replace("board_papers", _id, row);
    }
  }
}

/** A value as JSON with its objects' keys sorted, to compare stored and shipped rows. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}
