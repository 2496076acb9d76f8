import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Input,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCalendarPlus } from "@tabler/icons-react";
import { useId } from "react";
import {
  REQUEST_DURATION,
  REQUEST_HORIZON_DAYS,
  REQUEST_MESSAGE_MAX,
  istWeekday,
} from "@convex/mentorship/rules";
import { formatNumber } from "../../../lib/format";
import { istWallTimeToEpoch } from "../../../lib/istTime";
import { useSignInPrompt } from "../../../lib/useMemberAction";
import { useSession } from "../../../lib/session";
import { WEEKDAY_NAMES } from "../formatting";
import {
  REQUEST_SIGN_IN,
  useRequestSession,
  type MentorProfile,
} from "../mentorshipData";
import { dayHours, useRequestForm } from "./requestForm";
import { IstDateTimePicker } from "../../../components/IstDateTimePicker";

/**
 * Request a 1-on-1 on a mentor's profile: for students (visitors are asked
 * to log in; mentors and staff do not ask for sessions), a dialog with the
 * purpose, a time inside the mentor's hours (IST), the length and a message.
 */
export function RequestSession({ mentor }: { mentor: MentorProfile }) {
  const viewer = useSession();
  const prompt = useSignInPrompt();
  const [opened, { open, close }] = useDisclosure(false);

  if (
    viewer.status === "signedIn" &&
    (viewer.role !== "student" || viewer.staffRole !== null)
  )
    return null;
  if (mentor.availability.length === 0)
    return (
      <Text c="dimmed">
        1-on-1 requests open once {mentor.fullName} sets their hours.
      </Text>
    );
  return (
    <>
      <Group>
        <Button
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          onClick={() => {
            if (prompt(REQUEST_SIGN_IN)) open();
          }}
        >
          Request a 1-on-1
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={`Request a 1-on-1 with ${mentor.fullName}`}
        size="lg"
      >
        {opened && <RequestForm mentor={mentor} onDone={close} />}
      </Modal>
    </>
  );
}

function RequestForm({
  mentor,
  onDone,
}: {
  mentor: MentorProfile;
  onDone: () => void;
}) {
  const purposeLabelId = useId();
  const form = useRequestForm(mentor.availability);
  const send = useRequestSession(mentor);
  const chosen = form.values.scheduledAt
    ? istWallTimeToEpoch(form.values.scheduledAt)
    : undefined;
  const chosenDay = chosen === undefined ? null : istWeekday(chosen);
  const hoursNote =
    chosenDay === null
      ? "Inside the mentor's weekly hours, shown on this page."
      : `${WEEKDAY_NAMES[chosenDay]}: ${dayHours(mentor.availability, chosenDay) ?? "not available"} (IST)`;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (input) => {
        if (await send(input)) onDone();
      })}
    >
      <Stack gap="md">
        <Input.Wrapper
          label="Purpose"
          labelElement="div"
          labelProps={{ id: purposeLabelId }}
          withAsterisk
          error={form.errors.purpose}
        >
          <SegmentedControl
            fullWidth
            role="radiogroup"
            aria-labelledby={purposeLabelId}
            data={[
              { value: "mentorship", label: "Mentorship" },
              { value: "doubt", label: "Doubt" },
            ]}
            value={form.values.purpose}
            onChange={(value) =>
              form.setFieldValue("purpose", value as typeof form.values.purpose)
            }
          />
        </Input.Wrapper>
        <IstDateTimePicker
          description={hoursNote}
          horizonDays={REQUEST_HORIZON_DAYS}
          {...form.getInputProps("scheduledAt")}
        />
        <NumberInput
          label="Duration in minutes"
          description={`${REQUEST_DURATION.min}–${REQUEST_DURATION.max} minutes`}
          min={REQUEST_DURATION.min}
          max={REQUEST_DURATION.max}
          step={15}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          withAsterisk
          {...form.getInputProps("durationMinutes")}
        />
        <Textarea
          label="Message (optional)"
          description={`What you would like help with · ${formatNumber(form.values.message.length)} / ${formatNumber(REQUEST_MESSAGE_MAX)} characters`}
          autosize
          minRows={3}
          maxLength={REQUEST_MESSAGE_MAX}
          {...form.getInputProps("message")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
