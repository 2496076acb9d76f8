/// <reference types="vite/client" />
// tests/convex/harness.ts gives the same results on convex-test and on this
// backend. Both run here over the fixture app: convex-test directly, the local
// target through the harness with CONVEX_LOCAL_PROJECT = the fixture.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anyApi } from "convex/server";
import { ConvexError } from "convex/values";
import { convexTest } from "convex-test";
import schema from "./fixture/convex/schema.js";
import { FIXTURE_DIR } from "./helpers.js";

// The harness is typechecked by the root tsconfig (it reaches into convex/,
// which this package's NodeNext typecheck does not cover): import it through
// a path variable and describe the part used here.
type Ref = never;
type TestBackend = {
  query(ref: Ref, args: never): Promise<unknown>;
  mutation(ref: Ref, args: never): Promise<unknown>;
  action(ref: Ref, args: never): Promise<unknown>;
  withIdentity(identity: Record<string, unknown>): TestBackend;
  finishScheduled(): Promise<void>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  run(fn: (ctx: RunCtx) => Promise<unknown>): Promise<unknown>;
};
type RunCtx = {
  db: {
    insert(table: string, doc: Record<string, unknown>): Promise<string>;
    query(table: string): { collect(): Promise<unknown[]> };
  };
  auth: { getUserIdentity(): Promise<unknown> };
};
type Harness = {
  TARGET: string;
  VALIDATION_ERROR: RegExp;
  newBackend(): TestBackend;
  fromConvexTest(t: unknown): TestBackend;
  fullIdentity(identity: Record<string, unknown>): { subject: string };
  startLocalBackend(): Promise<unknown>;
  stopLocalBackend(): Promise<void>;
};
const HARNESS = fileURLToPath(
  new URL("../../../tests/convex/harness.ts", import.meta.url),
);

const api = anyApi as unknown as Record<string, Record<string, never>>;
const modules = import.meta.glob([
  "./fixture/convex/**/*.*s",
  "!./fixture/convex/**/*.*.*s",
]);

let harness: Harness;

beforeAll(async () => {
  process.env.CONVEX_TARGET = "local";
  process.env.CONVEX_LOCAL_PROJECT = FIXTURE_DIR;
  harness = (await import(/* @vite-ignore */ HARNESS)) as Harness;
  expect(harness.TARGET).toBe("local");
  await harness.startLocalBackend();
});

afterAll(async () => {
  await harness.stopLocalBackend();
  delete process.env.CONVEX_TARGET;
  delete process.env.CONVEX_LOCAL_PROJECT;
});

// Local first: convex-test replaces the global `Convex` syscall object the
// backend's functions use, so once it has run in a process the in-process
// backend cannot (the conformance run never loads convex-test).
const targets: Array<[string, () => TestBackend]> = [
  ["local", () => harness.newBackend()],
  ["convex-test", () => harness.fromConvexTest(convexTest(schema, modules))],
];

describe.each(targets)("harness on %s", (_name, newBackend) => {
  it("starts empty; public and internal functions; identity", async () => {
    const t = newBackend();
    expect(await t.query(api.messages.all, {} as never)).toEqual([]);
    expect(await t.mutation(api.messages.secret, {} as never)).toBe(
      "internal only",
    );
    expect(await t.query(api.users.identity, {} as never)).toBeNull();
    expect(
      await t
        .withIdentity({ subject: "u1", email: "a@b.c" })
        .query(api.users.identity, {} as never),
    ).toEqual({
      subject: "u1",
      issuer: "https://convex.test",
      tokenIdentifier: "https://convex.test|u1",
      email: "a@b.c",
    });
    const noSubject = (await t
      .withIdentity({ name: "N" })
      .query(api.users.identity, {} as never)) as { subject: string };
    expect(noSubject.subject).toBe(harness.fullIdentity({ name: "N" }).subject);
  });

  it("ConvexError data, plain errors, validation errors", async () => {
    const t = newBackend();
    const e = await t
      .mutation(api.messages.fail, { code: "E1" } as never)
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ConvexError);
    expect((e as { data: unknown }).data).toEqual({
      code: "E1",
      message: "Something went wrong",
      retry: false,
    });
    const s = await t
      .query(api.messages.failQuery, {} as never)
      .catch((x: unknown) => x);
    expect((s as ConvexError<string>).data).toBe("plain string data");
    expect((s as Error).message).toBe("plain string data");
    const boom = (await t
      .mutation(api.messages.sendThenThrow, { body: "b" } as never)
      .catch((x: unknown) => x)) as Error;
    expect(boom).not.toBeInstanceOf(ConvexError);
    expect(boom.message).toBe("boom after insert");
    expect(await t.query(api.messages.all, {} as never)).toEqual([]);
    await expect(
      t.mutation(api.messages.sendInvalid, {} as never),
    ).rejects.toThrow(harness.VALIDATION_ERROR);
    await expect(
      t.mutation(api.messages.send, { author: 1 } as never),
    ).rejects.toThrow(harness.VALIDATION_ERROR);
  });

  it("finishScheduled runs due jobs and what they schedule", async () => {
    const t = newBackend();
    await t.mutation(api.scheduling.noteViaAction, { text: "x" } as never);
    await t.mutation(api.scheduling.noteLater, {
      text: "later",
      delayMs: 3_600_000,
    } as never);
    await t.finishScheduled();
    expect(await t.query(api.scheduling.notes, {} as never)).toEqual([
      "x (from action)",
    ]);
  });

  it("run(ctx => …) runs in a transaction, with the identity", async () => {
    const t = newBackend();
    const id = await t.run(async (ctx) =>
      ctx.db.insert("messages", { author: "r", body: "via run" }),
    );
    expect(typeof id).toBe("string");
    expect(
      await t.run(
        async (ctx) => (await ctx.db.query("messages").collect()).length,
      ),
    ).toBe(1);
    expect(
      await t
        .withIdentity({ subject: "s" })
        .run(async (ctx) => ctx.auth.getUserIdentity()),
    ).toMatchObject({ tokenIdentifier: "https://convex.test|s" });
    await expect(
      t.run(async () => {
        throw new ConvexError({ code: "IN_RUN" });
      }),
    ).rejects.toMatchObject({ data: { code: "IN_RUN" } });
  });

  it("fetch reaches convex/http.ts", async () => {
    const t = newBackend();
    const res = await t.fetch("/hello?name=t");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ hello: "t", messages: 0 });
  });
});
