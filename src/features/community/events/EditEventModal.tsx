import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { eventFormValues, useEventForm } from "./eventForm";
import { EventFormFields } from "./EventFormFields";
import { useUpdateEvent, type EventItem } from "./useEvents";

/**
 * The organiser's (or staff's) changes to an event, in the create form's
 * fields and rules. Loaded only when opened: the date picker stays out of
 * the community page until someone edits.
 */
export function EditEventModal({
  event,
  onClose,
}: {
  event: EventItem;
  onClose: () => void;
}) {
  // A change still waiting for review is what the organiser goes on editing.
  const form = useEventForm(eventFormValues(event.pendingEdit ?? event));
  const updateEvent = useUpdateEvent(event._id);

  const submit = form.onSubmit(async (input) => {
    // The outcome once saved; undefined if refused (the toast says why).
    if ((await updateEvent(input)) !== undefined) onClose();
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title="Edit event"
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {event.pendingEdit && (
            <Text size="sm">
              Your earlier changes are still waiting for review; saving replaces
              them.
            </Text>
          )}
          {event.attendeeCount > 0 && (
            <Text size="sm" c="dimmed">
              If you change the date or time, everyone registered is told.
            </Text>
          )}
          <EventFormFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
