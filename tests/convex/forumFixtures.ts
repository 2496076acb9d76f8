import { api } from "../../convex/_generated/api";
import type { Id, TableNames } from "../../convex/_generated/dataModel";
import { createPerson, people, type Person, world } from "./fixtures";
import type { TestBackend } from "./harness";

/** The usual cast, a second student, and two categories made by staff. */
export async function forum() {
  const w = await world();
  const classmate = await createPerson(w.t, { ...people.diya, grade: 8 });
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

export const question = {
  title: "How do I factorise x² − 5x + 6?",
  content: "I keep getting the signs of the middle term wrong.",
};

export function postThread(
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

export const rows = <T extends TableNames>(t: TestBackend, table: T) =>
  t.run((ctx) => ctx.db.query(table).collect());

export const firstPage = { numItems: 10, cursor: null };

/** A thread by the student with one reply by the classmate. */
export async function discussion() {
  const w = await forum();
  const threadId = await postThread(w.student, w.maths);
  const replyId = await w.classmate.as.mutation(api.community.forums.reply, {
    threadId,
    content: "Split −5x into −2x and −3x.",
  });
  return { ...w, threadId, replyId };
}
