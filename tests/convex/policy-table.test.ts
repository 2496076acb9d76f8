/// <reference types="vite/client" />
/**
 * The derived policy (convex/lib/policy.ts) covers the backend: every public
 * query, mutation and action the backend registers is made with a builder of
 * convex/functions.ts (or is Convex Auth's own), so it has a policy and a new
 * public function cannot land without one; each permission of
 * convex/lib/permissions.ts is declared by a function, under its own name;
 * and every function has a case in the policy tests (fixtures/policyCases.ts).
 */
import { describe, expect, it } from "vitest";
import * as permissions from "../../convex/lib/permissions";
import { accessAdmits, CALLERS } from "../../convex/lib/policy";
import { CASES } from "./fixtures/policyCases";
import { publicFunctions } from "./fixtures/policyWorld";

/** The rules lib/permissions.ts exports, by export name. */
const RULES = (Object.entries(permissions) as [string, unknown][]).filter(
  (entry): entry is [string, permissions.Permission] => {
    const value = entry[1] as Partial<permissions.Permission> | null;
    return (
      typeof value === "object" &&
      value !== null &&
      typeof value.name === "string" &&
      Array.isArray(value.admits)
    );
  },
);

describe("the policy table", () => {
  it("has an entry for every public function, and none for a function that does not exist", async () => {
    const functions = await publicFunctions();
    const registered = [...functions.keys()].sort();
    const missing = registered.filter((name) => !functions.get(name)!.policy);
    const declared = new Set(
      [...functions.values()].map((f) => f.permission).filter(Boolean),
    );
    const stale = RULES.filter(([, rule]) => !declared.has(rule)).map(
      ([name]) => name,
    );
    expect(
      missing,
      "public functions made with no builder of convex/functions.ts",
    ).toEqual([]);
    expect(stale, "permissions no public function declares").toEqual([]);
    expect(
      RULES.filter(([name, rule]) => rule.name !== name).map(([name]) => name),
      "permissions whose name is not their export's",
    ).toEqual([]);
    expect(Object.keys(CASES).sort(), "a test case per function").toEqual(
      registered,
    );
  });

  it("matches the builder each function is made with", async () => {
    const wrong: string[] = [];
    for (const [name, { access, policy }] of await publicFunctions()) {
      if (!policy) continue;
      // Convex Auth's own functions are the library's, open to everyone.
      if (access === undefined) continue;
      const gate = CALLERS.filter((c) => accessAdmits(access, c));
      const outside = policy.who.filter((c) => !gate.includes(c));
      if (outside.length > 0)
        wrong.push(`${name}: the ${access} gate refuses ${outside.join(", ")}`);
      const narrowed = gate.filter((c) => !policy.who.includes(c));
      if (narrowed.length > 0 && !policy.owner && !policy.narrower)
        wrong.push(
          `${name}: the ${access} gate also admits ${narrowed.join(", ")}; ` +
            "use a narrower builder, or declare the permission that narrows it",
        );
    }
    expect(wrong).toEqual([]);
  });
});
