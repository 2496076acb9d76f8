import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconActivity } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { paths } from "../../config/paths";
import { formatNumber, plural } from "../../lib/format";
import { useSession } from "../../lib/session";

/**
 * Admin dashboard: live figures from the backend's counters,
 * each card linking to where its items are handled. The activity card and
 * the Monitor Activity quick action are the admin's only.
 */
export function AdminOverviewPage() {
  const session = useSession();
  const isAdmin =
    session.status === "signedIn" && session.staffRole === "admin";
  const overview = useQuery(api.admin.overview.overview);
  return (
    <Stack gap="lg">
      <title>Dashboard · Admin · VidyaQuest</title>
      <Group justify="space-between" gap="sm">
        <Title order={1} fz="h2">
          Dashboard
        </Title>
        {isAdmin && (
          <Button
            component={Link}
            to={paths.admin.activity.href()}
            leftSection={<IconActivity size={18} aria-hidden />}
          >
            Monitor Activity
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <StatCard label="Students" value={overview?.students} />
        <StatCard
          label="Verified mentors"
          value={overview?.verifiedMentors}
          link={{
            to: paths.mentorship.href("mentors"),
            label: "See the mentors",
          }}
        />
        <StatCard
          label="Pending content"
          value={overview?.pendingContent}
          link={{
            to: paths.admin.content.href(),
            label: "Review content",
          }}
        />
        <StatCard
          label="Pending reports"
          value={overview?.pendingReportItems}
          unit={
            overview &&
            `${plural(overview.pendingReportItems, "reported item")} (${plural(overview.pendingReports, "report")})`
          }
          link={{
            to: paths.admin.reports.href(),
            label: "Review reports",
          }}
        />
        <StatCard
          label="Pending applications"
          value={overview?.pendingApplications}
          link={{
            to: paths.admin.applications.href(),
            label: "Review mentor applications",
          }}
        />
        {isAdmin && (
          <StatCard
            label="User activity"
            value={overview?.activity ?? undefined}
            link={{
              to: paths.admin.activity.href(),
              label: "See the activity log",
            }}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

function StatCard({
  label,
  value,
  unit,
  link,
}: {
  label: string;
  value: number | undefined;
  /** What the figure counts, when the label alone could mislead. */
  unit?: string;
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
      {unit && (
        <Text fz="sm" c="dimmed">
          {unit}
        </Text>
      )}
      {link && (
        <Anchor
          component={Link}
          to={link.to}
          size="sm"
          fw={600}
          underline="always"
        >
          {link.label}
        </Anchor>
      )}
    </Paper>
  );
}
