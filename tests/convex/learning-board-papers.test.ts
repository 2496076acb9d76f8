import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { createPerson } from "./fixtures/common";
import { givePaidPlan } from "./fixtures/learning";
import { paperKey, paperWorld } from "./fixtures/boardPapers";
import { errorData } from "./harness";

describe("board-pattern papers", () => {
  it("lists the Class 10 papers with their sections' marks adding up", async () => {
    const { t } = await paperWorld();
    const papers = await t.query(api.learning.boardPapers.list, { grade: 10 });
    expect(papers.map((p) => [p.subjectName, p.totalMarks, p.minutes])).toEqual(
      [
        ["Mathematics", 80, 180],
        ["Science", 80, 180],
      ],
    );
    expect(await t.query(api.learning.boardPapers.list, { grade: 9 })).toEqual(
      [],
    );
  });

  it("runs a timed attempt: objective answers saved and marked on submission, written ones self-assessed", async () => {
    const { t, student, maths } = await paperWorld();
    const attemptId = await student.as.mutation(
      api.learning.boardPapers.start,
      { paperId: maths },
    );
    // Starting again returns the running attempt.
    expect(
      await student.as.mutation(api.learning.boardPapers.start, {
        paperId: maths,
      }),
    ).toBe(attemptId);
    const sheet = (await student.as.query(api.learning.boardPapers.attempt, {
      attemptId,
    }))!;
    expect(sheet.sections.map((s) => s.name)).toEqual([
      "Section A",
      "Section B",
      "Section C",
      "Section D",
      "Section E",
    ]);
    expect(sheet.deadline - sheet.startedAt).toBe(180 * 60_000);
    // No answer reaches the browser before submission.
    expect(JSON.stringify(sheet)).not.toMatch(
      /"(correct|explanation|scheme|answer|main)":/,
    );

    const key = await paperKey(t, maths);
    // Two right, one wrong, the rest unanswered.
    await student.as.mutation(api.learning.boardPapers.answer, {
      attemptId,
      question: 0,
      selectedIndex: key[0]!,
    });
    await student.as.mutation(api.learning.boardPapers.answer, {
      attemptId,
      question: 1,
      selectedIndex: key[1]!,
    });
    await student.as.mutation(api.learning.boardPapers.answer, {
      attemptId,
      question: 2,
      selectedIndex: (key[2]! + 1) % 4,
    });
    // The assertion–reason questions have the four standard options.
    const ar = sheet.sections[0].questions.find((q) =>
      q.text.startsWith("**Assertion"),
    )!;
    expect(ar.options).toHaveLength(4);

    // Self-assessment waits for the submission.
    const written = sheet.sections[1].questions[0];
    expect(written.kind).toBe("written");
    expect(
      await errorData(
        student.as.mutation(api.learning.boardPapers.selfAssess, {
          attemptId,
          question: written.index,
          or: false,
          steps: [0],
        }),
      ),
    ).toMatchObject({ code: "Conflict" });

    await student.as.mutation(api.learning.boardPapers.submit, { attemptId });
    let result = (await student.as.query(api.learning.boardPapers.result, {
      attemptId,
    }))!;
    expect(result.objectiveMarks).toBe(2);
    expect(result.selfMarks).toBe(0);
    expect(result.total).toBe(2);
    expect(result.sections[0]).toMatchObject({
      name: "Section A",
      objectiveMarks: 2,
      objectiveMax: 20,
    });
    expect(
      result.sections.reduce((n, s) => n + s.objectiveMax + s.writtenMax, 0),
    ).toBe(80);

    // The written question: model answer and scheme, then the steps ticked.
    const review = result.sections[1].questions[0];
    expect(review.main?.answer).toBeTruthy();
    const scheme = review.main!.scheme;
    expect(scheme.reduce((n, s) => n + s.marks, 0)).toBe(review.marks);
    await student.as.mutation(api.learning.boardPapers.selfAssess, {
      attemptId,
      question: review.index,
      or: false,
      steps: [0],
    });
    result = (await student.as.query(api.learning.boardPapers.result, {
      attemptId,
    }))!;
    expect(result.selfMarks).toBe(scheme[0].marks);
    expect(result.total).toBe(2 + scheme[0].marks);
    expect(result.sections[1].selfMarks).toBe(scheme[0].marks);
    // The score the attempt keeps is the one shown.
    const stored = await t.run((ctx) =>
      ctx.db.get("paper_attempts", attemptId),
    );
    expect(stored?.total_marks).toBe(result.total);

    // Answering after submission is refused, and changes nothing.
    expect(
      await errorData(
        student.as.mutation(api.learning.boardPapers.answer, {
          attemptId,
          question: 3,
          selectedIndex: 0,
        }),
      ),
    ).toEqual({
      code: "Conflict",
      message: "This paper has been submitted already.",
    });
    const listed = await student.as.query(api.learning.boardPapers.list, {
      grade: 10,
    });
    expect(listed[0].lastSubmitted).toEqual({
      attemptId,
      total: result.total,
    });
  });

  it("refuses self-assessed marks beyond the scheme, and steps of a question that has none", async () => {
    const { student, maths } = await paperWorld();
    const attemptId = await student.as.mutation(
      api.learning.boardPapers.start,
      { paperId: maths },
    );
    await student.as.mutation(api.learning.boardPapers.submit, { attemptId });
    const result = (await student.as.query(api.learning.boardPapers.result, {
      attemptId,
    }))!;
    const written = result.sections[1].questions[0];
    const steps = written.main!.scheme.length;
    const assess = (
      over: Partial<{ question: number; or: boolean; steps: number[] }>,
    ) =>
      errorData(
        student.as.mutation(api.learning.boardPapers.selfAssess, {
          attemptId,
          question: written.index,
          or: false,
          steps: [0],
          ...over,
        }),
      );
    expect(await assess({ steps: [steps] })).toEqual({
      code: "InvalidInput",
      message: "That step is not part of this question's marking scheme.",
    });
    expect(await assess({ steps: [0, 0] })).toEqual({
      code: "InvalidInput",
      message: "Each step counts once.",
    });
    expect(await assess({ question: 0 })).toMatchObject({
      code: "InvalidInput",
    });
    const noOr = result.sections
      .flatMap((s) => s.questions)
      .find((q) => q.kind === "written" && !q.or)!;
    expect(await assess({ question: noOr.index, or: true })).toEqual({
      code: "InvalidInput",
      message: "This question has no alternative.",
    });
    expect(await assess({ question: 10_000 })).toMatchObject({
      code: "InvalidInput",
    });
    // Nothing was kept.
    const after = (await student.as.query(api.learning.boardPapers.result, {
      attemptId,
    }))!;
    expect(after.selfMarks).toBe(0);
    expect(after.unassessed).toBe(result.unassessed);
  });

  it("submits at the deadline through the scheduler", async () => {
    const { t, student, maths } = await paperWorld();
    const attemptId = await student.as.mutation(
      api.learning.boardPapers.start,
      { paperId: maths },
    );
    const key = await paperKey(t, maths);
    await student.as.mutation(api.learning.boardPapers.answer, {
      attemptId,
      question: 0,
      selectedIndex: key[0]!,
    });
    await t.mutation(internal.learning.boardPapers.autoSubmit, { attemptId });
    const result = (await student.as.query(api.learning.boardPapers.result, {
      attemptId,
    }))!;
    expect(result.autoSubmitted).toBe(true);
    expect(result.objectiveMarks).toBe(1);
  });

  it("refuses another class, non-students, a locked subject without a plan, and someone else's attempt", async () => {
    const { t, student, other, class9, maths, science } = await paperWorld();
    expect(
      await errorData(
        class9.as.mutation(api.learning.boardPapers.start, { paperId: maths }),
      ),
    ).toEqual({
      code: "NotAuthorized",
      message:
        "You are registered in Class 9. Please contact support to change your class.",
    });
    const mentor = await createPerson(t, {
      email: "meera@example.in",
      fullName: "Meera Iyer",
      role: "mentor",
    });
    expect(
      await errorData(
        mentor.as.mutation(api.learning.boardPapers.start, { paperId: maths }),
      ),
    ).toMatchObject({ code: "NotAuthorized" });
    expect(
      await errorData(
        student.as.mutation(api.learning.boardPapers.start, {
          paperId: science,
        }),
      ),
    ).toEqual({
      code: "NotAuthorized",
      message: "Science is part of a paid plan. Unlock it to take this test.",
    });
    expect(
      await t.run((ctx) => ctx.db.query("paper_attempts").collect()),
    ).toEqual([]);
    await givePaidPlan(t, student.userId);
    await student.as.mutation(api.learning.boardPapers.start, {
      paperId: science,
    });

    const attemptId = await student.as.mutation(
      api.learning.boardPapers.start,
      { paperId: maths },
    );
    expect(
      await other.as.query(api.learning.boardPapers.attempt, { attemptId }),
    ).toBeNull();
    expect(
      await errorData(
        other.as.mutation(api.learning.boardPapers.answer, {
          attemptId,
          question: 0,
          selectedIndex: 0,
        }),
      ),
    ).toEqual({ code: "NotFound", message: "This attempt does not exist." });
    expect(
      await errorData(
        other.as.mutation(api.learning.boardPapers.submit, { attemptId }),
      ),
    ).toEqual({ code: "NotFound", message: "This attempt does not exist." });
  });

  it("spends one of the month's tests on the Free plan", async () => {
    const { t, student, maths } = await paperWorld();
    await student.as.mutation(api.learning.boardPapers.start, {
      paperId: maths,
    });
    const usage = await t.run((ctx) => ctx.db.query("plan_usage").collect());
    expect(usage.map((u) => [u.user_id, u.tests_started])).toEqual([
      [student.userId, 1],
    ]);
  });

  it("ranks the first submitted attempt among the class by its total, self-assessed marks included", async () => {
    const { t, student, other, maths } = await paperWorld();
    const key = await paperKey(t, maths);
    const sit = async (who: typeof student, right: number) => {
      const attemptId = await who.as.mutation(api.learning.boardPapers.start, {
        paperId: maths,
      });
      for (let question = 0; question < right; question++)
        await who.as.mutation(api.learning.boardPapers.answer, {
          attemptId,
          question,
          selectedIndex: key[question]!,
        });
      await who.as.mutation(api.learning.boardPapers.submit, { attemptId });
      return attemptId;
    };
    const mine = await sit(student, 1);
    const theirs = await sit(other, 3);
    const standing = async (who: typeof student, attemptId: typeof mine) =>
      (await who.as.query(api.learning.boardPapers.result, { attemptId }))!
        .standing;
    expect(await standing(student, mine)).toEqual({
      rank: 2,
      of: 2,
      percentile: 50,
      grade: 10,
      isRankedAttempt: true,
    });
    expect(await standing(other, theirs)).toMatchObject({ rank: 1, of: 2 });

    // Self-assessed marks move the rank: a written answer's full marks.
    const result = (await student.as.query(api.learning.boardPapers.result, {
      attemptId: mine,
    }))!;
    const review = result.sections[1].questions[0];
    await student.as.mutation(api.learning.boardPapers.selfAssess, {
      attemptId: mine,
      question: review.index,
      or: false,
      steps: review.main!.scheme.map((_, i) => i),
    });
    expect(await standing(student, mine)).toMatchObject({
      rank: 1,
      percentile: 100,
    });

    // A retake is not ranked: the first attempt keeps its place.
    const retake = await sit(student, 0);
    expect(await standing(student, retake)).toMatchObject({
      rank: 1,
      isRankedAttempt: false,
    });
  });
});
