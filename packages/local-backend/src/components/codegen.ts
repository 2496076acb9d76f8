// `_generated/api.js` and `api.d.ts` of an app with a `convex.config.ts`,
// as the Convex CLI writes them (its `componentApiJs` and `componentApiDTS`
// with the dynamic API and component API imports, the default): `api` and
// `internal` as without components, plus `components`, one entry per
// installed child, typed by the child's own `_generated/component.js`.
// https://docs.convex.dev/components/using
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { header, importPath, moduleIdentifier } from "../codegen/templates.js";
import { readAppDefinition } from "./loader.js";

function apiComment(apiName: string, type: "public" | "internal" | undefined) {
  return `
  /**
     * A utility for referencing Convex functions in your app's${type ? ` ${type}` : ""} API.
     *
     * Usage:
     * \`\`\`js
     * const myFunctionReference = ${apiName}.myModule.myFunction;
     * \`\`\`
     */`;
}

/** The root `api.js` of an app with components. */
export function componentApiJs(): string {
  return [
    header("Generated `api` utility."),
    `
    import { anyApi, componentsGeneric } from "convex/server";

    ${apiComment("api", undefined)}
    export const api = anyApi;
    export const internal = anyApi;
    export const components = componentsGeneric();
  `,
  ].join("\n");
}

/** The root `api.d.ts` of an app with components (`configFile` is its convex.config.ts). */
export async function componentApiDts(
  functionsDir: string,
  configFile: string,
  modulePaths: string[],
): Promise<string> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "local-backend-codegen-"));
  let children: Array<{ name: string; importPath: string }>;
  try {
    const def = await readAppDefinition(configFile, tmp);
    children = def.children.map((c) => {
      const childPath = path
        .relative(functionsDir, c.dir)
        .split(path.sep)
        .join("/");
      const spec = c.importSpecifier;
      return {
        name: c.name,
        importPath:
          spec && !spec.startsWith(".") && spec !== childPath
            ? spec
            : `../${childPath}`,
      };
    });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const lines: string[] = [header("Generated `api` utility.")];
  for (const modulePath of modulePaths)
    lines.push(
      `import type * as ${moduleIdentifier(modulePath)} from "../${importPath(modulePath)}.js";`,
    );
  lines.push(`
    import type {
      ApiFromModules,
      FilterApi,
      FunctionReference,
    } from "convex/server";

    declare const fullApi: ApiFromModules<{
  `);
  for (const modulePath of modulePaths)
    lines.push(
      `  "${importPath(modulePath)}": typeof ${moduleIdentifier(modulePath)},`,
    );
  lines.push(`}>;`);
  lines.push(`
    ${apiComment("api", "public")}
    export declare const api: FilterApi<typeof fullApi, FunctionReference<any, "public">>;
    ${apiComment("internal", "internal")}
    export declare const internal: FilterApi<typeof fullApi, FunctionReference<any, "internal">>;
  `);
  lines.push(`
  export declare const components: {`);
  for (const c of children)
    lines.push(
      `  "${c.name}": import("${c.importPath}/_generated/component.js").ComponentApi<"${c.name}">,`,
    );
  lines.push("};");
  return lines.join("\n");
}
