import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { CAPTIONS_MAX_BYTES } from "../../convex/learning/uploadRules";
import { createPerson, world, type Person, noticesTo } from "./fixtures/common";
import { TARGET, errorData, type TestBackend } from "./harness";
import { uploadFile } from "./fixtures/lessonVideo";
import {
  approveContent,
  removeContent,
  seedUploadChapter,
  settleMailAfterEach,
} from "./fixtures/content";

// A decision mails the uploader after commit.
const settle = settleMailAfterEach({ freshKeys: true });

const firstPage = { numItems: 20, cursor: null };
/** English captions as a mentor would upload them. */
const VTT = new TextEncoder().encode(
  "WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nA number line from 0 to 10\n",
);
/** A page with a script, declared as captions. */
const HTML = new TextEncoder().encode(
  "<!doctype html><script>fetch('/steal?c='+document.cookie)</script>",
);

/** The hash of each uploaded file, which only its uploader knows. */
const hashes = new Map<string, string>();

async function upload(
  t: TestBackend,
  who: Person,
  bytes?: Uint8Array<ArrayBuffer>,
  type?: string,
): Promise<Id<"_storage">> {
  const { storageId, sha256 } = await uploadFile(t, who, bytes, type);
  hashes.set(storageId, sha256);
  return storageId;
}

const uploadCaptions = (
  t: TestBackend,
  who: Person,
  bytes: Uint8Array<ArrayBuffer> = VTT,
  type = "text/vtt",
) => upload(t, who, bytes, type);

const fileExists = (t: TestBackend, id: Id<"_storage">) =>
  t.run(async (ctx) => (await ctx.db.system.get("_storage", id)) !== null);

/** How many rows a submission writes: none after a refusal. */
const written = (t: TestBackend) =>
  t.run(async (ctx) => ({
    uploads: (await ctx.db.query("uploads").collect()).length,
    content: (await ctx.db.query("dashboard_content").collect()).length,
  }));

async function cast() {
  const w = await world();
  settle(w.t);
  const ids = await seedUploadChapter(w.t);
  const rohan = await createPerson(w.t, {
    email: "rohan@example.in",
    fullName: "Rohan Das",
    role: "mentor",
  });
  return { ...w, ...ids, rohan };
}
type Cast = Awaited<ReturnType<typeof cast>>;

const details = (
  c: Cast,
  storageId: Id<"_storage">,
  captionsId: Id<"_storage">,
) => ({
  storageId,
  sha256: hashes.get(storageId)!,
  fileName: "number-line.mp4",
  title: "Real numbers on the number line",
  description: "How to place √2 on the number line, step by step.",
  chapterId: c.chapterId,
  durationSeconds: 95,
  captions: {
    storageId: captionsId,
    sha256: hashes.get(captionsId)!,
    fileName: "number-line.en.vtt",
  },
});

/** Submits as the mentor and expects a refusal with nothing written. */
async function refused(c: Cast, args: ReturnType<typeof details>) {
  const error = await errorData(
    c.mentor.as.mutation(api.learning.uploads.submitLesson, args),
  );
  expect(await written(c.t)).toEqual({ uploads: 0, content: 0 });
  return error;
}

describe("a lesson video with captions", () => {
  it("is submitted, reviewed with its captions, and published with an English captions URL", async () => {
    const c = await cast();
    const video = await upload(c.t, c.mentor);
    const captions = await uploadCaptions(c.t, c.mentor);
    const { contentId, uploadId } = await c.mentor.as.mutation(
      api.learning.uploads.submitLesson,
      details(c, video, captions),
    );
    await c.t.finishScheduled();

    // Both files are checked by their first bytes; the captions have their own row.
    const rows = await c.t.run(async (ctx) => {
      const upload = (await ctx.db.get("uploads", uploadId))!;
      return {
        upload,
        captions: upload.captions_id
          ? await ctx.db.get("uploads", upload.captions_id)
          : null,
      };
    });
    expect(rows.upload).toMatchObject({ checked_type: "video/mp4" });
    expect(rows.captions).toMatchObject({
      kind: "captions",
      owner_id: c.mentor.userId,
      storage_id: captions,
      file_name: "number-line.en.vtt",
      content_type: "text/vtt",
      size_bytes: VTT.byteLength,
      checked_type: "text/vtt",
    });

    // Staff review shows that the video has captions.
    const queue = await c.moderator.as.query(api.admin.content.list, {
      status: "pending",
      paginationOpts: firstPage,
    });
    expect(queue.page[0].preview).toMatchObject({
      kind: "lesson_upload",
      captionsUrl: expect.stringMatching(/^https?:\/\//),
    });

    await approveContent(c.moderator, contentId, "pending");
    const [approved] = await c.mentor.as.query(
      api.learning.uploads.myUploads,
      {},
    );
    const lessonId = approved.lessonId!;
    expect(
      await c.t.run((ctx) => ctx.db.get("lessons", lessonId)),
    ).toMatchObject({
      video: { kind: "storage", storage_id: video },
      captions: { kind: "storage", storage_id: captions },
    });
    const page = await c.student.as.query(api.learning.lessons.get, {
      lessonId,
    });
    expect(page?.captionsUrl).toMatch(/^https?:\/\//);
    if (TARGET === "local") {
      const res = await fetch(page!.captionsUrl!);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/vtt/);
      expect(await res.text()).toMatch(/^WEBVTT\n/);
    }
  });

  it("gives a lesson without captions no captions URL", async () => {
    const c = await cast();
    const video = await upload(c.t, c.mentor);
    const { sha256 } = { sha256: hashes.get(video)! };
    const { contentId } = await c.mentor.as.mutation(
      api.learning.uploads.submitLesson,
      {
        storageId: video,
        sha256,
        fileName: "number-line.mp4",
        title: "Real numbers on the number line",
        description: "How to place √2 on the number line, step by step.",
        chapterId: c.chapterId,
        durationSeconds: 95,
      },
    );
    await c.t.finishScheduled();
    const queue = await c.moderator.as.query(api.admin.content.list, {
      status: "pending",
      paginationOpts: firstPage,
    });
    expect(queue.page[0].preview).toMatchObject({ captionsUrl: null });
    await approveContent(c.moderator, contentId, "pending");
    const [approved] = await c.mentor.as.query(
      api.learning.uploads.myUploads,
      {},
    );
    const page = await c.student.as.query(api.learning.lessons.get, {
      lessonId: approved.lessonId!,
    });
    expect(page).toMatchObject({ captionsUrl: null });
  });

  it("refuses students, unverified mentors and visitors, writing nothing", async () => {
    const c = await cast();
    const video = await upload(c.t, c.mentor);
    const captions = await uploadCaptions(c.t, c.mentor);
    for (const who of [c.student, c.rohan, c.moderator]) {
      expect(
        await errorData(
          who.as.mutation(
            api.learning.uploads.submitLesson,
            details(c, video, captions),
          ),
        ),
      ).toMatchObject({ code: "NotAuthorized" });
    }
    expect(
      await errorData(
        c.t.mutation(
          api.learning.uploads.submitLesson,
          details(c, video, captions),
        ),
      ),
    ).toMatchObject({ code: "NotAuthenticated" });
    expect(await written(c.t)).toEqual({ uploads: 0, content: 0 });
  });

  it("refuses a captions file not stored as WebVTT; the client's discard of both files leaves nothing", async () => {
    const c = await cast();
    const video = await upload(c.t, c.mentor);
    const captions = await uploadCaptions(
      c.t,
      c.mentor,
      new TextEncoder().encode("1\n00:00:00.000 --> 00:00:02.000\nHi\n"),
      "application/x-subrip",
    );
    expect(await refused(c, details(c, video, captions))).toEqual({
      code: "InvalidInput",
      message: "Captions must be a WebVTT (.vtt) file.",
    });
    for (const storageId of [video, captions])
      await c.mentor.as.mutation(api.learning.uploads.discardUpload, {
        storageId,
        sha256: hashes.get(storageId)!,
      });
    expect(await fileExists(c.t, video)).toBe(false);
    expect(await fileExists(c.t, captions)).toBe(false);
  });

  it("refuses a captions file that is too big or empty", async () => {
    const c = await cast();
    const video = await upload(c.t, c.mentor);
    const big = new Uint8Array(CAPTIONS_MAX_BYTES + 1).fill(0x41);
    big.set(VTT);
    const tooBig = await uploadCaptions(c.t, c.mentor, big);
    expect(await refused(c, details(c, video, tooBig))).toEqual({
      code: "InvalidInput",
      message:
        "This captions file is larger than 512 KB. Please choose a smaller file.",
    });
    const empty = await uploadCaptions(c.t, c.mentor, new Uint8Array(0));
    expect(await refused(c, details(c, video, empty))).toEqual({
      code: "InvalidInput",
      message: "This captions file is empty. Please choose another file.",
    });
  });

  it("refuses a captions file that is no longer stored", async () => {
    const c = await cast();
    const video = await upload(c.t, c.mentor);
    const captions = await uploadCaptions(c.t, c.mentor);
    await c.t.run((ctx) => ctx.storage.delete(captions));
    expect(await refused(c, details(c, video, captions))).toEqual({
      code: "NotFound",
      message:
        "The uploaded captions file is no longer there. Please upload it again.",
    });
  });

  it("uses only the caller's own captions, and each file once", async () => {
    const c = await cast();
    const video = await upload(c.t, c.mentor);
    const captions = await uploadCaptions(c.t, c.mentor);
    // Someone else's file: its hash is not the caller's to give.
    expect(
      await refused(c, {
        ...details(c, video, captions),
        captions: {
          storageId: captions,
          sha256: hashes.get(video)!,
          fileName: "x.vtt",
        },
      }),
    ).toEqual({
      code: "NotAuthorized",
      message: "You can only use a captions file you uploaded yourself.",
    });
    await c.mentor.as.mutation(
      api.learning.uploads.submitLesson,
      details(c, video, captions),
    );
    const second = await upload(c.t, c.mentor);
    expect(
      await errorData(
        c.mentor.as.mutation(
          api.learning.uploads.submitLesson,
          details(c, second, captions),
        ),
      ),
    ).toEqual({
      code: "Conflict",
      message:
        "This captions file has already been submitted. Please upload it again.",
    });
  });

  it("takes the whole submission when the captions' first bytes are not WebVTT, and tells the uploader", async () => {
    const c = await cast();
    const video = await upload(c.t, c.mentor);
    const captions = await uploadCaptions(c.t, c.mentor, HTML, "text/vtt");
    // The declared type passes; the check of the bytes runs just after.
    await c.mentor.as.mutation(
      api.learning.uploads.submitLesson,
      details(c, video, captions),
    );
    await c.t.finishScheduled();
    expect(await fileExists(c.t, video)).toBe(false);
    expect(await fileExists(c.t, captions)).toBe(false);
    expect(await written(c.t)).toEqual({ uploads: 0, content: 0 });
    const notices = await noticesTo(c.t, c.mentor.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: "lesson_denied" });
    expect(notices[0].body).toContain(
      "The captions file is not a WebVTT file.",
    );
  });

  it("goes with its video when staff delete the pending item", async () => {
    const c = await cast();
    const video = await upload(c.t, c.mentor);
    const captions = await uploadCaptions(c.t, c.mentor);
    const { contentId } = await c.mentor.as.mutation(
      api.learning.uploads.submitLesson,
      details(c, video, captions),
    );
    await c.t.finishScheduled();
    await removeContent(c.moderator, contentId, "pending");
    expect(await fileExists(c.t, video)).toBe(false);
    expect(await fileExists(c.t, captions)).toBe(false);
    expect(await written(c.t)).toEqual({ uploads: 0, content: 0 });
  });
});
