import "@mantine/dates/styles.css";
import { Indicator, Stack, Text, Title } from "@mantine/core";
import { DatePicker } from "@mantine/dates";
import { useState } from "react";
import { IST_OFFSET_MS } from "@convex/mentorship/rules";
import { istDate } from "../../../lib/istTime";
import { SessionList } from "./SessionLists";
import { useBookedDays, useMinute, useSessionsOnDay } from "./workspaceData";

const DAY = 86_400_000;

/** Midnight IST of a calendar day "YYYY-MM-DD". */
function istMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS;
}

const dayLabel = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The first of the month of a calendar day, "YYYY-MM-01". */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * A month calendar with the days that have sessions marked (the side
 * calendar of the teacher dashboard and the mentor dashboard's Schedule
 * tab); picking a day lists
 * its sessions with their status when `withDayList` is set.
 */
export function ScheduleCalendar({
  withDayList = false,
}: {
  withDayList?: boolean;
}) {
  const now = useMinute();
  const [day, setDay] = useState(() => istDate(now));
  const [month, setMonth] = useState(() => monthOf(istDate(now)));
  // The six weeks the month grid can show.
  const from = istMidnight(month) - 7 * DAY;
  const booked = useBookedDays(from, from + 42 * DAY);
  const bookedSet = new Set(booked ?? []);

  return (
    <Stack gap="md">
      <DatePicker
        value={day}
        onChange={(value) => value && setDay(value)}
        date={month}
        onDateChange={(value) => setMonth(monthOf(value))}
        weekendDays={[]}
        hideOutsideDates
        aria-label="Your sessions by day"
        ariaLabels={{
          nextMonth: "Next month",
          previousMonth: "Previous month",
          nextYear: "Next year",
          previousYear: "Previous year",
          nextDecade: "Next decade",
          previousDecade: "Previous decade",
        }}
        getDayProps={(date) =>
          bookedSet.has(date)
            ? {
                "aria-label": `${dayLabel.format(Date.parse(`${date}T00:00:00Z`))}, has sessions`,
                style: { fontWeight: 700 },
              }
            : {}
        }
        renderDay={(date) => {
          const d = Number(date.slice(8, 10));
          return (
            <Indicator
              size={6}
              color="red.9"
              offset={-2}
              disabled={!bookedSet.has(date)}
            >
              <div>{d}</div>
            </Indicator>
          );
        }}
      />
      <Text size="xs" c="dimmed">
        A dot marks a day with sessions. Times are IST.
      </Text>
      {withDayList && <DaySessions day={day} />}
    </Stack>
  );
}

function DaySessions({ day }: { day: string }) {
  const sessions = useSessionsOnDay(istMidnight(day));
  const label = new Intl.DateTimeFormat("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(Date.parse(`${day}T00:00:00Z`));
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {label}
      </Title>
      <SessionList sessions={sessions} empty="No sessions on this day." />
    </Stack>
  );
}
