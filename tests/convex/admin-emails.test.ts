import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import { stubAuthKeys } from "./fixtures/authKeys";
import { newBackend } from "./setup";
import {
  enterSignUpCode,
  latestSignUpCode,
  signUpWithCode,
} from "./fixtures/signUpCode";

// convex-test only: ADMIN_EMAILS is a setting of the backend process, which
// vi.stubEnv reaches here but not on the local backend.
beforeAll(async () => {
  await stubAuthKeys();
  vi.stubEnv("ADMIN_EMAILS", " Head@School.example , office@school.example");
});
afterAll(() => vi.unstubAllEnvs());

type T = ReturnType<typeof newBackend>;
const rolesOf = (t: T, email: string) =>
  t.run(async (ctx) => {
    const user = (await ctx.db.query("users").collect()).find(
      (u) => u.email === email,
    );
    return (await ctx.db.query("user_roles").collect())
      .filter((r) => r.user_id === user?._id)
      .map((r) => r.role);
  });

const form = (email: string) => ({
  flow: "signUp",
  role: "mentor",
  fullName: "Lakshmi Iyer",
  subject: "Physics",
  email,
  password: "monsoon-clouds-9",
});
const signUp = (t: T, email: string) => signUpWithCode(t, form(email));

describe("ADMIN_EMAILS", () => {
  it("makes a listed e-mail an admin only once the code mailed to it is entered", async () => {
    const t = newBackend();
    await t.action(api.auth.signIn, {
      provider: "password",
      params: form("head@school.example"),
    } as never);
    expect(await rolesOf(t, "head@school.example")).toEqual([]);
    const code = await latestSignUpCode(t, "head@school.example");
    await enterSignUpCode(t, "head@school.example", code!);
    expect(await rolesOf(t, "head@school.example")).toEqual(["admin"]);
  });

  it("makes a listed e-mail an admin when it signs up with a password, and no one else", async () => {
    const t = newBackend();
    await signUp(t, "HEAD@school.example");
    await signUp(t, "teacher@school.example");
    expect(await rolesOf(t, "head@school.example")).toEqual(["admin"]);
    expect(await rolesOf(t, "teacher@school.example")).toEqual([]);
  });

  it("makes a listed e-mail an admin when it completes a Clerk sign-up", async () => {
    const t = newBackend();
    const clerk = (subject: string, email: string) =>
      t.withIdentity({
        subject,
        issuer: "https://clerk.vidyaquest.example",
        tokenIdentifier: `https://clerk.vidyaquest.example|${subject}`,
        email,
      });
    const profile = {
      role: "student" as const,
      fullName: "Ravi Das",
      grade: 10,
      parentEmail: "das.family@example.in",
    };
    await clerk("user_1", "Office@School.example").mutation(
      api.accounts.users.completeClerkSignUp,
      profile,
    );
    await clerk("user_2", "ravi@school.example").mutation(
      api.accounts.users.completeClerkSignUp,
      profile,
    );
    expect(await rolesOf(t, "office@school.example")).toEqual(["admin"]);
    expect(await rolesOf(t, "ravi@school.example")).toEqual([]);
  });
});
