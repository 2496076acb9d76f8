// Evaluation of serialized `.filter(q => ...)` expressions over documents.
import { jsonToConvex, type JSONValue } from "convex/values";
import { compareValues, getFieldPath, type AnyValue } from "../values.js";

export type FilterExpr = Record<string, unknown>;

/** A JSON value from a query (range bound, literal) where `{$undefined: null}` means undefined. */
export function queryValue(json: unknown): AnyValue {
  if (typeof json === "object" && json !== null && "$undefined" in json)
    return undefined;
  return jsonToConvex(json as JSONValue);
}

function num(v: AnyValue): number | bigint {
  if (typeof v === "number" || typeof v === "bigint") return v;
  throw new Error(`Arithmetic on non-numeric value in filter: ${String(v)}`);
}

function arith(op: string, a: AnyValue, b: AnyValue): AnyValue {
  const x = num(a);
  const y = num(b);
  if (typeof x !== typeof y)
    throw new Error("Cannot mix int64 and float64 in filter arithmetic");
  const [p, q] = [x as number, y as number];
  switch (op) {
    case "$add":
      return p + q;
    case "$sub":
      return p - q;
    case "$mul":
      return p * q;
    case "$div":
      return p / q;
    default:
      return p % q;
  }
}

export function evaluate(doc: AnyValue, expr: FilterExpr): AnyValue {
  const [op] = Object.keys(expr);
  const arg = expr[op];
  const pair = (): [AnyValue, AnyValue] => {
    const [l, r] = arg as [FilterExpr, FilterExpr];
    return [evaluate(doc, l), evaluate(doc, r)];
  };
  switch (op) {
    case "$field":
      return getFieldPath(doc, arg as string);
    case "$literal":
      return queryValue(arg);
    case "$eq":
      return compareValues(...pair()) === 0;
    case "$neq":
      return compareValues(...pair()) !== 0;
    case "$lt":
      return compareValues(...pair()) < 0;
    case "$lte":
      return compareValues(...pair()) <= 0;
    case "$gt":
      return compareValues(...pair()) > 0;
    case "$gte":
      return compareValues(...pair()) >= 0;
    case "$and":
      return (arg as FilterExpr[]).every((e) => evaluate(doc, e) === true);
    case "$or":
      return (arg as FilterExpr[]).some((e) => evaluate(doc, e) === true);
    case "$not":
      return evaluate(doc, arg as FilterExpr) !== true;
    case "$neg": {
      const v = num(evaluate(doc, arg as FilterExpr));
      return -v;
    }
    case "$add":
    case "$sub":
    case "$mul":
    case "$div":
    case "$mod":
      return arith(op, ...pair());
    default:
      throw new Error(`Unsupported filter expression: ${JSON.stringify(expr)}`);
  }
}

export function matches(doc: AnyValue, filters: FilterExpr[]): boolean {
  return filters.every((f) => evaluate(doc, f) === true);
}
