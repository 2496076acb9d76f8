import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import { DELETION_GRACE_MS } from "../../convex/privacy/deletion";
import { createPerson, people, world } from "./fixtures/common";
import { TARGET, errorData, newBackend, type TestBackend } from "./harness";
import { newBackend as newConvexTest } from "./setup";

afterEach(() => {
  vi.useRealTimers();
});

const deletionRows = (t: TestBackend) =>
  t.run((ctx) => ctx.db.query("account_deletions").collect());

const jobStates = (t: TestBackend) =>
  t.run(async (ctx) =>
    (await ctx.db.system.query("_scheduled_functions").collect())
      .filter((j) => j.name.includes("eraseWhenDue"))
      .map((j) => j.state.kind),
  );

describe("Delete my account", () => {
  it("erases a mentor's account 7 days after they ask, and they may cancel until then", async () => {
    const t = newBackend();
    const meera = await createPerson(t, people.meera);
    const before = Date.now();
    const asked = await meera.as.mutation(api.privacy.deletion.request, {});
    expect(asked).toMatchObject({ status: "scheduled" });
    expect(asked!.eraseAt! - asked!.requestedAt).toBe(DELETION_GRACE_MS);
    expect(asked!.requestedAt).toBeGreaterThanOrEqual(before);
    expect(await meera.as.query(api.privacy.deletion.mine, {})).toEqual(asked);
    // Asking again changes nothing.
    expect(await meera.as.mutation(api.privacy.deletion.request, {})).toEqual(
      asked,
    );
    expect(await deletionRows(t)).toHaveLength(1);
    expect(await jobStates(t)).toEqual(["pending"]);

    await meera.as.mutation(api.privacy.deletion.cancel, {});
    expect(await meera.as.query(api.privacy.deletion.mine, {})).toBeNull();
    expect(await deletionRows(t)).toHaveLength(0);
    expect(await jobStates(t)).toEqual(["canceled"]);
    // Cancelling with nothing pending changes nothing.
    await expect(
      meera.as.mutation(api.privacy.deletion.cancel, {}),
    ).resolves.toBeNull();
  });

  it("keeps a student's request waiting for a parent's confirmation", async () => {
    const t = newBackend();
    const aarav = await createPerson(t, people.aarav);
    const asked = await aarav.as.mutation(api.privacy.deletion.request, {});
    expect(asked).toMatchObject({ status: "awaiting_parent", eraseAt: null });
    expect(await jobStates(t)).toEqual([]);
    await aarav.as.mutation(api.privacy.deletion.cancel, {});
    expect(await deletionRows(t)).toHaveLength(0);
  });

  it("refuses visitors, and the only admin", async () => {
    const { t, admin } = await world();
    for (const call of [
      t.query(api.privacy.deletion.mine, {}),
      t.mutation(api.privacy.deletion.request, {}),
      t.mutation(api.privacy.deletion.cancel, {}),
    ])
      expect(await errorData(call)).toMatchObject({
        code: "NotAuthenticated",
      });
    expect(
      await errorData(admin.as.mutation(api.privacy.deletion.request, {})),
    ).toMatchObject({
      code: "Conflict",
      message:
        "You are the only admin. Make another member an admin before deleting your account.",
    });
    expect(await deletionRows(t)).toHaveLength(0);
  });

  it.skipIf(TARGET === "local")(
    "starts erasure when the 7 days are over, and not after a cancel",
    async () => {
      vi.useFakeTimers();
      const t = newConvexTest();
      const b = t as unknown as TestBackend;
      const meera = await createPerson(b, people.meera);
      const rahul = await createPerson(b, people.rahul);
      await meera.as.mutation(api.privacy.deletion.request, {});
      await rahul.as.mutation(api.privacy.deletion.request, {});
      await rahul.as.mutation(api.privacy.deletion.cancel, {});
      const exists = (userId: string) =>
        t.run(async (ctx) =>
          (await ctx.db.query("users").collect()).some((u) => u._id === userId),
        );

      vi.advanceTimersByTime(DELETION_GRACE_MS - 60_000);
      await t.finishInProgressScheduledFunctions();
      expect(await exists(meera.userId)).toBe(true);

      vi.advanceTimersByTime(60_000);
      await t.finishAllScheduledFunctions(vi.runAllTimers);
      expect(await exists(meera.userId)).toBe(false);
      expect(await exists(rahul.userId)).toBe(true);
      expect(await deletionRows(b)).toHaveLength(0);
    },
  );
});
