// The map of the code: each backend area (`convex/<area>/`) with its public
// functions, server helpers (`model/`), rules shared with the browser, tables
// (`schema.ts`) and the screens of the feature folder of the same name
// (`src/features/<area>/`). `npm run map` writes it into convex/README.md
// between the map markers; tests/tools/structure.test.ts fails when the README
// is stale or a feature folder has no area of its name.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const convexDir = path.join(root, "convex");
const featuresDir = path.join(root, "src", "features");

/** What each area is for, in a line. A new area needs one (the test says so). */
export const PURPOSE: Record<string, string> = {
  accounts:
    "Who is signed in, profiles, staff roles, sign-up (Convex Auth's provider is `convex/auth.ts`, which must keep that name)",
  admin:
    "The staff area: overview, Content Management, Report Management, Staff & Users, User Activity, claims on queue items",
  community: "Forums, clubs, events, and members' reports of what they see",
  donations:
    "Donations: the donation form's orders, the history and total raised, receipts (payments go through `payments/`)",
  families:
    "A parent's consent before a student's account is used, parent accounts and their links to children",
  learning:
    "Courses and lessons, mock tests, XP, streaks, badges and the dashboard; lesson uploads by mentors",
  mentorship:
    "Programs, mentors, sessions, 1-on-1 requests, feedback, mentor applications, the mentor's workspace",
  notifications: "Notices: the bell, the inbox, settings, mail, reminders",
  payments:
    "One payment path for donations and plans: orders at Razorpay or the offline test gateway, the one signature check, the webhook, reconciliation (checkout dialogs: `src/components/payments/`)",
  pricing:
    "The plans, buying Premium and Pro (a student, or a parent for their child; asking a parent to pay), plan receipts, renewal reminders",
  privacy:
    "A member's data rights: where each table keeps a person's data, the ZIP export, erasure everywhere, account deletion, profile correction",
};

const dirs = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];
const tsFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".ts"))
        .map((f) => f.slice(0, -3))
        .sort()
    : [];

const isRules = (name: string) => name === "rules" || /Rules$/.test(name);

/** The backend areas: folders of convex/ other than the shared ones. */
export function areas() {
  return dirs(convexDir).filter(
    (d) => !["_generated", "lib", "shared", "seedData"].includes(d),
  );
}

/** The top-level folders of src/features. */
export function featureFolders() {
  return dirs(featuresDir);
}

function tablesOf(area: string) {
  const file = path.join(convexDir, area, "schema.ts");
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/^ {2}([a-z_]+): defineTable\(/gm)].map((m) => m[1]);
}

const code = (names: string[]) => names.map((n) => `\`${n}\``).join(", ");

/** The map, one entry an area, as Markdown. */
export function renderMap() {
  return areas()
    .map((area) => {
      const top = tsFiles(path.join(convexDir, area));
      const functions = top.filter((f) => f !== "schema" && !isRules(f));
      const rules = top.filter(isRules);
      const helpers = tsFiles(path.join(convexDir, area, "model"));
      const screens = fs.existsSync(path.join(featuresDir, area))
        ? `\`src/features/${area}/\`` +
          (dirs(path.join(featuresDir, area)).length
            ? ` (${code(dirs(path.join(featuresDir, area)))})`
            : "")
        : "none";
      return [
        `- **\`${area}/\`**: ${PURPOSE[area] ?? ""}. Screens: ${screens}.`,
        `  - functions: ${code(functions) || "none"}`,
        `  - helpers (\`model/\`): ${code(helpers) || "none"}`,
        `  - rules shared with the browser: ${code(rules) || "none"}`,
        `  - tables: ${code(tablesOf(area)) || "none"}`,
      ].join("\n");
    })
    .join("\n");
}

const START = "<!-- map:start (npm run map writes this list) -->";
const END = "<!-- map:end -->";
const readme = path.join(convexDir, "README.md");

/** The README with its map replaced by `map`. */
export function withMap(text: string, map: string) {
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) throw new Error(`convex/README.md lacks ${START}`);
  return `${text.slice(0, from + START.length)}\n\n${map}\n\n${text.slice(to)}`;
}

/** convex/README.md as it should read. */
export const expectedReadme = (format: (text: string) => Promise<string>) =>
  format(withMap(fs.readFileSync(readme, "utf8"), renderMap()));

if (import.meta.url === `file://${process.argv[1]}`) {
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(readme)) ?? {};
  const text = withMap(fs.readFileSync(readme, "utf8"), renderMap());
  fs.writeFileSync(
    readme,
    await prettier.format(text, { ...options, filepath: readme }),
  );
  console.log("convex/README.md: map written");
}
