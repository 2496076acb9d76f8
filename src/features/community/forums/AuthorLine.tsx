import { Badge, Group, Text } from "@mantine/core";
import type { AuthorBadge } from "./forumData";
import { formatFullDate, PostedAt } from "./PostedAt";

const BADGES: Record<
  NonNullable<AuthorBadge>,
  { label: string; color: string }
> = {
  mentor: { label: "Mentor", color: "blue.9" },
  moderator: { label: "Moderator", color: "grape.9" },
  admin: { label: "Admin", color: "red.9" },
};

export function AuthorBadgeTag({ badge }: { badge: AuthorBadge }) {
  if (!badge) return null;
  const { label, color } = BADGES[badge];
  return (
    <Badge size="sm" variant="filled" color={color}>
      {label}
    </Badge>
  );
}

/** "Aarav S. [Mentor] · 3 days ago · edited" */
export function AuthorLine({
  name,
  badge,
  createdAt,
  editedAt = null,
}: {
  name: string;
  badge: AuthorBadge;
  createdAt: number;
  editedAt?: number | null;
}) {
  return (
    <Group gap={6} wrap="wrap" align="center">
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <AuthorBadgeTag badge={badge} />
      <Text size="sm" c="dimmed" aria-hidden>
        ·
      </Text>
      <PostedAt timestamp={createdAt} />
      {editedAt !== null && (
        <Text size="sm" c="dimmed" fs="italic" title={formatFullDate(editedAt)}>
          (edited)
        </Text>
      )}
    </Group>
  );
}
