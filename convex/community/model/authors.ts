import type { Doc } from "../../_generated/dataModel";
import { publicName } from "../rules";
import { appError } from "../../lib/errors";
import type { Viewer } from "../../lib/viewer";

/** How a member appears on what they post or join. */
export type Author = {
  name: string;
  badge: Doc<"forum_threads">["author_badge"];
};

export function authorOf(viewer: Viewer): Author {
  const role = viewer.profile?.role ?? "student";
  const fullName = viewer.profile?.full_name ?? viewer.user.name ?? "";
  return {
    name: publicName(fullName, role),
    badge: viewer.staffRole ?? (viewer.verifiedMentor ? "mentor" : undefined),
  };
}

export function isStaff(viewer: Viewer | null) {
  return viewer?.staffRole != null;
}

/** A mentor whom staff verified; a self-registered mentor has no mentor powers. */
export function isVerifiedMentor(viewer: Viewer | null) {
  return viewer?.verifiedMentor === true;
}

export function notFound(what: string): never {
  throw appError("NotFound", `This ${what} no longer exists.`);
}

export function forbidden(): never {
  throw appError("NotAuthorized", "You do not have permission to do that.");
}
