import { Alert, Button, Group, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconInfoCircle } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useSession } from "../../../lib/session";
import { CommunityFormPage } from "../clubs/CommunityFormPage";
import { useEventForm } from "./eventForm";
import { EventFormFields } from "./EventFormFields";
import { useCreateEvent } from "./useEvents";

/**
 * Mentors and staff publish at once; a student's event is a proposal a
 * moderator reviews first, and the form says so before they write it.
 */
export function CreateEventPage() {
  const session = useSession();
  const createEvent = useCreateEvent();
  const navigate = useNavigate();
  const isProposal =
    session.status === "signedIn" &&
    !session.verifiedMentor &&
    session.staffRole === null;
  const form = useEventForm();

  const submit = form.onSubmit(async (input) => {
    const result = await createEvent(input);
    if (!result) return;
    if (result.status === "published") {
      notifications.show({
        color: "green",
        message: "Your event is published!",
      });
      await navigate(`${paths.community.href()}#event-${result.eventId}`);
    } else {
      notifications.show({
        color: "green",
        message: "Your event was sent for review.",
      });
      await navigate(paths.community.href());
    }
  });

  return (
    <CommunityFormPage
      heading="Create an event"
      intro="A workshop, quiz or study session for the community. Times are in IST."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {isProposal && (
            <Alert
              variant="light"
              icon={<IconInfoCircle aria-hidden />}
              title="A moderator reviews student events"
            >
              Your event will be reviewed by a moderator before it appears in
              Live Events.
            </Alert>
          )}
          <EventFormFields form={form} />
          <Group justify="flex-end">
            <Button
              variant="default"
              component={Link}
              to={paths.community.href()}
            >
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              {isProposal ? "Send for review" : "Publish event"}
            </Button>
          </Group>
        </Stack>
      </form>
    </CommunityFormPage>
  );
}
