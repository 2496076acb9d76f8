import { Box, Container, Stack, Text, Title } from "@mantine/core";
import { useEffect, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { useSession } from "../../lib/session";
import { ClubsSection } from "./clubs/ClubsSection";
import { EventsSection } from "./events/EventsSection";
import { ForumSection } from "./forums/ForumSection";

const SECTIONS = ["forums", "clubs", "events"] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (tab: string | null): tab is Section =>
  (SECTIONS as readonly (string | null)[]).includes(tab);

/**
 * The community hub: forums, clubs and live events, all live.
 * `?tab=forums|clubs|events` (where notices about events link) brings that
 * section into view and puts the focus there.
 */
export function CommunityPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const tab = params.get("tab");
  const target = isSection(tab) ? tab : null;

  useEffect(() => {
    const section = target && document.getElementById(sectionId(target));
    if (!section) return;
    section.scrollIntoView({ block: "start" });
    section.focus({ preventScroll: true });
  }, [target]);

  // Parents read the community but take no part (the server refuses them).
  const readsOnly =
    session.status === "signedIn" &&
    session.role === "parent" &&
    session.staffRole === null;

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
          {readsOnly && (
            <Text size="sm">
              As a parent you can read everything here. Taking part — posting,
              replying, voting, joining clubs and events — is for students and
              mentors.
            </Text>
          )}
        </Stack>
        <Part name="forums">
          <ForumSection />
        </Part>
        <Part name="clubs">
          <ClubsSection />
        </Part>
        <Part name="events">
          <EventsSection />
        </Part>
      </Stack>
    </Container>
  );
}

const sectionId = (section: Section) => `community-${section}`;

/** A section the address can point at: focusable from script only. */
function Part({ name, children }: { name: Section; children: ReactNode }) {
  return (
    <Box id={sectionId(name)} tabIndex={-1} style={{ outline: "none" }}>
      {children}
    </Box>
  );
}
