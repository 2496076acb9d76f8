// The ports open before the backend can answer (their addresses go into the
// functions' environment, and port 0 is only known once listening). Every
// request and WebSocket upgrade that arrives before the handlers are attached
// is held, then handed to them once they are: a client that connects or
// polls while the backend starts gets an answer, never silence. If the start
// fails, what was held is answered 503 (or its socket closed).
import type http from "node:http";
import type { Duplex } from "node:stream";

type Held =
  | { kind: "request"; req: http.IncomingMessage; res: http.ServerResponse }
  | {
      kind: "upgrade";
      req: http.IncomingMessage;
      socket: Duplex;
      head: Buffer;
    };

export type StartGate = {
  /** Call once the real handlers are attached: replays what was held to them. */
  open(): void;
  /** The start failed: answer what was held with 503 and hold nothing more. */
  fail(): void;
};

/** Hold every request and upgrade on `servers` until `open()` (or `fail()`). */
export function holdUntilReady(servers: http.Server[]): StartGate {
  let state: "holding" | "open" | "failed" = "holding";
  const held = new Map<http.Server, Held[]>();
  const detach: Array<() => void> = [];
  for (const server of servers) {
    const queue: Held[] = [];
    held.set(server, queue);
    const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (state === "holding") queue.push({ kind: "request", req, res });
    };
    const onUpgrade = (
      req: http.IncomingMessage,
      socket: Duplex,
      head: Buffer,
    ) => {
      if (state === "holding")
        queue.push({ kind: "upgrade", req, socket, head });
    };
    server.prependListener("request", onRequest);
    server.prependListener("upgrade", onUpgrade);
    detach.push(() => {
      server.off("request", onRequest);
      server.off("upgrade", onUpgrade);
    });
  }
  const stopHolding = () => {
    for (const d of detach) d();
  };
  return {
    open() {
      if (state !== "holding") return;
      state = "open";
      stopHolding();
      for (const [server, queue] of held)
        for (const h of queue.splice(0)) {
          if (h.kind === "request") server.emit("request", h.req, h.res);
          else server.emit("upgrade", h.req, h.socket, h.head);
        }
    },
    fail() {
      if (state !== "holding") return;
      state = "failed";
      stopHolding();
      for (const queue of held.values())
        for (const h of queue.splice(0)) {
          if (h.kind === "request") {
            h.res.writeHead(503, { "Content-Type": "application/json" });
            h.res.end(
              JSON.stringify({
                code: "BackendStartFailed",
                message: "The backend failed to start.",
              }),
            );
          } else h.socket.destroy();
        }
    },
  };
}
