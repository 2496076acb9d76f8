import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import {
  IconCalendarEvent,
  IconClock,
  IconPencil,
  IconUsers,
} from "@tabler/icons-react";
import { lazy, Suspense, useId, useState } from "react";
import { EVENT_TYPES } from "@convex/community/limitRules";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { CardFact, ItemCard } from "../../../components/ItemCard";
import { RegistrationButtons } from "../../../components/RegistrationButtons";
import { ReportButton } from "../ReportButton";
import {
  formatAttendance,
  formatDuration,
  formatEventTime,
} from "../../../lib/istTime";
import { useEventActions, type EventItem } from "./useEvents";
import { memoByData } from "../../../lib/memoByData";

const EditEventModal = lazy(() =>
  import("./EditEventModal").then((m) => ({ default: m.EditEventModal })),
);

const TYPE_LABEL = Object.fromEntries(
  EVENT_TYPES.map((t) => [t.value, t.label]),
) as Record<string, string>;

/** One event; its counts and buttons follow the live query it comes from. */
export const EventCard = memoByData(function EventCard({
  event,
}: {
  event: EventItem;
}) {
  const titleId = useId();
  const { date, time } = formatEventTime(event.scheduledAt);
  const { cancelEvent } = useEventActions(event._id);

  return (
    <ItemCard
      titleId={titleId}
      id={`event-${event._id}`}
      badges={
        <>
          <Badge variant="light">
            {TYPE_LABEL[event.eventType] ?? event.eventType}
          </Badge>
          {event.live && (
            <Badge color="red.9" variant="filled">
              Live now
            </Badge>
          )}
        </>
      }
      title={event.title}
      description={event.description}
      lineClamp={4}
    >
      {event.pendingEdit && (
        <Text size="sm" fw={600} c="orange.9">
          Your changes are waiting for a moderator’s review. Until they are
          approved, everyone sees the event as shown here.
        </Text>
      )}
      <Stack gap={4} mt="auto">
        <CardFact icon={<IconCalendarEvent size={16} aria-hidden />}>
          <time dateTime={new Date(event.scheduledAt).toISOString()}>
            {date} · {time}
          </time>
        </CardFact>
        <CardFact icon={<IconClock size={16} aria-hidden />}>
          {formatDuration(event.durationMinutes)}
        </CardFact>
        <CardFact icon={<IconUsers size={16} aria-hidden />}>
          {formatAttendance(event.attendeeCount, event.maxAttendees)}
        </CardFact>
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
    </ItemCard>
  );
});

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
  return (
    <RegistrationButtons
      registered={event.registered}
      full={event.full}
      registerLabel="RSVP"
      cancelLabel="Cancel RSVP"
      onRegister={rsvp}
      onCancel={cancelRsvp}
      describedBy={describedBy}
    />
  );
}
