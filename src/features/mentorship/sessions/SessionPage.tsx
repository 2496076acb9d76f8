import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { Link, useParams } from "react-router-dom";
import { DetailGate, DetailShell } from "../../../components/DetailPage";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { plural } from "../../../lib/format";
import { formatEventTime } from "../../../lib/istTime";
import { BackToMentorship } from "../BackToMentorship";
import { formatPlaces, PURPOSE_LABEL, SESSION_TYPE_LABEL } from "../formatting";
import { useSessionDetail, type SessionDetail } from "../mentorshipData";
import { JoinNowLink } from "../../../components/JoinNowLink";
import { RegisterControls, SessionFit } from "./SessionCard";
import { SessionFeedback } from "./SessionFeedback";

const STATUS_LABEL = {
  scheduled: "Scheduled",
  ongoing: "Live now",
  completed: "Completed",
} as const;

/** /mentorship/sessions/:sessionId — one session, where notices about it lead; live. */
export function SessionPage() {
  const { sessionId = "" } = useParams();
  const session = useSessionDetail(sessionId);
  return (
    <DetailGate
      item={session}
      loadingLabel="Loading session"
      notFound={{
        title: "Session not found",
        message: "This session does not exist or has been called off.",
        action: {
          to: paths.mentorship.href("sessions"),
          label: "See upcoming sessions",
        },
      }}
    >
      {(session) => <SessionDetails session={session} />}
    </DetailGate>
  );
}

function SessionDetails({ session }: { session: SessionDetail }) {
  const { date, time } = formatEventTime(session.scheduledAt);
  const open = session.status === "scheduled" && !session.started;
  return (
    <DetailShell
      documentTitle={`${session.title} · Mentorship · ${site.name}`}
      back={<BackToMentorship tab="sessions" />}
      badges={
        <>
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
        </>
      }
      title={session.title}
      after={
        session.status === "completed" && (
          <SessionFeedback sessionId={session._id} />
        )
      }
    >
      <Text>
        with{" "}
        <Anchor
          component={Link}
          underline="always"
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
          {formatPlaces(session.participantCount, session.maxParticipants)}
        </Text>
      </Stack>
      <JoinControls session={session} />
      {open ? (
        <RegisterControls session={session} />
      ) : (
        session.registered && (
          <Text fw={600}>You are registered for this session.</Text>
        )
      )}
    </DetailShell>
  );
}

/**
 * The meeting link for a registered student, as the server reveals it (from
 * 10 minutes before the start, and while live): a pulsing Join Now once the
 * mentor has started the session, a quiet Join with the start time before.
 * The query is live, so this appears the moment the mentor starts.
 */
function JoinControls({ session }: { session: SessionDetail }) {
  const noteId = useId();
  if (!session.registered || !session.meetingUrl) return null;
  if (session.status === "ongoing")
    return (
      <Group gap="sm">
        <JoinNowLink href={session.meetingUrl} live describedBy={noteId} />
        <Text id={noteId} fw={600}>
          The session is live.
        </Text>
      </Group>
    );
  if (session.status !== "scheduled") return null;
  return (
    <Group gap="sm">
      <JoinNowLink
        href={session.meetingUrl}
        live={false}
        describedBy={noteId}
      />
      <Text id={noteId} c="dimmed">
        Starts at {formatEventTime(session.scheduledAt).time}
      </Text>
    </Group>
  );
}
