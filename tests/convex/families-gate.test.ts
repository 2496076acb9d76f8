/// <reference types="vite/client" />
/**
 * The consent gate, for every public mutation at once: a student awaiting a
 * parent's consent (or whose parent withdrew it) is refused each one that
 * stores or shows anything of theirs, with "Your parent or guardian needs to
 * approve your account first.", and nothing is written; only their own
 * consent (re-send the mail, change the parent's e-mail) stays open.
 * Queries show a member their own things and the members' actions only read
 * (search, embeddings), so they stay open; the one action that keeps
 * something of a student's, starting a donation, refuses them itself
 * (donations.test.ts).
 *
 * Runs on convex-test only (the policy tests' world).
 */
import { describe, expect, it } from "vitest";
import { mayCall } from "../../convex/lib/policy";
import { CASES } from "./fixtures/policyCases";
import {
  call,
  explain,
  makeWorld,
  publicFunctions,
  snapshot,
  useAuthKeys,
} from "./fixtures/policyWorld";

useAuthKeys();

/** The mutations an account awaiting consent may still call. */
const OPEN_WHILE_AWAITING = [
  "families/child:resendMail",
  "families/child:changeParentEmail",
  "families/child:askParent",
];

describe.each(["awaiting", "withdrawn"] as const)(
  "a student whose consent is %s",
  (state) => {
    it("is refused every gated mutation in plain words, writing nothing, except their own consent", async () => {
      const functions = await publicFunctions();
      const w = await makeWorld();
      await w.t.run(async (ctx) => {
        const profile = (await ctx.db
          .query("profiles")
          .withIndex("by_user_id", (q) =>
            q.eq("user_id", w.people.student.userId),
          )
          .unique())!;
        await ctx.db.patch("profiles", profile._id, { consent: state });
      });
      const wrong: string[] = [];
      let gated = 0;
      for (const [name, { kind, access, policy }] of functions) {
        if (kind !== "mutation" || !policy || !CASES[name]) continue;
        // Open to everyone (the Clerk sign-up makes the viewer), or not the
        // student's to call at all.
        if (access === "anyone" || !mayCall(policy, "student")) continue;
        await CASES[name].prepare?.(w);
        const before = await snapshot(w.t);
        const outcome = await call(
          w,
          name,
          kind,
          "student",
          CASES[name].args(w),
        );
        const byGate =
          !outcome.ok &&
          outcome.code === "NotAuthorized" &&
          outcome.message.includes(
            "Your parent or guardian needs to approve your account first.",
          );
        if (OPEN_WHILE_AWAITING.includes(name)) {
          if (byGate) wrong.push(`${name}: refused by the gate`);
          continue;
        }
        gated++;
        if (!byGate) wrong.push(`${name}: ${explain(outcome)}`);
        else if ((await snapshot(w.t)) !== before)
          wrong.push(`${name}: refused, but wrote something`);
      }
      expect(wrong).toEqual([]);
      // Posting, replying, RSVPs, joining, sessions, tests, lessons …
      expect(gated).toBeGreaterThan(20);
      console.info(`consent gate (${state}): ${gated} mutations refused`);
    }, 120_000);
  },
);
