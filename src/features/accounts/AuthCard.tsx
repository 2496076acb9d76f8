import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { site } from "../../config/site";

interface AuthCardProps {
  /** The tab title, before " · VidyaQuest". */
  pageTitle: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame every account screen shares: one heading and a bordered card. */
export function AuthCard({
  pageTitle,
  heading,
  intro,
  children,
}: AuthCardProps) {
  return (
    <Container size="xs" py="xl">
      <title>{`${pageTitle} · ${site.name}`}</title>
      <Paper withBorder p="xl">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {heading}
            </Title>
            {intro && <Text c="dimmed">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
