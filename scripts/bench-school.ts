// School-scale load on the product's own convex/ (npm run bench:school).
//
//   npm run bench:school [-- --clients 2000 --rate 100 --seconds 120]
//   (BENCH_PORT sets the backend's port; 0, the default, picks a free one)
//
// The local backend runs as its own process (its CPU and memory are its
// own) on a fresh data directory. `--clients` students connect over the
// WebSocket protocol, each subscribed to what a student's /dashboard and
// /community subscribe to (the same functions and arguments the pages send).
// Then a mix of writes, each by a random student, arrives at `--rate` per
// second for `--seconds`: new threads, replies, upvotes, RSVPs, test answers
// and lesson heartbeats (the writes that lead to a lesson's completion). Reported: mutation latency; write → other viewer
// (a new thread, from the mutation's start until it is in the first page of
// each of 20 other students' live /community lists); the backend's CPU and
// RSS; errors (every failed call counts; the run must have none).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { readAdminKey, setAdminAuth } from "@vidyaquest/local-backend";
import { spawnBackend, summarize } from "@vidyaquest/local-backend/bench";
import { arg } from "./bench-views";

const CLIENTS = arg("clients", 2_000);
const RATE = arg("rate", 100);
const SECONDS = arg("seconds", 120);
const OBSERVERS = Math.min(20, CLIENTS - 1);
const GRADES = [6, 7, 8, 9, 10, 11, 12];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

type Identity = { subject: string; issuer: string; tokenIdentifier: string };
type Page<T> = { page: T[] };

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-school-"));
  // The backend as `npm start` runs it (production mode), without the demo seed.
  const backend = await spawnBackend(
    dataDir,
    Number(process.env.BENCH_PORT ?? 0),
    root,
    ["--no-seed"],
  );
  const adminKey = readAdminKey(dataDir);
  const clients: ConvexClient[] = [];
  try {
    const admin = new ConvexHttpClient(backend.cloudUrl, { logger: false });
    setAdminAuth(admin, adminKey);
    const mutate = (fn: string, args: Record<string, unknown>) =>
      admin.mutation(fn as never, args as never) as Promise<unknown>;

    // ── The school: students, a subject per class, the community ─────────
    const t0 = performance.now();
    for (const grade of GRADES)
      await mutate("scaleSeed:subject", {
        grade,
        slug: "school-maths",
        chapters: 6,
        questionsPerChapter: 10,
      });
    const students: string[] = [];
    for (let from = 0; from < CLIENTS; from += 500)
      students.push(
        ...((await mutate("scaleSeed:people", {
          from,
          count: Math.min(500, CLIENTS - from),
        })) as string[]),
      );
    const identities: Identity[] = [];
    for (const userId of students) {
      const sessionId = await mutate("scaleSeed:session", { userId });
      identities.push({
        subject: `${userId}|${sessionId}`,
        issuer: "https://bench.local",
        tokenIdentifier: `https://bench.local|${userId}|${sessionId}`,
      });
    }
    const categoryIds = (await mutate("scaleSeed:categories", {
      names: ["Mathematics", "Science", "English", "Social Studies", "Exams"],
    })) as string[];
    const now = Date.now();
    const threadIds = (await mutate("scaleSeed:threads", {
      from: 0,
      count: 200,
      repliesPerThread: 3,
      categoryIds,
      // Written by the watching students, who never vote: no one upvotes their own.
      authorIds: students.slice(0, OBSERVERS),
      now,
    })) as string[];
    await mutate("scaleSeed:clubsAndEvents", {
      from: 0,
      count: 30,
      membersPerClub: 5,
      memberIds: students,
      now,
    });
    // Each class's lessons and chapter tests, as its students see them.
    const catalogue = new Map<number, { lessons: string[]; tests: string[] }>();
    for (const grade of GRADES) {
      const as = new ConvexHttpClient(backend.cloudUrl, { logger: false });
      setAdminAuth(as, adminKey, identities[grade - 6]);
      const subject = (await as.query(
        "learning/catalogue:subject" as never,
        { grade, slug: "school-maths" } as never,
      )) as { chapters: { firstLessonId: string }[] };
      const tests = (await as.query(
        "learning/mockTests:list" as never,
        {
          grade,
          kind: "chapter",
          paginationOpts: { numItems: 10, cursor: null },
        } as never,
      )) as Page<{ _id: string }>;
      catalogue.set(grade, {
        lessons: subject.chapters.map((c) => c.firstLessonId),
        tests: tests.page.map((t) => t._id),
      });
    }
    const events = (await new ConvexHttpClient(backend.cloudUrl).query(
      "community/events:listUpcoming" as never,
      {
        now,
        paginationOpts: { numItems: 30, cursor: null },
      } as never,
    )) as Page<{ _id: string; maxAttendees: number | null }>;
    // Students RSVP to events with room: a capped event that is full refuses
    // them (a page shows "Full"), which is the product working, not a failure.
    const eventIds = events.page
      .filter((e) => e.maxAttendees === null)
      .map((e) => e._id);
    console.log(
      `school: ${CLIENTS.toLocaleString("en-US")} students, ${GRADES.length} classes, ` +
        `${threadIds.length} threads, ${eventIds.length} events, loaded in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );

    // ── Every student online: /dashboard and /community, live ────────────
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const seen = new Map<string, number[]>(); // thread title → when each observer saw it
    const sent = new Map<string, number>(); // thread title → when it was posted
    let errors = 0;
    const failed = (where: string) => (e: unknown) => {
      if (errors++ < 5) console.error(`error in ${where}: ${String(e)}`);
    };
    const tc = performance.now();
    for (let i = 0; i < CLIENTS; i++) {
      const client = new ConvexClient(backend.cloudUrl, {
        logger: false,
        unsavedChangesWarning: false,
      });
      setAdminAuth(client, adminKey, identities[i]);
      const watch = (
        fn: string,
        args: Record<string, unknown>,
        onValue: (v: unknown) => void = () => {},
      ) => client.onUpdate(fn as never, args as never, onValue, failed(fn));
      const page = (numItems: number, id: number) => ({
        paginationOpts: { numItems, cursor: null, id },
      });
      watch("accounts/users:viewer", {});
      watch("learning/progress:dashboard", { now: minute });
      watch("mentorship/applications:mine", {});
      watch("mentorship/sessions:mine", { now: minute });
      watch("mentorship/requests:mine", page(5, 1));
      watch("learning/progress:leaderboard", { now: minute });
      watch("notifications/inbox:unreadCount", {});
      watch("community/reports:myWarnings", {});
      watch("community/forums:categories", {});
      watch(
        "community/forums:listThreads",
        { ...page(10, 2), sort: "newest" },
        i < OBSERVERS
          ? (v) => {
              const at = performance.now();
              for (const t of (v as Page<{ title: string }>).page)
                if (sent.has(t.title) && !seen.get(t.title)?.[i])
                  (seen.get(t.title) ?? seen.set(t.title, []).get(t.title)!)[
                    i
                  ] = at;
            }
          : undefined,
      );
      watch("community/clubs:list", page(6, 3));
      watch("community/clubs:mine", {});
      watch("community/events:listUpcoming", { now: minute, ...page(6, 4) });
      clients.push(client);
    }
    // Connected when every student's viewer query has answered.
    await Promise.all(
      clients.map((c) =>
        c.query("accounts/users:viewer" as never, {} as never),
      ),
    );
    const rssConnected = backend.rssMb();
    console.log(
      `${CLIENTS.toLocaleString("en-US")} students connected and subscribed (13 queries each) in ` +
        `${((performance.now() - tc) / 1000).toFixed(0)} s; backend RSS ${rssConnected.toFixed(0)} MB`,
    );

    // ── The writes ───────────────────────────────────────────────────────
    const attempts = new Map<number, Promise<string>>();
    const watching = new Map<
      number,
      { lessonId: string; at: number; position: number }
    >();
    const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
    const writes: {
      kind: string;
      weight: number;
      run: (i: number) => Promise<unknown>;
    }[] = [
      {
        kind: "new thread",
        weight: 10,
        run: (i) => {
          const title = `School bench thread ${sent.size} from student ${i}`;
          sent.set(title, performance.now());
          return clients[i].mutation(
            "community/forums:createThread" as never,
            {
              categoryId: pick(categoryIds),
              title,
              content: "How do I find the LCM of two numbers quickly?",
            } as never,
          );
        },
      },
      {
        kind: "reply",
        weight: 30,
        run: (i) =>
          clients[i].mutation(
            "community/forums:reply" as never,
            {
              threadId: pick(threadIds),
              content:
                "List the prime factors of both, then take each at its highest power.",
            } as never,
          ),
      },
      {
        kind: "upvote",
        weight: 25,
        run: (i) =>
          clients[i].mutation(
            "community/forums:toggleUpvote" as never,
            { target: { kind: "thread", id: pick(threadIds) } } as never,
          ),
      },
      {
        kind: "RSVP",
        weight: 10,
        run: (i) =>
          clients[i].mutation(
            "community/events:rsvp" as never,
            { eventId: pick(eventIds) } as never,
          ),
      },
      {
        kind: "test answer",
        weight: 15,
        run: async (i) => {
          const grade = GRADES[i % GRADES.length];
          if (!attempts.has(i))
            attempts.set(
              i,
              clients[i].mutation(
                "learning/mockTests:start" as never,
                { testId: catalogue.get(grade)!.tests[0] } as never,
              ) as Promise<string>,
            );
          return clients[i].mutation(
            "learning/mockTests:answer" as never,
            {
              attemptId: await attempts.get(i)!,
              position: Math.floor(Math.random() * 10),
              selectedIndex: Math.floor(Math.random() * 4),
              markedForReview: false,
              timeSpentMs: 20_000,
            } as never,
          );
        },
      },
      {
        // A lesson counts as done only after its time was watched, so the
        // write a watching student makes is the player's heartbeat (every
        // few seconds), after opening the lesson once.
        kind: "lesson heartbeat",
        weight: 10,
        run: async (i) => {
          const grade = GRADES[i % GRADES.length];
          const at = performance.now();
          let w = watching.get(i);
          if (!w) {
            w = {
              lessonId: pick(catalogue.get(grade)!.lessons),
              at,
              position: 0,
            };
            watching.set(i, w);
            return clients[i].mutation(
              "learning/lessons:open" as never,
              { lessonId: w.lessonId } as never,
            );
          }
          const watched = Math.floor((at - w.at) / 1000);
          w.at = at;
          w.position += watched;
          return clients[i].mutation(
            "learning/lessons:savePosition" as never,
            {
              lessonId: w.lessonId,
              positionSeconds: w.position,
              watchedSeconds: watched,
            } as never,
          );
        },
      },
    ];
    const totalWeight = writes.reduce((s, w) => s + w.weight, 0);
    const latency = new Map(writes.map((w) => [w.kind, [] as number[]]));
    const rss: number[] = [];
    const inFlight: Promise<unknown>[] = [];
    const cpu0 = backend.cpuSeconds();
    const own0 = process.cpuUsage();
    const load0 = os.loadavg()[0];
    const tw = performance.now();
    const total = RATE * SECONDS;
    for (let n = 0; n < total; n++) {
      // Writes arrive on a fixed schedule, whether or not earlier ones have finished.
      const due = tw + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (n % RATE === 0) rss.push(backend.rssMb());
      let r = Math.random() * totalWeight;
      const write = writes.find((w) => (r -= w.weight) < 0) ?? writes[0];
      const i = OBSERVERS + Math.floor(Math.random() * (CLIENTS - OBSERVERS));
      const start = performance.now();
      inFlight.push(
        write
          .run(i)
          .then(() => latency.get(write.kind)!.push(performance.now() - start))
          .catch(failed(write.kind)),
      );
    }
    await Promise.all(inFlight);
    await new Promise((r) => setTimeout(r, 2_000)); // the last updates
    const elapsed = (performance.now() - tw) / 1000;
    const cpu = ((backend.cpuSeconds() - cpu0) / elapsed) * 100;
    const own = process.cpuUsage(own0);
    const ownCpu = ((own.user + own.system) / 1e6 / elapsed) * 100;

    // ── Report ───────────────────────────────────────────────────────────
    const fmt = (xs: number[]) => {
      if (xs.length === 0) return "| – | – | – | 0 |";
      const s = summarize(xs);
      return `| ${s.p50.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.p99.toFixed(0)} | ${xs.length.toLocaleString("en-US")} |`;
    };
    const toOthers: number[] = [];
    let missed = 0;
    for (const [title, at] of sent)
      for (let o = 0; o < OBSERVERS; o++) {
        const when = seen.get(title)?.[o];
        if (when === undefined) missed++;
        else toOthers.push(when - at);
      }
    console.log(
      `\n${total.toLocaleString("en-US")} writes at ${RATE}/s over ${elapsed.toFixed(0)} s\n` +
        "\n| measure | p50 ms | p95 ms | p99 ms | samples |\n|---|---|---|---|---|",
    );
    console.log(
      `| write → other viewer (new thread, ${OBSERVERS} viewers) ${fmt(toOthers)}`,
    );
    console.log(`| mutation, all kinds ${fmt([...latency.values()].flat())}`);
    for (const [kind, xs] of latency)
      console.log(`| mutation: ${kind} ${fmt(xs)}`);
    console.log(
      `\nbackend CPU ${cpu.toFixed(0)} % of one core; the clients' process ${ownCpu.toFixed(0)} %; ` +
        `load average ${load0.toFixed(1)} at the start; RSS ${rssConnected.toFixed(0)} MB connected, ` +
        `max ${Math.max(...rss).toFixed(0)} MB under load; ` +
        `errors ${errors}; new threads some viewer never saw: ${missed}`,
    );
    if (errors > 0 || missed > 0) process.exitCode = 1;
  } finally {
    await Promise.all(clients.map((c) => c.close().catch(() => {})));
    backend.proc.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
