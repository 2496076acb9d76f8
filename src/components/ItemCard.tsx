import { Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The card a listing shows for one item (a club, an event, a session, a
 * program): an article named by its title, badges above the title, a clamped
 * description, then whatever the item adds, with its facts and buttons pinned
 * to the bottom so cards in one row line up.
 */
export function ItemCard({
  titleId,
  id,
  badges,
  title,
  headingLevel = 3,
  description,
  lineClamp,
  children,
}: {
  /** The title's id: the card's accessible name, and what its buttons are described by. */
  titleId: string;
  /** The card's own id, for a link to it. */
  id?: string;
  badges: ReactNode;
  title: ReactNode;
  headingLevel?: 3 | 4;
  description: ReactNode;
  lineClamp: number;
  children: ReactNode;
}) {
  return (
    <Card
      component="article"
      id={id}
      aria-labelledby={titleId}
      padding="lg"
      h="100%"
    >
      <Stack gap="sm" h="100%">
        <Group gap="xs">{badges}</Group>
        <Title
          order={headingLevel}
          fz="h4"
          id={titleId}
          style={{ overflowWrap: "anywhere" }}
        >
          {title}
        </Title>
        <Text
          size="sm"
          lineClamp={lineClamp}
          style={{ overflowWrap: "anywhere" }}
        >
          {description}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** One dimmed line of a card's facts (when, how long, how many), behind its icon. */
export function CardFact({
  icon,
  children,
}: {
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
