import {
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { FunctionReturnType } from "convex/server";
import { useId } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { formatDuration, formatNumber, plural } from "../../lib/format";
import { useMinuteClock, useQueryAcrossArgs } from "../../lib/useMinuteQuery";

type Week = FunctionReturnType<typeof api.families.week.childWeek>;

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
/** "12 Nov" for a calendar day given as YYYY-MM-DD (already the child's own day). */
const formatDay = (day: string) =>
  dayFormat.format(new Date(`${day}T00:00:00Z`));

const whenFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "Asia/Kolkata",
});

/**
 * A linked child's last 7 days, live: lessons done, tests and their scores,
 * time spent, the streak, and what to practise next. Read-only; every
 * figure is said in words.
 */
export function ChildWeek({
  childId,
  childName,
}: {
  childId: Id<"users">;
  childName: string;
}) {
  const now = useMinuteClock();
  const week = useQueryAcrossArgs(api.families.week.childWeek, {
    childId,
    now,
  });
  const titleId = useId();
  const first = childName.trim().split(/\s+/)[0] || "Your child";
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p="md"
      mt="md"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {first}'s week at a glance
        </Title>
        {week === undefined ? (
          <WeekSkeleton name={first} />
        ) : (
          <WeekFigures week={week} />
        )}
      </Stack>
    </Paper>
  );
}

function WeekSkeleton({ name }: { name: string }) {
  return (
    <Stack gap="xs" role="status" aria-label={`Loading ${name}'s week`}>
      <Skeleton height={14} width="60%" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={44} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text size="sm">
        {label}:{" "}
        <Text span fw={700}>
          {value}
        </Text>
      </Text>
    </Paper>
  );
}

function WeekFigures({ week }: { week: Week }) {
  const quiet = week.lessonsDone === 0 && week.testsTaken === 0;
  const next = week.practiseNext;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The last 7 days, {formatDay(week.firstDay)} to {formatDay(week.today)}.
        This updates by itself as they learn.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Figure
          label="Lessons done this week"
          value={formatNumber(week.lessonsDone)}
        />
        <Figure
          label="Tests taken this week"
          value={formatNumber(week.testsTaken)}
        />
        <Figure
          label="Time spent learning"
          value={formatDuration(week.secondsSpent)}
        />
        <Figure label="Current streak" value={plural(week.streak, "day")} />
      </SimpleGrid>
      {quiet ? (
        <Text>No learning yet this week.</Text>
      ) : (
        <>
          {week.lessons.length > 0 && (
            <Stack gap={4}>
              <Title order={3} size="h5">
                Lessons done
              </Title>
              <List size="sm" spacing={4} aria-label="Lessons done this week">
                {week.lessons.map((l) => (
                  <List.Item key={`${l.id}`}>
                    <Text span size="sm" fw={600}>
                      {l.title}
                    </Text>
                    <Text span size="sm">
                      {" "}
                      · {[l.subject, l.chapter]
                        .filter(Boolean)
                        .join(", ")} · {whenFormat.format(l.at)}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          {week.tests.length > 0 && (
            <Stack gap={4}>
              <Title order={3} size="h5">
                Tests and scores
              </Title>
              <List size="sm" spacing={4} aria-label="Tests taken this week">
                {week.tests.map((test) => (
                  <List.Item key={test.id}>
                    <Text span size="sm" fw={600}>
                      {test.title}
                    </Text>
                    <Text span size="sm">
                      {" "}
                      · Score: {formatNumber(test.score)} out of{" "}
                      {formatNumber(test.maxScore)}
                      {test.maxScore > 0
                        ? ` (${Math.round((Math.max(0, test.score) / test.maxScore) * 100)}%)`
                        : ""}{" "}
                      · {whenFormat.format(test.at)}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
        </>
      )}
      <Stack gap={4}>
        <Title order={3} size="h5">
          What to practise next
        </Title>
        {next.lesson || next.subject ? (
          <List size="sm" spacing={4}>
            {next.lesson && (
              <List.Item>
                Finish the lesson “{next.lesson.title}”
                {next.lesson.subject ? ` (${next.lesson.subject})` : ""}, opened
                this week.
              </List.Item>
            )}
            {next.subject && (
              <List.Item>
                {next.subject.name}: {next.subject.chaptersMastered} of{" "}
                {plural(next.subject.chapterCount, "chapter")} mastered in
                tests, the least of their subjects.
              </List.Item>
            )}
          </List>
        ) : (
          <Text size="sm">Nothing to suggest yet.</Text>
        )}
      </Stack>
    </Stack>
  );
}
