import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  // The same name as one of the app's tables, with another shape.
  notes: defineTable({ text: v.string() }),
});
