/**
 * Demo plan purchases: the demo parent's second child, Ishita (Class 10,
 * consent given, no password), on Pro paid by her mother 20 days ago (its
 * receipt VQP-000001, made as a real test payment is), and the demo
 * student's waiting "Ask a parent to pay" for Premium. Runs once, after the
 * demo families.
 */
import type { MutationCtx } from "../_generated/server";
import { createUserWithProfile } from "../accounts/model/profiles";
import { DECLARATION, NOTICE_VERSION } from "../families/rules";
import { notify } from "../lib/notify";
import { DEMO_PARENT_EMAIL } from "./families";
import { seedTestPayment } from "./payments";

const DAY = 24 * 3_600_000;
const DEMO_STUDENT_EMAIL = "student@demo.vidyaquest.example";
export const DEMO_PRO_CHILD = { fullName: "Ishita Sharma", grade: 10 };

const userByEmail = (ctx: MutationCtx, email: string) =>
  ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .unique();

export async function seedDemoPlanPurchases(ctx: MutationCtx) {
  if ((await ctx.db.query("plan_payments").first()) !== null) return;
  const [parent, student] = await Promise.all([
    userByEmail(ctx, DEMO_PARENT_EMAIL),
    userByEmail(ctx, DEMO_STUDENT_EMAIL),
  ]);
  const pro = await ctx.db
    .query("plans")
    .withIndex("by_key", (q) => q.eq("key", "pro"))
    .unique();
  if (!parent || !student || !pro) return;
  const now = Date.now();
  const childId = await createUserWithProfile(ctx, {
    email: undefined,
    fullName: DEMO_PRO_CHILD.fullName,
    role: "student",
    grade: DEMO_PRO_CHILD.grade,
    consent: "given",
  });
  await ctx.db.insert("consent_records", {
    parent_id: parent._id,
    child_id: childId,
    consented_at: now - 40 * DAY,
    notice_version: NOTICE_VERSION,
    verified_email: DEMO_PARENT_EMAIL,
    declaration: DECLARATION,
  });
  await ctx.db.insert("family_links", {
    parent_id: parent._id,
    child_id: childId,
    linked_at: now - 40 * DAY,
  });
  await seedTestPayment(
    ctx,
    {
      purpose: "plan",
      amount_paise: pro.price_paise,
      user_id: parent._id,
      plan_key: "pro",
      student_id: childId,
    },
    now - 20 * DAY,
  );
  await ctx.db.insert("plan_requests", {
    student_id: student._id,
    plan_key: "premium",
    status: "waiting",
    created_at: now - DAY,
  });
  await notify(ctx, parent._id, "plan_requested", {
    childName: "Aarav",
    planName: "Premium",
    price: "₹49",
  });
}
