import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { CLAIM_MS } from "../../convex/admin/model/claims";
import { world } from "./fixtures/common";
import { errorData } from "./harness";

const KEY = "report:k57reportedthread";

describe("claims on staff queue items", () => {
  it("show a second moderator who is handling an item, renew for the holder, and end on release", async () => {
    const w = await world();
    const kabir = w.moderator;
    const priya = w.admin;
    expect(
      await kabir.as.mutation(api.admin.claims.claim, { key: KEY }),
    ).toEqual({ taken: true });
    const held = await priya.as.mutation(api.admin.claims.claim, { key: KEY });
    expect(held).toMatchObject({
      taken: false,
      heldBy: { mine: false, staffName: expect.any(String) },
    });
    // The holder renews it.
    expect(
      await kabir.as.mutation(api.admin.claims.claim, { key: KEY }),
    ).toEqual({ taken: true });
    // Another's release leaves it; the holder's ends it.
    await priya.as.mutation(api.admin.claims.release, { key: KEY });
    expect(
      await priya.as.mutation(api.admin.claims.claim, { key: KEY }),
    ).toMatchObject({ taken: false });
    await kabir.as.mutation(api.admin.claims.release, { key: KEY });
    expect(
      await priya.as.mutation(api.admin.claims.claim, { key: KEY }),
    ).toEqual({ taken: true });
  });

  it("lapse after two minutes: anyone may take an expired claim, and the sweep deletes it", async () => {
    const w = await world();
    await w.moderator.as.mutation(api.admin.claims.claim, { key: KEY });
    await w.t.run(async (ctx) => {
      const row = await ctx.db.query("review_claims").first();
      await ctx.db.patch("review_claims", row!._id, {
        expires_at: Date.now() - 1,
      });
    });
    expect(await w.t.mutation(internal.admin.claims.sweep, {})).toEqual({
      deleted: 1,
    });
    expect(
      await w.admin.as.mutation(api.admin.claims.claim, { key: KEY }),
    ).toEqual({ taken: true });
    const row = await w.t.run(async (ctx) =>
      ctx.db.query("review_claims").first(),
    );
    expect(row!.expires_at).toBeGreaterThan(Date.now() + CLAIM_MS - 60_000);
  });

  it("refuse members who are not staff, visitors, and keys that name no queue item", async () => {
    const w = await world();
    for (const who of [w.student, w.mentor])
      expect(
        await errorData(who.as.mutation(api.admin.claims.claim, { key: KEY })),
      ).toMatchObject({ code: "NotAuthorized" });
    expect(
      await errorData(w.t.mutation(api.admin.claims.claim, { key: KEY })),
    ).toMatchObject({ code: "NotAuthenticated" });
    for (const key of [
      "thread:abc",
      "report:",
      "report:a b",
      `content:${"x".repeat(65)}`,
    ])
      expect(
        await errorData(
          w.moderator.as.mutation(api.admin.claims.claim, { key }),
        ),
      ).toMatchObject({ code: "InvalidInput" });
    expect(
      await w.t.run(
        async (ctx) => (await ctx.db.query("review_claims").collect()).length,
      ),
    ).toBe(0);
  });
});
