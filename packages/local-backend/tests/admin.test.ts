import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { ConvexError } from "convex/values";
import WebSocket from "ws";
import { setAdminAuth } from "../src/run.js";
import { startFixture, tempDir, waitFor } from "./helpers.js";

const api = anyApi as unknown as Record<string, Record<string, never>>;
const internal = api;

let b: Awaited<ReturnType<typeof startFixture>>;
const clients: ConvexClient[] = [];

function wsClient(): ConvexClient {
  const c = new ConvexClient(b.cloudUrl, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
  clients.push(c);
  return c;
}

function httpClient(): ConvexHttpClient {
  return new ConvexHttpClient(b.cloudUrl, { logger: false });
}

beforeAll(async () => {
  b = await startFixture();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await b.close();
});

describe("admin key", () => {
  it("is generated on first start, kept in the data dir, and reused", async () => {
    const dataDir = tempDir();
    try {
      const first = await startFixture({ dataDir });
      const key = first.adminKey;
      await first.close();
      expect(key).toMatch(/^local-backend\|[0-9a-f]{64}$/);
      expect(
        fs.readFileSync(path.join(dataDir, "admin-key"), "utf8").trim(),
      ).toBe(key);
      expect(
        (fs.statSync(path.join(dataDir, "admin-key")).mode & 0o777).toString(8),
      ).toBe("600");
      const second = await startFixture({ dataDir });
      expect(second.adminKey).toBe(key);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("admin auth over HTTP (ConvexHttpClient.setAdminAuth)", () => {
  it("without it, internal functions stay refused", async () => {
    const c = httpClient();
    await expect(
      c.mutation(internal.messages.secret, {} as never),
    ).rejects.toThrow(/Could not find public function for 'messages:secret'/);
    await expect(
      c.query(internal.scheduling.internalNotes, {} as never),
    ).rejects.toThrow(/Could not find public function/);
    await expect(
      c.action(internal.scheduling.actionWritesNote, { text: "x" } as never),
    ).rejects.toThrow(/Could not find public function/);
  });

  it("with it, internal queries, mutations and actions are callable; identity is null", async () => {
    const c = httpClient();
    setAdminAuth(c, b.adminKey);
    expect(await c.mutation(internal.messages.secret, {} as never)).toBe(
      "internal only",
    );
    await c.action(internal.scheduling.actionWritesNote, {
      text: "adm",
    } as never);
    expect(
      await c.query(internal.scheduling.internalNotes, {} as never),
    ).toContain("adm (from action)");
    expect(await c.query(api.users.identity, {} as never)).toBeNull();
    // `convex run`-style calls through /api/function also accept it.
    expect(
      await (
        c as unknown as {
          function(n: string, p: undefined, a: object): Promise<unknown>;
        }
      ).function("messages:secret", undefined, {}),
    ).toBe("internal only");
  });

  it("acting as an identity: getUserIdentity() returns it, tokenIdentifier = issuer|subject", async () => {
    const c = httpClient();
    setAdminAuth(c, b.adminKey, {
      subject: "user-1",
      issuer: "https://issuer.example",
      email: "ü@example.com",
      name: "Ünïcode Name",
      custom: { nested: [1, "two"] },
    });
    expect(await c.query(api.users.identity, {} as never)).toEqual({
      tokenIdentifier: "https://issuer.example|user-1",
      subject: "user-1",
      issuer: "https://issuer.example",
      email: "ü@example.com",
      name: "Ünïcode Name",
      custom: { nested: [1, "two"] },
    });
    // Still admin: internal functions work while acting as the user.
    expect(await c.mutation(internal.messages.secret, {} as never)).toBe(
      "internal only",
    );
  });

  it("an explicit tokenIdentifier wins; an identity without one nor issuer+subject is refused", async () => {
    const c = httpClient();
    setAdminAuth(c, b.adminKey, {
      tokenIdentifier: "custom-token-id",
      subject: "s",
      issuer: "i",
    } as never);
    expect(await c.query(api.users.me, {} as never)).toMatchObject({
      tokenIdentifier: "custom-token-id",
    });
    setAdminAuth(c, b.adminKey, { subject: "only-subject" } as never);
    await expect(c.query(api.users.me, {} as never)).rejects.toThrow(
      /Either \\"tokenIdentifier\\" or \\"issuer\\" and \\"subject\\" must be set/,
    );
  });

  it("a wrong admin key is rejected, even for public functions", async () => {
    const c = httpClient();
    setAdminAuth(c, "local-backend|" + "0".repeat(64));
    await expect(c.query(api.users.me, {} as never)).rejects.toThrow(
      /BadAdminKey/,
    );
    setAdminAuth(c, b.adminKey.slice(0, -1));
    await expect(
      c.mutation(internal.messages.secret, {} as never),
    ).rejects.toThrow(/BadAdminKey/);
  });

  it("ConvexError data still reaches an admin caller", async () => {
    const c = httpClient();
    setAdminAuth(c, b.adminKey, { subject: "s", issuer: "i" });
    const err = await c
      .mutation(api.messages.fail, { code: "E_ADMIN" } as never)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConvexError);
    expect((err as ConvexError<{ code: string }>).data.code).toBe("E_ADMIN");
  });
});

describe("admin auth over WebSocket (ConvexClient.setAdminAuth)", () => {
  it("subscribes to internal queries and calls internal mutations and actions", async () => {
    const c = wsClient();
    setAdminAuth(c, b.adminKey);
    const seen: string[][] = [];
    c.onUpdate(internal.scheduling.internalNotes, {} as never, (v: string[]) =>
      seen.push(v),
    );
    await c.action(internal.scheduling.actionWritesNote, {
      text: "ws-adm",
    } as never);
    await waitFor(
      () => seen.at(-1) ?? [],
      (v) => v.some((n) => n.startsWith("ws-adm")),
    );
    expect(await c.mutation(internal.messages.secret, {} as never)).toBe(
      "internal only",
    );
  });

  it("acting as an identity", async () => {
    const c = wsClient();
    setAdminAuth(c, b.adminKey, { subject: "ws-user", issuer: "https://i" });
    expect(await c.query(api.users.identity, {} as never)).toEqual({
      tokenIdentifier: "https://i|ws-user",
      subject: "ws-user",
      issuer: "https://i",
    });
  });

  it("without admin auth, internal functions are refused over the socket", async () => {
    const c = wsClient();
    await expect(
      c.mutation(internal.messages.secret, {} as never),
    ).rejects.toThrow(/Could not find public function/);
    await expect(
      c.query(internal.scheduling.internalNotes, {} as never),
    ).rejects.toThrow(/Could not find public function/);
  });

  it("a wrong admin key gets an AuthError", async () => {
    const ws = new WebSocket(b.cloudUrl.replace("http", "ws") + "/api/1/sync");
    const messages: Array<Record<string, unknown>> = [];
    ws.on("message", (d) =>
      messages.push(JSON.parse(String(d)) as Record<string, unknown>),
    );
    await new Promise((r) => ws.once("open", r));
    ws.send(
      JSON.stringify({
        type: "Connect",
        sessionId: "00000000-0000-0000-0000-000000000001",
        connectionCount: 0,
        lastCloseReason: null,
      }),
    );
    ws.send(
      JSON.stringify({
        type: "Authenticate",
        tokenType: "Admin",
        value: "wrong",
        baseVersion: 0,
      }),
    );
    const authError = await waitFor(
      () => messages.find((m) => m.type === "AuthError"),
      (m) => m !== undefined,
    );
    expect(authError).toMatchObject({
      error: "The provided admin key was invalid for this instance",
      baseVersion: 0,
    });
    ws.close();
  });
});
