import {
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useId, type ReactNode } from "react";

/**
 * A section of the community hub (clubs, events): its heading with the
 * button that creates one, then its cards.
 */
export function CommunitySection({
  title,
  createLabel,
  onCreate,
  children,
}: {
  title: string;
  createLabel: string;
  onCreate: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onCreate}
        >
          {createLabel}
        </Button>
      </Group>
      {children}
    </Stack>
  );
}

/** Three grey cards of the section's card height while its first page loads; hidden from screen readers. */
export function SectionSkeletons({ height }: { height: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-hidden>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} h={height} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
