import { TableAggregate } from "@convex-dev/aggregate";
import type { WithoutSystemFields } from "convex/server";
import { components } from "../../_generated/api";
import type { DataModel, Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";

/**
 * The mentor workspace's exact counts, on the aggregate component: every
 * session of a mentor by [status, start], every (mentor, student) pair by
 * its latest start. A count is a walk of the aggregate's tree (logarithmic
 * in the mentor's rows), never a scan of them. Each write to
 * `mentorship_sessions` or `mentor_students` goes through the functions
 * below, which move the aggregate in the same transaction. A change to a row
 * the aggregate does not hold yet (written before it existed) adds it.
 */
export const mentorSessions = new TableAggregate<{
  Namespace: Id<"mentors">;
  Key: [Doc<"mentorship_sessions">["status"], number];
  DataModel: DataModel;
  TableName: "mentorship_sessions";
}>(components.mentorSessions, {
  namespace: (d) => d.mentor_id,
  sortKey: (d) => [d.status, d.scheduled_at],
});

export const mentorStudents = new TableAggregate<{
  Namespace: Id<"mentors">;
  Key: number;
  DataModel: DataModel;
  TableName: "mentor_students";
}>(components.mentorStudents, {
  namespace: (d) => d.mentor_id,
  sortKey: (d) => d.last_session_at,
});

/** Statuses a session keeps on the calendar (all but "cancelled"). */
const HELD = ["scheduled", "ongoing", "completed"] as const;

/** Past any start the app stores: the upper end of "from now on". */
const LATEST = Number.MAX_VALUE;

// ── Writes ────────────────────────────────────────────────────────────────

/** Creates a session and counts it. */
export async function insertSession(
  ctx: MutationCtx,
  fields: WithoutSystemFields<Doc<"mentorship_sessions">>,
): Promise<Id<"mentorship_sessions">> {
  const sessionId = await ctx.db.insert("mentorship_sessions", fields);
  await mentorSessions.insert(
    ctx,
    (await ctx.db.get("mentorship_sessions", sessionId))!,
  );
  return sessionId;
}

/** Changes a session's status (with the fields that go with it) and moves its count. */
export async function setSessionStatus(
  ctx: MutationCtx,
  sessionId: Id<"mentorship_sessions">,
  fields: Partial<WithoutSystemFields<Doc<"mentorship_sessions">>> & {
    status: Doc<"mentorship_sessions">["status"];
  },
) {
  const before = (await ctx.db.get("mentorship_sessions", sessionId))!;
  await ctx.db.patch("mentorship_sessions", sessionId, fields);
  const after = (await ctx.db.get("mentorship_sessions", sessionId))!;
  await mentorSessions.replaceOrInsert(ctx, before, after);
}

/** Adds a (mentor, student) pair and counts it. */
export async function insertMentorStudent(
  ctx: MutationCtx,
  fields: WithoutSystemFields<Doc<"mentor_students">>,
) {
  const id = await ctx.db.insert("mentor_students", fields);
  await mentorStudents.insert(ctx, (await ctx.db.get("mentor_students", id))!);
}

/** Changes a pair's fields; a new latest start moves its count. */
export async function patchMentorStudent(
  ctx: MutationCtx,
  row: Doc<"mentor_students">,
  fields: Partial<
    Pick<Doc<"mentor_students">, "session_count" | "last_session_at">
  >,
) {
  await ctx.db.patch("mentor_students", row._id, fields);
  if (
    fields.last_session_at !== undefined &&
    fields.last_session_at !== row.last_session_at
  )
    await mentorStudents.replaceOrInsert(
      ctx,
      row,
      (await ctx.db.get("mentor_students", row._id))!,
    );
}

/** Removes a pair and its count. */
export async function deleteMentorStudent(
  ctx: MutationCtx,
  row: Doc<"mentor_students">,
) {
  await ctx.db.delete("mentor_students", row._id);
  await mentorStudents.deleteIfExists(ctx, row);
}

// ── Counts ────────────────────────────────────────────────────────────────

/** Scheduled sessions starting from `now` on. */
export function countUpcoming(
  ctx: QueryCtx,
  mentorId: Id<"mentors">,
  now: number,
) {
  return mentorSessions.count(ctx, {
    namespace: mentorId,
    bounds: {
      lower: { key: ["scheduled", now], inclusive: true },
      upper: { key: ["scheduled", LATEST], inclusive: true },
    },
  });
}

/** Sessions not called off that start in [from, to). */
export async function countHeldBetween(
  ctx: QueryCtx,
  mentorId: Id<"mentors">,
  from: number,
  to: number,
) {
  const counts = await mentorSessions.countBatch(
    ctx,
    HELD.map((status) => ({
      namespace: mentorId,
      bounds: {
        lower: {
          key: [status, from] as [typeof status, number],
          inclusive: true,
        },
        upper: {
          key: [status, to] as [typeof status, number],
          inclusive: false,
        },
      },
    })),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** Students whose latest place with the mentor starts from `since` on. */
export function countStudentsSince(
  ctx: QueryCtx,
  mentorId: Id<"mentors">,
  since: number,
) {
  return mentorStudents.count(ctx, {
    namespace: mentorId,
    bounds: { lower: { key: since, inclusive: true } },
  });
}
