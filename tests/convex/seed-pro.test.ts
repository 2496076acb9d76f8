/**
 * The demo Pro student of the first start (convex-test only: the full seed
 * runs on fake timers): her certificate, earned through the real scoring,
 * checkable by its code, and her mother's weekly report; the demo parent of
 * the student on Free gets none.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import {
  DEMO_PRO_PARENT_EMAIL,
  DEMO_PRO_STUDENT_EMAIL,
} from "../../convex/seedData/proStudent";
import { DEMO_PARENT_EMAIL } from "../../convex/seedData/families";
import { newBackend } from "./setup";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe("the demo Pro student", () => {
  it("holds a certificate anyone can check, and her mother gets the weekly report", async () => {
    vi.useFakeTimers();
    vi.stubEnv("SEED_DEMO_ACCOUNTS", "true");
    const t = newBackend();
    await t.mutation(internal.seed.run, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);

    const code = await t.query(internal.seed.demoCertificateCode, {});
    expect(code).toMatch(/^[0-9A-Z]{20}$/);
    expect(
      await t.query(api.learning.certificates.verify, { code: code! }),
    ).toMatchObject({ studentName: "Tanvi Krishnan", grade: 9 });
    const tanvi = await t.run(async (ctx) =>
      ctx.db
        .query("users")
        .withIndex("email", (q) => q.eq("email", DEMO_PRO_STUDENT_EMAIL))
        .unique(),
    );
    expect(tanvi).not.toBeNull();

    await t.mutation(internal.families.reports.sendWeekly, { cursor: null });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const toLakshmi = await t.query(internal.mail.latestFor, {
      to: DEMO_PRO_PARENT_EMAIL,
    });
    expect(toLakshmi.map((m) => m.subject)).toContain(
      "Tanvi's week on VidyaQuest",
    );
    // The demo parent's two children are on Pro too: one report each.
    expect(
      (await t.query(internal.mail.latestFor, { to: DEMO_PARENT_EMAIL }))
        .filter((m) => m.subject.endsWith("week on VidyaQuest"))
        .map((m) => m.subject)
        .sort(),
    ).toEqual(["Aarav's week on VidyaQuest", "Ishita's week on VidyaQuest"]);
  }, 120_000);
});
