import { expect } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { Person } from "./fixtures";
import { TARGET, type TestBackend } from "./harness";

/**
 * A lesson video as the server checks one: an MP4's first box (`ftyp`), then
 * filler. The server checks type, first bytes and size, not the codec.
 */
export const VIDEO = new Uint8Array(2048).fill(7);
VIDEO.set(new TextEncoder().encode("\0\0\0\x18ftypisom\0\0\x02\0isomiso2"));

/** SHA-256 of bytes, base64 (as storage keeps it): the uploader's proof of holding the file. */
export async function sha256Of(
  bytes: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Buffer.from(digest).toString("base64");
}

/**
 * Uploads bytes as `who` the way the browser does: an upload URL from
 * `generateUploadUrl`, then a POST of the file with its type. On convex-test
 * (whose upload URL is not served) the file is stored directly, with the
 * type the upload would have stored.
 */
export async function uploadFile(
  t: TestBackend,
  who: Person,
  bytes: Uint8Array<ArrayBuffer> = VIDEO,
  type: string = "video/mp4",
): Promise<{ storageId: Id<"_storage">; sha256: string }> {
  const url = await who.as.mutation(api.learning.uploads.generateUploadUrl, {});
  expect(url).toMatch(/^https?:\/\//);
  const sha256 = await sha256Of(bytes);
  if (TARGET === "local") {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": type },
      body: bytes,
    });
    expect(res.status).toBe(200);
    const { storageId } = (await res.json()) as { storageId: Id<"_storage"> };
    return { storageId, sha256 };
  }
  const storageId = await t.run(async (ctx) => {
    const id = await ctx.storage.store(new Blob([bytes], { type }));
    // convex-test keeps no content type; Convex stores the upload's.
    await ctx.db.patch(
      "_storage" as never,
      id as never,
      { contentType: type } as never,
    );
    return id;
  });
  return { storageId, sha256 };
}

/**
 * A lesson video uploaded and submitted by `mentor` for `chapterId`, after the
 * check of its first bytes that runs just after the submission.
 */
export async function submitLessonVideo(
  t: TestBackend,
  mentor: Person,
  chapterId: Id<"chapters">,
) {
  const { storageId, sha256 } = await uploadFile(t, mentor);
  const { contentId, uploadId } = await mentor.as.mutation(
    api.learning.uploads.submitLesson,
    {
      storageId,
      sha256,
      fileName: "number-line.mp4",
      title: "Real numbers on the number line",
      description: "How to place √2 on the number line, step by step.",
      chapterId,
      durationSeconds: 95,
    },
  );
  await t.finishScheduled();
  return { storageId, contentId, uploadId };
}
