import { Button, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { site } from "../config/site";

/**
 * A page with nothing to show but why, and the way on: an address that finds
 * nothing ("… not found", the heading tests/e2e/routes.spec.ts checks), or
 * something not there yet.
 */
export function MessagePage({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action: { to: string; label: string };
}) {
  return (
    <Container size="sm" py={64}>
      <title>{`${title} · ${site.name}`}</title>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{children}</Text>
        <Button component={Link} to={action.to}>
          {action.label}
        </Button>
      </Stack>
    </Container>
  );
}
