import "@mantine/dates/styles.css";
import { DateTimePicker, type DateTimePickerProps } from "@mantine/dates";
import { useState } from "react";
import { istDate } from "../lib/istTime";

const DAY = 86_400_000;

/**
 * "Date and time (IST)" for the event, session and 1-on-1 forms: from today
 * to `horizonDays` ahead (as IST calendar days; the shared rule has the final
 * say), a 12-hour clock, and every control named for screen readers. The
 * value is the picker's wall-clock string, read as IST (`istWallTimeToEpoch`).
 */
export function IstDateTimePicker({
  horizonDays,
  ...props
}: Omit<DateTimePickerProps, "minDate" | "maxDate"> & { horizonDays: number }) {
  const [{ today, lastDay }] = useState(() => {
    const now = Date.now();
    return { today: istDate(now), lastDay: istDate(now + horizonDays * DAY) };
  });
  return (
    <DateTimePicker
      label="Date and time (IST)"
      placeholder="Pick a date and time"
      // The placeholder is page text (a button's), so it needs text contrast.
      styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
      valueFormat="ddd, D MMM YYYY · h:mm A"
      // Mantine paints weekends red, below text contrast; here every day is alike.
      weekendDays={[]}
      // Mantine dims the next and last month's days below text contrast
      // (2.4:1); each month shows only its own days, and "Next month" the rest.
      hideOutsideDates
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
      {...props}
    />
  );
}
