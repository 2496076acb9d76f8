import {
  Badge,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useParams } from "react-router-dom";
import { FeedbackCards } from "../../../components/FeedbackCard";
import { MessagePage } from "../../../components/MessagePage";
import { PageLoader } from "../../../components/PageLoader";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { plural } from "../../../lib/format";
import { BackToMentorship } from "../BackToMentorship";
import {
  formatExperience,
  formatMinuteOfDay,
  WEEKDAY_NAMES,
} from "../formatting";
import { useMentorProfile, type MentorProfile } from "../mentorshipData";
import { SessionGrid } from "../sessions/SessionList";
import { ExpertiseTags, MentorRating } from "./MentorCard";
import { RequestSession } from "./RequestSession";

/** /mentors/:mentorId — a verified mentor's profile: bio, hours, next sessions, feedback; live. */
export function MentorProfilePage() {
  const { mentorId = "" } = useParams();
  const mentor = useMentorProfile(mentorId);

  if (mentor === undefined) return <PageLoader label="Loading mentor" />;
  if (mentor === null)
    return (
      <MessagePage
        title="Mentor not found"
        action={{
          to: paths.mentorship.href("mentors"),
          label: "See our mentors",
        }}
      >
        There is no verified mentor at this address.
      </MessagePage>
    );

  return (
    <Container size="lg" py="xl">
      <title>{`${mentor.fullName} · Mentors · ${site.name}`}</title>
      <Stack gap="xl">
        <BackToMentorship tab="mentors" />
        <Paper withBorder p={{ base: "md", sm: "xl" }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Title order={1}>{mentor.fullName}</Title>
                <Text c="dimmed">{mentor.qualification}</Text>
              </Stack>
              <MentorRating mentor={mentor} />
            </Group>
            <Group gap="xs">
              <Badge variant="light">Verified mentor</Badge>
              {mentor.isVolunteer && (
                <Badge color="grape" variant="light">
                  Volunteer Mentor
                </Badge>
              )}
            </Group>
            <Text style={{ whiteSpace: "pre-line" }}>{mentor.bio}</Text>
            {mentor.subject && (
              <Text>
                <Text span fw={600}>
                  Subjects:
                </Text>{" "}
                {mentor.subject}
              </Text>
            )}
            <ExpertiseTags expertise={mentor.expertise} />
            <Text c="dimmed">
              {plural(mentor.totalSessions, "session")} ·{" "}
              {formatExperience(mentor.experienceYears)}
            </Text>
            <RequestSession mentor={mentor} />
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Availability availability={mentor.availability} />
          <Feedback feedback={mentor.feedback} />
        </SimpleGrid>
        <Stack component="section" aria-labelledby="mentor-sessions" gap="md">
          <Title order={2} id="mentor-sessions">
            Upcoming sessions
          </Title>
          <SessionGrid
            sessions={mentor.upcomingSessions}
            loading={false}
            showMentor={false}
            empty={`${mentor.fullName} has no sessions scheduled right now.`}
          />
        </Stack>
      </Stack>
    </Container>
  );
}

/** The mentor's weekly hours, every weekday, in IST. */
function Availability({
  availability,
}: {
  availability: MentorProfile["availability"];
}) {
  return (
    <Stack component="section" aria-labelledby="mentor-availability" gap="sm">
      <Title order={2} id="mentor-availability">
        Availability
      </Title>
      {availability.length === 0 ? (
        <Text c="dimmed">This mentor has not set their hours yet.</Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Caption>Weekly hours, IST</Table.Caption>
          <Table.Tbody>
            {WEEKDAY_NAMES.map((day, weekday) => {
              const slots = availability.filter((s) => s.weekday === weekday);
              return (
                <Table.Tr key={day}>
                  <Table.Th scope="row" fw={600}>
                    {day}
                  </Table.Th>
                  <Table.Td c={slots.length ? undefined : "dimmed"}>
                    {slots.length
                      ? slots
                          .map(
                            (s) =>
                              `${formatMinuteOfDay(s.startMinute)} – ${formatMinuteOfDay(s.endMinute)}`,
                          )
                          .join(", ")
                      : "Not available"}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** The latest public feedback (the latest five). */
function Feedback({ feedback }: { feedback: MentorProfile["feedback"] }) {
  return (
    <Stack component="section" aria-labelledby="mentor-feedback" gap="sm">
      <Title order={2} id="mentor-feedback">
        Recent feedback
      </Title>
      {feedback.length === 0 ? (
        <Text c="dimmed">No feedback yet.</Text>
      ) : (
        <FeedbackCards feedback={feedback} />
      )}
    </Stack>
  );
}
