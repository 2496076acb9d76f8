// The WebSocket sync protocol spoken by ConvexClient / ConvexReactClient
// (convex/browser/sync/protocol.d.ts). Each connection is a session with a
// query set; after every commit, queries whose read set the commit touched are
// re-run, and every session gets one Transition to the new timestamp with the
// changed results. Mutation responses are sent right at commit, so they reach
// the caller before the Transition that includes the write.
import { randomBytes } from "node:crypto";
import type { WebSocket, RawData } from "ws";
import type { JSONValue } from "convex/values";
import type { Backend } from "./backend.js";
import type { Outcome } from "./backend/outcome.js";
import type { AuthVerifier } from "./auth.js";
import type { IncomingMessage } from "node:http";
import type { RequestClient } from "./runtime/context.js";
import type { WriteEffect } from "./db/documents.js";
import { describeFailure } from "./failure.js";
import { MAX_WEBSOCKET_MESSAGE_BYTES } from "./http/common.js";
import {
  Session,
  currentIdentity,
  encodeTs,
  type ClientMessage,
  type SubscribedQuery,
} from "./sync/session.js";
import { AuthFreeQueries, updateSession } from "./sync/transition.js";
import { ReadIndex } from "./sync/readIndex.js";
import { SnapshotReader } from "./sync/snapshot.js";
import { countQueries, releaseSession, type SyncStats } from "./sync/memory.js";

const PING_INTERVAL_MS = 15_000;
/** A mutation that took this long from arrival to commit is logged. */
const SLOW_MUTATION_MS = 2_000;

/** A MutationResponse as sent. */
type Answer = Record<string, unknown>;

/** Answers kept per client session, and client sessions remembered, for replays. */
const ANSWERS_PER_CLIENT = 200;
const CLIENTS_REMEMBERED = 2_000;

const markStale = (q: SubscribedQuery) => {
  q.stale = true;
};

export class SyncServer {
  private sessions = new Set<Session>();
  /**
   * Each client session's mutation answers by request id. After a reconnect
   * the client sends again every mutation whose result it has not yet seen
   * in a Transition, answered or not; like Convex, a mutation is run once
   * and the first answer is sent again.
   */
  private answers = new Map<string, Map<number, Promise<Answer>>>();
  private flushing = false;
  private flushRequested = false;
  private pingTimer: NodeJS.Timeout;
  private unsubscribe: () => void;
  /** Subscriptions re-run from a committed snapshot: commits never wait for them. */
  private readonly snapshots: SnapshotReader;
  /** Every subscription's read set, filed by what it read (a commit looks up what it wrote). */
  private readonly reads = new ReadIndex<SubscribedQuery>();
  /** Queries whose results are the same for every identity (shared in a round). */
  private readonly authFree = new AuthFreeQueries();

  constructor(
    private readonly backend: Backend,
    private readonly auth: AuthVerifier,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.snapshots = new SnapshotReader(backend.store);
    this.unsubscribe = backend.onCommit((ts, effects) =>
      this.onCommit(ts, effects),
    );
    this.pingTimer = setInterval(() => {
      const now = Date.now();
      for (const s of this.sessions)
        if (now - s.lastSendAt >= PING_INTERVAL_MS) s.send({ type: "Ping" });
    }, PING_INTERVAL_MS / 3);
    this.pingTimer.unref();
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  /** What the sync server holds now (tests check it is let go when clients leave). */
  stats(): SyncStats {
    let answers = 0;
    for (const mine of this.answers.values()) answers += mine.size;
    return {
      sessions: this.sessions.size,
      queries: countQueries(this.sessions),
      filedReadSets: this.reads.size,
      answerClients: this.answers.size,
      answers,
      reRunning: this.snapshots.open,
    };
  }

  handleConnection(ws: WebSocket, req?: IncomingMessage): void {
    const session = new Session(ws, clientOf(req), this.reads);
    this.sessions.add(session);
    ws.on("message", (data: RawData) => {
      let msg: ClientMessage;
      try {
        msg = JSON.parse(data.toString()) as ClientMessage;
      } catch {
        this.log(
          "[sync] A message that is not JSON closed its connection (FatalError: Invalid message)",
        );
        session.send({ type: "FatalError", error: "Invalid message" });
        ws.close();
        return;
      }
      this.onMessage(session, msg);
    });
    ws.on("close", () => {
      this.sessions.delete(session);
      releaseSession(session);
    });
    ws.on("error", (e: Error & { code?: string }) => {
      // What the message carried (a mutation, say) was never run: say why.
      this.log(
        e.code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH"
          ? `[sync] A message larger than the limit of ${MAX_WEBSOCKET_MESSAGE_BYTES / 1024 / 1024} MiB closed its connection (1009); it was not processed`
          : `[sync] The connection failed and was closed: ${e.message}`,
      );
      ws.close();
    });
  }

  private onMessage(session: Session, msg: ClientMessage): void {
    switch (msg.type) {
      case "Connect":
        if (typeof msg.sessionId === "string")
          session.clientSessionId = msg.sessionId;
        return;
      case "Event":
        return;
      case "ModifyQuerySet":
        session.stateChain = session.stateChain.then(() => {
          session.pending.push({
            type: "modify",
            baseVersion: msg.baseVersion as number,
            newVersion: msg.newVersion as number,
            modifications: msg.modifications as Array<Record<string, unknown>>,
          });
          this.requestFlush();
        });
        return;
      case "Authenticate":
        session.stateChain = session.stateChain
          .then(() => this.authenticate(session, msg))
          // A rejected chain would hold back every later message of the
          // session: drop the connection instead; the client reconnects and
          // authenticates again.
          .catch((e: unknown) => this.dropSession(session, "Authenticate", e));
        return;
      case "Mutation":
        // mutation() answers every request itself, even when the backend fails.
        session.mutationChain = session.mutationChain.then(() =>
          this.mutation(session, msg),
        );
        return;
      case "Action":
        void this.action(session, msg);
        return;
      default:
        this.log(
          `[sync] Unknown message type ${String(msg.type)} closed its connection (FatalError)`,
        );
        session.send({
          type: "FatalError",
          error: `Unknown message type ${msg.type}`,
        });
        session.ws.close();
    }
  }

  private async authenticate(
    session: Session,
    msg: ClientMessage,
  ): Promise<void> {
    const baseVersion = msg.baseVersion as number;
    const version = baseVersion + 1;
    if (msg.tokenType === "None") {
      session.pending.push({
        type: "identity",
        identity: null,
        token: null,
        admin: false,
        version,
      });
      this.requestFlush();
      return;
    }
    if (msg.tokenType === "Admin") {
      try {
        const caller = this.auth.adminCaller(msg.value, msg.impersonating);
        session.pending.push({ type: "identity", ...caller, version });
        this.requestFlush();
      } catch (e) {
        session.send({
          type: "AuthError",
          error: e instanceof Error ? e.message : String(e),
          baseVersion,
          authUpdateAttempted: true,
        });
      }
      return;
    }
    if (msg.tokenType !== "User") {
      session.send({
        type: "AuthError",
        error: `Unknown token type ${String(msg.tokenType)}`,
        baseVersion,
        authUpdateAttempted: true,
      });
      return;
    }
    const token = msg.value as string;
    try {
      const identity = await this.auth.verify(token);
      session.pending.push({
        type: "identity",
        identity,
        token,
        admin: false,
        version,
      });
      this.requestFlush();
    } catch (e) {
      session.send({
        type: "AuthError",
        error: e instanceof Error ? e.message : String(e),
        baseVersion,
        authUpdateAttempted: true,
      });
    }
  }

  /**
   * Runs one mutation and answers it. A failure of the backend itself (not
   * of the function, which is an ordinary failed outcome) is answered as a
   * server error, never left unanswered: the caller would wait forever.
   */
  private async mutation(session: Session, msg: ClientMessage): Promise<void> {
    const queued = Date.now();
    const requestId = msg.requestId as number;
    const earlier = this.answerOf(session, requestId);
    if (earlier) return this.sendAnswer(session, await earlier);
    let remember: (answer: Answer) => void = () => {};
    this.keepAnswer(
      session,
      requestId,
      new Promise<Answer>((resolve) => (remember = resolve)),
    );
    let answered = false;
    const { admin: callerAdmin } = currentIdentity(session);
    const answer = (outcome: Outcome, admin: boolean) => {
      answered = true;
      const message = this.response(
        "MutationResponse",
        requestId,
        outcome,
        admin,
      );
      remember(message);
      this.sendAnswer(session, message);
    };
    try {
      await session.stateChain; // a mutation sent after Authenticate runs with that identity
      const authWait = Date.now() - queued;
      const { identity, token, admin } = currentIdentity(session);
      const args = (msg.args as JSONValue[])[0] ?? {};
      await this.backend.runMutation(msg.udfPath as string, args, {
        identity,
        authToken: token,
        allowInternal: admin,
        client: session.client,
        onCommit: (outcome) => {
          const total = Date.now() - queued;
          // Evidence for a slow step under load: waiting for auth, for the lock, or running.
          if (total >= SLOW_MUTATION_MS)
            this.log(
              `[sync] slow mutation ${String(msg.udfPath)}: ${total} ms (${authWait} ms waiting for the session's authentication)`,
            );
          answer(outcome, admin);
        },
      });
    } catch (e) {
      const failure = this.logFailure("mutation", msg, e);
      if (!answered) answer(failure, callerAdmin);
    }
  }

  private answerOf(
    session: Session,
    requestId: number,
  ): Promise<Answer> | undefined {
    const id = session.clientSessionId;
    return id === null ? undefined : this.answers.get(id)?.get(requestId);
  }

  private keepAnswer(
    session: Session,
    requestId: number,
    answer: Promise<Answer>,
  ): void {
    const id = session.clientSessionId;
    if (id === null) return;
    let mine = this.answers.get(id);
    if (mine)
      this.answers.delete(id); // re-inserted last: the most recent client
    else mine = new Map();
    this.answers.set(id, mine);
    mine.set(requestId, answer);
    // Maps iterate in insertion order: the first keys are the oldest.
    if (mine.size > ANSWERS_PER_CLIENT) mine.delete(mine.keys().next().value!);
    if (this.answers.size > CLIENTS_REMEMBERED)
      this.answers.delete(this.answers.keys().next().value!);
  }

  /**
   * A mutation's answer (the first one again, for a mutation sent again), and
   * after a success the Transition the client waits for before it resolves.
   */
  private sendAnswer(session: Session, answer: Answer): void {
    session.send(answer);
    if (answer.success === true) {
      session.transitionOwed = true;
      this.requestFlush();
    }
  }

  private async action(session: Session, msg: ClientMessage): Promise<void> {
    let outcome: Outcome;
    let admin = currentIdentity(session).admin;
    try {
      await session.stateChain;
      const caller = currentIdentity(session);
      const { identity, token } = caller;
      admin = caller.admin;
      const args = (msg.args as JSONValue[])[0] ?? {};
      outcome = await this.backend.runAction(msg.udfPath as string, args, {
        identity,
        authToken: token,
        allowInternal: admin,
        client: session.client,
      });
    } catch (e) {
      outcome = this.logFailure("action", msg, e);
    }
    session.send(
      this.response("ActionResponse", msg.requestId as number, outcome, admin),
    );
  }

  /** Logs a failure of the backend itself; the caller's answer carries the same request id. */
  private logFailure(kind: string, msg: ClientMessage, e: unknown): Outcome {
    const failure = serverError();
    this.log(
      `[sync] ${kind} ${String(msg.udfPath)} failed in the backend [Request ID: ${failure.requestId}]: ${describeFailure(e)}`,
    );
    return failure;
  }

  /** Logs why, and closes the connection: the client reconnects and starts the session afresh. */
  private dropSession(session: Session, step: string, e: unknown): void {
    this.log(
      `[sync] ${step} failed in the backend, closing the connection: ${describeFailure(e)}`,
    );
    session.ws.close();
  }

  private response(
    type: "MutationResponse" | "ActionResponse",
    requestId: number,
    full: Outcome,
    admin: boolean,
  ): Record<string, unknown> {
    const outcome = this.backend.forClient(full, admin);
    if (outcome.success) {
      const base: Record<string, unknown> = {
        type,
        requestId,
        success: true,
        result: outcome.value,
        logLines: outcome.logLines,
      };
      if (type === "MutationResponse")
        base.ts = encodeTs(full.ts ?? this.backend.ts);
      return base;
    }
    const failed: Record<string, unknown> = {
      type,
      requestId,
      success: false,
      result: outcome.errorMessage,
      logLines: outcome.logLines,
    };
    if (outcome.errorData !== undefined) failed.errorData = outcome.errorData;
    return failed;
  }

  private onCommit(_ts: bigint, effects: readonly WriteEffect[] | "all"): void {
    this.snapshots.committed(effects);
    if (effects === "all") return this.invalidateAll();
    this.reads.touched(effects, markStale);
    this.requestFlush();
  }

  /** Functions were reloaded: re-run every subscription. */
  invalidateAll(): void {
    for (const s of this.sessions)
      for (const q of s.queries.values()) q.stale = true;
    this.requestFlush();
  }

  private requestFlush(): void {
    this.flushRequested = true;
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => {
      this.flush().catch((e: unknown) =>
        this.log(
          `[sync] Flushing subscriptions failed in the backend: ${describeFailure(e)}`,
        ),
      );
    });
  }

  /** Bring every session up to the current timestamp, one consistent snapshot for all. */
  private async flush(): Promise<void> {
    try {
      while (this.flushRequested) {
        this.flushRequested = false;
        // The snapshot and its timestamp are taken in one tick: no commit between.
        const round = this.snapshots.begin(this.backend.ts);
        let later;
        try {
          const cache = new Map<string, Promise<Outcome>>();
          await Promise.all(
            [...this.sessions].map((s) =>
              // One session failing must not cost the others their update.
              updateSession(
                this.backend,
                s,
                round.ts,
                cache,
                round,
                this.authFree,
              ).catch((e: unknown) =>
                this.dropSession(s, "Updating subscriptions", e),
              ),
            ),
          );
        } finally {
          later = this.snapshots.end();
        }
        // What commits made during the round wrote into what its re-runs read
        // (their new read sets) is stale: the next round re-runs it.
        for (const effects of later) {
          if (effects === "all") {
            this.invalidateAll();
            break;
          }
          this.reads.touched(effects, (q) => {
            if (q.stale) return;
            q.stale = true;
            this.flushRequested = true;
          });
        }
      }
    } finally {
      this.flushing = false;
      if (this.flushRequested) this.requestFlush();
    }
  }

  close(): void {
    clearInterval(this.pingTimer);
    this.unsubscribe();
    this.snapshots.close();
    for (const s of this.sessions) s.ws.close();
    this.sessions.clear();
  }
}

/** What a caller hears when the backend itself fails: Convex's own words, with the request id of the log entry. */
function serverError(): Outcome & { requestId: string } {
  const requestId = randomBytes(8).toString("hex");
  return {
    success: false,
    errorMessage: `[Request ID: ${requestId}] Server Error`,
    requestId,
    logLines: [],
  };
}

/** The client's address (the socket's peer) and user agent. */
export function clientOf(req: IncomingMessage | undefined): RequestClient {
  const ua = req?.headers["user-agent"];
  return {
    ip: req?.socket.remoteAddress?.replace(/^::ffff:/, "") ?? null,
    userAgent: typeof ua === "string" ? ua : null,
  };
}
