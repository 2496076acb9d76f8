import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id, TableNames } from "../../convex/_generated/dataModel";
import { CLUB_CATEGORIES } from "../../convex/community/rules";
import { EXPORTED_TABLES } from "../../convex/privacy/model/exportZip";
import { PERSONAL_DATA } from "../../convex/privacy/declarations";
import schema from "../../convex/schema";
import { createPerson, people, type Person } from "./fixtures/common";
import { TARGET, errorData, newBackend, type TestBackend } from "./harness";

/** Aarav and Diya each post, reply to the other, upvote and join a club. */
async function twoMembers(t: TestBackend) {
  const aarav = await createPerson(t, people.aarav);
  const diya = await createPerson(t, people.diya);
  // How Aarav signs in: a password, kept as a hash no export may hold.
  await t.run((ctx) =>
    ctx.db.insert("authAccounts", {
      userId: aarav.userId,
      provider: "password",
      providerAccountId: people.aarav.email,
      secret: "scrypt-hash-of-aaravs-password",
    }),
  );
  const categoryId = await t.run((ctx) =>
    ctx.db.insert("forum_categories", { name: "Science", description: "" }),
  );
  const post = (who: Person, title: string) =>
    who.as.mutation(api.community.forums.createThread, {
      categoryId,
      title,
      content: "What is the easiest way to see it at home?",
    });
  const aaravThread = await post(aarav, "Why does ice float on water?");
  const diyaThread = await post(diya, "Why is the sky blue in the day?");
  await diya.as.mutation(api.community.forums.reply, {
    threadId: aaravThread,
    content: "Ice is less dense than water.",
  });
  await aarav.as.mutation(api.community.forums.reply, {
    threadId: diyaThread,
    content: "Blue light scatters the most.",
  });
  await aarav.as.mutation(api.community.forums.toggleUpvote, {
    target: { kind: "thread", id: diyaThread },
  });
  await diya.as.mutation(api.community.forums.toggleUpvote, {
    target: { kind: "thread", id: aaravThread },
  });
  const clubId = await diya.as.mutation(api.community.clubs.create, {
    name: "Young Astronomers",
    category: CLUB_CATEGORIES[0],
    description: "We look at the night sky together every Saturday.",
  });
  await aarav.as.mutation(api.community.clubs.join, { clubId });
  await t.finishScheduled();
  return { aarav, diya };
}

/** The ZIP the member's download URL answers, unpacked. */
async function downloaded(
  t: TestBackend,
  url: string,
  userId: Id<"users">,
): Promise<Record<string, string>> {
  let bytes: ArrayBuffer;
  if (TARGET === "local") bytes = await (await fetch(url)).arrayBuffer();
  else
    bytes = await t.run(async (ctx) => {
      const row = (await ctx.db
        .query("data_exports")
        .withIndex("by_user_id", (q) => q.eq("user_id", userId))
        .first())!;
      const storage = ctx.storage as unknown as {
        get(id: Id<"_storage">): Promise<Blob | null>;
      };
      return await (await storage.get(row.storage_id))!.arrayBuffer();
    });
  const files = unzipSync(new Uint8Array(bytes));
  return Object.fromEntries(
    Object.entries(files).map(([name, data]) => [name, strFromU8(data)]),
  );
}

/** Every row id of every table holding a value equal to `userId`. */
function rowsNaming(t: TestBackend, userId: Id<"users">) {
  return t.run(async (ctx) => {
    const found: Record<string, string[]> = {};
    for (const table of Object.keys(schema.tables) as TableNames[])
      for (const row of await ctx.db.query(table).collect())
        if (
          row._id === userId ||
          Object.values(row).some((value) => value === userId)
        )
          (found[table] ??= []).push(row._id);
    return found;
  });
}

describe("Download my data", () => {
  it("holds every row of the member in one JSON file per table, and nothing of anyone else", async () => {
    const t = newBackend();
    const { aarav, diya } = await twoMembers(t);
    const started = Date.now();
    const answer = await aarav.as.action(api.privacy.exports.exportMyData, {});
    const files = await downloaded(t, answer.url, aarav.userId);
    console.info(
      `Export of a member with a little activity: ${answer.sizeBytes} bytes in ${Date.now() - started} ms.`,
    );

    expect(Object.keys(files).sort()).toEqual(
      [...EXPORTED_TABLES.map((table) => `${table}.json`), "about.json"].sort(),
    );
    // Everything of the member: each row naming them is in its table's file
    // (except the export records and the tables whose export holds nothing).
    const naming = await rowsNaming(t, aarav.userId);
    for (const [table, ids] of Object.entries(naming)) {
      if (!EXPORTED_TABLES.includes(table as TableNames)) {
        expect(PERSONAL_DATA[table as TableNames]).toMatchObject({
          export: "none",
        });
        continue;
      }
      const exported = (
        JSON.parse(files[`${table}.json`]!) as { _id: string }[]
      ).map((row) => row._id);
      expect(exported, table).toEqual(expect.arrayContaining(ids));
    }
    const replies = JSON.parse(files["forum_replies.json"]!) as {
      content: string;
    }[];
    expect(replies.map((r) => r.content)).toEqual([
      "Blue light scatters the most.",
    ]);
    // Nothing of anyone else: Diya's id and e-mail appear nowhere; her name
    // only in the notice Aarav received of her reply, as he saw it.
    const all = Object.entries(files);
    for (const [name, text] of all) {
      expect(text, name).not.toContain(diya.userId);
      expect(text, name).not.toContain(people.diya.email);
      if (name !== "notifications.json")
        expect(text, name).not.toContain(people.diya.fullName);
    }
    const accounts = JSON.parse(files["authAccounts.json"]!) as object[];
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).not.toHaveProperty("secret");
    expect(files["authAccounts.json"]).not.toContain("scrypt-hash");
    expect(JSON.parse(files["about.json"]!)).toMatchObject({
      "forum_replies.json": expect.any(String),
    });
    expect(answer.expiresAt).toBeGreaterThan(Date.now());
  });

  it("is refused to a visitor", async () => {
    const t = newBackend();
    expect(
      await errorData(t.action(api.privacy.exports.exportMyData, {})),
    ).toMatchObject({ code: "NotAuthenticated" });
  });

  it("is refused past five downloads in a row", async () => {
    const t = newBackend();
    const aarav = await createPerson(t, people.aarav);
    for (let i = 0; i < 5; i++)
      await aarav.as.action(api.privacy.exports.exportMyData, {});
    expect(
      await errorData(aarav.as.action(api.privacy.exports.exportMyData, {})),
    ).toMatchObject({ code: "RateLimited" });
  });
});
