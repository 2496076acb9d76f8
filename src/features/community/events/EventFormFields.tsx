import "@mantine/dates/styles.css";
import { Group, NumberInput, Select, Textarea, TextInput } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { useState } from "react";
import {
  EVENT_CAPACITY,
  EVENT_DESCRIPTION,
  EVENT_DURATION,
  EVENT_HORIZON_DAYS,
  EVENT_TYPES,
} from "@convex/shared/communityRules";
import { formatNumber } from "../../../lib/format";
import type { EventForm } from "./eventForm";
import { istDate } from "../../../lib/istTime";

const typeOptions = EVENT_TYPES.map((t) => ({
  value: t.value,
  label: t.label,
}));

/** The fields of an event, for the create page and the edit dialog alike. */
export function EventFormFields({ form }: { form: EventForm }) {
  // The picker's limits, as IST calendar days; the schema has the final say.
  const [{ today, lastDay }] = useState(() => {
    const now = Date.now();
    return {
      today: istDate(now),
      lastDay: istDate(now + EVENT_HORIZON_DAYS * 86_400_000),
    };
  });

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
    </>
  );
}
