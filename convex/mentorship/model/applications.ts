import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { z } from "zod";
import type { applicationSchema } from "../rules";
import { logActivity } from "../../lib/activity";
import { COUNTERS, bumpCounter } from "../../lib/counters";

/** An application as `applicationSchema` parses it (normalised expertise, "+91…" phone). */
export type ApplicationFields = z.output<typeof applicationSchema>;

/**
 * Files a pending mentor application for `applicant`, counts it for the
 * admin overview and logs it. The caller has checked that they may apply
 * (`mentorship/applications:submit`); the demo seed files its one here too.
 */
export async function fileApplication(
  ctx: MutationCtx,
  applicant: { userId: Id<"users">; name: string },
  input: ApplicationFields,
  now = Date.now(),
): Promise<Id<"mentor_applications">> {
  const applicationId = await ctx.db.insert("mentor_applications", {
    user_id: applicant.userId,
    full_name: input.fullName,
    email: input.email,
    phone: input.phone,
    expertise: input.expertise,
    qualification: input.qualification,
    experience_years: input.experienceYears,
    motivation: input.motivation,
    is_volunteer: input.isVolunteer,
    status: "pending",
    created_at: now,
  });
  await bumpCounter(ctx, COUNTERS.pendingApplications, 1);
  await logActivity(ctx, {
    userId: applicant.userId,
    userName: applicant.name,
    kind: "mentor_application",
    action: "Applied to be a mentor",
  });
  return applicationId;
}
