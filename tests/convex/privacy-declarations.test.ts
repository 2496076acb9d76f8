import { describe, expect, it } from "vitest";
import schema from "../../convex/schema";
import {
  COMPONENT_STATE,
  LIMITS_NOT_PER_PERSON,
  PERSONAL_DATA,
} from "../../convex/privacy/declarations";
import type { Finder } from "../../convex/lib/personalData";

const tables = schema.tables as unknown as Record<
  string,
  { export(): { indexes: { indexDescriptor: string; fields: string[] }[] } }
>;
const declarations = PERSONAL_DATA as Record<
  string,
  | { holds: "nothing"; why: string }
  | { holds: "person"; what: string; find: Finder[] }
>;

describe("where each table keeps a person's data", () => {
  it("declares every table of the schema, and no other", () => {
    expect(Object.keys(declarations).sort()).toEqual(
      Object.keys(tables).sort(),
    );
  });

  it("finds a person's rows through an index whose first field is the one matched", () => {
    for (const [table, declaration] of Object.entries(declarations)) {
      if (declaration.holds === "nothing") {
        expect(declaration.why.length, table).toBeGreaterThan(10);
        continue;
      }
      expect(declaration.find.length, table).toBeGreaterThan(0);
      for (const finder of declaration.find) {
        if (finder.index === "by_id") {
          expect(finder.field, table).toBe("_id");
          continue;
        }
        const index = tables[table]!.export().indexes.find(
          (i) => i.indexDescriptor === finder.index,
        );
        expect(index, `${table}.${finder.index}`).toBeDefined();
        expect(index!.fields[0], `${table}.${finder.index}`).toBe(finder.field);
        if ("parent" in finder)
          expect(declarations[finder.parent]!.holds, table).toBe("person");
      }
    }
  });

  it("declares the component state that can name a person", () => {
    expect(COMPONENT_STATE.map((c) => c.component).sort()).toEqual([
      "donationWorkpool",
      "donationsTotal",
      "embeddingWorkpool",
      "mailWorkpool",
      "mentorSessions",
      "mentorStudents",
      "migrations",
      "rateLimiter",
      "resend",
      "shardedCounter",
      "testStandings",
      "weeklyXp",
    ]);
    // The limits not cleared on erasure are counted per client address or site-wide.
    expect(LIMITS_NOT_PER_PERSON.sort()).toEqual([
      "donationOrderVisitors",
      "passwordResetPerClient",
      "signUpGlobal",
      "signUpPerClient",
    ]);
  });
});
