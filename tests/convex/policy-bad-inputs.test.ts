/// <reference types="vite/client" />
/**
 * Every public function is sent bad arguments (wrong types, missing and
 * unknown fields, huge strings, NaN, ±Infinity and out-of-range numbers, ids
 * of other tables), as a caller its derived policy admits: each is refused
 * with a ConvexError or a validator error and nothing is written; a query
 * may instead answer calmly (nothing found) to a string it cannot use, but
 * never to a bad number, and never fails with anything else.
 */
import { type Value } from "convex/values";
import { describe, expect, it } from "vitest";
import { mayCall, type Caller } from "../../convex/lib/policy";
import { CASES } from "./fixtures/policyCases";
import {
  call,
  explain,
  makeWorld,
  publicFunctions,
  snapshot,
  useAuthKeys,
  type ValidatorJson,
} from "./fixtures/policyWorld";

useAuthKeys();

const tally = { badInputs: 0, clearErrors: 0, queriesAnsweredCalmly: 0 };

const HUGE = "x".repeat(1_000_000);
const BAD_NUMBERS = [NaN, Infinity, -Infinity, 1e300, -1e300];

/**
 * Arguments that must be refused: for each field (and each field of a nested
 * object), a value of the wrong type, and where it has a type, values out of
 * any sane range for it; the field left out; an unknown field added.
 */
function badArguments(
  validator: ValidatorJson,
  valid: Record<string, Value>,
  foreignId: (table: string) => string,
): { what: string; args: Record<string, Value> }[] {
  if (validator.type !== "object") return [];
  const out: { what: string; args: Record<string, Value> }[] = [
    { what: "an unknown field", args: { ...valid, unexpected: 1 } },
  ];
  for (const [field, { fieldType, optional }] of Object.entries(
    validator.value,
  )) {
    const set = (value: Value | undefined, what: string) => {
      const args = { ...valid };
      if (value === undefined) delete args[field];
      else args[field] = value;
      out.push({ what: `${field}: ${what}`, args });
    };
    if (!optional) set(undefined, "left out");
    for (const [value, what] of wrongValues(fieldType, valid[field], foreignId))
      set(value, what);
  }
  return out;
}

function wrongValues(
  v: ValidatorJson,
  current: Value | undefined,
  foreignId: (table: string) => string,
): [Value, string][] {
  switch (v.type) {
    case "string":
      return [
        [12345, "a number"],
        [HUGE, "a 1,000,000-character string"],
      ];
    case "number":
      return [
        ["12", "a string"],
        ...BAD_NUMBERS.map((n): [Value, string] => [n, String(n)]),
      ];
    case "boolean":
      return [["yes", "a string"]];
    case "id":
      return [
        ["not-an-id", "a string that is no id"],
        [foreignId(v.tableName), `an id of another table than ${v.tableName}`],
      ];
    case "literal":
      return [["not-one-of-these", "another string"]];
    case "array":
      return [["x", "a string"]];
    case "union": {
      const out: [Value, string][] = [];
      if (v.value.every((m) => m.type === "literal"))
        out.push(["not-one-of-these", "another string"]);
      else if (!v.value.some((m) => m.type === "string"))
        out.push([{ bogus: true }, "an object of no member's shape"]);
      // The member the valid value has, with one of its own fields wrong.
      const member = v.value.find(
        (m) =>
          m.type === "object" &&
          current !== null &&
          typeof current === "object" &&
          Object.entries(m.value).every(
            ([k, f]) =>
              f.fieldType.type !== "literal" ||
              (current as Record<string, Value>)[k] === f.fieldType.value,
          ),
      );
      if (member?.type === "object")
        out.push(
          ...badArguments(
            member,
            current as Record<string, Value>,
            foreignId,
          ).map(({ what, args }): [Value, string] => [args, `{ ${what} }`]),
        );
      return out;
    }
    case "object":
      return [
        ["x", "a string"],
        ...badArguments(
          v,
          (current ?? {}) as Record<string, Value>,
          foreignId,
        ).map(({ what, args }): [Value, string] => [args, `{ ${what} }`]),
      ];
    default:
      return [];
  }
}

describe("bad arguments", () => {
  it("are refused by every public function with a clear error, writing nothing", async () => {
    const functions = await publicFunctions();
    const wrong: string[] = [];
    const w = await makeWorld();
    // An id of some table other than the one asked for.
    const ids: Record<string, string> = {
      users: w.people.student.userId,
      forum_threads: w.threadId,
    };
    const foreignId = (table: string) =>
      table === "users" ? ids.forum_threads : ids.users;
    for (const [name, { kind, args: validator, policy }] of functions) {
      const testCase = CASES[name];
      if (!policy || !testCase) continue;
      await testCase.prepare?.(w);
      const caller: Caller | "owner" = policy.owner
        ? "owner"
        : (
            [
              "student",
              "admin",
              "verifiedMentor",
              "parent",
              "anonymous",
            ] as const
          ).find((c) => mayCall(policy, c))!;
      for (const { what, args } of badArguments(
        validator,
        testCase.args(w),
        foreignId,
      )) {
        if (
          what.endsWith(": a 1,000,000-character string") &&
          testCase.anyLength?.fields.includes(what.split(":")[0])
        )
          continue;
        tally.badInputs++;
        const before = kind === "query" ? null : await snapshot(w.t);
        const outcome = await call(w, name, kind, caller, args);
        const clear =
          !outcome.ok &&
          (outcome.code !== null || /Validator error/.test(outcome.message));
        // Also a nested field's ("paginationOpts: { numItems: NaN }").
        const badNumber = BAD_NUMBERS.some((n) =>
          what.replace(/( \})+$/, "").endsWith(`: ${n}`),
        );
        if (kind === "query" && !badNumber) {
          // A query may also answer calmly (null, nothing found); it must never crash.
          if (clear) tally.clearErrors++;
          else if (outcome.ok) tally.queriesAnsweredCalmly++;
          else wrong.push(`${name} with ${what}: ${explain(outcome)}`);
          continue;
        }
        if (!clear)
          wrong.push(`${name} with ${what}: not refused (${explain(outcome)})`);
        else if (before !== null && (await snapshot(w.t)) !== before)
          wrong.push(`${name} with ${what}: refused, but wrote something`);
        else tally.clearErrors++;
      }
    }
    expect(wrong).toEqual([]);
    console.info(
      `policy: ${tally.badInputs} bad inputs: ${tally.clearErrors} clear errors, ` +
        `${tally.queriesAnsweredCalmly} calm query answers, 0 writes`,
    );
  }, 300_000);
});
