import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Tabs,
  Text,
  Textarea,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useCallback, useState } from "react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { QueryBoundary } from "../../components/QueryBoundary";
import { formatDate, plural, timeAgo } from "../../lib/format";
import { describeServerError } from "../../lib/serverError";
import { useNow } from "../../lib/useNow";
import { useTabParam } from "../../lib/useTabParam";
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
const HOUR = 3_600_000;

const TABS = ["pending", "resolved", "dismissed"] as const;
type Status = (typeof TABS)[number];
const TAB_LABEL: Record<Status, string> = {
  pending: "Pending",
  resolved: "Resolved",
  dismissed: "Dismissed",
};

type Item = FunctionReturnType<typeof api.admin.reports.list>["page"][number];

const REASON_LABEL: Record<Item["reasons"][number], string> = {
  spam: "Spam",
  bullying: "Bullying",
  inappropriate: "Inappropriate",
  personal_info: "Personal information",
  misinformation: "Misinformation",
  other: "Other",
};
const KIND_LABEL: Record<Item["targetType"], string> = {
  thread: "Thread",
  reply: "Reply",
  club: "Club",
  event: "Event",
  user: "Member",
};

/**
 * Report Management (staff): reports of threads, replies, clubs, events and
 * members, newest first and live, each reported thing once with how many
 * reported it. A moderator opens an item (holding it for the others, who see
 * who has it) and dismisses it, warns its author or removes it.
 */
export function ReportsPage() {
  const [tab, setTab] = useTabParam(TABS);
  return (
    <StaffPage
      title="Report Management"
      intro="What members reported, newest first. Reports of the same thing are grouped; a decision applies to all of them and every reporter is told the outcome."
      summary={<PendingSummary />}
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {TABS.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {s === "pending" ? <PendingLabel /> : TAB_LABEL[s]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((s) => (
          <Tabs.Panel key={s} value={s} pt="md">
            <QueryBoundary message="Failed to load reports">
              <Queue status={s} />
            </QueryBoundary>
          </Tabs.Panel>
        ))}
      </Tabs>
    </StaffPage>
  );
}

/** What waits, in the overview's words: reported items, and the reports about them. */
function PendingSummary() {
  const summary = useQuery(api.admin.reports.summary, {});
  if (summary === undefined) return null;
  return (
    <Text fw={600}>
      Pending: {plural(summary.pendingItems, "reported item")} (
      {plural(summary.pendingReports, "report")})
    </Text>
  );
}

function PendingLabel() {
  const summary = useQuery(api.admin.reports.summary, {});
  return (
    <>
      Pending
      {summary !== undefined && summary.pendingItems > 0 && (
        <Badge ml={6} size="sm" variant="filled" color="red.9">
          {summary.pendingItems}
        </Badge>
      )}
    </>
  );
}

function Queue({ status }: { status: Status }) {
  // Rounded to the hour, so the subscription stays put.
  const [now] = useState(() => Math.floor(Date.now() / HOUR) * HOUR);
  const page = useStaffQueue(api.admin.reports.list, { status, now });
  const clock = useNow(15_000);
  return (
    <QueueItems
      page={page}
      label={`${TAB_LABEL[status]} reports`}
      empty={
        status === "pending"
          ? "No reports are waiting for a decision."
          : `No ${TAB_LABEL[status].toLowerCase()} reports yet.`
      }
      noun="reports"
    >
      {(item) => <ReportCard key={item._id} item={item} clock={clock} />}
    </QueueItems>
  );
}

const ReportCard = memoByData(function ReportCard({
  item,
  clock,
}: {
  item: Item;
  clock: number;
}) {
  const headingId = `report-${item._id}`;
  const { holder, takenBy } = claimHolders(item.claim, clock);
  const pending = item.status === "pending";
  return (
    <QueueCard
      headingId={headingId}
      overline={
        <Text size="sm" c="dimmed">
          {KIND_LABEL[item.targetType]} · reported{" "}
          {plural(item.reportCount, "time")} · latest{" "}
          {timeAgo(item.latestAt, clock)}
        </Text>
      }
      title={item.target.title}
      badge={<StatusBadge item={item} />}
    >
      <ReportedContent item={item} />
      <Group gap={6}>
        {item.reasons.map((r) => (
          <Badge key={r} variant="light" color="gray">
            {REASON_LABEL[r]}
          </Badge>
        ))}
      </Group>
      <Reporters item={item} />
      {item.status !== "pending" && (
        <Text size="sm">
          {item.status === "dismissed"
            ? "Dismissed"
            : item.resolution === "removed"
              ? "Content removed"
              : "Author warned"}{" "}
          by {item.decidedByName ?? "a moderator"}
          {item.decidedAt !== null && ` on ${formatDate(item.decidedAt)}`}
          {item.decisionNote && `. Reason: ${item.decisionNote}`}
        </Text>
      )}
      {pending && <HeldByNotice holder={holder} takenBy={takenBy} />}
      {pending && (
        <BlockedNotice ownCase={item.ownCase} takenBy={takenBy} what="report" />
      )}
      {pending && (
        <ReviewButton item={item} holder={holder} takenBy={takenBy} />
      )}
    </QueueCard>
  );
});

function StatusBadge({ item }: { item: Item }) {
  if (item.status === "pending")
    return (
      <Badge variant="filled" color="yellow.4" autoContrast>
        Pending
      </Badge>
    );
  return (
    <Badge
      variant="filled"
      color={item.status === "resolved" ? "green.9" : "gray.9"}
    >
      {item.status === "resolved" ? "Resolved" : "Dismissed"}
    </Badge>
  );
}

function ReportedContent({ item }: { item: Item }) {
  const { target } = item;
  return (
    <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="sm">
      <Stack gap={4}>
        {item.targetType !== "user" &&
          (target.shown ? (
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {target.body}
            </Text>
          ) : (
            <Text fs="italic" c="dimmed">
              {item.resolution === "removed"
                ? "Removed by a moderator"
                : "No longer shown (removed or cancelled)"}
              {target.body && `: ${target.body}`}
            </Text>
          ))}
        <Group gap="xs">
          <Text size="sm">
            {item.targetType === "user" ? "Member" : "By"} {target.authorName}
            {" · "}
            {plural(item.authorWarnings, "warning")} in 90 days
          </Text>
          {item.authorFlagged && (
            <Badge variant="filled" color="red.9">
              3+ warnings in 90 days
            </Badge>
          )}
        </Group>
        {item.link && target.shown && (
          <Anchor
            component={Link}
            to={item.link}
            size="sm"
            underline="always"
            target="_blank"
          >
            Open in the community
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

function Reporters({ item }: { item: Item }) {
  const more = item.reportCount - item.reporters.length;
  return (
    <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {item.reporters.map((r) => (
        <Text key={r._id} size="sm" component="li">
          <strong>{r.name}</strong>: {REASON_LABEL[r.reason]}
          {r.details && ` — “${r.details}”`}
        </Text>
      ))}
      {more > 0 && (
        <Text size="sm" c="dimmed" component="li">
          and {plural(more, "other")}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Opens the item: claims it (renewed each minute while open, released on
 * closing), then shows the three decisions. While another staff member
 * holds it, only an admin may open it, by taking it over. An item about the
 * viewer cannot be opened for a decision.
 */
function ReviewButton({
  item,
  holder,
  takenBy,
}: {
  item: Item;
  /** Who else holds the item now. */
  holder: string | null;
  /** The admin who took it over from the viewer. */
  takenBy: string | null;
}) {
  const claim = useMutation(api.admin.claims.claim);
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const key = `report:${item.targetId}`;

  const start = async () => {
    try {
      const result = await claim({ key });
      if (!result.taken) {
        if (result.heldBy)
          notifications.show({
            color: "yellow",
            message: `Being handled by ${result.heldBy.staffName}`,
          });
        return;
      }
      setOpen(true);
    } catch (error) {
      notifications.show({
        color: "red",
        title: "Failed to update report",
        message: describeServerError(error),
      });
    }
  };
  const close = useCallback(() => setOpen(false), []);

  // While open: renewed each minute; on closing (or leaving the page) released.
  useHeldClaim(key, open);

  return (
    <>
      <Group>
        <Button
          onClick={start}
          disabled={holder !== null || item.ownCase}
          aria-label={`Review the reports of ${item.target.title}`}
        >
          Review
        </Button>
        {holder && isAdmin && !item.ownCase && (
          <TakeOverButton
            itemKey={key}
            holder={holder}
            title={item.target.title}
            onTaken={() => setOpen(true)}
          />
        )}
      </Group>
      <Modal
        opened={open}
        onClose={close}
        title={`Review: ${item.target.title}`}
        closeButtonProps={{ "aria-label": "Close" }}
        size="lg"
      >
        {open && (
          <Decision
            item={item}
            holder={holder}
            takenBy={takenBy}
            onDone={() => setOpen(false)}
          />
        )}
      </Modal>
    </>
  );
}

function Decision({
  item,
  holder,
  takenBy,
  onDone,
}: {
  item: Item;
  /** Another staff member who holds the item now (the viewer's own claim lapsed, or was taken over). */
  holder: string | null;
  takenBy: string | null;
  onDone: () => void;
}) {
  const decide = useMutation(api.admin.reports.decide);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"dismiss" | "warn" | "remove" | null>(null);

  const act = async (action: "dismiss" | "warn" | "remove") => {
    if (action === "warn" && reason.trim().length < 5) {
      setError(
        "Please give the reason for the warning (at least 5 characters).",
      );
      return;
    }
    setBusy(action);
    try {
      const { status } = await decide({
        groupId: item._id,
        action,
        reason: reason.trim() || undefined,
      });
      notifications.show({ color: "green", message: `Report ${status}` });
      onDone();
    } catch (e) {
      notifications.show({
        color: "red",
        title: "Failed to update report",
        message: describeServerError(e),
      });
    } finally {
      setBusy(null);
    }
  };

  const blocked = holder !== null || item.ownCase;
  return (
    <Stack>
      <BlockedNotice ownCase={item.ownCase} takenBy={takenBy} what="report" />
      <HeldByNotice holder={holder} takenBy={takenBy} />
      <ReportedContent item={item} />
      <Textarea
        label="Reason"
        description="Needed for a warning: the author reads it and must acknowledge it. Optional otherwise."
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
      />
      <Group gap="sm">
        <Button
          variant="default"
          loading={busy === "dismiss"}
          disabled={busy !== null || blocked}
          onClick={() => act("dismiss")}
        >
          Dismiss Report
        </Button>
        <Button
          color="orange.9"
          loading={busy === "warn"}
          disabled={busy !== null || blocked}
          onClick={() => act("warn")}
        >
          Warn User
        </Button>
        {item.targetType !== "user" && (
          <Button
            color="red.9"
            loading={busy === "remove"}
            disabled={busy !== null || blocked}
            onClick={() => act("remove")}
          >
            Remove Content
          </Button>
        )}
      </Group>
    </Stack>
  );
}
