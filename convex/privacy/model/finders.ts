/**
 * The steps that visit every row of a person, from the declarations alone
 * (privacy/declarations.ts): each a table and one of its finders, with a
 * parent's finder for rows found through a parent table. Erasure visits the
 * rows found through a parent first (their parent is still there), the
 * account row last.
 */
import type { Value } from "convex/values";
import type { Id, TableNames } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type {
  AnyDoc,
  Finder,
  Person,
  TableDeclaration,
} from "../../lib/personalData";
import { PERSONAL_DATA } from "../declarations";

type DirectFinder = Extract<Finder, { value: unknown }>;
type ParentFinder = Extract<Finder, { parent: unknown }>;

export type Step =
  | { table: TableNames; finder: DirectFinder }
  | {
      table: TableNames;
      finder: ParentFinder;
      /** How the parent's rows are found. */
      parentFinder: DirectFinder;
    };

type PersonDeclaration = Extract<
  TableDeclaration<TableNames>,
  { holds: "person" }
>;

/** The declaration of `table` when it holds a person's rows. */
export function personDeclaration(table: TableNames): PersonDeclaration | null {
  const declaration = PERSONAL_DATA[table] as TableDeclaration<TableNames>;
  return declaration.holds === "person" ? declaration : null;
}

const personTables = (Object.keys(PERSONAL_DATA) as TableNames[]).filter(
  (table) => personDeclaration(table) !== null,
);

function directFinders(table: TableNames): DirectFinder[] {
  return (personDeclaration(table)?.find ?? []).filter(
    (f): f is DirectFinder => "value" in f,
  );
}

/** Every step, in erasure's order: through parents, then direct, the account last. */
export const STEPS: Step[] = [
  ...personTables.flatMap((table) =>
    personDeclaration(table)!
      .find.filter((f): f is ParentFinder => "parent" in f)
      .flatMap((finder) =>
        directFinders(finder.parent).map((parentFinder) => ({
          table,
          finder,
          parentFinder,
        })),
      ),
  ),
  ...personTables
    .filter((table) => table !== "users")
    .flatMap((table) =>
      directFinders(table).map((finder) => ({ table, finder })),
    ),
  ...directFinders("users").map((finder) => ({
    table: "users" as const,
    finder,
  })),
];

/** Loosely typed reads over any table and index, for the generic runners. */
type LooseQuery = {
  withIndex(
    index: string,
    range: (q: { eq(field: string, value: Value): unknown }) => unknown,
  ): {
    take(n: number): Promise<AnyDoc[]>;
    paginate(opts: {
      numItems: number;
      cursor: string | null;
    }): Promise<{ page: AnyDoc[]; isDone: boolean; continueCursor: string }>;
  };
};

function indexed(
  ctx: QueryCtx,
  table: TableNames,
  index: string,
  field: string,
  value: Value,
) {
  const query = ctx.db.query(table) as unknown as LooseQuery;
  return query.withIndex(index, (q) => q.eq(field, value));
}

/** Up to `n` of the person's rows found by a direct finder. */
export async function takeDirect(
  ctx: QueryCtx,
  table: TableNames,
  finder: DirectFinder,
  person: Person,
  n: number,
): Promise<AnyDoc[]> {
  const value = finder.value(person);
  if (value === null || value === undefined) return [];
  if (finder.index === "by_id") {
    const row = await ctx.db.get(table, value as Id<TableNames>);
    return row ? [row as unknown as AnyDoc] : [];
  }
  return await indexed(ctx, table, finder.index, finder.field, value).take(n);
}

/** A page of the person's rows found by a direct finder (for rows erasure keeps in place, and export). */
export async function pageDirect(
  ctx: QueryCtx,
  table: TableNames,
  finder: DirectFinder,
  person: Person,
  numItems: number,
  cursor: string | null,
): Promise<{ page: AnyDoc[]; isDone: boolean; continueCursor: string }> {
  const value = finder.value(person);
  if (value === null || value === undefined || finder.index === "by_id") {
    const page =
      value === null || value === undefined || cursor !== null
        ? []
        : await takeDirect(ctx, table, finder, person, 1);
    return { page, isDone: true, continueCursor: "" };
  }
  return await indexed(ctx, table, finder.index, finder.field, value).paginate({
    numItems,
    cursor,
  });
}

/** The rows of `table` found through one parent row. */
export async function childrenOf(
  ctx: QueryCtx,
  table: TableNames,
  finder: ParentFinder,
  parentId: string,
  n: number,
): Promise<AnyDoc[]> {
  return await indexed(ctx, table, finder.index, finder.field, parentId).take(
    n,
  );
}

/** The person as their own rows name them, while their account row exists. */
export async function personOf(
  ctx: QueryCtx,
  userId: Id<"users">,
  mentorId: Id<"mentors"> | null,
): Promise<Person | null> {
  const user = await ctx.db.get("users", userId);
  if (!user) return null;
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .unique();
  return {
    userId,
    email: user.email ?? null,
    fullName: profile?.full_name ?? user.name ?? null,
    mentorId,
  };
}

/** The person's mentor profile, if they have one. */
export async function mentorIdOf(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Id<"mentors"> | null> {
  const mentor = await ctx.db
    .query("mentors")
    .withIndex("by_user_id", (q) => q.eq("user_id", userId))
    .first();
  return mentor?._id ?? null;
}
