/**
 * The donation form's rules, the same on the server (which decides) and in
 * the form (which only tells the donor early). Amounts are whole rupees in
 * the form and integer paise on the server (1 rupee = 100 paise).
 */
import { z } from "zod";

/** The quick amounts the form offers, in rupees. */
export const QUICK_AMOUNTS = [100, 500, 1000, 2000, 5000] as const;
/** The smallest donation, in rupees. */
export const MIN_RUPEES = 1;
/** The largest donation when DONATION_MAX_RUPEES is not set: ₹5,00,000. */
export const DEFAULT_MAX_RUPEES = 500_000;
/** The latest successful donations the page lists. */
export const HISTORY_SIZE = 10;
/** Orders a page of the staff view shows (and the CSV export reads at a time). */
export const ORDERS_PAGE = 50;
/** What a donation without a name shows. */
export const ANONYMOUS = "Anonymous";
export const DONOR_NAME_MAX = 80;
export const EMAIL_MAX = 254;

export const INVALID_AMOUNT_TITLE = "Invalid Amount";
export const INVALID_AMOUNT = "Please enter a valid donation amount";
export const INVALID_EMAIL = "Please enter a valid e-mail address";
export const DONATION_FAILED = "Failed to process donation. Please try again.";

/** Paise in `rupees`. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * A donation amount: a whole number of rupees from ₹1 to `maxRupees`.
 * Anything else (0, empty, a fraction, too much) is "Please enter a valid
 * donation amount".
 */
export function amountRule(maxRupees: number) {
  return z
    .number({ error: INVALID_AMOUNT })
    .int(INVALID_AMOUNT)
    .min(MIN_RUPEES, INVALID_AMOUNT)
    .max(maxRupees, INVALID_AMOUNT);
}

/** The form's text for an amount ("" or "1,000" alike) as rupees, or NaN. */
export function parseRupees(text: string): number {
  const cleaned = text.replace(/[,\s₹]/g, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return NaN;
  return Number(cleaned);
}

/** The donor's name (optional: empty is Anonymous) and e-mail for the receipt (optional). */
export const donorRule = z.object({
  name: z
    .string()
    .trim()
    .max(
      DONOR_NAME_MAX,
      `Please keep the name under ${DONOR_NAME_MAX} characters`,
    )
    .transform((name) => (name === "" ? null : name)),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, INVALID_EMAIL)
    .transform((email) => email.toLowerCase())
    .refine((email) => email === "" || z.email().safeParse(email).success, {
      error: INVALID_EMAIL,
    })
    .transform((email) => (email === "" ? null : email)),
});

/** The whole form: an amount within `maxRupees`, a name and an e-mail. */
export function donationRule(maxRupees: number) {
  return donorRule.extend({ amountRupees: amountRule(maxRupees) });
}
