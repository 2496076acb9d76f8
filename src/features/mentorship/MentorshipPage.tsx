import { Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { useTabParam } from "../../lib/useTabParam";
import { SESSION_MESSAGES } from "@convex/mentorship/pageRules";
import { QueryBoundary } from "../../components/QueryBoundary";
import { site } from "../../config/site";
import { BecomeMentorTab } from "./BecomeMentorTab";
import { MentorsTab } from "./mentors/MentorsTab";
import { ProgramsTab } from "./programs/ProgramsTab";
import { SessionsTab } from "./sessions/SessionsTab";

const TABS = [
  { value: "programs", label: "Programs", Panel: ProgramsTab },
  { value: "mentors", label: "Our Mentors", Panel: MentorsTab },
  { value: "sessions", label: "Upcoming Sessions", Panel: SessionsTab },
  { value: "become", label: "Become a Mentor", Panel: BecomeMentorTab },
] as const;
const TAB_VALUES = TABS.map((t) => t.value);

/**
 * /mentorship?tab=…: programs, verified mentors, upcoming
 * sessions and how to become a mentor; every list live. The tab lives in the
 * address, so a link (or Back) returns to it.
 */
export function MentorshipPage() {
  const [tab, setTab] = useTabParam(TAB_VALUES);

  return (
    <Container size="lg" py="xl">
      <title>{`Mentorship · ${site.name}`}</title>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Mentorship</Title>
          <Text c="dimmed">
            Learn with verified mentors: structured programs, live group
            sessions and 1-on-1 guidance.
          </Text>
        </Stack>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value} pt="lg">
              <QueryBoundary message={SESSION_MESSAGES.loadFailed}>
                <Panel />
              </QueryBoundary>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
