import { afterAll, beforeAll, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { seedCatalogueClass } from "../../convex/seedData/loadCatalogue";
import { stubAuthKeys } from "./authKeys";
import { settleScheduledAfterEach, type Person } from "./fixtures";
import type { TestBackend } from "./harness";
import { CATALOGUE } from "./learningFixtures";

/**
 * For files whose decisions mail their authors after commit: the settings
 * mail is signed with, and each test's mail sent before the test ends while
 * they are still there (`freshKeys`: new settings for the next test). Call
 * once at the top of a file; it returns the function that enrols each
 * world's backend.
 */
export function settleMailAfterEach({ freshKeys = false } = {}) {
  beforeAll(stubAuthKeys);
  afterAll(() => vi.unstubAllEnvs());
  return settleScheduledAfterEach(
    freshKeys
      ? async () => {
          vi.unstubAllEnvs();
          await stubAuthKeys();
        }
      : undefined,
  );
}

/** Seeds the small Class 9 catalogue; its Mathematics subject and chapter 2, where uploads go. */
export function seedUploadChapter(t: TestBackend) {
  return t.run(async (ctx) => {
    await seedCatalogueClass(ctx, 9, CATALOGUE);
    const subject = (await ctx.db
      .query("subjects")
      .withIndex("by_grade_and_slug", (q) =>
        q.eq("grade", 9).eq("slug", "mathematics"),
      )
      .unique())!;
    const chapter = (await ctx.db
      .query("chapters")
      .withIndex("by_subject_id_and_number", (q) =>
        q.eq("subject_id", subject._id).eq("number", 2),
      )
      .unique())!;
    return { subjectId: subject._id, chapterId: chapter._id };
  });
}

type ContentId = Id<"dashboard_content">;

/** The Content Management item of an event (or an upload). */
export const contentIdOf = (
  t: TestBackend,
  refId: Id<"community_events"> | Id<"uploads">,
) =>
  t.run(
    async (ctx) =>
      (await ctx.db
        .query("dashboard_content")
        .withIndex("by_ref_id", (q) => q.eq("ref_id", refId))
        .unique())!._id,
  );
type Status = "pending" | "approved" | "denied";

/**
 * Staff decisions on a Content Management item, as `who` saw it
 * (`expectedStatus`); changing a decision takes a reason.
 */
export const approveContent = (
  who: Person,
  contentId: ContentId,
  expectedStatus: Status,
  reason?: string,
) =>
  who.as.mutation(api.admin.content.approve, {
    contentId,
    expectedStatus,
    ...(reason === undefined ? {} : { reason }),
  });

export const denyContent = (
  who: Person,
  contentId: ContentId,
  expectedStatus: Status,
  reason: string,
) =>
  who.as.mutation(api.admin.content.deny, {
    contentId,
    expectedStatus,
    reason,
  });

export const removeContent = (
  who: Person,
  contentId: ContentId,
  expectedStatus: Status,
) => who.as.mutation(api.admin.content.remove, { contentId, expectedStatus });
