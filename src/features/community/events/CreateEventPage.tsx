import "@mantine/dates/styles.css";
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import {
  EVENT_CAPACITY,
  EVENT_DESCRIPTION,
  EVENT_DURATION,
  EVENT_HORIZON_DAYS,
  EVENT_TYPES,
} from "@convex/shared/communityRules";
import { paths } from "../../../config/paths";
import { useSession } from "../../../lib/session";
import { CommunityFormPage } from "../clubs/CommunityFormPage";
import {
  eventFormSchema,
  initialEventValues,
  validateEventForm,
  type EventFormValues,
} from "./eventForm";
import { istDate } from "./eventTime";
import { useCreateEvent, type EventInput } from "./useEvents";
import { formatNumber } from "../../../lib/format";

const typeOptions = EVENT_TYPES.map((t) => ({
  value: t.value,
  label: t.label,
}));

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
  const form = useForm({
    initialValues: initialEventValues,
    validate: (values: EventFormValues) => validateEventForm(values),
    transformValues: (values): EventInput =>
      eventFormSchema(Date.now()).parse(values),
  });
  // The picker's limits, as IST calendar days; the schema has the final say.
  const [{ today, lastDay }] = useState(() => {
    const now = Date.now();
    return {
      today: istDate(now),
      lastDay: istDate(now + EVENT_HORIZON_DAYS * 86_400_000),
    };
  });

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
          <TextInput
            label="Title"
            withAsterisk
            {...form.getInputProps("title")}
          />
          <Select
            label="Type"
            placeholder="Choose a type"
            data={typeOptions}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps("eventType")}
          />
          <Textarea
            label="Description"
            description={`What will happen, who it is for, what to bring (${EVENT_DESCRIPTION.min}–${formatNumber(EVENT_DESCRIPTION.max)} characters).`}
            autosize
            minRows={4}
            withAsterisk
            {...form.getInputProps("description")}
          />
          <DateTimePicker
            label="Date and time (IST)"
            placeholder="Pick a date and time"
            // The picker's placeholder is page text (a button's), so it needs text contrast.
            styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
            valueFormat="ddd, D MMM YYYY · h:mm A"
            // Mantine paints weekends red, below text contrast; here every day is alike.
            weekendDays={[]}
            minDate={today}
            maxDate={lastDay}
            withAsterisk
            // After school, a sensible start once a day is picked.
            defaultTimeValue="17:00:00"
            dropdownType="modal"
            modalProps={{ title: "Date and time (IST)" }}
            ariaLabels={{
              nextMonth: "Next month",
              previousMonth: "Previous month",
              nextYear: "Next year",
              previousYear: "Previous year",
              nextDecade: "Next decade",
              previousDecade: "Previous decade",
            }}
            timePickerProps={{
              format: "12h",
              hoursInputLabel: "Hours",
              minutesInputLabel: "Minutes",
              amPmInputLabel: "AM or PM",
            }}
            submitButtonProps={{ "aria-label": "Confirm date and time" }}
            {...form.getInputProps("scheduledAt")}
          />
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label="Duration in minutes"
              min={EVENT_DURATION.min}
              max={EVENT_DURATION.max}
              step={15}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              withAsterisk
              miw={180}
              {...form.getInputProps("durationMinutes")}
            />
            <NumberInput
              label="Maximum attendees"
              description="Leave empty for no limit"
              min={EVENT_CAPACITY.min}
              max={EVENT_CAPACITY.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              miw={180}
              {...form.getInputProps("maxAttendees")}
            />
          </Group>
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
