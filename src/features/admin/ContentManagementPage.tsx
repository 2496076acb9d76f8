import {
  AspectRatio,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useId, useState } from "react";
import { z } from "zod";
import { api } from "@convex/_generated/api";
import { EVENT_TYPES } from "@convex/community/rules";
import {
  DENIAL_REASON,
  denialReasonSchema,
  formatBytes,
} from "@convex/learning/uploadRules";
import { ConfirmButton } from "../../components/ConfirmButton";
import { QueryBoundary } from "../../components/QueryBoundary";
import { formatDate, formatNumber, formatSpan } from "../../lib/format";
import { crossOriginForTrack } from "../../lib/mediaCors";
import {
  formatAttendance,
  formatDuration,
  formatEventTime,
} from "../../lib/istTime";
import { describeServerError } from "../../lib/serverError";
import { useNow } from "../../lib/useNow";
import {
  BlockedNotice,
  HeldByNotice,
  claimHolders,
  QueueCard,
  QueueItems,
  StaffPage,
  TakeOverButton,
  useHeldClaim,
  useIsAdmin,
  useStaffQueue,
} from "./queue";
import { memoByData } from "../../lib/memoByData";

type Status = "pending" | "approved" | "denied";
type Item = FunctionReturnType<typeof api.admin.content.list>["page"][number];

const STATUS_LABEL: Record<Status, string> = {
  pending: "Pending",
  approved: "Approved",
  denied: "Denied",
};
const STATUS_COLOR: Record<Status, string> = {
  pending: "yellow.4",
  approved: "green.9",
  denied: "red.9",
};
const KIND_LABEL: Record<Item["preview"]["kind"], string> = {
  lesson_upload: "Lesson upload",
  event_proposal: "Proposed event",
  event_revision: "Change to an approved event",
  club: "Club",
};
const TYPE_LABEL = Object.fromEntries(
  EVENT_TYPES.map((t) => [t.value, t.label]),
) as Record<string, string>;

/**
 * Content Management (staff): one queue of everything that waits
 * for a decision — lesson videos uploaded by mentors and events proposed by
 * students — by status, newest first and live. Opening an item shows its
 * preview and holds it for the viewer (other staff see who is handling it);
 * approving publishes it, denying tells its author why, deleting removes it.
 */
export function ContentManagementPage() {
  const [status, setStatus] = useState<Status>("pending");
  return (
    <StaffPage
      title="Content Management"
      intro="Lesson videos uploaded by mentors, events proposed by students and changes to approved events, newest first. Approving publishes them; a decision can be changed later, with a reason."
    >
      <SegmentedControl
        aria-label="Status"
        value={status}
        onChange={(value) => setStatus(value as Status)}
        data={(["pending", "approved", "denied"] as const).map((s) => ({
          value: s,
          label: STATUS_LABEL[s],
        }))}
        maw={420}
      />
      <QueryBoundary message="Failed to load content">
        <ContentList status={status} />
      </QueryBoundary>
    </StaffPage>
  );
}

function ContentList({ status }: { status: Status }) {
  const page = useStaffQueue(api.admin.content.list, { status });
  // Claims are shown until their expiry by this clock (a query cannot read it).
  const now = useNow(15_000);
  return (
    <QueueItems
      page={page}
      label={`${STATUS_LABEL[status]} content`}
      empty={
        status === "pending"
          ? "No content is waiting for review."
          : `No ${status} content.`
      }
      noun="content"
    >
      {(item) => <ContentCard key={item._id} item={item} now={now} />}
    </QueueItems>
  );
}

const ContentCard = memoByData(function ContentCard({
  item,
  now,
}: {
  item: Item;
  now: number;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const { holder, takenBy } = claimHolders(item.claim, now);
  const isAdmin = useIsAdmin();
  const status = item.status;
  return (
    <QueueCard
      headingId={headingId}
      overline={
        <Text size="sm" fw={600} c="dimmed">
          {KIND_LABEL[item.preview.kind]}
        </Text>
      }
      title={item.preview.title}
      byline={
        <Text size="sm" c="dimmed">
          Submitted by {item.authorName} on {formatDate(item.submittedAt)}
          {item.reviewedAt !== null &&
            ` · ${STATUS_LABEL[status]} on ${formatDate(item.reviewedAt)}`}
        </Text>
      }
      badge={
        <Badge variant="filled" color={STATUS_COLOR[status]} autoContrast>
          {STATUS_LABEL[status]}
        </Badge>
      }
    >
      <HeldByNotice holder={holder} takenBy={takenBy} />
      {item.denialReason && (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          Reason given: {item.denialReason}
        </Text>
      )}
      {status === "pending" && (
        <BlockedNotice
          ownCase={item.ownCase}
          takenBy={takenBy}
          what="content"
        />
      )}
      {open ? (
        <OpenItem
          item={item}
          blocked={holder !== null || item.ownCase}
          onClose={() => setOpen(false)}
        />
      ) : (
        <Group>
          <Button
            variant="default"
            onClick={() => setOpen(true)}
            aria-label={`Open ${item.preview.title}`}
          >
            Open
          </Button>
        </Group>
      )}
      {holder && isAdmin && !item.ownCase && status === "pending" && (
        <Group>
          <TakeOverButton
            itemKey={`content:${item._id}`}
            holder={holder}
            title={item.preview.title}
            onTaken={() => setOpen(true)}
          />
        </Group>
      )}
    </QueueCard>
  );
});

/** The opened item: its preview and decisions; the viewer holds it while it is open. */
function OpenItem({
  item,
  blocked,
  onClose,
}: {
  item: Item;
  /** Another staff member holds it, or it is the viewer's own: no decisions. */
  blocked: boolean;
  onClose: () => void;
}) {
  useHeldClaim(`content:${item._id}`, item.status === "pending");
  return (
    <Stack gap="sm">
      <Preview item={item} />
      <Decision item={item} blocked={blocked} onClose={onClose} />
    </Stack>
  );
}

function Preview({ item }: { item: Item }) {
  const preview = item.preview;
  if (preview.kind === "lesson_upload") {
    const where = [
      preview.grade === null ? null : `Class ${preview.grade}`,
      preview.subjectName,
      preview.chapterTitle === null
        ? null
        : `Chapter ${preview.chapterNumber}: ${preview.chapterTitle}`,
    ]
      .filter(Boolean)
      .join(" · ");
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {where || "Chapter no longer exists"}
          {preview.durationSeconds !== null &&
            ` · ${formatSpan(preview.durationSeconds * 1000)}`}
          {preview.sizeBytes !== null && ` · ${formatBytes(preview.sizeBytes)}`}
        </Text>
        {preview.videoUrl ? (
          <AspectRatio ratio={16 / 9} maw={640}>
            <video
              controls
              preload="metadata"
              src={preview.videoUrl}
              crossOrigin={crossOriginForTrack(preview.captionsUrl)}
              aria-label={`Preview of ${preview.title}`}
              style={{ background: "black", width: "100%", height: "100%" }}
            >
              {preview.captionsUrl && (
                <track
                  kind="captions"
                  srcLang="en"
                  label="English"
                  src={preview.captionsUrl}
                  default
                />
              )}
            </video>
          </AspectRatio>
        ) : (
          <Text size="sm" c="dimmed">
            The video is no longer in storage.
          </Text>
        )}
        <Text size="sm">
          {preview.captionsUrl
            ? "Captions: English (WebVTT)"
            : "Captions: none"}
        </Text>
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {preview.description}
        </Text>
      </Stack>
    );
  }
  if (preview.kind === "event_proposal") {
    const time =
      preview.scheduledAt === null
        ? null
        : formatEventTime(preview.scheduledAt);
    return (
      <Paper
        withBorder
        p="md"
        maw={480}
        aria-label={`Preview of ${preview.title}`}
        role="group"
      >
        <Stack gap="xs">
          {preview.eventType && (
            <Badge variant="light">
              {TYPE_LABEL[preview.eventType] ?? preview.eventType}
            </Badge>
          )}
          <Title order={3} fz="h5" style={{ overflowWrap: "anywhere" }}>
            {preview.title}
          </Title>
          <Text
            size="sm"
            style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          >
            {preview.description}
          </Text>
          {time && (
            <Text size="sm">
              {time.date} · {time.time}
            </Text>
          )}
          {preview.durationMinutes !== null && (
            <Text size="sm">{formatDuration(preview.durationMinutes)}</Text>
          )}
          <Text size="sm">{formatAttendance(0, preview.maxAttendees)}</Text>
        </Stack>
      </Paper>
    );
  }
  if (preview.kind === "event_revision")
    return <RevisionPreview item={item} preview={preview} />;
  return null;
}

type RevisionItem = Extract<Item["preview"], { kind: "event_revision" }>;
type EventVersion = NonNullable<RevisionItem["before"]>;

const VERSION_FIELDS: {
  label: string;
  show: (v: EventVersion, attendees: number) => string;
}[] = [
  { label: "Title", show: (v) => v.title },
  { label: "Description", show: (v) => v.description },
  { label: "Type", show: (v) => TYPE_LABEL[v.eventType] ?? v.eventType },
  {
    label: "When",
    show: (v) => {
      const t = formatEventTime(v.scheduledAt);
      return `${t.date} · ${t.time}`;
    },
  },
  { label: "Duration", show: (v) => formatDuration(v.durationMinutes) },
  {
    label: "Places",
    show: (v, attendees) => formatAttendance(attendees, v.maxAttendees),
  },
];

/**
 * A change to an approved event: the version listed and the proposed one side
 * by side (one above the other on a phone), each field that changes marked.
 */
function RevisionPreview({
  item,
  preview,
}: {
  item: Item;
  preview: RevisionItem;
}) {
  const pending = item.status === "pending";
  const { before, after } = preview;
  if (!before || !after)
    return (
      <Text size="sm" c="dimmed">
        The details of this change are no longer available.
      </Text>
    );
  const versions = [
    {
      label: pending ? "Listed now" : "Before",
      version: before,
      other: after,
    },
    {
      label: pending ? "Proposed change" : "After",
      version: after,
      other: before,
    },
  ];
  return (
    <Stack gap="xs">
      {preview.eventStatus !== "published" && (
        <Text size="sm" fw={600} c="orange.9">
          This event is no longer listed.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {versions.map(({ label, version, other }) => (
          <Paper
            key={label}
            withBorder
            p="sm"
            role="group"
            aria-label={`${label}: ${version.title}`}
          >
            <Stack gap={6}>
              <Title order={3} fz="h5">
                {label}
              </Title>
              <Stack gap={6} component="dl" m={0}>
                {VERSION_FIELDS.map(({ label: field, show }) => {
                  const text = show(version, preview.attendeeCount);
                  const changed = text !== show(other, preview.attendeeCount);
                  return (
                    <div key={field}>
                      <Text component="dt" size="xs" fw={700} c="dimmed">
                        {field}
                        {changed && " (changed)"}
                      </Text>
                      <Text
                        component="dd"
                        m={0}
                        size="sm"
                        fw={changed ? 600 : undefined}
                        style={{
                          whiteSpace: "pre-wrap",
                          overflowWrap: "anywhere",
                        }}
                      >
                        {text}
                      </Text>
                    </div>
                  );
                })}
              </Stack>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const reasonForm = z.object({ reason: denialReasonSchema });

/**
 * Approve, Deny and Delete. Only the current decision's button is disabled:
 * approving a denied item or denying an approved one changes the decision,
 * which asks for a reason (kept in the activity log; a denial's reason is
 * also sent to the author).
 */
function Decision({
  item,
  blocked,
  onClose,
}: {
  item: Item;
  /** Held by another staff member, or the viewer's own case: no decision. */
  blocked: boolean;
  onClose: () => void;
}) {
  const approve = useMutation(api.admin.content.approve);
  const deny = useMutation(api.admin.content.deny);
  const remove = useMutation(api.admin.content.remove);
  const [asking, setAsking] = useState<"deny" | "approve" | null>(null);
  const close = () => setAsking(null);
  const form = useForm({
    initialValues: { reason: "" },
    validate: schemaResolver(reasonForm, { sync: true }),
    transformValues: (values) => reasonForm.parse(values),
  });
  const seen = { contentId: item._id, expectedStatus: item.status };
  const title = item.preview.title;
  const pending = item.status === "pending";
  // A change already applied to its event cannot be taken back here.
  const denyLocked =
    item.status === "denied" ||
    (item.preview.kind === "event_revision" && item.status === "approved");

  const run = async (
    action: () => Promise<unknown>,
    success: string,
    failure: string,
  ) => {
    try {
      await action();
      notifications.show({ color: "green", message: success });
      return true;
    } catch (error) {
      notifications.show({
        color: "red",
        title: failure,
        message: describeServerError(error),
      });
      return false;
    }
  };

  const sendReason = form.onSubmit(async ({ reason }) => {
    const done =
      asking === "approve"
        ? await run(
            () => approve({ ...seen, reason }),
            "Content approved",
            "Failed to update content",
          )
        : await run(
            () => deny({ ...seen, reason }),
            "Content denied",
            "Failed to update content",
          );
    if (done) {
      close();
      form.reset();
    }
  });

  const approveMessage =
    item.preview.kind === "event_proposal"
      ? `“${title}” is listed in the community at once, and its author is told.`
      : item.preview.kind === "event_revision"
        ? "The event is listed with these changes at once; its author is told, and so are those registered if the time moves."
        : `“${title}” becomes a lesson in its chapter, open to every student of that class.`;

  return (
    <Stack gap="xs">
      {item.status === "approved" && !denyLocked && (
        <Text size="sm" c="dimmed">
          Denying it now takes it down:{" "}
          {item.preview.kind === "lesson_upload"
            ? "the lesson is hidden from students, who keep their progress."
            : "the event is called off and those registered are told."}
        </Text>
      )}
      {item.status === "denied" && (
        <Text size="sm" c="dimmed">
          Approving it now changes the decision: give a reason.
        </Text>
      )}
      <Group gap="sm">
        {pending ? (
          <ConfirmButton
            tone="primary"
            title="Approve this content?"
            message={approveMessage}
            confirmLabel="Approve"
            disabled={blocked}
            onConfirm={() =>
              run(
                () => approve(seen),
                "Content approved",
                "Failed to update content",
              )
            }
            aria-label={`Approve ${title}`}
          >
            Approve
          </ConfirmButton>
        ) : (
          <Button
            onClick={() => setAsking("approve")}
            disabled={item.status === "approved" || blocked}
            aria-label={`Approve ${title}`}
          >
            Approve
          </Button>
        )}
        <Button
          color="red"
          variant="outline"
          onClick={() => setAsking("deny")}
          disabled={denyLocked || blocked}
          aria-label={`Deny ${title}`}
        >
          Deny
        </Button>
        <ConfirmButton
          title="Delete this content?"
          message={
            item.preview.kind === "event_revision"
              ? `“${title}” leaves this list; the event stays as it is listed now.`
              : item.status === "approved"
                ? `“${title}” leaves this list; what was published stays published.`
                : `“${title}” is deleted for good, with its ${item.preview.kind === "lesson_upload" ? "video" : "event"}.`
          }
          confirmLabel="Delete"
          variant="subtle"
          disabled={blocked}
          onConfirm={() =>
            run(
              () => remove(seen),
              "Content deleted",
              "Failed to delete content",
            )
          }
          aria-label={`Delete ${title}`}
        >
          Delete
        </ConfirmButton>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
      <Modal
        opened={asking !== null}
        onClose={close}
        title={
          asking === "approve"
            ? "Approve this denied content?"
            : "Deny this content?"
        }
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <form onSubmit={sendReason} noValidate>
          <Stack>
            {asking === "approve" && <Text size="sm">{approveMessage}</Text>}
            <Textarea
              label="Reason"
              description={
                asking === "approve"
                  ? `Kept in the activity log (${DENIAL_REASON.min}–${formatNumber(DENIAL_REASON.max)} characters).`
                  : `${item.authorName} reads this (${DENIAL_REASON.min}–${formatNumber(DENIAL_REASON.max)} characters).`
              }
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
              {asking === "approve" ? (
                <Button type="submit" loading={form.submitting}>
                  Approve content
                </Button>
              ) : (
                <Button type="submit" color="red.9" loading={form.submitting}>
                  Deny content
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
