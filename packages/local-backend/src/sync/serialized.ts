// A query result is serialized once, however many connections it goes to:
// connections subscribed to the same query (same arguments, caller and
// page) share one run's outcome, and with it one JSON text of its value and
// one fingerprint (what a connection compares with what it last sent). A
// round that re-runs a page 250 clients watch then writes its JSON once, not
// 500 times, and the 250 connections keep one copy of it, not 250.
import type { Outcome } from "../backend/outcome.js";

/** An outcome as a client may see it (what `Backend.forClient` returns). */
type ClientOutcome =
  | { success: true; value: unknown; logLines: unknown }
  | {
      success: false;
      errorMessage: string;
      logLines: unknown;
      errorData?: unknown;
    };

export type SerializedResult = {
  /** Compared with the last one sent to a connection: send only changes. */
  fingerprint: string;
  /** `QueryUpdated` or `QueryFailed`. */
  type: string;
  /** The modification's fields after `queryId`, as JSON, without `journal`. */
  fields: string;
};

const serialized = new WeakMap<Outcome, Map<boolean, SerializedResult>>();

export function serializeResult(
  full: Outcome,
  admin: boolean,
  forClient: (full: Outcome, admin: boolean) => ClientOutcome,
): SerializedResult {
  let mine = serialized.get(full);
  if (!mine) serialized.set(full, (mine = new Map()));
  let done = mine.get(admin);
  if (done) return done;
  const outcome = forClient(full, admin);
  if (outcome.success) {
    const value = JSON.stringify(outcome.value);
    done = {
      fingerprint: `ok:${value}`,
      type: "QueryUpdated",
      fields: `"value":${value},"logLines":${JSON.stringify(outcome.logLines)}`,
    };
  } else {
    const errorData = JSON.stringify(outcome.errorData ?? null);
    const errorMessage = JSON.stringify(outcome.errorMessage);
    done = {
      fingerprint: `err:${errorMessage}:${errorData}`,
      type: "QueryFailed",
      fields: `"errorMessage":${errorMessage},"logLines":${JSON.stringify(outcome.logLines)},"errorData":${errorData}`,
    };
  }
  mine.set(admin, done);
  return done;
}

/** One modification of a Transition, as JSON. */
export function modificationJson(
  result: SerializedResult,
  queryId: number,
  journal: string | null,
): string {
  return `{"type":"${result.type}","queryId":${queryId},${result.fields},"journal":${JSON.stringify(journal)}}`;
}
