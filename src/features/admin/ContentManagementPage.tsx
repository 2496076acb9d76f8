import {
  AspectRatio,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, usePaginatedQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { z } from "zod";
import { api } from "@convex/_generated/api";
import {
  DENIAL_REASON,
  denialReasonSchema,
  formatBytes,
} from "@convex/shared/uploadRules";
import { ConfirmButton } from "../../components/ConfirmButton";
import { QueryBoundary } from "../../components/QueryBoundary";
import { formatDate, formatNumber, formatSpan } from "../../lib/format";
import { describeServerError } from "../../lib/serverError";

const PAGE_SIZE = 10;

type PendingLesson = FunctionReturnType<
  typeof api.learning.uploads.listPendingLessons
>["page"][number];

/**
 * Content Management (staff): lesson videos uploaded by mentors, waiting
 * for a decision, newest first and live. Each plays in place; approving
 * publishes it as a lesson in its chapter, denying tells the mentor why and
 * deletes the video. (Proposed events and clubs join this queue later.)
 */
export function ContentManagementPage() {
  return (
    <Stack gap="lg">
      <title>Content Management · Admin · VidyaQuest</title>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Content Management
        </Title>
        <Text c="dimmed">
          Lesson videos uploaded by mentors, newest first. Approving one
          publishes it as a lesson in its chapter.
        </Text>
      </Stack>
      <QueryBoundary message="Failed to load content">
        <PendingLessons />
      </QueryBoundary>
    </Stack>
  );
}

function PendingLessons() {
  const { results, status, loadMore } = usePaginatedQuery(
    api.learning.uploads.listPendingLessons,
    {},
    { initialNumItems: PAGE_SIZE },
  );
  if (status === "LoadingFirstPage")
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading content" />
      </Center>
    );
  return (
    <Stack gap="md">
      {results.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>No content is waiting for review.</Text>
        </Paper>
      ) : (
        <Stack
          gap="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label="Lesson uploads waiting for review"
        >
          {results.map((item) => (
            <PendingLessonCard key={item._id} item={item} />
          ))}
        </Stack>
      )}
      {status === "CanLoadMore" && (
        <Group justify="center">
          <Button variant="default" onClick={() => loadMore(PAGE_SIZE)}>
            Load more
          </Button>
        </Group>
      )}
      {status === "LoadingMore" && (
        <Center>
          <Loader size="sm" aria-label="Loading more content" />
        </Center>
      )}
    </Stack>
  );
}

function where(item: PendingLesson): string {
  const parts = [
    item.grade === null ? null : `Class ${item.grade}`,
    item.subjectName,
    item.chapterTitle === null
      ? null
      : `Chapter ${item.chapterNumber}: ${item.chapterTitle}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : "Chapter no longer exists";
}

function PendingLessonCard({ item }: { item: PendingLesson }) {
  const headingId = `content-${item._id}`;
  return (
    <Paper
      withBorder
      p={{ base: "sm", sm: "md" }}
      component="li"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Title
              order={2}
              fz="h4"
              id={headingId}
              style={{ overflowWrap: "anywhere" }}
            >
              {item.title}
            </Title>
            <Text size="sm" c="dimmed">
              {where(item)}
            </Text>
            <Text size="sm" c="dimmed">
              Uploaded by {item.uploaderName} on {formatDate(item.submittedAt)}
              {item.durationSeconds !== null &&
                ` · ${formatSpan(item.durationSeconds * 1000)}`}
              {item.sizeBytes !== null && ` · ${formatBytes(item.sizeBytes)}`}
            </Text>
          </Stack>
          <Badge variant="filled" color="yellow.4" autoContrast>
            Pending
          </Badge>
        </Group>
        {item.videoUrl ? (
          <AspectRatio ratio={16 / 9} maw={640}>
            <video
              controls
              preload="metadata"
              src={item.videoUrl}
              aria-label={`Preview of ${item.title}`}
              style={{ background: "black", width: "100%", height: "100%" }}
            />
          </AspectRatio>
        ) : (
          <Text size="sm" c="dimmed">
            The video is no longer in storage.
          </Text>
        )}
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {item.description}
        </Text>
        <Decision item={item} />
      </Stack>
    </Paper>
  );
}

const reasonForm = z.object({ reason: denialReasonSchema });

function Decision({ item }: { item: PendingLesson }) {
  const approve = useMutation(api.learning.uploads.approveLesson);
  const deny = useMutation(api.learning.uploads.denyLesson);
  const [denying, { open, close }] = useDisclosure(false);
  const form = useForm({
    initialValues: { reason: "" },
    validate: schemaResolver(reasonForm, { sync: true }),
    transformValues: (values) => reasonForm.parse(values),
  });
  const contentId = item._id;

  const decide = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notifications.show({ color: "green", message: success });
      return true;
    } catch (error) {
      notifications.show({
        color: "red",
        title: "Failed to update content",
        message: describeServerError(error),
      });
      return false;
    }
  };

  const sendDenial = form.onSubmit(async ({ reason }) => {
    if (await decide(() => deny({ contentId, reason }), "Content denied")) {
      close();
      form.reset();
    }
  });

  return (
    <Group gap="sm">
      <ConfirmButton
        tone="primary"
        title="Approve this lesson?"
        message={`“${item.title}” becomes a lesson in ${where(item)}, open to every student of that class.`}
        confirmLabel="Approve"
        onConfirm={() =>
          decide(() => approve({ contentId }), "Content approved")
        }
        aria-label={`Approve ${item.title}`}
      >
        Approve
      </ConfirmButton>
      <Button
        color="red"
        variant="light"
        onClick={open}
        aria-label={`Deny ${item.title}`}
      >
        Deny
      </Button>
      <Modal
        opened={denying}
        onClose={close}
        title="Deny this lesson?"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <form onSubmit={sendDenial} noValidate>
          <Stack>
            <Textarea
              label="Reason"
              description={`${item.uploaderName} reads this; the video is deleted (${DENIAL_REASON.min}–${formatNumber(DENIAL_REASON.max)} characters).`}
              autosize
              minRows={3}
              withAsterisk
              data-autofocus
              {...form.getInputProps("reason")}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Go back
              </Button>
              <Button type="submit" color="red.9" loading={form.submitting}>
                Deny lesson
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
