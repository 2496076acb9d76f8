import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { paths } from "../../../config/paths";
import { formatDate } from "../../../lib/format";
import { useNow } from "../../../lib/useNow";

type Application = NonNullable<
  FunctionReturnType<typeof api.mentorship.applications.mine>
>;

/**
 * Where the member's mentor application stands, live: under review, approved
 * (they are a verified mentor now), or not approved with the reason and the
 * day they may apply again. Nothing for someone who never applied.
 */
export function ApplicationStatusCard() {
  const application = useQuery(api.mentorship.applications.mine, {});
  if (!application) return null;
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby="mentor-application-status"
    >
      <Stack gap="xs">
        <Group gap="sm" justify="space-between">
          <Title order={2} size="h4" id="mentor-application-status">
            Your mentor application
          </Title>
          <StatusBadge status={application.status} />
        </Group>
        <StatusText application={application} />
      </Stack>
    </Paper>
  );
}

function StatusBadge({ status }: { status: Application["status"] }) {
  if (status === "approved")
    return (
      <Badge color="green" variant="light" size="lg">
        Approved
      </Badge>
    );
  if (status === "rejected")
    return (
      <Badge color="red" variant="light" size="lg">
        Not approved
      </Badge>
    );
  return (
    <Badge variant="light" size="lg">
      Under review
    </Badge>
  );
}

function StatusText({ application: a }: { application: Application }) {
  const now = useNow(60_000);
  if (a.status === "approved")
    return (
      <>
        <Text>
          You are now a verified mentor. Set your availability and create your
          first session.
        </Text>
        <Anchor component={Link} to={paths.teacherDashboard.href()} fw={700}>
          Go to the Teacher Dashboard
        </Anchor>
      </>
    );
  if (a.status === "rejected") {
    const mayApply = a.reapplyFrom === null || now >= a.reapplyFrom;
    return (
      <>
        {a.rejectionReason && <Text>Reason: {a.rejectionReason}</Text>}
        {mayApply ? (
          <Anchor component={Link} to={paths.mentorApplication.href()} fw={700}>
            Apply again
          </Anchor>
        ) : (
          <Text>You may apply again from {formatDate(a.reapplyFrom!)}.</Text>
        )}
      </>
    );
  }
  return (
    <Text>
      You applied on {formatDate(a.createdAt)}. Our team reviews applications in
      3-5 business days; you will be notified of the outcome.
    </Text>
  );
}
