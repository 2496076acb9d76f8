// Setup for the conformance run (vitest.conformance.config.ts): one local backend per
// test file, started before its tests and stopped after them.
import { afterAll, beforeAll } from "vitest";
import { startLocalBackend, stopLocalBackend } from "./harness.js";

beforeAll(async () => {
  await startLocalBackend();
});

afterAll(async () => {
  await stopLocalBackend();
});
