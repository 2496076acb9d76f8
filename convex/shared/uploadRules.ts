import { z } from "zod";
import { normalizedText } from "./communityRules";

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
/** For `<input type="file" accept=…>`. */
export const LESSON_VIDEO_ACCEPT = LESSON_VIDEO_TYPES.join(",");

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
