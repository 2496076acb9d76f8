import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import {
  GROUP_CAPACITY,
  SESSION_DURATION,
  SESSION_HORIZON_DAYS,
} from "@convex/mentorship/rules";
import { useSessionForm } from "./sessionForm";
import { useCreateSession } from "./workspaceData";
import { IstDateTimePicker } from "../../../components/IstDateTimePicker";

const GRADES = ["6", "7", "8", "9", "10", "11", "12"].map((g) => ({
  value: g,
  label: `Class ${g}`,
}));

/** Create Session: the shared rules in the form, the server's word on submit. */
export function CreateSessionModal({ onClose }: { onClose: () => void }) {
  const form = useSessionForm();
  const create = useCreateSession();
  const [busy, setBusy] = useState(false);
  const group = form.values.sessionType === "group";

  const submit = form.onSubmit(async (input) => {
    setBusy(true);
    try {
      if ((await create(input)) !== undefined) onClose();
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal opened onClose={onClose} title="Create Session" size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Title"
            withAsterisk
            data-autofocus
            {...form.getInputProps("title")}
          />
          <Textarea
            label="Description"
            description="What you will cover and who it is for."
            autosize
            minRows={3}
            withAsterisk
            {...form.getInputProps("description")}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="session-type-label">
              Session type
            </Text>
            <SegmentedControl
              aria-labelledby="session-type-label"
              data={[
                { value: "one-on-one", label: "One-on-one" },
                { value: "group", label: "Group" },
              ]}
              {...form.getInputProps("sessionType")}
              onChange={(value) => {
                form.setFieldValue(
                  "sessionType",
                  value as "one-on-one" | "group",
                );
                form.setFieldValue(
                  "maxParticipants",
                  value === "group" ? "" : 1,
                );
              }}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="session-purpose-label">
              Kind
            </Text>
            <SegmentedControl
              aria-labelledby="session-purpose-label"
              data={[
                { value: "mentorship", label: "Mentorship" },
                { value: "doubt", label: "Doubt clearing" },
              ]}
              {...form.getInputProps("purpose")}
            />
          </Stack>
          <IstDateTimePicker
            horizonDays={SESSION_HORIZON_DAYS}
            {...form.getInputProps("scheduledAt")}
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Duration (minutes)"
              min={SESSION_DURATION.min}
              max={SESSION_DURATION.max}
              step={15}
              allowDecimal={false}
              withAsterisk
              {...form.getInputProps("durationMinutes")}
            />
            {group && (
              <NumberInput
                label="Max participants"
                min={GROUP_CAPACITY.min}
                max={GROUP_CAPACITY.max}
                allowDecimal={false}
                withAsterisk
                {...form.getInputProps("maxParticipants")}
              />
            )}
          </Group>
          <Group grow align="flex-start">
            <Select
              label="Class (optional)"
              placeholder="Any class"
              data={GRADES}
              clearable
              {...form.getInputProps("grade")}
            />
            <TextInput
              label="Subject (optional)"
              placeholder="e.g. Mathematics"
              {...form.getInputProps("subject")}
            />
          </Group>
          <TextInput
            label="Meeting link (optional)"
            description="A Google Meet, Zoom, Microsoft Teams or Jitsi link; registered students see it from 10 minutes before the start."
            placeholder="https://meet.google.com/…"
            {...form.getInputProps("meetingUrl")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create Session
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
