// What the weekly parent-report run costs at scale, on the local backend:
// N Pro students (Class 9), each with a consenting linked parent and a week
// of activity (daily totals, a finished lesson, a submitted chapter test),
// then the cron's function from its first page to its last (each page its
// own transaction, scheduling the next), timed until the backend's scheduler
// is idle, and the mails counted in the local outbox.
//
//   npm run bench:parent-reports [-- --students 10000 --batch 25]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  internalMutationGeneric,
  type GenericMutationCtx,
} from "convex/server";
import { startBackend, type CallOptions } from "@vidyaquest/local-backend";
import type { DataModel, Id } from "../convex/_generated/dataModel";
import { DECLARATION, NOTICE_VERSION } from "../convex/families/rules";
import { localDay } from "../convex/learning/rules";
import { seedCatalogueClass } from "../convex/seedData/loadCatalogue";
import { CLASS_9 } from "../convex/seedData/catalogue/class9";
import { arg } from "./bench-views";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const STUDENTS = arg("students", 10_000);
const BATCH = arg("batch", 25);
const SEED_CHUNK = 200;
const DAY = 86_400_000;

type Ctx = GenericMutationCtx<DataModel>;
const adHoc = (handler: (ctx: Ctx, args: never) => Promise<unknown>) =>
  internalMutationGeneric({ handler }) as unknown as NonNullable<
    CallOptions["adHoc"]
  >;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-parent-reports-"));
const b = await startBackend({
  projectDir: root,
  dataDir,
  port: 0,
  siteProxyPort: 0,
  seed: false,
  log: () => {},
});

async function run(
  name: string,
  fn: NonNullable<CallOptions["adHoc"]>,
  args = {},
) {
  const o = await b.backend.runMutation(`_bench:${name}`, args as never, {
    allowInternal: true,
    adHoc: fn,
  });
  if (!o.success) throw new Error(`${name}: ${o.errorMessage}`);
  return o.value;
}

try {
  const now = Date.now();
  const { lessonId, testId } = (await run(
    "catalogue",
    adHoc(async (ctx) => {
      await seedCatalogueClass(ctx, 9, CLASS_9);
      const lesson = await ctx.db.query("lessons").first();
      const test = await ctx.db
        .query("tests")
        .withIndex("by_grade_and_kind_and_order", (q) =>
          q.eq("grade", 9).eq("kind", "chapter"),
        )
        .first();
      return { lessonId: lesson!._id, testId: test!._id };
    }),
  )) as { lessonId: Id<"lessons">; testId: Id<"tests"> };

  const seedStart = performance.now();
  for (let from = 0; from < STUDENTS; from += SEED_CHUNK) {
    const count = Math.min(SEED_CHUNK, STUDENTS - from);
    await run(
      "students",
      adHoc(async (ctx, { from, count }: { from: number; count: number }) => {
        const lesson = (await ctx.db.get("lessons", lessonId))!;
        for (let i = from; i < from + count; i++) {
          const childId = await ctx.db.insert("users", {
            name: `Scale Student ${i}`,
            email: `student${i}@bench.example`,
          });
          await ctx.db.insert("profiles", {
            user_id: childId,
            role: "student",
            full_name: `Scale Student${i} Sharma`,
            grade: 9,
            timezone: "Asia/Kolkata",
            leaderboard_visibility: "anonymous",
            daily_goal_xp: 50,
            consent: "given",
          });
          await ctx.db.insert("subscriptions", {
            user_id: childId,
            plan_key: "pro",
            status: "active",
            started_at: now - 30 * DAY,
            current_period_end: now + 335 * DAY,
          });
          const parentId = await ctx.db.insert("users", {
            name: `Scale Parent ${i}`,
            email: `parent${i}@bench.example`,
          });
          await ctx.db.insert("profiles", {
            user_id: parentId,
            role: "parent",
            full_name: `Scale Parent${i} Sharma`,
            timezone: "Asia/Kolkata",
            leaderboard_visibility: "hidden",
            daily_goal_xp: 50,
          });
          await ctx.db.insert("consent_records", {
            parent_id: parentId,
            child_id: childId,
            consented_at: now - 30 * DAY,
            notice_version: NOTICE_VERSION,
            verified_email: `parent${i}@bench.example`,
            declaration: DECLARATION,
          });
          await ctx.db.insert("family_links", {
            parent_id: parentId,
            child_id: childId,
            linked_at: now - 30 * DAY,
          });
          for (let d = 0; d < 7; d++)
            await ctx.db.insert("daily_activity", {
              user_id: childId,
              day: localDay(now - d * DAY, "Asia/Kolkata"),
              xp: 60,
              lessons_completed: d === 1 ? 1 : 0,
              tests_submitted: d === 2 ? 1 : 0,
              seconds_spent: 900,
            });
          await ctx.db.insert("player_stats", {
            user_id: childId,
            grade: 9,
            total_xp: 420,
            level: 3,
            streak_current: 7,
            streak_longest: 7,
            streak_last_day: localDay(now, "Asia/Kolkata"),
            freezes_held: 1,
            lessons_completed: 1,
            tests_submitted: 1,
            score_percent_sum: 80,
            time_spent_seconds: 6_300,
          });
          await ctx.db.insert("lesson_progress", {
            user_id: childId,
            lesson_id: lessonId,
            subject_id: lesson.subject_id,
            chapter_id: lesson.chapter_id,
            position_seconds: 0,
            watched_seconds: lesson.duration_seconds,
            opened_at: now - DAY - 600_000,
            completed_at: now - DAY,
            updated_at: now - DAY,
          });
          await ctx.db.insert("test_attempts", {
            test_id: testId,
            user_id: childId,
            status: "submitted",
            started_at: now - 2 * DAY - 600_000,
            deadline: now - 2 * DAY,
            submitted_at: now - 2 * DAY,
            score: 8,
            max_score: 10,
          });
        }
      }) as never,
      { from, count },
    );
  }
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const t0 = performance.now();
  const first = await b.backend.runMutation(
    "families/reports:sendWeekly",
    { cursor: null, batch: BATCH } as never,
    { allowInternal: true },
  );
  if (!first.success) throw new Error(first.errorMessage);
  const firstPageReads = first.documentsRead ?? 0;
  const res = await fetch(
    `${b.cloudUrl}/api/local/finish_scheduled?timeoutMs=3600000`,
    { method: "POST", headers: { Authorization: `Convex ${b.adminKey}` } },
  );
  if (!res.ok) throw new Error(`finish_scheduled: ${res.status}`);
  const seconds = (performance.now() - t0) / 1000;

  const { reports, mails } = (await run(
    "count",
    adHoc(async (ctx) => {
      const rows = await ctx.db.query("parent_reports").collect();
      return {
        reports: rows.length,
        mails: rows.reduce((n, r) => n + r.parents_mailed, 0),
      };
    }),
  )) as { reports: number; mails: number };
  console.log(
    `\nseeded ${STUDENTS} Pro students with consenting parents in ${seedSeconds.toFixed(1)} s\n` +
      `| students | links per transaction | pages | documents read (first page) | reports written | mails sent | full run s | reports / s |\n|---|---|---|---|---|---|---|---|\n` +
      `| ${STUDENTS} | ${BATCH} | ${Math.ceil(STUDENTS / BATCH)} | ${firstPageReads} | ${reports} | ${mails} | ${seconds.toFixed(1)} | ${(reports / seconds).toFixed(0)} |`,
  );
} finally {
  await b.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
