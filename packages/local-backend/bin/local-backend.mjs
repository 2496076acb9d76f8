#!/usr/bin/env node
// `local-backend <start|codegen|run> …` (src/cli.ts): the package's TypeScript,
// loaded through tsx, so no build step is needed.
import { register } from "tsx/esm/api";

register();
const { cli } = await import("../src/cli.ts");
const code = await cli(process.argv.slice(2));
if (code !== 0) process.exitCode = code;
