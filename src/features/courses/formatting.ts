/** "9 h 20 min", "45 min", "3 h": a course's or lesson's length, to the nearest minute. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "1 lesson", "12 lessons". */
export function plural(count: number, one: string, many = `${one}s`) {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;
}

/** "4.3 (12 ratings)", or "No ratings yet". */
export function formatRating(rating: number | null, count: number) {
  if (rating === null || count === 0) return "No ratings yet";
  return `${rating.toFixed(1)} out of 5 (${plural(count, "rating")})`;
}
