// Scale benchmark of mentorship on the local backend (issue: mentorship).
//
//   npm run bench:mentorship [-- --mentors 10000 --programs 1000 --sessions 200000]
//
// Loads 10,000 mentors (every 10th unverified), 1,000 programs and 200,000
// sessions (a third past, the rest over the coming 8 months; one mentor with
// every 50th and one program with every 25th) into a fresh temporary
// backend, then measures every query a mentorship page view makes: documents
// read (from the backend's own count) and response time over HTTP, as a
// visitor and as a signed-in Class 9 student; then the busy mentor's own
// dashboards (issue 16), as that mentor.
import { actingAs, arg, withBenchBackend, type PageView } from "./bench-views";

const MENTORS = arg("mentors", 10_000);
const PROGRAMS = arg("programs", 1_000);
const SESSIONS = arg("sessions", 200_000);
const FEEDBACK = arg("feedback", 2_000);
const RUNS = arg("runs", 100);
const BATCH = 2_000;

async function main() {
  await withBenchBackend("mentorship", async ({ mutate, measure }) => {
    // ── Load ────────────────────────────────────────────────────────────────
    const t0 = performance.now();
    const now = Date.now();
    const mentorIds: string[] = [];
    for (let from = 0; from < MENTORS; from += 500)
      mentorIds.push(
        ...((await mutate("scaleSeed:mentors", {
          from,
          count: Math.min(500, MENTORS - from),
        })) as string[]),
      );
    const programIds: string[] = [];
    for (let from = 0; from < PROGRAMS; from += 500)
      programIds.push(
        ...((await mutate("scaleSeed:programs", {
          from,
          count: Math.min(500, PROGRAMS - from),
          mentorIds,
          now,
        })) as string[]),
      );
    for (let from = 0; from < SESSIONS; from += BATCH) {
      await mutate("scaleSeed:mentorshipSessions", {
        from,
        count: Math.min(BATCH, SESSIONS - from),
        total: SESSIONS,
        mentorIds,
        programIds,
        now,
      });
      if (from % 20_000 < BATCH)
        process.stdout.write(`  sessions ${from.toLocaleString("en-US")}…\r`);
    }
    const students = (await mutate("scaleSeed:people", {
      from: 0,
      count: 200,
    })) as string[];
    await mutate("scaleSeed:mentorFeedback", {
      mentorId: mentorIds[0],
      studentIds: students,
      count: FEEDBACK,
      now,
    });
    // Class 9 Mathematics in the catalogue, so the student's fit is read for real.
    await mutate("scaleSeed:subject", {
      grade: 9,
      slug: "mathematics",
      chapters: 1,
      questionsPerChapter: 1,
    });
    // The busy mentor's workspace: counters, 200 students, 500 pending requests.
    const busyMentorUser = (await mutate("scaleSeed:mentorWorkspace", {
      mentorId: mentorIds[0],
      studentIds: students,
      requests: 500,
      now,
    })) as string;
    const loadSecs = (performance.now() - t0) / 1000;
    console.log(
      `loaded ${MENTORS.toLocaleString("en-US")} mentors, ${PROGRAMS.toLocaleString("en-US")} programs, ` +
        `${SESSIONS.toLocaleString("en-US")} sessions and ${FEEDBACK.toLocaleString("en-US")} feedback rows in ${loadSecs.toFixed(0)} s`,
    );

    // ── Page views ──────────────────────────────────────────────────────────
    // Clients send their clock rounded to the minute.
    const clientNow = Math.floor(Date.now() / 60_000) * 60_000;
    const page = (numItems: number) => ({ numItems, cursor: null });
    const programsTab = (category?: "academic" | "skill-based") => ({
      fn: "mentorship/programs:list",
      args: { ...(category ? { category } : {}), paginationOpts: page(12) },
    });
    const views: PageView[] = [
      { name: "Programs tab (all)", calls: [programsTab()] },
      { name: "Programs tab (academic)", calls: [programsTab("academic")] },
      {
        name: "Programs tab (skill-based)",
        calls: [programsTab("skill-based")],
      },
      {
        name: "Our Mentors tab (12)",
        calls: [
          {
            fn: "mentorship/mentors:list",
            args: { paginationOpts: page(12) },
          },
        ],
      },
      {
        name: "Upcoming Sessions tab (6)",
        calls: [
          {
            fn: "mentorship/sessions:listUpcoming",
            args: { paginationOpts: page(6), now: clientNow },
          },
        ],
      },
      {
        name: "all upcoming sessions (24)",
        calls: [
          {
            fn: "mentorship/sessions:listUpcoming",
            args: { paginationOpts: page(24), now: clientNow },
          },
        ],
      },
      {
        name: `program page (${Math.ceil(SESSIONS / 25).toLocaleString("en-US")} sessions)`,
        calls: [
          {
            fn: "mentorship/programs:get",
            args: { programId: programIds[0], now: clientNow },
          },
        ],
      },
      {
        name: `mentor profile (${Math.ceil(SESSIONS / 50).toLocaleString("en-US")} sessions, ${FEEDBACK.toLocaleString("en-US")} feedback)`,
        calls: [
          {
            fn: "mentorship/mentors:get",
            args: { mentorId: mentorIds[0], now: clientNow },
          },
        ],
      },
    ];

    await measure(
      views,
      [
        { label: "visitor", identity: null },
        // scaleSeed:people makes student 3 a Class 9 student (6 + 3 % 7).
        { label: "student", identity: await actingAs(mutate, students[3]) },
      ],
      RUNS,
    );

    // ── The busy mentor's own dashboards (issue 16) ─────────────────────────
    const DAY = 86_400_000;
    const IST = 330 * 60_000;
    const todayIst = Math.floor((clientNow + IST) / DAY) * DAY - IST;
    const stats = {
      fn: "mentorship/workspace:stats",
      args: { now: clientNow },
    };
    const upcoming = {
      fn: "mentorship/workspace:upcoming",
      args: { now: clientNow, paginationOpts: page(10) },
    };
    const busy = `${Math.ceil(SESSIONS / 50).toLocaleString("en-US")} sessions`;
    await measure(
      [
        {
          name: `/mentor-dashboard, Sessions tab (${busy})`,
          calls: [
            stats,
            { fn: "mentorship/workspace:today", args: { now: clientNow } },
            upcoming,
          ],
        },
        {
          name: "/mentor-dashboard, Schedule tab (month + day)",
          calls: [
            stats,
            {
              fn: "mentorship/workspace:bookedDays",
              args: { from: todayIst - 7 * DAY, to: todayIst + 35 * DAY },
            },
            {
              fn: "mentorship/workspace:onDay",
              args: { dayStart: todayIst, dayEnd: todayIst + DAY },
            },
          ],
        },
        {
          name: "/mentor-dashboard, Feedback tab",
          calls: [stats, { fn: "mentorship/workspace:feedback", args: {} }],
        },
        {
          name: "/teacher-dashboard (Upcoming, 500 pending requests)",
          calls: [
            stats,
            upcoming,
            {
              fn: "mentorship/requests:pendingForMe",
              args: { now: clientNow, paginationOpts: page(10) },
            },
            {
              fn: "mentorship/workspace:bookedDays",
              args: { from: todayIst - 7 * DAY, to: todayIst + 35 * DAY },
            },
            { fn: "learning/uploads:myUploads", args: {} },
          ],
        },
        {
          name: "/teacher-dashboard, Past tab",
          calls: [
            {
              fn: "mentorship/workspace:past",
              args: { paginationOpts: page(10) },
            },
          ],
        },
      ],
      [
        {
          label: "busy mentor",
          identity: await actingAs(mutate, busyMentorUser),
        },
      ],
      RUNS,
    );
  });
}

await main();
