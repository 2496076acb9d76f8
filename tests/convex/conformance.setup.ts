// Setup for the conformance run (conformance.config.ts): one local backend per
// test file, started before its tests and stopped after them.
import { afterAll, beforeAll } from "vitest";
import { startLocalBackend, stopLocalBackend } from "./harness";

beforeAll(async () => {
  await startLocalBackend();
});

afterAll(async () => {
  await stopLocalBackend();
});
