import {
  Accordion,
  Anchor,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router-dom";
import { site } from "../../../config/site";
import { helpGroups, type HelpQuestion } from "./helpTopics";
import { SupportContact } from "./SupportContact";

function HelpAnswer({ item }: { item: HelpQuestion }) {
  return (
    <Stack gap="xs">
      {item.answer.map((paragraph) => (
        <Text key={paragraph} style={{ overflowWrap: "anywhere" }}>
          {paragraph}
        </Text>
      ))}
      {item.links && item.links.length > 0 && (
        <Group gap="md">
          {item.links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} fw={500}>
              {link.label}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

export function HelpPage() {
  return (
    <Container size="md" py="xl">
      <title>{`Help · ${site.name}`}</title>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Help and FAQ</Title>
          <Text>
            Answers to the questions students, parents and mentors ask most
            often. Choose a question to open its answer.
          </Text>
          <nav aria-label="Help topics">
            <Group gap="md">
              {helpGroups.map((group) => (
                <Anchor key={group.id} href={`#help-${group.id}`} fw={500}>
                  {group.title}
                </Anchor>
              ))}
              <Anchor href="#help-contact" fw={500}>
                Contact support
              </Anchor>
            </Group>
          </nav>
        </Stack>

        {helpGroups.map((group) => (
          <Stack
            key={group.id}
            gap="sm"
            component="section"
            aria-labelledby={`help-${group.id}`}
          >
            <Title order={2} id={`help-${group.id}`}>
              {group.title}
            </Title>
            <Accordion variant="separated" order={3}>
              {group.questions.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Control>{item.question}</Accordion.Control>
                  <Accordion.Panel>
                    <HelpAnswer item={item} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        ))}

        <Paper
          withBorder
          radius="md"
          p="lg"
          component="section"
          aria-labelledby="help-contact"
        >
          <Stack gap="sm">
            <Title order={2} id="help-contact">
              Still need help?
            </Title>
            <Text>
              Write to us or call. For anything about your account, please write
              from your account&apos;s e-mail address.
            </Text>
            <SupportContact />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
