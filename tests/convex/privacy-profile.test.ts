import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { NICKNAME_RULE } from "../../convex/learning/rules";
import { createPerson, people } from "./fixtures/common";
import { VALIDATION_ERROR, errorData, newBackend } from "./harness";

const correction = {
  fullName: "Aarav Kumar Sharma",
  nickname: "Star Gazer",
  leaderboardVisibility: "nickname" as const,
};

describe("Correct my profile", () => {
  it("saves a student's name, nickname and leaderboard choice", async () => {
    const t = newBackend();
    const aarav = await createPerson(t, people.aarav);
    await aarav.as.mutation(api.accounts.profile.correct, correction);
    expect(await aarav.as.query(api.accounts.profile.mine, {})).toEqual({
      email: people.aarav.email,
      fullName: "Aarav Kumar Sharma",
      role: "student",
      nickname: "Star Gazer",
      leaderboardVisibility: "nickname",
    });
    const user = await t.run((ctx) => ctx.db.get("users", aarav.userId));
    expect(user!.name).toBe("Aarav Kumar Sharma");
    // An empty nickname is removed.
    await aarav.as.mutation(api.accounts.profile.correct, {
      ...correction,
      nickname: "  ",
      leaderboardVisibility: "anonymous",
    });
    expect(await aarav.as.query(api.accounts.profile.mine, {})).toMatchObject({
      nickname: "",
      leaderboardVisibility: "anonymous",
    });
  });

  it("gives a mentor's public profile the corrected name", async () => {
    const t = newBackend();
    const meera = await createPerson(t, people.meera);
    await meera.as.mutation(api.accounts.profile.correct, {
      fullName: "Meera S. Iyer",
      nickname: "",
      leaderboardVisibility: "hidden",
    });
    const mentor = await t.run((ctx) =>
      ctx.db
        .query("mentors")
        .withIndex("by_user_id", (q) => q.eq("user_id", meera.userId))
        .first(),
    );
    expect(mentor!.full_name).toBe("Meera S. Iyer");
  });

  it("refuses a visitor, and bad input with a clear error, saving nothing", async () => {
    const t = newBackend();
    const aarav = await createPerson(t, people.aarav);
    expect(
      await errorData(t.mutation(api.accounts.profile.correct, correction)),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(
      await errorData(t.query(api.accounts.profile.mine, {})),
    ).toMatchObject({ code: "NotAuthenticated" });
    for (const [args, message] of [
      [{ ...correction, fullName: "  " }, expect.stringContaining("Full name")],
      [{ ...correction, nickname: "a!" }, NICKNAME_RULE],
      [
        { ...correction, nickname: "" },
        "Choose a nickname to show it on the leaderboard.",
      ],
    ] as const)
      expect(
        await errorData(aarav.as.mutation(api.accounts.profile.correct, args)),
      ).toMatchObject({ code: "InvalidInput", message });
    await expect(
      aarav.as.mutation(api.accounts.profile.correct, {
        ...correction,
        leaderboardVisibility: "everyone" as never,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
    expect(await aarav.as.query(api.accounts.profile.mine, {})).toMatchObject({
      fullName: people.aarav.fullName,
      nickname: "",
    });
  });
});
