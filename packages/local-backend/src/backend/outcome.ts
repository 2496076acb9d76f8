// What a function call ends in, and what its caller and the backend's log
// see of it: the outcome types, the options a call takes, the error that
// travels back to a calling function, and a failure as production shows it.
import type { Store } from "../db/store.js";
import type { JSONValue } from "convex/values";
import type { RegisteredFunction } from "../modules.js";
import type {
  Journal,
  RequestClient,
  UdfKind,
  UserIdentity,
} from "../runtime/context.js";
import type { ReadSet } from "../runtime/readSet.js";
import type { Transaction } from "../runtime/transaction.js";

export type Outcome =
  | {
      success: true;
      value: JSONValue;
      logLines: string[];
      ts?: bigint;
      readSet?: ReadSet;
      /** A query read the caller's identity (its result is theirs alone). */
      readAuth?: boolean;
      journal?: Journal;
      documentsRead?: number;
    }
  | {
      success: false;
      errorMessage: string;
      errorData?: JSONValue;
      /** The request id in `errorMessage`, and in the backend's log entry for the failure. */
      requestId?: string;
      logLines: string[];
      ts?: undefined;
      readSet?: ReadSet;
      readAuth?: boolean;
      journal?: Journal;
      documentsRead?: number;
    };

export type CallOptions = {
  identity?: UserIdentity | null;
  authToken?: string | null;
  /** Server-side callers (scheduler, crons, seeding, other functions) may call internal functions. */
  allowInternal?: boolean;
  /** Subscription re-runs pass the journal of the previous run. */
  journal?: Journal;
  /** The read lock is not taken: the caller holds it, or passes `snapshot` (subscription updates). */
  lockHeld?: boolean;
  /** A query reads this committed snapshot, without the lock (subscription updates). */
  snapshot?: Store;
  /** Called synchronously right after a mutation commits (or fails), before subscribers hear of it. */
  onCommit?: (outcome: Outcome) => void;
  /** Extra writes in the mutation's transaction, just before commit. */
  beforeCommit?: (tx: Transaction) => void;
  scheduledFunctionId?: string | null;
  /** The client whose request this is (WebSocket or HTTP); nested calls inherit it. */
  client?: RequestClient;
  /**
   * Run this function instead of resolving the path (the path only names it
   * in logs): an in-process test's `t.run(ctx => …)`, built with the caller's
   * own `internalMutationGeneric`.
   */
  adHoc?: RegisteredFunction;
  /** The component whose function `udfPath` names ("" or absent: the app). */
  componentPath?: string;
};

/**
 * `production` (the default): clients get no function log lines and no
 * detail of an error without ConvexError data (exactly `[Request ID: <id>]
 * Server Error`), as on a Convex production deployment; the detail goes to
 * the backend's own log. `development`: both are sent, as a Convex dev
 * deployment does. Admin callers (the admin key) see everything in both
 * modes, as Convex lets admin authorization see logs.
 */
export type BackendMode = "production" | "development";

/** What a caller may see of a function's outcome. */
export type ClientOutcome =
  | { success: true; value: JSONValue; logLines: string[] }
  | {
      success: false;
      errorMessage: string;
      errorData?: JSONValue;
      logLines: string[];
    };

export const KIND_LETTER: Record<UdfKind, string> = {
  query: "Q",
  mutation: "M",
  action: "A",
  http: "H",
};

/** An error whose message and ConvexError data travel to the calling function (syscall rejection shape). */
export class SyscallError extends Error {
  constructor(
    message: string,
    readonly data?: JSONValue,
  ) {
    super(message);
  }
}

export function isConvexError(e: unknown): e is Error & { data: unknown } {
  return typeof e === "object" && e !== null && Symbol.for("ConvexError") in e;
}

/** A failure as a production client sees it: the request id, nothing else. */
export function redactedMessage(outcome: {
  errorMessage: string;
  requestId?: string;
}): string {
  const id =
    outcome.requestId ??
    /^\[Request ID: ([^\]]*)\]/.exec(outcome.errorMessage)?.[1];
  return id ? `[Request ID: ${id}] Server Error` : "Server Error";
}
