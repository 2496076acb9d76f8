import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
} from "@mantine/core";
import { usePaginatedQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { paths } from "../../config/paths";
import { formatDate, plural } from "../../lib/format";
import { StaffPage } from "./queue";

const PAGE_SIZE = 10;

/**
 * Mentor applications waiting for a decision, oldest first, live: a new one
 * appears, and one decided by anyone leaves the list, without a reload.
 */
export function MentorApplicationsPage() {
  const { results, status, loadMore } = usePaginatedQuery(
    api.mentorship.applications.listPending,
    {},
    { initialNumItems: PAGE_SIZE },
  );
  return (
    <StaffPage
      title="Mentor Applications"
      intro="Applications waiting for a decision, oldest first. Approving one makes the applicant a verified mentor."
    >
      {status === "LoadingFirstPage" ? (
        <Center py="xl">
          <Loader role="status" size="sm" aria-label="Loading applications" />
        </Center>
      ) : results.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>No applications are waiting for review.</Text>
        </Paper>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
        >
          {results.map((a) => (
            <Paper withBorder p="md" component="li" key={a._id}>
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs">
                    <Anchor
                      component={Link}
                      to={paths.admin.application.href(a._id)}
                      fw={700}
                    >
                      {a.fullName}
                    </Anchor>
                    {a.isVolunteer && (
                      <Badge variant="light" color="teal">
                        Volunteer
                      </Badge>
                    )}
                    {a.ownCase && (
                      <Badge variant="light" color="orange" tt="none">
                        Your own: another staff member decides
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {a.qualification} · {plural(a.experienceYears, "year")} of
                    experience · applied {formatDate(a.createdAt)}
                  </Text>
                  <Group gap={6}>
                    {a.expertise.map((tag) => (
                      <Badge key={tag} variant="outline" tt="none">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
                <Button
                  component={Link}
                  to={paths.admin.application.href(a._id)}
                  variant="light"
                  aria-label={`Review the application of ${a.fullName}`}
                >
                  Review
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {status === "CanLoadMore" && (
        <Group justify="center">
          <Button variant="default" onClick={() => loadMore(PAGE_SIZE)}>
            Load more
          </Button>
        </Group>
      )}
      {status === "LoadingMore" && (
        <Center>
          <Loader
            role="status"
            size="sm"
            aria-label="Loading more applications"
          />
        </Center>
      )}
    </StaffPage>
  );
}
