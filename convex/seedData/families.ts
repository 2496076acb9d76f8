import { createUserWithProfile } from "../accounts/model/profiles";
import type { MutationCtx } from "../_generated/server";
import { askParentConsent } from "../families/model/consent";
import { DECLARATION, NOTICE_VERSION } from "../families/rules";

export const DEMO_PARENT_EMAIL = "parent@demo.vidyaquest.example";
const DEMO_STUDENT_EMAIL = "student@demo.vidyaquest.example";

/**
 * A Class 8 child who signed up giving the demo parent's e-mail: her account
 * awaits consent and the consent mail is in the demo parent's outbox. Like
 * every account awaiting consent, she is erased 14 days after the first
 * start if nobody consents. She has no password (she cannot sign in).
 */
export const DEMO_AWAITING_CHILD = { fullName: "Riya Sharma", grade: 8 };

const userByEmail = (ctx: MutationCtx, email: string) =>
  ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .unique();

/**
 * The demo parent (Sunita Sharma) consented for the demo student (Aarav
 * Sharma) when the demo data was made: the record and the link, as her
 * consent from the mailed link would have made them. Runs once.
 */
export async function seedDemoFamilies(ctx: MutationCtx) {
  const [parent, student] = await Promise.all([
    userByEmail(ctx, DEMO_PARENT_EMAIL),
    userByEmail(ctx, DEMO_STUDENT_EMAIL),
  ]);
  if (!parent || !student) return;
  const seeded = await ctx.db
    .query("family_links")
    .withIndex("by_parent_id", (q) => q.eq("parent_id", parent._id))
    .first();
  if (seeded) return;
  const now = Date.now();
  // Seeded accounts' e-mails count as verified, as the sign-up code makes them.
  await ctx.db.patch("users", parent._id, { emailVerificationTime: now });
  await ctx.db.insert("consent_records", {
    parent_id: parent._id,
    child_id: student._id,
    consented_at: now,
    notice_version: NOTICE_VERSION,
    verified_email: DEMO_PARENT_EMAIL,
    declaration: DECLARATION,
  });
  await ctx.db.insert("family_links", {
    parent_id: parent._id,
    child_id: student._id,
    linked_at: now,
  });
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", student._id))
    .unique();
  if (profile)
    await ctx.db.patch("profiles", profile._id, { consent: "given" });

  const childId = await createUserWithProfile(ctx, {
    email: undefined,
    fullName: DEMO_AWAITING_CHILD.fullName,
    role: "student",
    grade: DEMO_AWAITING_CHILD.grade,
    consent: "awaiting",
  });
  await askParentConsent(ctx, childId, DEMO_PARENT_EMAIL);
}
