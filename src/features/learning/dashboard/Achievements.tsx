import {
  Badge,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconAward, IconLock } from "@tabler/icons-react";
import { useId } from "react";
import type { Achievement } from "./dashboardData";
import { formatDate } from "../../../lib/format";

/** Every badge: earned ones with their date, locked ones greyed with how to earn them. */
export function Achievements({ items }: { items: Achievement[] }) {
  const titleId = useId();
  const earned = items.filter((a) => a.earnedAt !== null).length;
  return (
    <Card component="section" aria-labelledby={titleId} padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            Achievements
          </Title>
          <Text size="sm" fw={600}>
            {earned} of {items.length} earned
          </Text>
        </Group>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
        >
          {items.map((a) => (
            <AchievementTile key={a.key} achievement={a} />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function AchievementTile({ achievement: a }: { achievement: Achievement }) {
  const earned = a.earnedAt !== null;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      bg={earned ? "var(--mantine-color-yellow-light)" : undefined}
      style={earned ? undefined : { borderStyle: "dashed" }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon
          variant={earned ? "filled" : "light"}
          color={earned ? "yellow.5" : "gray"}
          size="lg"
          radius="xl"
          aria-hidden
        >
          {earned ? <IconAward size={20} /> : <IconLock size={18} />}
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Group gap={6}>
            <Text fw={700} c={earned ? undefined : "dimmed"}>
              {a.name}
            </Text>
            {/* Filled teal.9 keeps white text at AA contrast in both colour schemes. */}
            <Badge
              size="sm"
              variant={earned ? "filled" : "default"}
              color={earned ? "teal.9" : undefined}
            >
              {earned ? "Earned" : "Locked"}
            </Badge>
          </Group>
          <Text size="sm" c={earned ? undefined : "dimmed"}>
            {earned
              ? `Earned on ${formatDate(a.earnedAt!)}`
              : `How to earn: ${a.howToEarn}`}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
