import { Badge } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";

/** Shown in place of Join once the visitor is a member of the club. Filled teal.9 keeps white text at AA contrast in both colour schemes. */
export function MemberBadge() {
  return (
    <Badge
      color="teal.9"
      variant="filled"
      size="lg"
      leftSection={<IconCheck size={14} aria-hidden />}
    >
      Member
    </Badge>
  );
}
