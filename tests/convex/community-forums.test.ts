import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id, TableNames } from "../../convex/_generated/dataModel";
import { createPerson, type Person, world } from "./fixtures";
import {
  errorData,
  newBackend,
  type TestBackend,
  VALIDATION_ERROR,
} from "./harness";

/** The usual cast, a second student, and two categories made by staff. */
async function forum() {
  const w = await world();
  const classmate = await createPerson(w.t, {
    email: "diya@example.in",
    fullName: "Diya Menon",
    grade: 8,
  });
  const maths = await w.admin.as.mutation(api.community.forums.createCategory, {
    name: "Mathematics",
    description: "Numbers, algebra and geometry",
  });
  const science = await w.moderator.as.mutation(
    api.community.forums.createCategory,
    {
      name: "Science",
      description: "Physics, chemistry and biology",
    },
  );
  return { ...w, classmate, maths, science };
}

const question = {
  title: "How do I factorise x² − 5x + 6?",
  content: "I keep getting the signs of the middle term wrong.",
};

function postThread(
  who: Person,
  categoryId: Id<"forum_categories">,
  overrides: Partial<typeof question> = {},
) {
  return who.as.mutation(api.community.forums.createThread, {
    ...question,
    ...overrides,
    categoryId,
  });
}

const rows = <T extends TableNames>(t: TestBackend, table: T) =>
  t.run((ctx) => ctx.db.query(table).collect());

const firstPage = { numItems: 10, cursor: null };

/** Threads written straight into the database, one second apart (the last is newest). */
function seedThreads(
  t: TestBackend,
  authorId: Id<"users">,
  categoryId: Id<"forum_categories">,
  count: number,
  upvotes: (i: number) => number = () => 0,
) {
  const start = Date.now() - count * 1000;
  return t.run(async (ctx) => {
    const ids: Id<"forum_threads">[] = [];
    for (let i = 0; i < count; i++)
      ids.push(
        await ctx.db.insert("forum_threads", {
          title: `Seeded thread ${i}`,
          content: `Seeded thread number ${i}, for the list tests.`,
          category_id: categoryId,
          author_id: authorId,
          author_name: "Aarav S.",
          upvotes: upvotes(i),
          reply_count: 0,
          created_at: start + i * 1000,
          status: "visible",
        }),
      );
    return ids;
  });
}

describe("forum categories", () => {
  it("are listed by name for everyone, visitors too", async () => {
    const { t, student } = await forum();
    const expected = [
      { name: "Mathematics", description: "Numbers, algebra and geometry" },
      { name: "Science", description: "Physics, chemistry and biology" },
    ];
    expect(await t.query(api.community.forums.categories, {})).toMatchObject(
      expected,
    );
    expect(
      await student.as.query(api.community.forums.categories, {}),
    ).toMatchObject(expected);
  });

  it("are created, renamed and deleted by moderators and admins", async () => {
    const { t, moderator, admin } = await forum();
    const id = await moderator.as.mutation(
      api.community.forums.createCategory,
      {
        name: "  Exam tips ",
        description: "  Revision and test-taking  ",
      },
    );
    await admin.as.mutation(api.community.forums.updateCategory, {
      categoryId: id,
      name: "Board exam tips",
      description: "d".repeat(200),
    });
    const row = await t.run((ctx) => ctx.db.get("forum_categories", id));
    expect(row).toMatchObject({
      name: "Board exam tips",
      description: "d".repeat(200),
    });
    // Renaming to the same name is not a clash with itself.
    await moderator.as.mutation(api.community.forums.updateCategory, {
      categoryId: id,
      name: "Board exam tips",
      description: "Revision",
    });
    await moderator.as.mutation(api.community.forums.deleteCategory, {
      categoryId: id,
    });
    expect(
      (await t.query(api.community.forums.categories, {})).map((c) => c.name),
    ).toEqual(["Mathematics", "Science"]);
  });

  it("trims the name and description of a new category", async () => {
    const { t, admin } = await forum();
    const id = await admin.as.mutation(api.community.forums.createCategory, {
      name: "  Exam tips ",
      description: "  Revision  ",
    });
    expect(
      await t.run((ctx) => ctx.db.get("forum_categories", id)),
    ).toMatchObject({ name: "Exam tips", description: "Revision" });
  });

  it("cannot be managed by visitors, students or mentors", async () => {
    const { t, student, mentor, maths } = await forum();
    const before = await rows(t, "forum_categories");
    const attempts = (who: TestBackend) => [
      who.mutation(api.community.forums.createCategory, {
        name: "Gossip",
        description: "",
      }),
      who.mutation(api.community.forums.updateCategory, {
        categoryId: maths,
        name: "Maths",
        description: "",
      }),
      who.mutation(api.community.forums.deleteCategory, { categoryId: maths }),
    ];
    for (const attempt of attempts(t))
      expect(await errorData(attempt)).toMatchObject({
        code: "NotAuthenticated",
      });
    for (const who of [student, mentor])
      for (const attempt of attempts(who.as))
        expect(await errorData(attempt)).toMatchObject({
          code: "NotAuthorized",
        });
    expect(await rows(t, "forum_categories")).toEqual(before);
  });

  it("refuses a bad or duplicate name without changing anything", async () => {
    const { t, admin, maths, science } = await forum();
    const before = await rows(t, "forum_categories");
    expect(
      await errorData(
        admin.as.mutation(api.community.forums.createCategory, {
          name: " M ",
          description: "",
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "Category name must be at least 2 characters",
    });
    expect(
      await errorData(
        admin.as.mutation(api.community.forums.createCategory, {
          name: "M".repeat(41),
          description: "",
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    for (const write of [
      admin.as.mutation(api.community.forums.createCategory, {
        name: "Long description",
        description: "d".repeat(201),
      }),
      admin.as.mutation(api.community.forums.updateCategory, {
        categoryId: maths,
        name: "Mathematics",
        description: "d".repeat(201),
      }),
    ])
      expect(await errorData(write)).toEqual({
        code: "InvalidInput",
        message: "Description must be at most 200 characters",
      });
    expect(
      await errorData(
        admin.as.mutation(api.community.forums.createCategory, {
          name: " Science ",
          description: "Again",
        }),
      ),
    ).toEqual({
      code: "Conflict",
      message: "A category with this name already exists.",
    });
    expect(
      await errorData(
        admin.as.mutation(api.community.forums.updateCategory, {
          categoryId: maths,
          name: "Science",
          description: "",
        }),
      ),
    ).toMatchObject({ code: "Conflict" });
    expect(
      await errorData(
        admin.as.mutation(api.community.forums.updateCategory, {
          categoryId: science,
          name: "",
          description: "",
        }),
      ),
    ).toMatchObject({
      code: "InvalidInput",
      message: "Category name is required",
    });
    expect(await rows(t, "forum_categories")).toEqual(before);
  });

  it("refuses a category that does not exist", async () => {
    const { t, admin } = await forum();
    const gone = await admin.as.mutation(api.community.forums.createCategory, {
      name: "Temporary",
      description: "",
    });
    await admin.as.mutation(api.community.forums.deleteCategory, {
      categoryId: gone,
    });
    expect(
      await errorData(
        admin.as.mutation(api.community.forums.updateCategory, {
          categoryId: gone,
          name: "Back again",
          description: "",
        }),
      ),
    ).toEqual({ code: "NotFound", message: "This category no longer exists." });
    expect(
      await errorData(
        admin.as.mutation(api.community.forums.deleteCategory, {
          categoryId: gone,
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
    await expect(
      admin.as.mutation(api.community.forums.deleteCategory, {
        categoryId: "abc" as Id<"forum_categories">,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
    expect(await t.query(api.community.forums.categories, {})).toHaveLength(2);
  });

  it("cannot delete a category that has threads, even removed ones", async () => {
    const { t, student, admin, maths } = await forum();
    const threadId = await postThread(student, maths);
    await student.as.mutation(api.community.forums.deleteThread, { threadId });
    expect(
      await errorData(
        admin.as.mutation(api.community.forums.deleteCategory, {
          categoryId: maths,
        }),
      ),
    ).toEqual({
      code: "Conflict",
      message: "This category still has threads. Move or remove them first.",
    });
    expect(await t.query(api.community.forums.categories, {})).toHaveLength(2);
  });
});

describe("forums.createThread", () => {
  it("posts a thread under the student's public name", async () => {
    const { student, maths } = await forum();
    const threadId = await postThread(student, maths, {
      title: "  Factorising quadratics  ",
      content: "  I keep getting the signs wrong.  ",
    });
    const thread = await student.as.query(api.community.forums.getThread, {
      threadId,
    });
    expect(thread).toMatchObject({
      _id: threadId,
      title: "Factorising quadratics",
      content: "I keep getting the signs wrong.",
      categoryId: maths,
      categoryName: "Mathematics",
      authorName: "Aarav S.",
      authorBadge: null,
      upvotes: 0,
      replyCount: 0,
      editedAt: null,
      acceptedReply: null,
    });
    expect(thread!.createdAt).toEqual(expect.any(Number));
  });

  it("shows mentors by full name with a badge, staff with their role", async () => {
    const { student, mentor, moderator, admin, science } = await forum();
    for (const [who, name, badge] of [
      [mentor, "Meera Iyer", "mentor"],
      [moderator, "Kabir Khan", "moderator"],
      [admin, "Priya Nair", "admin"],
    ] as const) {
      const threadId = await postThread(who, science);
      expect(
        await student.as.query(api.community.forums.getThread, { threadId }),
      ).toMatchObject({ authorName: name, authorBadge: badge });
    }
  });

  it("gives no Mentor badge to a mentor staff have not verified", async () => {
    const { t, student, science } = await forum();
    const unverified = await createPerson(t, {
      email: "self.made@example.in",
      fullName: "Rahul Verma",
      role: "mentor",
    });
    const threadId = await postThread(unverified, science);
    expect(
      await student.as.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({ authorBadge: null });
  });

  it("refuses visitors", async () => {
    const { t, maths } = await forum();
    expect(
      await errorData(
        t.mutation(api.community.forums.createThread, {
          ...question,
          categoryId: maths,
        }),
      ),
    ).toEqual({
      code: "NotAuthenticated",
      message: "Please log in to continue.",
    });
    expect(await rows(t, "forum_threads")).toEqual([]);
  });

  it("refuses titles and bodies that are too short or too long, writing nothing", async () => {
    const { t, student, maths } = await forum();
    const cases: [Partial<typeof question>, string][] = [
      [{ title: "Help" }, "Title must be at least 5 characters"],
      [{ title: "   " }, "Title is required"],
      [{ title: "t".repeat(151) }, "Title must be at most 150 characters"],
      [{ content: "Help me!" }, "Your post must be at least 10 characters"],
      [
        { content: "c".repeat(10_001) },
        "Your post must be at most 10,000 characters",
      ],
    ];
    for (const [overrides, message] of cases)
      expect(await errorData(postThread(student, maths, overrides))).toEqual({
        code: "InvalidInput",
        message,
      });
    expect(await rows(t, "forum_threads")).toEqual([]);
  });

  it("refuses a category that no longer exists or is malformed", async () => {
    const { t, student, admin } = await forum();
    const gone = await admin.as.mutation(api.community.forums.createCategory, {
      name: "Temporary",
      description: "",
    });
    await admin.as.mutation(api.community.forums.deleteCategory, {
      categoryId: gone,
    });
    expect(await errorData(postThread(student, gone))).toEqual({
      code: "NotFound",
      message: "This category no longer exists.",
    });
    await expect(
      postThread(student, "abc" as Id<"forum_categories">),
    ).rejects.toThrow(VALIDATION_ERROR);
    expect(await rows(t, "forum_threads")).toEqual([]);
  });

  it("refuses the 6th thread within 10 minutes", async () => {
    const { t, student, classmate, maths } = await forum();
    for (let i = 1; i <= 5; i++)
      await postThread(student, maths, { title: `Question number ${i}` });
    expect(
      await errorData(
        postThread(student, maths, { title: "Question number 6" }),
      ),
    ).toEqual({
      code: "RateLimited",
      message:
        "You are posting too quickly. Please wait a few minutes before starting another thread.",
    });
    expect(await rows(t, "forum_threads")).toHaveLength(5);
    // The limit is per member.
    await postThread(classmate, maths);
    expect(await rows(t, "forum_threads")).toHaveLength(6);
  });

  it("lets the member post again once the 10-minute window has passed", async () => {
    const { t, student, maths } = await forum();
    for (let i = 1; i <= 5; i++)
      await postThread(student, maths, { title: `Question number ${i}` });
    expect(await errorData(postThread(student, maths))).toMatchObject({
      code: "RateLimited",
    });
    // Move the member's window back in time instead of waiting (no fake
    // timers: this runs on the local backend too).
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("rate_limits")
        .withIndex("by_key", (q) => q.eq("key", `thread:${student.userId}`))
        .unique();
      await ctx.db.patch("rate_limits", row!._id, {
        window_start: row!.window_start - 10 * 60_000,
      });
    });
    await postThread(student, maths);
    expect(await rows(t, "forum_threads")).toHaveLength(6);
  });

  it("does not count refused attempts against the limit", async () => {
    const { t, student, maths } = await forum();
    for (let i = 0; i < 5; i++)
      expect(
        await errorData(postThread(student, maths, { title: "Hi" })),
      ).toMatchObject({ code: "InvalidInput" });
    for (let i = 1; i <= 5; i++)
      await postThread(student, maths, { title: `Question number ${i}` });
    expect(await rows(t, "forum_threads")).toHaveLength(5);
  });
});

describe("forums.getThread", () => {
  it("is null for malformed, unknown, removed and other tables' ids", async () => {
    const { t, student, classmate, maths } = await forum();
    const threadId = await postThread(student, maths);
    const replyId = await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Try splitting the middle term.",
    });
    const removed = await postThread(student, maths, {
      title: "Removed later",
    });
    await student.as.mutation(api.community.forums.deleteThread, {
      threadId: removed,
    });
    const deleted = await t.run(async (ctx) => {
      const id = await ctx.db.insert("forum_threads", {
        title: "Gone entirely",
        content: "This row is deleted straight away.",
        category_id: maths,
        author_id: student.userId,
        author_name: "Aarav S.",
        upvotes: 0,
        reply_count: 0,
        created_at: Date.now(),
        status: "visible",
      });
      await ctx.db.delete("forum_threads", id);
      return id;
    });
    for (const id of ["abc", "", replyId, maths, removed, deleted])
      expect(
        await student.as.query(api.community.forums.getThread, {
          threadId: id,
        }),
      ).toBeNull();
  });

  it("tells each viewer what they may do", async () => {
    const { t, student, classmate, mentor, moderator, admin, maths } =
      await forum();
    const threadId = await postThread(student, maths);
    const rights = async (who: TestBackend) =>
      (await who.query(api.community.forums.getThread, { threadId }))!.viewer;
    expect(await rights(t)).toEqual({
      upvoted: false,
      canEdit: false,
      canDelete: false,
      canAccept: false,
      canVote: false,
      reportableAuthorId: null,
    });
    expect(await rights(student.as)).toEqual({
      upvoted: false,
      canEdit: true,
      canDelete: true,
      canAccept: true,
      canVote: false,
      reportableAuthorId: null,
    });
    expect(await rights(classmate.as)).toEqual({
      upvoted: false,
      canEdit: false,
      canDelete: false,
      canAccept: false,
      canVote: true,
      reportableAuthorId: student.userId,
    });
    expect(await rights(mentor.as)).toEqual({
      upvoted: false,
      canEdit: false,
      canDelete: false,
      canAccept: true,
      canVote: true,
      reportableAuthorId: student.userId,
    });
    for (const staff of [moderator, admin])
      expect(await rights(staff.as)).toEqual({
        upvoted: false,
        canEdit: false,
        canDelete: true,
        canAccept: true,
        canVote: true,
        reportableAuthorId: student.userId,
      });
  });
});

describe("forums.listThreads", () => {
  it("shows cards newest first, with a one-line preview", async () => {
    const { t, student, classmate, mentor, maths, science } = await forum();
    await postThread(student, maths, {
      title: "First question",
      content: "## Why?\n\n**Because** of `this`.",
    });
    await postThread(mentor, science, { title: "Second question" });
    await postThread(classmate, maths, { title: "Third question" });
    const { page, isDone } = await t.query(api.community.forums.listThreads, {
      paginationOpts: firstPage,
    });
    expect(isDone).toBe(true);
    expect(page.map((p) => p.title)).toEqual([
      "Third question",
      "Second question",
      "First question",
    ]);
    expect(page[2]).toMatchObject({
      preview: "Why? Because of this.",
      categoryId: maths,
      authorName: "Aarav S.",
      authorBadge: null,
      upvotes: 0,
      replyCount: 0,
      answered: false,
    });
    expect(page[1]).toMatchObject({
      authorName: "Meera Iyer",
      authorBadge: "mentor",
    });
    expect(page[0]).not.toHaveProperty("content");
  });

  it("pages 10 at a time", async () => {
    const { t, student, maths } = await forum();
    const ids = await seedThreads(t, student.userId, maths, 23);
    const newestFirst = [...ids].reverse();
    const seen: string[] = [];
    let cursor: string | null = null;
    const shapes: [number, boolean][] = [];
    for (let i = 0; i < 3; i++) {
      const result: {
        page: { _id: string }[];
        isDone: boolean;
        continueCursor: string;
      } = await t.query(api.community.forums.listThreads, {
        paginationOpts: { numItems: 10, cursor },
      });
      shapes.push([result.page.length, result.isDone]);
      seen.push(...result.page.map((p) => p._id));
      expect(typeof result.continueCursor).toBe("string");
      cursor = result.continueCursor;
    }
    expect(shapes).toEqual([
      [10, false],
      [10, false],
      [3, true],
    ]);
    expect(seen).toEqual(newestFirst);
  });

  it("never sends more than 50 cards at once", async () => {
    const { t, student, maths } = await forum();
    await seedThreads(t, student.userId, maths, 55);
    const { page, isDone } = await t.query(api.community.forums.listThreads, {
      paginationOpts: { numItems: 1000, cursor: null },
    });
    expect(page).toHaveLength(50);
    expect(isDone).toBe(false);
  });

  it("orders by upvotes with sort 'top'", async () => {
    const { t, student, maths, science } = await forum();
    const votes = [3, 7, 0, 5];
    const ids = await seedThreads(t, student.userId, maths, 4, (i) => votes[i]);
    const [other] = await seedThreads(t, student.userId, science, 1, () => 6);
    const top = await t.query(api.community.forums.listThreads, {
      paginationOpts: firstPage,
      sort: "top",
    });
    expect(top.page.map((p) => [p._id, p.upvotes])).toEqual([
      [ids[1], 7],
      [other, 6],
      [ids[3], 5],
      [ids[0], 3],
      [ids[2], 0],
    ]);
  });

  it("filters by category, with either order", async () => {
    const { t, student, maths, science } = await forum();
    const m = await seedThreads(
      t,
      student.userId,
      maths,
      3,
      (i) => [1, 5, 2][i],
    );
    const s = await seedThreads(t, student.userId, science, 2, () => 9);
    const newest = await t.query(api.community.forums.listThreads, {
      paginationOpts: firstPage,
      categoryId: maths,
    });
    expect(newest.page.map((p) => p._id)).toEqual([m[2], m[1], m[0]]);
    const top = await t.query(api.community.forums.listThreads, {
      paginationOpts: firstPage,
      categoryId: maths,
      sort: "top",
    });
    expect(top.page.map((p) => p._id)).toEqual([m[1], m[2], m[0]]);
    const other = await t.query(api.community.forums.listThreads, {
      paginationOpts: firstPage,
      categoryId: science,
    });
    expect(other.page.map((p) => p._id)).toEqual([s[1], s[0]]);
  });

  it("leaves out removed threads", async () => {
    const { t, student, moderator, maths } = await forum();
    const kept = await postThread(student, maths, { title: "Kept thread" });
    const mine = await postThread(student, maths, { title: "Removed by me" });
    const modded = await postThread(student, maths, {
      title: "Removed by staff",
    });
    await student.as.mutation(api.community.forums.deleteThread, {
      threadId: mine,
    });
    await moderator.as.mutation(api.community.forums.deleteThread, {
      threadId: modded,
    });
    for (const sort of ["newest", "top"] as const)
      for (const categoryId of [undefined, maths]) {
        const { page } = await t.query(api.community.forums.listThreads, {
          paginationOpts: firstPage,
          sort,
          categoryId,
        });
        expect(page.map((p) => p._id)).toEqual([kept]);
      }
  });

  it("refuses a malformed category id", async () => {
    const t = newBackend();
    await expect(
      t.query(api.community.forums.listThreads, {
        paginationOpts: firstPage,
        categoryId: "abc" as Id<"forum_categories">,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
  });
});

describe("forums.editThread", () => {
  it("lets the author change title and body", async () => {
    const { t, student, maths } = await forum();
    const threadId = await postThread(student, maths);
    await student.as.mutation(api.community.forums.editThread, {
      threadId,
      title: "  Factorising, solved  ",
      content: "Found it: (x − 2)(x − 3).",
    });
    const thread = await t.query(api.community.forums.getThread, { threadId });
    expect(thread).toMatchObject({
      title: "Factorising, solved",
      content: "Found it: (x − 2)(x − 3).",
    });
    expect(thread!.editedAt).toEqual(expect.any(Number));
  });

  it("is for the author only: not classmates, mentors or staff", async () => {
    const { t, student, classmate, mentor, moderator, admin, maths } =
      await forum();
    const threadId = await postThread(student, maths);
    const edit = (who: TestBackend) =>
      who.mutation(api.community.forums.editThread, {
        threadId,
        title: "Edited by someone",
        content: "Someone else's words here.",
      });
    expect(await errorData(edit(t))).toMatchObject({
      code: "NotAuthenticated",
    });
    for (const who of [classmate, mentor, moderator, admin])
      expect(await errorData(edit(who.as))).toEqual({
        code: "NotAuthorized",
        message: "You do not have permission to do that.",
      });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      ...question,
      editedAt: null,
    });
  });

  it("refuses bad input and removed threads, changing nothing", async () => {
    const { t, student, maths } = await forum();
    const threadId = await postThread(student, maths);
    expect(
      await errorData(
        student.as.mutation(api.community.forums.editThread, {
          threadId,
          title: "Hi",
          content: question.content,
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "Title must be at least 5 characters",
    });
    expect(
      await errorData(
        student.as.mutation(api.community.forums.editThread, {
          threadId,
          title: question.title,
          content: "c".repeat(10_001),
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      ...question,
      editedAt: null,
    });
    await student.as.mutation(api.community.forums.deleteThread, { threadId });
    expect(
      await errorData(
        student.as.mutation(api.community.forums.editThread, {
          threadId,
          ...question,
        }),
      ),
    ).toEqual({ code: "NotFound", message: "This thread no longer exists." });
  });
});

describe("forums.deleteThread", () => {
  it("lets the author remove their thread; the row stays for the record", async () => {
    const { t, student, maths } = await forum();
    const threadId = await postThread(student, maths);
    await student.as.mutation(api.community.forums.deleteThread, { threadId });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toBeNull();
    expect(
      await t.run((ctx) => ctx.db.get("forum_threads", threadId)),
    ).toMatchObject({ status: "removed", title: question.title });
    expect(
      await errorData(
        student.as.mutation(api.community.forums.deleteThread, { threadId }),
      ),
    ).toMatchObject({ code: "NotFound" });
  });

  it("lets moderators and admins remove anyone's thread", async () => {
    const { t, student, mentor, moderator, admin, maths } = await forum();
    const a = await postThread(student, maths);
    const b = await postThread(mentor, maths);
    await moderator.as.mutation(api.community.forums.deleteThread, {
      threadId: a,
    });
    await admin.as.mutation(api.community.forums.deleteThread, { threadId: b });
    expect(
      (
        await t.query(api.community.forums.listThreads, {
          paginationOpts: firstPage,
        })
      ).page,
    ).toEqual([]);
  });

  it("refuses visitors, classmates and mentors", async () => {
    const { t, student, classmate, mentor, maths } = await forum();
    const threadId = await postThread(student, maths);
    expect(
      await errorData(
        t.mutation(api.community.forums.deleteThread, { threadId }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    for (const who of [classmate, mentor])
      expect(
        await errorData(
          who.as.mutation(api.community.forums.deleteThread, { threadId }),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).not.toBeNull();
  });
});

describe("forums.reply and listReplies", () => {
  it("adds replies oldest first and counts them on the thread", async () => {
    const { t, student, classmate, mentor, maths } = await forum();
    const threadId = await postThread(student, maths);
    const first = await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "  Split −5x into −2x and −3x.  ",
    });
    const second = await mentor.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Look for two numbers that multiply to 6 and add to −5.",
    });
    const third = await student.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Thank you both!",
    });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 3,
    });
    expect(
      (
        await t.query(api.community.forums.listThreads, {
          paginationOpts: firstPage,
        })
      ).page[0],
    ).toMatchObject({ replyCount: 3 });
    const { page, isDone } = await classmate.as.query(
      api.community.forums.listReplies,
      {
        threadId,
        paginationOpts: firstPage,
      },
    );
    expect(isDone).toBe(true);
    expect(page.map((r) => r._id)).toEqual([first, second, third]);
    expect(page[0]).toMatchObject({
      content: "Split −5x into −2x and −3x.",
      authorName: "Diya M.",
      authorBadge: null,
      upvotes: 0,
      editedAt: null,
      accepted: false,
      viewer: {
        upvoted: false,
        canEdit: true,
        canDelete: true,
        canVote: false,
        reportableAuthorId: null,
      },
    });
    expect(page[1]).toMatchObject({
      authorName: "Meera Iyer",
      authorBadge: "mentor",
      viewer: {
        canEdit: false,
        canDelete: false,
        canVote: true,
        reportableAuthorId: mentor.userId,
      },
    });
    // A visitor cannot report anyone: they are asked to log in first.
    const seen = await t.query(api.community.forums.listReplies, {
      threadId,
      paginationOpts: firstPage,
    });
    expect(
      seen.page.map((r) => "viewer" in r && r.viewer.reportableAuthorId),
    ).toEqual([null, null, null]);
  });

  it("pages replies", async () => {
    const { t, student, classmate, maths } = await forum();
    const threadId = await postThread(student, maths);
    for (let i = 1; i <= 12; i++)
      await classmate.as.mutation(api.community.forums.reply, {
        threadId,
        content: `Reply number ${i}`,
      });
    const one = await t.query(api.community.forums.listReplies, {
      threadId,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect([one.page.length, one.isDone]).toEqual([10, false]);
    const two = await t.query(api.community.forums.listReplies, {
      threadId,
      paginationOpts: { numItems: 10, cursor: one.continueCursor },
    });
    expect([two.page.length, two.isDone]).toEqual([2, true]);
    expect(two.page.map((r) => ("content" in r ? r.content : null))).toEqual([
      "Reply number 11",
      "Reply number 12",
    ]);
  });

  it("refuses visitors", async () => {
    const { t, student, maths } = await forum();
    const threadId = await postThread(student, maths);
    expect(
      await errorData(
        t.mutation(api.community.forums.reply, {
          threadId,
          content: "Hello there",
        }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(await rows(t, "forum_replies")).toEqual([]);
  });

  it("refuses replies that are too short or too long, writing nothing", async () => {
    const { t, student, classmate, maths } = await forum();
    const threadId = await postThread(student, maths);
    for (const [content, message] of [
      ["  ", "Your reply is required"],
      ["k", "Your reply must be at least 2 characters"],
      ["r".repeat(5_001), "Your reply must be at most 5,000 characters"],
    ])
      expect(
        await errorData(
          classmate.as.mutation(api.community.forums.reply, {
            threadId,
            content,
          }),
        ),
      ).toEqual({ code: "InvalidInput", message });
    expect(await rows(t, "forum_replies")).toEqual([]);
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 0,
    });
  });

  it("refuses a reply to a removed thread", async () => {
    const { t, student, classmate, maths } = await forum();
    const threadId = await postThread(student, maths);
    await student.as.mutation(api.community.forums.deleteThread, { threadId });
    expect(
      await errorData(
        classmate.as.mutation(api.community.forums.reply, {
          threadId,
          content: "Too late",
        }),
      ),
    ).toEqual({ code: "NotFound", message: "This thread no longer exists." });
    expect(await rows(t, "forum_replies")).toEqual([]);
    expect(
      await t.run((ctx) => ctx.db.get("forum_threads", threadId)),
    ).toMatchObject({ reply_count: 0 });
  });

  it("lists no replies of a removed thread", async () => {
    const { t, student, classmate, maths } = await forum();
    const threadId = await postThread(student, maths);
    await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "An answer",
    });
    await student.as.mutation(api.community.forums.deleteThread, { threadId });
    const { page, isDone } = await t.query(api.community.forums.listReplies, {
      threadId,
      paginationOpts: firstPage,
    });
    expect(page).toEqual([]);
    expect(isDone).toBe(true);
  });

  it("refuses the 21st reply within 10 minutes", async () => {
    const { t, student, classmate, maths } = await forum();
    const threadId = await postThread(student, maths);
    for (let i = 1; i <= 20; i++)
      await classmate.as.mutation(api.community.forums.reply, {
        threadId,
        content: `Reply number ${i}`,
      });
    expect(
      await errorData(
        classmate.as.mutation(api.community.forums.reply, {
          threadId,
          content: "Reply number 21",
        }),
      ),
    ).toEqual({
      code: "RateLimited",
      message: "You are replying too quickly. Please wait a few minutes.",
    });
    expect(await rows(t, "forum_replies")).toHaveLength(20);
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 20,
    });
    await student.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Someone else can still reply",
    });
  });
});

/** A thread by the student with one reply by the classmate. */
async function discussion() {
  const w = await forum();
  const threadId = await postThread(w.student, w.maths);
  const replyId = await w.classmate.as.mutation(api.community.forums.reply, {
    threadId,
    content: "Split −5x into −2x and −3x.",
  });
  return { ...w, threadId, replyId };
}

describe("forums.editReply", () => {
  it("lets the author change their reply", async () => {
    const { t, classmate, threadId, replyId } = await discussion();
    await classmate.as.mutation(api.community.forums.editReply, {
      replyId,
      content: "  Split −5x into −2x and −3x, then group.  ",
    });
    const [reply] = (
      await t.query(api.community.forums.listReplies, {
        threadId,
        paginationOpts: firstPage,
      })
    ).page;
    expect(reply).toMatchObject({
      content: "Split −5x into −2x and −3x, then group.",
      editedAt: expect.any(Number),
    });
  });

  it("is for the author only", async () => {
    const { t, student, mentor, moderator, admin, replyId } =
      await discussion();
    const edit = (who: TestBackend) =>
      who.mutation(api.community.forums.editReply, {
        replyId,
        content: "Changed",
      });
    expect(await errorData(edit(t))).toMatchObject({
      code: "NotAuthenticated",
    });
    for (const who of [student, mentor, moderator, admin])
      expect(await errorData(edit(who.as))).toMatchObject({
        code: "NotAuthorized",
      });
    expect(
      await t.run((ctx) => ctx.db.get("forum_replies", replyId)),
    ).toMatchObject({ content: "Split −5x into −2x and −3x." });
  });

  it("refuses bad input and removed replies", async () => {
    const { t, classmate, replyId } = await discussion();
    expect(
      await errorData(
        classmate.as.mutation(api.community.forums.editReply, {
          replyId,
          content: "x",
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "Your reply must be at least 2 characters",
    });
    expect(
      await t.run((ctx) => ctx.db.get("forum_replies", replyId)),
    ).toMatchObject({ content: "Split −5x into −2x and −3x." });
    await classmate.as.mutation(api.community.forums.deleteReply, { replyId });
    expect(
      await errorData(
        classmate.as.mutation(api.community.forums.editReply, {
          replyId,
          content: "Back again",
        }),
      ),
    ).toEqual({ code: "NotFound", message: "This reply no longer exists." });
  });
});

describe("forums.deleteReply", () => {
  it("lets the author remove a reply and keeps the count exact", async () => {
    const { t, classmate, threadId, replyId } = await discussion();
    const other = await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "And a second thought.",
    });
    await classmate.as.mutation(api.community.forums.deleteReply, { replyId });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 1,
    });
    expect(
      (
        await t.query(api.community.forums.listReplies, {
          threadId,
          paginationOpts: firstPage,
        })
      ).page.map((r) => r._id),
    ).toEqual([other]);
    expect(
      await errorData(
        classmate.as.mutation(api.community.forums.deleteReply, { replyId }),
      ),
    ).toMatchObject({ code: "NotFound" });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 1,
    });
  });

  it("lets staff remove anyone's reply", async () => {
    const { t, classmate, moderator, admin, threadId, replyId } =
      await discussion();
    const other = await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "And a second thought.",
    });
    await moderator.as.mutation(api.community.forums.deleteReply, { replyId });
    await admin.as.mutation(api.community.forums.deleteReply, {
      replyId: other,
    });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 0,
    });
  });

  it("refuses visitors, the thread's author and mentors", async () => {
    const { t, student, mentor, threadId, replyId } = await discussion();
    expect(
      await errorData(
        t.mutation(api.community.forums.deleteReply, { replyId }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    for (const who of [student, mentor])
      expect(
        await errorData(
          who.as.mutation(api.community.forums.deleteReply, { replyId }),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      replyCount: 1,
    });
  });

  it("clears the accepted answer when that reply goes", async () => {
    const { t, student, classmate, threadId, replyId } = await discussion();
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId,
    });
    await classmate.as.mutation(api.community.forums.deleteReply, { replyId });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      acceptedReply: null,
      replyCount: 0,
    });
    expect(
      await t.run((ctx) => ctx.db.get("forum_threads", threadId)),
    ).not.toHaveProperty("accepted_reply_id");
    expect(
      (
        await t.query(api.community.forums.listThreads, {
          paginationOpts: firstPage,
        })
      ).page[0],
    ).toMatchObject({ answered: false });
  });

  it("keeps the accepted answer when another reply goes", async () => {
    const { t, student, classmate, threadId, replyId } = await discussion();
    const other = await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "An afterthought",
    });
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId,
    });
    await classmate.as.mutation(api.community.forums.deleteReply, {
      replyId: other,
    });
    expect(
      (await t.query(api.community.forums.getThread, { threadId }))!
        .acceptedReply,
    ).toMatchObject({ _id: replyId, accepted: true });
  });
});

describe("forums.toggleUpvote", () => {
  it("adds and takes back one vote per member, with exact counts", async () => {
    const { t, student, classmate, mentor, moderator, threadId } =
      await discussion();
    const target = { kind: "thread", id: threadId } as const;
    expect(
      await classmate.as.mutation(api.community.forums.toggleUpvote, {
        target,
      }),
    ).toEqual({ upvoted: true, upvotes: 1 });
    expect(
      await mentor.as.mutation(api.community.forums.toggleUpvote, { target }),
    ).toEqual({ upvoted: true, upvotes: 2 });
    expect(
      await moderator.as.mutation(api.community.forums.toggleUpvote, {
        target,
      }),
    ).toEqual({ upvoted: true, upvotes: 3 });
    // A second upvote from the same member takes theirs back.
    expect(
      await classmate.as.mutation(api.community.forums.toggleUpvote, {
        target,
      }),
    ).toEqual({ upvoted: false, upvotes: 2 });
    expect(
      await classmate.as.mutation(api.community.forums.toggleUpvote, {
        target,
      }),
    ).toEqual({ upvoted: true, upvotes: 3 });
    const votes = await rows(t, "forum_votes");
    expect(votes).toHaveLength(3);
    expect(new Set(votes.map((v) => v.user_id)).size).toBe(3);
    expect(
      await classmate.as.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({ upvotes: 3, viewer: { upvoted: true } });
    expect(
      await student.as.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({ upvotes: 3, viewer: { upvoted: false } });
    expect(
      (
        await t.query(api.community.forums.listThreads, {
          paginationOpts: firstPage,
          sort: "top",
        })
      ).page[0],
    ).toMatchObject({ _id: threadId, upvotes: 3 });
  });

  it("counts votes on replies separately", async () => {
    const { t, student, mentor, threadId, replyId } = await discussion();
    const target = { kind: "reply", id: replyId } as const;
    expect(
      await student.as.mutation(api.community.forums.toggleUpvote, { target }),
    ).toEqual({ upvoted: true, upvotes: 1 });
    expect(
      await mentor.as.mutation(api.community.forums.toggleUpvote, { target }),
    ).toEqual({ upvoted: true, upvotes: 2 });
    const [reply] = (
      await student.as.query(api.community.forums.listReplies, {
        threadId,
        paginationOpts: firstPage,
      })
    ).page;
    expect(reply).toMatchObject({ upvotes: 2, viewer: { upvoted: true } });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      upvotes: 0,
    });
  });

  it("refuses a vote on your own post", async () => {
    const { t, student, classmate, threadId, replyId } = await discussion();
    expect(
      await errorData(
        student.as.mutation(api.community.forums.toggleUpvote, {
          target: { kind: "thread", id: threadId },
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "You cannot upvote your own post.",
    });
    expect(
      await errorData(
        classmate.as.mutation(api.community.forums.toggleUpvote, {
          target: { kind: "reply", id: replyId },
        }),
      ),
    ).toMatchObject({ code: "InvalidInput" });
    expect(await rows(t, "forum_votes")).toEqual([]);
  });

  it("refuses visitors and removed posts", async () => {
    const { t, student, classmate, mentor, threadId, replyId } =
      await discussion();
    expect(
      await errorData(
        t.mutation(api.community.forums.toggleUpvote, {
          target: { kind: "thread", id: threadId },
        }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    await classmate.as.mutation(api.community.forums.deleteReply, { replyId });
    expect(
      await errorData(
        mentor.as.mutation(api.community.forums.toggleUpvote, {
          target: { kind: "reply", id: replyId },
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
    await student.as.mutation(api.community.forums.deleteThread, { threadId });
    expect(
      await errorData(
        mentor.as.mutation(api.community.forums.toggleUpvote, {
          target: { kind: "thread", id: threadId },
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
    expect(await rows(t, "forum_votes")).toEqual([]);
  });

  it("refuses an id of the wrong kind", async () => {
    const { mentor, threadId } = await discussion();
    await expect(
      mentor.as.mutation(api.community.forums.toggleUpvote, {
        target: {
          kind: "reply",
          id: threadId as unknown as Id<"forum_replies">,
        },
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
  });
});

describe("forums.setAcceptedReply", () => {
  it("lets the thread's author mark and clear the accepted answer", async () => {
    const { t, student, threadId, replyId } = await discussion();
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId,
    });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      acceptedReply: {
        _id: replyId,
        content: "Split −5x into −2x and −3x.",
        authorName: "Diya M.",
        accepted: true,
      },
    });
    expect(
      (
        await t.query(api.community.forums.listReplies, {
          threadId,
          paginationOpts: firstPage,
        })
      ).page[0],
    ).toMatchObject({ accepted: true });
    expect(
      (
        await t.query(api.community.forums.listThreads, {
          paginationOpts: firstPage,
        })
      ).page[0],
    ).toMatchObject({ answered: true });
    await student.as.mutation(api.community.forums.setAcceptedReply, {
      threadId,
      replyId: null,
    });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      acceptedReply: null,
    });
  });

  it("pays a helper for one asker's acceptances at most once a week, and for three a day", async () => {
    const w = await forum();
    const helper = w.classmate;
    const acceptedXp = () =>
      w.t.run(async (ctx) =>
        (
          await ctx.db
            .query("xp_events")
            .withIndex("by_user_id_and_day", (q) =>
              q.eq("user_id", helper.userId),
            )
            .collect()
        )
          .filter((e) => e.reason === "accepted_answer")
          .reduce((sum, e) => sum + e.amount, 0),
      );
    const accept = async (asker: Person, n: number) => {
      const threadId = await postThread(asker, w.maths, {
        title: `Question ${n} about quadratic equations`,
      });
      const replyId = await helper.as.mutation(api.community.forums.reply, {
        threadId,
        content: `Answer ${n}: factorise, then set each factor to zero.`,
      });
      await asker.as.mutation(api.community.forums.setAcceptedReply, {
        threadId,
        replyId,
      });
      return replyId;
    };
    // One asker accepting reply after reply of the same helper: paid once.
    await accept(w.student, 1);
    await accept(w.student, 2);
    await accept(w.student, 3);
    expect(await acceptedXp()).toBe(15);
    // A week later the same asker's acceptance pays again.
    await w.t.run(async (ctx) => {
      for (const award of await ctx.db.query("answer_awards").collect())
        await ctx.db.patch("answer_awards", award._id, {
          at: award.at - 8 * 86_400_000,
        });
    });
    await accept(w.student, 4);
    expect(await acceptedXp()).toBe(30);
    // Three other askers today: two more are paid (three in all today), not the third.
    for (const [i, name] of [
      "Ishaan Rao",
      "Kavya Pillai",
      "Zoya Ahmed",
    ].entries()) {
      const asker = await createPerson(w.t, {
        email: `asker${i}@example.in`,
        fullName: name,
        grade: 9,
      });
      await accept(asker, 10 + i);
    }
    expect(await acceptedXp()).toBe(15 * 4);
  });

  it("lets mentors, moderators and admins mark it too", async () => {
    const { t, mentor, moderator, admin, classmate, threadId, replyId } =
      await discussion();
    const other = await classmate.as.mutation(api.community.forums.reply, {
      threadId,
      content: "Another way: use the formula.",
    });
    for (const [who, id] of [
      [mentor, other],
      [moderator, replyId],
      [admin, other],
    ] as const) {
      await who.as.mutation(api.community.forums.setAcceptedReply, {
        threadId,
        replyId: id,
      });
      expect(
        (await t.query(api.community.forums.getThread, { threadId }))!
          .acceptedReply,
      ).toMatchObject({ _id: id });
    }
  });

  it("refuses visitors and other students, even the reply's author", async () => {
    const { t, classmate, threadId, replyId } = await discussion();
    const someone = await createPerson(t, {
      email: "rohan@example.in",
      fullName: "Rohan Gupta",
      grade: 10,
    });
    expect(
      await errorData(
        t.mutation(api.community.forums.setAcceptedReply, {
          threadId,
          replyId,
        }),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    for (const who of [classmate, someone])
      expect(
        await errorData(
          who.as.mutation(api.community.forums.setAcceptedReply, {
            threadId,
            replyId,
          }),
        ),
      ).toEqual({
        code: "NotAuthorized",
        message: "You do not have permission to do that.",
      });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      acceptedReply: null,
    });
  });

  it("refuses a mentor staff have not verified, and tells the client so", async () => {
    const { t, threadId, replyId } = await discussion();
    const unverified = await createPerson(t, {
      email: "self.made@example.in",
      fullName: "Rahul Verma",
      role: "mentor",
    });
    expect(
      await unverified.as.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({ viewer: { canAccept: false } });
    expect(
      await errorData(
        unverified.as.mutation(api.community.forums.setAcceptedReply, {
          threadId,
          replyId,
        }),
      ),
    ).toMatchObject({ code: "NotAuthorized" });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      acceptedReply: null,
    });
  });

  it("refuses a reply from another thread or one that was removed", async () => {
    const { t, student, classmate, maths, threadId, replyId } =
      await discussion();
    const otherThread = await postThread(classmate, maths, {
      title: "Another question",
    });
    const elsewhere = await student.as.mutation(api.community.forums.reply, {
      threadId: otherThread,
      content: "An answer over there",
    });
    expect(
      await errorData(
        student.as.mutation(api.community.forums.setAcceptedReply, {
          threadId,
          replyId: elsewhere,
        }),
      ),
    ).toEqual({
      code: "InvalidInput",
      message: "That reply belongs to another thread.",
    });
    await classmate.as.mutation(api.community.forums.deleteReply, { replyId });
    expect(
      await errorData(
        student.as.mutation(api.community.forums.setAcceptedReply, {
          threadId,
          replyId,
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
    expect(
      await t.query(api.community.forums.getThread, { threadId }),
    ).toMatchObject({
      acceptedReply: null,
    });
  });

  it("refuses a removed thread", async () => {
    const { student, threadId, replyId } = await discussion();
    await student.as.mutation(api.community.forums.deleteThread, { threadId });
    expect(
      await errorData(
        student.as.mutation(api.community.forums.setAcceptedReply, {
          threadId,
          replyId,
        }),
      ),
    ).toMatchObject({ code: "NotFound" });
  });
});
