import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { errorData, type TestBackend, VALIDATION_ERROR } from "./harness";
import { forum, postThread, rows } from "./fixtures/forums";

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
