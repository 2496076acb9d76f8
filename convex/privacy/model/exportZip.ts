/**
 * "Download my data": a ZIP of one JSON file per table whose export holds
 * something (the person's own rows only, as the declarations say), the files
 * they uploaded, and `about.json` saying what each file is. Built in an
 * action from internal queries that read and shape the rows on the server;
 * secrets and other people's ids never leave those queries.
 */
import { strToU8, zipSync, type Zippable } from "fflate";
import { internal } from "../../_generated/api";
import type { Id, TableNames } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";
import type { AnyDoc } from "../../lib/personalData";
import { PERSONAL_DATA } from "../declarations";
import { personDeclaration } from "./finders";

/** Rows read per query. */
export const EXPORT_PAGE = 256;
/** Parent ids per query when reading rows found through a parent. */
const PARENT_IDS = 50;
/**
 * A file larger than this is listed in `files-not-included.json` instead of
 * copied (an action holds the whole ZIP in memory); its lesson stays
 * downloadable from the course while it is published.
 */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The tables the export writes a file for. */
export const EXPORTED_TABLES = (
  Object.keys(PERSONAL_DATA) as TableNames[]
).filter((table) => {
  const declaration = personDeclaration(table);
  return declaration !== null && declaration.export !== "none";
});

/** A row as the export shows it: without the fields its declaration leaves out. */
export function exportedRow(table: TableNames, row: AnyDoc): AnyDoc {
  const declaration = personDeclaration(table);
  if (!declaration || declaration.export === "none") return row;
  if (declaration.export === "row") return row;
  const copy = structuredClone(row) as Record<string, unknown>;
  for (const path of declaration.export.omit) {
    const parts = path.split(".");
    let node: Record<string, unknown> | undefined = copy;
    for (const part of parts.slice(0, -1))
      node = node?.[part] as Record<string, unknown> | undefined;
    if (node) delete node[parts.at(-1)!];
  }
  return copy as AnyDoc;
}

function safeName(name: string) {
  return name.replace(/[^\w.-]+/g, "_").slice(0, 80);
}

/** Everything of the person `userId`, as a ZIP (see the module comment). */
export async function buildExport(
  ctx: ActionCtx,
  userId: Id<"users">,
): Promise<Uint8Array> {
  const mentorId = await ctx.runQuery(internal.privacy.exports.mentorOf, {
    userId,
  });
  const rows = new Map<TableNames, Map<string, AnyDoc>>();
  for (const table of EXPORTED_TABLES) {
    const found = new Map<string, AnyDoc>();
    rows.set(table, found);
    for (const [finder, spec] of personDeclaration(table)!.find.entries()) {
      if ("parent" in spec || spec.others) continue;
      let cursor: string | null = null;
      for (;;) {
        const page: { rows: AnyDoc[]; isDone: boolean; cursor: string } =
          await ctx.runQuery(internal.privacy.exports.ownRows, {
            userId,
            mentorId,
            table,
            finder,
            cursor,
          });
        for (const row of page.rows) found.set(row._id, row);
        if (page.isDone) break;
        cursor = page.cursor;
      }
    }
  }
  // Rows found through a parent: the parents are the person's own rows read above.
  for (const table of EXPORTED_TABLES)
    for (const [finder, spec] of personDeclaration(table)!.find.entries()) {
      if (!("parent" in spec)) continue;
      const parentIds = [...(rows.get(spec.parent)?.keys() ?? [])];
      for (let i = 0; i < parentIds.length; i += PARENT_IDS) {
        const children = await ctx.runQuery(
          internal.privacy.exports.childRows,
          {
            table,
            finder,
            parentIds: parentIds.slice(i, i + PARENT_IDS),
          },
        );
        for (const row of children) rows.get(table)!.set(row._id, row);
      }
    }

  const zip: Zippable = {};
  const about: Record<string, string> = {};
  for (const table of EXPORTED_TABLES) {
    about[`${table}.json`] = personDeclaration(table)!.what;
    zip[`${table}.json`] = strToU8(
      JSON.stringify([...rows.get(table)!.values()], null, 2),
    );
  }
  const notIncluded: { file_name: string; size_bytes: number }[] = [];
  for (const upload of rows.get("uploads")?.values() ?? []) {
    const { storage_id, file_name, size_bytes } = upload as unknown as {
      storage_id: Id<"_storage">;
      file_name: string;
      size_bytes: number;
    };
    const blob =
      size_bytes <= MAX_FILE_BYTES ? await ctx.storage.get(storage_id) : null;
    if (!blob || blob.size > MAX_FILE_BYTES) {
      notIncluded.push({ file_name, size_bytes });
      continue;
    }
    // Videos and images are compressed already: stored as they are.
    zip[`files/${upload._id}-${safeName(file_name)}`] = [
      new Uint8Array(await blob.arrayBuffer()),
      { level: 0 },
    ];
  }
  if (notIncluded.length > 0) {
    zip["files-not-included.json"] = strToU8(
      JSON.stringify(notIncluded, null, 2),
    );
    about["files-not-included.json"] =
      "Files too large to copy into this download.";
  }
  about["files/"] = "The files you uploaded.";
  zip["about.json"] = strToU8(JSON.stringify(about, null, 2));
  return zipSync(zip, { level: 6 });
}
