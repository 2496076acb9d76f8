// A fake of `convex/react` for UI tests: query results (or errors to throw)
// and paginated pages by function name, the arguments each was asked with,
// and a spy per mutation. In a test file:
//
//   vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);
//   import { fakeConvex as convex } from "./fakeConvex";
//
// then fill `convex.queries` / `convex.pages` and read `convex.askedWith(name)`
// and `convex.mutation(name)` / `convex.action(name)`; `convex.reset()` in a beforeEach. A live update:
// `act(() => convex.update(() => convex.pages.set(...)))` re-renders every
// component reading a query, as the real client does when a result changes.
import { getFunctionName } from "convex/server";
import { useEffect, useState } from "react";
import { vi } from "vitest";

type Spy = ReturnType<typeof vi.fn>;

export const fakeConvex = {
  queries: new Map<string, unknown>(),
  pages: new Map<string, unknown[] | Error>(),
  asked: [] as { name: string; args: unknown }[],
  mutations: new Map<string, Spy>(),
  actions: new Map<string, Spy>(),
  listeners: new Set<() => void>(),
  /** `useConvex().query(...)`, the one-off reads. */
  oneOff: vi.fn(),

  /** The spy behind a mutation, made on first use (resolving to null). */
  mutation(name: string): Spy {
    let fn = this.mutations.get(name);
    if (!fn) {
      fn = vi.fn(async () => null);
      this.mutations.set(name, fn);
    }
    return fn;
  },

  /** The spy behind an action (`useAction`), made on first use (resolving to null). */
  action(name: string): Spy {
    let fn = this.actions.get(name);
    if (!fn) {
      fn = vi.fn(async () => null);
      this.actions.set(name, fn);
    }
    return fn;
  },

  /** The arguments `name` was asked for with, in order. */
  askedWith(name: string): unknown[] {
    return this.asked.filter((q) => q.name === name).map((q) => q.args);
  },

  /** Changes results (in `change`) and tells every subscribed component, like a live update. */
  update(change: () => void) {
    change();
    for (const listener of this.listeners) listener();
  },

  reset() {
    this.queries.clear();
    this.pages.clear();
    this.mutations.clear();
    this.actions.clear();
    this.asked.length = 0;
    this.oneOff.mockReset();
  },
};

const nameOf = (ref: unknown) => getFunctionName(ref as never);

/** Re-renders the calling component on `fakeConvex.update`. */
function useLiveUpdates() {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const listener = () => setVersion((v) => v + 1);
    fakeConvex.listeners.add(listener);
    return () => {
      fakeConvex.listeners.delete(listener);
    };
  }, []);
}

export const convexReact = {
  useQuery: (ref: unknown, args: unknown) => {
    useLiveUpdates();
    if (args === "skip") return undefined;
    const name = nameOf(ref);
    fakeConvex.asked.push({ name, args });
    const result = fakeConvex.queries.get(name);
    if (result instanceof Error) throw result;
    return result;
  },
  usePaginatedQuery: (
    ref: unknown,
    args: unknown,
    options?: { initialNumItems: number },
  ) => {
    useLiveUpdates();
    const name = nameOf(ref);
    if (args !== "skip") fakeConvex.asked.push({ name, args });
    const page = args === "skip" ? undefined : fakeConvex.pages.get(name);
    if (page instanceof Error) throw page;
    if (page === undefined)
      return {
        results: [],
        status: "LoadingFirstPage",
        isLoading: true,
        loadMore: vi.fn(),
      };
    // The first page holds what it asked for, as the server's would.
    const size = options?.initialNumItems ?? page.length;
    return {
      results: page.slice(0, size),
      status: page.length > size ? "CanLoadMore" : "Exhausted",
      isLoading: false,
      loadMore: vi.fn(),
    };
  },
  useMutation: (ref: unknown) => {
    const fn = fakeConvex.mutation(nameOf(ref));
    return Object.assign(fn, { withOptimisticUpdate: () => fn });
  },
  useAction: (ref: unknown) => fakeConvex.action(nameOf(ref)),
  useConvex: () => ({
    query: (ref: unknown, args: unknown) =>
      fakeConvex.oneOff(nameOf(ref), args),
  }),
};

/** The spy behind a mutation, by function name ("community/forums:reply"). */
export const mutation = (name: string) => fakeConvex.mutation(name);
