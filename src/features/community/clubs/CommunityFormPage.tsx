import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { BackLink } from "../../../components/BackLink";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";

/** The frame of the community's create pages (club, event): a way back, one heading, a card. */
export function CommunityFormPage({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="xl">
      <title>{`${heading} · Community · ${site.name}`}</title>
      <Stack gap="md">
        <BackLink to={paths.community.href()}>Back to the community</BackLink>
        <Paper withBorder p={{ base: "md", sm: "xl" }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {heading}
              </Title>
              <Text c="dimmed">{intro}</Text>
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
