/**
 * The builders of convex/functions.ts, on functions made with them
 * (builderProbe.ts): who gets through, what the others are told, the
 * rate limit a function may name, and the permission it declares.
 */
import { convexTest } from "convex-test";
import { describe, expect, it } from "vitest";
import schema from "../../convex/schema";
import { createPerson } from "./fixtures/common";
import { registerComponents } from "./components";
import { modules } from "./setup";

const probe = (t: { mutation: unknown; query: unknown }) =>
  t as unknown as {
    query(name: string, args: object): Promise<unknown>;
    mutation(name: string, args: object): Promise<unknown>;
  };

/** A backend as the fixtures take it (convex-test only: the probe module is mounted here). */
type TestBackend = Parameters<typeof createPerson>[0];

function backend() {
  const t = convexTest(schema, {
    ...modules,
    "../../convex/builderProbe.ts": () => import("./fixtures/builderProbe"),
  });
  registerComponents(t);
  return t as unknown as TestBackend;
}

/** Two students, Aarav and Diya. */
const twoStudents = (t: TestBackend) =>
  Promise.all([
    createPerson(t, { email: "a@example.in", fullName: "Aarav Sharma" }),
    createPerson(t, { email: "d@example.in", fullName: "Diya Menon" }),
  ]);

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => "let through",
    (e: { data?: unknown }) => e.data,
  );

describe("the function builders", () => {
  it("give a public query the viewer, or null for a visitor", async () => {
    const t = backend();
    const student = await createPerson(t, {
      email: "aarav@example.in",
      fullName: "Aarav Sharma",
    });
    expect(await probe(t).query("builderProbe:whoAmI", {})).toBeNull();
    expect(await probe(student.as).query("builderProbe:whoAmI", {})).toBe(
      "Aarav Sharma",
    );
  });

  it("let only verified mentors use a mentor power", async () => {
    const t = backend();
    const [student, unverified, verified, admin] = await Promise.all([
      createPerson(t, { email: "a@example.in", fullName: "Aarav Sharma" }),
      createPerson(t, {
        email: "r@example.in",
        fullName: "Rahul Verma",
        role: "mentor",
      }),
      createPerson(t, {
        email: "m@example.in",
        fullName: "Meera Iyer",
        role: "mentor",
        verifiedMentor: true,
      }),
      createPerson(t, {
        email: "p@example.in",
        fullName: "Priya Nair",
        role: "mentor",
        staffRole: "admin",
      }),
    ]);
    const call = (who: TestBackend) =>
      probe(who).mutation("builderProbe:mentorPower", {});
    expect(await refusal(call(t))).toEqual({
      code: "NotAuthenticated",
      message: "Please log in to continue.",
    });
    for (const who of [student, unverified, admin])
      expect(await refusal(call(who.as))).toEqual({
        code: "NotAuthorized",
        message:
          "Only mentors verified by our team can do that. Your application is reviewed by staff.",
      });
    expect(await call(verified.as)).toBe("Meera Iyer");
  });

  it("let only admins use an admin power", async () => {
    const t = backend();
    const moderator = await createPerson(t, {
      email: "k@example.in",
      fullName: "Kabir Khan",
      role: "mentor",
      staffRole: "moderator",
    });
    const admin = await createPerson(t, {
      email: "p@example.in",
      fullName: "Priya Nair",
      role: "mentor",
      staffRole: "admin",
    });
    expect(
      await refusal(
        probe(moderator.as).mutation("builderProbe:adminPower", {}),
      ),
    ).toMatchObject({ code: "NotAuthorized" });
    expect(await probe(admin.as).mutation("builderProbe:adminPower", {})).toBe(
      "admin",
    );
  });

  it("count a named rate limit per member before the handler, and give it back when the handler fails", async () => {
    const t = backend();
    const [aarav, diya] = await twoStudents(t);
    const call = (who: TestBackend, fail = false) =>
      probe(who).mutation("builderProbe:limited", { fail });
    // A failed call writes nothing, its count included.
    await expect(call(aarav.as, true)).rejects.toThrow();
    for (let i = 0; i < 3; i++) expect(await call(aarav.as)).toBe("done");
    expect(await refusal(call(aarav.as))).toEqual({
      code: "RateLimited",
      message:
        "You have created several clubs today. Please try again tomorrow.",
    });
    // Another member's allowance is their own.
    expect(await call(diya.as)).toBe("done");
  });

  it("hold a handler to the permission its definition declares, and to checking it", async () => {
    const t = backend();
    const [author, other] = await twoStudents(t);
    const categoryId = await t.run((ctx) =>
      ctx.db.insert("forum_categories", { name: "Maths", description: "" }),
    );
    const threadId = await probe(author.as).mutation(
      "community/forums:createThread",
      {
        categoryId,
        title: "Factorising quadratics",
        content: "Which sign goes where?",
      },
    );
    const authorOnly = (who: TestBackend) =>
      probe(who).mutation("builderProbe:authorOnly", { threadId });
    expect(await authorOnly(author.as)).toBe("Factorising quadratics");
    expect(await refusal(authorOnly(other.as))).toEqual({
      code: "NotAuthorized",
      message: "You do not have permission to do that.",
    });
    await expect(
      probe(author.as).mutation("builderProbe:declaredNotChecked", {}),
    ).rejects.toThrow(/declares the permission threadAuthor/);
    await expect(
      probe(author.as).query("builderProbe:checkedNotDeclared", { threadId }),
    ).rejects.toThrow(/checks the permission threadAuthor/);
  });
});
