import { Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";
import type { TourPlaceholder } from "./demoTour";

/** A clearly marked gap in the tour where a real sample will go; never a mock-up. */
export function ComingSoonPanel({
  placeholder,
}: {
  placeholder: TourPlaceholder;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="note"
      aria-label={placeholder.title}
      style={{ borderStyle: "dashed" }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon
          variant="light"
          color="gray"
          size="lg"
          radius="xl"
          aria-hidden="true"
        >
          <IconHourglass size={18} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={700}>{placeholder.title}</Text>
          <Text size="sm">{placeholder.text}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
