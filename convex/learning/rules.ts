/**
 * The rules of play: XP, levels, streaks and badges. Pure functions, used by
 * the mutations that record activity and tested on their own
 * (tests/convex/progressRules.test.ts). Written out in convex/README.md.
 * No Convex imports: the front end bundles this file too (level bars, badge
 * descriptions).
 */

// ── XP ─────────────────────────────────────────────────────────────────────

export const XP = {
  lessonCompleted: 20,
  /** A submitted test: this base plus up to `testScoreMax` for the score. */
  testBase: 10,
  testScoreMax: 40,
  /** Each new day that extends (or starts) a streak. */
  streakDay: 10,
  acceptedAnswer: 15,
  sessionAttended: 25,
} as const;

/**
 * Repeating the same test earns less each time: full, half, a quarter, a
 * tenth — and nothing from the 5th attempt on (`XP_PAYING_ATTEMPTS`).
 */
export const REPEAT_MULTIPLIERS = [1, 0.5, 0.25, 0.1] as const;
/** Attempts of one test (or practice set) that earn XP; later ones earn 0. */
export const XP_PAYING_ATTEMPTS = REPEAT_MULTIPLIERS.length;

/**
 * XP for a submitted test: `testBase × freshShare + testScoreMax × score
 * share`, scaled down for repeats (`previousAttempts` = attempts of this
 * test submitted before), 0 once `XP_PAYING_ATTEMPTS` attempts were made.
 * `freshShare` is the share of the test's questions whose right answer the
 * student had not seen before (0–1), and the score share counts only marks
 * on those questions: a question whose answer was seen pays nothing. A score
 * below zero (negative marking) earns the base only.
 */
export function testXp(
  scorePercent: number,
  previousAttempts: number,
  freshShare = 1,
): number {
  if (!(previousAttempts >= 0)) previousAttempts = 0;
  if (previousAttempts >= XP_PAYING_ATTEMPTS) return 0;
  const share = Math.min(100, Math.max(0, scorePercent || 0)) / 100;
  const fresh = Math.min(1, Math.max(0, freshShare || 0));
  const multiplier = REPEAT_MULTIPLIERS[Math.floor(previousAttempts)];
  return Math.round(
    (XP.testBase * fresh + XP.testScoreMax * share) * multiplier,
  );
}

// ── Finishing a lesson ─────────────────────────────────────────────────────

/**
 * A lesson can be completed (and earn XP) once this share of its duration
 * has been credited: watched (video) or read while the page was in view
 * (reading). Heartbeats credit that time, each at most the wall-clock time
 * since the lesson's previous heartbeat or opening, and since the student's
 * previous heartbeat of any lesson: one clock per student, shared by all the
 * lessons they have open.
 */
export const LESSON_COMPLETION_SHARE = 0.6;

export const LESSON_NOT_FINISHED =
  "Keep going — finish the lesson before marking it complete.";

/** Seconds of a lesson of `durationSeconds` that must be credited before it can be completed. */
export function lessonSecondsNeeded(durationSeconds: number): number {
  return LESSON_COMPLETION_SHARE * durationSeconds;
}

/** Whether a lesson of `durationSeconds` may be completed with the time credited so far. */
export function lessonFinished(
  lesson: { durationSeconds: number },
  progress: { watchedSeconds: number } | null,
): boolean {
  const needed = lessonSecondsNeeded(lesson.durationSeconds);
  if (!progress) return needed <= 0;
  return progress.watchedSeconds >= needed;
}

// ── Levels ─────────────────────────────────────────────────────────────────

/** Total XP needed to reach `level`: 0, 100, 300, 600, 1,000 … (each level needs 100 more than the last). */
export function xpForLevel(level: number): number {
  return 50 * (level - 1) * level;
}

export function levelFor(totalXp: number): number {
  // Solve 50·L·(L−1) ≤ xp for the largest whole L.
  let level = Math.max(
    1,
    Math.floor((1 + Math.sqrt(1 + (8 * Math.max(0, totalXp)) / 100)) / 2),
  );
  while (xpForLevel(level + 1) <= totalXp) level++;
  while (level > 1 && xpForLevel(level) > totalXp) level--;
  return level;
}

/** Where a total sits in its level: XP into the level and XP the level spans. */
export function levelProgress(totalXp: number) {
  const level = levelFor(totalXp);
  const floor = xpForLevel(level);
  const next = xpForLevel(level + 1);
  return { level, xpIntoLevel: totalXp - floor, xpForNextLevel: next - floor };
}

// ── Days and streaks ───────────────────────────────────────────────────────

/** The calendar day (YYYY-MM-DD) of `timestamp` in `timeZone`. */
export function localDay(timestamp: number, timeZone: string): string {
  return dayFormat(timeZone).format(new Date(timestamp));
}

/** One formatter per time zone: making one costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Whole days from day `a` to day `b` (both YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round(
    (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000,
  );
}

/** The ISO week ("2026-W47") a calendar day (YYYY-MM-DD) falls in. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7; // Monday 1 … Sunday 7
  date.setUTCDate(date.getUTCDate() + 4 - weekday); // the week's Thursday
  const year = date.getUTCFullYear();
  const week = Math.ceil(
    ((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7,
  );
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** Days of a streak that earn a freeze, and the most freezes one can hold. */
export const FREEZE_EVERY_DAYS = 7;
export const MAX_FREEZES = 2;

export type Streak = {
  current: number;
  longest: number;
  lastDay: string | null;
  freezes: number;
};

export type StreakChange = Streak & {
  /** True when `day` is a new streak day (it earns streak XP). */
  newDay: boolean;
  freezesUsed: number;
  freezeEarned: boolean;
};

/**
 * Activity on `day` (the student's local day). The same day again changes
 * nothing. The next day extends the streak. Missed days are covered by
 * freezes, one each, if enough are held; otherwise the streak starts again
 * at 1. Every `FREEZE_EVERY_DAYS` streak days earn a freeze, up to
 * `MAX_FREEZES` held.
 */
export function recordActivityDay(streak: Streak, day: string): StreakChange {
  const unchanged = {
    ...streak,
    newDay: false,
    freezesUsed: 0,
    freezeEarned: false,
  };
  if (streak.lastDay !== null) {
    const gap = daysBetween(streak.lastDay, day);
    if (gap <= 0) return unchanged; // same day, or a late write from an earlier day
    const missed = gap - 1;
    const continues = missed <= streak.freezes;
    const current = continues ? streak.current + 1 : 1;
    const freezesAfterUse = continues
      ? streak.freezes - missed
      : streak.freezes;
    return withEarnedFreeze({
      current,
      longest: Math.max(streak.longest, current),
      lastDay: day,
      freezes: freezesAfterUse,
      newDay: true,
      freezesUsed: continues ? missed : 0,
      freezeEarned: false,
    });
  }
  return withEarnedFreeze({
    current: 1,
    longest: Math.max(streak.longest, 1),
    lastDay: day,
    freezes: streak.freezes,
    newDay: true,
    freezesUsed: 0,
    freezeEarned: false,
  });
}

function withEarnedFreeze(change: StreakChange): StreakChange {
  if (change.current % FREEZE_EVERY_DAYS === 0 && change.freezes < MAX_FREEZES)
    return { ...change, freezes: change.freezes + 1, freezeEarned: true };
  return change;
}

/**
 * The streak as it stands on `today`: unchanged while the missed days since
 * the last active day can still be covered by freezes, else broken (0).
 */
export function streakOn(streak: Streak, today: string): number {
  if (streak.lastDay === null) return 0;
  const missed = daysBetween(streak.lastDay, today) - 1;
  return missed <= streak.freezes ? streak.current : 0;
}

// ── Badges ─────────────────────────────────────────────────────────────────

export type BadgeFacts = {
  lessonsCompleted: number;
  testsSubmitted: number;
  streakCurrent: number;
  /** The test just submitted (if any): its score as a share of the maximum. */
  lastTestPercent?: number;
  /** A chapter test just submitted with this percentage. */
  lastChapterTestPercent?: number;
  acceptedAnswers: number;
};

export const BADGES = [
  {
    key: "first_lesson",
    name: "First Steps",
    howToEarn: "Complete your first lesson.",
    earned: (f: BadgeFacts) => f.lessonsCompleted >= 1,
  },
  {
    key: "streak_7",
    name: "Week Warrior",
    howToEarn: "Learn on 7 days in a row.",
    earned: (f: BadgeFacts) => f.streakCurrent >= 7,
  },
  {
    key: "perfect_score",
    name: "Perfect Score",
    howToEarn: "Score 100% in any test.",
    earned: (f: BadgeFacts) => f.lastTestPercent === 100,
  },
  {
    key: "chapter_mastered",
    name: "Chapter Master",
    howToEarn: "Score 80% or more in a chapter test.",
    earned: (f: BadgeFacts) => (f.lastChapterTestPercent ?? 0) >= 80,
  },
  {
    key: "tests_10",
    name: "Test Taker",
    howToEarn: "Submit 10 tests.",
    earned: (f: BadgeFacts) => f.testsSubmitted >= 10,
  },
  {
    key: "helper",
    name: "Community Helper",
    howToEarn: "Have one of your forum replies accepted as the answer.",
    earned: (f: BadgeFacts) => f.acceptedAnswers >= 1,
  },
] as const;

export type BadgeKey = (typeof BADGES)[number]["key"];

/** The badges `facts` qualify for that are not in `held`. */
export function newBadges(
  facts: BadgeFacts,
  held: ReadonlySet<string>,
): BadgeKey[] {
  return BADGES.filter((b) => !held.has(b.key) && b.earned(facts)).map(
    (b) => b.key,
  );
}

// ── Mastery and the leaderboard ───────────────────────────────────────────

/** A chapter is mastered once a test on it scores at least this share (%) right. */
export const MASTERY_PERCENT = 60;

/** A leaderboard nickname: 3–20 letters, numbers, spaces, dots, dashes or underscores (after trimming). */
export const NICKNAME_PATTERN = /^[\p{L}\p{N} _.-]{3,20}$/u;

export const NICKNAME_RULE =
  "A nickname has 3–20 letters, numbers, spaces, dots, dashes or underscores.";

/** Whether `nickname` (trimmed first) may be shown on the leaderboard. */
export function isValidNickname(nickname: string): boolean {
  return NICKNAME_PATTERN.test(nickname.trim());
}

/** How a student who chose not to show a nickname appears to classmates. */
export const ANONYMOUS_LEARNER_NAME = "Anonymous learner";
