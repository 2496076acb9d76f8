import { z } from "zod";
import { normalizedText } from "../community/rules";

/**
 * Rules of lesson uploads (a verified mentor's video that staff review and
 * publish as a lesson), shared by the upload form and the server so both say
 * the same thing. No server imports: the front end bundles this file.
 */

/** The default cap on one lesson video: 200 MiB (the server's is env LESSON_UPLOAD_MAX_BYTES). */
export const LESSON_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** The video types a lesson may be uploaded as (what every browser plays). */
export const LESSON_VIDEO_TYPES = ["video/mp4", "video/webm"] as const;
export type LessonVideoType = (typeof LESSON_VIDEO_TYPES)[number];
/**
 * What storage may serve inline, known by a file's first bytes: the lesson
 * video types and WebVTT captions. The type a browser declares at upload is
 * never trusted alone.
 */
export type LessonMediaType = LessonVideoType | "text/vtt";
/** How many leading bytes `sniffLessonMedia` needs. */
export const SNIFF_BYTES = 64;

/** The lesson media type `head` (a file's first bytes) shows, or null for anything else. */
export function sniffLessonMedia(head: Uint8Array): LessonMediaType | null {
  const ascii = (from: number, to: number) =>
    String.fromCharCode(...head.subarray(from, to));
  // MP4 (ISO base media): the first box is of type `ftyp`.
  if (head.length >= 12 && ascii(4, 8) === "ftyp") return "video/mp4";
  // WebM: an EBML header whose DocType is "webm".
  if (
    head.length >= 4 &&
    head[0] === 0x1a &&
    head[1] === 0x45 &&
    head[2] === 0xdf &&
    head[3] === 0xa3 &&
    ascii(4, head.length).includes("webm")
  )
    return "video/webm";
  // WebVTT: "WEBVTT" (after an optional byte-order mark), then a space, tab, line end or nothing.
  const start =
    head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  if (
    ascii(start, start + 6) === "WEBVTT" &&
    (head.length === start + 6 || /[ \t\r\n]/.test(ascii(start + 6, start + 7)))
  )
    return "text/vtt";
  return null;
}

/** Why a stored file's first bytes cannot be a lesson video, or null when they can. */
export function videoContentProblem(head: Uint8Array): string | null {
  const type = sniffLessonMedia(head);
  return type === "video/mp4" || type === "video/webm"
    ? null
    : "The file is not an MP4 or WebM video.";
}

/** Why a stored file's first bytes cannot be WebVTT captions, or null when they can. */
export function captionsContentProblem(head: Uint8Array): string | null {
  return sniffLessonMedia(head) === "text/vtt"
    ? null
    : "The captions file is not a WebVTT file.";
}

/** A file's SHA-256 as storage keeps it (base64, 44 characters). */
export const SHA256_BASE64 = /^[A-Za-z0-9+/]{43}=$/;

/** For `<input type="file" accept=…>`. */
export const LESSON_VIDEO_ACCEPT = LESSON_VIDEO_TYPES.join(",");

/**
 * The cap on a lesson video's captions file: 512 KB, ample for hours of
 * subtitles (WebVTT is plain text).
 */
export const CAPTIONS_MAX_BYTES = 512 * 1024;
/** The one captions type: WebVTT (English captions, one file per video). */
export const CAPTIONS_TYPE = "text/vtt";
/** For `<input type="file" accept=…>`: the type, and the extension for systems that name no type. */
export const CAPTIONS_ACCEPT = `.vtt,${CAPTIONS_TYPE}`;

/** A lesson video lasts from 1 second to 4 hours (read from the file's metadata by the browser). */
export const LESSON_VIDEO_SECONDS = { min: 1, max: 4 * 3_600 } as const;

export const LESSON_TITLE = { min: 5, max: 120 } as const;
export const LESSON_DESCRIPTION = { min: 10, max: 2_000 } as const;
export const FILE_NAME_MAX = 255;
/** A denial's reason, told to the uploader. */
export const DENIAL_REASON = { min: 10, max: 1_000 } as const;

/** An unclaimed file in storage older than this is deleted by the hourly sweep. */
export const ORPHAN_FILE_AGE_MS = 60 * 60 * 1000;

export const lessonTitleSchema = normalizedText("Lesson title", LESSON_TITLE);
export const lessonDescriptionSchema = normalizedText(
  "Description",
  LESSON_DESCRIPTION,
);
export const fileNameSchema = normalizedText("File name", {
  min: 1,
  max: FILE_NAME_MAX,
});
export const denialReasonSchema = normalizedText("Reason", DENIAL_REASON);

export const lessonDetailsSchema = z.object({
  title: lessonTitleSchema,
  description: lessonDescriptionSchema,
});

/** "200 MB": a byte count as people read it (MiB, named MB as file pickers do). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : mb.toFixed(1)} MB`;
}

/**
 * Why a file cannot be a lesson video, or null when it can: the one check of
 * type, emptiness and size, run by the form before uploading and by the
 * server on what was stored.
 */
export function videoFileProblem(
  file: { type: string | null | undefined; size: number },
  maxBytes: number = LESSON_UPLOAD_MAX_BYTES,
): string | null {
  const type = (file.type ?? "").split(";")[0].trim().toLowerCase();
  if (!(LESSON_VIDEO_TYPES as readonly string[]).includes(type))
    return "Only MP4 or WebM videos can be uploaded.";
  if (file.size <= 0) return "This file is empty. Please choose another video.";
  if (file.size > maxBytes)
    return `This video is larger than ${formatBytes(maxBytes)}. Please upload a smaller file.`;
  return null;
}

/**
 * Why a file cannot be a lesson's captions, or null when it can: the one
 * check of type, emptiness and size, run by the form before uploading and by
 * the server on what was stored. A browser may declare no type for a `.vtt`
 * file, so the form also goes by its name; the server by the type stored
 * (the form stores captions as `text/vtt`), and then by its first bytes.
 */
export function captionsFileProblem(
  file: { type: string | null | undefined; size: number; name?: string },
  maxBytes: number = CAPTIONS_MAX_BYTES,
): string | null {
  const type = (file.type ?? "").split(";")[0].trim().toLowerCase();
  const vttName = file.name?.toLowerCase().endsWith(".vtt") ?? false;
  if (type !== CAPTIONS_TYPE && !(type === "" && vttName))
    return "Captions must be a WebVTT (.vtt) file.";
  if (file.size <= 0)
    return "This captions file is empty. Please choose another file.";
  if (file.size > maxBytes)
    return `This captions file is larger than ${formatBytes(maxBytes)}. Please choose a smaller file.`;
  return null;
}
