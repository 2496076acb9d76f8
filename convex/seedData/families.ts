import { createUserWithProfile } from "../accounts/model/profiles";
import type { Id } from "../_generated/dataModel";
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
 * The parent or guardian who consented for each student of the community's
 * demo content (by the student's key): seeded accounts without a password.
 */
export const COMMUNITY_PARENTS: Record<string, string> = {
  ishaan: "Hetal Patel",
  harshit: "Ramesh Yadav",
  diya: "Neha Agarwal",
  tenzin: "Pema Dolma",
  kavya: "Lakshmi Menon",
  siddharth: "Sasmita Mohanty",
  fatima: "Nasreen Sheikh",
  lalremruati: "Lalhmingliana Ralte",
  ananya: "Padma Iyer",
  sneha: "Rupa Banerjee",
  gurpreet: "Harjit Singh",
  aditya: "Sunil Chauhan",
  nandini: "Manjula Gowda",
  rohan: "Vaishali Deshmukh",
  arjun: "Srinivas Reddy",
  zoya: "Shabana Qureshi",
};

/**
 * A seeded student's parent: their account (no password: they cannot sign
 * in), their consent on record and the link, as consenting from the mailed
 * link would have made them.
 */
export async function seedConsentingParent(
  ctx: MutationCtx,
  childId: Id<"users">,
  childKey: string,
  now: number,
) {
  const fullName = COMMUNITY_PARENTS[childKey];
  if (!fullName) throw new Error(`No seeded parent for "${childKey}"`);
  const parentEmail = `parent.${childKey}@demo.vidyaquest.example`;
  const parentId = await createUserWithProfile(ctx, {
    email: parentEmail,
    fullName,
    role: "parent",
  });
  await recordSeededConsent(ctx, { parentId, parentEmail, childId, now });
}

async function recordSeededConsent(
  ctx: MutationCtx,
  {
    parentId,
    parentEmail,
    childId,
    now,
  }: {
    parentId: Id<"users">;
    parentEmail: string;
    childId: Id<"users">;
    now: number;
  },
) {
  // Seeded accounts' e-mails count as verified, as the sign-up code makes them.
  await ctx.db.patch("users", parentId, { emailVerificationTime: now });
  await ctx.db.insert("consent_records", {
    parent_id: parentId,
    child_id: childId,
    consented_at: now,
    notice_version: NOTICE_VERSION,
    verified_email: parentEmail,
    declaration: DECLARATION,
  });
  await ctx.db.insert("family_links", {
    parent_id: parentId,
    child_id: childId,
    linked_at: now,
  });
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", childId))
    .unique();
  if (profile)
    await ctx.db.patch("profiles", profile._id, { consent: "given" });
}

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
  await recordSeededConsent(ctx, {
    parentId: parent._id,
    parentEmail: DEMO_PARENT_EMAIL,
    childId: student._id,
    now: Date.now(),
  });

  const childId = await createUserWithProfile(ctx, {
    email: undefined,
    fullName: DEMO_AWAITING_CHILD.fullName,
    role: "student",
    grade: DEMO_AWAITING_CHILD.grade,
    consent: "awaiting",
  });
  await askParentConsent(ctx, childId, DEMO_PARENT_EMAIL);
}
