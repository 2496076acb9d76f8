import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CAPTIONS_MAX_BYTES,
  LESSON_UPLOAD_MAX_BYTES,
} from "../../convex/learning/uploadRules";
import { UploadLesson } from "../../src/features/mentorship/workspace/upload/UploadLesson";
import { fakeConvex as convex } from "./fakeConvex";
import { renderAt, signedIn } from "./render";

vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

// jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    value: { addEventListener() {}, removeEventListener() {} },
  });

const URL_FN = "learning/uploads:generateUploadUrl";
const SUBMIT = "learning/uploads:submitLesson";
const DISCARD = "learning/uploads:discardUpload";
const MINE = "learning/uploads:myUploads";
const SUBJECTS = "learning/catalogue:subjects";
const SUBJECT = "learning/catalogue:subject";
const UPLOAD_URL = "http://127.0.0.1:3210/api/storage/upload?token=abc";
/** SHA-256 (base64) of `video()`'s 4096 zero bytes: sent to prove the mentor has the file. */
const VIDEO_SHA256 = "rX+sslhvxulmwATX0dFrAk9YBf98tHx6hdq9i0iJLKc=";

/** A stand-in for XMLHttpRequest: the test drives its progress and answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({
      lengthComputable: true,
      loaded,
      total,
    } as ProgressEvent);
  }
  finish(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const toast = vi.spyOn(notifications, "show");
beforeEach(() => {
  convex.reset();
  toast.mockClear();
  FakeXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  URL.createObjectURL = vi.fn(() => "blob:video");
  URL.revokeObjectURL = vi.fn();
  convex.queries.set(MINE, []);
  convex.queries.set(SUBJECTS, {
    grade: 9,
    registeredGrade: null,
    subjects: [{ _id: "s1", slug: "mathematics", name: "Mathematics" }],
  });
  convex.queries.set(SUBJECT, {
    chapters: [
      { _id: "ch1", number: 1, title: "Number Systems" },
      { _id: "ch2", number: 2, title: "Polynomials" },
    ],
  });
  convex.mutation(URL_FN).mockResolvedValue(UPLOAD_URL);
});
afterEach(() => vi.unstubAllGlobals());

const user = () => userEvent.setup({ delay: null });
const render = () =>
  renderAt(<UploadLesson />, {
    path: "/teacher-dashboard",
    session: signedIn("mentor"),
  });

const fileInput = () =>
  screen.getByLabelText<HTMLInputElement>("Lesson video", {
    selector: "input",
  });
const uploadButton = () =>
  screen.getByRole("button", { name: "Upload Lesson" });
const video = (name = "number-line.mp4", type = "video/mp4", bytes = 4096) =>
  new File([new Uint8Array(bytes)], name, { type });

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), {
    selector: "input, textarea",
  });
}

/** Chooses `file` with Browse files' input and lets the upload finish at 100%. */
async function uploadFully(u: ReturnType<typeof user>, file = video()) {
  await u.upload(fileInput(), file);
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  FakeXhr.last!.progress(file.size, file.size);
  FakeXhr.last!.finish(200, { storageId: "stored1" });
  await screen.findByText("100%");
  const player = screen.getByTestId("video-length");
  Object.defineProperty(player, "duration", { value: 95.4 });
  fireEvent.loadedMetadata(player);
}

async function fillDetails(u: ReturnType<typeof user>) {
  await u.type(field("Lesson Title"), "Real numbers on the number line");
  await u.type(
    field("Description"),
    "How to place √2 on the number line, step by step.",
  );
  await u.click(screen.getByRole("combobox", { name: /^Class/ }));
  await u.click(await screen.findByRole("option", { name: "Class 9" }));
  await u.click(screen.getByRole("combobox", { name: /^Subject/ }));
  await u.click(await screen.findByRole("option", { name: "Mathematics" }));
  await u.click(screen.getByRole("combobox", { name: /^Chapter/ }));
  await u.click(await screen.findByRole("option", { name: "2. Polynomials" }));
}

describe("UploadLesson", () => {
  it("offers a labelled file input for MP4 and WebM behind a Browse files button, Upload Lesson off until a file is in", () => {
    render();
    expect(
      screen.getByRole("heading", { name: "Upload Content" }),
    ).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute("accept", "video/mp4,video/webm");
    expect(screen.getByRole("button", { name: "Browse files" })).toBeEnabled();
    expect(screen.getByText(/MP4 or WebM, up to 200 MB/)).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    for (const label of ["Lesson Title", "Description"])
      expect(field(label)).toBeInTheDocument();
    for (const name of [/^Class/, /^Subject/, /^Chapter/])
      expect(screen.getByRole("combobox", { name })).toBeInTheDocument();
  });

  it("refuses a wrong type, an empty file and one over the cap before uploading", async () => {
    render();
    const u = userEvent.setup({ delay: null, applyAccept: false });
    await u.upload(fileInput(), video("notes.txt", "text/plain"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only MP4 or WebM videos can be uploaded.",
    );
    await u.upload(fileInput(), video("empty.mp4", "video/mp4", 0));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file is empty. Please choose another video.",
    );
    const big = video("big.webm", "video/webm", 1);
    Object.defineProperty(big, "size", { value: LESSON_UPLOAD_MAX_BYTES + 1 });
    await u.upload(fileInput(), big);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This video is larger than 200 MB. Please upload a smaller file.",
    );
    expect(convex.mutation(URL_FN)).not.toHaveBeenCalled();
    expect(FakeXhr.last).toBeNull();
    expect(uploadButton()).toBeDisabled();
  });

  it("shows the upload's real progress, and enables Upload Lesson only at 100%", async () => {
    render();
    const u = user();
    const file = video();
    await u.upload(fileInput(), file);
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe(UPLOAD_URL);
    expect(xhr.headers["Content-Type"]).toBe("video/mp4");
    expect(xhr.body).toBe(file);

    xhr.progress(1638, 4096);
    const bar = await screen.findByRole("progressbar", {
      name: "Upload progress",
    });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "39"));
    expect(screen.getByText("39%")).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();

    xhr.progress(4096, 4096);
    await screen.findByText("100%");
    // Sent, but not yet stored: still off until the server answers.
    expect(uploadButton()).toBeDisabled();
    xhr.finish(200, { storageId: "stored1" });
    await waitFor(() => expect(uploadButton()).toBeEnabled());
  });

  it("submits the lesson with its details and duration, says so and resets", async () => {
    render();
    const u = user();
    convex
      .mutation(SUBMIT)
      .mockResolvedValue({ uploadId: "up1", contentId: "c1" });
    await uploadFully(u);
    await fillDetails(u);
    await u.click(uploadButton());
    await waitFor(() =>
      expect(convex.mutation(SUBMIT)).toHaveBeenCalledWith({
        storageId: "stored1",
        sha256: VIDEO_SHA256,
        fileName: "number-line.mp4",
        title: "Real numbers on the number line",
        description: "How to place √2 on the number line, step by step.",
        chapterId: "ch2",
        durationSeconds: 95.4,
      }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Lesson submitted for review" }),
    );
    await waitFor(() => expect(field("Lesson Title")).toHaveValue(""));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(uploadButton()).toBeDisabled();
    expect(convex.mutation(DISCARD)).not.toHaveBeenCalled();
  });

  it("asks for the details before submitting", async () => {
    render();
    const u = user();
    await uploadFully(u);
    await u.click(uploadButton());
    expect(
      await screen.findByText("Lesson title is required"),
    ).toBeInTheDocument();
    expect(screen.getByText("Choose a chapter")).toBeInTheDocument();
    expect(convex.mutation(SUBMIT)).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the file and discards it from storage", async () => {
    render();
    const u = user();
    convex.mutation(SUBMIT).mockRejectedValue(
      new ConvexError({
        code: "InvalidInput",
        message: "Only MP4 or WebM videos can be uploaded.",
      }),
    );
    await uploadFully(u);
    await fillDetails(u);
    await u.click(uploadButton());
    await waitFor(() =>
      expect(convex.mutation(DISCARD)).toHaveBeenCalledWith({
        storageId: "stored1",
        sha256: VIDEO_SHA256,
      }),
    );
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((a) => a.textContent).join(" ")).toContain(
      "Only MP4 or WebM videos can be uploaded.",
    );
    expect(uploadButton()).toBeDisabled();
    expect(toast).not.toHaveBeenCalled();
  });

  it("says when the upload itself fails, e.g. past the server's cap", async () => {
    render();
    const u = user();
    await u.upload(fileInput(), video());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.finish(413, "too large");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This video is larger than the server accepts.",
    );
    expect(uploadButton()).toBeDisabled();
  });

  it("takes a dropped video, and removing it discards the uploaded file", async () => {
    render();
    const u = user();
    const file = video("dropped.webm", "video/webm");
    fireEvent.drop(screen.getByTestId("drop-area"), {
      dataTransfer: { files: [file] },
    });
    await waitFor(() => expect(FakeXhr.last?.body).toBe(file));
    FakeXhr.last!.finish(200, { storageId: "stored2" });
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    await u.click(screen.getByRole("button", { name: "Remove dropped.webm" }));
    expect(convex.mutation(DISCARD)).toHaveBeenCalledWith({
      storageId: "stored2",
      sha256: VIDEO_SHA256,
    });
    expect(uploadButton()).toBeDisabled();
  });

  it("lists my uploads with their status and a denial's reason", () => {
    convex.queries.set(MINE, [
      {
        _id: "u1",
        title: "Linear equations",
        fileName: "a.mp4",
        sizeBytes: 1,
        durationSeconds: 300,
        submittedAt: Date.UTC(2026, 10, 20),
        status: "pending",
        denialReason: null,
        chapterTitle: "Polynomials",
        lessonId: null,
      },
      {
        _id: "u2",
        title: "Motion",
        fileName: "b.mp4",
        sizeBytes: 1,
        durationSeconds: 60,
        submittedAt: Date.UTC(2026, 10, 18),
        status: "denied",
        denialReason: "The audio is too quiet to follow.",
        chapterTitle: "Motion",
        lessonId: null,
      },
      {
        _id: "u3",
        title: "Atoms",
        fileName: "c.mp4",
        sizeBytes: 1,
        durationSeconds: 60,
        submittedAt: Date.UTC(2026, 10, 16),
        status: "approved",
        denialReason: null,
        chapterTitle: "Atoms",
        lessonId: "l1",
      },
    ]);
    render();
    const list = within(
      screen.getByRole("heading", { name: "My uploads" }).closest("section")!,
    ).getAllByRole("listitem");
    expect(list.map((li) => li.textContent)).toEqual([
      expect.stringContaining("Pending review"),
      expect.stringContaining("Reason: The audio is too quiet to follow."),
      expect.stringContaining("Approved"),
    ]);
    expect(list[1]).toHaveTextContent("Denied");
  });
});

describe("UploadLesson's captions", () => {
  const VTT = "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello\n";
  const captionsInput = () =>
    screen.getByLabelText<HTMLInputElement>("Captions (WebVTT)", {
      selector: "input",
    });
  const captions = (name = "number-line.vtt", type = "text/vtt", text = VTT) =>
    new File([text], name, { type });

  it("offers an optional, labelled WebVTT file input that says what a .vtt file is and the size cap", () => {
    render();
    const input = captionsInput();
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", ".vtt,text/vtt");
    expect(input).not.toBeRequired();
    expect(input).toHaveAccessibleDescription(
      /^Optional\. A \.vtt file holds the lesson's words with their times; students see them as English captions .* Up to 512 KB\.$/,
    );
  });

  it("refuses a file that is not WebVTT, an empty one and one over the cap, at the field, before uploading", async () => {
    render();
    const u = userEvent.setup({ delay: null, applyAccept: false });
    await u.upload(
      captionsInput(),
      captions("notes.srt", "application/x-subrip"),
    );
    expect(captionsInput()).toHaveAccessibleDescription(
      expect.stringContaining("Captions must be a WebVTT (.vtt) file."),
    );
    expect(captionsInput()).toHaveAttribute("aria-invalid", "true");
    await u.upload(captionsInput(), captions("empty.vtt", "text/vtt", ""));
    expect(
      screen.getByText(
        "This captions file is empty. Please choose another file.",
      ),
    ).toBeInTheDocument();
    const big = captions("big.vtt");
    Object.defineProperty(big, "size", { value: CAPTIONS_MAX_BYTES + 1 });
    await u.upload(captionsInput(), big);
    expect(
      screen.getByText(
        "This captions file is larger than 512 KB. Please choose a smaller file.",
      ),
    ).toBeInTheDocument();
    // A .vtt file the system names no type for is taken by its name.
    await u.upload(captionsInput(), captions("lesson.vtt", ""));
    expect(captionsInput()).not.toHaveAttribute("aria-invalid");
    expect(convex.mutation(URL_FN)).not.toHaveBeenCalled();

    // A refused captions file keeps the lesson from being submitted.
    await u.upload(
      captionsInput(),
      captions("notes.srt", "application/x-subrip"),
    );
    await uploadFully(u);
    await fillDetails(u);
    await u.click(uploadButton());
    expect(convex.mutation(SUBMIT)).not.toHaveBeenCalled();
  });

  it("uploads the captions as text/vtt with the lesson and names them in the submission", async () => {
    render();
    const u = user();
    convex
      .mutation(SUBMIT)
      .mockResolvedValue({ uploadId: "up1", contentId: "c1" });
    await uploadFully(u);
    const videoXhr = FakeXhr.last;
    await fillDetails(u);
    const file = captions("number-line.vtt", "");
    await u.upload(captionsInput(), file);
    await u.click(uploadButton());
    await waitFor(() => expect(FakeXhr.last).not.toBe(videoXhr));
    const xhr = FakeXhr.last!;
    expect(xhr.headers["Content-Type"]).toBe("text/vtt");
    expect(xhr.body).toBe(file);
    xhr.finish(200, { storageId: "captions1" });
    await waitFor(() =>
      expect(convex.mutation(SUBMIT)).toHaveBeenCalledWith(
        expect.objectContaining({
          storageId: "stored1",
          captions: {
            storageId: "captions1",
            sha256: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
            fileName: "number-line.vtt",
          },
        }),
      ),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Lesson submitted for review" }),
    );
  });

  it("shows the server's refusal of the captions at their field, discards them and keeps the video", async () => {
    render();
    const u = user();
    convex.mutation(SUBMIT).mockRejectedValue(
      new ConvexError({
        code: "InvalidInput",
        message:
          "This captions file is larger than 512 KB. Please choose a smaller file.",
      }),
    );
    await uploadFully(u);
    const videoXhr = FakeXhr.last;
    await fillDetails(u);
    await u.upload(captionsInput(), captions());
    await u.click(uploadButton());
    await waitFor(() => expect(FakeXhr.last).not.toBe(videoXhr));
    FakeXhr.last!.finish(200, { storageId: "captions1" });
    await waitFor(() =>
      expect(convex.mutation(DISCARD)).toHaveBeenCalledWith({
        storageId: "captions1",
        sha256: expect.any(String),
      }),
    );
    expect(
      await screen.findByText(
        "This captions file is larger than 512 KB. Please choose a smaller file.",
      ),
    ).toBeInTheDocument();
    expect(convex.mutation(DISCARD)).toHaveBeenCalledTimes(1);
    expect(uploadButton()).toBeEnabled();
  });
});
