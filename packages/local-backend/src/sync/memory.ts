// What the sync server holds per connection, let go when the connection
// closes: its subscriptions (with their read sets and last results), its
// pending query set and identity changes, its identity. A closed session may
// still be referenced for a moment (a round of re-runs or a mutation in
// flight); what it held is released at once all the same.
//
// Kept on purpose after a client leaves: the answers to its mutations (the
// last 200 of each of 2,000 client sessions), so that a client reconnecting
// with mutations it had not seen resolved gets them answered once, not run
// twice (Convex keeps these for two weeks).
import type { Session } from "./session.js";

/** Counts of the sync server's per-connection structures. */
export type SyncStats = {
  /** Open connections. */
  sessions: number;
  /** Subscribed queries over all open connections. */
  queries: number;
  /** Subscriptions whose read sets are filed for commits to look up. */
  filedReadSets: number;
  /** Client sessions whose mutation answers are kept for replays. */
  answerClients: number;
  /** Mutation answers kept for replays, over all client sessions. */
  answers: number;
  /** A round of subscription re-runs is open (its snapshot held). */
  reRunning: boolean;
};

export function releaseSession(session: Session): void {
  session.closed = true;
  for (const q of session.queries.values()) session.reads.delete(q);
  session.queries.clear();
  session.pending = [];
  session.removed = [];
  session.identity = null;
  session.token = null;
}

export function countQueries(sessions: Iterable<Session>): number {
  let n = 0;
  for (const s of sessions) n += s.queries.size;
  return n;
}
