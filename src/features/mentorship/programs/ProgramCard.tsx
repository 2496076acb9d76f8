import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCalendarWeek, IconUsers } from "@tabler/icons-react";
import { memo, useId } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { plural } from "../../../lib/format";
import { PROGRAM_CATEGORY_LABEL, SESSION_TYPE_LABEL } from "../formatting";
import type { ProgramItem } from "../mentorshipData";

/** One program: type, category, title, description, weeks, places, View Details. */
export const ProgramCard = memo(function ProgramCard({
  program,
}: {
  program: ProgramItem;
}) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <Badge variant="light">{SESSION_TYPE_LABEL[program.type]}</Badge>
          <Badge variant="outline">
            {PROGRAM_CATEGORY_LABEL[program.category]}
          </Badge>
          {program.enrolled && (
            <Badge color="teal" variant="light">
              Enrolled
            </Badge>
          )}
          {program.full && !program.enrolled && (
            <Badge color="gray.8" variant="filled">
              Full
            </Badge>
          )}
        </Group>
        <Title
          order={3}
          fz="h4"
          id={titleId}
          style={{ overflowWrap: "anywhere" }}
        >
          {program.title}
        </Title>
        <Text size="sm" lineClamp={4} style={{ overflowWrap: "anywhere" }}>
          {program.description}
        </Text>
        <Stack gap={4} mt="auto">
          <Group gap={6} wrap="nowrap">
            <IconCalendarWeek size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {plural(program.durationWeeks, "week")}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              Up to {plural(program.maxParticipants, "participant")} ·{" "}
              {program.enrolledCount} enrolled
            </Text>
          </Group>
        </Stack>
        <Button
          component={Link}
          to={paths.mentorshipProgram.href(program._id)}
          variant="light"
          aria-describedby={titleId}
        >
          View Details
        </Button>
      </Stack>
    </Card>
  );
});
