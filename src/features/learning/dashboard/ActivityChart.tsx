import {
  Box,
  Button,
  Card,
  Center,
  Group,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconChartBar, IconTable } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import type { ChartDay } from "./dashboardData";
import { CHART_HEIGHT, formatDay, formatLongDay, formatXp } from "./formatting";
import type { ActivityBarsDay } from "./ActivityBars";
import { plural } from "../../../lib/format";

const EMPTY_CHART =
  "No activity yet — finish a lesson or take a test to see your progress here.";

const ActivityBars = lazy(() =>
  import("./ActivityBars").then((m) => ({ default: m.ActivityBars })),
);

/**
 * The bar chart (recharts, the largest library of the dashboard) downloads
 * only when its card comes near the screen: the dashboard's first screen
 * does not show it. Until then, and while it loads, an empty box of the
 * chart's height holds its place.
 */
function LazyBars(props: { data: ActivityBarsDay[]; summary: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, tests), the chart loads at once.
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === "undefined",
  );
  useEffect(() => {
    const box = ref.current;
    if (near || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <Box h={CHART_HEIGHT} aria-hidden />;
  if (!near) return <div ref={ref}>{placeholder}</div>;
  return (
    <Suspense fallback={placeholder}>
      <ActivityBars {...props} />
    </Suspense>
  );
}

/** XP per day over the last 30 days, as a bar chart with a text summary and a table of the same figures. */
export function ActivityChart({ days }: { days: ChartDay[] }) {
  const titleId = useId();
  const tableId = useId();
  const [asTable, setAsTable] = useState(false);
  const summary = summarise(days);
  // A new student's 30 days are all zero: words, not an empty 0–4 axis.
  const empty = days.every((d) => d.xp === 0);
  const data = days.map((d) => ({ ...d, label: formatDay(d.day) }));
  return (
    <Card component="section" aria-labelledby={titleId} padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            Last 30 days
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={asTable}
            aria-controls={asTable ? tableId : undefined}
            leftSection={
              asTable ? (
                <IconChartBar size={16} aria-hidden />
              ) : (
                <IconTable size={16} aria-hidden />
              )
            }
            onClick={() => setAsTable((t) => !t)}
          >
            {asTable ? "Show as chart" : "Show as table"}
          </Button>
        </Group>
        {!empty && <Text size="sm">{summary}</Text>}
        {asTable ? (
          <ActivityTable id={tableId} days={days} />
        ) : empty ? (
          <Center mih={120} px="md">
            <Text c="dimmed" ta="center">
              {EMPTY_CHART}
            </Text>
          </Center>
        ) : (
          <LazyBars data={data} summary={summary} />
        )}
      </Stack>
    </Card>
  );
}

function ActivityTable({ id, days }: { id: string; days: ChartDay[] }) {
  // Short headers and dates keep all five columns within a 360 px screen.
  return (
    <Table id={id} striped fz="sm" verticalSpacing={4} horizontalSpacing={6}>
      <Table.Caption>
        XP, minutes, lessons and tests per day, newest first
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Day</Table.Th>
          <Table.Th scope="col" ta="right">
            XP
          </Table.Th>
          <Table.Th scope="col" ta="right">
            <abbr title="Minutes">Min</abbr>
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Lessons
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Tests
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...days].reverse().map((d) => (
          <Table.Tr key={d.day}>
            <Table.Th scope="row" fw={400}>
              {formatDay(d.day)}
            </Table.Th>
            <Table.Td ta="right">{d.xp}</Table.Td>
            <Table.Td ta="right">{d.minutes}</Table.Td>
            <Table.Td ta="right">{d.lessons}</Table.Td>
            <Table.Td ta="right">{d.tests}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** "120 XP on 4 active days; best day Thu, 12 Nov with 50 XP." */
export function summarise(days: ChartDay[]) {
  const active = days.filter((d) => d.xp > 0);
  if (active.length === 0) return "No XP earned in the last 30 days yet.";
  const total = active.reduce((sum, d) => sum + d.xp, 0);
  const best = active.reduce((a, b) => (b.xp > a.xp ? b : a));
  return `${formatXp(total)} on ${plural(active.length, "active day")}; best day ${formatLongDay(best.day)} with ${formatXp(best.xp)}.`;
}
