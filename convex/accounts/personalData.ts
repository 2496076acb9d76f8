/** Where the accounts tables keep a person's data (lib/personalData.ts). */
import { COUNTERS, bumpCounter } from "../lib/counters";
import {
  byUser,
  namingUser,
  type Declarations,
  type Finder,
} from "../lib/personalData";
import type { accountsTables } from "./schema";

const byEmail = (index: string, field: string): Finder => ({
  index,
  field,
  value: (p) => p.email,
});

export const accountsPersonalData: Declarations<typeof accountsTables> = {
  users: {
    holds: "person",
    what: "Your account: your e-mail and name as you signed up.",
    find: [{ index: "by_id", field: "_id", value: (p) => p.userId }],
    export: { omit: ["pending_sign_up"] },
    // The account row goes last, after every row that names it.
    erase: "delete",
  },
  authAccounts: {
    holds: "person",
    what: "How you sign in (password or e-mail code).",
    find: [byUser("userIdAndProvider", "userId")],
    // The password hash is a secret, never exported.
    export: { omit: ["secret"] },
    erase: "delete",
  },
  authSessions: {
    holds: "person",
    what: "Your signed-in devices.",
    find: [byUser("userId", "userId")],
    export: "row",
    erase: "delete",
  },
  authRefreshTokens: {
    holds: "person",
    what: "The tokens that keep a device signed in.",
    find: [{ parent: "authSessions", index: "sessionId", field: "sessionId" }],
    export: "none",
    erase: "delete",
  },
  authVerificationCodes: {
    holds: "person",
    what: "A sign-up or sign-in code mailed to you.",
    find: [{ parent: "authAccounts", index: "accountId", field: "accountId" }],
    export: "none",
    erase: "delete",
  },
  authVerifiers: {
    holds: "nothing",
    why: "OAuth PKCE verifiers: the app signs in only with a password or an e-mail code, which make none.",
  },
  authRateLimits: {
    holds: "person",
    what: "Failed sign-in tries of your account or e-mail.",
    find: [
      { parent: "authAccounts", index: "identifier", field: "identifier" },
      byEmail("identifier", "identifier"),
    ],
    export: "row",
    erase: "delete",
  },
  profiles: {
    holds: "person",
    what: "Your profile: name, class, nickname, leaderboard choice, daily goal.",
    find: [
      byUser("by_user_id"),
      // Staff who suspended someone: the suspension names them as its author.
      namingUser("by_suspension_by", "suspension.by"),
    ],
    export: { omit: ["suspension.by"] },
    erase: async (ctx, row, person, tombstone) => {
      if (row.user_id !== person.userId) {
        await ctx.db.patch("profiles", row._id, {
          suspension: row.suspension && {
            ...row.suspension,
            by: tombstone.userId,
          },
        });
        return;
      }
      await ctx.db.delete("profiles", row._id);
      await bumpCounter(
        ctx,
        row.role === "student" ? COUNTERS.students : COUNTERS.mentors,
        -1,
      );
    },
  },
  user_roles: {
    holds: "person",
    what: "Your staff role, and the roles you granted.",
    find: [byUser("by_user_id"), namingUser("by_granted_by", "granted_by")],
    export: { omit: ["granted_by"] },
    erase: async (ctx, row, person) => {
      if (row.user_id === person.userId)
        await ctx.db.delete("user_roles", row._id);
      else await ctx.db.patch("user_roles", row._id, { granted_by: undefined });
    },
  },
};
