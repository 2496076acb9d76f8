// `npx convex run` for the local backend: call any function (public or
// internal) with the data directory's admin key and print the result as JSON.
//
//   local-backend run [--data .local-data] [--url http://127.0.0.1:3210]
//       [--identity '<json>'] [--component <path>] <module:function> ['<json args>']
//
// `--identity` runs the function as that user (`UserIdentityAttributes`, e.g.
// '{"subject":"u1","issuer":"https://example.com","email":"a@b.c"}'), like
// `npx convex run --identity`. Function logs go to stderr, the result to
// stdout. Exit status 1 on error (a ConvexError's data is printed to stderr).
import fs from "node:fs";
import path from "node:path";
import { ConvexHttpClient } from "convex/browser";
import type { UserIdentityAttributes } from "convex/server";
import {
  ConvexError,
  convexToJson,
  jsonToConvex,
  type JSONValue,
  type Value,
} from "convex/values";
import { adminKeyFile } from "./auth.js";

export type RunOptions = {
  /** Data directory of the running backend (its admin key is read from it). */
  dataDir: string;
  /** Client URL of the running backend. */
  url: string;
  /** `module:function` (or `dir/module:function`; `:default` may be omitted). */
  functionName: string;
  /** Arguments as JSON (Convex JSON: `{"$integer": ...}` etc. accepted). */
  args?: JSONValue;
  /** Act as this user. */
  identity?: UserIdentityAttributes;
  /** The component whose function this is (`--component`, e.g. "rateLimiter"); default: the app. */
  componentPath?: string;
  /** Where function log lines go (default: stderr). */
  log?: (line: string) => void;
};

/**
 * The admin methods of the stock clients (`ConvexHttpClient`, `ConvexClient`,
 * `ConvexReactClient`), which the `convex` package marks internal.
 */
export type AdminAuthClient = {
  setAdminAuth(token: string, actingAsIdentity?: UserIdentityAttributes): void;
};

/** `ConvexHttpClient.function`: call a function of any kind by name. */
type AnyFunctionClient = {
  function(
    name: string,
    componentPath: string | undefined,
    args: Record<string, Value>,
  ): Promise<unknown>;
};

/** Turn on admin auth on a stock client (optionally acting as a user). */
export function setAdminAuth(
  client: unknown,
  adminKey: string,
  actingAsIdentity?: UserIdentityAttributes,
): void {
  (client as AdminAuthClient).setAdminAuth(adminKey, actingAsIdentity);
}

/** Read the admin key a backend keeps in its data directory. */
export function readAdminKey(dataDir: string): string {
  const file = adminKeyFile(path.resolve(dataDir));
  if (!fs.existsSync(file))
    throw new Error(
      `No admin key at ${file}: start the backend on this data directory first (npm start).`,
    );
  return fs.readFileSync(file, "utf8").trim();
}

/** Call a function as admin; resolves to its return value. */
export async function runFunction(options: RunOptions): Promise<Value> {
  const log =
    options.log ?? ((line: string) => process.stderr.write(line + "\n"));
  const client = new ConvexHttpClient(options.url, {
    logger: {
      log: (...a: unknown[]) => log(a.map(String).join(" ")),
      warn: (...a: unknown[]) => log(a.map(String).join(" ")),
      error: (...a: unknown[]) => log(a.map(String).join(" ")),
      logVerbose: () => {},
    },
  });
  setAdminAuth(client, readAdminKey(options.dataDir), options.identity);
  const args = jsonToConvex(options.args ?? {});
  if (typeof args !== "object" || args === null || Array.isArray(args))
    throw new Error("Arguments must be a JSON object");
  const name = options.functionName.includes(":")
    ? options.functionName
    : `${options.functionName}:default`;
  return (await (client as unknown as AnyFunctionClient).function(
    name,
    options.componentPath,
    args as Record<string, Value>,
  )) as Value;
}

function usage(): never {
  process.stderr.write(
    "Usage: local-backend run [--data .local-data] [--url http://127.0.0.1:3210] [--identity '<json>'] [--component <path>] <module:function> ['<json args>']\n",
  );
  process.exit(2);
}

/** The `run` command; resolves to the exit status. */
export async function runCli(argv: string[]): Promise<number> {
  let dataDir = ".local-data";
  let url = "http://127.0.0.1:3210";
  let identity: UserIdentityAttributes | undefined;
  let componentPath: string | undefined;
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--data") dataDir = argv[++i] ?? usage();
    else if (a === "--url") url = argv[++i] ?? usage();
    else if (a === "--identity")
      identity = JSON.parse(argv[++i] ?? usage()) as UserIdentityAttributes;
    else if (a === "--component") componentPath = argv[++i] ?? usage();
    else if (a === "--help" || a === "-h") usage();
    else positional.push(a);
  }
  if (positional.length < 1 || positional.length > 2) usage();
  const [functionName, argsText] = positional;
  let args: JSONValue = {};
  if (argsText !== undefined) {
    try {
      args = JSON.parse(argsText) as JSONValue;
    } catch {
      process.stderr.write(`Arguments are not valid JSON: ${argsText}\n`);
      return 2;
    }
  }
  try {
    const result = await runFunction({
      dataDir,
      url,
      functionName,
      args,
      identity,
      componentPath,
    });
    process.stdout.write(
      JSON.stringify(
        convexToJson(result === undefined ? null : result),
        null,
        2,
      ) + "\n",
    );
    return 0;
  } catch (e) {
    if (e instanceof ConvexError)
      process.stderr.write(
        `${e.message}\nConvexError data: ${JSON.stringify(convexToJson(e.data as Value))}\n`,
      );
    else
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}
