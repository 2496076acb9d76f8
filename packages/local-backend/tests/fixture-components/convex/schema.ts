import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  // The same table name as the probe component's own `notes`.
  notes: defineTable({ body: v.string() }),
  checkboxes: defineTable({ i: v.number(), isChecked: v.boolean() }).index(
    "i",
    ["i"],
  ),
});
