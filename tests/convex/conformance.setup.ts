// Setup for the conformance run (vitest.conformance.config.ts): the test
// files of a worker share one local backend, started before the first file's
// tests (starting one bundles convex/ and takes seconds). Each test starts
// from an empty database (`newBackend()` resets it).
import { beforeAll } from "vitest";
import { startLocalBackend } from "./harness.js";

beforeAll(async () => {
  await startLocalBackend();
});
