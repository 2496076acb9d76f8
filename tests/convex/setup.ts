/// <reference types="vite/client" />
import { convexTest } from "convex-test";
import schema from "../../convex/schema";
import { registerComponents } from "./components";

export const modules = import.meta.glob([
  "../../convex/**/*.*s",
  "!../../convex/**/*.*.*s",
]);

/** A fresh in-memory backend with the app's schema, functions and components. */
export function newBackend() {
  const t = convexTest(schema, modules);
  registerComponents(t);
  return t;
}
