// The package's public entry: everything a project uses from the local
// backend. Files inside src/ are its own; import them through here.
// The typings this package writes for two of its dependencies come with it,
// so a project that type-checks the entry needs nothing more.
/* eslint-disable @typescript-eslint/triple-slash-reference */
/// <reference path="./types/better-sqlite3.d.ts" />
/// <reference path="./types/ws.d.ts" />
/* eslint-enable @typescript-eslint/triple-slash-reference */
export {
  corsOriginsFromEnv,
  parseEnvFile,
  startBackend,
  type OutboxOption,
  type RunningBackend,
  type StartOptions,
} from "./main.js";
export {
  readAdminKey,
  runFunction,
  setAdminAuth,
  type AdminAuthClient,
  type RunOptions,
} from "./run.js";
export { runCodegen, type CodegenResult } from "./codegen.js";
export type { BackendMode, CallOptions } from "./backend/outcome.js";
export type { Doc } from "./db/documents.js";
