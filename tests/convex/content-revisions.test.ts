import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import {
  createPerson,
  people,
  world,
  type Person,
  pendingContentCount,
  noticesTo,
} from "./fixtures/common";
import { errorData, type TestBackend } from "./harness";
import {
  approveContent,
  denyContent,
  settleMailAfterEach,
} from "./fixtures/content";

/**
 * Reviewed content stays as reviewed: an edit by an author who needs review
 * to something staff approved waits in Content Management as a revision; the
 * approved version stays listed until staff approve the revision.
 */

const settle = settleMailAfterEach();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const firstPage = { numItems: 20, cursor: null };
const REASON = "Meeting at a private home is not allowed.";

async function cast() {
  const w = await world();
  settle(w.t);
  const classmate = await createPerson(w.t, { ...people.diya, grade: 9 });
  const newMentor = await createPerson(w.t, {
    email: "arjun@example.in",
    fullName: "Arjun Rao",
    role: "mentor",
  });
  return { ...w, classmate, newMentor };
}
type Cast = Awaited<ReturnType<typeof cast>>;

const original = (scheduledAt: number) => ({
  title: "Study group: trigonometry",
  description: "We practise heights and distances together.",
  eventType: "study_session" as const,
  scheduledAt,
  durationMinutes: 60,
  maxAttendees: 20,
});

const bait = (scheduledAt: number) => ({
  title: "FREE board exam papers",
  description: "WhatsApp +91 98765 43210, meet at my place after school.",
  eventType: "study_session" as const,
  scheduledAt,
  durationMinutes: 90,
  maxAttendees: 20,
});

/** A proposal by `author`, approved by the moderator; the classmate registered. */
async function approvedEvent(c: Cast, author: Person = c.student) {
  const scheduledAt = Date.now() + 2 * DAY;
  const { eventId } = await author.as.mutation(
    api.community.events.create,
    original(scheduledAt),
  );
  const [proposal] = await rowsOf(c, eventId);
  await approveContent(c.moderator, proposal._id, "pending");
  await c.classmate.as.mutation(api.community.events.rsvp, { eventId });
  await c.t.finishScheduled();
  return { eventId, scheduledAt, proposalId: proposal._id };
}

const rowsOf = (c: Cast, eventId: Id<"community_events">) =>
  c.t.run((ctx) =>
    ctx.db
      .query("dashboard_content")
      .withIndex("by_ref_id", (q) => q.eq("ref_id", eventId))
      .collect(),
  );

const revisionsOf = async (c: Cast, eventId: Id<"community_events">) =>
  (await rowsOf(c, eventId)).filter((r) => r.kind === "event_revision");

const listed = async (c: Cast, who: TestBackend = c.t) =>
  (
    await who.query(api.community.events.listUpcoming, {
      now: Date.now(),
      paginationOpts: firstPage,
    })
  ).page;

const queue = (c: Cast, status: "pending" | "approved" | "denied") =>
  c.admin.as.query(api.admin.content.list, {
    status,
    paginationOpts: firstPage,
  });

const pendingCount = (c: Cast) => pendingContentCount(c.t);

const noticesOf = async (c: Cast, userId: Id<"users">) =>
  (await noticesTo(c.t, userId)).map((n) => ({ kind: n.kind, body: n.body }));

describe("an edit to an approved event by an author who needs review", () => {
  it("leaves the approved version listed and waits in Content Management with old and new", async () => {
    const c = await cast();
    const { eventId, scheduledAt } = await approvedEvent(c);
    const result = await c.student.as.mutation(api.community.events.update, {
      eventId,
      ...bait(scheduledAt),
    });
    expect(result).toEqual({ status: "awaiting_review" });
    const [shown] = await listed(c);
    expect(shown).toMatchObject({
      _id: eventId,
      title: "Study group: trigonometry",
      description: "We practise heights and distances together.",
      durationMinutes: 60,
      pendingEdit: null,
    });
    expect(await pendingCount(c)).toBe(1);
    const [row] = (await queue(c, "pending")).page;
    expect(row).toMatchObject({
      status: "pending",
      authorName: "Aarav S.",
      preview: {
        kind: "event_revision",
        title: "FREE board exam papers",
        eventStatus: "published",
        before: {
          title: "Study group: trigonometry",
          description: "We practise heights and distances together.",
          durationMinutes: 60,
        },
        after: {
          title: "FREE board exam papers",
          description:
            "WhatsApp +91 98765 43210, meet at my place after school.",
          durationMinutes: 90,
        },
      },
    });
    // The author sees that their edit waits; nobody else does.
    const [mine] = await listed(c, c.student.as);
    expect(mine.title).toBe("Study group: trigonometry");
    expect(mine.pendingEdit).toMatchObject({
      title: "FREE board exam papers",
      durationMinutes: 90,
    });
    expect((await listed(c, c.classmate.as))[0].pendingEdit).toBeNull();
  });

  it("goes live when approved: registrants are told of a move, the author of the approval", async () => {
    const c = await cast();
    const { eventId, scheduledAt } = await approvedEvent(c);
    const moved = scheduledAt + 2 * HOUR;
    await c.student.as.mutation(api.community.events.update, {
      eventId,
      ...bait(moved),
    });
    const [revision] = await revisionsOf(c, eventId);
    expect(await approveContent(c.moderator, revision._id, "pending")).toEqual({
      status: "approved",
    });
    await c.t.finishScheduled();
    expect((await listed(c))[0]).toMatchObject({
      title: "FREE board exam papers",
      scheduledAt: moved,
      durationMinutes: 90,
    });
    expect(await pendingCount(c)).toBe(0);
    expect(await noticesOf(c, c.classmate.userId)).toMatchObject([
      { kind: "event_changed" },
    ]);
    expect(await noticesOf(c, c.student.userId)).toMatchObject([
      { kind: "event_approved" },
      { kind: "event_edit_approved" },
    ]);
    expect((await listed(c, c.student.as))[0].pendingEdit).toBeNull();
    // The decided revision keeps what it replaced.
    const [row] = (await queue(c, "approved")).page;
    expect(row.preview).toMatchObject({
      kind: "event_revision",
      before: { title: "Study group: trigonometry" },
      after: { title: "FREE board exam papers" },
    });
  });

  it("is refused with a reason the author reads; the approved version stays", async () => {
    const c = await cast();
    const { eventId, scheduledAt } = await approvedEvent(c);
    await c.student.as.mutation(api.community.events.update, {
      eventId,
      ...bait(scheduledAt),
    });
    const [revision] = await revisionsOf(c, eventId);
    expect(
      await errorData(denyContent(c.moderator, revision._id, "pending", "no")),
    ).toMatchObject({ code: "InvalidInput" });
    await denyContent(c.moderator, revision._id, "pending", REASON);
    expect((await listed(c))[0].title).toBe("Study group: trigonometry");
    expect((await listed(c, c.student.as))[0].pendingEdit).toBeNull();
    expect(await noticesOf(c, c.student.userId)).toEqual([
      expect.objectContaining({ kind: "event_approved" }),
      {
        kind: "event_edit_denied",
        body: `Your changes to “Study group: trigonometry” were not approved, so the event stays as it was. Reason: ${REASON}`,
      },
    ]);
    expect(await pendingCount(c)).toBe(0);
  });

  it("keeps one pending revision: a newer edit replaces it, and a decision on the old one is refused", async () => {
    const c = await cast();
    const { eventId, scheduledAt } = await approvedEvent(c);
    await c.student.as.mutation(api.community.events.update, {
      eventId,
      ...bait(scheduledAt),
    });
    const [first] = await revisionsOf(c, eventId);
    await c.student.as.mutation(api.community.events.update, {
      eventId,
      ...bait(scheduledAt),
      title: "Board exam papers, second try",
    });
    const revisions = await revisionsOf(c, eventId);
    expect(revisions).toHaveLength(1);
    expect(revisions[0].content_snippet).toBe("Board exam papers, second try");
    expect(await pendingCount(c)).toBe(1);
    expect(
      await errorData(approveContent(c.moderator, first._id, "pending")),
    ).toEqual({ code: "NotFound", message: "This content no longer exists." });
    expect((await listed(c))[0].title).toBe("Study group: trigonometry");
    // Editing back to what is listed withdraws the change.
    await c.student.as.mutation(api.community.events.update, {
      eventId,
      ...original(scheduledAt),
    });
    expect(await revisionsOf(c, eventId)).toEqual([]);
    expect(await pendingCount(c)).toBe(0);
  });

  it("applies to a mentor staff have not verified too", async () => {
    const c = await cast();
    const { eventId, scheduledAt } = await approvedEvent(c, c.newMentor);
    await c.newMentor.as.mutation(api.community.events.update, {
      eventId,
      ...bait(scheduledAt),
    });
    expect((await listed(c))[0].title).toBe("Study group: trigonometry");
    expect(await revisionsOf(c, eventId)).toHaveLength(1);
  });

  it("does not apply to verified mentors and staff, whose edits are live at once", async () => {
    const c = await cast();
    const { eventId } = await c.mentor.as.mutation(
      api.community.events.create,
      original(Date.now() + DAY),
    );
    expect(
      await c.mentor.as.mutation(api.community.events.update, {
        eventId,
        ...bait(Date.now() + DAY),
      }),
    ).toEqual({ status: "updated" });
    const student = await approvedEvent(c);
    await c.moderator.as.mutation(api.community.events.update, {
      eventId: student.eventId,
      ...original(student.scheduledAt),
      title: "Study group: trigonometry (room 4)",
    });
    expect((await listed(c)).map((e) => e.title).sort()).toEqual([
      "FREE board exam papers",
      "Study group: trigonometry (room 4)",
    ]);
    expect(await pendingCount(c)).toBe(0);
  });

  it("a proposal not yet approved is still edited in place", async () => {
    const c = await cast();
    const scheduledAt = Date.now() + DAY;
    const { eventId } = await c.student.as.mutation(
      api.community.events.create,
      original(scheduledAt),
    );
    expect(
      await c.student.as.mutation(api.community.events.update, {
        eventId,
        ...original(scheduledAt),
        title: "Study group: trigonometry and heights",
      }),
    ).toEqual({ status: "updated" });
    const rows = await rowsOf(c, eventId);
    expect(rows).toMatchObject([
      {
        kind: "event_proposal",
        content_snippet: "Study group: trigonometry and heights",
      },
    ]);
  });

  it("leaves the queue when the event is called off", async () => {
    const c = await cast();
    const { eventId, scheduledAt } = await approvedEvent(c);
    await c.student.as.mutation(api.community.events.update, {
      eventId,
      ...bait(scheduledAt),
    });
    const [revision] = await revisionsOf(c, eventId);
    await c.student.as.mutation(api.community.events.cancel, { eventId });
    expect(await revisionsOf(c, eventId)).toEqual([]);
    expect(await pendingCount(c)).toBe(0);
    expect(
      await errorData(approveContent(c.moderator, revision._id, "pending")),
    ).toMatchObject({ code: "NotFound" });
  });

  it("leaves the queue when a moderator removes the reported event", async () => {
    const c = await cast();
    const { eventId, scheduledAt } = await approvedEvent(c);
    await c.student.as.mutation(api.community.events.update, {
      eventId,
      ...bait(scheduledAt),
    });
    await c.classmate.as.mutation(api.community.reports.create, {
      targetType: "event",
      targetId: eventId,
      reason: "personal_info",
    });
    const groupId = await c.t.run(
      async (ctx) => (await ctx.db.query("report_groups").first())!._id,
    );
    await c.moderator.as.mutation(api.admin.reports.decide, {
      groupId,
      action: "remove",
    });
    expect(await listed(c)).toEqual([]);
    expect(await revisionsOf(c, eventId)).toEqual([]);
    expect(await pendingCount(c)).toBe(0);
  });

  it("a decision on a revision already decided says who decided", async () => {
    const c = await cast();
    const { eventId, scheduledAt } = await approvedEvent(c);
    await c.student.as.mutation(api.community.events.update, {
      eventId,
      ...bait(scheduledAt),
    });
    const [revision] = await revisionsOf(c, eventId);
    await denyContent(c.moderator, revision._id, "pending", REASON);
    expect(
      await errorData(approveContent(c.admin, revision._id, "pending")),
    ).toEqual({
      code: "Conflict",
      message: "This content has already been denied by Kabir Khan.",
    });
    expect((await listed(c))[0].title).toBe("Study group: trigonometry");
  });

  it("refuses a revision that no longer fits: more registrants than its limit", async () => {
    const c = await cast();
    const { eventId, scheduledAt } = await approvedEvent(c);
    await c.student.as.mutation(api.community.events.update, {
      eventId,
      ...original(scheduledAt),
      maxAttendees: 1,
    });
    const [revision] = await revisionsOf(c, eventId);
    await c.mentor.as.mutation(api.community.events.rsvp, { eventId });
    expect(
      await errorData(approveContent(c.moderator, revision._id, "pending")),
    ).toMatchObject({ code: "Conflict" });
    expect((await listed(c))[0].maxAttendees).toBe(20);
  });
});
