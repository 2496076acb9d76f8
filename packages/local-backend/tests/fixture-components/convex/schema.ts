import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  // The same table name as the probe component's own `notes`.
  notes: defineTable({ body: v.string() }),
  scores: defineTable({ username: v.string(), score: v.number() }),
  photos: defineTable({ album: v.string(), url: v.string() }).index(
    "by_album_creation_time",
    ["album"],
  ),
  jobs: defineTable({ label: v.string(), outcome: v.optional(v.string()) }),
  myTable: defineTable({
    requiredField: v.string(),
    optionalField: v.optional(v.string()),
  }).index("by_requiredField", ["requiredField"]),
  checkboxes: defineTable({ i: v.number(), isChecked: v.boolean() }).index(
    "i",
    ["i"],
  ),
});
