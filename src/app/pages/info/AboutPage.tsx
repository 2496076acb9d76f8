import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import {
  IconChartBar,
  IconClock,
  IconListCheck,
  IconMessages,
  IconMovie,
  IconTrophy,
  IconUserHeart,
  IconUsers,
} from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";

interface Offering {
  title: string;
  text: string;
  icon: TablerIcon;
}

const offerings: readonly Offering[] = [
  {
    title: "Video lessons",
    text: "Short lessons for every chapter, organised by class and subject, following the NCERT syllabus.",
    icon: IconMovie,
  },
  {
    title: "Topic-wise practice",
    text: "Practise one topic at a time and see the explanation for every answer.",
    icon: IconListCheck,
  },
  {
    title: "Mock tests",
    text: "Timed chapter-wise and full-length tests, some with negative marking like board and entrance exams.",
    icon: IconClock,
  },
  {
    title: "XP, levels, streaks and badges",
    text: "Learning earns XP. Levels, daily streaks and badges turn regular study into a habit.",
    icon: IconTrophy,
  },
  {
    title: "Progress analytics",
    text: "Your dashboard shows what you have finished, how your scores are moving and where to focus next.",
    icon: IconChartBar,
  },
  {
    title: "Mentorship",
    text: "One-on-one and group sessions with mentors, many of them volunteers, plus live doubt sessions.",
    icon: IconUserHeart,
  },
  {
    title: "Community hub",
    text: "Moderated forums, student clubs and live events where students help each other.",
    icon: IconMessages,
  },
  {
    title: "Made for families",
    text: "A free plan that stays free, low prices for the rest, and a 30-day Premium trial without a card.",
    icon: IconUsers,
  },
];

interface Audience {
  title: string;
  text: string;
}

const audiences: readonly Audience[] = [
  {
    title: "Students",
    text: "Classes 6 to 12, CBSE and ICSE. Pick your class when you sign up, learn at your own pace, and ask for help when you are stuck.",
  },
  {
    title: "Parents and guardians",
    text: "See what your child is learning, agree to their account if they are under 18, and know that the platform is moderated and shows no ads.",
  },
  {
    title: "Mentors",
    text: "Teachers, college students and professionals who want to guide school students, as volunteers or as paid mentors, after a review of their application.",
  },
  {
    title: "Schools and NGOs",
    text: "Teachers and learning centres can point their students to the free subjects, and can write to us about using VidyaQuest with a group.",
  },
];

export function AboutPage() {
  return (
    <Container size="md" py="xl">
      <title>{`About · ${site.name}`}</title>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>About {site.name}</Title>
          <Text size="lg">{site.tagline}</Text>
          <Text>
            {site.name} exists so that every student in Classes 6 to 12 can get
            good, syllabus-aligned help with their studies, whatever their
            family can afford. Extra coaching is expensive and not every town
            has it. A phone, a little time each day and a bit of encouragement
            should be enough to keep learning, and that is what we are building.
          </Text>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="about-why">
          <Title order={2} id="about-why">
            Why we exist
          </Title>
          <List spacing="xs">
            <List.Item>
              <Text span fw={700}>
                Affordable.
              </Text>{" "}
              The Free plan costs ₹0 forever, and Mathematics and Science are
              free for Classes 6 to 10. Premium is ₹49 a month and Pro is ₹199 a
              year, and you can try Premium free for 30 days without a card.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                Aligned with the NCERT syllabus.
              </Text>{" "}
              Lessons, practice and tests follow the chapters students meet at
              school, so time spent here is time spent on what will be examined.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                Gamified, on purpose.
              </Text>{" "}
              XP, levels, streaks and badges reward showing up regularly, which
              matters more than cramming the night before.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                People, not just videos.
              </Text>{" "}
              Mentors, including volunteers who give their time for free, run
              one-on-one and group sessions.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                Funded by people who care.
              </Text>{" "}
              <Anchor
                underline="always"
                component={Link}
                to={paths.donations.href()}
              >
                Donations
              </Anchor>{" "}
              help keep the free subjects free and pay for access for students
              who cannot pay.
            </List.Item>
          </List>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="about-offers">
          <Title order={2} id="about-offers">
            What you will find here
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {offerings.map(({ title, text, icon: Icon }) => (
              <Card key={title} withBorder padding="md" radius="md">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon
                    variant="light"
                    size="lg"
                    radius="md"
                    aria-hidden="true"
                  >
                    <Icon size={20} aria-hidden="true" />
                  </ThemeIcon>
                  <Stack gap={4}>
                    <Title order={3} size="h4">
                      {title}
                    </Title>
                    <Text size="sm">{text}</Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="about-who">
          <Title order={2} id="about-who">
            Who it is for
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {audiences.map(({ title, text }) => (
              <Stack key={title} gap={4}>
                <Title order={3} size="h4">
                  {title}
                </Title>
                <Text size="sm">{text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="about-how">
          <Title order={2} id="about-how">
            How we run it
          </Title>
          <Text>
            We run {site.name} in a non-profit spirit: prices stay as low as we
            can keep them, the free plan is not a trial in disguise, and money
            from donations goes into learning, not advertising. Most of our
            users are children, so safety comes first:
          </Text>
          <List spacing="xs">
            <List.Item>
              Students under 18 need the consent of a parent or guardian to use
              their account.
            </List.Item>
            <List.Item>
              Mentors apply and are reviewed before they are listed as verified
              mentors, and sessions happen on the platform. Mentors must not ask
              students for phone numbers or other private contact details.
            </List.Item>
            <List.Item>
              Anyone can report a forum post or reply. Moderators review every
              report and can remove content and warn users.
            </List.Item>
            <List.Item>
              No ads, no selling of data, no third-party trackers. On the
              leaderboard a student appears by nickname or as Anonymous, or not
              at all if they opt out.
            </List.Item>
          </List>
          <Text>
            Read the details in our{" "}
            <Anchor
              underline="always"
              component={Link}
              to={paths.privacy.href()}
            >
              privacy policy
            </Anchor>{" "}
            and{" "}
            <Anchor underline="always" component={Link} to={paths.terms.href()}>
              terms of use
            </Anchor>
            , or find answers in{" "}
            <Anchor underline="always" component={Link} to={paths.help.href()}>
              Help
            </Anchor>
            .
          </Text>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="about-join">
          <Title order={2} id="about-join">
            Join in
          </Title>
          <Group gap="sm">
            <Button component={Link} to={paths.courses.href()}>
              Start learning
            </Button>
            <Button
              component={Link}
              to={paths.mentorApplication.href()}
              variant="default"
            >
              Become a mentor
            </Button>
            <Button
              component={Link}
              to={paths.donations.href()}
              variant="default"
            >
              Donate
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
