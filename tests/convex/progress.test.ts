import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { DEFAULT_TIMEZONE } from "../../convex/shared/constants";
import {
  recordActivity,
  weeklyXpRanks,
  type Activity,
} from "../../convex/learning/model/progress";
import {
  isoWeek,
  levelFor,
  localDay,
  recordActivityDay,
  type Streak,
} from "../../convex/learning/rules";
import { createPerson, type Person } from "./fixtures/common";
import {
  VALIDATION_ERROR,
  errorData,
  newBackend,
  type TestBackend,
} from "./harness";
import {
  answerKey,
  finishLesson,
  givePaidPlan,
  setup,
  testOf,
} from "./fixtures/learning";

const now = () => Math.floor(Date.now() / 60_000) * 60_000;

async function firstLesson(t: Awaited<ReturnType<typeof setup>>["t"]) {
  const subject = await t.query(api.learning.catalogue.subject, {
    grade: 9,
    slug: "mathematics",
  });
  return subject!.chapters[0].firstLessonId!;
}

/**
 * What the XP events say the totals must be, next to the stored totals:
 * XP and level, the streak (replayed from the streak-day events), lesson,
 * test and accepted-answer counts, and the per-day and per-week rows.
 */
async function recomputeFromEvents(
  t: Awaited<ReturnType<typeof setup>>["t"],
  userId: Id<"users">,
) {
  return t.run(async (ctx) => {
    const events = await ctx.db
      .query("xp_events")
      .withIndex("by_user_id_and_day", (q) => q.eq("user_id", userId))
      .collect();
    const stats = await ctx.db
      .query("player_stats")
      .withIndex("by_user_id", (q) => q.eq("user_id", userId))
      .unique();
    const days = await ctx.db
      .query("daily_activity")
      .withIndex("by_user_id_and_day", (q) => q.eq("user_id", userId))
      .collect();
    const weeks = await ctx.db
      .query("weekly_xp")
      .withIndex("by_user_id_and_week", (q) => q.eq("user_id", userId))
      .collect();
    const count = (reason: string) =>
      events.filter((e) => e.reason === reason).length;
    const xp = events.reduce((n, e) => n + e.amount, 0);
    // Events come back in day order (the index); replay the streak days.
    let streak: Streak = { current: 0, longest: 0, lastDay: null, freezes: 0 };
    for (const e of events)
      if (e.reason === "streak_day") streak = recordActivityDay(streak, e.day);
    const perDay: Record<string, [number, number, number]> = {};
    for (const e of events) {
      const d = (perDay[e.day] ??= [0, 0, 0]);
      d[0] += e.amount;
      if (e.reason === "lesson_completed") d[1]++;
      if (e.reason === "test_submitted") d[2]++;
    }
    const perWeek: Record<string, number> = {};
    for (const e of events)
      perWeek[isoWeek(e.day)] = (perWeek[isoWeek(e.day)] ?? 0) + e.amount;
    return {
      fromEvents: {
        xp,
        level: levelFor(xp),
        streak: {
          current: streak.current,
          longest: streak.longest,
          lastDay: streak.lastDay ?? undefined,
          freezes: streak.freezes,
        },
        lessons: count("lesson_completed"),
        tests: count("test_submitted"),
        accepted: count("accepted_answer"),
        perDay,
        perWeek,
      },
      stored: {
        xp: stats?.total_xp,
        level: stats?.level,
        streak: {
          current: stats?.streak_current,
          longest: stats?.streak_longest,
          lastDay: stats?.streak_last_day,
          freezes: stats?.freezes_held,
        },
        lessons: stats?.lessons_completed,
        tests: stats?.tests_submitted,
        accepted: stats?.answers_accepted,
        perDay: Object.fromEntries(
          days.map((d) => [
            d.day,
            [d.xp, d.lessons_completed, d.tests_submitted],
          ]),
        ),
        perWeek: Object.fromEntries(weeks.map((w) => [w.week, w.xp])),
      },
    };
  });
}

describe("progress recording", () => {
  it("writes XP events with each activity and keeps every total consistent with them", async () => {
    const { t, student } = await setup();
    await finishLesson(t, student, await firstLesson(t));
    const chapter = await testOf(t, "chapter");
    const attemptId = await student.as.mutation(api.learning.mockTests.start, {
      testId: chapter._id,
    });
    const key = await answerKey(t, attemptId);
    for (const [position, right] of key.entries())
      await student.as.mutation(api.learning.mockTests.answer, {
        attemptId,
        position,
        selectedIndex: right,
        markedForReview: false,
        timeSpentMs: 5_000,
      });
    await student.as.mutation(api.learning.mockTests.submit, { attemptId });
    const { fromEvents, stored } = await recomputeFromEvents(t, student.userId);
    expect(stored).toEqual(fromEvents);
    // Lesson 20 + streak day 10 + a perfect test 50.
    expect(fromEvents).toMatchObject({
      xp: 80,
      level: 1,
      streak: { current: 1, longest: 1, freezes: 0 },
      lessons: 1,
      tests: 1,
      accepted: 0,
    });

    const board = await student.as.query(api.learning.progress.dashboard, {
      now: now(),
    });
    expect(board).toMatchObject({
      fullName: "Neha Kulkarni",
      grade: 9,
      totalXp: 80,
      level: 1,
      xpIntoLevel: 80,
      xpForNextLevel: 100,
      streak: 1,
      lessonsCompleted: 1,
      testsSubmitted: 1,
      averageScore: 100,
      todayXp: 80,
    });
    expect(
      board.achievements
        .filter((a) => a.earnedAt)
        .map((a) => a.key)
        .sort(),
    ).toEqual(["chapter_mastered", "first_lesson", "perfect_score"]);
    expect(board.recent[0]).toMatchObject({
      kind: "test",
      score: 6,
      maxScore: 6,
    });
    expect(board.mastery[0]).toMatchObject({
      name: "Mathematics",
      chaptersMastered: 1,
      chapterCount: 2,
    });
    expect(board.chart).toHaveLength(30);
    expect(board.chart[29].xp).toBe(80);
  });

  it("gives less XP for retaking the same test", async () => {
    const { t, student } = await setup();
    // More tests than Free's month allows.
    await givePaidPlan(t, student.userId);
    const chapter = await testOf(t, "chapter");
    const xpOf = async () => {
      const attemptId = await student.as.mutation(
        api.learning.mockTests.start,
        {
          testId: chapter._id,
        },
      );
      const key = await answerKey(t, attemptId);
      for (const [position, right] of key.entries())
        await student.as.mutation(api.learning.mockTests.answer, {
          attemptId,
          position,
          selectedIndex: right,
          markedForReview: false,
          timeSpentMs: 1_000,
        });
      const before = (
        await student.as.query(api.learning.progress.dashboard, { now: now() })
      ).totalXp;
      await student.as.mutation(api.learning.mockTests.submit, { attemptId });
      // As if the review had never been read: answers seen pay nothing
      // (tests/convex/seenQuestions.test.ts); this test is about repeats.
      await t.run(async (ctx) => {
        for (const row of await ctx.db.query("seen_answers").collect())
          await ctx.db.delete("seen_answers", row._id);
      });
      return (
        (
          await student.as.query(api.learning.progress.dashboard, {
            now: now(),
          })
        ).totalXp - before
      );
    };
    // First: 50 + 10 for the streak day; then 25, 13, 5; from the 5th attempt on, nothing.
    const xp = [];
    for (let n = 0; n < 6; n++) xp.push(await xpOf());
    expect(xp).toEqual([60, 25, 13, 5, 0, 0]);
    // The attempts past the limit still count as tests taken, at 0 XP.
    const { fromEvents, stored } = await recomputeFromEvents(t, student.userId);
    expect(stored).toEqual(fromEvents);
    expect(stored.tests).toBe(6);
  });

  it("rewards the helper once when their reply is accepted", async () => {
    const { t, student, other } = await setup();
    const categoryId = await t.run((ctx) =>
      ctx.db.insert("forum_categories", {
        name: "Mathematics",
        description: "Maths",
      }),
    );
    const threadId = await student.as.mutation(
      api.community.forums.createThread,
      {
        title: "How do I rationalise 1/√2?",
        content: "I keep getting stuck on this one.",
        categoryId,
      },
    );
    const replyId = await other.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Multiply top and bottom by √2: you get √2/2.",
    });
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId,
    });
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId: null,
    });
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId,
    });
    const board = await other.as.query(api.learning.progress.dashboard, {
      now: now(),
    });
    expect(board.totalXp).toBe(15 + 10);
    expect(
      board.achievements.find((a) => a.key === "helper")?.earnedAt,
    ).not.toBeNull();
  });
});

describe("progress over many days", () => {
  it("keeps the streak and the lesson, test and answer counts equal to the events", async () => {
    const { t, student } = await setup();
    const DAY = 86_400_000;
    const start = now() - 20 * DAY;
    // Days 0–7 in a row (day 6 is the 7th and earns a freeze), day 8 missed
    // and covered by the freeze on day 9, days 10–11 missed with no freeze
    // left so day 12 starts again (twice that day), then day 13.
    const days = [0, 1, 2, 3, 4, 5, 6, 7, 9, 12, 12, 13];
    const activities: Activity[] = days.map((day, i) =>
      i % 3 === 0
        ? { kind: "lesson_completed", sourceId: `lesson-${i}`, seconds: 300 }
        : i % 3 === 1
          ? {
              kind: "test_submitted",
              sourceId: `test-${i % 2}`,
              seconds: 600,
              percent: (day * 17) % 101,
              freshPercent: (day * 17) % 101,
              freshShare: 1,
              previousAttempts: Math.floor(i / 2),
              isChapterTest: false,
            }
          : { kind: "accepted_answer", sourceId: `reply-${i}` },
    );
    for (const [i, day] of days.entries())
      await t.run(async (ctx) => {
        await recordActivity(
          ctx,
          student.userId,
          activities[i],
          start + day * DAY,
        );
        return null;
      });
    const { fromEvents, stored } = await recomputeFromEvents(t, student.userId);
    expect(stored).toEqual(fromEvents);
    expect(fromEvents).toMatchObject({
      streak: {
        current: 2,
        longest: 9,
        freezes: 0,
        lastDay: localDay(start + 13 * DAY, DEFAULT_TIMEZONE),
      },
      lessons: 4,
      tests: 4,
      accepted: 4,
    });
    expect(Object.keys(fromEvents.perDay)).toHaveLength(11);
  });
});

/**
 * Gives a student exactly `xp` XP today (at least 20): the streak day's 10
 * and tests of 10–50 XP each (10 + 40 × the score share), each its own
 * mutation, so the weekly row and its counts move several times.
 */
async function earn(t: TestBackend, userId: Id<"users">, xp: number) {
  let left = xp - 10;
  for (let n = 0; left > 0; n++) {
    const chunk = left > 50 ? Math.min(50, left - 10) : left;
    if (chunk < 10) throw new Error(`cannot earn exactly ${xp} XP`);
    left -= chunk;
    await t.run(async (ctx) => {
      await recordActivity(ctx, userId, {
        kind: "test_submitted",
        sourceId: `${userId}-${n}`,
        seconds: 60,
        percent: (chunk - 10) * 2.5,
        freshPercent: (chunk - 10) * 2.5,
        freshShare: 1,
        previousAttempts: 0,
        isChapterTest: false,
      });
      return null;
    });
  }
}

type Shown = "nickname" | "anonymous" | "hidden";

async function classmate(
  t: TestBackend,
  n: number,
  xp: number,
  shown: Shown,
  nickname = `Learner${n}`,
) {
  const person = await createPerson(t, {
    email: `s${n}@example.in`,
    fullName: `Student Number${n}`,
    grade: 9,
  });
  await person.as.mutation(api.learning.progress.setLeaderboardName, {
    visibility: shown,
    nickname: shown === "nickname" ? nickname : undefined,
  });
  await earn(t, person.userId, xp);
  return person;
}

/**
 * The leaderboard worked out the slow way from every weekly row of the class:
 * rank = 1 + classmates with more XP; order by XP, newer rows first among
 * equals; hidden classmates skipped everywhere but still counted.
 */
async function bruteForce(t: TestBackend, week: string) {
  const rows = await t.run(async (ctx) => {
    const all = await ctx.db
      .query("weekly_xp")
      .withIndex("by_grade_and_week_and_xp", (q) =>
        q.eq("grade", 9).eq("week", week),
      )
      .collect();
    return Promise.all(
      all.map(async (r) => {
        const p = await ctx.db
          .query("profiles")
          .withIndex("by_user_id", (q) => q.eq("user_id", r.user_id))
          .unique();
        return {
          userId: r.user_id,
          xp: r.xp,
          created: r._creationTime,
          visibility: p?.leaderboard_visibility ?? "anonymous",
          nickname: p?.nickname ?? null,
        };
      }),
    );
  });
  rows.sort((a, b) => b.xp - a.xp || b.created - a.created);
  return (viewer: Id<"users">) => {
    const shown = (r: (typeof rows)[number]) =>
      r.userId === viewer || r.visibility !== "hidden";
    const row = (r: (typeof rows)[number]) => {
      const isYou = r.userId === viewer;
      const name =
        r.visibility === "nickname" && r.nickname
          ? r.nickname
          : "Anonymous learner";
      return {
        rank: 1 + rows.filter((o) => o.xp > r.xp).length,
        xp: r.xp,
        name: isYou ? `${name} (you)` : name,
        isYou,
      };
    };
    const p = rows.findIndex((r) => r.userId === viewer);
    const above = rows.slice(0, Math.max(0, p)).reverse().find(shown);
    const below = p < 0 ? undefined : rows.slice(p + 1).find(shown);
    return {
      top: rows.filter(shown).slice(0, 10).map(row),
      you:
        p < 0
          ? null
          : {
              rank: row(rows[p]).rank,
              xp: rows[p].xp,
              above: above ? row(above) : null,
              below: below ? row(below) : null,
              hidden: rows[p].visibility === "hidden",
            },
    };
  };
}

/** Width of the XP bands the counts below are compared in. */
const BAND = 25;

/**
 * The ranking aggregate's counts of a grade-9 week (students per 25-XP band,
 * per exact XP value, and in all), next to the same counts taken from every
 * weekly row.
 */
async function leaderboardCounts(t: TestBackend, week: string) {
  return t.run(async (ctx) => {
    const rows = await ctx.db
      .query("weekly_xp")
      .withIndex("by_grade_and_week_and_xp", (q) =>
        q.eq("grade", 9).eq("week", week),
      )
      .collect();
    const namespace: [number, string] = [9, week];
    const maxBand = Math.max(0, ...rows.map((r) => Math.floor(r.xp / BAND)));
    const bands: Record<string, number> = {};
    for (let band = 0; band <= maxBand; band++) {
      const n = await weeklyXpRanks.count(ctx, {
        namespace,
        bounds: {
          lower: { key: band * BAND, inclusive: true },
          upper: { key: (band + 1) * BAND, inclusive: false },
        },
      });
      if (n > 0) bands[band] = n;
    }
    const points: Record<string, number> = {};
    for (const xp of new Set(rows.map((r) => r.xp)))
      points[xp] = await weeklyXpRanks.count(ctx, {
        namespace,
        bounds: { eq: xp },
      });
    const tally = (key: (xp: number) => number) => {
      const m: Record<string, number> = {};
      for (const r of rows) m[key(r.xp)] = (m[key(r.xp)] ?? 0) + 1;
      return m;
    };
    return {
      stored: {
        bands,
        points,
        total: await weeklyXpRanks.count(ctx, { namespace }),
      },
      fromRows: {
        bands: tally((xp) => Math.floor(xp / BAND)),
        points: tally((xp) => xp),
        total: rows.length,
      },
    };
  });
}

describe("leaderboard", () => {
  it("ranks a class by this week's XP and shows the viewer's neighbours", async () => {
    const { t, student, other } = await setup();
    const third = await createPerson(t, {
      email: "ira@example.in",
      fullName: "Ira Das",
      grade: 9,
    });
    const lessonId = await firstLesson(t);
    await finishLesson(t, student, lessonId);
    await finishLesson(t, other, lessonId);
    const subject = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    await finishLesson(t, other, subject!.chapters[1].firstLessonId!);
    await other.as.mutation(api.learning.progress.setLeaderboardName, {
      visibility: "nickname",
      nickname: "ArjunTheGreat",
    });
    const board = await student.as.query(api.learning.progress.leaderboard, {
      now: now(),
    });
    expect(board?.top.map((e) => [e.rank, e.name, e.xp])).toEqual([
      [1, "ArjunTheGreat", 50],
      [2, "Anonymous learner (you)", 30],
    ]);
    expect(board?.you).toMatchObject({
      rank: 2,
      xp: 30,
      above: { name: "ArjunTheGreat" },
      below: null,
    });
    // Someone with no XP this week is not ranked.
    expect(
      (await third.as.query(api.learning.progress.leaderboard, { now: now() }))
        ?.you,
    ).toBeNull();
  });

  it("leaves students who opted out off other viewers' lists but counts them in ranks", async () => {
    const t = newBackend();
    // In leaderboard order: A 90, H 70 (hidden), C 50, B 50 (C is newer,
    // so listed first among the tie), E 40 (hidden), D 30.
    const a = await classmate(t, 1, 90, "nickname", "TopScorer");
    const h = await classmate(t, 2, 70, "nickname", "SecretStar");
    await h.as.mutation(api.learning.progress.setLeaderboardName, {
      visibility: "hidden",
    });
    const b = await classmate(t, 3, 50, "nickname", "Bhavya");
    const c = await classmate(t, 4, 50, "anonymous");
    const e = await classmate(t, 5, 40, "hidden", "QuietOne");
    const d = await classmate(t, 6, 30, "nickname", "Dev");
    const boardOf = async (p: Person) =>
      (await p.as.query(api.learning.progress.leaderboard, { now: now() }))!;
    const row = (rank: number, name: string, xp: number, isYou = false) => ({
      rank,
      name,
      xp,
      isYou,
    });

    const forB = await boardOf(b);
    expect(forB.top).toEqual([
      row(1, "TopScorer", 90),
      row(3, "Anonymous learner", 50),
      row(3, "Bhavya (you)", 50, true),
      row(6, "Dev", 30),
    ]);
    // The tied classmate is the neighbour above; E (hidden) is skipped below.
    expect(forB.you).toEqual({
      rank: 3,
      xp: 50,
      above: row(3, "Anonymous learner", 50),
      below: row(6, "Dev", 30),
      hidden: false,
    });
    for (const p of [a, b, c, d]) {
      const board = await boardOf(p);
      const text = JSON.stringify(board);
      expect(text).not.toMatch(/SecretStar|QuietOne|Number2|Number5/);
      const rows = [board.top, board.you?.above, board.you?.below].flat();
      expect(rows.map((r) => r?.xp)).not.toContain(70);
      expect(rows.map((r) => r?.xp)).not.toContain(40);
    }
    // Above C, H is skipped for A; below C is the tied B.
    expect((await boardOf(c)).you).toMatchObject({
      rank: 3,
      above: row(1, "TopScorer", 90),
      below: row(3, "Bhavya", 50),
    });
    // Above D, E is skipped for B and C (50 XP, rank 3).
    expect((await boardOf(d)).you).toMatchObject({
      rank: 6,
      above: row(3, "Bhavya", 50),
      below: null,
    });
    // A hidden student still sees their own row and rank, and is told so.
    const forH = await boardOf(h);
    expect(forH.top.map((r) => [r.rank, r.name])).toEqual([
      [1, "TopScorer"],
      [2, "Anonymous learner (you)"],
      [3, "Anonymous learner"],
      [3, "Bhavya"],
      [6, "Dev"],
    ]);
    expect(forH.you).toEqual({
      rank: 2,
      xp: 70,
      above: row(1, "TopScorer", 90),
      below: row(3, "Anonymous learner", 50),
      hidden: true,
    });
    expect((await boardOf(e)).you).toMatchObject({
      rank: 5,
      hidden: true,
      above: row(3, "Bhavya", 50),
      below: row(6, "Dev", 30),
    });
  });

  it("ranks many students across bands and ties exactly as counting every row would", async () => {
    const t = newBackend();
    // Band edges, five tied at 150 (one hidden), and a spread over 12 bands.
    const xps = [25, 24, 49, 50, 75, 100, 99, 125, 150, 150, 150, 150, 150];
    for (let i = xps.length; i < 60; i++)
      xps.push(i % 6 === 5 ? xps[i - 3] : 20 + ((i * 53) % 290));
    const people: Person[] = [];
    for (const [i, xp] of xps.entries())
      people.push(
        await classmate(
          t,
          i,
          xp,
          i % 5 === 2 ? "hidden" : i % 7 === 3 ? "anonymous" : "nickname",
        ),
      );
    const first = await people[0].as.query(api.learning.progress.leaderboard, {
      now: now(),
    });
    const week = first!.week;
    const { stored, fromRows } = await leaderboardCounts(t, week);
    expect(stored).toEqual(fromRows);
    // The case is worth testing: many bands, ties, and hidden students.
    expect(Object.keys(stored.bands).length).toBeGreaterThanOrEqual(12);
    expect(Object.values(stored.points).some((n) => n >= 5)).toBe(true);
    const expected = await bruteForce(t, week);
    for (const p of people) {
      const board = await p.as.query(api.learning.progress.leaderboard, {
        now: now(),
      });
      expect({ top: board?.top, you: board?.you }).toEqual(expected(p.userId));
    }
  }, 60_000);

  it("is for students, and their own progress only", async () => {
    const { t } = await setup();
    const mentor = await createPerson(t, {
      email: "m@example.in",
      fullName: "Meena Rao",
      role: "mentor",
    });
    expect(
      await mentor.as.query(api.learning.progress.leaderboard, { now: now() }),
    ).toBeNull();
    expect(
      await errorData(t.query(api.learning.progress.dashboard, { now: now() })),
    ).toMatchObject({
      code: "NotAuthenticated",
    });
  });

  it("shows a student only their own progress, never a classmate's", async () => {
    const { t, student, other } = await setup();
    // Neha: a lesson and a perfect chapter test. Arjun: one other lesson.
    await finishLesson(t, student, await firstLesson(t));
    const chapter = await testOf(t, "chapter");
    const attemptId = await student.as.mutation(api.learning.mockTests.start, {
      testId: chapter._id,
    });
    for (const [position, right] of (await answerKey(t, attemptId)).entries())
      await student.as.mutation(api.learning.mockTests.answer, {
        attemptId,
        position,
        selectedIndex: right,
        markedForReview: false,
        timeSpentMs: 5_000,
      });
    await student.as.mutation(api.learning.mockTests.submit, { attemptId });
    const subject = await t.query(api.learning.catalogue.subject, {
      grade: 9,
      slug: "mathematics",
    });
    await finishLesson(t, other, subject!.chapters[1].firstLessonId!);

    const mine = await other.as.query(api.learning.progress.dashboard, {
      now: now(),
    });
    expect(mine).toMatchObject({
      fullName: "Arjun Reddy",
      totalXp: 30,
      lessonsCompleted: 1,
      testsSubmitted: 0,
      averageScore: null,
      todayXp: 30,
    });
    expect(mine.recent.map((r) => [r.kind, r.title])).toEqual([
      ["lesson", "Lesson 2.1"],
    ]);
    expect(
      mine.achievements.filter((a) => a.earnedAt).map((a) => a.key),
    ).toEqual(["first_lesson"]);
    expect(mine.mastery[0].chaptersMastered).toBe(0);
    expect(JSON.stringify(mine)).not.toMatch(/Neha|Kulkarni|Lesson 1\.1/);
    // There is no way to ask for someone else's dashboard.
    await expect(
      other.as.query(api.learning.progress.dashboard, {
        now: now(),
        // @ts-expect-error the dashboard takes no user
        userId: student.userId,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);

    // The leaderboard shows Neha's weekly XP under her public name only.
    const board = await other.as.query(api.learning.progress.leaderboard, {
      now: now(),
    });
    expect(board?.top).toEqual([
      {
        rank: 1,
        name: "Anonymous learner",
        xp: 80,
        isYou: false,
      },
      {
        rank: 2,
        name: "Anonymous learner (you)",
        xp: 30,
        isYou: true,
      },
    ]);
    expect(JSON.stringify(board)).not.toMatch(
      /Neha|Kulkarni|neha@|streak|score|level/i,
    );
  });

  it("validates the daily goal and the nickname", async () => {
    const { student } = await setup();
    await student.as.mutation(api.learning.progress.setDailyGoal, { xp: 100 });
    expect(
      (await student.as.query(api.learning.progress.dashboard, { now: now() }))
        .dailyGoalXp,
    ).toBe(100);
    expect(
      await errorData(
        student.as.mutation(api.learning.progress.setDailyGoal, { xp: 5 }),
      ),
    ).toMatchObject({
      code: "InvalidInput",
    });
    expect(
      await errorData(
        student.as.mutation(api.learning.progress.setLeaderboardName, {
          visibility: "nickname",
          nickname: "<b>x",
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    for (const xp of [Number.NaN, Number.POSITIVE_INFINITY, 100.5])
      expect(
        await errorData(
          student.as.mutation(api.learning.progress.setDailyGoal, { xp }),
        ),
      ).toEqual({
        code: "InvalidInput",
        message: "Choose a daily goal between 10 and 500 XP.",
      });
  });

  it("refuses a `now` that is not a time near the server's clock", async () => {
    const { student } = await setup();
    for (const bad of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      0,
      now() + 30 * 86_400_000,
      -1e20,
    ]) {
      expect(
        await errorData(
          student.as.query(api.learning.progress.dashboard, { now: bad }),
        ),
      ).toMatchObject({ code: "InvalidInput" });
      expect(
        await errorData(
          student.as.query(api.learning.progress.leaderboard, { now: bad }),
        ),
      ).toMatchObject({ code: "InvalidInput" });
    }
    // A clock a few hours off is fine.
    await student.as.query(api.learning.progress.dashboard, {
      now: now() - 5 * 3_600_000,
    });
  });
});
