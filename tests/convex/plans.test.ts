import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
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
});
