import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Doc, Id } from "../../convex/_generated/dataModel";
import {
  createPerson,
  expectCountsExact as fixtureCounts,
  people,
  type Person,
  world,
} from "./fixtures/common";
import { errorData, type TestBackend, VALIDATION_ERROR } from "./harness";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The usual cast, a second student and a second mentor (not yet verified). */
async function cast() {
  const w = await world();
  const classmate = await createPerson(w.t, { ...people.diya, grade: 8 });
  const otherMentor = await createPerson(w.t, {
    email: "arjun@example.in",
    fullName: "Arjun Rao",
    role: "mentor",
  });
  return { ...w, classmate, otherMentor };
}

const workshop = () => ({
  title: "Algebra workshop",
  description: "Linear equations, step by step, with practice.",
  eventType: "workshop" as const,
  scheduledAt: Date.now() + DAY,
  durationMinutes: 60,
});

type NewEvent = ReturnType<typeof workshop> & { maxAttendees?: number };

async function createEvent(who: Person, overrides: Partial<NewEvent> = {}) {
  const { eventId } = await who.as.mutation(api.community.events.create, {
    ...workshop(),
    ...overrides,
  });
  return eventId;
}

/** An event written straight into the database (for times a mutation refuses). */
function insertEvent(
  t: TestBackend,
  createdBy: Id<"users">,
  fields: Partial<Doc<"community_events">> & { scheduled_at: number },
) {
  return t.run((ctx) =>
    ctx.db.insert("community_events", {
      title: "Seeded event",
      description: "An event written by the test.",
      event_type: "quiz",
      duration_minutes: 60,
      attendee_count: 0,
      created_by: createdBy,
      status: "published",
      ...fields,
    }),
  );
}

async function snapshot(t: TestBackend) {
  return t.run(async (ctx) => ({
    events: await ctx.db.query("community_events").collect(),
    registrations: await ctx.db.query("event_registrations").collect(),
    proposals: await ctx.db.query("dashboard_content").collect(),
  }));
}

/** attendee_count of each event equals its registrations. */
const expectCountsExact = (t: TestBackend) =>
  fixtureCounts(t, {
    table: "community_events",
    counter: "attendee_count",
    children: "event_registrations",
    parent: "event_id",
    label: "_id",
  });

const firstPage = { numItems: 10, cursor: null };

const upcoming = async (who: TestBackend) =>
  (
    await who.query(api.community.events.listUpcoming, {
      paginationOpts: firstPage,
      now: Date.now(),
    })
  ).page;

describe("events.create", () => {
  it("publishes a mentor's or staff member's event at once", async () => {
    const { t, mentor, moderator, admin } = await cast();
    for (const who of [mentor, moderator, admin]) {
      const result = await who.as.mutation(api.community.events.create, {
        ...workshop(),
        maxAttendees: 30,
      });
      expect(result).toEqual({
        eventId: expect.any(String),
        status: "published",
      });
    }
    const { events, proposals } = await snapshot(t);
    expect(events.map((e) => e.status)).toEqual([
      "published",
      "published",
      "published",
    ]);
    expect(proposals).toEqual([]);
    expect((await upcoming(t))[0]).toMatchObject({
      title: "Algebra workshop",
      description: "Linear equations, step by step, with practice.",
      eventType: "workshop",
      durationMinutes: 60,
      attendeeCount: 0,
      maxAttendees: 30,
      live: false,
      full: false,
      registered: false,
      canCancel: false,
    });
  });

  it("makes a student's event a proposal waiting for moderation", async () => {
    const { t, student } = await cast();
    const result = await student.as.mutation(api.community.events.create, {
      ...workshop(),
      title: "  Study group: trigonometry  ",
    });
    expect(result).toEqual({ eventId: expect.any(String), status: "proposed" });
    const { events, proposals } = await snapshot(t);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      _id: result.eventId,
      title: "Study group: trigonometry",
      status: "proposed",
      created_by: student.userId,
      attendee_count: 0,
    });
    expect(proposals).toHaveLength(1);
    expect(proposals[0]).toMatchObject({
      kind: "event_proposal",
      content_snippet: "Study group: trigonometry",
      author_id: student.userId,
      author_name: "Aarav S.",
      status: "pending",
      ref_id: result.eventId,
    });
    expect(proposals[0].date_submitted).toEqual(expect.any(Number));
    expect(await upcoming(student.as)).toEqual([]);
  });

  it("makes a mentor staff have not verified propose, like a student", async () => {
    const { t, otherMentor } = await cast();
    const result = await otherMentor.as.mutation(
      api.community.events.create,
      workshop(),
    );
    expect(result).toEqual({ eventId: expect.any(String), status: "proposed" });
    const { proposals } = await snapshot(t);
    expect(proposals).toHaveLength(1);
    expect(await upcoming(t)).toEqual([]);
  });

  it("refuses visitors", async () => {
    const { t } = await cast();
    expect(
      await errorData(t.mutation(api.community.events.create, workshop())),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(await snapshot(t)).toEqual({
      events: [],
      registrations: [],
      proposals: [],
    });
  });

  it("refuses bad times, durations, capacities and texts, writing nothing", async () => {
    const { t, student, mentor } = await cast();
    const cases: [Partial<NewEvent>, string][] = [
      [
        { scheduledAt: Date.now() - HOUR },
        "The event must start in the future",
      ],
      [
        { scheduledAt: Date.now() + 400 * DAY },
        "The event must start within a year",
      ],
      [{ durationMinutes: 10 }, "Duration must be at least 15 minutes"],
      [{ durationMinutes: 481 }, "Duration must be at most 480 minutes"],
      [{ durationMinutes: 45.5 }, "Duration must be whole minutes"],
      [{ maxAttendees: 0 }, "Maximum attendees must be at least 1"],
      [{ maxAttendees: -5 }, "Maximum attendees must be at least 1"],
      [{ maxAttendees: 10_001 }, "Maximum attendees must be at most 10,000"],
      [{ title: "Quiz" }, "Title must be at least 5 characters"],
      [{ title: "T".repeat(121) }, "Title must be at most 120 characters"],
      [{ description: "Come!" }, "Description must be at least 10 characters"],
    ];
    for (const who of [mentor, student])
      for (const [overrides, message] of cases)
        expect(
          await errorData(
            who.as.mutation(api.community.events.create, {
              ...workshop(),
              ...overrides,
            }),
          ),
        ).toEqual({ code: "InvalidInput", message });
    expect(await snapshot(t)).toEqual({
      events: [],
      registrations: [],
      proposals: [],
    });
  });

  it("refuses an unknown event type", async () => {
    const { t, mentor } = await cast();
    const party = { ...workshop(), eventType: "party" };
    await expect(
      // @ts-expect-error "party" is not an event type
      mentor.as.mutation(api.community.events.create, party),
    ).rejects.toThrow(VALIDATION_ERROR);
    expect((await snapshot(t)).events).toEqual([]);
  });

  it("refuses a 6th event within a day", async () => {
    const { t, mentor, otherMentor } = await cast();
    for (let i = 1; i <= 5; i++)
      await createEvent(mentor, { title: `Workshop number ${i}` });
    expect(
      await errorData(
        mentor.as.mutation(api.community.events.create, {
          ...workshop(),
          title: "Workshop number 6",
        }),
      ),
    ).toEqual({
      code: "RateLimited",
      message:
        "You have created several events today. Please try again tomorrow.",
    });
    expect((await snapshot(t)).events).toHaveLength(5);
    await createEvent(otherMentor);
  });
});

describe("events.listUpcoming", () => {
  it("shows published events that have not ended, soonest first", async () => {
    const { t, mentor, student } = await cast();
    const now = Date.now();
    const inThreeDays = await createEvent(mentor, {
      title: "In three days",
      scheduledAt: now + 3 * DAY,
    });
    const tomorrow = await createEvent(mentor, {
      title: "Tomorrow",
      scheduledAt: now + DAY,
    });
    const inAnHour = await createEvent(mentor, {
      title: "In an hour",
      scheduledAt: now + HOUR,
    });
    const live = await insertEvent(t, mentor.userId, {
      title: "Under way",
      scheduled_at: now - 30 * MINUTE,
      duration_minutes: 90,
    });
    // Ended a moment ago, ended long ago, cancelled, proposed: all left out.
    await insertEvent(t, mentor.userId, {
      scheduled_at: now - 2 * HOUR,
      duration_minutes: 60,
    });
    await insertEvent(t, mentor.userId, { scheduled_at: now - 30 * DAY });
    const cancelled = await createEvent(mentor, { title: "Called off" });
    await mentor.as.mutation(api.community.events.cancel, {
      eventId: cancelled,
    });
    await createEvent(student, { title: "A proposal" });

    const page = await upcoming(t);
    expect(page.map((e) => e._id)).toEqual([
      live,
      inAnHour,
      tomorrow,
      inThreeDays,
    ]);
    expect(page.map((e) => e.live)).toEqual([true, false, false, false]);
  });

  it("tells each viewer whether they are registered and may cancel", async () => {
    const { t, mentor, otherMentor, student, moderator } = await cast();
    const eventId = await createEvent(mentor, { maxAttendees: 1 });
    await student.as.mutation(api.community.events.rsvp, { eventId });
    const [asVisitor] = await upcoming(t);
    expect(asVisitor).toMatchObject({
      registered: false,
      canCancel: false,
      attendeeCount: 1,
      maxAttendees: 1,
      full: true,
    });
    expect((await upcoming(student.as))[0]).toMatchObject({
      registered: true,
      canCancel: false,
    });
    expect((await upcoming(mentor.as))[0]).toMatchObject({
      registered: false,
      canCancel: true,
    });
    expect((await upcoming(otherMentor.as))[0]).toMatchObject({
      canCancel: false,
    });
    expect((await upcoming(moderator.as))[0]).toMatchObject({
      canCancel: true,
    });
  });

  it("shows an event without a limit as never full", async () => {
    const { t, mentor, student } = await cast();
    const eventId = await createEvent(mentor);
    await student.as.mutation(api.community.events.rsvp, { eventId });
    expect((await upcoming(t))[0]).toMatchObject({
      maxAttendees: null,
      attendeeCount: 1,
      full: false,
    });
  });
});

describe("events.rsvp and events.cancelRsvp", () => {
  it("register once per member and keep attendee_count exact", async () => {
    const { t, mentor, student, classmate, otherMentor } = await cast();
    const eventId = await createEvent(mentor);
    expect(
      await student.as.mutation(api.community.events.rsvp, { eventId }),
    ).toEqual({
      attendeeCount: 1,
    });
    expect(
      await student.as.mutation(api.community.events.rsvp, { eventId }),
    ).toEqual({
      attendeeCount: 1,
    });
    expect(
      await classmate.as.mutation(api.community.events.rsvp, { eventId }),
    ).toEqual({
      attendeeCount: 2,
    });
    expect(
      await otherMentor.as.mutation(api.community.events.rsvp, { eventId }),
    ).toEqual({ attendeeCount: 3 });
    await expectCountsExact(t);
    expect(
      await student.as.mutation(api.community.events.cancelRsvp, { eventId }),
    ).toEqual({ attendeeCount: 2 });
    expect(
      await student.as.mutation(api.community.events.cancelRsvp, { eventId }),
    ).toEqual({ attendeeCount: 2 });
    expect(
      await mentor.as.mutation(api.community.events.cancelRsvp, { eventId }),
    ).toEqual({ attendeeCount: 2 });
    await expectCountsExact(t);
    expect(
      await student.as.mutation(api.community.events.rsvp, { eventId }),
    ).toEqual({
      attendeeCount: 3,
    });
    await expectCountsExact(t);
    expect((await upcoming(student.as))[0]).toMatchObject({
      attendeeCount: 3,
      registered: true,
    });
  });

  it("refuse a member once the event is full, until a seat frees up", async () => {
    const { t, mentor, student, classmate, otherMentor } = await cast();
    const eventId = await createEvent(mentor, { maxAttendees: 2 });
    await student.as.mutation(api.community.events.rsvp, { eventId });
    await classmate.as.mutation(api.community.events.rsvp, { eventId });
    expect(
      await errorData(
        otherMentor.as.mutation(api.community.events.rsvp, { eventId }),
      ),
    ).toEqual({ code: "Conflict", message: "Sorry, this event is full." });
    // Someone already registered is not refused.
    expect(
      await student.as.mutation(api.community.events.rsvp, { eventId }),
    ).toEqual({
      attendeeCount: 2,
    });
    expect((await snapshot(t)).registrations).toHaveLength(2);
    await classmate.as.mutation(api.community.events.cancelRsvp, { eventId });
    expect(
      await otherMentor.as.mutation(api.community.events.rsvp, { eventId }),
    ).toEqual({ attendeeCount: 2 });
    expect(
      await errorData(
        classmate.as.mutation(api.community.events.rsvp, { eventId }),
      ),
    ).toMatchObject({ code: "Conflict" });
    await expectCountsExact(t);
  });

  it("refuse visitors", async () => {
    const { t, mentor } = await cast();
    const eventId = await createEvent(mentor);
    for (const fn of [
      api.community.events.rsvp,
      api.community.events.cancelRsvp,
    ])
      expect(await errorData(t.mutation(fn, { eventId }))).toMatchObject({
        code: "NotAuthenticated",
      });
    expect((await snapshot(t)).registrations).toEqual([]);
  });

  it("treat a proposed or cancelled event as not found", async () => {
    const { t, mentor, student, classmate } = await cast();
    const proposed = await createEvent(student);
    const cancelled = await createEvent(mentor);
    await mentor.as.mutation(api.community.events.cancel, {
      eventId: cancelled,
    });
    for (const eventId of [proposed, cancelled])
      expect(
        await errorData(
          classmate.as.mutation(api.community.events.rsvp, { eventId }),
        ),
      ).toEqual({ code: "NotFound", message: "This event no longer exists." });
    expect((await snapshot(t)).registrations).toEqual([]);
  });

  it("refuse an event that has ended", async () => {
    const { t, mentor, student } = await cast();
    const eventId = await insertEvent(t, mentor.userId, {
      scheduled_at: Date.now() - 2 * HOUR,
      duration_minutes: 60,
    });
    expect(
      await errorData(
        student.as.mutation(api.community.events.rsvp, { eventId }),
      ),
    ).toEqual({ code: "Conflict", message: "This event has already ended." });
    expect((await snapshot(t)).registrations).toEqual([]);
  });

  it("allow registering for an event under way", async () => {
    const { t, mentor, student } = await cast();
    const eventId = await insertEvent(t, mentor.userId, {
      scheduled_at: Date.now() - 10 * MINUTE,
      duration_minutes: 60,
    });
    expect(
      await student.as.mutation(api.community.events.rsvp, { eventId }),
    ).toEqual({
      attendeeCount: 1,
    });
  });

  it("refuse an event that does not exist", async () => {
    const { t, mentor, student } = await cast();
    const gone = await insertEvent(t, mentor.userId, {
      scheduled_at: Date.now() + DAY,
    });
    await t.run((ctx) => ctx.db.delete("community_events", gone));
    for (const fn of [
      api.community.events.rsvp,
      api.community.events.cancelRsvp,
    ])
      expect(
        await errorData(student.as.mutation(fn, { eventId: gone })),
      ).toMatchObject({ code: "NotFound" });
    await expect(
      student.as.mutation(api.community.events.rsvp, {
        eventId: "abc" as Id<"community_events">,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
  });
});

describe("events.cancel", () => {
  it("lets the organiser call an event off; it leaves the list", async () => {
    const { t, mentor, student } = await cast();
    const eventId = await createEvent(mentor);
    const kept = await createEvent(mentor, { title: "Still on" });
    await student.as.mutation(api.community.events.rsvp, { eventId });
    await mentor.as.mutation(api.community.events.cancel, { eventId });
    expect((await upcoming(student.as)).map((e) => e._id)).toEqual([kept]);
    expect(
      await t.run((ctx) => ctx.db.get("community_events", eventId)),
    ).toMatchObject({ status: "cancelled" });
    expect(
      await errorData(
        mentor.as.mutation(api.community.events.cancel, { eventId }),
      ),
    ).toMatchObject({ code: "NotFound" });
  });

  it("lets a student withdraw their own proposal", async () => {
    const { t, student } = await cast();
    const eventId = await createEvent(student);
    await student.as.mutation(api.community.events.cancel, { eventId });
    expect(
      await t.run((ctx) => ctx.db.get("community_events", eventId)),
    ).toMatchObject({ status: "cancelled" });
  });

  it("lets moderators and admins cancel anyone's event", async () => {
    const { t, mentor, moderator, admin } = await cast();
    const a = await createEvent(mentor);
    const b = await createEvent(mentor, { title: "Second workshop" });
    await moderator.as.mutation(api.community.events.cancel, { eventId: a });
    await admin.as.mutation(api.community.events.cancel, { eventId: b });
    expect(await upcoming(t)).toEqual([]);
  });

  it("refuses visitors, attendees and other mentors", async () => {
    const { t, mentor, otherMentor, student } = await cast();
    const eventId = await createEvent(mentor);
    await student.as.mutation(api.community.events.rsvp, { eventId });
    expect(
      await errorData(t.mutation(api.community.events.cancel, { eventId })),
    ).toMatchObject({ code: "NotAuthenticated" });
    for (const who of [student, otherMentor])
      expect(
        await errorData(
          who.as.mutation(api.community.events.cancel, { eventId }),
        ),
      ).toEqual({
        code: "NotAuthorized",
        message: "You do not have permission to do that.",
      });
    expect(
      await t.run((ctx) => ctx.db.get("community_events", eventId)),
    ).toMatchObject({ status: "published", attendee_count: 1 });
  });
});
