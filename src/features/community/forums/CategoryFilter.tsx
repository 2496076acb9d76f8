import { Button, Group, Skeleton } from "@mantine/core";
import { useCategories } from "./forumData";

/** "All Topics" plus one button per category; the pressed one filters the board. */
export function CategoryFilter({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
}) {
  const categories = useCategories();
  if (categories === undefined)
    return (
      <Group gap="xs" aria-label="Loading topics" role="status">
        {[96, 120, 88, 140].map((w) => (
          <Skeleton key={w} h={30} w={w} radius="xl" />
        ))}
      </Group>
    );
  const current = categories.some((c) => c._id === selected) ? selected : null;
  const option = (id: string | null, name: string) => (
    <Button
      key={id ?? "all"}
      size="compact-md"
      radius="xl"
      variant={current === id ? "filled" : "default"}
      aria-pressed={current === id}
      onClick={() => onSelect(id)}
      styles={{ label: { whiteSpace: "normal" } }}
      h="auto"
      mih={30}
    >
      {name}
    </Button>
  );
  return (
    <Group gap="xs" role="group" aria-label="Filter threads by topic">
      {option(null, "All Topics")}
      {categories.map((c) => option(c._id, c.name))}
    </Group>
  );
}
