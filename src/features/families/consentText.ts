/** A date as the consent screens and mails show it: "11 December 2026", India time. */
export function formatConsentDate(ms: number) {
  return new Date(ms).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}
