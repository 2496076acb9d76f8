/**
 * How each table keeps a person's data: every area declares, next to its
 * schema, for each of its tables how a person's rows are found (an index and
 * the field it is matched on), what their export holds, and what erasure
 * does to them. The privacy area gathers the declarations (as `schema.ts`
 * gathers the tables) and runs export and erasure from them alone, so a
 * table added without a declaration fails its test (tests/convex/privacy-*).
 */
import type { GenericDocument } from "convex/server";
import type { Value } from "convex/values";
import type { DataModel, Doc, Id, TableNames } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";

/** The person whose data is exported or erased, as their own rows name them. */
export type Person = {
  userId: Id<"users">;
  email: string | null;
  fullName: string | null;
  /** Their mentor profile (`mentors`), when they have one. */
  mentorId: Id<"mentors"> | null;
};

/** What anonymised rows point at and show instead of the person. */
export type Tombstone = { userId: Id<"users">; name: string };

/** The name shown for a member whose account is erased. */
export const DELETED_MEMBER = "Deleted member";

/**
 * How a person's rows of a table are found: rows whose `field` equals
 * `value(person)` through `index` (whose first field is `field`); or, with
 * `parent`, rows whose `field` equals the id of one of the person's rows of
 * that table (an attempt's answers, a session's refresh tokens).
 */
export type Finder =
  | {
      index: string;
      field: string;
      value: (person: Person) => Value | null;
      /**
       * Rows found this way are other people's rows that name the person
       * (a staff decision they made, a report about them): erasure
       * anonymises them, their export leaves them out.
       */
      others?: true;
    }
  | { parent: TableNames; index: string; field: string };

/** What erasure does to one of the person's rows. */
export type Eraser<T extends TableNames> =
  | "delete"
  | ((
      ctx: MutationCtx,
      row: Doc<T>,
      person: Person,
      tombstone: Tombstone,
    ) => Promise<void>);

export type TableDeclaration<T extends TableNames> =
  | {
      /** The table holds nothing of any one person (the catalogue, totals keyed by other rows). */
      holds: "nothing";
      why: string;
    }
  | {
      holds: "person";
      /** What a row is to the person, in a sentence (shown in docs and tests). */
      what: string;
      find: Finder[];
      /**
       * What the export holds of each of the person's own rows: the row, or
       * the row without fields that are secrets or other people's (a password
       * hash, another member's id; a dotted path for a nested field), or nothing.
       */
      export: "row" | { omit: string[] } | "none";
      /**
       * "delete", or a function that deletes or anonymises the row through
       * the area's own model functions (so the counts it is part of stay
       * right). After it the row must no longer be found by `find`.
       */
      erase: Eraser<T>;
    };

/** An area's declarations: one for each of its tables. */
export type Declarations<Tables extends Record<string, unknown>> = {
  [K in keyof Tables & TableNames]: TableDeclaration<K>;
};

/**
 * State a component keeps that can name a person (a rate-limit bucket keyed
 * by their user id …): what it is, and how erasure clears it.
 */
export type ComponentDeclaration = {
  component: string;
  what: string;
  erase: (ctx: MutationCtx, person: Person) => Promise<void>;
};

/** A finder on the person's user id. */
export const byUser = (index: string, field = "user_id"): Finder => ({
  index,
  field,
  value: (p) => p.userId,
});

/** A finder of other people's rows that name the person by user id (see `others`). */
export const namingUser = (index: string, field: string): Finder => ({
  ...byUser(index, field),
  others: true,
});

/** Any document, loosely typed, for the generic runners. */
export type AnyDoc = GenericDocument & { _id: string };
export type { DataModel };
