import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { migrations } from "../../convex/lib/migrations";
import { PLANS } from "../../convex/seedData/plans";
import { newBackend, VALIDATION_ERROR } from "./harness";

describe("plans", () => {
  it("lists nothing before the seed, and the three plans after it", async () => {
    const t = newBackend();
    expect(await t.query(api.pricing.plans.list, {})).toEqual([]);
    await t.mutation(internal.seed.run, {});
    const plans = await t.query(api.pricing.plans.list, {});
    expect(plans.map((p) => [p.key, p.price_paise, p.period])).toEqual([
      ["free", 0, "forever"],
      ["premium", 4900, "month"],
      ["pro", 19900, "year"],
    ]);
    expect(plans.find((p) => p.key === "premium")).toMatchObject({
      popular: true,
      trial_days: 30,
    });
    expect(plans.find((p) => p.key === "pro")?.savings_paise).toBe(38900);
  });

  it("seeds idempotently", async () => {
    const t = newBackend();
    await t.mutation(internal.seed.run, {});
    await t.mutation(internal.seed.run, {});
    expect(await t.query(api.pricing.plans.list, {})).toHaveLength(3);
  });

  it("is open to signed-in users and visitors alike", async () => {
    const t = newBackend();
    await t.mutation(internal.seed.run, {});
    const asStudent = t.withIdentity({ subject: "student-1" });
    expect(await asStudent.query(api.pricing.plans.list, {})).toHaveLength(3);
  });

  it("refuses unexpected arguments", async () => {
    const t = newBackend();
    // @ts-expect-error list takes no arguments
    await expect(t.query(api.pricing.plans.list, { grade: 9 })).rejects.toThrow(
      VALIDATION_ERROR,
    );
  });

  it("a deployment seeded with the first cards gets the shipped ones by migration, once", async () => {
    const t = newBackend();
    // The cards as first seeded, listing features that were never built.
    await t.run(async (ctx) => {
      for (const plan of PLANS)
        await ctx.db.insert("plans", {
          ...plan,
          features: [...plan.features, "Offline downloads", "24/7 support"],
          not_included: ["Downloads"],
          savings_paise: plan.key === "pro" ? 10000 : undefined,
          price_paise: plan.price_paise + 100,
        });
      return null;
    });
    const shown = () => t.query(api.pricing.plans.list, {});
    expect((await shown()).flatMap((p) => p.features)).toContain(
      "Offline downloads",
    );
    await t.mutation(internal.pricing.plans.offerShippedPlans, {});
    await t.finishScheduled();
    const status = await t.run(async (ctx) =>
      (
        await migrations.getStatus(ctx, {
          migrations: [internal.pricing.plans.offerShippedPlans],
        })
      ).map((s) => s.state),
    );
    expect(status).toEqual(["success"]);
    const after = await shown();
    expect(
      after.map((p) => [
        p.key,
        p.price_paise,
        p.features,
        p.not_included,
        p.savings_paise,
      ]),
    ).toEqual(
      PLANS.map((p) => [
        p.key,
        p.price_paise,
        p.features,
        p.not_included,
        p.savings_paise ?? null,
      ]),
    );
    // A second run, and one started over, change nothing.
    const rows = () => t.run((ctx) => ctx.db.query("plans").collect());
    const before = await rows();
    await t.mutation(internal.pricing.plans.offerShippedPlans, {});
    await t.mutation(internal.pricing.plans.offerShippedPlans, {
      reset: true,
    });
    await t.finishScheduled();
    expect(await rows()).toEqual(before);
  });
});
