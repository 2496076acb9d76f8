import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  IconCalendarEvent,
  IconCheck,
  IconClock,
  IconUser,
  IconUsers,
} from "@tabler/icons-react";
import { memo, useId, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { JoinNowLink } from "../../../components/JoinNowLink";
import { paths } from "../../../config/paths";
import { formatEventTime } from "../../../lib/istTime";
import { plural } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { formatPlaces, PURPOSE_LABEL, SESSION_TYPE_LABEL } from "../formatting";
import { useSessionActions, type SessionItem } from "../mentorshipData";

/**
 * One upcoming session: when, with whom, for which class and subject, how
 * many places are taken, and Register. Memoised: a live update
 * of one session re-renders its own card only.
 */
export const SessionCard = memo(function SessionCard({
  session,
  showMentor = true,
}: {
  session: SessionItem;
  /** Off on the mentor's own profile, where the name is the page's title. */
  showMentor?: boolean;
}) {
  const titleId = useId();
  const { date, time } = formatEventTime(session.scheduledAt);
  const live = session.status === "ongoing";

  return (
    <Card component="article" aria-labelledby={titleId} padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          {live && (
            <Badge color="red.9" variant="filled">
              Live now
            </Badge>
          )}
          <Badge variant="light">{PURPOSE_LABEL[session.purpose]}</Badge>
          <Badge variant="outline">
            {SESSION_TYPE_LABEL[session.sessionType]}
          </Badge>
          {session.full && !session.registered && !live && (
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
          <Anchor
            component={Link}
            to={paths.mentorshipSession.href(session._id)}
            inherit
            c="inherit"
          >
            {session.title}
          </Anchor>
        </Title>
        <Text size="sm" lineClamp={3} style={{ overflowWrap: "anywhere" }}>
          {session.description}
        </Text>
        <SessionFit session={session} />
        <Stack gap={4} mt="auto">
          {showMentor && (
            <Fact icon={<IconUser size={16} aria-hidden />}>
              with{" "}
              <Anchor
                component={Link}
                underline="always"
                to={paths.mentorProfile.href(session.mentor._id)}
                size="sm"
              >
                {session.mentor.fullName}
              </Anchor>
            </Fact>
          )}
          <Fact icon={<IconCalendarEvent size={16} aria-hidden />}>
            <time dateTime={new Date(session.scheduledAt).toISOString()}>
              {date} · {time}
            </time>
          </Fact>
          <Fact icon={<IconClock size={16} aria-hidden />}>
            {plural(session.durationMinutes, "minute")}
          </Fact>
          <Fact icon={<IconUsers size={16} aria-hidden />}>
            {formatPlaces(session.participantCount, session.maxParticipants)}
          </Fact>
        </Stack>
        {live ? (
          session.meetingUrl ? (
            <JoinNowLink href={session.meetingUrl} live describedBy={titleId} />
          ) : (
            <Text size="sm" c="dimmed">
              This session has started.
            </Text>
          )
        ) : (
          <RegisterControls session={session} describedBy={titleId} />
        )}
      </Stack>
    </Card>
  );
});

/** For whom the session is, and (for a student) whether it suits them. */
export function SessionFit({ session }: { session: SessionItem }) {
  if (session.grade === null && session.subject === null) return null;
  const audience = [
    session.grade !== null ? `Class ${session.grade}` : null,
    session.subject,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <Group gap="xs">
      <Text size="sm" fw={600}>
        {audience}
      </Text>
      <FitBadge session={session} />
    </Group>
  );
}

/**
 * How the session suits a signed-in student: a class session is theirs or
 * another class's; a session for any class is theirs when its subject is one
 * their class studies.
 */
function FitBadge({ session }: { session: SessionItem }) {
  const { fit } = session;
  if (!fit) return null;
  const [color, text] =
    session.grade !== null
      ? fit.grade
        ? ["teal.9", "Your class"]
        : ["gray.8", "Another class"]
      : fit.subject
        ? ["teal.9", "Your subject"]
        : [null, null];
  if (!text) return null;
  return (
    // Filled in a dark shade: the light variant's small text fell short of 4.5:1.
    <Badge color={color} variant="filled" size="sm">
      {text}
    </Badge>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/**
 * Register for Session, Registered with Cancel registration, or Full. Only
 * students hold places: visitors are asked to log in, and mentors
 * and staff are told who registers instead of being offered a button that
 * the server would refuse.
 */
export function RegisterControls({
  session,
  describedBy,
}: {
  session: SessionItem;
  describedBy?: string;
}) {
  const viewer = useSession();
  const { register, cancelRegistration } = useSessionActions(session._id);
  const [busy, setBusy] = useState<"register" | "cancel" | null>(null);
  const act = async (which: "register" | "cancel") => {
    setBusy(which);
    try {
      await (which === "register" ? register() : cancelRegistration());
    } finally {
      setBusy(null);
    }
  };

  if (viewer.status === "signedIn" && viewer.role !== "student")
    return (
      <Text size="sm" c="dimmed">
        Students register for sessions.
      </Text>
    );
  if (session.registered)
    return (
      <Group gap="xs">
        <Button
          disabled
          leftSection={<IconCheck size={16} aria-hidden />}
          aria-describedby={describedBy}
        >
          Registered
        </Button>
        <Button
          variant="subtle"
          color="gray"
          loading={busy === "cancel"}
          onClick={() => void act("cancel")}
          aria-describedby={describedBy}
        >
          Cancel registration
        </Button>
      </Group>
    );
  if (session.full)
    return (
      <Button disabled aria-describedby={describedBy}>
        Full
      </Button>
    );
  return (
    <Button
      loading={busy === "register"}
      onClick={() => void act("register")}
      aria-describedby={describedBy}
    >
      Register for Session
    </Button>
  );
}
