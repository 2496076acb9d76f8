import { ConvexError } from "convex/values";

/** The reason our server gave (ConvexError data), or null for anything unexpected. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ConvexError) {
    const data = error.data as { message?: unknown } | string;
    if (typeof data === "string") return data;
    if (typeof data?.message === "string") return data.message;
  }
  return null;
}

/** The error code our server gave ("Conflict", "NotAuthenticated", …), or null. */
export function serverCode(error: unknown): string | null {
  if (error instanceof ConvexError) {
    const code = (error.data as { code?: unknown } | null)?.code;
    if (typeof code === "string") return code;
  }
  return null;
}
