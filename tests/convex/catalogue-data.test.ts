import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { GRADES } from "../../convex/lib/constants";
import { CATALOGUE } from "../../convex/seedData/catalogue";
import {
  TEST_RULES,
  seedCatalogueClass,
} from "../../convex/seedData/loadCatalogue";
import { newBackend } from "./setup";

const LOWER = ["mathematics", "science", "english", "social-studies", "hindi"];
const UPPER = [
  "mathematics",
  "physics",
  "chemistry",
  "biology",
  "english",
  "computer-science",
];

describe("the catalogue that ships with the project", () => {
  for (const grade of GRADES) {
    const subjects = CATALOGUE[grade];
    describe(`Class ${grade}`, () => {
      it("has the subjects of spec §3, in order, two of them free", () => {
        expect(subjects.map((s) => s.slug)).toEqual(
          grade <= 10 ? LOWER : UPPER,
        );
        expect(subjects.every((s) => s.grade === grade)).toBe(true);
        expect(subjects.filter((s) => s.isFree).map((s) => s.slug)).toEqual(
          grade <= 10 ? ["mathematics", "science"] : ["mathematics", "physics"],
        );
      });

      it("gives every chapter lessons with summaries, and every free chapter at least 5 sound questions", () => {
        for (const s of subjects) {
          expect(s.chapters.length, s.name).toBeGreaterThan(0);
          for (const c of s.chapters) {
            expect(
              c.lessons.length,
              `${s.name}: ${c.title}`,
            ).toBeGreaterThanOrEqual(2);
            for (const l of c.lessons) {
              expect(l.summary.length, l.title).toBeGreaterThan(40);
              expect(l.minutes).toBeGreaterThan(0);
            }
            if (!s.isFree) continue;
            expect(
              c.questions.length,
              `${s.name}: ${c.title}`,
            ).toBeGreaterThanOrEqual(5);
            for (const q of c.questions) {
              expect(new Set(q.options.map((o) => o.trim())).size, q.text).toBe(
                4,
              );
              expect([0, 1, 2, 3]).toContain(q.correct);
              expect(q.explanation.length, q.text).toBeGreaterThan(10);
            }
          }
        }
      });

      it("contains no HTML and no links", () => {
        const text = JSON.stringify(subjects);
        expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
        expect(text).not.toMatch(/https?:\/\/(?!ncert\.nic\.in)/);
      });
    });
  }

  it("makes chapter tests, practice sets, 3 full mock tests and a demo test for each class", async () => {
    const t = newBackend();
    for (const grade of GRADES)
      await t.run((ctx) => seedCatalogueClass(ctx, grade, CATALOGUE[grade]));
    for (const grade of GRADES) {
      const count = async (kind: "practice" | "chapter" | "full") =>
        (
          await t.query(api.mockTests.list, {
            grade,
            kind,
            paginationOpts: { numItems: 30, cursor: null },
          })
        ).page.length;
      expect(await count("full"), `Class ${grade}`).toBe(TEST_RULES.full.count);
      expect(await count("chapter"), `Class ${grade}`).toBeGreaterThanOrEqual(
        20,
      );
      expect(await count("practice"), `Class ${grade}`).toBeGreaterThanOrEqual(
        6,
      );
      expect(
        (await t.query(api.mockTests.demo, { grade }))?.questions,
      ).toHaveLength(5);
    }
  }, 120_000);
});
