import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { DEMO_ACCOUNTS } from "../../convex/seedData/demoAccounts";
import { newBackend } from "./setup";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe("seed", () => {
  it("creates the demo accounts with their profiles and roles when asked to", async () => {
    vi.useFakeTimers();
    vi.stubEnv("SEED_DEMO_ACCOUNTS", "true");
    const t = newBackend();
    await t.mutation(internal.seed.run, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const rows = await t.run(async (ctx) => {
      const profiles = await ctx.db.query("profiles").collect();
      const roles = await ctx.db.query("user_roles").collect();
      const users = await ctx.db.query("users").collect();
      return users.map((u) => ({
        email: u.email,
        role: profiles.find((p) => p.user_id === u._id)?.role,
        grade: profiles.find((p) => p.user_id === u._id)?.grade,
        staff: roles.find((r) => r.user_id === u._id)?.role ?? null,
      }));
    });
    expect(rows).toEqual(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        role: a.role,
        grade: "grade" in a ? a.grade : undefined,
        staff: "staffRole" in a ? a.staffRole : null,
      })),
    );
    // Running it again adds nothing.
    await t.mutation(internal.seed.run, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(
      await t.run(
        async (ctx) => (await ctx.db.query("users").collect()).length,
      ),
    ).toBe(DEMO_ACCOUNTS.length);
    expect(await t.query(api.plans.list, {})).toHaveLength(3);
  });

  it("creates no accounts unless the deployment asks for them", async () => {
    vi.useFakeTimers();
    const t = newBackend();
    await t.mutation(internal.seed.run, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(
      await t.run(
        async (ctx) => (await ctx.db.query("users").collect()).length,
      ),
    ).toBe(0);
  });
});
