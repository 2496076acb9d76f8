// The recorded product demo (npm run record:demo) and its captions: the
// WebVTT parses, its cues run in order without overlapping and cover the
// whole video, and the files are the kind and size the /demo page expects.
// The video's length is read with ffprobe where it is installed, and checked
// against the duration the recording measured (product-demo.json).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCT_DEMO } from "../../src/app/pages/info/productDemo";

const file = (url: string) => path.join(process.cwd(), "public", url);

type Cue = { start: number; end: number; text: string };

/** "00:01:02.500" or "01:02.500" in seconds; throws on anything else. */
function cueSeconds(stamp: string): number {
  const match = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d\.\d{3})$/.exec(stamp);
  if (!match) throw new Error(`Not a WebVTT time: "${stamp}"`);
  return (
    Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3])
  );
}

/** The cues of a WebVTT file (header, then blocks: optional id, timing line, text). */
function parseVtt(text: string): Cue[] {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n{2,}/);
  const header = blocks.shift() ?? "";
  if (!/^WEBVTT(?:[ \t].*)?$/.test(header.split("\n")[0]))
    throw new Error("The file does not start with WEBVTT");
  return blocks.map((block) => {
    const lines = block.split("\n");
    const timing = lines.findIndex((l) => l.includes("-->"));
    if (timing < 0 || timing > 1)
      throw new Error(`A cue without a timing line: "${block}"`);
    const [start, end] = lines[timing]
      .split("-->")
      .map((t) => t.trim().split(/\s+/)[0]);
    const words = lines
      .slice(timing + 1)
      .join("\n")
      .trim();
    if (!words) throw new Error(`A cue without text: "${block}"`);
    return { start: cueSeconds(start), end: cueSeconds(end), text: words };
  });
}

function ffprobeDuration(video: string): number | null {
  try {
    const out = execFileSync(
      "ffprobe",
      [
        ...["-v", "error", "-show_entries", "format=duration"],
        ...["-of", "default=noprint_wrappers=1:nokey=1", video],
      ],
      { encoding: "utf8" },
    );
    return Number(out.trim());
  } catch {
    return null; // no ffprobe on this machine
  }
}

const facts = JSON.parse(fs.readFileSync(file(PRODUCT_DEMO.facts), "utf8")) as {
  durationSeconds: number;
  width: number;
  height: number;
};

describe("the WebVTT parser", () => {
  it("reads cues and refuses a malformed file", () => {
    expect(
      parseVtt("WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHello\n"),
    ).toEqual([{ start: 0, end: 2.5, text: "Hello" }]);
    expect(() => parseVtt("1\n00:00:00.000 --> 00:00:01.000\nHi")).toThrow(
      /WEBVTT/,
    );
    expect(() => parseVtt("WEBVTT\n\n00:00:00 --> 00:00:01.000\nHi")).toThrow(
      /Not a WebVTT time/,
    );
    expect(() => parseVtt("WEBVTT\n\n00:00:00.000 --> 00:00:01.000")).toThrow(
      /without text/,
    );
  });
});

describe("the product demo video", () => {
  const video = file(PRODUCT_DEMO.video);
  const cues = parseVtt(fs.readFileSync(file(PRODUCT_DEMO.captions), "utf8"));

  it("is a WebM of 40 to 75 seconds, under 2 MB, at the page's size", () => {
    const bytes = fs.readFileSync(video);
    // EBML magic, and the WebM doctype in the header.
    expect(bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
    expect(bytes.subarray(0, 64).includes(Buffer.from("webm"))).toBe(true);
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    expect(facts.durationSeconds).toBeGreaterThanOrEqual(40);
    expect(facts.durationSeconds).toBeLessThanOrEqual(75);
    expect([facts.width, facts.height]).toEqual([
      PRODUCT_DEMO.width,
      PRODUCT_DEMO.height,
    ]);
  });

  it("lasts as long as the recording measured (ffprobe, where installed)", () => {
    const probed = ffprobeDuration(video);
    if (probed === null) return;
    expect(Math.abs(probed - facts.durationSeconds)).toBeLessThan(0.05);
  });

  it("has captions in order that cover it from start to end", () => {
    expect(cues.length).toBeGreaterThanOrEqual(5);
    expect(cues[0].start).toBeLessThanOrEqual(1);
    for (const [i, cue] of cues.entries()) {
      expect(cue.end, cue.text).toBeGreaterThan(cue.start);
      // Long enough to read: at least two seconds a cue.
      expect(cue.end - cue.start, cue.text).toBeGreaterThanOrEqual(2);
      if (i > 0) {
        // No overlap, and no stretch of the video without words.
        expect(cue.start, cue.text).toBeGreaterThanOrEqual(cues[i - 1].end);
        expect(cue.start - cues[i - 1].end, cue.text).toBeLessThan(0.5);
      }
    }
    expect(
      Math.abs(cues[cues.length - 1].end - facts.durationSeconds),
    ).toBeLessThan(0.5);
  });

  it("has a WebP poster", () => {
    const poster = fs.readFileSync(file(PRODUCT_DEMO.poster));
    expect(poster.subarray(0, 4).toString()).toBe("RIFF");
    expect(poster.subarray(8, 12).toString()).toBe("WEBP");
  });
});
