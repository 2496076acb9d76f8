import { Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { formatDate, formatRupees, plural } from "../../lib/format";
import { useDonationHistory } from "./useDonations";

/** The 10 latest donations and the total raised, live for every viewer. */
export function DonationHistory() {
  const history = useDonationHistory();
  if (!history)
    return (
      <Stack gap="xs">
        <Skeleton h={60} />
        <Skeleton h={200} />
      </Stack>
    );
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Text c="dimmed">Total raised</Text>
        <Text fz={32} fw={700} data-testid="donations-total">
          {formatRupees(history.totalPaise)}
        </Text>
        <Text c="dimmed">from {plural(history.count, "donation")}</Text>
      </Paper>
      <Title order={2} fz="h3">
        Recent donations
      </Title>
      {history.latest.length === 0 ? (
        <Text c="dimmed">No donations yet. Be the first to give!</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label="Recent donations"
        >
          {history.latest.map((d) => (
            <Paper component="li" key={d.id} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} miw={0}>
                  <Text fw={600} truncate>
                    {d.donorName}
                  </Text>
                  <Text c="dimmed" fz="sm">
                    {formatDate(d.createdAt)}
                  </Text>
                </Stack>
                <Text fw={700}>{formatRupees(d.amountPaise)}</Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
