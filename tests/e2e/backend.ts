import { ConvexHttpClient } from "convex/browser";
import {
  getFunctionName,
  makeFunctionReference,
  type FunctionReference,
} from "convex/server";
import fs from "node:fs";
import path from "node:path";
import { api, internal } from "../../convex/_generated/api";
import { SIGN_UP_CODE_MAIL_SUBJECT } from "../../convex/accounts/rules";
import { CONSENT_MAIL_SUBJECT } from "../../convex/families/rules";

/** The e2e stack's backend (scripts/e2e-stack.mjs), reached with its admin key like `npx convex run`. */
const cloudUrl = `http://127.0.0.1:${process.env.CONVEX_PORT ?? 3310}`;
const adminKeyFile = path.resolve(
  import.meta.dirname,
  "../..",
  process.env.E2E_DIR ?? ".e2e",
  "data/admin-key",
);

function adminClient() {
  const client = new ConvexHttpClient(cloudUrl);
  (client as unknown as { setAdminAuth(key: string): void }).setAdminAuth(
    fs.readFileSync(adminKeyFile, "utf8").trim(),
  );
  return client;
}

/** With the admin key, internal functions are callable like public ones. */
function callable<T extends "query" | "mutation", R>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any internal function's arguments
  ref: FunctionReference<T, "internal", any, R>,
) {
  return makeFunctionReference<T, Record<string, unknown>, R>(
    getFunctionName(ref),
  );
}

/** The newest mail to `to` in the local outbox. */
export async function latestMail(to: string) {
  const mails = await adminClient().query(callable(internal.mail.latestFor), {
    to,
    limit: 1,
  });
  if (mails.length === 0) throw new Error(`No mail to ${to} in the outbox`);
  return mails[0];
}

/** The newest mails to `to` in the local outbox, newest first. */
export function mailsTo(to: string, limit = 10) {
  return adminClient().query(callable(internal.mail.latestFor), {
    to,
    limit,
  });
}

/**
 * The newest sign-up code mailed to `to` (a password sign-up's second step),
 * waited for as a person waits for the mail: it is sent by an action after
 * the sign-up answers, so it may land a moment after the code field shows.
 */
export async function signUpCode(to: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await mailsTo(to)).find(
      (m) => m.subject === SIGN_UP_CODE_MAIL_SUBJECT,
    );
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error(`No sign-up code for ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function makeAdmin(email: string) {
  await adminClient().mutation(callable(internal.accounts.users.makeAdmin), {
    email,
  });
}

/** A unique address per test run, so tests never collide on the same stack. */
export function uniqueEmail(who: string) {
  return `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;
}

/** Calls a public mutation as the given user, the way an admin's browser would. */
export async function grantStaffRoleAs(
  adminEmail: string,
  targetEmail: string,
  role: "admin" | "moderator",
) {
  const client = adminClient();
  const [adminId, targetId] = await Promise.all([
    client.query(callable(internal.seed.userIdByEmail), { email: adminEmail }),
    client.query(callable(internal.seed.userIdByEmail), { email: targetEmail }),
  ]);
  if (!adminId || !targetId) throw new Error("unknown account");
  // A live session of the admin's own: the viewer needs one, as a browser's does.
  const sessionId = await client.mutation(
    callable(internal.scaleSeed.session),
    {
      userId: adminId,
    },
  );
  const asAdmin = new ConvexHttpClient(cloudUrl);
  (
    asAdmin as unknown as { setAdminAuth(key: string, identity: object): void }
  ).setAdminAuth(fs.readFileSync(adminKeyFile, "utf8").trim(), {
    subject: `${adminId}|${sessionId}`,
    issuer: cloudUrl,
    tokenIdentifier: `${cloudUrl}|${adminId}|${sessionId}`,
  });
  await asAdmin.mutation(api.accounts.users.grantStaffRole, {
    userId: targetId,
    role,
  });
}

/** The path of the newest consent link mailed to a parent (`/consent/<token>`). */
export async function consentLink(to: string) {
  const mail = (await mailsTo(to)).find(
    (m) => m.subject === CONSENT_MAIL_SUBJECT,
  );
  const link = mail?.text.match(/\/consent\/[0-9a-f]{48}/)?.[0];
  if (!link) throw new Error(`No consent link for ${to} in the outbox`);
  return link;
}

/**
 * The parent of a student who just signed up consents, as they would from
 * the mailed link but without a browser: a parent account signed up with
 * its code, then consent with the link's token. For the tests whose subject
 * is something else a student does.
 */
export async function parentConsents(parentEmail: string) {
  const visitor = new ConvexHttpClient(cloudUrl);
  const signIn = (params: Record<string, unknown>) =>
    visitor.action(api.auth.signIn, { provider: "password", params } as never);
  await signIn({
    flow: "signUp",
    role: "parent",
    fullName: "Kamala Rao",
    email: parentEmail,
    password: "care-for-them-2026",
  });
  await signIn({
    flow: "email-verification",
    email: parentEmail,
    code: await signUpCode(parentEmail),
  });
  const client = adminClient();
  const parentId = await client.query(callable(internal.seed.userIdByEmail), {
    email: parentEmail,
  });
  if (!parentId) throw new Error("the parent's sign-up did not finish");
  const sessionId = await client.mutation(
    callable(internal.scaleSeed.session),
    { userId: parentId },
  );
  const asParent = new ConvexHttpClient(cloudUrl);
  (
    asParent as unknown as { setAdminAuth(key: string, identity: object): void }
  ).setAdminAuth(fs.readFileSync(adminKeyFile, "utf8").trim(), {
    subject: `${parentId}|${sessionId}`,
    issuer: cloudUrl,
    tokenIdentifier: `${cloudUrl}|${parentId}|${sessionId}`,
  });
  const token = (await consentLink(parentEmail)).split("/").pop()!;
  await asParent.mutation(api.families.consent.consent, {
    token,
    declaration: true,
  });
}

/**
 * Runs the weekly parent reports as the Sunday cron does (its function,
 * with the admin key), then waits until the backend has run every page it
 * scheduled.
 */
export async function runWeeklyParentReports() {
  await adminClient().mutation(callable(internal.families.reports.sendWeekly), {
    cursor: null,
  });
  const res = await fetch(`${cloudUrl}/api/local/finish_scheduled`, {
    method: "POST",
    headers: {
      Authorization: `Convex ${fs.readFileSync(adminKeyFile, "utf8").trim()}`,
    },
  });
  if (!res.ok) throw new Error(`finish_scheduled: ${res.status}`);
}

/** The demo Pro student's certificate code, once the first start has awarded it (public by design). */
export async function demoCertificateCode() {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const code = await adminClient().query(
      callable(internal.seed.demoCertificateCode),
      {},
    );
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error("The demo certificate was not seeded");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The demo mentor's "about to start" session starts 20 minutes from now
 * again, however long the stack has run (a mentor starts only sessions not
 * yet over).
 */
export async function demoSessionAboutToStart() {
  await adminClient().mutation(
    callable(internal.seed.demoSessionsAboutToStart),
    {},
  );
}
