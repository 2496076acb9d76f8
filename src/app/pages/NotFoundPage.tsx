import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";

export function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <title>Page not found · VidyaQuest</title>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={900} lh={1} className="accent-text" aria-hidden>
          404
        </Text>
        <Title order={1}>Oops! Page not found</Title>
        <Text c="dimmed">
          The page you are looking for does not exist or has moved.
        </Text>
        <Button component={Link} to="/" size="md">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
