import {
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconBriefcase, IconHeartHandshake } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";

const PATHS: {
  title: string;
  icon: ReactNode;
  benefits: string[];
}[] = [
  {
    title: "Volunteer mentor",
    icon: <IconHeartHandshake size={22} aria-hidden />,
    benefits: [
      "Give a few hours a month to students who need a guide",
      "A Volunteer Mentor badge on your profile and sessions",
      "Choose your own hours and subjects",
      "No fees, ever, for the students you help",
    ],
  },
  {
    title: "Professional mentor",
    icon: <IconBriefcase size={22} aria-hidden />,
    benefits: [
      "Your qualification and experience shown to every student",
      "Lead structured mentorship programs and group sessions",
      "Ratings and feedback that build your reputation",
      "Upload lessons that become part of the course library",
    ],
  },
];

/** Become a Mentor: the two ways to mentor, and the application. */
export function BecomeMentorTab() {
  return (
    <Stack gap="lg">
      <Text>
        Mentors are teachers, college students and professionals who help
        students in Classes 6–12. Every application is reviewed by our team
        before a mentor meets any student.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {PATHS.map((path) => (
          <Card key={path.title} component="section" padding="lg">
            <Stack gap="sm">
              <Group gap="sm">
                <ThemeIcon variant="light" size="lg" aria-hidden>
                  {path.icon}
                </ThemeIcon>
                <Title order={3} fz="h4">
                  {path.title}
                </Title>
              </Group>
              <List spacing={4} size="sm">
                {path.benefits.map((b) => (
                  <List.Item key={b}>{b}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Button
        component={Link}
        to={paths.mentorApplication.href()}
        size="md"
        style={{ alignSelf: "flex-start" }}
      >
        Apply to become a mentor
      </Button>
    </Stack>
  );
}
