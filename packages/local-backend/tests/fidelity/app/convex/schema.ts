import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

// The fidelity suite's app: one table per kind of read Convex offers.
export default defineSchema({
  notes: defineTable({ tag: v.string(), n: v.number(), text: v.string() })
    .index("by_tag_n", ["tag", "n"])
    .searchIndex("search_text", { searchField: "text", filterFields: ["tag"] }),
  counters: defineTable({ name: v.string(), value: v.number() }).index(
    "by_name",
    ["name"],
  ),
  vecs: defineTable({
    kind: v.string(),
    embedding: v.array(v.float64()),
  }).vectorIndex("by_embedding", {
    vectorField: "embedding",
    dimensions: 3,
    filterFields: ["kind"],
  }),
  files: defineTable({ storageId: v.id("_storage"), name: v.string() }),
  ticks: defineTable({ source: v.string() }),
});
