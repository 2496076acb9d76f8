import type { Id } from "../../_generated/dataModel";
import { NOTICE_KINDS, type NoticeKind } from "./notices";
import { env } from "../../lib/env";

/**
 * Unsubscribe links that work without signing in: the token names a user and
 * a kind of notice, signed with HMAC-SHA-256 under the deployment's secret
 * (`env.mailSigningSecret`). It grants one thing only: turning that kind's
 * mail off for that user.
 */

const encoder = new TextEncoder();

async function key(secret = env.mailSigningSecret()): Promise<CryptoKey> {
  if (!secret)
    throw new Error(
      "Set MAIL_SIGNING_SECRET (or JWT_PRIVATE_KEY) to sign unsubscribe links.",
    );
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(`unsubscribe:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

function toBase64Url(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(padded + "=".repeat((4 - (padded.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function signUnsubscribe(
  userId: Id<"users">,
  kind: NoticeKind,
  /** The deployment's secret unless given (tests forge with another). */
  secret?: string,
): Promise<string> {
  const body = `${userId}.${kind}`;
  const signature = await crypto.subtle.sign(
    "HMAC",
    await key(secret),
    encoder.encode(body),
  );
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The user and kind a token names, or null when it is not one we signed. */
export async function verifyUnsubscribe(
  token: string,
): Promise<{ userId: string; kind: NoticeKind } | null> {
  if (token.length > 200) return null;
  const [userId, kind, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !userId || !kind || !signature) return null;
  if (!(NOTICE_KINDS as string[]).includes(kind)) return null;
  const bytes = fromBase64Url(signature);
  if (!bytes) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await key(),
    bytes,
    encoder.encode(`${userId}.${kind}`),
  );
  return valid ? { userId, kind: kind as NoticeKind } : null;
}
