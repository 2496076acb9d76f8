import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconLock, IconPlayerPlay } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import type { SubjectCardData } from "./courseData";
import { lessonsAndVideos } from "./formatting";
import { formatDuration, plural } from "../../../lib/format";
import classes from "./courses.module.css";
import { SuccessBadge } from "./SuccessBadge";

/** A subject's name, what it holds (counted from its rows) and its length, with Start Learning or Unlock Course. */
export function SubjectCard({
  grade,
  subject,
}: {
  grade: number;
  subject: SubjectCardData;
}) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      padding="lg"
      h="100%"
      className={classes.accentCard}
      style={{ "--accent": `var(--mantine-color-${subject.color}-6)` }}
    >
      <Stack gap="sm" h="100%">
        <Group
          justify="space-between"
          align="flex-start"
          gap="xs"
          wrap="nowrap"
        >
          <Title order={3} fz="h3" id={titleId} className={classes.wrap}>
            {subject.name}
          </Title>
          {subject.isFree ? (
            <SuccessBadge>Free Demo</SuccessBadge>
          ) : (
            !subject.unlocked && (
              <Badge
                color="gray"
                variant="light"
                leftSection={<IconLock size={12} aria-hidden />}
              >
                Locked
              </Badge>
            )
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {subject.description}
        </Text>
        <List size="sm" spacing={2} className={classes.facts}>
          <List.Item>{plural(subject.chapterCount, "chapter")}</List.Item>
          <List.Item>{formatDuration(subject.durationSeconds)}</List.Item>
          <List.Item>
            {lessonsAndVideos(subject.lessonCount, subject.videoCount)}
          </List.Item>
          <List.Item>
            {plural(subject.practiceSetCount, "practice set")}
          </List.Item>
          <List.Item>
            {plural(subject.chapterTestCount, "chapter test")}
          </List.Item>
        </List>
        <Group mt="auto">
          {subject.unlocked ? (
            <Button
              component={Link}
              to={paths.subject.href(grade, subject.slug)}
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              aria-describedby={titleId}
            >
              Start Learning
            </Button>
          ) : (
            <Button
              component={Link}
              to={paths.pricing.href({ grade, slug: subject.slug })}
              variant="default"
              leftSection={<IconLock size={16} aria-hidden />}
              aria-describedby={titleId}
            >
              Unlock Course
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
