import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconArrowRight,
  IconChartLine,
  IconFlame,
  IconPlayerPlay,
  IconTargetArrow,
  IconUsersGroup,
  IconVideo,
  IconMessages,
} from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { GRADES } from "@convex/shared/constants";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import classes from "./HomePage.module.css";

const features = [
  {
    icon: IconVideo,
    title: "Interactive video lessons",
    text: "Short lessons for every NCERT chapter, with a summary you can revise from and a player that remembers where you stopped.",
  },
  {
    icon: IconTargetArrow,
    title: "Topic-wise practice and mock tests",
    text: "Practise chapter by chapter, then take timed mock tests with board-style marking and a full review of every answer.",
  },
  {
    icon: IconFlame,
    title: "XP, levels, streaks and badges",
    text: "Every lesson and test earns XP. Keep your daily streak alive, level up and collect badges as you learn.",
  },
  {
    icon: IconChartLine,
    title: "Progress analytics",
    text: "See your scores, time spent and mastery per subject, so you know exactly what to revise next.",
  },
  {
    icon: IconUsersGroup,
    title: "Mentorship and live doubt sessions",
    text: "Learn from verified mentors in 1-on-1 and group sessions, and get your doubts cleared live.",
  },
  {
    icon: IconMessages,
    title: "A friendly community",
    text: "Ask questions in the forums, join clubs with classmates from across India and RSVP to live events.",
  },
];

/** The subjects of each stage (docs/product.md "Classes and subjects"); the courses page lists them from the catalogue. */
function subjectsFor(grade: number): string {
  return grade <= 10
    ? "Maths, Science, English, SST, Hindi"
    : "Physics, Chemistry, Maths, Biology, CS, English";
}

export function HomePage() {
  return (
    <>
      <title>{`${site.name} · Learn, practise and level up`}</title>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 48, md: 88 }}>
          <Stack gap="lg" maw={720}>
            <Badge size="lg" variant="white" c="brand.8" w="fit-content">
              For Classes 6–12 · CBSE and ICSE
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              Learn smarter. Level up every day.
            </Title>
            <Text fz={{ base: "md", sm: "lg" }} className={classes.heroText}>
              Video lessons, practice and mock tests that follow your syllabus —
              with XP, streaks and badges that make studying feel like a game,
              and mentors who help when you are stuck.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={paths.courses.href()}
                size="lg"
                variant="white"
                c="brand.8"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                Start Learning Free
              </Button>
              <Button
                component={Link}
                to={paths.demo.href()}
                size="lg"
                variant="outline"
                className={classes.demoButton}
                leftSection={<IconPlayerPlay size={18} aria-hidden />}
              >
                Watch Demo
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Stack gap="xs" mb="lg">
          <Title order={2}>Pick your class</Title>
          <Text c="dimmed">
            Every subject of your class, chapter by chapter.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }} spacing="md">
          {GRADES.map((grade) => (
            <Card
              key={grade}
              component={Link}
              to={paths.courses.href(grade)}
              className={classes.classTile}
              padding="md"
            >
              <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
                Class
              </Text>
              <Text fz={36} fw={900} lh={1.1} className="accent-text">
                {grade}
              </Text>
              <Text fz="xs" c="dimmed" mt={4}>
                {subjectsFor(grade)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box className={classes.featuresBand}>
        <Container size="lg" py={{ base: 40, md: 64 }}>
          <Stack gap="xs" mb="xl" ta="center" align="center">
            <Title order={2}>Everything you need to do well in school</Title>
            <Text c="dimmed" maw={620}>
              One place to learn, practise, track your progress and get help.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {features.map((feature) => (
              <Card key={feature.title} padding="lg">
                <ThemeIcon size={44} radius="md" variant="light" mb="md">
                  <feature.icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="lg" mb={6}>
                  {feature.title}
                </Title>
                <Text fz="sm" c="dimmed">
                  {feature.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Box className={classes.trialBanner} p={{ base: "lg", md: 40 }}>
          <Group justify="space-between" align="center" gap="lg">
            <Stack gap={6} maw={620}>
              <Title order={2} c="white">
                Try Premium free for 30 days
              </Title>
              <Text c="white">
                Unlimited lessons and tests, live doubt sessions and detailed
                analytics. No card needed — when the trial ends you simply
                continue on the Free plan.
              </Text>
            </Stack>
            <Button
              component={Link}
              to={paths.pricing.href()}
              size="lg"
              variant="white"
              c="brand.8"
            >
              See plans
            </Button>
          </Group>
        </Box>
      </Container>
    </>
  );
}
