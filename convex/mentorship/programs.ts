import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { publicQuery, studentMutation } from "../functions";
import { notFound, appError } from "../lib/errors";
import { PAGE_SESSIONS_SHOWN, sessionCards } from "./model/sessions";
import { boundedPage, requireClientNow } from "../lib/validators";
import { programCategory } from "./schema";
import type { Viewer } from "../lib/viewer";

const PROGRAM_FULL = "This program is full.";

/** Program cards, newest first, of one category or all, with the viewer's enrolment. */
export const list = publicQuery({
  args: {
    category: v.optional(programCategory),
    paginationOpts: paginationOptsValidator,
  },
  handler: async (ctx, { category, paginationOpts }) => {
    const page = boundedPage(paginationOpts, 50);
    const programs =
      category === undefined
        ? ctx.db.query("mentorship_programs").withIndex("by_created_at")
        : ctx.db
            .query("mentorship_programs")
            .withIndex("by_category_and_created_at", (q) =>
              q.eq("category", category),
            );
    const result = await programs.order("desc").paginate(page);
    return {
      ...result,
      page: await Promise.all(
        result.page.map(async (program) => ({
          ...programView(program),
          enrolled: await isEnrolled(ctx, program._id, ctx.viewer),
        })),
      ),
    };
  },
});

/**
 * A program's page: its card, its mentor (while verified) and its next
 * scheduled sessions from `now` (the client's clock, rounded by the client).
 * Null once it is gone or for an address that names no program.
 */
export const get = publicQuery({
  // A string, so a mistyped address shows "not found" instead of an error.
  args: { programId: v.string(), now: v.number() },
  handler: async (ctx, args) => {
    const now = requireClientNow(args.now);
    const programId = ctx.db.normalizeId("mentorship_programs", args.programId);
    const program =
      programId && (await ctx.db.get("mentorship_programs", programId));
    if (!program) return null;
    const [mentor, enrolled, sessions] = await Promise.all([
      program.mentor_id ? ctx.db.get("mentors", program.mentor_id) : null,
      isEnrolled(ctx, program._id, ctx.viewer),
      ctx.db
        .query("mentorship_sessions")
        .withIndex("by_program_id_and_status_and_scheduled_at", (q) =>
          q
            .eq("program_id", program._id)
            .eq("status", "scheduled")
            .gte("scheduled_at", now),
        )
        .take(PAGE_SESSIONS_SHOWN),
    ]);
    return {
      ...programView(program),
      enrolled,
      mentor: mentor?.is_verified
        ? {
            _id: mentor._id,
            fullName: mentor.full_name,
            qualification: mentor.qualification,
            rating: mentor.rating,
            isVolunteer: mentor.is_volunteer,
          }
        : null,
      upcomingSessions: await sessionCards(ctx, sessions, ctx.viewer, now),
    };
  },
});

/**
 * Enrols the viewer. The capacity check and the count change happen in one
 * transaction (Convex runs mutations serializably), so enrolments never
 * exceed max_participants. Enrolling twice changes nothing.
 */
export const enrol = studentMutation({
  args: { programId: v.id("mentorship_programs") },
  handler: async (ctx, { programId }) => {
    const program = await ctx.db.get("mentorship_programs", programId);
    if (!program) notFound("program");
    if (await isEnrolled(ctx, programId, ctx.viewer))
      return { enrolledCount: program.enrolled_count };
    if (program.enrolled_count >= program.max_participants)
      throw appError("Conflict", PROGRAM_FULL);
    await ctx.db.insert("program_enrolments", {
      program_id: programId,
      student_id: ctx.viewer.userId,
      created_at: Date.now(),
    });
    const enrolledCount = program.enrolled_count + 1;
    await ctx.db.patch("mentorship_programs", programId, {
      enrolled_count: enrolledCount,
    });
    return { enrolledCount };
  },
});

/** Gives the viewer's place in a program back; leaving twice changes nothing. */
export const leave = studentMutation({
  // A suspended member may still do this (functions.ts).
  suspended: "allowed",
  args: { programId: v.id("mentorship_programs") },
  handler: async (ctx, { programId }) => {
    const program = await ctx.db.get("mentorship_programs", programId);
    if (!program) notFound("program");
    const enrolment = await enrolmentOf(ctx, programId, ctx.viewer.userId);
    if (!enrolment) return { enrolledCount: program.enrolled_count };
    await ctx.db.delete("program_enrolments", enrolment._id);
    const enrolledCount = Math.max(0, program.enrolled_count - 1);
    await ctx.db.patch("mentorship_programs", programId, {
      enrolled_count: enrolledCount,
    });
    return { enrolledCount };
  },
});

function programView(program: Doc<"mentorship_programs">) {
  return {
    _id: program._id,
    title: program.title,
    description: program.description,
    type: program.type,
    category: program.category,
    durationWeeks: program.duration_weeks,
    maxParticipants: program.max_participants,
    enrolledCount: program.enrolled_count,
    full: program.enrolled_count >= program.max_participants,
  };
}

function enrolmentOf(
  ctx: QueryCtx,
  programId: Id<"mentorship_programs">,
  studentId: Id<"users">,
) {
  return ctx.db
    .query("program_enrolments")
    .withIndex("by_program_id_and_student_id", (q) =>
      q.eq("program_id", programId).eq("student_id", studentId),
    )
    .unique();
}

/** Only students enrol, so no one else is read for. */
async function isEnrolled(
  ctx: QueryCtx,
  programId: Id<"mentorship_programs">,
  viewer: Viewer | null,
) {
  if (viewer?.profile?.role !== "student") return false;
  return (await enrolmentOf(ctx, programId, viewer.userId)) !== null;
}
