import { Badge } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";

/** A thread whose asker accepted a reply, as the board and the suggestions show it. */
export function AnsweredBadge() {
  return (
    <Badge
      variant="filled"
      color="teal.9"
      size="sm"
      leftSection={<IconCircleCheck size={12} aria-hidden />}
    >
      Answered
    </Badge>
  );
}
