import {
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconLock,
} from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation, useParams } from "react-router-dom";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { useLearner } from "../../../lib/session";
import { useLesson, type LessonData } from "./courseData";
import { formatDuration } from "../../../lib/format";
import { LessonVideo } from "./LessonVideo";
import classes from "./courses.module.css";
import { SuccessBadge } from "./SuccessBadge";
import {
  useCompleteLessonAction,
  useOpenLessonAction,
} from "./useLessonActions";
import { LESSON_COMPLETION_SHARE } from "@convex/learning/rules";
import { readingMinutes } from "@convex/learning/lessonTextRules";
import { PageLoader } from "../../../components/PageLoader";
import { MessagePage } from "../../../components/MessagePage";
import { useReadingTime } from "./useReadingTime";

// KaTeX and the Markdown renderer load only when a lesson has a full text.
const LessonFullText = lazy(() => import("./LessonFullText"));

/** /lessons/:lessonId — one lesson: video (or reading), summary, progress and the way on; live. */
export function LessonPage() {
  const { lessonId = "" } = useParams();
  const lesson = useLesson(lessonId);
  const learner = useLearner();

  if (lesson === undefined || learner.loading)
    return <PageLoader label="Loading lesson" />;
  if (lesson === null) return <LessonNotFound />;
  return <LessonView lesson={lesson} learner={learner} />;
}

function LessonView({
  lesson,
  learner,
}: {
  lesson: LessonData;
  learner: ReturnType<typeof useLearner>;
}) {
  const { subject, chapter } = lesson;
  const otherClass =
    learner.registeredGrade !== null &&
    learner.registeredGrade !== subject.grade
      ? learner.registeredGrade
      : null;
  const canSave = learner.signedIn && lesson.unlocked && otherClass === null;
  const completed = lesson.progress?.completed ?? false;
  useRecordOpening(lesson._id, canSave && !completed);
  const isReading = !lesson.videoUrl && lesson.unlocked;
  // A reading lesson's time counts only while it is in view.
  const flushReading = useReadingTime(
    lesson._id,
    isReading && canSave && !completed,
  );

  return (
    <Container size="md" py="xl">
      <title>{`${lesson.title} · ${subject.name} · ${site.name}`}</title>
      <Stack gap="lg">
        <LessonBreadcrumbs lesson={lesson} />
        <Stack gap={6}>
          <Text size="sm" fw={700} c="dimmed">
            Chapter {chapter.number}: {chapter.title}
          </Text>
          <Title order={1} className={classes.wrap}>
            {lesson.title}
          </Title>
          <Group gap="sm" aria-live="polite">
            <Text size="sm" c="dimmed">
              Lesson {lesson.number} · {lessonLength(lesson)}
            </Text>
            {completed && (
              <SuccessBadge leftSection={<IconCheck size={12} aria-hidden />}>
                Completed
              </SuccessBadge>
            )}
          </Group>
        </Stack>

        {!lesson.unlocked ? (
          <LockedLesson
            grade={lesson.subject.grade}
            slug={lesson.subject.slug}
          />
        ) : (
          <>
            {lesson.videoUrl && (
              <LessonVideo
                key={lesson._id}
                lessonId={lesson._id}
                src={lesson.videoUrl}
                captionsUrl={lesson.captionsUrl}
                title={lesson.title}
                startAt={lesson.progress?.positionSeconds ?? 0}
                completed={completed}
                canSave={canSave}
              />
            )}
            <ProgressNote signedIn={learner.signedIn} otherClass={otherClass} />
            {lesson.text ? (
              <Suspense
                fallback={<PageLoader label="Loading the lesson text" />}
              >
                <LessonFullText text={lesson.text} />
              </Suspense>
            ) : (
              <LessonSummary lesson={lesson} />
            )}
            {!lesson.videoUrl && canSave && !completed && (
              <MarkCompleteButton
                lesson={lesson}
                beforeComplete={flushReading}
              />
            )}
          </>
        )}
        <LessonNavigation lesson={lesson} />
      </Stack>
    </Container>
  );
}

function LessonBreadcrumbs({ lesson }: { lesson: LessonData }) {
  const { subject, chapter } = lesson;
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" className={classes.breadcrumbs} fz="sm">
        <Anchor component={Link} to={paths.courses.href()} size="sm">
          Courses
        </Anchor>
        <Anchor
          component={Link}
          to={paths.courses.href(subject.grade)}
          size="sm"
        >
          Class {subject.grade}
        </Anchor>
        <Anchor
          component={Link}
          to={paths.subject.href(subject.grade, subject.slug)}
          size="sm"
        >
          {subject.name}
        </Anchor>
        <Text component="span" size="sm" c="dimmed">
          Ch {chapter.number}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}

/**
 * How long the lesson is, honestly: a video's length (and its text's reading
 * time, when it has one), a full text's reading time, or, for a lesson that
 * has only its summary, the summary's reading time, said as such.
 */
export function lessonLength(
  lesson: Pick<LessonData, "hasVideo" | "durationSeconds" | "readingSeconds">,
): string {
  const read = (seconds: number) => `${readingMinutes(seconds)} min read`;
  if (lesson.hasVideo)
    return lesson.readingSeconds === null
      ? `${formatVideoLength(lesson.durationSeconds)} video`
      : `${formatVideoLength(lesson.durationSeconds)} video · ${read(lesson.readingSeconds)}`;
  if (lesson.readingSeconds === null)
    return `Summary · ${read(lesson.durationSeconds)}`;
  return read(lesson.readingSeconds);
}

/** A video's length: "12 s" under a minute, else in minutes. */
function formatVideoLength(seconds: number): string {
  return seconds < 60 ? `${Math.round(seconds)} s` : formatDuration(seconds);
}

/** A lesson without a full text: its short summary, called what it is. */
function LessonSummary({ lesson }: { lesson: LessonData }) {
  if (!lesson.summary) return null;
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="lesson-summary"
    >
      <Title order={2} fz="h3" id="lesson-summary" mb="sm">
        Summary
      </Title>
      <Text className={classes.summary}>{lesson.summary}</Text>
    </Paper>
  );
}

/** Visitors may watch free lessons; only members' progress is kept. */
function ProgressNote({
  signedIn,
  otherClass,
}: {
  signedIn: boolean;
  otherClass: number | null;
}) {
  const location = useLocation();
  if (!signedIn)
    return (
      <Text size="sm">
        <Anchor
          component={Link}
          to={paths.login.href()}
          state={{ from: location.pathname + location.search }}
          underline="always"
        >
          Log in to save your progress
        </Anchor>
      </Text>
    );
  if (otherClass !== null)
    return (
      <Text size="sm" c="dimmed">
        You are registered in Class {otherClass}, so progress in this lesson is
        not saved.
      </Text>
    );
  return null;
}

/** Tells the server once per lesson that this learner opened it (credited time is counted from here). */
function useRecordOpening(lessonId: LessonData["_id"], enabled: boolean) {
  const open = useOpenLessonAction();
  useEffect(() => {
    if (enabled) void open(lessonId);
  }, [lessonId, enabled, open]);
}

function MarkCompleteButton({
  lesson,
  beforeComplete,
}: {
  lesson: LessonData;
  /** Sends the reading time not sent yet (mutations run in the order sent). */
  beforeComplete: () => void;
}) {
  const complete = useCompleteLessonAction();
  const [busy, setBusy] = useState(false);
  // Until the server has the opening, nothing is credited yet.
  const needed =
    lesson.progress?.secondsNeeded ??
    LESSON_COMPLETION_SHARE * lesson.durationSeconds;
  const credited = lesson.progress?.secondsCredited ?? 0;
  const secondsLeft = needed - credited;
  const minutesLeft = Math.ceil(secondsLeft / 60);
  return (
    <Group>
      <Button
        leftSection={<IconCheck size={16} aria-hidden />}
        aria-describedby={minutesLeft > 0 ? "lesson-time-left" : undefined}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            beforeComplete();
            await complete(lesson._id);
          } finally {
            setBusy(false);
          }
        }}
      >
        Mark as complete
      </Button>
      {minutesLeft > 0 && (
        <Text id="lesson-time-left" size="sm" c="dimmed">
          Take your time: you can mark this lesson complete after{" "}
          {secondsLeft < 60
            ? "less than a minute"
            : `about ${minutesLeft} more minutes`}{" "}
          of reading. Only time with this page in view counts.
        </Text>
      )}
    </Group>
  );
}

function LockedLesson({ grade, slug }: { grade: number; slug: string }) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" ta="center" gap="md">
        <IconLock size={36} aria-hidden />
        <Text fw={700} size="lg">
          This lesson is part of a paid plan
        </Text>
        <Text c="dimmed" size="sm">
          Unlock every subject with Premium — free for 30 days, no card needed.
        </Text>
        <Button
          component={Link}
          to={paths.pricing.href({ grade, slug })}
          leftSection={<IconLock size={16} aria-hidden />}
        >
          Unlock Course
        </Button>
      </Stack>
    </Paper>
  );
}

function LessonNavigation({ lesson }: { lesson: LessonData }) {
  const { subject } = lesson;
  return (
    <Group
      justify="space-between"
      gap="sm"
      component="nav"
      aria-label="Lessons"
    >
      {lesson.previousId ? (
        <Button
          component={Link}
          to={paths.lesson.href(lesson.previousId)}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Previous lesson
        </Button>
      ) : (
        <span />
      )}
      {lesson.nextId ? (
        <Button
          component={Link}
          to={paths.lesson.href(lesson.nextId)}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          Next lesson
        </Button>
      ) : (
        <Button
          component={Link}
          to={paths.subject.href(subject.grade, subject.slug)}
          variant="default"
        >
          Back to {subject.name}
        </Button>
      )}
    </Group>
  );
}

/** Mistyped addresses and removed lessons alike (the heading is what tests/e2e/routes.spec.ts checks). */
function LessonNotFound() {
  return (
    <MessagePage
      title="Lesson not found"
      action={{ to: paths.courses.href(), label: "Browse courses" }}
    >
      This lesson may have moved, or the address is mistyped.
    </MessagePage>
  );
}
