import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { runFunction, setAdminAuth } from "../src/run.js";
import { startFixture, waitFor } from "./helpers.js";

// An app with convex.config.ts: published components (loaded unmodified
// from node_modules) and the fixture's own probe component.
const PROJECT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "fixture-components",
);

let b: Awaited<ReturnType<typeof startFixture>>;
let client: ConvexHttpClient;
let admin: ConvexHttpClient;
const api = anyApi;

beforeAll(async () => {
  b = await startFixture({ projectDir: PROJECT, seed: false });
  client = new ConvexHttpClient(b.cloudUrl);
  admin = new ConvexHttpClient(b.cloudUrl);
  setAdminAuth(admin, b.adminKey);
}, 60_000);
afterAll(async () => {
  await b?.close();
});

const finishScheduled = async () => {
  const r = await fetch(`${b.cloudUrl}/api/local/finish_scheduled`, {
    method: "POST",
    headers: { Authorization: `Convex ${b.adminKey}` },
  });
  expect(r.status).toBe(200);
};

describe("components: isolation, transactions, auth", () => {
  it("two instances of a component keep separate data", async () => {
    await client.mutation(api.probe.add, { text: "one" });
    await client.mutation(api.probe.add, { text: "two", second: true });
    expect(await client.query(api.probe.texts, {})).toEqual(["one"]);
    expect(await client.query(api.probe.texts, { second: true })).toEqual([
      "two",
    ]);
  });

  it("a component cannot read the app's tables, nor the app a component's", async () => {
    const appId = await client.mutation(api.probe.addNote, { body: "app" });
    // The app's `notes` and the component's `notes` are different tables.
    expect(await client.query(api.probe.appNotes, {})).toEqual(["app"]);
    expect(await client.query(api.probe.scan, { table: "notes" })).toBe(1);
    expect(await client.query(api.probe.scan, { table: "checkboxes" })).toBe(0);
    expect(await client.query(api.probe.getById, { id: appId })).toMatch(
      /^error: Invalid argument `id`/,
    );
  });

  it("a component's thrown error rolls back only its own writes; the caller may catch it", async () => {
    const before = await client.query(api.probe.texts, {});
    expect(
      await client.mutation(api.probe.add, {
        text: "lost",
        fail: true,
        catchIt: true,
      }),
    ).toBeNull();
    expect(await client.query(api.probe.texts, {})).toEqual(before);
    expect(await client.query(api.probe.appNotes, {})).toContain(
      "caught: the probe failed after writing",
    );
  });

  it("the caller's thrown error rolls back the component's writes", async () => {
    const before = await client.query(api.probe.texts, {});
    const appBefore = await client.query(api.probe.appNotes, {});
    await expect(
      client.mutation(api.probe.addThenFail, { text: "rolled back" }),
    ).rejects.toThrow(/the caller failed after the component wrote/);
    expect(await client.query(api.probe.texts, {})).toEqual(before);
    expect(await client.query(api.probe.appNotes, {})).toEqual(appBefore);
  });

  it("from an action each component call is its own transaction", async () => {
    expect(
      await client.action(api.probe.addFromAction, { text: "a", fail: true }),
    ).toMatch(/^failed: .*the probe failed after writing/);
    const texts = (await client.action(api.probe.addFromAction, {
      text: "from action",
    })) as string[];
    expect(texts).toContain("from action");
    expect(texts).not.toContain("a");
  });

  it("a component called from a query or mutation shares the caller's identity; from an action it has none", async () => {
    const acting = new ConvexHttpClient(b.cloudUrl);
    setAdminAuth(acting, b.adminKey, {
      subject: "student-1",
      issuer: "https://issuer.test",
    });
    expect(await acting.query(api.probe.whoami, {})).toMatchObject({
      app: "student-1",
      component: { subject: "student-1" },
    });
    expect(await acting.action(api.probe.whoamiFromAction, {})).toEqual({
      app: "student-1",
      componentQuery: null,
      componentAction: null,
    });
  });

  it("a component's environment holds the deployment's URLs and what its `use` passes, not the app's variables", async () => {
    expect(await client.query(api.probe.greetings, {})).toEqual([
      { greeting: null, siteUrl: b.siteUrl, appVariable: null },
      { greeting: "hello from probe2", siteUrl: b.siteUrl, appVariable: null },
    ]);
  });

  it("a parent calls only a child's public functions", async () => {
    await expect(client.mutation(api.probe.callInternal, {})).rejects.toThrow(
      /Could not find public function for 'functions:addInternal'/,
    );
  });

  it("arguments are checked by the component's validators", async () => {
    await expect(
      client.mutation(api.probe.add, { text: 42 as unknown as string }),
    ).rejects.toThrow(/ArgumentValidationError/);
  });

  it("a component schedules its own functions in its own _scheduled_functions", async () => {
    const r = (await client.mutation(api.probe.addLater, {
      text: "later",
    })) as { name: string };
    expect(r.name).toBe("functions:add");
    expect(await client.query(api.probe.appJobs, {})).toEqual([]);
    await finishScheduled();
    expect(await client.query(api.probe.texts, {})).toContain("later");
    expect(await client.query(api.probe.componentJobs, {})).toContainEqual({
      name: "functions:add",
      state: "success",
    });
  });

  it("a component stores files and gives their URLs", async () => {
    const id = (await client.action(api.probe.storeText, {
      text: "hello",
    })) as string;
    const url = (await client.query(api.probe.fileUrl, { id })) as string;
    expect(await (await fetch(url)).text()).toBe("hello");
  });

  it("a subscription over a component's data is updated when it changes", async () => {
    const sub = new ConvexClient(b.cloudUrl);
    try {
      const seen: number[] = [];
      sub.onUpdate(api.counter.count, { key: "live" }, (n: number) =>
        seen.push(n),
      );
      await waitFor(
        () => seen.length,
        (n) => n > 0,
      );
      await client.mutation(api.counter.update, { key: "live", op: "inc" });
      await waitFor(
        () => seen.at(-1),
        (n) => n === 1,
      );
    } finally {
      await sub.close();
    }
  });

  it("a component runs and schedules the app's function handles", async () => {
    expect(
      await client.mutation(api.probe.viaHandle, { body: "handled" }),
    ).toBe("handled");
    await finishScheduled();
    const notes = await client.query(api.probe.appNotes, {});
    expect(notes).toContain("handled");
    expect(notes).toContain("handled (scheduled)");
  });
});

// The seven components' README examples run on this backend and on
// convex-test in the fidelity suite (tests/fidelity/cases.ts).

describe("calling a component's function directly (admin only)", () => {
  it("local-backend run --component runs a public or internal function of a component", async () => {
    await runFunction({
      dataDir: b.dataDir,
      url: b.cloudUrl,
      componentPath: "probe2",
      functionName: "functions:addInternal",
      args: { text: "from run" },
      log: () => {},
    });
    expect(
      await runFunction({
        dataDir: b.dataDir,
        url: b.cloudUrl,
        componentPath: "probe2",
        functionName: "functions:texts",
        log: () => {},
      }),
    ).toContain("from run");
    await expect(
      runFunction({
        dataDir: b.dataDir,
        url: b.cloudUrl,
        componentPath: "nope",
        functionName: "functions:texts",
        log: () => {},
      }),
    ).rejects.toThrow(/Component "nope" is not installed/);
  });

  it("without the admin key a componentPath is refused", async () => {
    const r = await fetch(`${b.cloudUrl}/api/function`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        path: "functions:texts",
        args: {},
        componentPath: "probe",
        format: "json",
      }),
    });
    expect(r.status).toBe(401);
    expect(((await r.json()) as { code: string }).code).toBe("BadAdminKey");
  });
});

describe("test endpoints", () => {
  it("reset empties every component's tables too", async () => {
    expect(await client.query(api.probe.texts, {})).not.toEqual([]);
    const r = await fetch(`${b.cloudUrl}/api/local/reset`, {
      method: "POST",
      headers: { Authorization: `Convex ${b.adminKey}` },
    });
    expect(r.status).toBe(200);
    expect(await client.query(api.probe.texts, {})).toEqual([]);
    expect(await client.query(api.probe.componentJobs, {})).toEqual([]);
    expect(await client.query(api.counter.count, { key: "k" })).toBe(0);
  });
});
