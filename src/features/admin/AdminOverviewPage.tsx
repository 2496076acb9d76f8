import {
  Anchor,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { paths } from "../../config/paths";
import { formatNumber } from "../../lib/format";

/** Admin dashboard (spec §2.15): figures from the backend, live. */
export function AdminOverviewPage() {
  const overview = useQuery(api.admin.overview.overview);
  return (
    <Stack gap="lg">
      <title>Dashboard · Admin · VidyaQuest</title>
      <Title order={1} fz="h2">
        Dashboard
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <StatCard label="Students" value={overview?.students} />
        <StatCard label="Mentors" value={overview?.mentors} />
        <StatCard
          label="Pending applications"
          value={overview?.pendingApplications}
          link={{
            to: paths.admin.applications.href(),
            label: "Review mentor applications",
          }}
        />
      </SimpleGrid>
      <Text c="dimmed">
        Pending content, open reports and recent activity will appear here with
        the moderation release.
      </Text>
    </Stack>
  );
}

function StatCard({
  label,
  value,
  link,
}: {
  label: string;
  value: number | undefined;
  /** Where the figure's items are handled. */
  link?: { to: string; label: string };
}) {
  return (
    <Paper withBorder p="lg" role="group" aria-label={label}>
      <Text fz="sm" fw={600} c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={36} w={80} mt={4} />
      ) : (
        <Text fz={32} fw={800} lh={1.2}>
          {formatNumber(value)}
        </Text>
      )}
      {link && (
        <Anchor component={Link} to={link.to} size="sm" fw={600}>
          {link.label}
        </Anchor>
      )}
    </Paper>
  );
}
