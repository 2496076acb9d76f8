/**
 * Site-wide settings read from the build's environment (see `.env`), so a
 * school or NGO running its own copy sets its own contact details.
 */
const env = import.meta.env;

export const site = {
  name: "VidyaQuest",
  tagline: "Learn, practise and level up — Classes 6 to 12, CBSE and ICSE.",
  supportEmail: env.VITE_SUPPORT_EMAIL || "support@vidyaquest.example",
  supportPhone: env.VITE_SUPPORT_PHONE || "+91 00000 00000",
  supportAddress: env.VITE_SUPPORT_ADDRESS || "Address not configured",
  /** Where complaints about personal data go (the grievance officer); support's e-mail unless set. */
  grievanceEmail:
    env.VITE_GRIEVANCE_EMAIL ||
    env.VITE_SUPPORT_EMAIL ||
    "support@vidyaquest.example",
} as const;
