import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Input,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconUpload, IconVideo } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { z } from "zod";
import type { Id } from "@convex/_generated/dataModel";
import { GRADES } from "@convex/shared/constants";
import {
  CAPTIONS_ACCEPT,
  CAPTIONS_MAX_BYTES,
  LESSON_DESCRIPTION,
  LESSON_TITLE,
  LESSON_UPLOAD_MAX_BYTES,
  LESSON_VIDEO_ACCEPT,
  captionsFileProblem,
  formatBytes,
  lessonDescriptionSchema,
  lessonTitleSchema,
} from "@convex/learning/uploadRules";
import { formatDate, formatSpan } from "../../../../lib/format";
import { describeServerError } from "../../../../lib/serverError";
import {
  CaptionsError,
  useCatalogueChoices,
  useLessonUpload,
  useMyUploads,
  type UploadState,
} from "./useLessonUpload";

const detailsForm = z.object({
  title: lessonTitleSchema,
  description: lessonDescriptionSchema,
  grade: z.string({ error: "Choose a class" }).min(1, "Choose a class"),
  subject: z.string({ error: "Choose a subject" }).min(1, "Choose a subject"),
  chapterId: z.string({ error: "Choose a chapter" }).min(1, "Choose a chapter"),
});

type FormValues = {
  title: string;
  description: string;
  grade: string | null;
  subject: string | null;
  chapterId: string | null;
};

const EMPTY: FormValues = {
  title: "",
  description: "",
  grade: null,
  subject: null,
  chapterId: null,
};

/**
 * "Upload Content" on the teacher dashboard: a verified mentor chooses a
 * video (drop it, or browse), which uploads at once with its real progress;
 * they add its title, description and chapter, and submit it for review.
 * Their latest uploads and what became of them are listed below.
 */
export function UploadLesson() {
  return (
    <Stack gap="lg">
      <UploadForm />
      <MyUploads />
    </Stack>
  );
}

function UploadForm() {
  const { state, choose, clear, submit } = useLessonUpload();
  const [duration, setDuration] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [captions, setCaptions] = useState<File | null>(null);
  const [captionsError, setCaptionsError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    initialValues: EMPTY,
    validate: schemaResolver(detailsForm, { sync: true }),
  });
  const { subjects, chapters } = useCatalogueChoices(
    form.values.grade === null ? null : Number(form.values.grade),
    form.values.subject,
  );
  const file =
    state.phase === "uploading" || state.phase === "uploaded"
      ? state.file
      : null;

  const onChoose = (chosen: File) => {
    setDuration(null);
    setSubmitError(null);
    void choose(chosen);
  };

  const onSubmit = form.onSubmit(async (values) => {
    setSubmitError(null);
    if (captions && captionsFileProblem(captions)) {
      setCaptionsError(captionsFileProblem(captions));
      return;
    }
    if (duration === null) {
      setSubmitError(
        "We could not read this video's length. Please choose an MP4 or WebM video that plays in your browser.",
      );
      return;
    }
    try {
      await submit(
        {
          title: values.title,
          description: values.description,
          chapterId: values.chapterId as Id<"chapters">,
          durationSeconds: duration,
        },
        captions,
      );
      notifications.show({
        color: "green",
        message: "Lesson submitted for review",
      });
      form.reset();
      setDuration(null);
      setCaptions(null);
    } catch (error) {
      if (error instanceof CaptionsError) setCaptionsError(error.message);
      else setSubmitError(describeServerError(error));
    }
  });

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="upload-lesson-heading"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="upload-lesson-heading">
            Upload Content
          </Title>
          <Text size="sm" c="dimmed">
            Share a recorded lesson. Our team reviews it before it appears in
            the course.
          </Text>
        </div>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <DropArea state={state} onChoose={onChoose} onClear={clear} />
            {file && <VideoLength file={file} onDuration={setDuration} />}
            <TextInput
              label="Lesson Title"
              withAsterisk
              description={`${LESSON_TITLE.min}–${LESSON_TITLE.max} characters`}
              {...form.getInputProps("title")}
            />
            <Textarea
              label="Description"
              withAsterisk
              autosize
              minRows={3}
              description={`What the lesson teaches (${LESSON_DESCRIPTION.min}–${LESSON_DESCRIPTION.max.toLocaleString("en-IN")} characters)`}
              {...form.getInputProps("description")}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Select
                label="Class"
                withAsterisk
                placeholder="Choose a class"
                data={GRADES.map((g) => ({
                  value: String(g),
                  label: `Class ${g}`,
                }))}
                {...form.getInputProps("grade")}
                onChange={(value) => {
                  form.setFieldValue("grade", value);
                  form.setFieldValue("subject", null);
                  form.setFieldValue("chapterId", null);
                }}
              />
              <Select
                label="Subject"
                withAsterisk
                placeholder={
                  form.values.grade
                    ? "Choose a subject"
                    : "Choose a class first"
                }
                disabled={!form.values.grade}
                data={subjects.map((s) => ({ value: s.slug, label: s.name }))}
                {...form.getInputProps("subject")}
                onChange={(value) => {
                  form.setFieldValue("subject", value);
                  form.setFieldValue("chapterId", null);
                }}
              />
              <Select
                label="Chapter"
                withAsterisk
                placeholder={
                  form.values.subject
                    ? "Choose a chapter"
                    : "Choose a subject first"
                }
                disabled={!form.values.subject}
                data={chapters.map((c) => ({
                  value: c._id,
                  label: `${c.number}. ${c.title}`,
                }))}
                {...form.getInputProps("chapterId")}
              />
            </SimpleGrid>
            <CaptionsField
              file={captions}
              error={captionsError}
              onChange={(chosen) => {
                setCaptions(chosen);
                setCaptionsError(chosen && captionsFileProblem(chosen));
              }}
            />
            {submitError && (
              <Alert
                color="red"
                role="alert"
                title="The lesson was not submitted"
              >
                {submitError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconUpload size={18} aria-hidden />}
                disabled={state.phase !== "uploaded"}
                loading={form.submitting}
              >
                Upload Lesson
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

/**
 * The optional captions file: English WebVTT, checked when chosen by the
 * server's own rule (type, emptiness, size cap), its refusal named at the
 * field. It is uploaded with the lesson when the form is submitted.
 */
function CaptionsField({
  file,
  error,
  onChange,
}: {
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A file cleared here (or after submitting) clears the picker too.
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);
  return (
    <Input.Wrapper
      id={id}
      label="Captions (WebVTT)"
      description={`Optional. A .vtt file holds the lesson's words with their times; students see them as English captions (for anyone who cannot hear the video). Up to ${formatBytes(CAPTIONS_MAX_BYTES)}.`}
      error={error}
    >
      <Group gap="xs" wrap="nowrap" mt={4}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={CAPTIONS_ACCEPT}
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
        {file && (
          <CloseButton
            aria-label={`Remove ${file.name}`}
            onClick={() => onChange(null)}
          />
        )}
      </Group>
    </Input.Wrapper>
  );
}

/**
 * Where a video is chosen: dropped on the area, or picked with Browse files
 * (a real file input, reached by keyboard through its button).
 */
function DropArea({
  state,
  onChoose,
  onClear,
}: {
  state: UploadState;
  onChoose: (file: File) => void;
  onClear: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChoose(dropped);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };

  return (
    <Stack gap="xs">
      <Paper
        withBorder
        p="lg"
        radius="md"
        data-testid="drop-area"
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: "dashed",
          borderWidth: 2,
          borderColor: dragging
            ? "var(--mantine-primary-color-filled)"
            : undefined,
          background: dragging
            ? "var(--mantine-primary-color-light)"
            : undefined,
        }}
      >
        <Stack align="center" gap="xs" ta="center">
          <IconVideo size={32} aria-hidden />
          <Text fw={600}>Drag and drop a video here, or</Text>
          <input
            ref={input}
            type="file"
            accept={LESSON_VIDEO_ACCEPT}
            aria-label="Lesson video"
            aria-describedby={hintId}
            hidden
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (chosen) onChoose(chosen);
            }}
          />
          <Button
            variant="light"
            onClick={() => input.current?.click()}
            aria-describedby={hintId}
          >
            Browse files
          </Button>
          <Text size="sm" c="dimmed" id={hintId}>
            MP4 or WebM, up to {formatBytes(LESSON_UPLOAD_MAX_BYTES)}
          </Text>
        </Stack>
      </Paper>
      <UploadStatus state={state} onClear={onClear} />
    </Stack>
  );
}

function UploadStatus({
  state,
  onClear,
}: {
  state: UploadState;
  onClear: () => void;
}) {
  if (state.phase === "empty") return null;
  if (state.phase === "refused")
    return (
      <Alert color="red" role="alert" title="This video cannot be uploaded">
        {state.message}
      </Alert>
    );
  const done = state.phase === "uploaded";
  const percent = done ? 100 : state.percent;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {state.file.name}{" "}
            <Text span size="sm" c="dimmed" fw={400}>
              ({formatBytes(state.file.size)})
            </Text>
          </Text>
          <CloseButton
            aria-label={`Remove ${state.file.name}`}
            onClick={onClear}
          />
        </Group>
        <Group gap="sm" wrap="nowrap">
          {/* Its section is the progressbar and carries the values; the root has no role, so it takes none. */}
          <Progress
            value={percent}
            aria-label="Upload progress"
            style={{ flex: 1 }}
            color={done ? "green" : undefined}
            animated={!done}
          />
          <Text size="sm" aria-live="polite" style={{ minWidth: "4ch" }}>
            {percent}%
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {done
            ? "Uploaded. Add the details below and submit it for review."
            : percent === 100
              ? "Finishing the upload…"
              : "Uploading…"}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Reads the video's length from its metadata with a hidden player. */
function VideoLength({
  file,
  onDuration,
}: {
  file: File;
  onDuration: (seconds: number | null) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const player = video.current;
    if (!player || typeof URL.createObjectURL !== "function") return;
    const objectUrl = URL.createObjectURL(file);
    player.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <video
      ref={video}
      hidden
      muted
      preload="metadata"
      data-testid="video-length"
      onLoadedMetadata={(event) => {
        const player = event.currentTarget;
        const seconds = player.duration;
        if (seconds === Infinity) {
          // A recording without its length in the header (MediaRecorder's
          // WebM): seeking past the end makes the browser find it.
          player.currentTime = Number.MAX_SAFE_INTEGER;
          return;
        }
        onDuration(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
      }}
      onDurationChange={(event) => {
        const seconds = event.currentTarget.duration;
        if (Number.isFinite(seconds) && seconds > 0) onDuration(seconds);
      }}
      onError={() => onDuration(null)}
    />
  );
}

const STATUS = {
  pending: { label: "Pending review", color: "yellow.4" },
  approved: { label: "Approved", color: "teal.9" },
  denied: { label: "Denied", color: "red.9" },
} as const;

function MyUploads() {
  const uploads = useMyUploads();
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="my-uploads-heading"
    >
      <Title order={2} fz="h3" id="my-uploads-heading" mb="sm">
        My uploads
      </Title>
      {uploads === undefined ? (
        <Text c="dimmed" role="status">
          Loading your uploads…
        </Text>
      ) : uploads.length === 0 ? (
        <Text c="dimmed">You have not uploaded a lesson yet.</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
        >
          {uploads.map((u) => (
            <Paper component="li" key={u._id} withBorder p="sm" radius="md">
              <Group justify="space-between" align="flex-start" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                    {u.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {u.chapterTitle ? `${u.chapterTitle} · ` : ""}
                    {formatSpan(u.durationSeconds * 1000)} · sent{" "}
                    {formatDate(u.submittedAt)}
                  </Text>
                </div>
                <Badge
                  color={STATUS[u.status].color}
                  variant="filled"
                  autoContrast
                >
                  {STATUS[u.status].label}
                </Badge>
              </Group>
              {u.status === "denied" && u.denialReason && (
                <Text size="sm" mt={4}>
                  Reason: {u.denialReason}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Card>
  );
}
