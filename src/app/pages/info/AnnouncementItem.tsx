import {
  Button,
  Collapse,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { formatAnnouncementDate, type Announcement } from "./announcements";

/** One announcement: date, title and summary, with the full text behind "Read more". */
export function AnnouncementItem({
  announcement,
}: {
  announcement: Announcement;
}) {
  const [expanded, { toggle }] = useDisclosure(false);
  const bodyId = `announcement-${announcement.id}-body`;

  return (
    <Paper component="article" withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          <time dateTime={announcement.date}>
            {formatAnnouncementDate(announcement.date)}
          </time>
        </Text>
        <Title order={2} size="h3">
          {announcement.title}
        </Title>
        <Text>{announcement.summary}</Text>
        <Collapse expanded={expanded} id={bodyId}>
          <Stack gap="xs" pt="xs">
            {announcement.body.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        </Collapse>
        <div>
          <Button
            variant="subtle"
            px={0}
            onClick={toggle}
            aria-expanded={expanded}
            aria-controls={bodyId}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden="true"
                style={{ transform: expanded ? "rotate(180deg)" : undefined }}
              />
            }
          >
            {expanded ? "Show less" : "Read more"}
            <VisuallyHidden> about “{announcement.title}”</VisuallyHidden>
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
