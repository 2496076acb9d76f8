// What a parent's view of a child's week costs for a child with a year of
// activity (a lesson and a test every day for 365 days, with each day's
// totals), on the local backend: documents read (the backend's own count)
// and time taken by `families/week:childWeek`, as the linked parent.
//
//   npm run bench:parent-week [-- --days 365 --runs 50]
//
// tests/convex/families-week-reads.test.ts asserts the bound on both test
// targets; this reports the engine's own figure.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { internalMutationGeneric } from "convex/server";
import { startBackend, type CallOptions } from "@vidyaquest/local-backend";
import { summarize } from "@vidyaquest/local-backend/bench";
import type { DataModel, Id } from "../convex/_generated/dataModel";
import type { GenericMutationCtx } from "convex/server";
import { createUserWithProfile } from "../convex/accounts/model/profiles";
import { DECLARATION, NOTICE_VERSION } from "../convex/families/rules";
import { seedCatalogueClass } from "../convex/seedData/loadCatalogue";
import { CLASS_9 } from "../convex/seedData/catalogue/class9";
import { aYearOf } from "../tests/convex/fixtures/yearOfLearning";
import { arg } from "./bench-views";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DAYS = arg("days", 365);
const RUNS = arg("runs", 50);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-parent-week-"));
const b = await startBackend({
  projectDir: root,
  dataDir,
  port: 0,
  siteProxyPort: 0,
  seed: false,
  log: () => {},
});
try {
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const adHoc = internalMutationGeneric({
    handler: async (ctx: GenericMutationCtx<DataModel>) => {
      await seedCatalogueClass(ctx, 9, CLASS_9);
      const childId = await createUserWithProfile(ctx, {
        email: "neha@example.in",
        fullName: "Neha Kulkarni",
        role: "student",
        consent: "given",
        grade: 9,
      });
      const parentId = await createUserWithProfile(ctx, {
        email: "sunita@example.in",
        fullName: "Sunita Kulkarni",
        role: "parent",
      });
      await ctx.db.insert("consent_records", {
        parent_id: parentId,
        child_id: childId,
        consented_at: now - 400 * 86_400_000,
        notice_version: NOTICE_VERSION,
        verified_email: "sunita@example.in",
        declaration: DECLARATION,
      });
      await ctx.db.insert("family_links", {
        parent_id: parentId,
        child_id: childId,
        linked_at: now - 400 * 86_400_000,
      });
      await aYearOf(ctx, childId, DAYS, now);
      const sessionId = await ctx.db.insert("authSessions", {
        userId: parentId,
        expirationTime: now + 86_400_000,
      });
      return { childId, parentId, sessionId };
    },
  }) as unknown as NonNullable<CallOptions["adHoc"]>;
  const seeded = await b.backend.runMutation(
    "_bench:seed",
    {},
    { allowInternal: true, adHoc },
  );
  if (!seeded.success) throw new Error(seeded.errorMessage);
  const { childId, parentId, sessionId } = seeded.value as {
    childId: Id<"users">;
    parentId: Id<"users">;
    sessionId: string;
  };
  const identity = {
    subject: `${parentId}|${sessionId}`,
    issuer: "https://bench.local",
    tokenIdentifier: `https://bench.local|${parentId}|${sessionId}`,
  };
  const times: number[] = [];
  let documentsRead = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const o = await b.backend.runQuery(
      "families/week:childWeek",
      { childId, now } as never,
      { identity },
    );
    times.push(performance.now() - t);
    if (!o.success) throw new Error(o.errorMessage);
    documentsRead = o.documentsRead ?? 0;
  }
  const s = summarize(times);
  console.log(
    `\n| query | history | documents read | p50 ms | p95 ms |\n|---|---|---|---|---|\n` +
      `| families/week:childWeek | ${DAYS} days | ${documentsRead} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} |`,
  );
} finally {
  await b.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
