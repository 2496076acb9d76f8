import {
  Anchor,
  Badge,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useId } from "react";
import { Link } from "react-router-dom";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { paths } from "../../../config/paths";
import { plural } from "../../../lib/format";
import { formatEventTime } from "../../../lib/istTime";
import {
  REQUESTS_SHOWN,
  useMyRequests,
  useMySessions,
  useWithdrawRequest,
  type MyRequest,
  type MySession,
} from "./dashboardData";
import { JoinNowLink } from "../../../components/JoinNowLink";
import { memoByData } from "../../../lib/memoByData";

const PURPOSE_LABEL = { mentorship: "Mentorship", doubt: "Doubt" } as const;

const listStyle = { listStyle: "none", padding: 0, margin: 0 } as const;

/**
 * My sessions: the student's live and coming mentorship sessions (a session
 * the mentor starts shows Live now and a pulsing Join Now, live) and their
 * newest 1-on-1 requests with each one's answer.
 */
export function MySessionsCard({ now }: { now: number }) {
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="my-sessions"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="my-sessions">
          My sessions
        </Title>
        <Sessions now={now} />
        <Requests />
      </Stack>
    </Paper>
  );
}

function Sessions({ now }: { now: number }) {
  const sessions = useMySessions(now);
  if (sessions === undefined)
    return (
      <Center py="md">
        <Loader role="status" size="sm" aria-label="Loading your sessions" />
      </Center>
    );
  if (sessions.length === 0)
    return (
      <Text>
        You have no sessions coming up.{" "}
        <Anchor
          component={Link}
          underline="always"
          to={paths.mentorship.href("sessions")}
        >
          Find a mentorship session
        </Anchor>
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" style={listStyle}>
      {sessions.map((session) => (
        <SessionRow key={session._id} session={session} />
      ))}
    </Stack>
  );
}

const SessionRow = memoByData(function SessionRow({
  session,
}: {
  session: MySession;
}) {
  const titleId = useId();
  const { date, time } = formatEventTime(session.scheduledAt);
  const live = session.status === "ongoing";
  return (
    <Paper component="li" withBorder p="sm" aria-labelledby={titleId}>
      <Group justify="space-between" gap="sm" align="center">
        <Stack gap={2} miw={0} style={{ flex: "1 1 14rem" }}>
          <Group gap="xs">
            <Anchor
              component={Link}
              to={paths.mentorshipSession.href(session._id)}
              fw={700}
              id={titleId}
              style={{ overflowWrap: "anywhere" }}
            >
              {session.title}
            </Anchor>
            {live && (
              <Badge color="red.9" variant="filled">
                Live now
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            with {session.mentor.fullName} ·{" "}
            <time dateTime={new Date(session.scheduledAt).toISOString()}>
              {date} · {time}
            </time>
          </Text>
        </Stack>
        {session.meetingUrl && (live || session.status === "scheduled") && (
          <JoinNowLink
            href={session.meetingUrl}
            live={live}
            describedBy={titleId}
          />
        )}
      </Group>
    </Paper>
  );
});

function Requests() {
  const { results, status } = useMyRequests();
  if (status === "LoadingFirstPage") return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="my-requests">
      <Title order={3} size="h5" id="my-requests">
        1-on-1 requests
      </Title>
      {results.length === 0 ? (
        <Text size="sm" c="dimmed">
          No requests yet. Ask a mentor for a 1-on-1 from their profile in{" "}
          <Anchor
            component={Link}
            underline="always"
            to={paths.mentorship.href("mentors")}
            size="sm"
          >
            Mentors
          </Anchor>
          .
        </Text>
      ) : (
        <Stack component="ul" gap="sm" style={listStyle}>
          {results.slice(0, REQUESTS_SHOWN).map((request) => (
            <RequestRow key={request._id} request={request} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const STATUS_BADGE = {
  pending: { color: "blue", label: "Pending" },
  accepted: { color: "green", label: "Accepted" },
  declined: { color: "red", label: "Declined" },
  withdrawn: { color: "gray", label: "Withdrawn" },
} as const;

const RequestRow = memoByData(function RequestRow({
  request,
}: {
  request: MyRequest;
}) {
  const summaryId = useId();
  const withdraw = useWithdrawRequest();
  const { date, time } = formatEventTime(request.scheduledAt);
  const badge = STATUS_BADGE[request.status];
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="start">
          <Text size="sm" id={summaryId} style={{ overflowWrap: "anywhere" }}>
            <Text span fw={600} inherit>
              {PURPOSE_LABEL[request.purpose]}
            </Text>{" "}
            with{" "}
            <Anchor
              component={Link}
              underline="always"
              to={paths.mentorProfile.href(request.mentor._id)}
              inherit
            >
              {request.mentor.fullName}
            </Anchor>{" "}
            ·{" "}
            <time dateTime={new Date(request.scheduledAt).toISOString()}>
              {date} · {time}
            </time>{" "}
            · {plural(request.durationMinutes, "minute")}
          </Text>
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        {request.status === "accepted" && request.sessionId && (
          <Anchor
            component={Link}
            underline="always"
            to={paths.mentorshipSession.href(request.sessionId)}
            size="sm"
            fw={600}
            aria-describedby={summaryId}
          >
            See the session
          </Anchor>
        )}
        {request.status === "declined" && request.declineReason && (
          <Text size="sm">Reason: {request.declineReason}</Text>
        )}
        {request.status === "pending" && (
          <Group>
            <ConfirmButton
              size="xs"
              variant="subtle"
              tone="neutral"
              title="Withdraw this request?"
              message={`The mentor will no longer see your request for ${date} · ${time}.`}
              confirmLabel="Withdraw request"
              onConfirm={() => withdraw(request._id)}
              aria-describedby={summaryId}
            >
              Withdraw
            </ConfirmButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
});
