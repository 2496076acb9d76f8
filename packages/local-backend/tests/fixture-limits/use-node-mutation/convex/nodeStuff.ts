"use node";
import crypto from "node:crypto";
import { actionGeneric, mutationGeneric } from "convex/server";

export const hash = actionGeneric({
  args: {},
  handler: async () => crypto.randomUUID(),
});

// Not allowed: only actions may be defined in a "use node" file.
export const write = mutationGeneric({
  args: {},
  handler: async () => null,
});
