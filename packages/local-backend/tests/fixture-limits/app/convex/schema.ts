import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  docs: defineTable({ n: v.number(), payload: v.string() }).index("by_n", [
    "n",
  ]),
  blobs: defineTable({ data: v.any() }),
  big: defineTable({ payload: v.string() }),
});
