// Validation of Convex values against exported validator JSON (the `.json`
// of `v.*` validators), used for function arguments, return values and
// schema enforcement. Messages follow the Convex backend's wording.
import { jsonToConvex, type Value } from "convex/values";
import { compareValues, isSimpleObject, type AnyValue } from "./values.js";

export type ValidatorJson =
  | {
      type:
        | "null"
        | "number"
        | "bigint"
        | "boolean"
        | "string"
        | "bytes"
        | "any"
        | "commitTs";
    }
  | { type: "literal"; value: unknown }
  | { type: "id"; tableName: string }
  | { type: "array"; value: ValidatorJson }
  | {
      type: "record";
      keys: ValidatorJson;
      values: { fieldType: ValidatorJson; optional: boolean };
    }
  | { type: "union"; value: ValidatorJson[] }
  | {
      type: "object";
      value: Record<string, { fieldType: ValidatorJson; optional: boolean }>;
    };

/** Resolves the table an id belongs to (null when the string is not an id). */
export type IdTableResolver = (id: string) => string | null;

export function printValue(v: AnyValue): string {
  if (v === undefined) return "undefined";
  if (v === null) return "null";
  if (typeof v === "bigint") return `${v}n`;
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (v instanceof ArrayBuffer) return `ArrayBuffer(${v.byteLength})`;
  if (Array.isArray(v)) return `[${v.map(printValue).join(", ")}]`;
  return `{${Object.entries(v)
    .filter(([, x]) => x !== undefined)
    .map(([k, x]) => `${k}: ${printValue(x)}`)
    .join(", ")}}`;
}

export function printValidator(v: ValidatorJson): string {
  switch (v.type) {
    case "number":
      return "v.float64()";
    case "bigint":
      return "v.int64()";
    case "literal":
      return `v.literal(${printValue(jsonToConvex(v.value as never))})`;
    case "id":
      return `v.id("${v.tableName}")`;
    case "array":
      return `v.array(${printValidator(v.value)})`;
    case "record":
      return `v.record(${printValidator(v.keys)}, ${printValidator(v.values.fieldType)})`;
    case "union":
      return `v.union(${v.value.map(printValidator).join(", ")})`;
    case "object":
      return `v.object({${Object.entries(v.value)
        .map(
          ([k, f]) =>
            `${k}: ${f.optional ? `v.optional(${printValidator(f.fieldType)})` : printValidator(f.fieldType)}`,
        )
        .join(", ")}})`;
    default:
      return `v.${v.type}()`;
  }
}

class Mismatch extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

function check(
  validator: ValidatorJson,
  value: AnyValue,
  path: string,
  idTable: IdTableResolver,
): void {
  const fail = (): never => {
    throw new Mismatch(`Value does not match validator.`, path);
  };
  switch (validator.type) {
    case "any":
      if (value === undefined) fail();
      return;
    case "null":
      if (value !== null) fail();
      return;
    case "number":
      if (typeof value !== "number") fail();
      return;
    case "bigint":
    case "commitTs":
      if (typeof value !== "bigint") fail();
      return;
    case "boolean":
      if (typeof value !== "boolean") fail();
      return;
    case "string":
      if (typeof value !== "string") fail();
      return;
    case "bytes":
      if (!(value instanceof ArrayBuffer)) fail();
      return;
    case "literal":
      if (compareValues(value, jsonToConvex(validator.value as never)) !== 0)
        fail();
      return;
    case "id":
      if (typeof value !== "string" || idTable(value) !== validator.tableName)
        fail();
      return;
    case "array":
      if (!Array.isArray(value)) fail();
      (value as Value[]).forEach((item, i) =>
        check(validator.value, item, `${path}[${i}]`, idTable),
      );
      return;
    case "record":
      if (!isSimpleObject(value)) fail();
      for (const [k, item] of Object.entries(value as Record<string, Value>)) {
        if (item === undefined) continue;
        check(validator.keys, k, `${path}.${k}`, idTable);
        check(validator.values.fieldType, item, `${path}.${k}`, idTable);
      }
      return;
    case "union":
      for (const option of validator.value) {
        try {
          check(option, value, path, idTable);
          return;
        } catch (e) {
          if (!(e instanceof Mismatch)) throw e;
        }
      }
      fail();
      return;
    case "object": {
      if (!isSimpleObject(value)) fail();
      const obj = value as Record<string, Value>;
      for (const [k, { fieldType, optional }] of Object.entries(
        validator.value,
      )) {
        if (obj[k] === undefined) {
          if (!optional) {
            throw new Mismatch(
              `Object is missing the required field \`${k}\`. Consider wrapping the field validator in \`v.optional(...)\` if this is expected.`,
              path,
            );
          }
        } else {
          check(fieldType, obj[k], `${path}.${k}`, idTable);
        }
      }
      for (const k of Object.keys(obj)) {
        if (obj[k] !== undefined && !(k in validator.value)) {
          throw new Mismatch(
            `Object contains extra field \`${k}\` that is not in the validator.`,
            path,
          );
        }
      }
      return;
    }
  }
}

/**
 * Returns null when `value` matches, otherwise a Convex-style description
 * ("<reason>\n\nPath: .a.b\nValue: ...\nValidator: ...").
 */
export function validate(
  validator: ValidatorJson,
  value: AnyValue,
  idTable: IdTableResolver,
): string | null {
  try {
    check(validator, value, "", idTable);
    return null;
  } catch (e) {
    if (!(e instanceof Mismatch)) throw e;
    const lines = [e.message, ""];
    if (e.path) lines.push(`Path: ${e.path}`);
    lines.push(
      `Value: ${printValue(value)}`,
      `Validator: ${printValidator(validator)}`,
    );
    return lines.join("\n");
  }
}
