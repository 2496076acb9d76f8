import { describe, expect, it } from "vitest";
import {
  LESSON_COMPLETION_SHARE,
  MAX_FREEZES,
  XP,
  XP_PAYING_ATTEMPTS,
  lessonFinished,
  lessonSecondsNeeded,
  daysBetween,
  isoWeek,
  levelFor,
  levelProgress,
  localDay,
  newBadges,
  recordActivityDay,
  streakOn,
  testXp,
  xpForLevel,
  type Streak,
} from "../../convex/learning/rules";

const IST = "Asia/Kolkata";
const fresh: Streak = { current: 0, longest: 0, lastDay: null, freezes: 0 };

describe("test XP", () => {
  it("grows with the score, from the base to base + max", () => {
    expect(testXp(0, 0)).toBe(XP.testBase);
    expect(testXp(50, 0)).toBe(XP.testBase + XP.testScoreMax / 2);
    expect(testXp(100, 0)).toBe(XP.testBase + XP.testScoreMax);
  });

  it("gives less for each repeat of the same test, and nothing from the 5th attempt on", () => {
    expect(XP_PAYING_ATTEMPTS).toBe(4);
    expect([0, 1, 2, 3, 4, 5, 10, 1000].map((n) => testXp(100, n))).toEqual([
      50, 25, 13, 5, 0, 0, 0, 0,
    ]);
    // Even a poor score on the 4th attempt earns its tenth; the 5th never anything.
    expect(testXp(0, 3)).toBe(1);
    expect(testXp(0, 4)).toBe(0);
  });

  it("treats negative and impossible scores as 0 and 100", () => {
    expect(testXp(-20, 0)).toBe(XP.testBase);
    expect(testXp(140, 0)).toBe(50);
  });

  it("pays the base only for the share of questions whose answer was not seen before", () => {
    // Every answer seen before: nothing, whatever the score.
    expect(testXp(0, 0, 0)).toBe(0);
    // Half new, all of those right (half the marks): half the base, half the score part.
    expect(testXp(50, 0, 0.5)).toBe(25);
    expect(testXp(50, 1, 0.5)).toBe(13);
    expect(testXp(100, 0, 1)).toBe(testXp(100, 0));
    expect(testXp(0, 0, Number.NaN)).toBe(0);
  });
});

describe("finishing a lesson", () => {
  const lesson = { durationSeconds: 600 };

  it("needs the share of a lesson's duration credited (watched, or read in view), however long ago it was opened", () => {
    expect(LESSON_COMPLETION_SHARE).toBe(0.6);
    expect(lessonSecondsNeeded(600)).toBe(360);
    expect(lessonFinished(lesson, null)).toBe(false);
    expect(lessonFinished(lesson, { watchedSeconds: 0 })).toBe(false);
    expect(lessonFinished(lesson, { watchedSeconds: 359 })).toBe(false);
    expect(lessonFinished(lesson, { watchedSeconds: 360 })).toBe(true);
    expect(lessonFinished({ durationSeconds: 0 }, null)).toBe(true);
  });
});

describe("levels", () => {
  it("needs 100 more XP for each level than for the last", () => {
    expect([1, 2, 3, 4, 5].map(xpForLevel)).toEqual([0, 100, 300, 600, 1000]);
  });

  it("changes level exactly at the boundary", () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(99)).toBe(1);
    expect(levelFor(100)).toBe(2);
    expect(levelFor(299)).toBe(2);
    expect(levelFor(300)).toBe(3);
    expect(levelFor(xpForLevel(40))).toBe(40);
    expect(levelFor(xpForLevel(40) - 1)).toBe(39);
  });

  it("reports the progress bar within a level", () => {
    expect(levelProgress(350)).toEqual({
      level: 3,
      xpIntoLevel: 50,
      xpForNextLevel: 300,
    });
  });
});

describe("days in the student's time zone", () => {
  it("turns over at midnight India time, not UTC", () => {
    // 18:29 UTC is 23:59 IST; 18:30 UTC is 00:00 IST the next day.
    expect(localDay(Date.UTC(2026, 10, 22, 18, 29), IST)).toBe("2026-11-22");
    expect(localDay(Date.UTC(2026, 10, 22, 18, 30), IST)).toBe("2026-11-23");
    expect(localDay(Date.UTC(2026, 10, 22, 18, 30), "UTC")).toBe("2026-11-22");
  });

  it("names ISO weeks, Monday to Sunday, across years", () => {
    expect(isoWeek("2026-11-22")).toBe("2026-W47"); // a Sunday
    expect(isoWeek("2026-11-23")).toBe("2026-W48"); // the Monday after
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2024-12-30")).toBe("2025-W01");
  });

  it("counts days across months and years", () => {
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
  });
});

describe("streaks", () => {
  it("starts at 1, and a second activity on the same day changes nothing", () => {
    const day1 = recordActivityDay(fresh, "2026-11-22");
    expect(day1).toMatchObject({ current: 1, longest: 1, newDay: true });
    expect(recordActivityDay(day1, "2026-11-22")).toMatchObject({
      current: 1,
      newDay: false,
    });
  });

  it("counts 23:59 and 00:01 IST as two days in a row", () => {
    const late = localDay(Date.UTC(2026, 10, 22, 18, 29), IST);
    const early = localDay(Date.UTC(2026, 10, 22, 18, 31), IST);
    const s = recordActivityDay(recordActivityDay(fresh, late), early);
    expect(s.current).toBe(2);
  });

  it("restarts after a missed day without a freeze", () => {
    const s = recordActivityDay(
      { current: 5, longest: 5, lastDay: "2026-11-20", freezes: 0 },
      "2026-11-22",
    );
    expect(s).toMatchObject({ current: 1, longest: 5, freezesUsed: 0 });
  });

  it("uses a freeze to cover one missed day", () => {
    const s = recordActivityDay(
      { current: 5, longest: 5, lastDay: "2026-11-20", freezes: 1 },
      "2026-11-22",
    );
    expect(s).toMatchObject({ current: 6, freezes: 0, freezesUsed: 1 });
  });

  it("covers two missed days only with two freezes", () => {
    const two = { current: 9, longest: 9, lastDay: "2026-11-19", freezes: 2 };
    expect(recordActivityDay(two, "2026-11-22")).toMatchObject({
      current: 10,
      freezes: 0,
    });
    expect(
      recordActivityDay({ ...two, freezes: 1 }, "2026-11-22"),
    ).toMatchObject({
      current: 1,
      freezes: 1,
    });
  });

  it("earns a freeze every 7 streak days, holding at most 2", () => {
    let s: Streak = fresh;
    const earned: number[] = [];
    for (let d = 1; d <= 28; d++) {
      const change = recordActivityDay(
        s,
        `2026-12-${String(d).padStart(2, "0")}`,
      );
      if (change.freezeEarned) earned.push(d);
      s = change;
    }
    expect(earned).toEqual([7, 14]);
    expect(s.freezes).toBe(MAX_FREEZES);
    expect(s.current).toBe(28);
  });

  it("shows a streak as broken once freezes cannot cover the gap", () => {
    const s = { current: 4, longest: 4, lastDay: "2026-11-20", freezes: 1 };
    expect(streakOn(s, "2026-11-21")).toBe(4);
    expect(streakOn(s, "2026-11-22")).toBe(4);
    expect(streakOn(s, "2026-11-23")).toBe(0);
    expect(streakOn(fresh, "2026-11-23")).toBe(0);
  });
});

describe("badges", () => {
  const none = {
    lessonsCompleted: 0,
    testsSubmitted: 0,
    streakCurrent: 0,
    acceptedAnswers: 0,
  };
  it("awards each badge once, when its rule is first met", () => {
    expect(newBadges({ ...none, lessonsCompleted: 1 }, new Set())).toEqual([
      "first_lesson",
    ]);
    expect(
      newBadges({ ...none, lessonsCompleted: 3 }, new Set(["first_lesson"])),
    ).toEqual([]);
    expect(newBadges({ ...none, streakCurrent: 7 }, new Set())).toEqual([
      "streak_7",
    ]);
    expect(
      newBadges(
        {
          ...none,
          testsSubmitted: 1,
          lastTestPercent: 100,
          lastChapterTestPercent: 100,
        },
        new Set(),
      ),
    ).toEqual(["perfect_score", "chapter_mastered"]);
    expect(
      newBadges(
        { ...none, testsSubmitted: 10, lastTestPercent: 60 },
        new Set(),
      ),
    ).toEqual(["tests_10"]);
    expect(newBadges({ ...none, acceptedAnswers: 1 }, new Set())).toEqual([
      "helper",
    ]);
    expect(
      newBadges({ ...none, lastChapterTestPercent: 79 }, new Set()),
    ).toEqual([]);
  });
});
