/**
 * An erased organiser leaves nothing to come that nobody would run: a
 * mentor's scheduled sessions and a member's listed events still to come are
 * called off, and those registered are told; what is past stays.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { MENTOR_GONE_REASON } from "../../convex/mentorship/personalData";
import { stubAuthKeys } from "./fixtures/authKeys";
import {
  DAY,
  create,
  notices,
  register,
  sessionRow,
  workspaceCast,
} from "./fixtures/mentorship";
import "./harness";

beforeAll(stubAuthKeys);
afterAll(() => vi.unstubAllEnvs());

describe("erasing an organiser", () => {
  it("calls off the mentor's sessions still to come, telling their students", async () => {
    const c = await workspaceCast();
    const sessionId = await create(c.mentor);
    await register(c.student, sessionId);
    await c.t.mutation(internal.privacy.erasure.eraseAccount, {
      userId: c.mentor.userId,
    });
    await c.t.finishScheduled();
    expect(await sessionRow(c.t, sessionId)).toMatchObject({
      status: "cancelled",
      cancel_reason: MENTOR_GONE_REASON,
    });
    const told = await notices(c.t, "session_cancelled");
    expect(told.map((n) => n.user_id)).toEqual([c.student.userId]);
    expect(told[0].body).toContain(MENTOR_GONE_REASON);
  });

  it("calls off their listed events still to come, telling those registered", async () => {
    const c = await workspaceCast();
    const { eventId } = await c.mentor.as.mutation(
      api.community.events.create,
      {
        title: "Algebra workshop",
        description: "Linear equations, step by step, with practice.",
        eventType: "workshop",
        scheduledAt: Date.now() + DAY,
        durationMinutes: 60,
      },
    );
    await c.student.as.mutation(api.community.events.rsvp, { eventId });
    await c.t.mutation(internal.privacy.erasure.eraseAccount, {
      userId: c.mentor.userId,
    });
    await c.t.finishScheduled();
    const event = await c.t.run((ctx) =>
      ctx.db.get("community_events", eventId),
    );
    expect(event).toMatchObject({ status: "cancelled" });
    expect(event!.created_by).not.toBe(c.mentor.userId);
    const told = await notices(c.t, "event_cancelled");
    expect(told.map((n) => n.user_id)).toEqual([c.student.userId]);
  });
});
