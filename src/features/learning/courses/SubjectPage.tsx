import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconBook, IconLock } from "@tabler/icons-react";
import { Link, useParams } from "react-router-dom";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { ChapterList } from "./ChapterList";
import { parseGrade } from "../../../components/ClassChooser";
import { useLearner } from "../../../lib/session";
import { useSubject, type SubjectData } from "./courseData";
import { formatDuration, plural } from "../../../lib/format";
import { lessonsAndVideos } from "./formatting";
import classes from "./courses.module.css";
import { SuccessBadge } from "./SuccessBadge";
import { PageLoader } from "../../../components/PageLoader";
import { MessagePage } from "../../../components/MessagePage";

/** /courses/class/:grade/:slug — a subject's chapters and the learner's progress in it; live. */
export function SubjectPage() {
  const { grade: gradeParam, slug = "" } = useParams();
  const subject = useSubject(parseGrade(gradeParam), slug);

  if (subject === undefined) return <PageLoader label="Loading subject" />;
  if (subject === null) return <SubjectNotFound />;
  return <SubjectView subject={subject} />;
}

function SubjectView({ subject }: { subject: SubjectData }) {
  const learner = useLearner();
  const otherClass =
    learner.registeredGrade !== null &&
    learner.registeredGrade !== subject.grade
      ? learner.registeredGrade
      : null;
  const showProgress =
    learner.signedIn && subject.unlocked && otherClass === null;

  return (
    <Container size="md" py="xl">
      <title>{`${subject.name} · Class ${subject.grade} · ${site.name}`}</title>
      <Stack gap="lg">
        <BackToClass grade={subject.grade} />
        <Paper
          withBorder
          p={{ base: "md", sm: "xl" }}
          className={classes.accentCard}
          style={{ "--accent": `var(--mantine-color-${subject.color}-6)` }}
        >
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light">Class {subject.grade}</Badge>
              {subject.isFree && <SuccessBadge>Free Demo</SuccessBadge>}
            </Group>
            <Title order={1} className={classes.wrap}>
              {subject.name}
            </Title>
            <Text>{subject.description}</Text>
            {subject.textbook && (
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconBook
                  size={18}
                  aria-hidden
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text size="sm" c="dimmed">
                  Textbook: {subject.textbook}
                </Text>
              </Group>
            )}
            <Text size="sm" c="dimmed">
              {plural(subject.chapters.length, "chapter")} ·{" "}
              {lessonsAndVideos(subject.lessonCount, subject.videoCount)} ·{" "}
              {plural(subject.practiceSetCount, "practice set")} ·{" "}
              {plural(subject.chapterTestCount, "chapter test")} ·{" "}
              {formatDuration(subject.durationSeconds)}
            </Text>
            {showProgress && (
              <SubjectProgress
                done={subject.lessonsDone}
                total={subject.lessonCount}
              />
            )}
          </Stack>
        </Paper>
        {otherClass !== null && (
          <Alert
            color="yellow"
            title={`You are registered in Class ${otherClass}`}
          >
            You can read this subject, but your progress is saved only in the
            courses of your own class.{" "}
            <Anchor
              component={Link}
              to={paths.courses.href(otherClass)}
              underline="always"
            >
              Go to Class {otherClass} courses
            </Anchor>
          </Alert>
        )}
        {!subject.unlocked && (
          <UnlockPanel grade={subject.grade} slug={subject.slug} />
        )}
        <ChapterList subject={subject} showProgress={showProgress} />
      </Stack>
    </Container>
  );
}

function SubjectProgress({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          Your progress
        </Text>
        <Text size="sm" aria-live="polite">
          {done} of {plural(total, "lesson")} done
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        aria-label={`Your progress: ${percent}%`}
      />
    </Stack>
  );
}

/** Locked subjects show their chapters, but lessons open only with a paid plan. */
export function UnlockPanel({ grade, slug }: { grade: number; slug: string }) {
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconLock size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2}>
            <Text fw={700}>This course is part of a paid plan</Text>
            <Text size="sm" c="dimmed">
              Unlock every subject with Premium — free for 30 days, no card
              needed.
            </Text>
          </Stack>
        </Group>
        <Button
          component={Link}
          to={paths.pricing.href({ grade, slug })}
          leftSection={<IconLock size={16} aria-hidden />}
        >
          Unlock Course
        </Button>
      </Group>
    </Paper>
  );
}

function BackToClass({ grade }: { grade: number }) {
  return (
    <Anchor
      component={Link}
      to={paths.courses.href(grade)}
      size="sm"
      underline="always"
    >
      <IconArrowLeft
        size={14}
        aria-hidden
        style={{ verticalAlign: "middle" }}
      />{" "}
      Class {grade} courses
    </Anchor>
  );
}

/** Mistyped addresses, classes outside 6–12 and subjects not yet in the catalogue alike. */
function SubjectNotFound() {
  return (
    <MessagePage
      title="Subject not found"
      action={{ to: paths.courses.href(), label: "Browse courses" }}
    >
      This subject is not in our catalogue yet, or the address is mistyped.
    </MessagePage>
  );
}
