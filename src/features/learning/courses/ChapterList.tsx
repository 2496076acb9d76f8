import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconLock } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import type { ChapterData, SubjectData } from "./courseData";
import { plural } from "../../../lib/format";
import { lessonsAndVideos } from "./formatting";
import classes from "./courses.module.css";

/** The chapters of a subject, in order, each with a way into its first lesson. */
export function ChapterList({
  subject,
  showProgress,
}: {
  subject: SubjectData;
  showProgress: boolean;
}) {
  const headingId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        Chapters
      </Title>
      {subject.chapters.length === 0 ? (
        <Text c="dimmed">The chapters of this subject are coming soon.</Text>
      ) : (
        <Stack component="ol" gap="md" className={classes.plainList}>
          {subject.chapters.map((chapter) => (
            <li key={chapter._id}>
              <ChapterCard
                chapter={chapter}
                unlocked={subject.unlocked}
                showProgress={showProgress}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ChapterCard({
  chapter,
  unlocked,
  showProgress,
}: {
  chapter: ChapterData;
  unlocked: boolean;
  showProgress: boolean;
}) {
  const titleId = useId();
  const done = showProgress ? chapter.lessonsDone : 0;
  const finished = done > 0 && done >= chapter.lessonCount;
  const action = finished ? "Review" : done > 0 ? "Continue" : "Start";
  return (
    <Card padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Text size="sm" fw={700} c="dimmed" tt="uppercase">
          Chapter {chapter.number}
        </Text>
        <Title order={3} fz="h4" id={titleId} className={classes.wrap}>
          {chapter.title}
        </Title>
        <Text size="sm">{chapter.summary}</Text>
        <Group justify="space-between" gap="sm" mt={4}>
          {showProgress ? (
            <Group gap={4}>
              {finished && (
                <IconCheck size={16} aria-hidden className={classes.done} />
              )}
              <Text size="sm" c="dimmed">
                {done} of {plural(chapter.lessonCount, "lesson")} done
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {lessonsAndVideos(chapter.lessonCount, chapter.videoCount)}
              {chapter.testCount > 0 &&
                ` · ${plural(chapter.testCount, "chapter test")}`}
            </Text>
          )}
          {!unlocked ? (
            <Group gap={4} c="dimmed">
              <IconLock size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                Locked
              </Text>
            </Group>
          ) : (
            chapter.firstLessonId && (
              <Button
                component={Link}
                to={paths.lesson.href(chapter.firstLessonId)}
                variant={done > 0 && !finished ? "filled" : "light"}
                aria-describedby={titleId}
              >
                {action}
              </Button>
            )
          )}
        </Group>
      </Stack>
    </Card>
  );
}
