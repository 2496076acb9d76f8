import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { NotFoundPage } from "./NotFoundPage";

/** Whatever a route throws ends here, inside the layout — never a white page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage />;
  // Keep the details in the console for developers; show people what to do.
  console.error(error);
  return (
    <Container size="sm" py={96}>
      <title>Something went wrong · VidyaQuest</title>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          An error occurred. Please try again later. If it keeps happening, tell
          us through the Help page.
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Button component={Link} to="/" variant="default">
            Return to Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
