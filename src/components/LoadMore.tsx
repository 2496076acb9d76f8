import { Button, Group } from "@mantine/core";
import type { PaginationStatus } from "convex/react";

/** "Load more", while there is more to load. */
export function LoadMore({
  status,
  onLoadMore,
  label,
}: {
  status: PaginationStatus;
  onLoadMore: () => void;
  label: string;
}) {
  if (status !== "CanLoadMore" && status !== "LoadingMore") return null;
  return (
    <Group justify="center">
      <Button
        variant="default"
        loading={status === "LoadingMore"}
        onClick={onLoadMore}
      >
        {label}
      </Button>
    </Group>
  );
}
