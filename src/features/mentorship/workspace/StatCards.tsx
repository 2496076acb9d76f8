import { Card, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { formatNumber } from "../../../lib/format";
import type { WorkspaceStats } from "./workspaceData";

/** A count as the server gives it: exact, however large. */
export function formatCount(n: number): string {
  return formatNumber(n);
}

/** Figures in a row of cards; each a label over its value (a description list). */
export function FigureCards({
  label,
  figures,
  cols = { base: 2, sm: 3, md: 5 },
}: {
  label: string;
  figures: { label: string; value: string | null }[];
  cols?: Record<string, number>;
}) {
  return (
    <SimpleGrid
      component="dl"
      aria-label={label}
      cols={cols}
      spacing="md"
      m={0}
    >
      {figures.map((f) => (
        <Card key={f.label} withBorder padding="md">
          <Text component="dt" size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text component="dd" fz="xl" fw={700} m={0}>
            {f.value ?? (
              <Skeleton h={28} w="50%" component="span" display="block" />
            )}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The mentor dashboard's five stat cards, computed on the server. */
export function StatCards({ stats }: { stats: WorkspaceStats | undefined }) {
  const v = (pick: (s: WorkspaceStats) => string) =>
    stats ? pick(stats) : null;
  return (
    <FigureCards
      label="Your mentoring in figures"
      figures={[
        {
          label: "Total Sessions",
          value: v((s) => formatNumber(s.totalSessions)),
        },
        { label: "Completed", value: v((s) => formatNumber(s.completed)) },
        { label: "Upcoming", value: v((s) => formatCount(s.upcoming)) },
        {
          label: "Average Rating",
          value: v((s) =>
            s.ratingCount === 0 ? "No ratings yet" : s.averageRating.toFixed(1),
          ),
        },
        {
          label: "Total Students",
          value: v((s) => formatNumber(s.totalStudents)),
        },
      ]}
    />
  );
}

/** The teacher dashboard's Quick Stats, computed, never fixed. */
export function QuickStats({ stats }: { stats: WorkspaceStats | undefined }) {
  const v = (pick: (s: WorkspaceStats) => number) =>
    stats ? formatCount(pick(stats)) : null;
  return (
    <FigureCards
      label="Quick Stats"
      cols={{ base: 3 }}
      figures={[
        { label: "Today", value: v((s) => s.todaySessions) },
        { label: "This week", value: v((s) => s.weekSessions) },
        {
          label: "Active students (30 days)",
          value: v((s) => s.activeStudents),
        },
      ]}
    />
  );
}
