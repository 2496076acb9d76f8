/**
 * The demo Pro student (Tanvi Krishnan, Class 9) and her mother (Lakshmi Krishnan),
 * whose consent is on record: Tanvi's Pro plan, and every chapter test of
 * one subject passed through the same scoring as a real submission, which
 * awards her its certificate (learning/model/certificates.ts). The weekly
 * report run then has a parent to mail. The certificate's code is public by
 * design (anyone may check it on /verify/<code>); the first start prints
 * its verify path. Runs once.
 */
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { seededRandom, sitChapterTest } from "./loadProgress";
import { displayCode } from "../learning/certificateRules";
import { DECLARATION, NOTICE_VERSION } from "../families/rules";

export const DEMO_PRO_STUDENT_EMAIL = "pro.student@demo.vidyaquest.example";
export const DEMO_PRO_PARENT_EMAIL = "pro.parent@demo.vidyaquest.example";

const DAY = 86_400_000;
/** Share of each test's questions she answers right (every test passes). */
const SKILL = 0.85;

const userByEmail = (ctx: MutationCtx, email: string) =>
  ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .unique();

export async function seedDemoProStudent(ctx: MutationCtx, now: number) {
  const [student, parent] = await Promise.all([
    userByEmail(ctx, DEMO_PRO_STUDENT_EMAIL),
    userByEmail(ctx, DEMO_PRO_PARENT_EMAIL),
  ]);
  if (!student || !parent) return;
  const already = await ctx.db
    .query("family_links")
    .withIndex("by_child_id", (q) => q.eq("child_id", student._id))
    .first();
  if (already) return;

  // Her mother's consent and link, as the mailed link makes them.
  await ctx.db.patch("users", parent._id, { emailVerificationTime: now });
  await ctx.db.insert("consent_records", {
    parent_id: parent._id,
    child_id: student._id,
    consented_at: now - 40 * DAY,
    notice_version: NOTICE_VERSION,
    verified_email: DEMO_PRO_PARENT_EMAIL,
    declaration: DECLARATION,
  });
  await ctx.db.insert("family_links", {
    parent_id: parent._id,
    child_id: student._id,
    linked_at: now - 40 * DAY,
  });
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", student._id))
    .unique();
  if (!profile) return;
  await ctx.db.patch("profiles", profile._id, { consent: "given" });

  // A year of Pro, bought a month ago.
  await ctx.db.insert("subscriptions", {
    user_id: student._id,
    plan_key: "pro",
    status: "active",
    started_at: now - 30 * DAY,
    current_period_end: now + 335 * DAY,
  });

  // Every chapter test of her class's first subject that has them, one a
  // day over the last days, ending yesterday.
  const subjects = await ctx.db
    .query("subjects")
    .withIndex("by_grade_and_order", (q) => q.eq("grade", profile.grade ?? 9))
    .take(20);
  for (const subject of subjects) {
    const tests = await ctx.db
      .query("tests")
      .withIndex("by_subject_id_and_kind", (q) =>
        q.eq("subject_id", subject._id).eq("kind", "chapter"),
      )
      .take(60);
    if (tests.length === 0) continue;
    for (const [i, test] of tests.entries())
      await passTest(
        ctx,
        student._id,
        test._id,
        now - (tests.length - i) * DAY,
      );
    break;
  }
  const certificate = await ctx.db
    .query("certificates")
    .withIndex("by_user_id_and_subject_id", (q) => q.eq("user_id", student._id))
    .first();
  if (certificate)
    console.log(
      `[seed] The demo Pro student's certificate: /verify/${displayCode(certificate.code)}`,
    );
}

/** Sits the test at `at` (in the evening), answering SKILL of its paper right. */
async function passTest(
  ctx: MutationCtx,
  userId: Id<"users">,
  testId: Id<"tests">,
  at: number,
) {
  const test = await ctx.db.get("tests", testId);
  if (!test) return;
  const right = Math.ceil(test.question_count * SKILL);
  await sitChapterTest(ctx, userId, test, at, seededRandom(testId), (p) => ({
    right: p < right,
    ms: 50_000,
  }));
}
