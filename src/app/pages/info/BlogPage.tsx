import { Container, Stack, Text, Title } from "@mantine/core";
import { site } from "../../../config/site";
import { AnnouncementItem } from "./AnnouncementItem";
import { announcements, newestFirst } from "./announcements";

export function BlogPage() {
  return (
    <Container size="md" py="xl">
      <title>{`Blog · ${site.name}`}</title>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Blog and announcements</Title>
          <Text>
            News about {site.name}: new features, changes and ways to get
            involved.
          </Text>
        </Stack>
        <Stack
          component="ol"
          gap="md"
          aria-label="Announcements, newest first"
          style={{ listStyle: "none", margin: 0, padding: 0 }}
        >
          {newestFirst(announcements).map((announcement) => (
            <li key={announcement.id}>
              <AnnouncementItem announcement={announcement} />
            </li>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
