import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { TARGET, newBackend, startLocalBackend } from "./harness";

const CAPACITY = 50;
const CONTENDERS = 200;

/**
 * The race: 200 members press RSVP at once for an event with room for
 * 50. On the local backend this is 200 concurrent HTTP clients, with a live
 * WebSocket subscriber watching the attendee count throughout.
 */
describe("RSVP under contention", () => {
  it("never registers more than max_attendees, and every loser hears the event is full", async () => {
    const t = newBackend();
    const { eventId, racers } = await t.run(async (ctx) => {
      const ids: Id<"users">[] = [];
      const sessions: Id<"authSessions">[] = [];
      for (let i = 0; i < CONTENDERS + 1; i++) {
        const userId = await ctx.db.insert("users", { name: `Racer ${i}` });
        await ctx.db.insert("profiles", {
          user_id: userId,
          role: i === 0 ? "mentor" : "student",
          full_name: `Racer Number${i}`,
          grade: i === 0 ? undefined : 9,
          timezone: "Asia/Kolkata",
          leaderboard_visibility: "anonymous",
          daily_goal_xp: 50,
        });
        ids.push(userId);
        sessions.push(
          await ctx.db.insert("authSessions", {
            userId,
            expirationTime: Date.now() + 86_400_000,
          }),
        );
      }
      const eventId = await ctx.db.insert("community_events", {
        title: "Board exam strategy webinar",
        description: "Limited seats.",
        event_type: "webinar",
        scheduled_at: Date.now() + 86_400_000,
        duration_minutes: 60,
        attendee_count: 0,
        max_attendees: CAPACITY,
        created_by: ids[0],
        status: "published",
      });
      return {
        eventId,
        racers: ids.slice(1).map((id, i) => `${id}|${sessions[i + 1]}`),
      };
    });

    const observed: number[] = [];
    const watcher = await watchAttendees(eventId, observed);
    try {
      const outcomes = await Promise.all(
        racers.map((subject) =>
          t
            .withIdentity({ subject })
            .mutation(api.community.events.rsvp, { eventId })
            .then(
              () => "registered" as const,
              (e: { data?: { code?: string; message?: string } }) =>
                e.data?.code === "Conflict" &&
                e.data.message === "Sorry, this event is full."
                  ? ("full" as const)
                  : `unexpected: ${JSON.stringify(e.data ?? String(e))}`,
            ),
        ),
      );
      const tally = (what: string) => outcomes.filter((o) => o === what).length;
      expect(tally("registered")).toBe(CAPACITY);
      expect(tally("full")).toBe(CONTENDERS - CAPACITY);

      const stored = await t.run(async (ctx) => ({
        registrations: (
          await ctx.db
            .query("event_registrations")
            .withIndex("by_event_id_and_user_id", (q) =>
              q.eq("event_id", eventId),
            )
            .collect()
        ).length,
        attendeeCount: (await ctx.db.get("community_events", eventId))
          ?.attendee_count,
      }));
      expect(stored).toEqual({
        registrations: CAPACITY,
        attendeeCount: CAPACITY,
      });
      if (watcher) {
        await watcher.settled(CAPACITY);
        expect(Math.max(...observed)).toBe(CAPACITY);
        expect(observed.every((n) => n <= CAPACITY)).toBe(true);
      }
    } finally {
      await watcher?.close();
    }
  }, 120_000);
});

/** On the local backend: a WebSocket client subscribed to the events list, recording every attendee count it sees. */
async function watchAttendees(
  eventId: Id<"community_events">,
  observed: number[],
) {
  if (TARGET !== "local") return null;
  const { ConvexClient } = await import("convex/browser");
  const { cloudUrl } = await startLocalBackend();
  const client = new ConvexClient(cloudUrl, { logger: false });
  let onChange: (() => void) | null = null;
  const unsubscribe = client.onUpdate(
    api.community.events.listUpcoming,
    { paginationOpts: { numItems: 10, cursor: null }, now: Date.now() },
    (result) => {
      const event = result.page.find((e) => e._id === eventId);
      if (event) observed.push(event.attendeeCount);
      onChange?.();
    },
  );
  return {
    /** Waits until the subscriber has seen `count`. */
    settled: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (observed.includes(count)) resolve();
        };
        onChange = check;
        check();
      }),
    close: async () => {
      unsubscribe();
      await client.close();
    },
  };
}
