/// <reference types="vite/client" />
/**
 * The derived policy (convex/lib/policy.ts) is what the code enforces: every
 * public function is called as every kind of caller (and as the maker of what
 * it acts on, where its permission admits them); the callers the policy
 * leaves out are refused (`NotAuthenticated` for a visitor, `NotAuthorized`
 * for a member, or "does not exist" for a hidden rule) and write nothing,
 * while those it names get through. Suspended staff are refused every staff
 * and admin function.
 *
 * Runs on convex-test only (several hundred fresh databases).
 */
import { describe, expect, it } from "vitest";
import { CALLERS, mayCall, type Caller } from "../../convex/lib/policy";
import { CASES } from "./fixtures/policyCases";
import {
  call,
  explain,
  isRefusal,
  makeWorld,
  publicFunctions,
  snapshot,
  useAuthKeys,
} from "./fixtures/policyWorld";

useAuthKeys();

const tally = {
  functions: 0,
  calls: 0,
  refusedAsExpected: 0,
  allowedAsExpected: 0,
  suspendedStaffCalls: 0,
};

describe("the policy table", () => {
  it("is what the code enforces: each caller outside it is refused, each inside it gets through", async () => {
    const functions = await publicFunctions();
    const wrong: string[] = [];
    for (const [name, { kind, policy }] of functions) {
      const testCase = CASES[name];
      if (!policy || !testCase) continue;
      tally.functions++;
      const callers: (Caller | "owner")[] = [...CALLERS];
      if (policy.owner) callers.push("owner");
      const refused = callers.filter(
        (c) => !(c === "owner" ? true : mayCall(policy, c)),
      );
      const allowed = callers.filter((c) => !refused.includes(c));

      // Refusals write nothing, so one world serves them all.
      const shared = await makeWorld();
      await testCase.prepare?.(shared);
      for (const caller of refused) {
        const before = await snapshot(shared.t);
        const outcome = await call(
          shared,
          name,
          kind,
          caller,
          testCase.args(shared),
        );
        tally.calls++;
        const hidden = policy.refusal === "hidden" && caller !== "anonymous";
        if (!isRefusal(outcome, hidden))
          wrong.push(`${name} as ${caller}: not refused (${explain(outcome)})`);
        else if ((await snapshot(shared.t)) !== before)
          wrong.push(`${name} as ${caller}: refused, but wrote something`);
        else tally.refusedAsExpected++;
      }
      // Each permitted caller acts on a world of its own (deletes, cancels …).
      for (const caller of allowed) {
        const w = kind === "query" ? shared : await makeWorld();
        if (w !== shared) await testCase.prepare?.(w);
        const outcome = await call(w, name, kind, caller, testCase.args(w));
        tally.calls++;
        const fine = testCase.notRefused
          ? !isRefusal(outcome, false)
          : outcome.ok;
        if (!fine)
          wrong.push(`${name} as ${caller}: refused (${explain(outcome)})`);
        else tally.allowedAsExpected++;
      }
    }
    expect(wrong).toEqual([]);
    expect(tally.functions).toBe(functions.size);
  }, 300_000);
});

describe("a suspended staff member", () => {
  it("is refused every staff and admin function, reads included, with the suspension's reason", async () => {
    const functions = await publicFunctions();
    const w = await makeWorld();
    // The moderator and admin of this world are suspended by another admin.
    await w.t.run(async (ctx) => {
      const by = await ctx.db.insert("users", { email: "other@example.in" });
      for (const userId of [w.people.moderator.userId, w.people.admin.userId]) {
        const profile = (await ctx.db
          .query("profiles")
          .withIndex("by_user_id", (q) => q.eq("user_id", userId))
          .unique())!;
        await ctx.db.patch("profiles", profile._id, {
          suspension: { reason: "Shared a student's phone number", at: 1, by },
        });
      }
    });
    const wrong: string[] = [];
    let checked = 0;
    for (const [name, { kind, access, policy }] of functions) {
      if (access !== "staff" && access !== "admin") continue;
      const testCase = CASES[name];
      if (!testCase) continue;
      await testCase.prepare?.(w);
      for (const caller of ["moderator", "admin"] as const) {
        if (!policy || !mayCall(policy, caller)) continue;
        const before = await snapshot(w.t);
        const outcome = await call(w, name, kind, caller, testCase.args(w));
        checked++;
        if (
          outcome.ok ||
          outcome.code !== "NotAuthorized" ||
          !outcome.message.includes("Your account is suspended")
        )
          wrong.push(`${name} as suspended ${caller}: ${explain(outcome)}`);
        else if ((await snapshot(w.t)) !== before)
          wrong.push(`${name} as suspended ${caller}: wrote something`);
      }
    }
    expect(wrong).toEqual([]);
    // Every staff and admin function of the table was called.
    expect(checked).toBeGreaterThan(40);
    tally.suspendedStaffCalls = checked;
    console.info(
      `policy: ${tally.functions} public functions; ${tally.calls} calls as each caller ` +
        `(${tally.refusedAsExpected} refused, ${tally.allowedAsExpected} let through, as the policy says); ` +
        `${tally.suspendedStaffCalls} staff and admin calls as suspended staff, all refused`,
    );
  }, 300_000);
});
