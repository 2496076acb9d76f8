/** Where the tables of lib (which is no area) keep a person's data (lib/personalData.ts). */
import type { Declarations } from "../lib/personalData";
import type { libTables } from "../lib/schema";

export const libPersonalData: Declarations<typeof libTables> = {
  rate_limits: {
    holds: "person",
    what: "Failed password tries for your e-mail (the sign-in slow-down).",
    // A device's throttle is keyed by a one-way hash of e-mail and device id,
    // which names no one and is forgotten an hour after its last failure.
    find: [
      {
        index: "by_key",
        field: "key",
        value: (p) => (p.email ? `signin-account:${p.email}` : null),
      },
    ],
    export: "row",
    erase: "delete",
  },
  background_failures: {
    holds: "person",
    what: "A notice mail to you that could not be sent after every retry (for developers).",
    find: [{ index: "by_user_id", field: "user_id", value: (p) => p.userId }],
    export: "row",
    erase: "delete",
  },
};
