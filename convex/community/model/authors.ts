import type { Doc } from "../../_generated/dataModel";
import { publicName } from "../rules";
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
