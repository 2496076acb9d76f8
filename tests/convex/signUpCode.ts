import { api, internal } from "../../convex/_generated/api";
import { SIGN_UP_CODE_MAIL_SUBJECT } from "../../convex/accounts/rules";
import type { TestBackend } from "./harness";

/** A backend: convex-test's or the harness's (both have these methods). */
type Backend = unknown;
const calls = (t: Backend) => t as Pick<TestBackend, "query" | "action">;

type SignInResult = { tokens?: { token: string } | null };

/** The newest sign-up code mailed to `email` (from the outbox), or null. */
export async function latestSignUpCode(
  t: Backend,
  email: string,
): Promise<string | null> {
  const mails = await calls(t).query(internal.mail.latestFor, {
    to: email.trim().toLowerCase(),
    limit: 10,
  });
  const mail = mails.find((m) => m.subject === SIGN_UP_CODE_MAIL_SUBJECT);
  return mail?.text.match(/\b(\d{6})\b/)?.[1] ?? null;
}

/** Enters a sign-up code for `email` (the second step of a password sign-up). */
export function enterSignUpCode(t: Backend, email: string, code: string) {
  return calls(t).action(api.auth.signIn, {
    provider: "password",
    params: { flow: "email-verification", email, code },
  } as never) as Promise<SignInResult>;
}

/**
 * A whole password sign-up: the form (`params`, flow "signUp"), then the
 * code from the outbox. Answers what the code step answers (the session).
 */
export async function signUpWithCode(
  t: Backend,
  params: Record<string, unknown>,
): Promise<SignInResult> {
  await calls(t).action(api.auth.signIn, {
    provider: "password",
    params,
  } as never);
  const email = String(params.email);
  const code = await latestSignUpCode(t, email);
  if (!code) throw new Error(`No sign-up code for ${email} in the outbox`);
  return enterSignUpCode(t, email.trim().toLowerCase(), code);
}
