// What the store keeps and hands out: documents, index and search index
// descriptions, the index keys a write changes, and the encodings of
// documents (Convex JSON) and of index key bounds.
import { jsonToConvex, convexToJson, type Value } from "convex/values";
import { encodeKey, getFieldPath, KEY_INFINITY } from "../values.js";

export type Doc = Record<string, Value> & {
  _id: string;
  _creationTime: number;
};

export type IndexInfo = {
  id: number;
  table: string;
  name: string;
  /** Indexed fields, without the implicit `_creationTime`, `_id` suffix. */
  fields: string[];
  /** Full key fields. */
  keyFields: string[];
};

export type SearchIndexInfo = {
  id: number;
  table: string;
  name: string;
  searchField: string;
  filterFields: string[];
};

/** One index entry changed by a write: the key removed and/or added. */
export type KeyChange = { indexId: number; key: Buffer };

/** What a write changed: index keys (for subscriptions) and, for an insert, the new document. */
export type WriteEffect = { table: string; keys: KeyChange[]; inserted?: Doc };

export type SchemaIndexes = {
  tables: Array<{
    tableName: string;
    indexes: Array<{ indexDescriptor: string; fields: string[] }>;
    searchIndexes: Array<{
      indexDescriptor: string;
      searchField: string;
      filterFields: string[];
    }>;
  }>;
};

export function docKeyFor(index: IndexInfo, doc: Doc): Buffer {
  return encodeKey(index.keyFields.map((f) => getFieldPath(doc, f)));
}

export function decodeDoc(json: string): Doc {
  return jsonToConvex(JSON.parse(json) as never) as Doc;
}

export function encodeDoc(doc: Doc): string {
  return JSON.stringify(convexToJson(doc));
}

/** The smallest key strictly greater than `key`. */
export function keySuccessor(key: Buffer): Buffer {
  return Buffer.concat([key, Buffer.from([0])]);
}

/** A bound above every key that starts with `prefix`. */
export function prefixEnd(prefix: Buffer): Buffer {
  return Buffer.concat([prefix, Buffer.from([KEY_INFINITY])]);
}
