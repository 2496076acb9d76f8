import { describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { signedIn } from "./fixtures/common";
import { newBackend } from "./setup";

// convex-test only (fake timers run the seed's scheduled jobs): this file uses
// ./setup, not the harness, so the conformance run leaves it out.

const firstPage = { numItems: 25, cursor: null };

describe("demo data", () => {
  it("gives the moderators a grouped queue, with a member one warning from the flag", async () => {
    vi.useFakeTimers();
    vi.stubEnv("SEED_DEMO_ACCOUNTS", "true");
    try {
      const t = newBackend();
      await t.mutation(internal.seed.run, {});
      await t.finishAllScheduledFunctions(vi.runAllTimers);
      const moderatorId = await t.run(
        async (ctx) =>
          (await ctx.db
            .query("users")
            .withIndex("email", (q) =>
              q.eq("email", "moderator@demo.vidyaquest.example"),
            )
            .unique())!._id,
      );
      const moderator = await signedIn(
        t as unknown as Parameters<typeof signedIn>[0],
        moderatorId,
      );
      const list = (status: "pending" | "resolved" | "dismissed") =>
        moderator.query(api.admin.reports.list, {
          status,
          paginationOpts: firstPage,
          now: Date.now(),
        });
      const pending = (await list("pending")).page;
      expect(
        pending.map((p) => [
          p.targetType,
          p.reportCount,
          p.target.authorName,
          p.authorWarnings,
        ]),
      ).toEqual([
        ["user", 1, "Rohan D.", 2],
        ["reply", 2, "Rohan D.", 2],
        ["thread", 3, "Harshit Y.", 0],
      ]);
      expect(await moderator.query(api.admin.reports.summary, {})).toEqual({
        pendingItems: 3,
        pendingReports: 6,
      });
      const resolved = (await list("resolved")).page;
      expect(resolved.map((r) => [r.targetType, r.resolution]).sort()).toEqual([
        ["reply", "removed"],
        ["user", "warned"],
        ["user", "warned"],
      ]);
      // The removed reply keeps its place in its thread, with nothing of it shown.
      const removed = resolved.find((r) => r.targetType === "reply")!;
      const threadId = removed.link!.split("/").pop()!.split("#")[0];
      const replies = await t.query(api.community.forums.listReplies, {
        threadId: threadId as Id<"forum_threads">,
        paginationOpts: firstPage,
      });
      expect(replies.page).toContainEqual({
        _id: removed.targetId,
        createdAt: expect.any(Number),
        removedByModerator: true,
      });
      expect((await list("dismissed")).page).toHaveLength(1);
      // Seeding again adds nothing.
      await t.mutation(internal.seed.demoProgress, {});
      expect((await list("pending")).page).toHaveLength(3);
    } finally {
      vi.useRealTimers();
      vi.unstubAllEnvs();
    }
  }, 60_000);
});
