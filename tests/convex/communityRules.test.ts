import { describe, expect, it } from "vitest";
import {
  emailSchema,
  fullNameSchema,
  passwordSchema,
  subjectSchema,
} from "../../convex/accounts/rules";
import {
  categoryDescriptionSchema,
  categoryNameSchema,
  normalizeText,
  visibleLength,
  clubSchema,
  eventSchema,
  EVENT_HORIZON_DAYS,
  PREVIEW_LENGTH,
  preview,
  publicName,
  replyBodySchema,
  reportDetailsSchema,
  threadBodySchema,
  threadSchema,
  threadTitleSchema,
} from "../../convex/community/rules";
import { parseOrThrow } from "../../convex/lib/errors";

/** The message of the first rule `value` breaks, or null when it passes. */
function firstError(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true }
      | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}

describe("publicName", () => {
  it("shows a student by first name and the initial of their last name", () => {
    expect(publicName("Aarav Sharma", "student")).toBe("Aarav S.");
    expect(publicName("  Aarav   Kumar  Sharma ", "student")).toBe("Aarav S.");
    expect(publicName("diya menon", "student")).toBe("diya M.");
    expect(publicName("आरव शर्मा", "student")).toBe("आरव श.");
  });

  it("shows a mentor by full name, spaces tidied", () => {
    expect(publicName("Meera Iyer", "mentor")).toBe("Meera Iyer");
    expect(publicName("  Meera   Lakshmi\tIyer ", "mentor")).toBe(
      "Meera Lakshmi Iyer",
    );
  });

  it("keeps a single name as it is", () => {
    expect(publicName("Aarav", "student")).toBe("Aarav");
    expect(publicName("  Meera ", "mentor")).toBe("Meera");
  });

  it("falls back to 'Member' when there is no name", () => {
    expect(publicName("", "student")).toBe("Member");
    expect(publicName("   ", "mentor")).toBe("Member");
  });
});

describe("preview", () => {
  it("leaves short plain text as it is", () => {
    expect(preview("How do I balance this equation?")).toBe(
      "How do I balance this equation?",
    );
  });

  it("flattens markdown and whitespace onto one line", () => {
    expect(
      preview(
        "# Heading\n\n**Bold** and _italic_ and `code`.\n\n> quoted\n- first\n* second\n1. third\n\n[a link](https://example.in) ![a picture](x.png)",
      ),
    ).toBe(
      "Heading Bold and italic and code. quoted first second third a link a picture",
    );
  });

  it("cuts long text to PREVIEW_LENGTH characters ending in an ellipsis", () => {
    const exact = "a".repeat(PREVIEW_LENGTH);
    expect(preview(exact)).toBe(exact);
    const long = preview("b".repeat(PREVIEW_LENGTH + 1));
    expect(long).toHaveLength(PREVIEW_LENGTH);
    expect(long).toBe(`${"b".repeat(PREVIEW_LENGTH - 1)}…`);
  });

  it("does not leave a space before the ellipsis", () => {
    expect(preview("abcd efgh", 6)).toBe("abcd…");
  });

  it("takes another length", () => {
    expect(preview("one two three", 8)).toBe("one two…");
    expect(preview("", 8)).toBe("");
  });
});

describe("thread rules", () => {
  it("trims and accepts a title of 5 to 150 characters", () => {
    expect(threadTitleSchema.parse("  Hello  ")).toBe("Hello");
    expect(firstError(threadTitleSchema, "x".repeat(150))).toBeNull();
  });

  it("names the rule a title breaks", () => {
    expect(firstError(threadTitleSchema, "")).toBe("Title is required");
    expect(firstError(threadTitleSchema, "    ")).toBe("Title is required");
    expect(firstError(threadTitleSchema, "  Hey  ")).toBe(
      "Title must be at least 5 characters",
    );
    expect(firstError(threadTitleSchema, "x".repeat(151))).toBe(
      "Title must be at most 150 characters",
    );
  });

  it("bounds a post's body at 10 to 10,000 characters", () => {
    expect(firstError(threadBodySchema, "x".repeat(10))).toBeNull();
    expect(firstError(threadBodySchema, "x".repeat(10_000))).toBeNull();
    expect(firstError(threadBodySchema, "too short")).toBe(
      "Your post must be at least 10 characters",
    );
    expect(firstError(threadBodySchema, "x".repeat(10_001))).toBe(
      "Your post must be at most 10,000 characters",
    );
  });

  it("checks title and body together", () => {
    expect(
      threadSchema.parse({
        title: " Fractions ",
        content: " Why is 1/2 = 2/4? ",
      }),
    ).toEqual({ title: "Fractions", content: "Why is 1/2 = 2/4?" });
    expect(
      firstError(threadSchema, { title: "Fractions", content: "short" }),
    ).toBe("Your post must be at least 10 characters");
  });

  it("bounds a reply at 2 to 5,000 characters", () => {
    expect(firstError(replyBodySchema, "ok")).toBeNull();
    expect(firstError(replyBodySchema, " k ")).toBe(
      "Your reply must be at least 2 characters",
    );
    expect(firstError(replyBodySchema, "x".repeat(5_001))).toBe(
      "Your reply must be at most 5,000 characters",
    );
  });

  it("bounds a category name at 2 to 40 characters", () => {
    expect(categoryNameSchema.parse(" Physics ")).toBe("Physics");
    expect(firstError(categoryNameSchema, "P")).toBe(
      "Category name must be at least 2 characters",
    );
    expect(firstError(categoryNameSchema, "P".repeat(41))).toBe(
      "Category name must be at most 40 characters",
    );
  });
});

describe("club rules", () => {
  const club = {
    name: "Chess Club",
    category: "Academic",
    description: "We play chess after school.",
  };

  it("accepts a club with a known category", () => {
    expect(clubSchema.parse({ ...club, name: "  Chess Club " })).toEqual(club);
  });

  it("names the rule a club breaks", () => {
    expect(firstError(clubSchema, { ...club, name: "CC" })).toBe(
      "Club name must be at least 3 characters",
    );
    expect(firstError(clubSchema, { ...club, name: "C".repeat(61) })).toBe(
      "Club name must be at most 60 characters",
    );
    expect(firstError(clubSchema, { ...club, category: "Gaming" })).toBe(
      "Please choose a category",
    );
    expect(firstError(clubSchema, { ...club, description: "Chess!" })).toBe(
      "Description must be at least 10 characters",
    );
    expect(
      firstError(clubSchema, { ...club, description: "d".repeat(501) }),
    ).toBe("Description must be at most 500 characters");
  });
});

describe("event rules", () => {
  const now = Date.UTC(2026, 0, 15, 10, 0);
  const hour = 3_600_000;
  const event = {
    title: "Algebra workshop",
    description: "Linear equations, step by step.",
    eventType: "workshop",
    scheduledAt: now + 24 * hour,
    durationMinutes: 60,
    maxAttendees: 30,
  };
  const schema = eventSchema(now);

  it("accepts an event in the coming year, with or without a limit", () => {
    expect(schema.parse(event)).toEqual(event);
    const { maxAttendees: _, ...open } = event;
    expect(schema.parse(open)).toEqual(open);
    expect(
      firstError(schema, {
        ...event,
        scheduledAt: now + EVENT_HORIZON_DAYS * 24 * hour,
        durationMinutes: 15,
        maxAttendees: 1,
      }),
    ).toBeNull();
    expect(
      firstError(schema, {
        ...event,
        durationMinutes: 480,
        maxAttendees: 10_000,
      }),
    ).toBeNull();
  });

  it("refuses a start that is not in the future, or more than a year ahead", () => {
    expect(firstError(schema, { ...event, scheduledAt: now - 1 })).toBe(
      "The event must start in the future",
    );
    expect(firstError(schema, { ...event, scheduledAt: now })).toBe(
      "The event must start in the future",
    );
    expect(
      firstError(schema, {
        ...event,
        scheduledAt: now + EVENT_HORIZON_DAYS * 24 * hour + 1,
      }),
    ).toBe("The event must start within a year");
    expect(firstError(schema, { ...event, scheduledAt: undefined })).toBe(
      "Please choose a date and time",
    );
  });

  it("refuses a duration outside 15 to 480 whole minutes", () => {
    expect(firstError(schema, { ...event, durationMinutes: 14 })).toBe(
      "Duration must be at least 15 minutes",
    );
    expect(firstError(schema, { ...event, durationMinutes: 481 })).toBe(
      "Duration must be at most 480 minutes",
    );
    expect(firstError(schema, { ...event, durationMinutes: 30.5 })).toBe(
      "Duration must be whole minutes",
    );
  });

  it("refuses a capacity outside 1 to 10,000 people", () => {
    expect(firstError(schema, { ...event, maxAttendees: 0 })).toBe(
      "Maximum attendees must be at least 1",
    );
    expect(firstError(schema, { ...event, maxAttendees: 10_001 })).toBe(
      "Maximum attendees must be at most 10,000",
    );
    expect(firstError(schema, { ...event, maxAttendees: 2.5 })).toBe(
      "Maximum attendees must be a whole number",
    );
  });

  it("refuses an unknown event type and short texts", () => {
    expect(firstError(schema, { ...event, eventType: "party" })).toBe(
      "Please choose an event type",
    );
    expect(firstError(schema, { ...event, title: "Quiz" })).toBe(
      "Title must be at least 5 characters",
    );
    expect(firstError(schema, { ...event, description: "Come!" })).toBe(
      "Description must be at least 10 characters",
    );
  });
});

describe("report details", () => {
  it("are optional, trimmed and at most 500 characters", () => {
    expect(reportDetailsSchema.parse(undefined)).toBeUndefined();
    expect(reportDetailsSchema.parse("  rude words  ")).toBe("rude words");
    expect(firstError(reportDetailsSchema, "d".repeat(500))).toBeNull();
    expect(firstError(reportDetailsSchema, "d".repeat(501))).toBe(
      "Details must be at most 500 characters",
    );
  });
});

describe("parseOrThrow with the community rules", () => {
  it("returns the parsed value", () => {
    expect(parseOrThrow(threadTitleSchema, " Fractions ")).toBe("Fractions");
  });

  it("throws InvalidInput with the first rule broken", () => {
    let thrown: unknown;
    try {
      parseOrThrow(threadSchema, { title: "Hi", content: "x" });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toMatchObject({
      data: {
        code: "InvalidInput",
        message: "Title must be at least 5 characters",
      },
    });
  });
});

describe("user text is normalised by every text schema", () => {
  const ZW = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF"];
  const BIDI = [
    "\u202A",
    "\u202B",
    "\u202C",
    "\u202D",
    "\u202E",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
  ];
  const CONTROL = ["\u0000", "\u0007", "\u0008", "\u000B", "\u001B", "\u007F"];

  it("strips bidi controls and control characters but keeps tabs, newlines and zero-width joiners", () => {
    for (const c of [...BIDI, ...CONTROL])
      expect(normalizeText(`ab${c}cd`), JSON.stringify(c)).toBe("abcd");
    expect(normalizeText("line one\r\nline two\rthree\tcol")).toBe(
      "line one\nline two\nthree\tcol",
    );
    // ZWJ and ZWNJ shape Indian scripts (क्‍ष) and emoji: they stay.
    expect(normalizeText("क्\u200Dष")).toBe("क्\u200Dष");
    expect(normalizeText("  hello  ")).toBe("hello");
  });

  it("does not count zero-width characters toward a minimum length", () => {
    expect(visibleLength(`ab${ZW.join("")}`)).toBe(2);
    // (U+FEFF is also whitespace to trim, so it leaves nothing at all.)
    for (const c of ZW)
      expect(
        firstError(threadTitleSchema, c.repeat(20)),
        JSON.stringify(c),
      ).toBe(
        c === "\uFEFF"
          ? "Title is required"
          : "Title must be at least 5 characters",
      );
    expect(firstError(threadTitleSchema, "Hi\u200B\u200B\u200B\u200B")).toBe(
      "Title must be at least 5 characters",
    );
    expect(firstError(replyBodySchema, "\u200B\u200C\u200D\u2060")).toBe(
      "Your reply must be at least 2 characters",
    );
    expect(firstError(fullNameSchema, "\u200B\u200B")).toBe(
      "Full name is required",
    );
    expect(firstError(subjectSchema, "\u2060")).toBe(
      "Subject/Expertise is required",
    );
    expect(
      firstError(clubSchema, {
        name: "\u200B".repeat(10),
        category: "Coding",
        description: "A club for people who like to code.",
      }),
    ).toBe("Club name must be at least 3 characters");
  });

  it("refuses a title that is only bidi or control characters, and stores text without them", () => {
    expect(
      firstError(threadTitleSchema, "\u202E\u202E\u202E\u202E\u202E\u202E"),
    ).toBe("Title is required");
    expect(
      firstError(threadTitleSchema, "\u0007\u0007\u0007\u0007\u0007"),
    ).toBe("Title is required");
    expect(
      threadSchema.parse({
        title: "\u202EHow do I factorise x² − 5x + 6?\u202C",
        content: "Step one\u0000\r\nstep two\u2066 here\u2069.",
      }),
    ).toEqual({
      title: "How do I factorise x² − 5x + 6?",
      content: "Step one\nstep two here.",
    });
    expect(threadBodySchema.parse("\u202Dabc\u001Bdefghij")).toBe("abcdefghij");
    expect(categoryNameSchema.parse("\u202ENotes")).toBe("Notes");
    expect(categoryDescriptionSchema.parse("Help\u0007 ")).toBe("Help");
    expect(reportDetailsSchema.parse("\u202Espam")).toBe("spam");
    expect(fullNameSchema.parse("\u202EAarav\u0000 Sharma")).toBe(
      "Aarav Sharma",
    );
    expect(emailSchema.parse("\u202Eneha@example.in\u0000")).toBe(
      "neha@example.in",
    );
    // Passwords are taken exactly as typed.
    expect(passwordSchema.parse("river\u200Bstone-42")).toBe(
      "river\u200Bstone-42",
    );
  });

  it("refuses the same text on the server as in the form", () => {
    let data: unknown;
    try {
      parseOrThrow(threadSchema, {
        title: "\u200B".repeat(30),
        content: "0123456789",
      });
    } catch (e) {
      data = (e as { data: unknown }).data;
    }
    expect(data).toEqual({
      code: "InvalidInput",
      message: "Title must be at least 5 characters",
    });
  });
});
