import { Container, Group, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { MessagePage } from "./MessagePage";
import { PageLoader } from "./PageLoader";

/**
 * A page about one item an address names: a spinner while it loads, the
 * "… not found" page with a way on when the address finds nothing, else the
 * page itself.
 */
export function DetailGate<T>({
  item,
  loadingLabel,
  notFound,
  children,
}: {
  item: T | null | undefined;
  loadingLabel: string;
  notFound: {
    title: string;
    message: ReactNode;
    action: { to: string; label: string };
  };
  children: (item: T) => ReactNode;
}) {
  if (item === undefined) return <PageLoader label={loadingLabel} />;
  if (item === null)
    return (
      <MessagePage title={notFound.title} action={notFound.action}>
        {notFound.message}
      </MessagePage>
    );
  return children(item);
}

/**
 * The frame of a detail page (a club, a program, a session): the document
 * title, the way back, then a card with the item's badges, its heading and
 * its details; what belongs to the item (members, sessions, feedback)
 * follows below the card.
 */
export function DetailShell({
  documentTitle,
  size = "md",
  gap = "lg",
  back,
  badges,
  title,
  children,
  after,
}: {
  documentTitle: string;
  size?: "md" | "lg";
  gap?: "lg" | "xl";
  back: ReactNode;
  badges: ReactNode;
  title: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Container size={size} py="xl">
      <title>{documentTitle}</title>
      <Stack gap={gap}>
        {back}
        <Paper withBorder p={{ base: "md", sm: "xl" }}>
          <Stack gap="md">
            <Group gap="xs">{badges}</Group>
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
        {after}
      </Stack>
    </Container>
  );
}
