// One sync WebSocket connection: its query set, identity and the versions
// last sent, the changes its client asked for that the next flush applies,
// and the protocol's encodings of timestamps and versions.
import type { WebSocket } from "ws";
import type { JSONValue } from "convex/values";
import type {
  Journal,
  RequestClient,
  UserIdentity,
} from "../runtime/context.js";
import type { ReadSet } from "../runtime/readSet.js";
import type { ReadIndex } from "./readIndex.js";

export type StateVersion = { querySet: number; identity: number; ts: bigint };

export type SubscribedQuery = {
  udfPath: string;
  args: JSONValue;
  journal: Journal;
  readSet: ReadSet | null;
  /** Serialized last result sent (value or error), to send only changes. */
  lastSent: string | null;
  stale: boolean;
};

export type PendingOp =
  | {
      type: "modify";
      baseVersion: number;
      newVersion: number;
      modifications: Array<Record<string, unknown>>;
    }
  | {
      type: "identity";
      identity: UserIdentity | null;
      token: string | null;
      admin: boolean;
      version: number;
    };

export type ClientMessage = { type: string } & Record<string, unknown>;

export function encodeTs(ts: bigint): string {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(ts);
  return b.toString("base64");
}

export function encodeVersion(v: StateVersion): {
  querySet: number;
  identity: number;
  ts: string;
} {
  return { querySet: v.querySet, identity: v.identity, ts: encodeTs(v.ts) };
}

function parseJournal(j: unknown): Journal {
  if (typeof j !== "string") return null;
  try {
    return JSON.parse(j) as Journal;
  } catch {
    return null;
  }
}

export class Session {
  queries = new Map<number, SubscribedQuery>();
  pending: PendingOp[] = [];
  removed: number[] = [];
  querySetVersion = 0;
  identityVersion = 0;
  identity: UserIdentity | null = null;
  token: string | null = null;
  /** Authenticated with the admin key: internal functions are callable. */
  admin = false;
  /**
   * A mutation that wrote nothing was acknowledged at the current timestamp:
   * the client resolves it only on a Transition, so send one even if empty.
   */
  transitionOwed = false;
  sent: StateVersion = { querySet: 0, identity: 0, ts: 0n };
  /** Serializes Authenticate/ModifyQuerySet handling, and separately mutations. */
  stateChain: Promise<void> = Promise.resolve();
  mutationChain: Promise<void> = Promise.resolve();
  lastSendAt = Date.now();
  closed = false;
  /** The client's own id, from its `Connect`: the same across its reconnects. */
  clientSessionId: string | null = null;

  constructor(
    readonly ws: WebSocket,
    /** The connecting client, as functions see it in `getRequestMetadata()`. */
    readonly client: RequestClient,
    /** The sync server's index of every subscription's read set. */
    readonly reads: ReadIndex<SubscribedQuery>,
  ) {}

  send(message: Record<string, unknown>): void {
    this.sendText(JSON.stringify(message));
  }

  /** A message already serialized. */
  sendText(text: string): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.lastSendAt = Date.now();
    this.ws.send(text);
  }
}

/** Identity as of the messages processed so far (pending identity changes included). */
export function currentIdentity(session: Session): {
  identity: UserIdentity | null;
  token: string | null;
  admin: boolean;
} {
  for (let i = session.pending.length - 1; i >= 0; i--) {
    const op = session.pending[i];
    if (op.type === "identity")
      return { identity: op.identity, token: op.token, admin: op.admin };
  }
  return {
    identity: session.identity,
    token: session.token,
    admin: session.admin,
  };
}

/** Apply the session's pending query set and identity changes, in order. */
export function applyPending(session: Session): void {
  for (const op of session.pending) {
    if (op.type === "identity") {
      session.identity = op.identity;
      session.token = op.token;
      session.admin = op.admin;
      session.identityVersion = op.version;
      for (const q of session.queries.values()) q.stale = true;
      continue;
    }
    if (op.baseVersion !== session.querySetVersion) {
      session.send({
        type: "FatalError",
        error: `Query set version mismatch: base ${op.baseVersion}, server at ${session.querySetVersion}`,
      });
      session.ws.close();
      return;
    }
    for (const m of op.modifications) {
      const queryId = m.queryId as number;
      if (m.type === "Add") {
        const replaced = session.queries.get(queryId);
        if (replaced) session.reads.delete(replaced);
        session.queries.set(queryId, {
          udfPath: m.udfPath as string,
          args: ((m.args as JSONValue[]) ?? [])[0] ?? {},
          journal: parseJournal(m.journal),
          readSet: null,
          lastSent: null,
          stale: true,
        });
        session.removed = session.removed.filter((id) => id !== queryId);
      } else if (m.type === "Remove") {
        const removed = session.queries.get(queryId);
        if (removed) session.reads.delete(removed);
        session.queries.delete(queryId);
        session.removed.push(queryId);
      }
    }
    session.querySetVersion = op.newVersion;
  }
  session.pending = [];
}
