import { describe, expect, it } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import {
  boardOfTest,
  percentileOf,
  recordStanding,
  standingOf,
  testStandings,
} from "../../convex/learning/model/standings";
import { answerKey, setup, testOf } from "./fixtures/learning";
import { createPerson, type Person } from "./fixtures/common";
import { errorData, type TestBackend } from "./harness";

/** Starts the test, answers the first `right` questions right (the rest unanswered) and submits. */
async function sit(
  t: TestBackend,
  who: Person,
  testId: Id<"tests">,
  right: number,
) {
  const attemptId = await who.as.mutation(api.learning.mockTests.start, {
    testId,
  });
  const key = await answerKey(t, attemptId);
  for (let position = 0; position < right; position++)
    await who.as.mutation(api.learning.mockTests.answer, {
      attemptId,
      position,
      selectedIndex: key[position],
      markedForReview: false,
      timeSpentMs: 1_000,
    });
  await who.as.mutation(api.learning.mockTests.submit, { attemptId });
  return attemptId;
}

/** The entries of a board's class, as the aggregate counts them. */
function countOn(t: TestBackend, board: string, grade = 9) {
  return t.run((ctx) =>
    testStandings.count(ctx, { namespace: [board, grade] }),
  );
}

describe("rank and percentile on full tests", () => {
  it("ranks each student's first attempt among their class, live as others finish", async () => {
    const { t, student, other } = await setup();
    const full = await testOf(t, "full");
    const mine = await sit(t, student, full._id, 3);
    expect(
      await student.as.query(api.learning.mockTests.standing, {
        attemptId: mine,
      }),
    ).toEqual({
      rank: 1,
      of: 1,
      percentile: 100,
      grade: 9,
      isRankedAttempt: true,
    });
    // A classmate scores more: the first student moves down.
    const theirs = await sit(t, other, full._id, 5);
    expect(
      await other.as.query(api.learning.mockTests.standing, {
        attemptId: theirs,
      }),
    ).toMatchObject({ rank: 1, of: 2, percentile: 100 });
    expect(
      await student.as.query(api.learning.mockTests.standing, {
        attemptId: mine,
      }),
    ).toMatchObject({ rank: 2, of: 2, percentile: 50 });

    // A retake (full marks this time) is not ranked: the first attempt stays.
    const retake = await sit(t, student, full._id, full.questionCount);
    expect(
      await student.as.query(api.learning.mockTests.standing, {
        attemptId: retake,
      }),
    ).toEqual({
      rank: 2,
      of: 2,
      percentile: 50,
      grade: 9,
      isRankedAttempt: false,
    });
    expect(await countOn(t, boardOfTest(full._id))).toBe(2);
  });

  it("ranks an attempt the deadline submitted", async () => {
    const { t, student } = await setup();
    const full = await testOf(t, "full");
    const attemptId = await student.as.mutation(api.learning.mockTests.start, {
      testId: full._id,
    });
    await t.mutation(internal.learning.mockTests.autoSubmit, { attemptId });
    expect(
      await student.as.query(api.learning.mockTests.standing, { attemptId }),
    ).toMatchObject({ rank: 1, of: 1, isRankedAttempt: true });
  });

  it("ranks no other kind of test, and nothing before submission", async () => {
    const { t, student } = await setup();
    const chapter = await testOf(t, "chapter");
    const attemptId = await sit(t, student, chapter._id, 2);
    expect(
      await student.as.query(api.learning.mockTests.standing, { attemptId }),
    ).toBeNull();
    const full = await testOf(t, "full");
    const running = await student.as.mutation(api.learning.mockTests.start, {
      testId: full._id,
    });
    expect(
      await student.as.query(api.learning.mockTests.standing, {
        attemptId: running,
      }),
    ).toBeNull();
    expect(
      await t.run(
        async (ctx) => (await ctx.db.query("standings").take(5)).length,
      ),
    ).toBe(0);
  });

  it("is the attempt's student's alone: another student's attempt and a wrong id read as missing", async () => {
    const { t, student, other } = await setup();
    const full = await testOf(t, "full");
    const mine = await sit(t, student, full._id, 3);
    const missing = {
      code: "NotFound",
      message: "This attempt does not exist.",
    };
    expect(
      await errorData(
        other.as.query(api.learning.mockTests.standing, { attemptId: mine }),
      ),
    ).toEqual(missing);
    expect(
      await errorData(
        student.as.query(api.learning.mockTests.standing, {
          attemptId: "not-an-attempt",
        }),
      ),
    ).toEqual(missing);
    await expect(
      t.query(api.learning.mockTests.standing, { attemptId: mine }),
    ).rejects.toThrow();
  });

  it("breaks ties by less time taken, then the earlier submission; the percentile counts those at or behind", async () => {
    const { t, student, other } = await setup();
    const ira = await createPerson(t, {
      email: "ira@example.in",
      fullName: "Ira Das",
      grade: 9,
    });
    const board = "paper:test-ties";
    const ranks = await t.run(async (ctx) => {
      const entry = (userId: Id<"users">, timeMs: number, at: number) => ({
        board,
        grade: 9,
        userId,
        attemptId: `attempt-${at}`,
        score: 40,
        maxScore: 80,
        timeMs,
        finishedAt: at,
      });
      await recordStanding(ctx, entry(student.userId, 600_000, 3));
      await recordStanding(ctx, entry(other.userId, 500_000, 2));
      await recordStanding(ctx, entry(ira.userId, 500_000, 1));
      return Promise.all(
        [student, other, ira].map(async (p) => {
          const s = (await standingOf(ctx, board, p.userId))!;
          return [s.rank, s.of, s.percentile];
        }),
      );
    });
    // Ira and Arjun both took 500 s; Ira submitted first.
    expect(ranks).toEqual([
      [3, 3, 33],
      [2, 3, 66],
      [1, 3, 100],
    ]);
    expect(
      [1, 3, 41, 41].map((r, i) => percentileOf(r, [1, 41, 41, 41][i])),
    ).toEqual([100, 95, 2, 2]);
    expect(percentileOf(41, 41)).toBe(2);
  });

  it("backfills finished full-test attempts made before ranks, keeping each student's first", async () => {
    const { t, student, other } = await setup();
    const full = await testOf(t, "full");
    const first = await sit(t, student, full._id, 2);
    await sit(t, student, full._id, full.questionCount);
    await sit(t, other, full._id, 4);
    // As before ranks existed: no entries, the aggregate empty.
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("standings").take(10)) {
        await ctx.db.delete("standings", row._id);
        await testStandings.deleteIfExists(ctx, row);
      }
    });
    expect(await countOn(t, boardOfTest(full._id))).toBe(0);
    await t.mutation(internal.learning.standings.backfillStandings, {});
    await t.finishScheduled();
    const standing = await student.as.query(api.learning.mockTests.standing, {
      attemptId: first,
    });
    expect(standing).toMatchObject({
      rank: 2,
      of: 2,
      isRankedAttempt: true,
    });
    // Run again from the start: nothing changes.
    await t.mutation(internal.learning.standings.backfillStandings, {
      reset: true,
    });
    await t.finishScheduled();
    expect(await countOn(t, boardOfTest(full._id))).toBe(2);
  });

  it("takes a student's entries off the ranks when their account is erased", async () => {
    const { t, student, other } = await setup();
    const full = await testOf(t, "full");
    await sit(t, student, full._id, 6);
    const theirs = await sit(t, other, full._id, 2);
    expect(
      await other.as.query(api.learning.mockTests.standing, {
        attemptId: theirs,
      }),
    ).toMatchObject({ rank: 2, of: 2 });
    await t.mutation(internal.privacy.erasure.eraseAccount, {
      userId: student.userId,
    });
    for (let round = 0; round < 50; round++) {
      await t.finishScheduled();
      if (
        !(await t.run(async (ctx) => await ctx.db.get("users", student.userId)))
      )
        break;
    }
    expect(await countOn(t, boardOfTest(full._id))).toBe(1);
    expect(
      await t.run(async (ctx) =>
        ctx.db
          .query("standings")
          .withIndex("by_user_id_and_board", (q) =>
            q.eq("user_id", student.userId),
          )
          .first(),
      ),
    ).toBeNull();
    expect(
      await other.as.query(api.learning.mockTests.standing, {
        attemptId: theirs,
      }),
    ).toMatchObject({ rank: 1, of: 1, percentile: 100 });
  });
});

describe("rank reads are bounded", () => {
  /** Documents one rank read takes (entries of `size` on a board, the reader in the middle). */
  async function readsAt(t: TestBackend, size: number) {
    const board = `paper:bounded-${size}`;
    const users: Id<"users">[] = [];
    // Entries in batches, each a transaction of its own.
    for (let from = 0; from < size; from += 250)
      users.push(
        ...(await t.run(async (ctx) => {
          const made: Id<"users">[] = [];
          for (let i = from; i < Math.min(size, from + 250); i++) {
            const userId = await ctx.db.insert("users", {});
            await recordStanding(ctx, {
              board,
              grade: 9,
              userId,
              attemptId: `attempt-${i}`,
              score: (i * 37) % 81,
              maxScore: 80,
              timeMs: 1_000 * ((i * 13) % 600),
              finishedAt: i,
            });
            made.push(userId);
          }
          return made;
        })),
      );
    const reader = users[Math.floor(size / 2)];
    return t.run(async (ctx) => {
      const before = (await ctx.meta.getTransactionMetrics()).documentsRead
        .used;
      const standing = (await standingOf(ctx, board, reader))!;
      const after = (await ctx.meta.getTransactionMetrics()).documentsRead.used;
      return { reads: after - before, of: standing.of };
    });
  }

  it("reads about as many documents for 2,000 entries as for 100", async () => {
    const { t } = await setup();
    const small = await readsAt(t, 100);
    const large = await readsAt(t, 2_000);
    expect(small.of).toBe(100);
    expect(large.of).toBe(2_000);
    console.log(`rank reads: ${small.reads} at 100, ${large.reads} at 2,000`);
    // The aggregate's tree: a read takes a node per level and the nodes
    // beside it (at most 16 a node). 20 times the entries add at most one
    // level; reading the entries themselves would take 20 times as many.
    expect(large.reads).toBeLessThanOrEqual(small.reads + 17);
    expect(large.reads).toBeLessThan(2.5 * small.reads);
  }, 300_000);
});
