// What a project's own benchmarks share with these: `@vidyaquest/local-backend/bench`.
export { percentile, summarize } from "./common.js";
export { spawnBackend, type Child } from "./proc.js";
