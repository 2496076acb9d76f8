import { Alert, Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import {
  IconCircleCheck,
  IconClockHour4,
  IconInfoCircle,
} from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { formatDate } from "../../../lib/format";
import type { MyApplication } from "./useApplication";

/**
 * What the page shows instead of the form: the member is a verified mentor
 * already, or their application waits for a decision, or it was not approved
 * and they may not apply again yet.
 */
export function ApplicationStatus({
  verifiedMentor,
  application,
}: {
  verifiedMentor: boolean;
  application: MyApplication;
}) {
  if (verifiedMentor)
    return (
      <Alert
        color="green"
        icon={<IconCircleCheck aria-hidden />}
        title="You are a verified mentor"
      >
        <Stack gap="xs">
          <Text size="sm">
            Your sessions, availability and lesson uploads are on your teacher
            dashboard.
          </Text>
          <Anchor
            component={Link}
            to={paths.teacherDashboard.href()}
            fw={700}
            size="sm"
          >
            Go to the Teacher Dashboard
          </Anchor>
        </Stack>
      </Alert>
    );
  if (application?.status === "pending")
    return (
      <Alert
        icon={<IconClockHour4 aria-hidden />}
        title={
          <Group gap="xs">
            Your application is under review
            <Badge variant="light">Pending</Badge>
          </Group>
        }
      >
        <Text size="sm">
          You applied on {formatDate(application.createdAt)}. Our team reviews
          applications in 3-5 business days; you will get a notification with
          the outcome, and it shows on your dashboard.
        </Text>
      </Alert>
    );
  if (application?.status === "rejected" && application.reapplyFrom !== null)
    return (
      <Alert
        color="orange"
        icon={<IconInfoCircle aria-hidden />}
        title="Your last application was not approved"
      >
        <Stack gap="xs">
          {application.rejectionReason && (
            <Text size="sm">Reason: {application.rejectionReason}</Text>
          )}
          <Text size="sm">
            You may apply again from {formatDate(application.reapplyFrom)}.
          </Text>
        </Stack>
      </Alert>
    );
  return null;
}

/** Whether the form gives way to a status: the member cannot apply now. */
export function cannotApply(
  verifiedMentor: boolean,
  application: MyApplication,
  now: number,
): boolean {
  if (verifiedMentor) return true;
  if (application?.status === "pending") return true;
  return (
    application?.status === "rejected" &&
    application.reapplyFrom !== null &&
    now < application.reapplyFrom
  );
}
