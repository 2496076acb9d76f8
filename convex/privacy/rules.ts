import { z } from "zod";
import { fullNameSchema } from "../accounts/rules";
import { NICKNAME_RULE, isValidNickname } from "../learning/rules";

/** How a student appears on the class leaderboard. */
export const LEADERBOARD_CHOICES = [
  { value: "nickname", label: "By my nickname" },
  { value: "anonymous", label: "As “Anonymous learner”" },
  { value: "hidden", label: "Not at all" },
] as const;

/**
 * A member's correction of their profile (the settings form and the server
 * apply the same rules): a name, a nickname following the nickname rule (or
 * none), and a leaderboard choice; showing a nickname needs one.
 */
export const profileCorrectionSchema = z
  .object({
    fullName: fullNameSchema,
    nickname: z
      .string()
      .trim()
      .refine((n) => n === "" || isValidNickname(n), NICKNAME_RULE),
    leaderboardVisibility: z.enum(["nickname", "anonymous", "hidden"]),
  })
  .refine((v) => v.leaderboardVisibility !== "nickname" || v.nickname !== "", {
    path: ["nickname"],
    message: "Choose a nickname to show it on the leaderboard.",
  });

export { DELETION_GRACE_DAYS } from "./deletionRules";
