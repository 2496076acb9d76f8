// Next-run computation for `cronJobs()` schedules: intervals, hourly, daily,
// weekly, monthly and standard 5-field cron strings, all in UTC.
export type CronSchedule =
  | { type: "interval"; seconds?: number; minutes?: number; hours?: number }
  | { type: "hourly"; minuteUTC?: number }
  | { type: "daily"; hourUTC: number; minuteUTC?: number }
  | { type: "weekly"; dayOfWeek: string; hourUTC: number; minuteUTC?: number }
  | { type: "monthly"; day: number; hourUTC: number; minuteUTC?: number }
  | { type: "cron"; cron: string };

const DAYS = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
];

type Field = Set<number>;
export type CronSpec = {
  minute: Field;
  hour: Field;
  dom: Field;
  month: Field;
  dow: Field;
  domStar: boolean;
  dowStar: boolean;
};

function parseField(
  text: string,
  min: number,
  max: number,
  names?: string[],
): Field {
  const out = new Set<number>();
  const value = (s: string): number => {
    const named = /^[a-z]/i.test(s)
      ? (names?.indexOf(s.toLowerCase().slice(0, 3)) ?? -1)
      : -1;
    const n = named >= 0 ? named + min : Number(s);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`Invalid cron field value "${s}"`);
    return n;
  };
  for (const part of text.split(",")) {
    const [range, stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step <= 0)
      throw new Error(`Invalid cron step "${part}"`);
    let lo: number;
    let hi: number;
    if (range === "*") {
      lo = min;
      hi = max;
    } else if (range.includes("-")) {
      const [a, b] = range.split("-");
      lo = value(a);
      hi = value(b);
    } else {
      lo = value(range);
      hi = stepText === undefined ? lo : max;
    }
    for (let i = lo; i <= hi; i += step) out.add(i);
  }
  return out;
}

/** Parse "m h dom mon dow" (names allowed for months and weekdays; 7 = Sunday). */
export function parseCron(expr: string): CronSpec {
  const parts = expr.trim().split(/\s+/);
  if (parts.length !== 5)
    throw new Error(`Cron expression must have 5 fields: "${expr}"`);
  const months = [
    "jan",
    "feb",
    "mar",
    "apr",
    "may",
    "jun",
    "jul",
    "aug",
    "sep",
    "oct",
    "nov",
    "dec",
  ];
  const dow = parseField(
    parts[4],
    0,
    7,
    DAYS.map((d) => d.slice(0, 3)),
  );
  if (dow.delete(7)) dow.add(0);
  return {
    minute: parseField(parts[0], 0, 59),
    hour: parseField(parts[1], 0, 23),
    dom: parseField(parts[2], 1, 31),
    month: parseField(parts[3], 1, 12, months),
    dow,
    domStar: parts[2] === "*",
    dowStar: parts[4] === "*",
  };
}

/** First minute strictly after `afterMs` matching the spec (UTC). */
export function nextCronTime(spec: CronSpec, afterMs: number): number {
  const d = new Date(Math.floor(afterMs / 60000) * 60000 + 60000);
  const limit = afterMs + 5 * 366 * 24 * 3600 * 1000;
  while (d.getTime() < limit) {
    if (!spec.month.has(d.getUTCMonth() + 1)) {
      d.setUTCMonth(d.getUTCMonth() + 1, 1);
      d.setUTCHours(0, 0, 0, 0);
      continue;
    }
    const domOk = spec.dom.has(d.getUTCDate());
    const dowOk = spec.dow.has(d.getUTCDay());
    const dayOk =
      spec.domStar || spec.dowStar ? domOk && dowOk : domOk || dowOk;
    if (!dayOk) {
      d.setUTCDate(d.getUTCDate() + 1);
      d.setUTCHours(0, 0, 0, 0);
      continue;
    }
    if (!spec.hour.has(d.getUTCHours())) {
      d.setUTCHours(d.getUTCHours() + 1, 0, 0, 0);
      continue;
    }
    if (!spec.minute.has(d.getUTCMinutes())) {
      d.setUTCMinutes(d.getUTCMinutes() + 1, 0, 0);
      continue;
    }
    return d.getTime();
  }
  throw new Error("Cron expression never matches");
}

function scheduleToCron(
  s: Exclude<CronSchedule, { type: "interval" } | { type: "cron" }>,
): string {
  const minute = s.minuteUTC ?? 0;
  switch (s.type) {
    case "hourly":
      return `${minute} * * * *`;
    case "daily":
      return `${minute} ${s.hourUTC} * * *`;
    case "weekly":
      return `${minute} ${s.hourUTC} * * ${DAYS.indexOf(s.dayOfWeek.toLowerCase())}`;
    case "monthly":
      return `${minute} ${s.hourUTC} ${s.day} * *`;
  }
}

/** When a job with this schedule runs next, given its previous run (or registration) time. */
export function nextRun(schedule: CronSchedule, lastMs: number): number {
  if (schedule.type === "interval") {
    const ms =
      ((schedule.seconds ?? 0) +
        (schedule.minutes ?? 0) * 60 +
        (schedule.hours ?? 0) * 3600) *
      1000;
    if (ms <= 0) throw new Error("Interval must be positive");
    return lastMs + ms;
  }
  const expr =
    schedule.type === "cron" ? schedule.cron : scheduleToCron(schedule);
  return nextCronTime(parseCron(expr), lastMs);
}
