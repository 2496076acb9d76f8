/** A failure of the backend itself, for its log: the stack when there is one. */
export function describeFailure(e: unknown): string {
  return e instanceof Error ? (e.stack ?? e.message) : String(e);
}
