import {
  Anchor,
  Badge,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link, useParams } from "react-router-dom";
import { MessagePage } from "../../../components/MessagePage";
import { PageLoader } from "../../../components/PageLoader";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { plural } from "../../../lib/format";
import { formatEventTime } from "../../../lib/istTime";
import { BackToMentorship } from "../BackToMentorship";
import { formatPlaces, PURPOSE_LABEL, SESSION_TYPE_LABEL } from "../formatting";
import { useSessionDetail } from "../mentorshipData";
import { RegisterControls, SessionFit } from "./SessionCard";

const STATUS_LABEL = {
  scheduled: "Scheduled",
  ongoing: "Live now",
  completed: "Completed",
} as const;

/** /mentorship/sessions/:sessionId — one session, where notices about it lead; live. */
export function SessionPage() {
  const { sessionId = "" } = useParams();
  const session = useSessionDetail(sessionId);

  if (session === undefined) return <PageLoader label="Loading session" />;
  if (session === null)
    return (
      <MessagePage
        title="Session not found"
        action={{
          to: paths.mentorship.href("sessions"),
          label: "See upcoming sessions",
        }}
      >
        This session does not exist or has been called off.
      </MessagePage>
    );

  const { date, time } = formatEventTime(session.scheduledAt);
  const open = session.status === "scheduled" && !session.started;
  return (
    <Container size="md" py="xl">
      <title>{`${session.title} · Mentorship · ${site.name}`}</title>
      <Stack gap="lg">
        <BackToMentorship tab="sessions" />
        <Paper withBorder p={{ base: "md", sm: "xl" }}>
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light">{PURPOSE_LABEL[session.purpose]}</Badge>
              <Badge variant="outline">
                {SESSION_TYPE_LABEL[session.sessionType]}
              </Badge>
              <Badge
                color={session.status === "ongoing" ? "red.9" : "gray"}
                variant={session.status === "ongoing" ? "filled" : "light"}
              >
                {session.status === "scheduled" && session.started
                  ? "Starting"
                  : STATUS_LABEL[session.status]}
              </Badge>
            </Group>
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {session.title}
            </Title>
            <Text>
              with{" "}
              <Anchor
                component={Link}
                to={paths.mentorProfile.href(session.mentor._id)}
              >
                {session.mentor.fullName}
              </Anchor>
            </Text>
            <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {session.description}
            </Text>
            <SessionFit session={session} />
            <Stack gap={4}>
              <Text>
                <time dateTime={new Date(session.scheduledAt).toISOString()}>
                  {date} · {time}
                </time>
                {" · "}
                {plural(session.durationMinutes, "minute")}
              </Text>
              <Text c="dimmed">
                {formatPlaces(
                  session.participantCount,
                  session.maxParticipants,
                )}
              </Text>
            </Stack>
            {open ? (
              <RegisterControls session={session} />
            ) : (
              session.registered && (
                <Text fw={600}>You are registered for this session.</Text>
              )
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
