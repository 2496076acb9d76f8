/**
 * Who may call each public function, derived from the code: from the access
 * of the builder it is made with (`functions.ts`) and the permission it
 * declares (`lib/permissions.ts`). There is no table to keep in step:
 * `tests/convex/policy-*.test.ts` derive it for every registered public
 * function, fail when one is made without a builder, and call every function
 * as every kind of caller, expecting a refusal (`NotAuthenticated` /
 * `NotAuthorized`, or NotFound for a hidden rule) from everyone it leaves out.
 *
 * Callers: a visitor (`anonymous`), a `student`, a `parent`, a self-registered `mentor`
 * whom staff have not verified, a `verifiedMentor`, a `moderator` and an
 * `admin`. `owner` adds the member who made the thing the call acts on (the
 * thread, reply, event or test attempt), whatever their role.
 */
import { admits, type Access, type Permission } from "./permissions";
import type { Viewer } from "./viewer";

export type Caller =
  | "anonymous"
  | "student"
  | "parent"
  | "mentor"
  | "verifiedMentor"
  | "moderator"
  | "admin";

export const CALLERS: readonly Caller[] = [
  "anonymous",
  "student",
  "parent",
  "mentor",
  "verifiedMentor",
  "moderator",
  "admin",
];

export type Policy = {
  who: readonly Caller[];
  /** The maker of what the call acts on may call it too. */
  owner?: true;
  /**
   * `hidden`: a member outside `who` is told the thing does not exist (null
   * from a query, NotFound from a mutation) rather than that it is not theirs.
   */
  refusal?: "hidden";
  /**
   * Why the handler lets fewer callers through than its builder's gate (the
   * permission's description).
   */
  narrower?: string;
};

/**
 * Convex Auth's own functions (re-exported by `auth.ts`), made by the
 * library rather than a builder: open to everyone.
 */
export const LIBRARY_FUNCTIONS: readonly string[] = [
  "auth:signIn",
  "auth:signOut",
  "auth:isAuthenticated",
];

/** Whether `access` lets a caller of this kind through. */
export function accessAdmits(access: Access, caller: Caller): boolean {
  if (caller === "anonymous") return access === "anyone";
  const viewer = {
    profile: {
      role: caller === "student" || caller === "parent" ? caller : "mentor",
    },
    verifiedMentor: caller === "verifiedMentor",
    staffRole: caller === "moderator" || caller === "admin" ? caller : null,
  } as unknown as Viewer;
  return admits(access, viewer);
}

/** Who may call a function made with a builder of `access` that declares `permission`. */
export function policyOf(
  access: Access,
  permission: Permission | null = null,
): Policy {
  const gate = CALLERS.filter((caller) => accessAdmits(access, caller));
  if (!permission) return { who: gate };
  return {
    who: gate.filter((caller) =>
      permission.admits.some((a) => accessAdmits(a, caller)),
    ),
    ...(permission.owner !== null ? { owner: true as const } : {}),
    ...(permission.refusal === "hidden" ? { refusal: "hidden" as const } : {}),
    narrower: permission.description,
  };
}

/** A registered function as Convex exports it, with what the builders add. */
type Registered = { access?: Access; permission?: Permission | null };

/**
 * The policy of the public function `name` ("module:name"), or null when it
 * is made with no builder of `functions.ts` (and is not the library's).
 */
export function registeredPolicy(name: string, fn: Registered): Policy | null {
  if (fn.access !== undefined) return policyOf(fn.access, fn.permission);
  return LIBRARY_FUNCTIONS.includes(name) ? policyOf("anyone") : null;
}

/** Whether `caller` (the maker of the target when `isOwner`) may call `fn`. */
export function mayCall(
  policy: Policy,
  caller: Caller,
  isOwner = false,
): boolean {
  return (isOwner && policy.owner === true) || policy.who.includes(caller);
}
