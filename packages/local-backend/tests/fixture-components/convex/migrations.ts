// The migrations README's examples.
import { Migrations } from "@convex-dev/migrations";
import { v } from "convex/values";
import { components, internal } from "./_generated/api";
import { mutation, query } from "./_generated/server";
import schema from "./schema";

export const migrations = new Migrations(components.migrations, { schema });

export const setDefaultValue = migrations.define({
  table: "myTable",
  migrateOne: async (ctx, doc) => {
    if (doc.optionalField === undefined) {
      await ctx.db.patch("myTable", doc._id, { optionalField: "default" });
    }
  },
});

export const validateRequiredField = migrations.define({
  table: "myTable",
  customRange: (query) =>
    query.withIndex("by_requiredField", (q) => q.eq("requiredField", "")),
  migrateOne: async () => ({ requiredField: "<unknown>" }),
});

export const run = migrations.runner();

export const seed = mutation({
  args: { n: v.number() },
  handler: async (ctx, { n }) => {
    for (let i = 0; i < n; i++)
      await ctx.db.insert("myTable", { requiredField: i % 2 ? "x" : "" });
  },
});

export const runAll = mutation({
  args: {},
  handler: (ctx) =>
    migrations.runSerially(ctx, [
      internal.migrations.setDefaultValue,
      internal.migrations.validateRequiredField,
    ]),
});

export const rows = query({
  args: {},
  handler: async (ctx) =>
    (await ctx.db.query("myTable").collect()).map(
      (d) => `${d.requiredField}/${d.optionalField ?? "-"}`,
    ),
});

export const status = query({
  args: {},
  handler: (ctx) => migrations.getStatus(ctx, {}),
});
