import { ConvexError, type Value } from "convex/values";
import { describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { createUserWithProfile } from "../../convex/accounts/model/profiles";
import { FAN_OUT_BATCH } from "../../convex/lib/notify";
import * as clock from "./fixtures/fakeClock";
import { createPerson, people, type Person } from "./fixtures/common";

clock.useFakeClock();

type T = clock.ClockBackend;

async function cast() {
  const { t, b } = clock.newBackend();
  const organiser = await createPerson(b, people.meera);
  const aarav = await createPerson(b, people.aarav);
  const diya = await createPerson(b, { ...people.diya, grade: 8 });
  const rahul = await createPerson(b, people.rahul);
  const admin = await createPerson(b, people.priya);
  return { t, organiser, aarav, diya, rahul, admin };
}

const workshop = (scheduledAt = Date.now() + clock.DAY) => ({
  title: "Algebra workshop",
  description: "Linear equations, step by step, with practice.",
  eventType: "workshop" as const,
  scheduledAt,
  durationMinutes: 60,
});

async function createEvent(who: Person, scheduledAt?: number) {
  const { eventId } = await who.as.mutation(
    api.community.events.create,
    workshop(scheduledAt),
  );
  return eventId;
}

const rsvp = (who: Person, eventId: Id<"community_events">) =>
  who.as.mutation(api.community.events.rsvp, { eventId });
const cancelRsvp = (who: Person, eventId: Id<"community_events">) =>
  who.as.mutation(api.community.events.cancelRsvp, { eventId });

/** The update's arguments: the event's current fields with `changes`. */
async function edit(
  t: T,
  eventId: Id<"community_events">,
  changes: Partial<ReturnType<typeof workshop>> & { maxAttendees?: number },
) {
  const event = (await t.run((ctx) =>
    ctx.db.get("community_events", eventId),
  ))!;
  return {
    eventId,
    title: event.title,
    description: event.description,
    eventType: event.event_type,
    scheduledAt: event.scheduled_at,
    durationMinutes: event.duration_minutes,
    maxAttendees: event.max_attendees,
    ...changes,
  };
}

/** The reminder jobs ever scheduled, oldest first. */
function reminderJobs(t: T) {
  return clock.jobsNamed(t, "community/eventNotices:remind");
}

const eventRow = (t: T, eventId: Id<"community_events">) =>
  t.run((ctx) => ctx.db.get("community_events", eventId));

/** The data of the ConvexError `call` rejects with; fails if it succeeds. */
function refusal(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error("expected a ConvexError");
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(ConvexError);
      return (e as ConvexError<Value>).data;
    },
  );
}

describe("the 1-hour event reminder", () => {
  it("is one job per event, scheduled by the first RSVP for an hour before the start", async () => {
    const { t, organiser, aarav, diya } = await cast();
    const scheduledAt = Date.now() + clock.DAY;
    const eventId = await createEvent(organiser, scheduledAt);
    expect(await reminderJobs(t)).toEqual([]);

    await rsvp(aarav, eventId);
    await rsvp(diya, eventId);
    await rsvp(diya, eventId);
    const jobs = await reminderJobs(t);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      scheduledTime: scheduledAt - clock.HOUR,
      state: { kind: "pending" },
      args: [{ eventId, scheduledAt, cursor: null }],
    });
    expect((await eventRow(t, eventId))?.reminder_job).toBe(jobs[0]._id);
  });

  it("is not scheduled for an event that starts within the hour", async () => {
    const { t, organiser, aarav } = await cast();
    const eventId = await createEvent(
      organiser,
      Date.now() + 30 * clock.MINUTE,
    );
    await rsvp(aarav, eventId);
    expect(await reminderJobs(t)).toEqual([]);
    expect((await eventRow(t, eventId))?.reminder_job).toBeUndefined();
  });

  it("is cancelled when the last registrant leaves, and comes back with the next", async () => {
    const { t, organiser, aarav, diya } = await cast();
    const eventId = await createEvent(organiser);
    await rsvp(aarav, eventId);
    await rsvp(diya, eventId);
    await cancelRsvp(aarav, eventId);
    expect((await reminderJobs(t)).map((j) => j.state.kind)).toEqual([
      "pending",
    ]);

    await cancelRsvp(diya, eventId);
    expect((await reminderJobs(t)).map((j) => j.state.kind)).toEqual([
      "canceled",
    ]);
    expect((await eventRow(t, eventId))?.reminder_job).toBeUndefined();

    await rsvp(diya, eventId);
    const jobs = await reminderJobs(t);
    expect(jobs.map((j) => j.state.kind)).toEqual(["canceled", "pending"]);
    expect((await eventRow(t, eventId))?.reminder_job).toBe(jobs[1]._id);
  });

  it("is cancelled with the event, whose registrants are told instead", async () => {
    const { t, organiser, aarav, diya } = await cast();
    const scheduledAt = Date.now() + clock.DAY;
    const eventId = await createEvent(organiser, scheduledAt);
    await rsvp(aarav, eventId);
    await organiser.as.mutation(api.community.events.cancel, { eventId });
    expect((await reminderJobs(t)).map((j) => j.state.kind)).toEqual([
      "canceled",
    ]);
    expect((await eventRow(t, eventId))?.reminder_job).toBeUndefined();

    await clock.runUntil(t, scheduledAt);
    expect(await clock.notices(t, "event_reminder")).toEqual([]);
    const told = await clock.notices(t, "event_cancelled");
    expect(told.map((n) => n.user_id)).toEqual([aarav.userId]);
    expect(told[0]).toMatchObject({
      title: "Event cancelled",
      link: "/community?tab=events",
    });
    expect(told[0].body).toContain("“Algebra workshop”");
    expect(await clock.notices(t, "event_cancelled", diya)).toEqual([]);
  });

  it("moves with the event: the old job is cancelled, a new one set for the new time, registrants told", async () => {
    const { t, organiser, aarav, diya } = await cast();
    const eventId = await createEvent(organiser);
    await rsvp(aarav, eventId);
    await rsvp(diya, eventId);
    const [first] = await reminderJobs(t);

    const movedTo = Date.now() + 3 * clock.DAY;
    await organiser.as.mutation(
      api.community.events.update,
      await edit(t, eventId, { scheduledAt: movedTo }),
    );
    const jobs = await reminderJobs(t);
    expect(jobs.map((j) => [j._id, j.state.kind])).toEqual([
      [first._id, "canceled"],
      [jobs[1]._id, "pending"],
    ]);
    expect(jobs[1]).toMatchObject({
      scheduledTime: movedTo - clock.HOUR,
      args: [{ eventId, scheduledAt: movedTo, cursor: null }],
    });
    expect((await eventRow(t, eventId))?.reminder_job).toBe(jobs[1]._id);

    await clock.runDue(t);
    const changed = await clock.notices(t, "event_changed");
    expect(changed.map((n) => n.user_id).sort()).toEqual(
      [aarav.userId, diya.userId].sort(),
    );
    expect(changed[0]).toMatchObject({
      title: "An event you registered for has changed",
      subject_table: "community_events",
      subject_id: eventId,
    });

    // Words only: nobody is told, the reminder stays as it is.
    await organiser.as.mutation(
      api.community.events.update,
      await edit(t, eventId, {
        description: "Linear equations, with a worksheet to take home.",
      }),
    );
    await clock.runDue(t);
    expect(await clock.notices(t, "event_changed")).toHaveLength(2);
    expect((await reminderJobs(t)).map((j) => j.state.kind)).toEqual([
      "canceled",
      "pending",
    ]);
    expect((await eventRow(t, eventId))?.description).toBe(
      "Linear equations, with a worksheet to take home.",
    );
  });

  it("is not set again when an event moves to within the hour", async () => {
    const { t, organiser, aarav } = await cast();
    const eventId = await createEvent(organiser);
    await rsvp(aarav, eventId);
    await organiser.as.mutation(
      api.community.events.update,
      await edit(t, eventId, { scheduledAt: Date.now() + 40 * clock.MINUTE }),
    );
    expect((await reminderJobs(t)).map((j) => j.state.kind)).toEqual([
      "canceled",
    ]);
    expect((await eventRow(t, eventId))?.reminder_job).toBeUndefined();
  });

  it("fires once, an hour before, to each registrant but not to one who left", async () => {
    const { t, organiser, aarav, diya, rahul } = await cast();
    const scheduledAt = Date.now() + clock.DAY;
    const eventId = await createEvent(organiser, scheduledAt);
    await rsvp(aarav, eventId);
    await rsvp(diya, eventId);
    await rsvp(rahul, eventId);
    await cancelRsvp(rahul, eventId);

    await clock.runUntil(t, scheduledAt - clock.HOUR - 1_000);
    expect(await clock.notices(t, "event_reminder")).toEqual([]);

    await clock.runUntil(t, scheduledAt - clock.HOUR);
    const sent = await clock.notices(t, "event_reminder");
    expect(sent.map((n) => n.user_id).sort()).toEqual(
      [aarav.userId, diya.userId].sort(),
    );
    expect(sent[0]).toMatchObject({
      title: "Starts in 1 hour",
      link: "/community?tab=events",
      dedupe_key: `event-reminder:${eventId}:${scheduledAt}`,
    });
    expect(await clock.notices(t, "event_reminder", rahul)).toEqual([]);
    expect((await eventRow(t, eventId))?.reminder_job).toBeUndefined();
    expect((await reminderJobs(t)).map((j) => j.state.kind)).toEqual([
      "success",
    ]);

    // Run again (a retry, a stray duplicate): still one each.
    await t.mutation(internal.community.eventNotices.remind, {
      eventId,
      scheduledAt,
      cursor: null,
    });
    await clock.runUntil(t, scheduledAt + clock.DAY);
    expect(await clock.notices(t, "event_reminder")).toHaveLength(2);
  });

  it("left behind by a change does nothing", async () => {
    const { t, organiser, aarav } = await cast();
    const scheduledAt = Date.now() + clock.DAY;
    const eventId = await createEvent(organiser, scheduledAt);
    await rsvp(aarav, eventId);
    await organiser.as.mutation(
      api.community.events.update,
      await edit(t, eventId, { scheduledAt: scheduledAt + clock.DAY }),
    );
    // The old job's arguments, run by hand at its old time.
    vi.advanceTimersByTime(clock.DAY - clock.HOUR);
    await t.mutation(internal.community.eventNotices.remind, {
      eventId,
      scheduledAt,
      cursor: null,
    });
    expect(await clock.notices(t, "event_reminder")).toEqual([]);
    expect((await eventRow(t, eventId))?.reminder_job).toBeDefined();
  });

  it("mails those whose reminder mail is on (the default), with one-click unsubscribe; not those who turned it off", async () => {
    const { t, organiser, aarav, rahul } = await cast();
    const scheduledAt = Date.now() + clock.DAY;
    const eventId = await createEvent(organiser, scheduledAt);
    await rsvp(aarav, eventId);
    await rsvp(rahul, eventId);
    await rahul.as.mutation(api.notifications.preferences.set, {
      kind: "event_reminder",
      channel: "mail",
      enabled: false,
    });

    await clock.runUntil(t, scheduledAt - clock.HOUR);
    const outbox = await t.run((ctx) => ctx.db.query("email_outbox").collect());
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      to: "aarav@example.in",
      subject: "Starts in 1 hour",
      headers: {
        "List-Unsubscribe": expect.stringMatching(
          /^<http:\/\/127\.0\.0\.1:3211\/mail\/unsubscribe\?token=.+>$/,
        ),
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    expect(outbox[0].text).toContain("“Algebra workshop”");
    // Mail off is not notices off: Rahul still sees it in the app.
    expect(await clock.notices(t, "event_reminder", rahul)).toHaveLength(1);
  });
});

describe("telling many registrants", () => {
  it("cancels an event of 500 registrants in batches of at most 100, each its own mutation", async () => {
    const { t, organiser } = await cast();
    const eventId = await createEvent(organiser);
    const registrants = 500;
    await t.run(async (ctx) => {
      for (let i = 0; i < registrants; i++) {
        const userId = await createUserWithProfile(ctx, {
          email: `student${i}@example.in`,
          fullName: `Student ${i}`,
          role: "student",
          consent: "given",
          grade: 9,
        });
        await ctx.db.insert("event_registrations", {
          event_id: eventId,
          user_id: userId,
        });
      }
      await ctx.db.patch("community_events", eventId, {
        attendee_count: registrants,
      });
    });

    await organiser.as.mutation(api.community.events.cancel, { eventId });
    // The cancel itself tells nobody: the batches do, after it commits.
    expect(await clock.notices(t, "event_cancelled")).toHaveLength(0);

    const perBatch: number[] = [];
    let told = 0;
    for (let step = 0; step < 20; step++) {
      vi.advanceTimersByTime(0);
      await t.finishInProgressScheduledFunctions();
      const now = (await clock.notices(t, "event_cancelled")).length;
      if (now === told) break;
      perBatch.push(now - told);
      told = now;
    }
    expect(told).toBe(registrants);
    expect(perBatch.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...perBatch)).toBeLessThanOrEqual(FAN_OUT_BATCH);

    const batches = await clock.jobsNamed(t, "community/eventNotices:fanOut");
    expect(batches.length).toBeGreaterThanOrEqual(5);
    expect(batches.every((b) => b.state.kind === "success")).toBe(true);
    // Each registrant once.
    const users = new Set(
      (await clock.notices(t, "event_cancelled")).map((n) => n.user_id),
    );
    expect(users.size).toBe(registrants);
  }, 60_000);
});

describe("events.update", () => {
  it("lets the organiser and staff change an event; refuses anyone else, writing nothing", async () => {
    const { t, organiser, aarav, admin } = await cast();
    const eventId = await createEvent(organiser);
    await rsvp(aarav, eventId);
    const before = await t.run(async (ctx) => ({
      event: await ctx.db.get("community_events", eventId),
      jobs: await ctx.db.system.query("_scheduled_functions").collect(),
    }));

    expect(
      await refusal(
        aarav.as.mutation(
          api.community.events.update,
          await edit(t, eventId, { title: "My workshop now" }),
        ),
      ),
    ).toMatchObject({ code: "NotAuthorized" });
    expect(
      await refusal(
        t.mutation(
          api.community.events.update,
          await edit(t, eventId, { title: "My workshop now" }),
        ),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(
      await t.run(async (ctx) => ({
        event: await ctx.db.get("community_events", eventId),
        jobs: await ctx.db.system.query("_scheduled_functions").collect(),
      })),
    ).toEqual(before);

    await admin.as.mutation(
      api.community.events.update,
      await edit(t, eventId, { title: "Algebra workshop (moved room)" }),
    );
    await organiser.as.mutation(
      api.community.events.update,
      await edit(t, eventId, { durationMinutes: 90, maxAttendees: 25 }),
    );
    expect(await eventRow(t, eventId)).toMatchObject({
      title: "Algebra workshop (moved room)",
      duration_minutes: 90,
      max_attendees: 25,
    });
  });

  it("refuses bad input with the form's words, writing nothing", async () => {
    const { t, organiser, aarav, diya } = await cast();
    const eventId = await createEvent(organiser);
    await rsvp(aarav, eventId);
    await rsvp(diya, eventId);
    const before = await t.run(async (ctx) => ({
      event: await ctx.db.get("community_events", eventId),
      jobs: await ctx.db.system.query("_scheduled_functions").collect(),
    }));
    const attempts: [Parameters<typeof edit>[2], string][] = [
      [
        { scheduledAt: Date.now() - clock.HOUR },
        "The event must start in the future",
      ],
      [{ title: "   " }, "Title is required"],
      [{ durationMinutes: 5 }, "Duration must be at least 15 minutes"],
      [{ maxAttendees: 1 }, "2 people have registered already"],
    ];
    for (const [changes, message] of attempts)
      expect(
        await refusal(
          organiser.as.mutation(
            api.community.events.update,
            await edit(t, eventId, changes),
          ),
        ),
      ).toMatchObject({
        code: "InvalidInput",
        message: expect.stringContaining(message),
      });
    expect(
      await t.run(async (ctx) => ({
        event: await ctx.db.get("community_events", eventId),
        jobs: await ctx.db.system.query("_scheduled_functions").collect(),
      })),
    ).toEqual(before);
  });

  it("refuses a cancelled event, and one that has started", async () => {
    const { t, organiser } = await cast();
    const cancelled = await createEvent(organiser);
    await organiser.as.mutation(api.community.events.cancel, {
      eventId: cancelled,
    });
    expect(
      await refusal(
        organiser.as.mutation(
          api.community.events.update,
          await edit(t, cancelled, { scheduledAt: Date.now() + 2 * clock.DAY }),
        ),
      ),
    ).toMatchObject({ code: "NotFound" });

    const soon = await createEvent(organiser, Date.now() + 10 * clock.MINUTE);
    vi.advanceTimersByTime(15 * clock.MINUTE);
    expect(
      await refusal(
        organiser.as.mutation(
          api.community.events.update,
          await edit(t, soon, { scheduledAt: Date.now() + clock.DAY }),
        ),
      ),
    ).toMatchObject({ code: "Conflict" });
  });

  it("changes a proposal silently, and its entry in the moderation queue", async () => {
    const { t, aarav } = await cast();
    const eventId = await createEvent(aarav);
    expect((await eventRow(t, eventId))?.status).toBe("proposed");
    await aarav.as.mutation(
      api.community.events.update,
      await edit(t, eventId, {
        title: "Chemistry flashcards hour",
        scheduledAt: Date.now() + 2 * clock.DAY,
      }),
    );
    await clock.runDue(t);
    expect(await clock.jobsNamed(t, "community/eventNotices:fanOut")).toEqual(
      [],
    );
    expect(await reminderJobs(t)).toEqual([]);
    const submission = await t.run((ctx) =>
      ctx.db.query("dashboard_content").first(),
    );
    expect(submission?.content_snippet).toBe("Chemistry flashcards hour");
  });
});
