import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { ConvexError } from "convex/values";
import WebSocket from "ws";
import * as jose from "jose";
import { startFixture, tempDir, waitFor } from "./helpers.js";

// The fixture's generated `api` is `anyApi`; use it directly with loose typing.
const api = anyApi as unknown as Record<string, Record<string, never>>;

let b: Awaited<ReturnType<typeof startFixture>>;
let jwksServer: http.Server;
let privateKey: CryptoKey;
const clients: ConvexClient[] = [];

function client(): ConvexClient {
  const c = new ConvexClient(b.cloudUrl, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
  clients.push(c);
  return c;
}

async function token(
  claims: Record<string, unknown>,
  expiresIn = "1h",
): Promise<string> {
  return await new jose.SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer("https://issuer.test")
    .setAudience("fixture-app")
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(privateKey);
}

beforeAll(async () => {
  const keys = await jose.generateKeyPair("RS256", { extractable: true });
  privateKey = keys.privateKey;
  const jwk = {
    ...(await jose.exportJWK(keys.publicKey)),
    kid: "k1",
    alg: "RS256",
    use: "sig",
  };
  jwksServer = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => jwksServer.listen(0, "127.0.0.1", () => r()));
  const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`;
  b = await startFixture({ env: { TEST_JWKS_URL: jwksUrl } });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await b.close();
  jwksServer.close();
});

function nextValue<T>(
  c: ConvexClient,
  fn: never,
  args: Record<string, unknown>,
  pred: (v: T) => boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("timed out waiting for subscription value")),
      5000,
    );
    const unsubscribe = c.onUpdate(fn, args as never, (v: unknown) => {
      if (pred(v as T)) {
        clearTimeout(timer);
        unsubscribe();
        resolve(v as T);
      }
    });
  });
}

describe("WebSocket sync protocol (stock ConvexClient)", () => {
  it("a write by one client reaches another client's subscription", async () => {
    const writer = client();
    const reader = client();
    const updates: Array<Array<{ body: string }>> = [];
    const done = new Promise<void>((resolve) => {
      reader.onUpdate(
        api.messages.list,
        { channel: "sync" } as never,
        (v: unknown) => {
          const list = v as Array<{ body: string }>;
          updates.push(list);
          if (list.length === 2) resolve();
        },
      );
    });
    await waitFor(
      () => updates.length,
      (n) => n >= 1,
    );
    expect(updates[0]).toEqual([]);
    await writer.mutation(api.messages.send, {
      author: "w",
      body: "one",
      channel: "sync",
    } as never);
    await writer.mutation(api.messages.send, {
      author: "w",
      body: "two",
      channel: "sync",
    } as never);
    await done;
    expect(updates.at(-1)!.map((d) => d.body)).toEqual(["two", "one"]);
  });

  it("the mutation's own client sees its write as soon as the mutation resolves", async () => {
    const c = client();
    let latest: Array<{ body: string }> = [];
    c.onUpdate(api.messages.list, { channel: "own" } as never, (v: unknown) => {
      latest = v as Array<{ body: string }>;
    });
    await waitFor(
      () => latest,
      () => true,
    );
    for (let i = 0; i < 5; i++) {
      await c.mutation(api.messages.send, {
        author: "o",
        body: `m${i}`,
        channel: "own",
      } as never);
      // ConvexClient resolves a mutation only once the Transition with its write arrived.
      expect(latest[0]?.body).toBe(`m${i}`);
    }
  });

  it("unrelated writes do not re-send unchanged results", async () => {
    const c = client();
    let calls = 0;
    c.onUpdate(api.messages.list, { channel: "quiet" } as never, () => {
      calls++;
    });
    await waitFor(
      () => calls,
      (n) => n >= 1,
    );
    const writer = client();
    for (let i = 0; i < 3; i++)
      await writer.mutation(api.messages.send, {
        author: "x",
        body: "elsewhere",
        channel: "loud",
      } as never);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toBe(1);
  });

  it("ConvexError data reaches the client (mutation and query)", async () => {
    const c = client();
    const err = await c
      .mutation(api.messages.fail, { code: "E_SYNC" } as never)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConvexError);
    expect((err as ConvexError<Record<string, string | boolean>>).data).toEqual(
      {
        code: "E_SYNC",
        message: "Something went wrong",
        retry: false,
      },
    );
    const qerr = await c
      .query(api.messages.failQuery, {} as never)
      .catch((e: unknown) => e);
    expect(qerr).toBeInstanceOf(ConvexError);
    expect((qerr as ConvexError<string>).data).toBe("plain string data");
  });

  it("paginated subscriptions keep their page end (query journal)", async () => {
    const writer = client();
    for (const body of ["p1", "p2", "p3"])
      await writer.mutation(api.messages.send, {
        author: "p",
        body,
        channel: "pages",
      } as never);
    const c = client();
    type Page = {
      page: Array<{ body: string; _id: string }>;
      isDone: boolean;
      continueCursor: string;
    };
    const pages: Page[] = [];
    c.onUpdate(
      api.messages.page,
      {
        channel: "pages",
        paginationOpts: { numItems: 2, cursor: null },
      } as never,
      (v: unknown) => {
        pages.push(v as Page);
      },
    );
    const first = await waitFor(
      () => pages.at(-1),
      (p) => p !== undefined,
    );
    expect(first!.page.map((d) => d.body)).toEqual(["p1", "p2"]);
    expect(first!.isDone).toBe(false);
    await writer.mutation(api.messages.send, {
      author: "p",
      body: "p4",
      channel: "pages",
    } as never);
    await writer.mutation(api.messages.remove, {
      id: first!.page[0]._id,
    } as never);
    const after = await waitFor(
      () => pages.at(-1),
      (p) => p!.page.length === 1,
    );
    expect(after!.page.map((d) => d.body)).toEqual(["p2"]);
    expect(after!.continueCursor).toBe(first!.continueCursor);
  });

  it("actions run over the socket", async () => {
    const c = client();
    expect(await c.action(api.nodeAction.hash, { text: "abc" } as never)).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("verifies customJwt tokens and exposes the identity", async () => {
    const c = client();
    const jwt = await token({ sub: "user-1", email: "u1@example.com" });
    const authed = new Promise<boolean>((resolve) =>
      c.setAuth(
        async () => jwt,
        (isAuthenticated) => resolve(isAuthenticated),
      ),
    );
    expect(await authed).toBe(true);
    const me = await nextValue<{ subject: string } | null>(
      c,
      api.users.me,
      {},
      (v) => v !== null,
    );
    expect(me).toEqual({
      subject: "user-1",
      tokenIdentifier: "https://issuer.test|user-1",
      email: "u1@example.com",
      issuer: "https://issuer.test",
    });
  });

  it("rejects expired tokens", async () => {
    const c = client();
    const expired = await token({ sub: "user-2" }, "-1m");
    const authed = new Promise<boolean>((resolve) =>
      c.setAuth(
        async () => expired,
        (isAuthenticated) => resolve(isAuthenticated),
      ),
    );
    expect(await authed).toBe(false);
    const http = new ConvexHttpClient(b.cloudUrl, { logger: false });
    http.setAuth(expired);
    await expect(http.query(api.users.me, {} as never)).rejects.toThrow(
      /exp|expired/,
    );
    http.setAuth(await token({ sub: "user-3" }));
    expect(await http.query(api.users.me, {} as never)).toMatchObject({
      subject: "user-3",
    });
  });
});

describe("HTTP API (stock ConvexHttpClient)", () => {
  it("query, mutation, action, ConvexError data and logLines", async () => {
    const logged: unknown[][] = [];
    const c = new ConvexHttpClient(b.cloudUrl, {
      logger: {
        log: (...a: unknown[]) => logged.push(a),
        warn: () => {},
        error: () => {},
        logVerbose: () => {},
      },
    });
    const id = await c.mutation(api.messages.send, {
      author: "h",
      body: "via http",
      channel: "http",
    } as never);
    expect(typeof id).toBe("string");
    expect(logged.some((l) => String(l[2]).includes("via http"))).toBe(true);
    const list = (await c.query(api.messages.list, {
      channel: "http",
    } as never)) as Array<{ body: string }>;
    expect(list.map((d) => d.body)).toEqual(["via http"]);
    expect(
      await c.action(api.scheduling.roundTrip, { text: "http-rt" } as never),
    ).toContain("http-rt");
    const err = await c
      .mutation(api.messages.fail, { code: "E_HTTP" } as never)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConvexError);
    expect((err as ConvexError<{ code: string }>).data.code).toBe("E_HTTP");
    await expect(c.mutation(api.messages.secret, {} as never)).rejects.toThrow(
      /Could not find public function/,
    );
  });
});

describe("storage and HTTP actions", () => {
  it("uploads, serves with Content-Type and Range, stores from actions, deletes", async () => {
    const c = new ConvexHttpClient(b.cloudUrl, { logger: false });
    const uploadUrl = (await c.mutation(
      api.files.uploadUrl,
      {} as never,
    )) as string;
    expect(uploadUrl.startsWith(b.cloudUrl)).toBe(true);
    // An MP4's first box (`ftyp`, which makes it served as video/mp4), then filler.
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    Buffer.from("\0\0\0\x18ftypisom", "latin1").copy(bytes);
    const up = await fetch(uploadUrl, {
      method: "POST",
      body: bytes,
      headers: { "Content-Type": "video/mp4" },
    });
    expect(up.status).toBe(200);
    const { storageId } = (await up.json()) as { storageId: string };
    const url = (await c.query(api.files.url, {
      storageId,
    } as never)) as string;
    const full = await fetch(url);
    expect(full.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await full.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetch(url, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(
      Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200)),
    ).toBe(true);
    expect(
      await c.query(api.files.metadata, { storageId } as never),
    ).toMatchObject({ size: 1000, contentType: "video/mp4" });
    const bad = await fetch(`${b.cloudUrl}/api/storage/upload?token=nope`, {
      method: "POST",
      body: "x",
    });
    expect(bad.status).toBe(401);

    const stored = (await c.action(api.files.storeText, {
      text: "hello file",
    } as never)) as { id: string; roundTrip: string };
    expect(stored.roundTrip).toBe("hello file");
    await c.mutation(api.files.remove, { storageId } as never);
    expect(await c.query(api.files.url, { storageId } as never)).toBe(null);
    expect((await fetch(url)).status).toBe(404);
  });

  it("serves convex/http.ts routes on the site port with env vars", async () => {
    const res = await fetch(`${b.siteUrl}/hello?name=tester`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      hello: "tester",
      site: b.siteUrl,
    });
    const echo = await fetch(`${b.siteUrl}/echo/anything`, {
      method: "POST",
      body: "ping",
    });
    expect(echo.status).toBe(201);
    expect(await echo.text()).toBe("ping");
    expect((await fetch(`${b.siteUrl}/nope`)).status).toBe(404);
  });
});

describe("request metadata", () => {
  it("tells functions the client's address and user agent, over WebSocket and HTTP, and nested calls inherit it", async () => {
    const http = new ConvexHttpClient(b.cloudUrl, { logger: false });
    expect(await http.mutation(api.users.requestMetadata, {} as never)).toEqual(
      { ip: "127.0.0.1", userAgent: expect.any(String) },
    );
    const viaSocket = (await client().action(
      api.users.requestMetadataViaAction,
      {} as never,
    )) as { action: { ip: string }; nested: { ip: string } };
    expect(viaSocket.action.ip).toBe("127.0.0.1");
    expect(viaSocket.nested).toEqual(viaSocket.action);
  });
});

describe("persistence", () => {
  it("keeps data across restarts, seeds only a new data dir", async () => {
    const dataDir = tempDir();
    const first = await startFixture({ dataDir });
    const c1 = new ConvexHttpClient(first.cloudUrl, { logger: false });
    expect(
      (
        (await c1.query(api.messages.list, {
          channel: "seeded",
        } as never)) as unknown[]
      ).length,
    ).toBe(1);
    await c1.mutation(api.messages.send, {
      author: "r",
      body: "persisted",
      channel: "restart",
    } as never);
    await c1.mutation(api.scheduling.noteLater, {
      text: "after restart",
      delayMs: 300,
    } as never);
    await first.close();
    const second = await startFixture({ dataDir });
    const c2 = new ConvexHttpClient(second.cloudUrl, { logger: false });
    expect(
      (
        (await c2.query(api.messages.list, {
          channel: "restart",
        } as never)) as Array<{ body: string }>
      ).map((d) => d.body),
    ).toEqual(["persisted"]);
    expect(
      (
        (await c2.query(api.messages.list, {
          channel: "seeded",
        } as never)) as unknown[]
      ).length,
    ).toBe(1);
    await waitFor(
      () => c2.query(api.scheduling.notes, {} as never),
      (n) => (n as string[]).includes("after restart"),
    );
    await second.close();
  });
});

describe("mutations sent again after a reconnect", () => {
  const syncUrl = () => `${b.cloudUrl.replace(/^http/, "ws")}/api/1.0/sync`;
  type Message = { type: string } & Record<string, unknown>;

  /** A raw connection of client session `sessionId`, as ConvexClient opens it. */
  async function connect(sessionId: string) {
    const ws = new WebSocket(syncUrl());
    const messages: Message[] = [];
    ws.on("message", (d) => messages.push(JSON.parse(d.toString()) as Message));
    await new Promise((resolve) => ws.once("open", resolve));
    ws.send(
      JSON.stringify({
        type: "Connect",
        sessionId,
        connectionCount: 0,
        lastCloseReason: null,
      }),
    );
    const next = (type: string, after = 0) =>
      waitFor(
        () => messages.slice(after).find((m) => m.type === type),
        (m) => m !== undefined,
      );
    return { ws, messages, next };
  }

  const send = (requestId: number, body: string) =>
    JSON.stringify({
      type: "Mutation",
      requestId,
      udfPath: "messages:send",
      args: [{ author: "r", body, channel: "replay" }],
    });

  const bodies = async () =>
    (
      (await new ConvexHttpClient(b.cloudUrl, { logger: false }).query(
        api.messages.list,
        { channel: "replay" } as never,
      )) as Array<{ body: string }>
    ).map((m) => m.body);

  it("runs once, and the first answer is sent again with a Transition", async () => {
    const sessionId = crypto.randomUUID();
    const first = await connect(sessionId);
    first.ws.send(send(7, "once"));
    const answer = await first.next("MutationResponse");
    expect(answer).toMatchObject({ requestId: 7, success: true });
    first.ws.close();

    // The client reconnects before it saw the Transition, and sends it again.
    const second = await connect(sessionId);
    second.ws.send(send(7, "once"));
    expect(await second.next("MutationResponse")).toEqual(answer);
    await second.next("Transition");
    expect(await bodies()).toEqual(["once"]);

    // A new request of the same client, and the same request id of another client, both run.
    second.ws.send(send(8, "twice"));
    await second.next("MutationResponse", second.messages.length);
    const other = await connect(crypto.randomUUID());
    other.ws.send(send(7, "other client"));
    await other.next("MutationResponse");
    expect(await bodies()).toEqual(["other client", "twice", "once"]);
    second.ws.close();
    other.ws.close();
  });
});

describe("a failure of the backend itself", () => {
  it("answers the mutation as a server error instead of leaving it waiting, and the session goes on", async () => {
    const c = client();
    const backend = b.backend;
    const runMutation = backend.runMutation.bind(backend);
    let failures = 0;
    backend.runMutation = async (...args) => {
      if (failures++ === 0) throw new Error("disk I/O error (simulated)");
      return runMutation(...args);
    };
    try {
      const failed = await c
        .mutation(api.messages.send, {
          author: "f",
          body: "lost",
          channel: "failure",
        } as never)
        .then(
          () => null,
          (e: unknown) => e as Error,
        );
      // Convex's words and a request id, which the backend's log entry has too.
      const id = /\[Request ID: ([0-9a-f]+)\] Server Error/.exec(
        failed?.message ?? "",
      )?.[1];
      expect(id).toBeTruthy();
      // The same connection runs the next mutation, and it is seen.
      await c.mutation(api.messages.send, {
        author: "f",
        body: "kept",
        channel: "failure",
      } as never);
      const list = await nextValue<Array<{ body: string }>>(
        c,
        api.messages.list,
        { channel: "failure" },
        (v) => v.length > 0,
      );
      expect(list.map((m) => m.body)).toEqual(["kept"]);
      expect(
        b.logs.some((l) =>
          l.includes(
            `[sync] mutation messages:send failed in the backend [Request ID: ${id}]: Error: disk I/O error (simulated)`,
          ),
        ),
      ).toBe(true);
    } finally {
      backend.runMutation = runMutation;
    }
  });

  it("a failed subscription update drops only that connection, which reconnects and catches up", async () => {
    const a = client();
    const other = client();
    const latest: Record<string, Array<{ body: string }>> = {};
    for (const [c, channel] of [
      [a, "flush-a"],
      [other, "flush-b"],
    ] as const)
      c.onUpdate(api.messages.list, { channel } as never, (v: unknown) => {
        latest[channel] = v as Array<{ body: string }>;
      });
    await waitFor(
      () => Object.keys(latest).length,
      (n) => n === 2,
    );
    const backend = b.backend;
    const runQuery = backend.runQuery.bind(backend);
    let thrown = false;
    backend.runQuery = async (path, args, opts) => {
      if (
        !thrown &&
        opts?.lockHeld &&
        (args as { channel?: string }).channel === "flush-a"
      ) {
        thrown = true;
        throw new Error("simulated failure");
      }
      return runQuery(path, args, opts);
    };
    try {
      const writer = client();
      for (const channel of ["flush-a", "flush-b"])
        await writer.mutation(api.messages.send, {
          author: "w",
          body: channel,
          channel,
        } as never);
      await waitFor(
        () => latest["flush-b"].length,
        (n) => n === 1,
      );
      await waitFor(
        () => latest["flush-a"].length,
        (n) => n === 1,
      );
      expect(thrown).toBe(true);
      expect(
        b.logs.some((l) =>
          l.includes(
            "[sync] Updating subscriptions failed in the backend, closing the connection: Error: simulated failure",
          ),
        ),
      ).toBe(true);
    } finally {
      backend.runQuery = runQuery;
    }
  });

  it("answers an action as a server error too", async () => {
    const c = client();
    const backend = b.backend;
    const runAction = backend.runAction.bind(backend);
    backend.runAction = async () => {
      throw new Error("out of memory (simulated)");
    };
    try {
      await expect(
        c.action(api.nodeAction.hash, { text: "abc" } as never),
      ).rejects.toThrow(/Server Error/);
    } finally {
      backend.runAction = runAction;
    }
    expect(await c.action(api.nodeAction.hash, { text: "abc" } as never)).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});
