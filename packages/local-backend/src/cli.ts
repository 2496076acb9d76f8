// The `local-backend` command (bin/local-backend.mjs):
//
//   local-backend start   [options of src/main.ts]     serve a project's convex/
//   local-backend codegen [functionsDir]               write <functionsDir>/_generated
//   local-backend run     [options of src/run.ts] <module:function> ['<json args>']
import { codegenCli } from "./codegen.js";
import { startCli } from "./main.js";
import { runCli } from "./run.js";

const COMMANDS: Record<string, (argv: string[]) => Promise<number>> = {
  start: startCli,
  codegen: codegenCli,
  run: runCli,
};

/** Runs one command; resolves to the exit status (a server keeps running). */
export async function cli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const run = command === undefined ? undefined : COMMANDS[command];
  if (!run) {
    process.stderr.write(
      `Usage: local-backend <${Object.keys(COMMANDS).join("|")}> [options]\n`,
    );
    return 2;
  }
  return run(rest);
}
