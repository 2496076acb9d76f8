/**
 * Certificates: a student on a plan that includes them (Pro) earns one for a
 * subject when every chapter test of the subject has a submitted attempt at
 * CERTIFICATE_PERCENT or more. It is awarded by the submission that
 * completes the set (finishAttempt calls `awardIfEarned`), with a notice.
 * Earned is earned: a certificate stays when the plan later ends. A student
 * who passed every test before taking Pro earns it with their next passing
 * chapter test of the subject on Pro.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { notify } from "../../lib/notify";
import { currentPlan } from "../../pricing/model/plan";
import {
  CERTIFICATE_PERCENT,
  CODE_ALPHABET,
  CODE_LENGTH,
  VERIFY_PATH,
  displayCode,
  passes,
} from "../certificateRules";

/** Chapter tests of one subject read (more than any subject has). */
const MAX_CHAPTER_TESTS = 60;
/** A test's latest attempts looked at for a pass (more than anyone sits). */
const MAX_ATTEMPTS = 100;

/** A new random code: 100 bits from the platform's CSPRNG, never from an id. */
export function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH));
  return Array.from(bytes, (b) => CODE_ALPHABET[b & 31]).join("");
}

/** Whether the student has passed the chapter test (any submitted attempt). */
async function passed(
  ctx: MutationCtx,
  userId: Id<"users">,
  testId: Id<"tests">,
): Promise<boolean> {
  const attempts = await ctx.db
    .query("test_attempts")
    .withIndex("by_user_id_and_test_id", (q) =>
      q.eq("user_id", userId).eq("test_id", testId),
    )
    .order("desc")
    .take(MAX_ATTEMPTS);
  return attempts.some(
    (a) => a.status === "submitted" && passes(a.score ?? 0, a.max_score ?? 0),
  );
}

/**
 * After a chapter test's attempt is submitted: awards the subject's
 * certificate if this attempt passed and completes the set, the student has
 * none for the subject yet, and their plan includes certificates now.
 */
export async function awardIfEarned(
  ctx: MutationCtx,
  attempt: Doc<"test_attempts">,
  test: Doc<"tests">,
  now: number,
): Promise<Id<"certificates"> | null> {
  if (test.kind !== "chapter" || !test.subject_id) return null;
  // A failing attempt completes nothing (the set was already incomplete, or
  // the certificate was already earned).
  if (!passes(attempt.score ?? 0, attempt.max_score ?? 0)) return null;
  const userId = attempt.user_id;
  const subjectId = test.subject_id;
  // The plan first: for most students (not on Pro) that is the one read.
  const plan = await currentPlan(ctx, userId, now);
  if (!plan.entitlements.certificates) return null;
  const existing = await ctx.db
    .query("certificates")
    .withIndex("by_user_id_and_subject_id", (q) =>
      q.eq("user_id", userId).eq("subject_id", subjectId),
    )
    .first();
  if (existing) return null;
  const tests = await ctx.db
    .query("tests")
    .withIndex("by_subject_id_and_kind", (q) =>
      q.eq("subject_id", subjectId).eq("kind", "chapter"),
    )
    .take(MAX_CHAPTER_TESTS);
  for (const other of tests)
    if (other._id !== test._id && !(await passed(ctx, userId, other._id)))
      return null;
  const [subject, profile] = await Promise.all([
    ctx.db.get("subjects", subjectId),
    ctx.db
      .query("profiles")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .unique(),
  ]);
  if (!subject || !profile) return null;
  const certificateId = await ctx.db.insert("certificates", {
    user_id: userId,
    subject_id: subjectId,
    code: newCode(),
    student_name: profile.full_name,
    subject_name: subject.name,
    grade: subject.grade,
    issued_at: now,
  });
  await notify(
    ctx,
    userId,
    "certificate_earned",
    { subjectName: subject.name },
    { dedupeKey: `certificate:${subjectId}` },
  );
  return certificateId;
}

/** What a certificate shows (and the verify page confirms). */
export type CertificateFace = {
  studentName: string;
  subjectName: string;
  grade: number;
  issuedAt: number;
  code: string;
};

/** "27 November 2026" (India time). */
export function issuedOn(at: number): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(at);
}

/**
 * The text as the standard PDF font can draw it: characters outside its
 * character set (a name in Devanagari …) are left out rather than failing
 * the whole document.
 */
function drawable(font: PDFFont, text: string): string {
  let out = "";
  for (const ch of text) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      // Not in the font's character set.
    }
  }
  return out.trim();
}

/** The certificate as a one-page A4 landscape PDF. */
export async function certificatePdf(
  face: CertificateFace,
  siteUrl: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const verifyUrl = `${siteUrl}${VERIFY_PATH}${displayCode(face.code)}`;
  pdf.setTitle(`Certificate of completion: ${face.subjectName}`);
  pdf.setAuthor("VidyaQuest");
  pdf.setSubject(
    `${face.studentName}, ${face.subjectName}, Class ${face.grade}, ${issuedOn(face.issuedAt)}`,
  );
  pdf.setKeywords([displayCode(face.code), verifyUrl]);
  pdf.setCreationDate(new Date(face.issuedAt));
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.18);
  const accent = rgb(0.1, 0.33, 0.62);
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: accent,
    borderWidth: 3,
  });
  const centred = (
    text: string,
    y: number,
    size: number,
    font = regular,
    color = ink,
  ) => {
    const shown = drawable(font, text);
    page.drawText(shown, {
      x: (width - font.widthOfTextAtSize(shown, size)) / 2,
      y,
      size,
      font,
      color,
    });
  };
  centred("VidyaQuest", 500, 20, bold, accent);
  centred("Certificate of completion", 450, 32, bold);
  centred("This certifies that", 400, 14);
  centred(face.studentName, 360, 28, bold);
  centred(
    `passed every chapter test of ${face.subjectName}, Class ${face.grade},`,
    318,
    16,
  );
  centred(
    `with at least ${CERTIFICATE_PERCENT}% in each. Issued on ${issuedOn(face.issuedAt)}.`,
    294,
    16,
  );
  centred(`Certificate code: ${displayCode(face.code)}`, 150, 14, bold);
  centred(`Check it at ${verifyUrl}`, 126, 12);
  return await pdf.save();
}
