import { queryGeneric } from "convex/server";
import { v } from "convex/values";
import { digest } from "./helpers.js";

// No "use node": the Node built-in reached through ./helpers is refused.
export const hashed = queryGeneric({
  args: { text: v.string() },
  handler: async (_ctx, { text }) => digest(text),
});
