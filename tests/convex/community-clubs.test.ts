import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import {
  createPerson,
  expectCountsExact as fixtureCounts,
  people,
  type Person,
  world,
} from "./fixtures/common";
import { errorData, type TestBackend, VALIDATION_ERROR } from "./harness";

/** The usual cast and a second student. */
async function cast() {
  const w = await world();
  const classmate = await createPerson(w.t, { ...people.diya, grade: 8 });
  return { ...w, classmate };
}

const chess = {
  name: "Chess Club",
  category: "Academic",
  description: "We play and study chess after school.",
};

function createClub(who: Person, overrides: Partial<typeof chess> = {}) {
  return who.as.mutation(api.community.clubs.create, {
    ...chess,
    ...overrides,
  });
}

/** Rows in the database: clubs and memberships. */
async function snapshot(t: TestBackend) {
  return t.run(async (ctx) => ({
    clubs: await ctx.db.query("student_clubs").collect(),
    members: await ctx.db.query("club_members").collect(),
  }));
}

/** member_count of each club equals its club_members rows. */
const expectCountsExact = (t: TestBackend) =>
  fixtureCounts(t, {
    table: "student_clubs",
    counter: "member_count",
    children: "club_members",
    parent: "club_id",
    label: "name",
  });

const firstPage = { numItems: 10, cursor: null };

describe("clubs.create", () => {
  it("makes the creator the first member", async () => {
    const { t, student } = await cast();
    const clubId = await createClub(student, {
      name: "  Chess Club ",
      description: "  We play and study chess after school.  ",
    });
    expect(
      await student.as.query(api.community.clubs.get, { clubId }),
    ).toMatchObject({
      _id: clubId,
      ...chess,
      memberCount: 1,
      isMember: true,
      canRemove: false,
    });
    expect(
      (
        await student.as.query(api.community.clubs.members, {
          clubId,
          paginationOpts: firstPage,
        })
      ).page.map((m) => m.name),
    ).toEqual(["Aarav S."]);
    await expectCountsExact(t);
  });

  it("refuses visitors", async () => {
    const { t } = await cast();
    expect(
      await errorData(t.mutation(api.community.clubs.create, chess)),
    ).toMatchObject({
      code: "NotAuthenticated",
    });
    expect(await snapshot(t)).toEqual({ clubs: [], members: [] });
  });

  it("refuses a bad name, category or description, writing nothing", async () => {
    const { t, student } = await cast();
    const cases: [Partial<typeof chess>, string][] = [
      [{ name: "CC" }, "Club name must be at least 3 characters"],
      [{ name: "C".repeat(61) }, "Club name must be at most 60 characters"],
      [{ category: "Gaming" }, "Please choose a category"],
      [{ description: "Chess!" }, "Description must be at least 10 characters"],
      [
        { description: "d".repeat(501) },
        "Description must be at most 500 characters",
      ],
    ];
    for (const [overrides, message] of cases)
      expect(await errorData(createClub(student, overrides))).toEqual({
        code: "InvalidInput",
        message,
      });
    expect(await snapshot(t)).toEqual({ clubs: [], members: [] });
  });

  it("refuses a second club with the same name", async () => {
    const { t, student, classmate } = await cast();
    await createClub(student);
    expect(
      await errorData(createClub(classmate, { name: " Chess Club " })),
    ).toEqual({
      code: "Conflict",
      message: "A club with this name already exists.",
    });
    const { clubs, members } = await snapshot(t);
    expect([clubs.length, members.length]).toEqual([1, 1]);
  });

  it("lets the name of a removed club be used again", async () => {
    const { t, student, classmate, moderator } = await cast();
    const old = await createClub(student);
    await moderator.as.mutation(api.community.clubs.remove, { clubId: old });
    const again = await createClub(classmate);
    expect(
      await t.query(api.community.clubs.get, { clubId: again }),
    ).toMatchObject({
      name: "Chess Club",
      memberCount: 1,
    });
  });

  // The name check looks among visible clubs only, however many removed
  // clubs once held the name.
  it("still refuses a duplicate once a removed club held the name", async () => {
    const { t, student, classmate, moderator } = await cast();
    const old = await createClub(student);
    await moderator.as.mutation(api.community.clubs.remove, { clubId: old });
    await createClub(classmate);
    expect(await errorData(createClub(student))).toMatchObject({
      code: "Conflict",
    });
    const { clubs } = await snapshot(t);
    expect(clubs.filter((c) => c.status === "visible")).toHaveLength(1);
  });

  it("refuses a 4th club within a day", async () => {
    const { t, student, classmate } = await cast();
    for (let i = 1; i <= 3; i++)
      await createClub(student, { name: `Chess Club ${i}` });
    expect(
      await errorData(createClub(student, { name: "Chess Club 4" })),
    ).toEqual({
      code: "RateLimited",
      message:
        "You have created several clubs today. Please try again tomorrow.",
    });
    expect((await snapshot(t)).clubs).toHaveLength(3);
    await createClub(classmate, { name: "Chess Club 4" });
  });
});

describe("clubs.join and clubs.leave", () => {
  it("keep member_count equal to the members, and twice changes nothing", async () => {
    const { t, student, classmate, mentor } = await cast();
    const clubId = await createClub(student);
    expect(
      await classmate.as.mutation(api.community.clubs.join, { clubId }),
    ).toEqual({
      memberCount: 2,
    });
    expect(
      await classmate.as.mutation(api.community.clubs.join, { clubId }),
    ).toEqual({
      memberCount: 2,
    });
    expect(
      await mentor.as.mutation(api.community.clubs.join, { clubId }),
    ).toEqual({
      memberCount: 3,
    });
    await expectCountsExact(t);
    expect(
      await classmate.as.mutation(api.community.clubs.leave, { clubId }),
    ).toEqual({
      memberCount: 2,
    });
    expect(
      await classmate.as.mutation(api.community.clubs.leave, { clubId }),
    ).toEqual({
      memberCount: 2,
    });
    await expectCountsExact(t);
    expect(
      await student.as.mutation(api.community.clubs.leave, { clubId }),
    ).toEqual({
      memberCount: 1,
    });
    expect(
      await classmate.as.mutation(api.community.clubs.join, { clubId }),
    ).toEqual({
      memberCount: 2,
    });
    await expectCountsExact(t);
    expect(
      await classmate.as.query(api.community.clubs.get, { clubId }),
    ).toMatchObject({
      memberCount: 2,
      isMember: true,
    });
    expect(
      await student.as.query(api.community.clubs.get, { clubId }),
    ).toMatchObject({
      isMember: false,
    });
    // Members come in user id order, which differs between targets.
    expect(
      (
        await student.as.query(api.community.clubs.members, {
          clubId,
          paginationOpts: firstPage,
        })
      ).page
        .map((m) => m.name)
        .sort(),
    ).toEqual(["Diya M.", "Meera Iyer"]);
  });

  it("refuse visitors", async () => {
    const { t, student } = await cast();
    const clubId = await createClub(student);
    for (const fn of [api.community.clubs.join, api.community.clubs.leave])
      expect(await errorData(t.mutation(fn, { clubId }))).toMatchObject({
        code: "NotAuthenticated",
      });
    await expectCountsExact(t);
    expect((await snapshot(t)).members).toHaveLength(1);
  });

  it("cannot join a removed club", async () => {
    const { t, student, classmate, admin } = await cast();
    const clubId = await createClub(student);
    await admin.as.mutation(api.community.clubs.remove, { clubId });
    expect(
      await errorData(
        classmate.as.mutation(api.community.clubs.join, { clubId }),
      ),
    ).toEqual({ code: "NotFound", message: "This club no longer exists." });
    expect((await snapshot(t)).members).toHaveLength(1);
  });

  it("refuses a club that does not exist", async () => {
    const { t, student } = await cast();
    const gone = await t.run(async (ctx) => {
      const id = await ctx.db.insert("student_clubs", {
        ...chess,
        member_count: 0,
        created_by: student.userId,
        created_at: Date.now(),
        status: "visible",
      });
      await ctx.db.delete("student_clubs", id);
      return id;
    });
    for (const fn of [api.community.clubs.join, api.community.clubs.leave])
      expect(
        await errorData(student.as.mutation(fn, { clubId: gone })),
      ).toMatchObject({ code: "NotFound" });
    await expect(
      student.as.mutation(api.community.clubs.join, {
        clubId: "abc" as Id<"student_clubs">,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
    expect(await snapshot(t)).toEqual({ clubs: [], members: [] });
  });
});

describe("clubs.list", () => {
  it("shows visible clubs, most members first, with the viewer's membership", async () => {
    const { t, student, classmate, mentor, moderator } = await cast();
    const chessId = await createClub(student);
    const codingId = await createClub(classmate, {
      name: "Young Coders",
      category: "Coding",
      description: "Python and Scratch projects together.",
    });
    const quizId = await createClub(mentor, {
      name: "Quiz Circle",
      category: "Literature & Debate",
      description: "Weekly general knowledge quizzes.",
    });
    await student.as.mutation(api.community.clubs.join, { clubId: codingId });
    await mentor.as.mutation(api.community.clubs.join, { clubId: codingId });
    await student.as.mutation(api.community.clubs.join, { clubId: quizId });
    const removed = await createClub(moderator, { name: "Gone soon" });
    await moderator.as.mutation(api.community.clubs.remove, {
      clubId: removed,
    });

    const asStudent = await student.as.query(api.community.clubs.list, {
      paginationOpts: firstPage,
    });
    expect(asStudent.isDone).toBe(true);
    expect(
      asStudent.page.map((c) => [c._id, c.memberCount, c.isMember]),
    ).toEqual([
      [codingId, 3, true],
      [quizId, 2, true],
      [chessId, 1, true],
    ]);
    expect(asStudent.page[0]).toEqual({
      _id: codingId,
      name: "Young Coders",
      category: "Coding",
      description: "Python and Scratch projects together.",
      memberCount: 3,
      isMember: true,
    });
    const asVisitor = await t.query(api.community.clubs.list, {
      paginationOpts: firstPage,
    });
    expect(asVisitor.page.map((c) => c.isMember)).toEqual([
      false,
      false,
      false,
    ]);
    const asClassmate = await classmate.as.query(api.community.clubs.list, {
      paginationOpts: firstPage,
    });
    expect(asClassmate.page.map((c) => c.isMember)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("pages", async () => {
    const { t, student } = await cast();
    await t.run(async (ctx) => {
      for (let i = 0; i < 12; i++)
        await ctx.db.insert("student_clubs", {
          name: `Club ${i}`,
          category: "Academic",
          description: "A seeded club for paging.",
          member_count: i,
          created_by: student.userId,
          created_at: Date.now(),
          status: "visible",
        });
    });
    const one = await t.query(api.community.clubs.list, {
      paginationOpts: { numItems: 5, cursor: null },
    });
    const two = await t.query(api.community.clubs.list, {
      paginationOpts: { numItems: 10, cursor: one.continueCursor },
    });
    expect([one.page.length, one.isDone, two.page.length, two.isDone]).toEqual([
      5,
      false,
      7,
      true,
    ]);
    expect([...one.page, ...two.page].map((c) => c.memberCount)).toEqual([
      11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
    ]);
  });
});

describe("clubs.mine", () => {
  it("shows the viewer's clubs, newest first, so one just made is there at once", async () => {
    const { t, student, classmate } = await cast();
    // A popular club the student joins first, then one they make (1 member).
    const popular = await createClub(classmate, { name: "Quiz Club" });
    await student.as.mutation(api.community.clubs.join, { clubId: popular });
    const mine = await createClub(student);
    expect(await student.as.query(api.community.clubs.mine, {})).toEqual([
      {
        _id: mine,
        name: "Chess Club",
        category: "Academic",
        description: "We play and study chess after school.",
        memberCount: 1,
        isMember: true,
      },
      expect.objectContaining({ _id: popular, memberCount: 2 }),
    ]);
    // Left or taken down: gone from the list.
    await student.as.mutation(api.community.clubs.leave, { clubId: popular });
    await t.run(async (ctx) => {
      await ctx.db.patch("student_clubs", mine, { status: "removed" });
    });
    expect(await student.as.query(api.community.clubs.mine, {})).toEqual([]);
  });

  it("refuses visitors", async () => {
    const { t } = await cast();
    expect(
      await errorData(t.query(api.community.clubs.mine, {})),
    ).toMatchObject({ code: "NotAuthenticated" });
  });
});

describe("clubs.get and clubs.members", () => {
  it("get is null for malformed and unknown clubs, a marker for a removed one", async () => {
    const { t, student, admin } = await cast();
    const clubId = await createClub(student);
    await admin.as.mutation(api.community.clubs.remove, { clubId });
    for (const id of ["abc", "", student.userId])
      expect(await t.query(api.community.clubs.get, { clubId: id })).toBeNull();
    // Staff removing a club do it as moderators: its name and text are withheld.
    for (const who of [t, student.as])
      expect(await who.query(api.community.clubs.get, { clubId })).toEqual({
        _id: clubId,
        removedByModerator: true,
      });
  });

  it("members of a removed club are no longer listed", async () => {
    const { student, admin } = await cast();
    const clubId = await createClub(student);
    const list = () =>
      student.as.query(api.community.clubs.members, {
        clubId,
        paginationOpts: { numItems: 10, cursor: null },
      });
    expect((await list()).page).toHaveLength(1);
    await admin.as.mutation(api.community.clubs.remove, { clubId });
    expect(await list()).toMatchObject({ page: [], isDone: true });
  });

  it("get tells staff they may remove the club", async () => {
    const { t, student, mentor, moderator, admin } = await cast();
    const clubId = await createClub(student);
    expect(await t.query(api.community.clubs.get, { clubId })).toMatchObject({
      isMember: false,
      canRemove: false,
      memberCount: 1,
    });
    expect(
      await mentor.as.query(api.community.clubs.get, { clubId }),
    ).toMatchObject({
      canRemove: false,
    });
    for (const staff of [moderator, admin])
      expect(
        await staff.as.query(api.community.clubs.get, { clubId }),
      ).toMatchObject({
        canRemove: true,
      });
  });

  it("members names no one to a visitor, who sees the count instead", async () => {
    const { t, student } = await cast();
    const clubId = await createClub(student);
    expect(
      await errorData(
        t.query(api.community.clubs.members, {
          clubId,
          paginationOpts: firstPage,
        }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(await t.query(api.community.clubs.get, { clubId })).toMatchObject({
      memberCount: 1,
    });
  });

  it("members shows public names only, a page at a time", async () => {
    const { t, student } = await cast();
    const clubId = await createClub(student);
    for (let i = 1; i <= 4; i++) {
      const who = await createPerson(t, {
        email: `member${i}@example.in`,
        fullName: `Member Number${i} Kumar`,
        grade: 7,
      });
      await who.as.mutation(api.community.clubs.join, { clubId });
    }
    const one = await student.as.query(api.community.clubs.members, {
      clubId,
      paginationOpts: { numItems: 3, cursor: null },
    });
    const two = await student.as.query(api.community.clubs.members, {
      clubId,
      paginationOpts: { numItems: 3, cursor: one.continueCursor },
    });
    expect([one.isDone, two.isDone]).toEqual([false, true]);
    const names = [...one.page, ...two.page].map((m) => m.name);
    expect(names.sort()).toEqual([
      "Aarav S.",
      "Member K.",
      "Member K.",
      "Member K.",
      "Member K.",
    ]);
    expect(Object.keys(one.page[0]).sort()).toEqual(["_id", "name"]);
  });
});

describe("clubs.remove", () => {
  it("lets moderators and admins take a club down; its rows stay", async () => {
    const { t, student, classmate, moderator, admin } = await cast();
    const a = await createClub(student);
    const b = await createClub(classmate, { name: "Young Coders" });
    await moderator.as.mutation(api.community.clubs.remove, { clubId: a });
    await admin.as.mutation(api.community.clubs.remove, { clubId: b });
    expect(
      (await t.query(api.community.clubs.list, { paginationOpts: firstPage }))
        .page,
    ).toEqual([]);
    const { clubs, members } = await snapshot(t);
    expect(clubs.map((c) => c.status)).toEqual(["removed", "removed"]);
    expect(members).toHaveLength(2);
    expect(
      await errorData(
        moderator.as.mutation(api.community.clubs.remove, { clubId: a }),
      ),
    ).toMatchObject({ code: "NotFound" });
  });

  it("refuses visitors, students (even the creator) and mentors", async () => {
    const { t, student, mentor } = await cast();
    const clubId = await createClub(student);
    expect(
      await errorData(t.mutation(api.community.clubs.remove, { clubId })),
    ).toMatchObject({ code: "NotAuthenticated" });
    for (const who of [student, mentor])
      expect(
        await errorData(
          who.as.mutation(api.community.clubs.remove, { clubId }),
        ),
      ).toEqual({
        code: "NotAuthorized",
        message: "You do not have permission to do that.",
      });
    expect(await t.query(api.community.clubs.get, { clubId })).not.toBeNull();
  });
});
