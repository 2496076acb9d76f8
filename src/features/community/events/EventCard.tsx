import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  IconCalendarEvent,
  IconCheck,
  IconClock,
  IconPencil,
  IconUsers,
} from "@tabler/icons-react";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { EVENT_TYPES } from "@convex/community/rules";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { ReportButton } from "../ReportButton";
import {
  formatAttendance,
  formatDuration,
  formatEventTime,
} from "../../../lib/istTime";
import { useEventActions, type EventItem } from "./useEvents";

const EditEventModal = lazy(() =>
  import("./EditEventModal").then((m) => ({ default: m.EditEventModal })),
);

const TYPE_LABEL = Object.fromEntries(
  EVENT_TYPES.map((t) => [t.value, t.label]),
) as Record<string, string>;

/** One event; its counts and buttons follow the live query it comes from. */
export function EventCard({ event }: { event: EventItem }) {
  const titleId = useId();
  const { date, time } = formatEventTime(event.scheduledAt);
  const { cancelEvent } = useEventActions(event._id);

  return (
    <Card
      component="article"
      id={`event-${event._id}`}
      aria-labelledby={titleId}
      padding="lg"
      h="100%"
    >
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <Badge variant="light">
            {TYPE_LABEL[event.eventType] ?? event.eventType}
          </Badge>
          {event.live && (
            <Badge color="red.9" variant="filled">
              Live now
            </Badge>
          )}
        </Group>
        <Title
          order={3}
          fz="h4"
          id={titleId}
          style={{ overflowWrap: "anywhere" }}
        >
          {event.title}
        </Title>
        <Text size="sm" lineClamp={4} style={{ overflowWrap: "anywhere" }}>
          {event.description}
        </Text>
        {event.pendingEdit && (
          <Text size="sm" fw={600} c="orange.9">
            Your changes are waiting for a moderator’s review. Until they are
            approved, everyone sees the event as shown here.
          </Text>
        )}
        <Stack gap={4} mt="auto">
          <Fact icon={<IconCalendarEvent size={16} aria-hidden />}>
            <time dateTime={new Date(event.scheduledAt).toISOString()}>
              {date} · {time}
            </time>
          </Fact>
          <Fact icon={<IconClock size={16} aria-hidden />}>
            {formatDuration(event.durationMinutes)}
          </Fact>
          <Fact icon={<IconUsers size={16} aria-hidden />}>
            {formatAttendance(event.attendeeCount, event.maxAttendees)}
          </Fact>
        </Stack>
        <Group gap="xs" justify="space-between">
          <RsvpControls event={event} describedBy={titleId} />
          <Group gap={4}>
            <ReportButton targetType="event" targetId={event._id} />
            {event.canCancel && !event.live && (
              <EditEventButton event={event} describedBy={titleId} />
            )}
            {event.canCancel && (
              <ConfirmButton
                size="compact-sm"
                title="Cancel this event?"
                message="It disappears from Live Events for everyone, including those who registered."
                confirmLabel="Cancel event"
                cancelLabel="Keep the event"
                onConfirm={cancelEvent}
              >
                Cancel event
              </ConfirmButton>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** The organiser's (and staff's) Edit; an event under way keeps its details. */
function EditEventButton({
  event,
  describedBy,
}: {
  event: EventItem;
  describedBy: string;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => setEditing(true)}
        aria-describedby={describedBy}
      >
        Edit
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <EditEventModal event={event} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/**
 * RSVP becomes Registered (disabled); RSVP is disabled once the
 * event is full. A registered member may also give their place back.
 */
function RsvpControls({
  event,
  describedBy,
}: {
  event: EventItem;
  describedBy: string;
}) {
  const { rsvp, cancelRsvp } = useEventActions(event._id);
  const [busy, setBusy] = useState<"rsvp" | "cancel" | null>(null);
  const act = async (which: "rsvp" | "cancel") => {
    setBusy(which);
    try {
      await (which === "rsvp" ? rsvp() : cancelRsvp());
    } finally {
      setBusy(null);
    }
  };

  if (event.registered)
    return (
      <Group gap="xs">
        <Button
          disabled
          leftSection={<IconCheck size={16} aria-hidden />}
          aria-describedby={describedBy}
        >
          Registered
        </Button>
        <Button
          variant="subtle"
          color="gray"
          loading={busy === "cancel"}
          onClick={() => void act("cancel")}
          aria-describedby={describedBy}
        >
          Cancel RSVP
        </Button>
      </Group>
    );
  if (event.full)
    return (
      <Button disabled aria-describedby={describedBy}>
        Full
      </Button>
    );
  return (
    <Button
      loading={busy === "rsvp"}
      onClick={() => void act("rsvp")}
      aria-describedby={describedBy}
    >
      RSVP
    </Button>
  );
}
