// Runs scheduled functions (`_scheduled_functions`, written in the same
// transaction as the mutation that scheduled them, so they survive restarts)
// and cron jobs from convex/crons.ts.
//
// A scheduled mutation runs exactly once: its job is marked `success` inside
// the mutation's own transaction. An action is marked `inProgress` first; one
// found `inProgress` after a restart is marked `failed`, like Convex does.
import { convexToJson, type JSONValue, type Value } from "convex/values";
import type { Backend } from "./backend.js";
import type { Outcome } from "./backend/outcome.js";
import { nextRun } from "./cron.js";
import type { Doc } from "./db/documents.js";
import { describeFailure } from "./failure.js";
import {
  allCrons,
  jobComponent,
  jobTx,
  scanJobs,
} from "./components/scheduling.js";

const MAX_TIMER_MS = 60_000;
const MAX_CONCURRENT = 10;

type Job = Doc & {
  name: string;
  args: JSONValue[];
  scheduledTime: number;
  state: { kind: string };
};

export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private running = 0;
  private inFlight = new Set<string>();
  private stopped = false;
  private cronNext = new Map<string, number>();
  private pumping = false;
  private pumpAgain = false;
  private unsubscribe: () => void;

  constructor(
    private readonly backend: Backend,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.unsubscribe = backend.onScheduled(() => this.poke());
  }

  /** A failure of the backend itself, logged: it must not stop the scheduler (or end the process). */
  private failed(step: string, e: unknown): void {
    this.log(
      `[scheduler] ${step} failed in the backend: ${describeFailure(e)}`,
    );
  }

  async start(): Promise<void> {
    await this.recover();
    this.reloadCrons();
    this.poke();
  }

  /** After a restart: unfinished actions failed; unfinished mutations never committed, so they are still pending. */
  private async recover(): Promise<void> {
    const stuck = await this.backend.systemRead(
      () => scanJobs(this.backend.store, "inProgress", 10_000) as Job[],
    );
    if (stuck.length === 0) return;
    await this.backend.systemWrite((tx) => {
      for (const job of stuck) {
        const kind = this.backend.kindOf(job.name, jobComponent(job));
        jobTx(this.backend.app, tx, job).patch(
          "_scheduled_functions",
          job._id,
          kind === "mutation"
            ? { state: { kind: "pending" } }
            : {
                state: {
                  kind: "failed",
                  error: "Transient error while executing action",
                },
                completedTime: Date.now(),
              },
          true,
        );
      }
    });
  }

  /** Recompute cron schedules (on start and after a reload of the functions). */
  reloadCrons(): void {
    const crons = allCrons(this.backend.app);
    const now = Date.now();
    const next = new Map<string, number>();
    for (const [name, job] of Object.entries(crons)) {
      const key = `cron:${name}`;
      const saved = this.backend.store.getMeta(key);
      const state = saved
        ? (JSON.parse(saved) as { schedule: string; lastRun: number })
        : null;
      const scheduleKey = JSON.stringify(job.schedule);
      const base =
        state && state.schedule === scheduleKey ? state.lastRun : now;
      next.set(
        name,
        Math.max(
          nextRun(job.schedule, base),
          state && state.schedule === scheduleKey ? 0 : now,
        ),
      );
    }
    this.cronNext = next;
    this.poke();
  }

  poke(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    setImmediate(() => {
      void this.pump()
        .catch((e: unknown) => this.failed("Finding due jobs", e))
        .finally(() => {
          this.pumping = false;
          if (this.pumpAgain) {
            this.pumpAgain = false;
            this.poke();
          }
        });
    });
  }

  private async pump(): Promise<void> {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const now = Date.now();
    const due = await this.backend.systemRead(() => {
      const rows = scanJobs(this.backend.store, "pending", 64) as Job[];
      const jobs = rows.filter(
        (j) => j.scheduledTime <= now && !this.inFlight.has(j._id),
      );
      const future = rows.find((j) => j.scheduledTime > now);
      return { jobs, next: future ? future.scheduledTime : null };
    });
    for (const job of due.jobs) {
      if (this.running >= MAX_CONCURRENT) break;
      this.inFlight.add(job._id);
      this.running++;
      void this.runJob(job)
        .catch((e: unknown) => this.jobCrashed(job, e))
        .finally(() => {
          this.running--;
          this.inFlight.delete(job._id);
          this.poke();
        });
    }
    for (const [name, at] of this.cronNext) {
      if (at <= now) {
        this.cronNext.set(name, Number.POSITIVE_INFINITY);
        void this.runCron(name).catch((e: unknown) =>
          this.failed(`Cron ${name}`, e),
        );
      }
    }
    let wakeAt = due.next ?? Number.POSITIVE_INFINITY;
    for (const at of this.cronNext.values()) wakeAt = Math.min(wakeAt, at);
    if (due.jobs.length > MAX_CONCURRENT) wakeAt = now;
    if (Number.isFinite(wakeAt)) {
      this.timer = setTimeout(
        () => this.poke(),
        Math.min(Math.max(0, wakeAt - Date.now()), MAX_TIMER_MS),
      );
      this.timer.unref();
    }
  }

  private async runJob(job: Job): Promise<void> {
    const componentPath = jobComponent(job);
    const kind = this.backend.kindOf(job.name, componentPath);
    // Stored as Convex values (an int64 argument is a bigint): back to JSON.
    const args = convexToJson((job.args[0] ?? {}) as Value);
    if (kind === "mutation") {
      const pending = await this.backend.systemRead(
        (tx) =>
          (
            jobTx(this.backend.app, tx, job).get(
              "_scheduled_functions",
              job._id,
              true,
            ) as Job | null
          )?.state.kind === "pending",
      );
      if (!pending) return;
      const outcome = await this.backend.runMutation(job.name, args, {
        allowInternal: true,
        scheduledFunctionId: job._id,
        componentPath,
        beforeCommit: (tx) => {
          const current = jobTx(this.backend.app, tx, job).get(
            "_scheduled_functions",
            job._id,
            true,
          ) as Job | null;
          if (!current || current.state.kind !== "pending")
            throw new Error("__job_canceled__");
          jobTx(this.backend.app, tx, job).patch(
            "_scheduled_functions",
            job._id,
            { state: { kind: "success" }, completedTime: Date.now() },
            true,
          );
        },
      });
      if (
        !outcome.success &&
        !outcome.errorMessage.includes("__job_canceled__")
      )
        await this.markFailed(job, outcome);
      return;
    }
    const started = await this.backend.systemWrite((tx) => {
      const current = jobTx(this.backend.app, tx, job).get(
        "_scheduled_functions",
        job._id,
        true,
      ) as Job | null;
      if (!current || current.state.kind !== "pending") return false;
      jobTx(this.backend.app, tx, job).patch(
        "_scheduled_functions",
        job._id,
        { state: { kind: "inProgress" } },
        true,
      );
      return true;
    });
    if (!started) return;
    const outcome: Outcome =
      kind === "action"
        ? await this.backend.runAction(job.name, args, {
            allowInternal: true,
            scheduledFunctionId: job._id,
            componentPath,
          })
        : {
            success: false,
            errorMessage: `Function ${job.name} does not exist or is not a mutation or action`,
            logLines: [],
          };
    if (!outcome.success) {
      await this.markFailed(job, outcome);
      return;
    }
    await this.backend.systemWrite((tx) => {
      const current = jobTx(this.backend.app, tx, job).get(
        "_scheduled_functions",
        job._id,
        true,
      ) as Job | null;
      if (current && current.state.kind === "inProgress") {
        jobTx(this.backend.app, tx, job).patch(
          "_scheduled_functions",
          job._id,
          { state: { kind: "success" }, completedTime: Date.now() },
          true,
        );
      }
    });
  }

  /**
   * The backend failed around a job (not the job's function, whose failure is
   * an ordinary outcome): the job is marked failed, like Convex's transient
   * errors, rather than left pending to be retried in a tight loop.
   */
  private async jobCrashed(job: Job, e: unknown): Promise<void> {
    this.failed(`Job ${job.name} (${job._id})`, e);
    try {
      await this.markFailed(job, {
        success: false,
        errorMessage: "Transient error while executing",
        logLines: [],
      });
    } catch (again) {
      this.failed(`Marking job ${job._id} failed`, again);
    }
  }

  private async markFailed(job: Job, outcome: Outcome): Promise<void> {
    const error = outcome.success ? "" : outcome.errorMessage;
    await this.backend.systemWrite((tx) => {
      const current = jobTx(this.backend.app, tx, job).get(
        "_scheduled_functions",
        job._id,
        true,
      ) as Job | null;
      if (
        current &&
        (current.state.kind === "pending" ||
          current.state.kind === "inProgress")
      ) {
        jobTx(this.backend.app, tx, job).patch(
          "_scheduled_functions",
          job._id,
          { state: { kind: "failed", error }, completedTime: Date.now() },
          true,
        );
      }
    });
  }

  private async runCron(name: string): Promise<void> {
    const job = allCrons(this.backend.app)[name];
    if (!job) return;
    const startedAt = Date.now();
    const args = (job.args[0] ?? {}) as JSONValue;
    const kind = this.backend.kindOf(job.name, job.componentPath);
    const opts = { allowInternal: true, componentPath: job.componentPath };
    try {
      if (kind === "mutation")
        await this.backend.runMutation(job.name, args, opts);
      else if (kind === "action")
        await this.backend.runAction(job.name, args, opts);
    } finally {
      await this.backend.writeMeta(
        `cron:${name}`,
        JSON.stringify({
          schedule: JSON.stringify(job.schedule),
          lastRun: startedAt,
        }),
      );
      if (allCrons(this.backend.app)[name] === job)
        this.cronNext.set(name, nextRun(job.schedule, startedAt));
      this.poke();
    }
  }

  /**
   * Wait until no scheduled function is due or running: jobs scheduled for
   * now (or the past) have run, and so have the jobs they scheduled for now.
   * Jobs scheduled for later are left alone. For tests (`finishScheduled`).
   */
  async settle(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const busy =
        this.running > 0 ||
        (await this.backend.systemRead(() => {
          if (scanJobs(this.backend.store, "inProgress", 1).length > 0)
            return true;
          const first = scanJobs(this.backend.store, "pending", 1)[0];
          return (
            first !== undefined && (first as Job).scheduledTime <= Date.now()
          );
        }));
      if (!busy) return;
      if (Date.now() > deadline)
        throw new Error(
          `Scheduled functions still running after ${timeoutMs} ms`,
        );
      this.poke();
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
  }
}
