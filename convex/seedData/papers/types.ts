/**
 * A board-pattern sample paper (CBSE Class 10), written for the platform:
 * sections of objective questions the server marks, and written questions a
 * student self-assesses after submitting, against a step-wise marking scheme.
 * One file per paper (`class10-mathematics-1.ts` …) exports a `BoardPaper`.
 * Mathematics is KaTeX (`$…$` inline), as in lesson texts.
 */
export type BoardPaper = {
  grade: 10;
  subject: "mathematics" | "science";
  title: string;
  minutes: number;
  totalMarks: number;
  /** The general instructions printed on the paper. */
  instructions: string[];
  sections: PaperSection[];
};

export type PaperSection = {
  /** "Section A" … */
  name: string;
  /** What the section holds, as the paper says it ("20 MCQs of 1 mark each"). */
  description: string;
  questions: PaperQuestion[];
};

/** Marked by the server. */
export type ObjectiveQuestion =
  | {
      kind: "mcq";
      text: string;
      options: [string, string, string, string];
      correct: 0 | 1 | 2 | 3;
      marks: 1;
      explanation: string;
    }
  | {
      /** The four standard assertion–reason options are the screen's, not the paper's. */
      kind: "assertion_reason";
      assertion: string;
      reason: string;
      /** 0: both true, R explains A; 1: both true, R does not explain A; 2: A true, R false; 3: A false, R true. */
      correct: 0 | 1 | 2 | 3;
      marks: 1;
      explanation: string;
    };

/** Self-assessed by the student after submission, step by step. */
export type WrittenQuestion = {
  kind: "written";
  text: string;
  marks: 2 | 3 | 4 | 5;
  /** A model answer, with working. */
  answer: string;
  /** The marking scheme: each step and its marks (they add up to `marks`). */
  scheme: { step: string; marks: number }[];
  /** When the paper offers a choice ("OR"), the alternative question. */
  or?: Omit<WrittenQuestion, "or" | "kind">;
};

/** A case-based question: a passage and its parts (objective or written). */
export type CaseQuestion = {
  kind: "case";
  passage: string;
  parts: (ObjectiveQuestion | WrittenQuestion)[];
};

export type PaperQuestion = ObjectiveQuestion | WrittenQuestion | CaseQuestion;
