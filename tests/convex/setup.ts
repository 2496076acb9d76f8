/// <reference types="vite/client" />
import { convexTest } from "convex-test";
import schema from "../../convex/schema";

export const modules = import.meta.glob([
  "../../convex/**/*.*s",
  "!../../convex/**/*.*.*s",
]);

/** A fresh in-memory backend with the app's schema and functions. */
export function newBackend() {
  return convexTest(schema, modules);
}
