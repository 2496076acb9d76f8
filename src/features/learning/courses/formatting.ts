import { plural } from "../../../lib/format";

/** "4.3 (12 ratings)", or "No ratings yet". */
export function formatRating(rating: number | null, count: number) {
  if (rating === null || count === 0) return "No ratings yet";
  return `${rating.toFixed(1)} out of 5 (${plural(count, "rating")})`;
}
