// Minimal typings for the parts of `ws` the local backend and its tests use
// (@types/ws is not a dependency of the project).
declare module "ws" {
  import type { EventEmitter } from "node:events";
  import type { IncomingMessage } from "node:http";
  import type { Duplex } from "node:stream";

  export type RawData = Buffer | ArrayBuffer | Buffer[];

  export class WebSocket extends EventEmitter {
    constructor(address: string, options?: Record<string, unknown>);
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    readonly OPEN: 1;
    readonly readyState: number;
    send(data: string | Buffer, cb?: (err?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
  }

  export class WebSocketServer extends EventEmitter {
    constructor(options: {
      noServer?: boolean;
      perMessageDeflate?: boolean;
      port?: number;
      /** Largest message accepted; a bigger one closes the connection (1009). */
      maxPayload?: number;
    });
    handleUpgrade(
      req: IncomingMessage,
      socket: Duplex,
      head: Buffer,
      cb: (ws: WebSocket) => void,
    ): void;
    close(cb?: () => void): void;
  }

  export default WebSocket;
}
