import { useMutation, useQuery } from "convex/react";
import type { Id } from "@convex/_generated/dataModel";
import { api } from "@convex/_generated/api";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  CAPTIONS_TYPE,
  LESSON_UPLOAD_MAX_BYTES,
  captionsFileProblem,
  videoFileProblem,
} from "@convex/learning/uploadRules";
import { describeServerError, serverCode } from "../../../../lib/serverError";

/**
 * The upload of one lesson video: checked in the browser with the server's
 * own rules, sent straight to storage with real progress (XMLHttpRequest's
 * upload events), then submitted with its words and chapter. A file the
 * server refuses, or one the mentor replaces or gives up, is discarded from
 * storage (the server's hourly sweep catches anything left). The server acts
 * on a stored file only for whoever has it: submitting and discarding send
 * the file's SHA-256 (worked out while it uploads) with its id.
 *
 * Optional English captions (a WebVTT file, checked in the browser by the
 * server's rule when chosen) are uploaded the same way when the lesson is
 * submitted, stored as `text/vtt`, and named in the same submission; if
 * anything refuses them they are discarded, and only a refusal of the video
 * itself discards the video.
 */

export type UploadState =
  | { phase: "empty" }
  /** Refused before or while uploading: nothing is kept. */
  | { phase: "refused"; message: string }
  | { phase: "uploading"; file: File; percent: number }
  | {
      phase: "uploaded";
      file: File;
      storageId: Id<"_storage">;
      sha256: string;
    };

/** A stored file and the hash that proves its uploader has it. */
type StoredFile = { storageId: Id<"_storage">; sha256: string };

export type LessonDetails = {
  title: string;
  description: string;
  chapterId: Id<"chapters">;
  durationSeconds: number;
};

/** The SHA-256 of a file, base64 (as storage keeps it). */
async function fileSha256(file: File): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest(
      "SHA-256",
      new Uint8Array(await file.arrayBuffer()),
    ),
  );
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A refusal of the captions file, shown at its field (the video stays chosen). */
export class CaptionsError extends Error {}

/** Whether a server refusal is about the captions file (its messages name it). */
const aboutCaptions = (message: string) => /captions/i.test(message);

/** POSTs `file` to an upload URL, reporting the share sent; resolves with the stored file's id. */
function sendFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: { xhr: XMLHttpRequest | null },
  contentType: string = file.type,
): Promise<Id<"_storage">> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    signal.xhr = xhr;
    xhr.open("POST", url);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 413)
        return reject(
          new Error(
            "This video is larger than the server accepts. Please upload a smaller file.",
          ),
        );
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(new Error("The upload failed. Please try again."));
      try {
        const { storageId } = JSON.parse(xhr.responseText) as {
          storageId: Id<"_storage">;
        };
        onProgress(100);
        resolve(storageId);
      } catch {
        reject(new Error("The upload failed. Please try again."));
      }
    };
    xhr.onerror = () =>
      reject(
        new Error(
          "The upload failed. Please check your connection and try again.",
        ),
      );
    xhr.onabort = () => reject(new Error("aborted"));
    xhr.send(file);
  });
}

export function useLessonUpload() {
  const generateUploadUrl = useMutation(api.learning.uploads.generateUploadUrl);
  const submitLesson = useMutation(api.learning.uploads.submitLesson);
  const discardUpload = useMutation(api.learning.uploads.discardUpload);
  const [state, setState] = useState<UploadState>({ phase: "empty" });
  // The upload in flight and the stored file not yet submitted, for cleanup.
  const inFlight = useRef<{ xhr: XMLHttpRequest | null }>({ xhr: null });
  const unsubmitted = useRef<StoredFile | null>(null);
  const attempt = useRef(0);

  const discard = useCallback(() => {
    inFlight.current.xhr?.abort();
    inFlight.current = { xhr: null };
    const stored = unsubmitted.current;
    unsubmitted.current = null;
    if (stored) void discardUpload(stored).catch(() => {});
  }, [discardUpload]);

  // Leaving the page gives up the unsubmitted file.
  useEffect(() => discard, [discard]);

  /** Checks `file` and uploads it at once (replacing any earlier choice). */
  const choose = useCallback(
    async (file: File) => {
      discard();
      const current = ++attempt.current;
      const problem = videoFileProblem(file, LESSON_UPLOAD_MAX_BYTES);
      if (problem) return setState({ phase: "refused", message: problem });
      setState({ phase: "uploading", file, percent: 0 });
      const signal = { xhr: null };
      inFlight.current = signal;
      // Hashed while it uploads; a failure shows as the upload's.
      const hashing = fileSha256(file).catch(() => {
        throw new Error("This file could not be read. Please choose it again.");
      });
      hashing.catch(() => {});
      try {
        const url = await generateUploadUrl({});
        if (current !== attempt.current) return;
        const storageId = await sendFile(
          url,
          file,
          (percent) => {
            if (current === attempt.current)
              setState({ phase: "uploading", file, percent });
          },
          signal,
        );
        const sha256 = await hashing;
        if (current !== attempt.current) {
          void discardUpload({ storageId, sha256 }).catch(() => {});
          return;
        }
        unsubmitted.current = { storageId, sha256 };
        setState({ phase: "uploaded", file, storageId, sha256 });
      } catch (error) {
        if (current !== attempt.current) return;
        setState({
          phase: "refused",
          message:
            serverCode(error) !== null
              ? describeServerError(error)
              : error instanceof Error
                ? error.message
                : "The upload failed. Please try again.",
        });
      }
    },
    [discard, discardUpload, generateUploadUrl],
  );

  /** Forgets the chosen file (and deletes it from storage if it was uploaded). */
  const clear = useCallback(() => {
    attempt.current++;
    discard();
    setState({ phase: "empty" });
  }, [discard]);

  /** Uploads the captions file (stored as WebVTT); throws a `CaptionsError`. */
  const uploadCaptions = useCallback(
    async (file: File): Promise<StoredFile & { fileName: string }> => {
      const problem = captionsFileProblem(file);
      if (problem) throw new CaptionsError(problem);
      try {
        const [url, sha256] = await Promise.all([
          generateUploadUrl({}),
          fileSha256(file),
        ]);
        const storageId = await sendFile(
          url,
          file,
          () => {},
          { xhr: null },
          CAPTIONS_TYPE,
        );
        return { storageId, sha256, fileName: file.name };
      } catch (error) {
        throw new CaptionsError(
          serverCode(error) !== null
            ? describeServerError(error)
            : "The captions file could not be uploaded. Please try again.",
        );
      }
    },
    [generateUploadUrl],
  );

  /**
   * Submits the uploaded file with its details (and captions, if chosen).
   * Throws the server's refusal (a `CaptionsError` when it concerns the
   * captions); a refusal of the video itself (its type or size as stored, a
   * second claim) discards it, so the mentor chooses again.
   */
  const submit = useCallback(
    async (details: LessonDetails, captionsFile: File | null = null) => {
      if (state.phase !== "uploaded")
        throw new Error("Choose a video and wait for it to upload.");
      const captions = captionsFile
        ? await uploadCaptions(captionsFile)
        : undefined;
      try {
        const result = await submitLesson({
          storageId: state.storageId,
          sha256: state.sha256,
          fileName: state.file.name,
          ...details,
          ...(captions ? { captions } : {}),
        });
        unsubmitted.current = null;
        setState({ phase: "empty" });
        return result;
      } catch (error) {
        if (captions)
          void discardUpload({
            storageId: captions.storageId,
            sha256: captions.sha256,
          }).catch(() => {});
        const code = serverCode(error);
        const message = describeServerError(error);
        if (code !== null && aboutCaptions(message))
          throw new CaptionsError(message);
        if (code === "InvalidInput" || code === "Conflict") {
          attempt.current++;
          discard();
          setState({ phase: "refused", message });
        }
        throw error;
      }
    },
    [discard, discardUpload, state, submitLesson, uploadCaptions],
  );

  return { state, choose, clear, submit };
}

/** The viewer's latest uploads with their status (verified mentors). */
export function useMyUploads() {
  return useQuery(api.learning.uploads.myUploads, {});
}

/** Subjects of a class and chapters of a subject, for the form's selects. */
export function useCatalogueChoices(grade: number | null, slug: string | null) {
  const subjects = useQuery(
    api.learning.catalogue.subjects,
    grade === null ? "skip" : { grade },
  );
  const subject = useQuery(
    api.learning.catalogue.subject,
    grade === null || slug === null ? "skip" : { grade, slug },
  );
  return {
    subjects: subjects?.subjects ?? [],
    chapters: subject?.chapters ?? [],
  };
}
