import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import {
  IconCalendarEvent,
  IconClock,
  IconUser,
  IconUsers,
} from "@tabler/icons-react";
import { useId } from "react";
import { memoByData } from "../../../lib/memoByData";
import { Link } from "react-router-dom";
import { CardFact, ItemCard } from "../../../components/ItemCard";
import { JoinNowLink } from "../../../components/JoinNowLink";
import { RegistrationButtons } from "../../../components/RegistrationButtons";
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
export const SessionCard = memoByData(function SessionCard({
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
    <ItemCard
      titleId={titleId}
      badges={
        <>
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
        </>
      }
      title={
        <Anchor
          component={Link}
          to={paths.mentorshipSession.href(session._id)}
          inherit
          c="inherit"
        >
          {session.title}
        </Anchor>
      }
      description={session.description}
      lineClamp={3}
    >
      <SessionFit session={session} />
      <Stack gap={4} mt="auto">
        {showMentor && (
          <CardFact icon={<IconUser size={16} aria-hidden />}>
            with{" "}
            <Anchor
              component={Link}
              underline="always"
              to={paths.mentorProfile.href(session.mentor._id)}
              size="sm"
            >
              {session.mentor.fullName}
            </Anchor>
          </CardFact>
        )}
        <CardFact icon={<IconCalendarEvent size={16} aria-hidden />}>
          <time dateTime={new Date(session.scheduledAt).toISOString()}>
            {date} · {time}
          </time>
        </CardFact>
        <CardFact icon={<IconClock size={16} aria-hidden />}>
          {plural(session.durationMinutes, "minute")}
        </CardFact>
        <CardFact icon={<IconUsers size={16} aria-hidden />}>
          {formatPlaces(session.participantCount, session.maxParticipants)}
        </CardFact>
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
    </ItemCard>
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
  if (viewer.status === "signedIn" && viewer.role !== "student")
    return (
      <Text size="sm" c="dimmed">
        Students register for sessions.
      </Text>
    );
  return (
    <RegistrationButtons
      registered={session.registered}
      full={session.full}
      registerLabel="Register for Session"
      cancelLabel="Cancel registration"
      onRegister={register}
      onCancel={cancelRegistration}
      describedBy={describedBy}
    />
  );
}
