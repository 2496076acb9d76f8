import { Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { SessionRow } from "./SessionRow";
import { LIST_PAGE, useMinute, type WorkspaceSession } from "./workspaceData";

/** A list of the mentor's sessions with its loading and empty states. */
export function SessionList({
  sessions,
  empty,
  footer,
}: {
  sessions: WorkspaceSession[] | undefined;
  empty: string;
  footer?: ReactNode;
}) {
  const now = useMinute();
  if (sessions === undefined)
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton h={96} />
        <Skeleton h={96} />
      </Stack>
    );
  if (sessions.length === 0)
    return (
      <Paper withBorder p="lg" ta="center">
        <Text c="dimmed">{empty}</Text>
      </Paper>
    );
  return (
    <Stack gap="sm">
      {sessions.map((s) => (
        <SessionRow key={s._id} session={s} now={now} />
      ))}
      {footer}
    </Stack>
  );
}

/** "Load more", while a paginated list has more. */
export function MoreButton({
  status,
  loadMore,
}: {
  status: "LoadingFirstPage" | "CanLoadMore" | "LoadingMore" | "Exhausted";
  loadMore: (n: number) => void;
}) {
  if (status !== "CanLoadMore" && status !== "LoadingMore") return null;
  return (
    <Group justify="center">
      <Button
        variant="default"
        loading={status === "LoadingMore"}
        onClick={() => loadMore(LIST_PAGE)}
      >
        Load more
      </Button>
    </Group>
  );
}
