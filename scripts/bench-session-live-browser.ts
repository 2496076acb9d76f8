// Start Session → the registered student's screen shows it, in real browsers
// (the mentor's workspace).
//
//   npm run bench:session:browser [-- --rounds 20]
//
// Starts the product on its own ports (a fresh data directory with the demo
// data) and opens two Chromium contexts: the demo mentor on their dashboard,
// and the demo student. Through the API, as each of them (the token their
// browser signed in with), the mentor schedules --rounds short group
// sessions later today (IST) and the student registers for each. Each round
// the student opens one session's page and waits; the mentor clicks its Start
// Session in Today's Sessions; the time is from that click to the moment the
// student's page shows Join Now. Then the mentor marks it complete, through
// the API. Every time is stamped inside the pages (`performance.timeOrigin +
// performance.now()`, one clock for all of them): the click by a capture
// listener in the mentor's page, the WebSocket frames in both pages, and Join
// Now in the student's DOM by a MutationObserver. It reports the same stages
// as bench:community:browser: click → mutation sent, → the mentor has its
// result (committed), → the student's query update received, → the student's
// DOM shows it.
//
// E2E_PORT / CONVEX_PORT / CONVEX_SITE_PORT override its ports.
import type { Page } from "@playwright/test";
import { ConvexHttpClient } from "convex/browser";
import { summarize } from "@vidyaquest/local-backend/bench";
import {
  benchStack,
  clearTimingProbes,
  readTimingProbes,
  stageReport,
  stages,
  type Stages,
} from "./bench-browser";
import { arg } from "./bench-views";

const stack = benchStack(".e2e-bench-session-live", {
  port: 4494,
  convexPort: 3724,
  convexSitePort: 3725,
});
const BASE = stack.base;
/** Rounds: the mentor may create 30 sessions at once (convex/lib/rateLimit.ts). */
const ROUNDS = arg("rounds", 20);
const MENTOR = {
  email: "mentor@demo.vidyaquest.example",
  password: "teach-with-meera-7",
};
const STUDENT = {
  email: "student@demo.vidyaquest.example",
  password: "learn-with-aarav-9",
};
/** A page that has not shown Join Now after this long counts as a failure, not a sample. */
const GIVE_UP_MS = 15_000;
const MINUTE = 60_000;
const SLOT_MINUTES = 15;
const IST_OFFSET = 330 * MINUTE;
const DAY = 24 * 60 * MINUTE;

async function main() {
  await stack.run(async (openPage) => {
    const mentor = await openPage(MENTOR);
    const student = await openPage(STUDENT);
    const asMentor = await apiAs(mentor);
    const asStudent = await apiAs(student);

    const sessions = await scheduleToday(asMentor, ROUNDS);
    if (sessions.length < ROUNDS)
      console.log(
        `Only ${sessions.length} sessions fit in what is left of today (IST).`,
      );
    for (const s of sessions)
      await asStudent.mutation(
        "mentorship/sessions:register" as never,
        { sessionId: s.id } as never,
      );

    const samples: Stages[] = [];
    let failures = 0;
    for (const s of sessions) {
      await student.goto(`${BASE}/mentorship/sessions/${s.id}`);
      await student.getByRole("heading", { level: 1, name: s.title }).waitFor();
      await mentor.goto(`${BASE}/mentor-dashboard`);
      const card = mentor
        .getByRole("region", { name: "Today's Sessions" })
        .getByRole("article", { name: s.title });
      const start = card.getByRole("button", { name: "Start Session" });
      await start.waitFor();
      await watchJoinNow(student);
      await clearTimingProbes(mentor);
      await clearTimingProbes(student);
      await start.click();
      const seenAt = await student.evaluate(
        () => (window as unknown as { __seen: Promise<number> }).__seen,
      );
      await card.getByText("Live now").waitFor();
      if (seenAt < 0) {
        failures++;
        console.error(`${s.title}: Join Now not seen within ${GIVE_UP_MS} ms`);
      } else {
        const sample = stages(
          await readTimingProbes(mentor),
          await readTimingProbes(student),
          seenAt,
        );
        samples.push(sample);
        console.error(`${s.title}: ${JSON.stringify(sample)}`);
      }
      await asMentor.mutation(
        "mentorship/sessions:complete" as never,
        { sessionId: s.id } as never,
      );
    }
    if (failures)
      console.log(`${failures} sessions did not show Join Now in time`);
    console.log(
      stageReport(
        "Start Session clicked in the mentor's browser → Join Now on the registered student's session page in another",
        samples,
        summarize,
      ),
    );
  });
}

/** A client of the backend's API signed in as the person in `page` (their browser's token). */
async function apiAs(page: Page) {
  const token = await page.evaluate(
    () =>
      Object.entries(localStorage).find(([k]) =>
        k.startsWith("__convexAuthJWT"),
      )?.[1] ?? null,
  );
  if (!token) throw new Error("no auth token in the signed-in page");
  const client = new ConvexHttpClient(stack.cloud, { logger: false });
  client.setAuth(token);
  return client;
}

/**
 * Up to `count` 15-minute group sessions back to back from the next quarter
 * hour but one, skipping the mentor's own, all before the end of today (IST):
 * Start Session takes one of today's.
 */
async function scheduleToday(mentor: ConvexHttpClient, count: number) {
  const now = Date.now();
  const dayEnd = Math.floor((now + IST_OFFSET) / DAY) * DAY + DAY - IST_OFFSET;
  const quarter = SLOT_MINUTES * MINUTE;
  let at = Math.ceil(now / quarter) * quarter + quarter;
  const stamp = new Date(now).toISOString().slice(11, 16);
  const made: { id: string; title: string }[] = [];
  while (made.length < count && at + quarter <= dayEnd) {
    const title = `Live status probe ${made.length + 1} (${stamp})`;
    try {
      const id = (await mentor.mutation(
        "mentorship/sessions:create" as never,
        {
          title,
          description: "Measures how fast a started session reaches students.",
          sessionType: "group",
          scheduledAt: at,
          durationMinutes: SLOT_MINUTES,
          maxParticipants: 10,
          meetingUrl: `https://meet.jit.si/VidyaQuestProbe${made.length + 1}`,
        } as never,
      )) as string;
      made.push({ id, title });
    } catch (e) {
      // Another of the mentor's sessions holds this slot: try the next one.
      if (!/overlaps/.test(String(e))) throw e;
    }
    at += quarter;
  }
  return made;
}

/**
 * Arms a MutationObserver in the student's page that resolves `window.__seen`
 * with the time a "Join Now" link appears (on the pages' shared clock), or -1
 * when it does not appear in time.
 */
async function watchJoinNow(page: Page) {
  // No named inner function: tsx would wrap it in a `__name` helper the page lacks.
  await page.evaluate((giveUpMs) => {
    const now = () => performance.timeOrigin + performance.now();
    (window as unknown as { __seen: Promise<number> }).__seen = new Promise(
      (resolve, reject) => {
        const selector = 'a[href^="https://"]';
        if (
          Array.from(document.querySelectorAll(selector)).some((a) =>
            (a.textContent ?? "").startsWith("Join Now"),
          )
        )
          return reject(new Error("Join Now was already shown"));
        const observer = new MutationObserver(() => {
          if (
            Array.from(document.querySelectorAll(selector)).some((a) =>
              (a.textContent ?? "").startsWith("Join Now"),
            )
          ) {
            observer.disconnect();
            clearTimeout(timer);
            resolve(now());
          }
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(-1);
        }, giveUpMs);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      },
    );
  }, GIVE_UP_MS);
}

await main();
