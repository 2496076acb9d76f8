// Records public/media/product-demo.webm: the product in use, filmed from the
// running product by the test browser (nothing drawn or invented), with its
// English captions (product-demo.vtt), a poster (its first frame of the home
// page) and what was measured (product-demo.json: duration and size).
//
// It starts the whole product on its own ports with fresh demo data (the e2e
// stack), drives Chromium through a visitor's tour — the home page, the demo
// student signing in, his dashboard, a lesson with typeset formulas, a test
// question answered and explained, the community hub with a mentor's reply
// arriving live — and films the tab with CDP's screencast: each frame the
// page paints, with its time. ffmpeg turns the frames into VP9 at a steady
// frame rate with a seek index. Each caption spans its step's real start and
// end, so the words stay in step with the picture.
//
//   npm run record:demo   (needs ffmpeg: apt-get install ffmpeg)
//   RECORD_PORT, RECORD_CONVEX_PORT, RECORD_CONVEX_SITE_PORT move the stack.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  chromium,
  type Browser,
  type CDPSession,
  type Locator,
  type Page,
} from "@playwright/test";
import { PRODUCT_DEMO } from "../src/app/pages/info/productDemo";
import { chromiumArgs, findSystemChromium } from "./browser.mjs";
import { signIn, waitForUrl } from "./bench-browser";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = (name: string, fallback: number) =>
  Number(process.env[name] ?? fallback);
// Not 4190: browsers and fetch refuse it (a port on the fetch standard's blocked list).
const PORT = env("RECORD_PORT", 4310);
const BASE = `http://localhost:${PORT}`;
const FPS = 15;
/** The demo student (seeded, Class 9, with a few days of learning behind him). */
const STUDENT = {
  name: "Aarav",
  email: "student@demo.vidyaquest.example",
  password: "learn-with-aarav-9",
};
/** The demo mentor, whose reply the student sees arrive. */
const MENTOR = {
  email: "mentor@demo.vidyaquest.example",
  password: "teach-with-meera-7",
};
/** A seeded question in the forums (seedData/community.ts). */
const THREAD =
  "How do you make short notes from NCERT without copying the whole book?";
const REPLY =
  "Read one section, close the book, and write only what you remember: the definitions, the formulas and one solved example. Then open the book and add what you missed in another colour.";

const out = (file: string) => path.join(root, "public", file);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => Date.now() / 1000;

type Frame = { at: number; file: string };
type Cue = { start: number; end: number; text: string };

/**
 * A pointer the viewer can follow (the screencast films the page, not the
 * mouse): a dot that glides to where the mouse goes and pulses on a click.
 * It is pointer-events: none and hidden from assistive technology.
 */
const POINTER = `
addEventListener("DOMContentLoaded", () => {
  const dot = document.createElement("div");
  dot.setAttribute("aria-hidden", "true");
  dot.style.cssText = "position:fixed;left:0;top:0;width:22px;height:22px;margin:-11px 0 0 -11px;border-radius:50%;background:rgba(255,183,3,.55);border:2px solid #b45309;pointer-events:none;z-index:2147483647;transition:transform .3s ease-out,box-shadow .15s;transform:translate(-40px,-40px)";
  document.documentElement.append(dot);
  addEventListener("mousemove", (e) => { dot.style.transform = "translate(" + e.clientX + "px," + e.clientY + "px)"; }, true);
  addEventListener("mousedown", () => { dot.style.boxShadow = "0 0 0 10px rgba(255,183,3,.35)"; }, true);
  addEventListener("mouseup", () => setTimeout(() => { dot.style.boxShadow = "none"; }, 200), true);
});`;

/** Films one tab: every frame its compositor paints, with the time it was painted. */
async function startFilming(cdp: CDPSession, dir: string) {
  const frames: Frame[] = [];
  cdp.on("Page.screencastFrame", ({ data, metadata, sessionId }) => {
    const file = path.join(
      dir,
      `frame-${String(frames.length).padStart(5, "0")}.jpg`,
    );
    fs.writeFileSync(file, Buffer.from(data, "base64"));
    // The time it was painted (the receipt time, if the browser gave none).
    const painted = metadata.timestamp;
    frames.push({
      at: painted && Math.abs(painted - now()) < 5 ? painted : now(),
      file,
    });
    void cdp.send("Page.screencastFrameAck", { sessionId }).catch(() => {});
  });
  await cdp.send("Page.startScreencast", {
    format: "jpeg",
    quality: 85,
    maxWidth: PRODUCT_DEMO.width,
    maxHeight: PRODUCT_DEMO.height,
    everyNthFrame: 1,
  });
  return frames;
}

/** Moves the pointer onto the element, lets the eye follow, then clicks it. */
async function clickAsAPerson(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  await pause(450);
  await target.click();
}

/** Scrolls by `dy` in small steps, as a wheel would. */
async function scrollGently(page: Page, dy: number) {
  const steps = 12;
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, dy / steps);
    await pause(40);
  }
}

async function tour(page: Page, mentor: Page, step: StepRecorder) {
  await step(
    "The VidyaQuest home page: lessons, practice and mock tests for Classes 6 to 12, with XP, streaks and badges.",
    async () => {
      // Filming starts on the home page, already painted.
      await pause(3500);
      await page.mouse.move(480, 300);
      await scrollGently(page, 420);
      await pause(2500);
    },
  );

  await step(
    `${STUDENT.name}, a Class 9 student, logs in with the demo account.`,
    async () => {
      await page.goto(`${BASE}/login`);
      const email = page.getByLabel(/^Email/);
      await clickAsAPerson(email);
      await email.pressSequentially(STUDENT.email, { delay: 15 });
      const password = page.getByLabel(/^Password/);
      await clickAsAPerson(password);
      await password.fill(STUDENT.password);
      await pause(300);
      await clickAsAPerson(
        page.getByRole("button", { name: "Login", exact: true }),
      );
      await page.waitForURL((u) => !u.pathname.startsWith("/login"));
    },
  );

  // What the dashboard shows is read from it, not written here.
  const level = page.getByRole("heading", { name: /^Level \d+$/ });
  await level.waitFor();
  const xp =
    (await page
      .getByText(/ XP in total$/)
      .first()
      .textContent()) ?? "";
  await step(
    `His dashboard, live from his real activity: ${(await level.textContent()) ?? ""}, ${xp}, his daily streak and badges.`,
    async () => {
      await pause(2000);
      await level.evaluate((el) =>
        el.scrollIntoView({ behavior: "smooth", block: "start" }),
      );
      await pause(3500);
    },
  );

  await step(
    "A Science lesson: a short video, and a text with typeset formulas and figures to read.",
    async () => {
      await page.goto(`${BASE}/courses/class/9/science`);
      await clickAsAPerson(
        page
          .getByRole("article", { name: "Matter in Our Surroundings" })
          .getByRole("link", { name: /^(Start|Continue|Review)$/ }),
      );
      await page.getByRole("heading", { level: 1 }).waitFor();
      await pause(1500);
      const formula = page
        .getByRole("region", { name: "Lesson" })
        .locator(".katex")
        .first();
      await formula.evaluate((el) =>
        el.scrollIntoView({ behavior: "smooth", block: "center" }),
      );
      await pause(3000);
    },
  );

  await step(
    "A test question: he picks an answer, and it is marked at once, with the right option and an explanation.",
    async () => {
      await page.goto(`${BASE}/tests/demo`);
      const question = page.getByRole("heading", { name: /^Question 1 of/ });
      await question.waitFor();
      await pause(2000);
      await clickAsAPerson(
        page.getByRole("list", { name: /./ }).getByRole("button").first(),
      );
      await page
        .getByRole("alert")
        .or(page.getByText(/^(Correct!|Not quite)$/))
        .first()
        .waitFor();
      await pause(4000);
    },
  );

  await step(
    "The community hub: students ask questions in the forums, join clubs and sign up for live events.",
    async () => {
      await page.goto(`${BASE}/community`);
      await page.getByRole("heading", { name: "Discussion Forums" }).waitFor();
      await pause(1500);
      const thread = page.getByRole("link", { name: THREAD });
      await thread.evaluate((el) =>
        el.scrollIntoView({ behavior: "smooth", block: "center" }),
      );
      await pause(1500);
      await clickAsAPerson(thread);
      await page.getByRole("heading", { level: 1, name: THREAD }).waitFor();
      await pause(2000);
    },
  );

  await step(
    "A mentor answers from her own computer, and her reply appears on his screen live, without reloading.",
    async () => {
      // The mentor's tab is on the same thread (opened before filming).
      await page
        .getByRole("heading", { name: /^Replies/ })
        .evaluate((el) =>
          el.scrollIntoView({ behavior: "smooth", block: "start" }),
        );
      await pause(1500);
      await mentor.getByRole("textbox", { name: /^Your reply/ }).fill(REPLY);
      await mentor.getByRole("button", { name: /^Post reply/ }).click();
      const reply = page.getByText(REPLY.slice(0, 40));
      await reply.waitFor();
      await reply.evaluate((el) =>
        el.scrollIntoView({ behavior: "smooth", block: "center" }),
      );
      await pause(4500);
    },
  );
}

type StepRecorder = (
  caption: string,
  run: () => Promise<void>,
) => Promise<void>;

async function main() {
  const ffmpeg = (args: string[]) =>
    execFileSync("ffmpeg", ["-loglevel", "error", "-y", ...args]);
  const ffprobe = (file: string) =>
    Number(
      execFileSync("ffprobe", [
        ...["-v", "error", "-show_entries", "format=duration"],
        ...["-of", "default=noprint_wrappers=1:nokey=1", file],
      ])
        .toString()
        .trim(),
    );

  const stack = spawn(process.execPath, ["scripts/e2e-stack.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      CONVEX_PORT: String(env("RECORD_CONVEX_PORT", 5420)),
      CONVEX_SITE_PORT: String(env("RECORD_CONVEX_SITE_PORT", 5421)),
      E2E_DIR: ".e2e-record-demo",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "vq-demo-"));
  let browser: Browser | null = null;
  try {
    await waitForUrl(BASE, 600_000);
    browser = await chromium.launch({
      executablePath: findSystemChromium() ?? undefined,
      args: chromiumArgs,
    });
    // The mentor's window, off camera, waits on the thread to answer.
    const mentor = await (await browser.newContext()).newPage();
    await signIn(mentor, BASE, MENTOR.email, MENTOR.password);
    await mentor.goto(`${BASE}/community`);
    await mentor.getByRole("link", { name: THREAD }).click();
    await mentor.getByRole("textbox", { name: /^Your reply/ }).waitFor();

    const context = await browser.newContext({
      viewport: { width: PRODUCT_DEMO.width, height: PRODUCT_DEMO.height },
      deviceScaleFactor: 1,
      colorScheme: "light",
      locale: "en-IN",
    });
    await context.addInitScript({ content: POINTER });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(BASE);
    await page
      .getByRole("heading", { level: 1, name: /Learn smarter/ })
      .waitFor();
    const cdp = await context.newCDPSession(page);
    const frames = await startFilming(cdp, work);

    const cues: Cue[] = [];
    const step: StepRecorder = async (text, run) => {
      const start = now();
      await run();
      cues.push({ start, end: now(), text });
      console.log(`  ${text}`);
    };
    const began = now();
    await tour(page, mentor, step);
    await cdp.send("Page.stopScreencast");
    const ended = now();

    const shot = frames;
    if (shot.length === 0) throw new Error("The screencast sent no frames");
    // The film's time 0: its first frame (the home page, painted).
    const t0 = Math.min(began, shot[0].at);
    shot[0].at = t0;
    // The concat list: each frame lasts until the next was painted.
    const list = shot
      .map((f, i) => {
        const until = i + 1 < shot.length ? shot[i + 1].at : ended;
        return `file '${f.file}'\nduration ${Math.max(0.001, until - f.at).toFixed(3)}\n`;
      })
      .join("");
    fs.writeFileSync(
      path.join(work, "frames.txt"),
      `ffconcat version 1.0\n${list}file '${shot.at(-1)!.file}'\n`,
    );
    const video = out(PRODUCT_DEMO.video);
    fs.mkdirSync(path.dirname(video), { recursive: true });
    ffmpeg([
      ...["-f", "concat", "-safe", "0", "-i", path.join(work, "frames.txt")],
      ...[
        "-vf",
        `fps=${FPS},scale=${PRODUCT_DEMO.width}:${PRODUCT_DEMO.height},format=yuv420p`,
      ],
      // Constant quality, capped; the realtime preset keeps the encode to
      // about the film's length on a busy machine.
      ...["-c:v", "libvpx-vp9", "-crf", "40", "-b:v", "300k", "-row-mt", "1"],
      ...["-deadline", "realtime", "-cpu-used", "8", "-g", String(FPS * 5)],
      ...["-cues_to_front", "1", "-an", video],
    ]);
    const duration = ffprobe(video);

    // The poster: the home page's hero, as the film opens.
    const posterFrame = shot[0];
    ffmpeg([
      ...["-i", posterFrame.file, "-c:v", "libwebp", "-quality", "70"],
      out(PRODUCT_DEMO.poster),
    ]);

    const at = (t: number) => Math.min(duration, Math.max(0, t - t0));
    const vtt = cues
      .map(
        (c, i) =>
          `${i + 1}\n${cueTime(at(c.start))} --> ${cueTime(i + 1 < cues.length ? at(cues[i + 1].start) : duration)}\n${c.text}\n`,
      )
      .join("\n");
    fs.writeFileSync(out(PRODUCT_DEMO.captions), `WEBVTT\n\n${vtt}`);
    fs.writeFileSync(
      out(PRODUCT_DEMO.facts),
      `${JSON.stringify(
        {
          durationSeconds: Number(duration.toFixed(3)),
          width: PRODUCT_DEMO.width,
          height: PRODUCT_DEMO.height,
          framesFilmed: shot.length,
        },
        null,
        2,
      )}\n`,
    );
    for (const file of [PRODUCT_DEMO.video, PRODUCT_DEMO.poster])
      console.log(`wrote public${file} (${fs.statSync(out(file)).size} bytes)`);
    console.log(
      `${duration.toFixed(1)} s, ${shot.length} frames filmed, ${cues.length} captions`,
    );
  } finally {
    await browser?.close();
    stack.kill("SIGTERM");
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** "00:01:03.250": a WebVTT cue time. */
function cueTime(seconds: number) {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = (ms % 60_000) / 1000;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${s.toFixed(3).padStart(6, "0")}`;
}

await main();
