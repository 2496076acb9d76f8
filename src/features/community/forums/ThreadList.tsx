import { Button, Card, Skeleton, Stack, Text } from "@mantine/core";
import { THREADS_PER_PAGE } from "@convex/community/limitRules";
import { useCategories, useThreadList, type ThreadSort } from "./forumData";
import { ThreadCard } from "./ThreadCard";

/** The board's threads, live, a page at a time. */
export function ThreadList({
  topic,
  sort,
}: {
  topic: string | null;
  sort: ThreadSort;
}) {
  const categories = useCategories();
  const category = topic ? categories?.find((c) => c._id === topic) : undefined;
  // Until the categories arrive, a topic from the address cannot be checked: wait for them.
  const filter = topic && categories === undefined ? "skip" : category?._id;
  const { results, status, loadMore } = useThreadList(filter, sort);
  const names = new Map(categories?.map((c) => [c._id, c.name]));

  if (status === "LoadingFirstPage")
    return (
      <Stack gap="sm" role="status" aria-label="Loading threads">
        {[0, 1, 2].map((i) => (
          <Card key={i} padding="md">
            <Skeleton h={14} w={90} mb={10} />
            <Skeleton h={20} w="70%" mb={10} />
            <Skeleton h={12} w="90%" />
          </Card>
        ))}
      </Stack>
    );

  if (results.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        No threads yet. Start a discussion!
      </Text>
    );

  return (
    <Stack gap="sm">
      {results.map((thread) => (
        <ThreadCard
          key={thread._id}
          thread={thread}
          categoryName={category ? undefined : names.get(thread.categoryId)}
        />
      ))}
      {status !== "Exhausted" && (
        <Button
          variant="default"
          loading={status === "LoadingMore"}
          onClick={() => loadMore(THREADS_PER_PAGE)}
          style={{ alignSelf: "center" }}
        >
          Load more threads
        </Button>
      )}
    </Stack>
  );
}
