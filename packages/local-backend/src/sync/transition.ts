// Bringing one session up to a timestamp: its pending changes applied, its
// stale queries re-run (a result shared by sessions asking the same query as
// the same caller), and one Transition with what changed since the last.
import type { Backend } from "../backend.js";
import type { Outcome } from "../backend/outcome.js";
import type { Round } from "./snapshot.js";
import { modificationJson, serializeResult } from "./serialized.js";
import {
  applyPending,
  encodeVersion,
  type Session,
  type StateVersion,
} from "./session.js";

/**
 * Re-runs the session's stale queries at `ts` (reading `round.store`, the
 * store as of `ts`, in the round's turns) and sends the Transition; nothing
 * when nothing changed.
 */
export async function updateSession(
  backend: Backend,
  session: Session,
  ts: bigint,
  cache: Map<string, Promise<Outcome>>,
  round: Pick<Round, "store" | "run">,
  authFree: AuthFreeQueries = new AuthFreeQueries(),
): Promise<void> {
  if (session.closed) return;
  applyPending(session);
  const end: StateVersion = {
    querySet: session.querySetVersion,
    identity: session.identityVersion,
    ts,
  };
  const stale = [...session.queries.entries()].filter(([, q]) => q.stale);
  const owed = session.transitionOwed;
  session.transitionOwed = false;
  const unchanged =
    !owed &&
    stale.length === 0 &&
    session.removed.length === 0 &&
    end.ts === session.sent.ts &&
    end.querySet === session.sent.querySet &&
    end.identity === session.sent.identity;
  if (unchanged) return;
  const identityKey =
    (session.admin ? "admin:" : "") +
    (session.identity
      ? session.identity.tokenIdentifier + JSON.stringify(session.identity)
      : "");
  const modifications: string[] = [];
  await Promise.all(
    stale.map(async ([queryId, q]) => {
      q.stale = false;
      // The same query and arguments for anyone: shared by every identity
      // once an execution of it is known not to have read the caller's.
      const shared = `${session.admin ? "admin" : ""}\u0000${q.udfPath}\u0000${JSON.stringify(q.args)}\u0000${JSON.stringify(q.journal)}`;
      const key = `${shared}\u0000${identityKey}`;
      const run = () => {
        const own = round.run(() =>
          backend.runQuery(q.udfPath, q.args, {
            identity: session.identity,
            authToken: session.token,
            allowInternal: session.admin,
            journal: q.journal,
            lockHeld: true,
            snapshot: round.store,
          }),
        );
        cache.set(key, own);
        return own;
      };
      let pending = cache.get(key);
      let borrowed = false;
      if (!pending && authFree.has(shared)) {
        pending = cache.get(shared);
        borrowed = pending !== undefined;
        if (!pending) cache.set(shared, (pending = run()));
      }
      pending ??= run();
      let full = await pending;
      if (full.readAuth) {
        authFree.delete(shared);
        // Read by another identity's execution: this one needs its own.
        if (borrowed) full = await run();
      } else {
        authFree.add(shared);
        if (!cache.has(shared)) cache.set(shared, pending);
      }
      if (!session.queries.has(queryId) || session.queries.get(queryId) !== q)
        return;
      q.readSet = full.readSet ?? null;
      session.reads.set(q, q.readSet);
      if (full.journal) q.journal = full.journal;
      const result = serializeResult(full, session.admin, (o, admin) =>
        backend.forClient(o, admin),
      );
      const journal = q.journal ? JSON.stringify(q.journal) : null;
      if (
        result.fingerprint === q.lastSent &&
        end.identity === session.sent.identity
      )
        return;
      q.lastSent = result.fingerprint;
      modifications.push(modificationJson(result, queryId, journal));
    }),
  );
  for (const queryId of session.removed)
    modifications.push(`{"type":"QueryRemoved","queryId":${queryId}}`);
  session.removed = [];
  session.sendText(
    `{"type":"Transition","startVersion":${JSON.stringify(encodeVersion(session.sent))},"endVersion":${JSON.stringify(encodeVersion(end))},"modifications":[${modifications.join(",")}]}`,
  );
  session.sent = end;
}

/**
 * The subscribed queries (by function, arguments and journal) whose last
 * execution did not read the caller's identity, so one execution serves every
 * identity. Bounded: forgetting one costs only a re-run per identity.
 */
export class AuthFreeQueries {
  private readonly keys = new Set<string>();

  has(key: string): boolean {
    return this.keys.has(key);
  }

  add(key: string): void {
    if (this.keys.size >= AUTH_FREE_KEPT) this.keys.clear();
    this.keys.add(key);
  }

  delete(key: string): void {
    this.keys.delete(key);
  }
}

const AUTH_FREE_KEPT = 10_000;
