// What the browser latency benchmarks (bench:community:browser,
// bench:notices:browser, bench:reports:browser, bench:session:browser) share:
// their own stack and its ports, their browser, signing in, and the in-page
// timing probes.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumArgs, findSystemChromium } from "./browser.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

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

type BenchPorts = { port: number; convexPort: number; convexSitePort: number };

/** The benches' ports: the defaults, or E2E_PORT / CONVEX_PORT / CONVEX_SITE_PORT from the environment. */
function benchPorts(defaults: BenchPorts): BenchPorts {
  const env = (name: string, fallback: number) =>
    Number(process.env[name] ?? fallback);
  return {
    port: env("E2E_PORT", defaults.port),
    convexPort: env("CONVEX_PORT", defaults.convexPort),
    convexSitePort: env("CONVEX_SITE_PORT", defaults.convexSitePort),
  };
}

export type Account = { email: string; password: string };

/**
 * Opens a page for `bench`: in a context of its own (its own cookies and
 * storage, so one person per page), with the timing probes installed, and
 * signed in as `account` when one is given (else a visitor).
 */
export type OpenPage = (account?: Account) => Promise<Page>;

/**
 * A bench's own product: scripts/e2e-stack.mjs on the bench's ports (see
 * benchPorts), with a fresh data directory, so fresh demo data, under
 * `e2eDir`, apart from the end-to-end tests' and the other benches'. Nothing
 * starts until `run`.
 *  - `base`: the front end; `cloud`: the backend's API; `dataDir`: its data
 *    (with the admin key);
 *  - `run(bench)`: starts the stack, waits for it, runs `bench` with pages
 *    from one Chromium, then closes the browser and stops the stack, whether
 *    or not `bench` finished.
 */
export function benchStack(e2eDir: string, defaults: BenchPorts) {
  const ports = benchPorts(defaults);
  const base = `http://localhost:${ports.port}`;
  return {
    base,
    cloud: `http://127.0.0.1:${ports.convexPort}`,
    dataDir: path.join(root, e2eDir, "data"),
    run: (bench: (openPage: OpenPage) => Promise<void>) =>
      runBench(e2eDir, ports, base, bench),
  };
}

/** benchStack's `run`. */
async function runBench(
  e2eDir: string,
  ports: BenchPorts,
  base: string,
  bench: (openPage: OpenPage) => Promise<void>,
) {
  const stack = spawn(process.execPath, ["scripts/e2e-stack.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(ports.port),
      CONVEX_PORT: String(ports.convexPort),
      CONVEX_SITE_PORT: String(ports.convexSitePort),
      E2E_DIR: e2eDir,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const browser = lazyChromium();
  try {
    await waitForUrl(base, 180_000);
    await bench(async (account) =>
      openProbedPage(await browser.get(), base, account),
    );
  } finally {
    await browser.close();
    stack.kill("SIGTERM");
  }
}

/**
 * One Chromium, launched when first asked for: whatever a bench sets up
 * through the API before it opens a page runs without a browser beside it.
 */
function lazyChromium() {
  let launching: Promise<Browser> | null = null;
  return {
    get: () =>
      (launching ??= chromium.launch({
        executablePath: findSystemChromium() ?? undefined,
        args: chromiumArgs,
      })),
    // A launch that failed has nothing to close (its error is the bench's).
    close: async () => (await launching?.catch(() => null))?.close(),
  };
}

/** See OpenPage. */
async function openProbedPage(
  browser: Browser,
  base: string,
  account?: Account,
) {
  const page = await (await browser.newContext()).newPage();
  await installTimingProbes(page);
  if (account) await signIn(page, base, account.email, account.password);
  return page;
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
