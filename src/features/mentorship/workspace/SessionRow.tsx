import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { istDayStart } from "@convex/mentorship/rules";
import { plural } from "../../../lib/format";
import { formatEventTime } from "../../../lib/istTime";
import { CancelSessionModal } from "./CancelSessionModal";
import { JoinNowLink } from "../../../components/JoinNowLink";
import { useSessionControls, type WorkspaceSession } from "./workspaceData";
import { memoByData } from "../../../lib/memoByData";

const PURPOSE = { mentorship: "Mentorship", doubt: "Doubt" } as const;
const STATUS = {
  scheduled: { label: "Scheduled", color: "blue.9" },
  ongoing: { label: "Live now", color: "red.9" },
  completed: { label: "Completed", color: "teal.9" },
  cancelled: { label: "Cancelled", color: "gray.8" },
} as const;

/**
 * One of the mentor's sessions: who (the student of a one-on-one, or how
 * many registered), when, its status, and what can be done now: Start
 * Session and Mark Complete for today's only, Join Now while live,
 * Cancel while scheduled. Memoised: a live update re-renders its own row.
 */
export const SessionRow = memoByData(function SessionRow({
  session,
  now,
}: {
  session: WorkspaceSession;
  now: number;
}) {
  const titleId = useId();
  const { date, time } = formatEventTime(session.scheduledAt);
  const today = istDayStart(session.scheduledAt) === istDayStart(now);
  const status = STATUS[session.status];
  return (
    <Card component="article" aria-labelledby={titleId} withBorder padding="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6}>
            <Badge variant="light">{PURPOSE[session.purpose]}</Badge>
            <Badge color={status.color} variant="filled">
              {status.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={new Date(session.scheduledAt).toISOString()}>
              {date} · {time}
            </time>{" "}
            · {plural(session.durationMinutes, "minute")}
          </Text>
        </Group>
        <Title
          order={3}
          fz="md"
          id={titleId}
          style={{ overflowWrap: "anywhere" }}
        >
          {session.title}
        </Title>
        <Text size="sm" c="dimmed">
          {session.sessionType === "one-on-one"
            ? `One-on-one with ${session.studentName ?? "no student yet"}`
            : `Group · ${session.participantCount} / ${session.maxParticipants} registered`}
          {session.grade !== null && ` · Class ${session.grade}`}
          {session.subject && ` · ${session.subject}`}
        </Text>
        <SessionControls
          session={session}
          today={today}
          describedBy={titleId}
        />
      </Stack>
    </Card>
  );
});

function SessionControls({
  session,
  today,
  describedBy,
}: {
  session: WorkspaceSession;
  today: boolean;
  describedBy: string;
}) {
  const { start, complete, cancel } = useSessionControls(session._id);
  const [busy, setBusy] = useState<"start" | "complete" | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const act = async (which: "start" | "complete") => {
    setBusy(which);
    try {
      await (which === "start" ? start() : complete());
    } finally {
      setBusy(null);
    }
  };
  const scheduled = session.status === "scheduled";
  const live = session.status === "ongoing";
  if (!scheduled && !live) return null;
  return (
    <Group gap="xs">
      {live && session.meetingUrl && (
        <JoinNowLink href={session.meetingUrl} live describedBy={describedBy} />
      )}
      {scheduled && today && (
        <Button
          loading={busy === "start"}
          onClick={() => void act("start")}
          aria-describedby={describedBy}
        >
          Start Session
        </Button>
      )}
      {(live || (scheduled && today)) && (
        <Button
          variant="light"
          loading={busy === "complete"}
          onClick={() => void act("complete")}
          aria-describedby={describedBy}
        >
          Mark Complete
        </Button>
      )}
      {scheduled && (
        <Button
          variant="subtle"
          color="gray"
          onClick={() => setCancelling(true)}
          aria-describedby={describedBy}
        >
          Cancel session
        </Button>
      )}
      {cancelling && (
        <CancelSessionModal
          title={session.title}
          registered={session.participantCount}
          onCancel={cancel}
          onClose={() => setCancelling(false)}
        />
      )}
    </Group>
  );
}
