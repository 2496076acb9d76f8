import { Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { formatNumber } from "../../lib/format";
import { useImpact } from "./useDonations";

/** What the platform has done so far, counted from its own data. */
export function ImpactFigures() {
  const impact = useImpact();
  const figures = impact && [
    { label: "Students reached", value: formatNumber(impact.students) },
    { label: "Verified mentors", value: formatNumber(impact.verifiedMentors) },
    {
      label: "Mentorship programs",
      value: `${formatNumber(impact.programs)}${impact.programsCapped ? "+" : ""}`,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" aria-label="Our impact">
      {figures
        ? figures.map((f) => (
            <Paper key={f.label} withBorder p="md" ta="center">
              <Text fz={28} fw={700}>
                {f.value}
              </Text>
              <Text c="dimmed">{f.label}</Text>
            </Paper>
          ))
        : [0, 1, 2].map((i) => <Skeleton key={i} h={86} radius="md" />)}
    </SimpleGrid>
  );
}
