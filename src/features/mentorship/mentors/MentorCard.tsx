import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { plural } from "../../../lib/format";
import { describeRating, formatExperience, formatRating } from "../formatting";
import type { MentorItem } from "../mentorshipData";
import { memoByData } from "../../../lib/memoByData";

/**
 * One verified mentor: name, qualification, bio, rating to one
 * decimal, sessions, experience, expertise, the Volunteer Mentor badge and
 * View Profile.
 */
export const MentorCard = memoByData(function MentorCard({
  mentor,
}: {
  mentor: MentorItem;
}) {
  const nameId = useId();
  return (
    <Card component="article" aria-labelledby={nameId} padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} fz="h4" id={nameId}>
              {mentor.fullName}
            </Title>
            <Text size="sm" c="dimmed">
              {mentor.qualification}
            </Text>
          </Stack>
          <MentorRating mentor={mentor} />
        </Group>
        {mentor.isVolunteer && (
          <Badge
            color="grape"
            variant="light"
            style={{ alignSelf: "flex-start" }}
          >
            Volunteer Mentor
          </Badge>
        )}
        <Text size="sm" lineClamp={3}>
          {mentor.bio}
        </Text>
        <ExpertiseTags expertise={mentor.expertise} />
        <Text size="sm" c="dimmed" mt="auto">
          {plural(mentor.totalSessions, "session")} ·{" "}
          {formatExperience(mentor.experienceYears)}
        </Text>
        <Button
          component={Link}
          to={paths.mentorProfile.href(mentor._id)}
          variant="light"
          aria-describedby={nameId}
        >
          View Profile
        </Button>
      </Stack>
    </Card>
  );
});

/** The star and the rating to one decimal; its full wording for screen readers. */
export function MentorRating({
  mentor,
}: {
  mentor: Pick<MentorItem, "rating" | "ratingCount">;
}) {
  const label = describeRating(mentor.rating, mentor.ratingCount);
  return (
    <Group gap={4} wrap="nowrap" aria-label={label} role="img" title={label}>
      <IconStarFilled
        size={16}
        aria-hidden
        color="var(--mantine-color-yellow-6)"
      />
      <Text fw={700} aria-hidden>
        {formatRating(mentor.rating, mentor.ratingCount)}
      </Text>
    </Group>
  );
}

export function ExpertiseTags({ expertise }: { expertise: string[] }) {
  if (expertise.length === 0) return null;
  return (
    <Group
      gap={6}
      component="ul"
      aria-label="Expertise"
      style={{ listStyle: "none", padding: 0, margin: 0 }}
    >
      {expertise.map((tag) => (
        <Badge key={tag} component="li" variant="default" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
