import { Container, Stack, Text, Title } from "@mantine/core";
import { ClubsSection } from "./clubs/ClubsSection";
import { EventsSection } from "./events/EventsSection";
import { ForumSection } from "./forums/ForumSection";

/** The community hub (spec §2.13): forums, clubs and live events, all live. */
export function CommunityPage() {
  return (
    <Container size="lg" py="xl">
      <title>Community · VidyaQuest</title>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Community</Title>
          <Text c="dimmed">
            Ask doubts, help classmates, join clubs and come to live events.
            Everything here updates as it happens.
          </Text>
        </Stack>
        <ForumSection />
        <ClubsSection />
        <EventsSection />
      </Stack>
    </Container>
  );
}
