import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatNumber,
  formatRupees,
  ordinal,
  plural,
  timeAgo,
} from "../../src/lib/format";

const NOW = Date.UTC(2026, 10, 12, 12, 0);
const DAY = 86_400_000;

describe("src/lib/format", () => {
  it("writes ordinals in English", () => {
    expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 95, 100, 101, 111].map(ordinal),
    ).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "95th",
      "100th",
      "101st",
      "111th",
    ]);
  });

  it("groups digits the Indian way", () => {
    expect(formatNumber(1234567)).toBe("12,34,567");
    expect(plural(100000, "reply", "replies")).toBe("1,00,000 replies");
    expect(plural(1, "member")).toBe("1 member");
  });

  it("writes rupees from paise", () => {
    expect(formatRupees(12345600)).toBe("₹1,23,456");
    expect(formatRupees(4900)).toBe("₹49");
  });

  it("says how long ago in one wording for the whole app, then the date", () => {
    expect(timeAgo(NOW - 30_000, NOW)).toBe("just now");
    expect(timeAgo(NOW - DAY - 1, NOW)).toBe("yesterday");
    expect(timeAgo(NOW - 3 * DAY, NOW)).toBe("3 days ago");
    expect(timeAgo(NOW - 40 * DAY, NOW)).toBe(formatDate(NOW - 40 * DAY));
    // A clock a little behind the server's never reads as the future.
    expect(timeAgo(NOW + 5_000, NOW)).toBe("just now");
  });
});
