/**
 * Certificates: a Pro student who passes every chapter test of a subject
 * (60 % or more in a submitted attempt of each) earns one, at the
 * submission that completes the set, with a notice; kept when the plan
 * ends; a PDF of it for its holder; and a public check of its code that
 * shows the name, subject, class and date and nothing else.
 */
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import {
  CODE_ALPHABET,
  NOT_A_CODE,
  displayCode,
  normaliseCode,
  passes,
} from "../../convex/learning/certificateRules";
import { createPerson, people, type Person } from "./fixtures/common";
import { answerKey, setup } from "./fixtures/learning";
import { givePlan } from "./fixtures/proPlan";
import { VALIDATION_ERROR, errorData, type TestBackend } from "./harness";

/** Erases the account and runs its batches until the account row is gone. */
async function eraseFully(t: TestBackend, userId: Id<"users">) {
  await t.mutation(internal.privacy.erasure.eraseAccount, { userId });
  for (let round = 0; round < 200; round++) {
    await t.finishScheduled();
    if (
      !(await t.run(
        async (ctx) => (await ctx.db.get("users", userId)) !== null,
      ))
    )
      return;
  }
  throw new Error("The erasure did not finish.");
}

async function chapterTests(t: TestBackend) {
  const page = await t.query(api.learning.mockTests.list, {
    grade: 9,
    kind: "chapter",
    paginationOpts: { numItems: 10, cursor: null },
  });
  return page.page.filter((test) => test.title.startsWith("Mathematics"));
}

/** Sits the test, answering `right` questions right and the rest wrong. */
async function sit(
  t: TestBackend,
  student: Person,
  testId: Id<"tests">,
  right: number,
) {
  const attemptId = await student.as.mutation(api.learning.mockTests.start, {
    testId,
  });
  const key = await answerKey(t, attemptId);
  for (const [position, correct] of key.entries())
    await student.as.mutation(api.learning.mockTests.answer, {
      attemptId,
      position,
      selectedIndex: position < right ? correct : (correct + 1) % 4,
      markedForReview: false,
      timeSpentMs: 5_000,
    });
  await student.as.mutation(api.learning.mockTests.submit, { attemptId });
}

const certificates = (t: TestBackend) =>
  t.run((ctx) => ctx.db.query("certificates").collect());

describe("earning a certificate", () => {
  it("is awarded to a Pro student by the passing attempt that completes the subject's chapter tests, with a notice", async () => {
    const { t, student } = await setup();
    await givePlan(t, student.userId);
    const [first, second] = await chapterTests(t);
    await sit(t, student, first._id, 6);
    // One of two chapter tests passed: not yet.
    expect(await certificates(t)).toEqual([]);
    // 3 of 6 (50 %) does not pass the second.
    await sit(t, student, second._id, 3);
    expect(await certificates(t)).toEqual([]);
    // 4 of 6 (67 %) does, completing the set.
    await sit(t, student, second._id, 4);
    const [certificate] = await certificates(t);
    expect(certificate).toMatchObject({
      user_id: student.userId,
      student_name: "Neha Kulkarni",
      subject_name: "Mathematics",
      grade: 9,
    });
    expect(certificate.code).toHaveLength(20);
    for (const c of certificate.code) expect(CODE_ALPHABET).toContain(c);
    const notices = await t.run((ctx) =>
      ctx.db
        .query("notifications")
        .withIndex("by_user_id", (q) => q.eq("user_id", student.userId))
        .collect(),
    );
    expect(
      notices
        .filter((n) => n.kind === "certificate_earned")
        .map((n) => n.title),
    ).toEqual(["Certificate earned: Mathematics"]);
    expect(await student.as.query(api.learning.certificates.mine, {})).toEqual([
      {
        subjectId: certificate.subject_id,
        subjectName: "Mathematics",
        grade: 9,
        issuedAt: certificate.issued_at,
        code: certificate.code,
      },
    ]);
    // Passing again earns no second certificate.
    await sit(t, student, first._id, 6);
    expect(await certificates(t)).toHaveLength(1);
  });

  it("needs 60 %: 59 % does not pass, 60 % does", () => {
    expect(passes(59, 100)).toBe(false);
    expect(passes(59.9, 100)).toBe(false);
    expect(passes(60, 100)).toBe(true);
    expect(passes(3, 6)).toBe(false);
    expect(passes(4, 6)).toBe(true);
    expect(passes(0, 0)).toBe(false);
  });

  it("is not awarded on Free or Premium; earned on Pro, it stays when the plan ends", async () => {
    const { t, student, other } = await setup();
    await givePlan(t, other.userId, { plan: "premium" });
    const [first, second] = await chapterTests(t);
    for (const s of [student, other]) {
      await sit(t, s, first._id, 6);
      await sit(t, s, second._id, 6);
    }
    expect(await certificates(t)).toEqual([]);

    // On Pro, the next passing chapter test of the subject earns it.
    const subscriptionId = await givePlan(t, student.userId);
    await sit(t, student, first._id, 5);
    expect(await certificates(t)).toHaveLength(1);
    await t.run((ctx) =>
      ctx.db.patch("subscriptions", subscriptionId, {
        status: "expired",
        current_period_end: Date.now() - 1,
      }),
    );
    const [mine] = await student.as.query(api.learning.certificates.mine, {});
    expect(
      await t.query(api.learning.certificates.verify, { code: mine.code }),
    ).toMatchObject({ subjectName: "Mathematics" });
  });
});

describe("a certificate's PDF", () => {
  it("is made for its holder with the name, subject, class, date, code and verify link", async () => {
    const { t, student } = await setup();
    await givePlan(t, student.userId);
    for (const test of await chapterTests(t))
      await sit(t, student, test._id, 6);
    const [mine] = await student.as.query(api.learning.certificates.mine, {});
    const bytes = await student.as.action(api.learning.certificates.download, {
      subjectId: mine.subjectId,
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Certificate of completion: Mathematics");
    expect(pdf.getSubject()).toMatch(/^Neha Kulkarni, Mathematics, Class 9, /);
    expect(pdf.getKeywords()).toContain(displayCode(mine.code));
    expect(pdf.getKeywords()).toContain(`/verify/${displayCode(mine.code)}`);
  });

  it("is refused to a visitor, and another member has no certificate to download", async () => {
    const { t, student, other } = await setup();
    await givePlan(t, student.userId);
    for (const test of await chapterTests(t))
      await sit(t, student, test._id, 6);
    const [mine] = await student.as.query(api.learning.certificates.mine, {});
    const args = { subjectId: mine.subjectId };
    expect(
      await errorData(t.action(api.learning.certificates.download, args)),
    ).toMatchObject({ code: "NotAuthenticated" });
    for (const who of [other, await createPerson(t, people.meera)])
      expect(
        await errorData(
          who.as.action(api.learning.certificates.download, args),
        ),
      ).toEqual({
        code: "NotFound",
        message: "You have no certificate for this subject.",
      });
    expect(await other.as.query(api.learning.certificates.mine, {})).toEqual(
      [],
    );
    await expect(
      student.as.action(api.learning.certificates.download, {
        subjectId: student.userId as unknown as Id<"subjects">,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
  });
});

describe("verifying a code", () => {
  it("shows the name, subject, class and date only, for the code in any case, with or without dashes", async () => {
    const { t, student } = await setup();
    await givePlan(t, student.userId);
    for (const test of await chapterTests(t))
      await sit(t, student, test._id, 6);
    const [row] = await certificates(t);
    const expected = {
      studentName: "Neha Kulkarni",
      subjectName: "Mathematics",
      grade: 9,
      issuedAt: row.issued_at,
    };
    for (const code of [
      row.code,
      displayCode(row.code),
      displayCode(row.code).toLowerCase(),
    ])
      expect(await t.query(api.learning.certificates.verify, { code })).toEqual(
        expected,
      );
  });

  it("says no certificate has an unknown code, and refuses what cannot be a code", async () => {
    const t = (await setup()).t;
    expect(
      await t.query(api.learning.certificates.verify, {
        code: "7KQ2-M9XA-4HVT-0BCD-8EFG",
      }),
    ).toBeNull();
    for (const code of [
      "",
      "ABC",
      "7KQ2-M9XA-4HVT-0BCD-8EF!",
      "U".repeat(20),
      "A".repeat(10_000),
    ])
      expect(
        await errorData(t.query(api.learning.certificates.verify, { code })),
      ).toEqual({ code: "InvalidInput", message: NOT_A_CODE });
    expect(normaliseCode("o1l1-0000-0000-0000-0000")).toBe(
      "01110000000000000000",
    );
  });

  it("finds nothing once the holder's account is erased", async () => {
    const { t, student } = await setup();
    await givePlan(t, student.userId);
    for (const test of await chapterTests(t))
      await sit(t, student, test._id, 6);
    const [row] = await certificates(t);
    await eraseFully(t, student.userId);
    expect(
      await t.query(api.learning.certificates.verify, { code: row.code }),
    ).toBeNull();
    expect(await certificates(t)).toEqual([]);
  });
});
