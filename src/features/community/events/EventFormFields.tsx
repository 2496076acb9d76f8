import { Group, NumberInput, Select, Textarea, TextInput } from "@mantine/core";
import {
  EVENT_CAPACITY,
  EVENT_DESCRIPTION,
  EVENT_DURATION,
  EVENT_HORIZON_DAYS,
  EVENT_TYPES,
} from "@convex/community/rules";
import { formatNumber } from "../../../lib/format";
import type { EventForm } from "./eventForm";
import { IstDateTimePicker } from "../../../components/IstDateTimePicker";

const typeOptions = EVENT_TYPES.map((t) => ({
  value: t.value,
  label: t.label,
}));

/** The fields of an event, for the create page and the edit dialog alike. */
export function EventFormFields({ form }: { form: EventForm }) {
  return (
    <>
      <TextInput label="Title" withAsterisk {...form.getInputProps("title")} />
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
      <IstDateTimePicker
        horizonDays={EVENT_HORIZON_DAYS}
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
    </>
  );
}
