/**
 * Certificates' rules shared with the browser: when a subject is passed, and
 * the shape of a verification code. A code is 20 characters of Crockford's
 * base32 (100 random bits: no one can guess or list codes), shown and linked
 * in groups of four ("7KQ2-M9XA-…"); any case, with or without the dashes,
 * and the letters O, I and L read as 0, 1 and 1.
 */

/** A chapter test counts as passed at this share of the marks or more. */
export const CERTIFICATE_PERCENT = 60;

export const CODE_LENGTH = 20;
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The verify page's path for a code. */
export const VERIFY_PATH = "/verify/";

/** Whether `score` of `maxScore` passes (no rounding: 59.9 % does not). */
export function passes(score: number, maxScore: number): boolean {
  return maxScore > 0 && score * 100 >= CERTIFICATE_PERCENT * maxScore;
}

/** The code as stored (upper case, no dashes or spaces), or null if it cannot be one. */
export function normaliseCode(text: string): string | null {
  if (text.length > 40) return null;
  const code = text
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (code.length !== CODE_LENGTH) return null;
  for (const c of code) if (!CODE_ALPHABET.includes(c)) return null;
  return code;
}

/** "7KQ2-M9XA-…": the code in groups of four, as printed and linked. */
export function displayCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

export const CERTIFICATE_NOT_FOUND =
  "No valid certificate has this code. Check that it was typed exactly as printed. A certificate is also withdrawn when its holder's account is deleted.";
export const NOT_A_CODE =
  "This is not a certificate code: a code has 20 letters and digits, printed in groups of four.";
