// Every write that fails or is refused leaves its cause in the backend's log
// (the client of a production backend gets no more than a request id).
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startFixture, waitFor } from "./helpers.js";

let b: Awaited<ReturnType<typeof startFixture>>;

beforeAll(async () => {
  b = await startFixture({ mode: "production", maxConcurrentRequests: 2 });
});
afterAll(async () => {
  await b?.close();
});

const mutationBody = (body: string) =>
  JSON.stringify({ path: "messages:send", args: { author: "w", body } });

describe("write failures are logged with their cause", () => {
  it("a mutation refused as Overloaded (503)", async () => {
    const held: http.ClientRequest[] = [];
    const u = new URL(b.cloudUrl);
    try {
      for (let i = 0; i < 2; i++) {
        const req = http.request({
          host: u.hostname,
          port: u.port,
          path: "/api/mutation",
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Content-Length": "100",
          },
        });
        req.on("error", () => {});
        req.write("{");
        held.push(req);
      }
      await new Promise((r) => setTimeout(r, 200));
      const refused = await fetch(`${b.cloudUrl}/api/mutation?x=secret`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: mutationBody("refused"),
      });
      expect(refused.status).toBe(503);
      const line = b.logs.find((l) => l.includes("Overloaded"));
      expect(line).toBe(
        "[http] POST /api/mutation refused: Overloaded (more than 2 requests at once; answered 503 Retry-After: 1)",
      );
    } finally {
      for (const req of held) req.destroy();
    }
  });

  it("a mutation whose body is over the limit (413)", async () => {
    await waitFor(
      async () =>
        (
          await fetch(`${b.cloudUrl}/api/mutation`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: mutationBody("ok"),
          })
        ).status,
      (s) => s === 200,
    );
    const res = await fetch(`${b.cloudUrl}/api/mutation`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: mutationBody("x".repeat(18 * 1024 * 1024)),
    });
    expect(res.status).toBe(413);
    expect(b.logs).toContain(
      "[http] POST /api/mutation refused: PayloadTooLarge (the request body is larger than the limit of 17 MiB; answered 413)",
    );
  });

  it("a sync message over the limit, and one that is not JSON", async () => {
    const wsUrl = b.cloudUrl.replace(/^http/, "ws") + "/api/1.0/sync";
    const closed = (ws: WebSocket) =>
      new Promise<number>((resolve) => ws.on("close", resolve));
    const big = new WebSocket(wsUrl);
    await new Promise((r) => big.on("open", r));
    const bigClosed = closed(big);
    big.send(
      JSON.stringify({
        type: "Mutation",
        requestId: 0,
        udfPath: "messages:send",
        args: [{ author: "w", body: "x".repeat(10 * 1024 * 1024) }],
      }),
    );
    expect(await bigClosed).toBe(1009);
    await waitFor(
      () => b.logs,
      (logs) =>
        logs.includes(
          "[sync] A message larger than the limit of 9 MiB closed its connection (1009); it was not processed",
        ),
    );
    const bad = new WebSocket(wsUrl);
    await new Promise((r) => bad.on("open", r));
    const badClosed = closed(bad);
    bad.send("{not json");
    await badClosed;
    expect(b.logs).toContain(
      "[sync] A message that is not JSON closed its connection (FatalError: Invalid message)",
    );
  });

  it("a mutation that throws: the client gets a request id, the log the cause", async () => {
    const res = await fetch(`${b.cloudUrl}/api/mutation`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        path: "messages:sendThenThrow",
        args: { body: "b" },
      }),
    });
    const answer = (await res.json()) as { errorMessage: string };
    const id = /\[Request ID: ([0-9a-f]+)\] Server Error$/.exec(
      answer.errorMessage,
    )?.[1];
    expect(id).toBeTruthy();
    expect(
      b.logs.some((l) =>
        l.startsWith(
          `[CONVEX M(messages:sendThenThrow)] [Request ID: ${id}] Uncaught Error: boom after insert`,
        ),
      ),
    ).toBe(true);
  });
});
