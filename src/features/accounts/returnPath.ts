/**
 * Where the visitor was going before a login or sign-up page (`RequireSignIn`,
 * a consent link): only paths inside the app.
 */
export function returnPath(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" &&
    from.startsWith("/") &&
    !from.startsWith("//")
    ? from
    : undefined;
}
