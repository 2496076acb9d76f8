import {
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconHourglassHigh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/**
 * The honest state of a screen whose feature has not shipped yet: it says what
 * will be here, never shows invented data.
 */
export function ComingSoon({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py={64}>
      <title>{title}</title>
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconHourglassHigh size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{children}</Text>
          <Text fw={600}>Coming soon.</Text>
          <Group justify="center">
            <Button component={Link} to="/" variant="default">
              Back to Home
            </Button>
            <Button component={Link} to="/help" variant="light">
              Read the FAQ
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
