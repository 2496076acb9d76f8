/**
 * Erasure of everything of a person, from the declarations alone
 * (privacy/declarations.ts): every row that names them deleted or
 * anonymised by its area's eraser (which keeps the counts it is part of
 * right), their files deleted from storage, the component state keyed by
 * them cleared, and their account row last. It runs in batches, each its own
 * transaction well inside Convex's limits (at most `BATCH_ROWS` rows erased,
 * or one page of parents with their children), each scheduling the next, so
 * a year of activity takes more transactions, never a bigger one.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id, TableNames } from "../_generated/dataModel";
import { internalMutation, type MutationCtx } from "../_generated/server";
import {
  DELETED_MEMBER,
  type AnyDoc,
  type Person,
  type Tombstone,
} from "../lib/personalData";
import { COMPONENT_STATE } from "./declarations";
import {
  STEPS,
  childrenOf,
  mentorIdOf,
  pageDirect,
  personDeclaration,
  personOf,
  takeDirect,
} from "./model/finders";

/** Rows erased per transaction (each eraser reads and writes a few documents). */
const BATCH_ROWS = 200;
/** Parent rows per transaction when erasing rows found through a parent. */
const PARENT_PAGE = 20;
/** Children read at a time under one parent. */
const CHILDREN_AT_ONCE = 500;

/** The tombstone account's `external_id`: the one "Deleted member" anonymised rows point at. */
export const TOMBSTONE_EXTERNAL_ID = "vidyaquest:deleted-member";

async function tombstoneOf(ctx: MutationCtx): Promise<Tombstone> {
  const existing = await ctx.db
    .query("users")
    .withIndex("by_external_id", (q) =>
      q.eq("external_id", TOMBSTONE_EXTERNAL_ID),
    )
    .first();
  const userId =
    existing?._id ??
    (await ctx.db.insert("users", {
      name: DELETED_MEMBER,
      external_id: TOMBSTONE_EXTERNAL_ID,
      isAnonymous: true,
    }));
  return { userId, name: DELETED_MEMBER };
}

async function eraseRow(
  ctx: MutationCtx,
  table: TableNames,
  row: AnyDoc,
  person: Person,
  tombstone: Tombstone,
) {
  const { erase } = personDeclaration(table)!;
  if (erase === "delete") await ctx.db.delete(table, row._id as Id<TableNames>);
  else
    await (
      erase as (
        ctx: MutationCtx,
        row: AnyDoc,
        person: Person,
        tombstone: Tombstone,
      ) => Promise<void>
    )(ctx, row, person, tombstone);
}

const stepArgs = {
  userId: v.id("users"),
  mentorId: v.union(v.id("mentors"), v.null()),
  step: v.number(),
  cursor: v.union(v.string(), v.null()),
};

/**
 * Runs steps from `step` until a transaction's share is done, then
 * schedules the rest. A row an eraser leaves where its finder still finds
 * it is a broken declaration: refused, rather than erased forever.
 */
async function runSteps(
  ctx: MutationCtx,
  args: {
    userId: Id<"users">;
    mentorId: Id<"mentors"> | null;
    step: number;
    cursor: string | null;
  },
) {
  const { userId, mentorId } = args;
  let { step, cursor } = args;
  let budget = BATCH_ROWS;
  let paged = false;
  const tombstone = await tombstoneOf(ctx);
  const erased = new Set<string>();
  while (step < STEPS.length && budget > 0) {
    const person = await personOf(ctx, userId, mentorId);
    if (!person) return;
    const current = STEPS[step]!;
    if ("parentFinder" in current) {
      // One page of parents per transaction (Convex allows one paginated read).
      if (paged) break;
      paged = true;
      const parents = await pageDirect(
        ctx,
        current.finder.parent,
        current.parentFinder,
        person,
        PARENT_PAGE,
        cursor,
      );
      for (const parent of parents.page) {
        for (;;) {
          const children = await childrenOf(
            ctx,
            current.table,
            current.finder,
            parent._id,
            CHILDREN_AT_ONCE,
          );
          if (children.length === 0) break;
          for (const child of children) {
            requireNew(erased, current.table, child);
            await eraseRow(ctx, current.table, child, person, tombstone);
          }
          budget -= children.length;
        }
      }
      if (!parents.isDone) {
        cursor = parents.continueCursor;
        break;
      }
      step += 1;
      cursor = null;
      continue;
    }
    if (current.table === "users")
      for (const component of COMPONENT_STATE)
        await component.erase(ctx, person);
    const rows = await takeDirect(
      ctx,
      current.table,
      current.finder,
      person,
      budget,
    );
    for (const row of rows) {
      requireNew(erased, current.table, row);
      await eraseRow(ctx, current.table, row, person, tombstone);
    }
    budget -= rows.length;
    if (budget > 0) {
      step += 1;
      cursor = null;
    }
  }
  if (step < STEPS.length)
    await ctx.scheduler.runAfter(0, internal.privacy.erasure.eraseStep, {
      userId,
      mentorId,
      step,
      cursor,
    });
}

function requireNew(erased: Set<string>, table: TableNames, row: AnyDoc) {
  const key = `${table}:${row._id}`;
  if (erased.has(key))
    throw new Error(
      `The eraser of ${table} left a row where its finder still finds it.`,
    );
  erased.add(key);
}

/**
 * Starts — and, in batches scheduled one after another, completes — the
 * erasure of everything of the person `userId`. Erasing an account that is
 * already gone does nothing.
 */
export const eraseAccount = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    await startErasure(ctx, userId);
    return null;
  },
});

/** Starts the erasure of `userId` in this transaction (see `eraseAccount`). */
export async function startErasure(ctx: MutationCtx, userId: Id<"users">) {
  if (!(await ctx.db.get("users", userId))) return;
  await runSteps(ctx, {
    userId,
    mentorId: await mentorIdOf(ctx, userId),
    step: 0,
    cursor: null,
  });
}

/** One batch of an erasure (scheduled by the previous one). */
export const eraseStep = internalMutation({
  args: stepArgs,
  handler: async (ctx, args) => {
    await runSteps(ctx, args);
    return null;
  },
});
