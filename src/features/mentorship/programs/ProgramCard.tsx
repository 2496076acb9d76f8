import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconCalendarWeek, IconUsers } from "@tabler/icons-react";
import { useId } from "react";
import { memoByData } from "../../../lib/memoByData";
import { Link } from "react-router-dom";
import { ItemCard } from "../../../components/ItemCard";
import { paths } from "../../../config/paths";
import { plural } from "../../../lib/format";
import { PROGRAM_CATEGORY_LABEL, SESSION_TYPE_LABEL } from "../formatting";
import type { ProgramItem } from "../mentorshipData";

/** One program: type, category, title, description, weeks, places, View Details. */
export const ProgramCard = memoByData(function ProgramCard({
  program,
}: {
  program: ProgramItem;
}) {
  const titleId = useId();
  return (
    <ItemCard
      titleId={titleId}
      badges={
        <>
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
        </>
      }
      title={program.title}
      description={program.description}
      lineClamp={4}
    >
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
    </ItemCard>
  );
});
