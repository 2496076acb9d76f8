// How a function names another: by path inside its own component
// (`internal.x.f` → "x:f"), by a reference into a component it installed
// (`components.rateLimiter.lib.rateLimit` →
// "_reference/childComponent/rateLimiter/lib/rateLimit"), or by a function
// handle (`createFunctionHandle`, "function://<component path>;<module:export>"),
// which any component may call. A parent calls only a child's public
// functions; the child's internal functions stay its own.
// https://docs.convex.dev/components/authoring
import { canonicalPath, type LoadedApp } from "../modules.js";
import type { SchemaJson, Transaction } from "../runtime/transaction.js";
import type { ComponentInstance, ComponentTree } from "./loader.js";
import { unqualify } from "./namespace.js";

export type FunctionAddress = {
  /** "" for the app. */
  componentPath: string;
  /** Canonical "module:export" inside that component. */
  udfPath: string;
  /** Named through a reference into a child component: only its public functions. */
  viaReference: boolean;
};

const CHILD_REFERENCE = "_reference/childComponent/";

/** The function an address names, from the component `callerPath`. */
export function addressOf(
  callerPath: string,
  args: Record<string, unknown>,
  tree: ComponentTree | undefined,
): FunctionAddress {
  if (typeof args.name === "string")
    return {
      componentPath: callerPath,
      udfPath: canonicalPath(args.name),
      viaReference: false,
    };
  if (typeof args.functionHandle === "string") {
    const m = /^function:\/\/([^;]*);(.*)$/.exec(args.functionHandle);
    if (!m) throw new Error(`Invalid function handle: ${args.functionHandle}`);
    return {
      componentPath: m[1],
      udfPath: canonicalPath(m[2]),
      viaReference: false,
    };
  }
  if (typeof args.reference === "string") {
    const ref = args.reference;
    if (!ref.startsWith(CHILD_REFERENCE))
      throw new Error(`Unsupported function reference: ${ref}`);
    const parts = ref.slice(CHILD_REFERENCE.length).split("/");
    const [child, ...rest] = parts;
    const children =
      callerPath === ""
        ? tree?.children
        : tree?.instances.get(callerPath)?.children;
    const componentPath = children?.get(child);
    if (componentPath === undefined)
      throw new Error(
        `Component "${child}" is not installed in ${callerPath === "" ? "the app" : `component "${callerPath}"`} (convex.config.ts)`,
      );
    if (rest.length < 2)
      throw new Error(`Function reference ${ref} does not name a function`);
    const exportName = rest.pop()!;
    return {
      componentPath,
      udfPath: `${rest.join("/")}:${exportName}`,
      viaReference: true,
    };
  }
  throw new Error("Missing function name");
}

/** The function handle of an address (`createFunctionHandle`). */
export function functionHandle(address: FunctionAddress): string {
  return `function://${address.componentPath};${address.udfPath}`;
}

/** The component at `componentPath`; null for the app ("") or a path no component is installed at. */
export function componentAt(
  app: LoadedApp | null,
  componentPath: string,
): ComponentInstance | null {
  if (componentPath === "") return null;
  return app?.components?.instances.get(componentPath) ?? null;
}

/** The error for a path no component is installed at, or null. */
export function missingComponent(
  app: LoadedApp | null,
  componentPath: string,
): string | null {
  return componentPath === "" || componentAt(app, componentPath)
    ? null
    : `Component "${componentPath}" is not installed (convex.config.ts)`;
}

export function functionsOf(
  app: LoadedApp | null,
  componentPath: string,
): LoadedApp["functions"] | undefined {
  return componentPath === ""
    ? app?.functions
    : componentAt(app, componentPath)?.functions;
}

export function schemaOf(
  app: LoadedApp | null,
  componentPath: string,
): SchemaJson | null {
  return componentPath === ""
    ? (app?.schema ?? null)
    : (componentAt(app, componentPath)?.schema ?? null);
}

/** `tableOfId` as a component sees it: ids of other namespaces are no ids of its tables. */
export function tableOfIdIn(
  tableOfId: (id: string) => string | null,
  componentPath: string,
): (id: string) => string | null {
  return (id) => {
    const stored = tableOfId(id);
    return stored === null ? null : unqualify(componentPath, stored);
  };
}

/**
 * The view of the caller's transaction that a component's function gets
 * when called from a mutation or query: the same SQLite transaction, read
 * set, writes and counters (every property is the caller's, read and
 * written through), but the component's tables and schema, and its own
 * count of paginated queries (the call is a function of its own).
 */
export function componentView(
  tx: Transaction,
  componentPath: string,
  schema: SchemaJson | null,
): Transaction {
  const own: Record<string, unknown> = {
    namespace: componentPath,
    schema,
    paginateCalls: 0,
  };
  return new Proxy(tx, {
    get: (target, prop, receiver) =>
      typeof prop === "string" && prop in own
        ? own[prop]
        : Reflect.get(target, prop, receiver),
    set: (target, prop, value) => {
      if (typeof prop === "string" && prop in own) own[prop] = value;
      else Reflect.set(target, prop, value);
      return true;
    },
  });
}
