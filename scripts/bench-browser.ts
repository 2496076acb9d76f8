// What the two-browser latency benchmarks (bench:community:browser,
// bench:notices:browser) share: waiting for the stack, signing in, their
// ports, and the in-page timing probes.
import type { Page } from "@playwright/test";

/** Signs in through the login form at `base` and waits to leave /login. */
export async function signIn(
  page: Page,
  base: string,
  email: string,
  password: string,
) {
  await page.goto(`${base}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** Polls `url` until it answers 2xx, or fails after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

/** The benches' ports: the defaults, or E2E_PORT / CONVEX_PORT / CONVEX_SITE_PORT from the environment. */
export function benchPorts(defaults: {
  port: number;
  convexPort: number;
  convexSitePort: number;
}) {
  const env = (name: string, fallback: number) =>
    Number(process.env[name] ?? fallback);
  return {
    port: env("E2E_PORT", defaults.port),
    convexPort: env("CONVEX_PORT", defaults.convexPort),
    convexSitePort: env("CONVEX_SITE_PORT", defaults.convexSitePort),
  };
}

/**
 * Timing probes installed in every page of a context before its scripts run.
 * Every stamp is `performance.timeOrigin + performance.now()`, a clock all
 * pages on the machine share, with sub-millisecond resolution.
 *  - `__clicks`: each click, stamped by a capture listener on the document
 *    (so before any of the page's own handlers run);
 *  - `__ws`: each WebSocket frame sent or received, with the Convex message
 *    type ("Mutation", "MutationResponse", "Transition", ...).
 */
export async function installTimingProbes(page: Page) {
  // tsx compiles named functions with a call to its `__name` helper, which
  // the functions handed to the page would otherwise miss.
  await page.addInitScript({
    content: "globalThis.__name ??= (f) => f;",
  });
  await page.addInitScript(() => {
    const w = window as unknown as {
      __clicks: number[];
      __ws: { at: number; dir: "out" | "in"; type: string }[];
    };
    const now = () => performance.timeOrigin + performance.now();
    w.__clicks = [];
    w.__ws = [];
    document.addEventListener("click", () => w.__clicks.push(now()), true);
    const typeOf = (data: unknown) => {
      if (typeof data !== "string") return "binary";
      const m = /"type"\s*:\s*"([A-Za-z]+)"/.exec(data);
      return m ? m[1] : "?";
    };
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      w.__ws.push({ at: now(), dir: "out", type: typeOf(data) });
      return send.call(this, data);
    };
    const Native = window.WebSocket;
    class Probed extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        // Registered before the client's own onmessage handler runs.
        this.addEventListener("message", (e) =>
          w.__ws.push({ at: now(), dir: "in", type: typeOf(e.data) }),
        );
      }
    }
    window.WebSocket = Probed;
  });
}

/** Empties a page's probe logs, before the next sample. */
export async function clearTimingProbes(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __clicks: number[]; __ws: unknown[] };
    w.__clicks.length = 0;
    w.__ws.length = 0;
  });
}

export type ProbeLog = {
  clicks: number[];
  ws: { at: number; dir: "out" | "in"; type: string }[];
};

export async function readTimingProbes(page: Page): Promise<ProbeLog> {
  return page.evaluate(() => {
    const w = window as unknown as ProbeLog & {
      __clicks: number[];
      __ws: ProbeLog["ws"];
    };
    return { clicks: [...w.__clicks], ws: [...w.__ws] };
  });
}

/**
 * One write seen by another browser, in stages from the click in the
 * writer's page: the mutation leaves the writer's page; the writer receives
 * its result (the server has committed); the reader receives the query
 * update that carries it (the last Transition before the DOM changed); the
 * reader's DOM shows it.
 */
export function stages(writer: ProbeLog, reader: ProbeLog, seenAt: number) {
  const click = writer.clicks[writer.clicks.length - 1];
  const after = (t: number) => (e: { at: number }) => e.at >= t;
  const sent = writer.ws.find(
    (e) => e.dir === "out" && e.type === "Mutation" && after(click)(e),
  )?.at;
  const committed = writer.ws.find(
    (e) => e.dir === "in" && e.type === "MutationResponse" && after(click)(e),
  )?.at;
  const received = reader.ws
    .filter((e) => e.dir === "in" && e.type === "Transition")
    .filter((e) => e.at >= click && e.at <= seenAt)
    .at(-1)?.at;
  const ms = (t: number | undefined) =>
    t === undefined ? undefined : t - click;
  return {
    sent: ms(sent),
    committed: ms(committed),
    received: ms(received),
    shown: seenAt - click,
    rendered: received === undefined ? undefined : seenAt - received,
  };
}

export type Stages = ReturnType<typeof stages>;

/** p50/p95 of each stage, as printable lines. */
export function stageReport(
  label: string,
  samples: Stages[],
  summarize: (v: number[]) => {
    p50: number;
    p95: number;
    max: number;
    n: number;
  },
) {
  const names: [keyof Stages, string][] = [
    ["sent", "click → mutation sent"],
    ["committed", "click → writer has the result (committed)"],
    ["received", "click → reader's query update received"],
    ["shown", "click → reader's DOM shows it"],
    ["rendered", "reader: query update received → DOM shows it"],
  ];
  const lines = [`${label}:`];
  for (const [key, name] of names) {
    const values = samples
      .map((s) => s[key])
      .filter((v): v is number => v !== undefined);
    if (values.length === 0) {
      lines.push(`  ${name}: not measured`);
      continue;
    }
    const s = summarize(values);
    lines.push(
      `  ${name}: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (n=${s.n})`,
    );
  }
  return lines.join("\n");
}
