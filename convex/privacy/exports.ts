/**
 * "Download my data" for a signed-in member (a student, a mentor, staff).
 * The action builds the ZIP (privacy/model/exportZip.ts), keeps it in file
 * storage for `EXPORT_TTL_MS` and answers its URL: the browser downloads it
 * straight from storage, and the copy is deleted when the time is up (or
 * with the account). A parent's download of their child's data calls
 * `buildExport` with the child's id once the families area has checked the
 * link (that check lives with the parent link, not here).
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id, TableNames } from "../_generated/dataModel";
import { internalMutation, internalQuery } from "../_generated/server";
import { appError } from "../lib/errors";
import { requireWithinLimit } from "../lib/rateLimit";
import { memberAction } from "../functions";
import { PERSONAL_DATA } from "./declarations";
import { EXPORT_PAGE, buildExport, exportedRow } from "./model/exportZip";
import {
  childrenOf,
  mentorIdOf,
  pageDirect,
  personDeclaration,
  personOf,
} from "./model/finders";

/** How long a download stays in storage. */
export const EXPORT_TTL_MS = 15 * 60_000;

const tableName = v.string();

function declaredTable(table: string): TableNames {
  if (!(table in PERSONAL_DATA) || !personDeclaration(table as TableNames))
    throw appError("InvalidInput", "That is not a table of your data.");
  return table as TableNames;
}

/** The person's mentor profile, if any (their mentor rows are found by it). */
export const mentorOf = internalQuery({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => await mentorIdOf(ctx, userId),
});

/** A page of the person's own rows of `table` found by its finder `finder`, shaped for the export. */
export const ownRows = internalQuery({
  args: {
    userId: v.id("users"),
    mentorId: v.union(v.id("mentors"), v.null()),
    table: tableName,
    finder: v.number(),
    cursor: v.union(v.string(), v.null()),
  },
  handler: async (ctx, args) => {
    const table = declaredTable(args.table);
    const spec = personDeclaration(table)!.find[args.finder];
    const person = await personOf(ctx, args.userId, args.mentorId);
    if (!spec || "parent" in spec || spec.others || !person)
      return { rows: [], isDone: true, cursor: "" };
    const page = await pageDirect(
      ctx,
      table,
      spec,
      person,
      EXPORT_PAGE,
      args.cursor,
    );
    return {
      rows: page.page.map((row) => exportedRow(table, row)),
      isDone: page.isDone,
      cursor: page.continueCursor,
    };
  },
});

/** The rows of `table` found through the given parent rows (the person's own), shaped for the export. */
export const childRows = internalQuery({
  args: {
    table: tableName,
    finder: v.number(),
    parentIds: v.array(v.string()),
  },
  handler: async (ctx, args) => {
    const table = declaredTable(args.table);
    const spec = personDeclaration(table)!.find[args.finder];
    if (!spec || !("parent" in spec)) return [];
    const rows = [];
    for (const parentId of args.parentIds)
      for (const row of await childrenOf(ctx, table, spec, parentId, 1000))
        rows.push(exportedRow(table, row));
    return rows;
  },
});

/** Takes one of the member's downloads (lib/rateLimit.ts `dataExportPerUser`). */
export const allowExport = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    await requireWithinLimit(
      ctx,
      "dataExportPerUser",
      userId,
      "You have downloaded your data several times today. Please try again later.",
    );
  },
});

/**
 * Keeps the ZIP of `userId`'s data for `EXPORT_TTL_MS`, then deletes it;
 * `requestedBy`: who asked, when not the member themselves (their parent).
 */
export const recordExport = internalMutation({
  args: {
    userId: v.id("users"),
    requestedBy: v.optional(v.id("users")),
    storageId: v.id("_storage"),
    sizeBytes: v.number(),
  },
  handler: async (ctx, { userId, requestedBy, storageId, sizeBytes }) => {
    const expiresAt = Date.now() + EXPORT_TTL_MS;
    const exportId = await ctx.db.insert("data_exports", {
      user_id: userId,
      requested_by: requestedBy,
      storage_id: storageId,
      size_bytes: sizeBytes,
      expires_at: expiresAt,
    });
    await ctx.scheduler.runAt(expiresAt, internal.privacy.exports.expire, {
      exportId,
    });
    return expiresAt;
  },
});

/** Deletes a download whose time is up. */
export const expire = internalMutation({
  args: { exportId: v.id("data_exports") },
  handler: async (ctx, { exportId }) => {
    const row = await ctx.db.get("data_exports", exportId);
    if (!row) return;
    if (await ctx.db.system.get("_storage", row.storage_id))
      await ctx.storage.delete(row.storage_id);
    await ctx.db.delete("data_exports", exportId);
  },
});

/**
 * Download my data: a ZIP of everything the app keeps of the viewer, ready
 * for `EXPORT_TTL_MS` at the URL answered. A suspended member may download
 * theirs too (it changes nothing).
 */
export const exportMyData = memberAction({
  args: {},
  handler: async (
    ctx,
  ): Promise<{ url: string; sizeBytes: number; expiresAt: number }> => {
    const userId: Id<"users"> = ctx.viewer.userId;
    await ctx.runMutation(internal.privacy.exports.allowExport, { userId });
    const zip = await buildExport(ctx, userId);
    const storageId = await ctx.storage.store(
      new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }),
    );
    const expiresAt: number = await ctx.runMutation(
      internal.privacy.exports.recordExport,
      { userId, storageId, sizeBytes: zip.byteLength },
    );
    const url = await ctx.storage.getUrl(storageId);
    if (!url)
      throw appError(
        "NotFound",
        "Your download is not ready. Please try again.",
      );
    return { url, sizeBytes: zip.byteLength, expiresAt };
  },
});
