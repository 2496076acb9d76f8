import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft } from "@tabler/icons-react";
import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { z } from "zod";
import { api } from "@convex/_generated/api";
import {
  REJECTION_REASON,
  rejectionReasonSchema,
} from "@convex/mentorship/rules";
import { ConfirmButton } from "../../components/ConfirmButton";
import { PageLoader } from "../../components/PageLoader";
import { paths } from "../../config/paths";
import { formatDate, formatNumber, plural } from "../../lib/format";
import { describeServerError } from "../../lib/serverError";

type Application = NonNullable<
  FunctionReturnType<typeof api.mentorship.applications.get>
>;

/**
 * One mentor application with every field, and the decision: approve (the
 * applicant becomes a verified mentor) or reject with a reason they read. A
 * decision made meanwhile by someone else shows here at once.
 */
export function MentorApplicationReviewPage() {
  const { applicationId = "" } = useParams();
  const application = useQuery(api.mentorship.applications.get, {
    applicationId,
  });
  return (
    <Stack gap="lg">
      <title>Mentor Application · Admin · VidyaQuest</title>
      <Anchor
        component={Link}
        to={paths.admin.applications.href()}
        size="sm"
        underline="always"
      >
        <IconArrowLeft
          size={14}
          aria-hidden
          style={{ verticalAlign: "middle" }}
        />{" "}
        Back to Mentor Applications
      </Anchor>
      {application === undefined ? (
        <PageLoader label="Loading the application" />
      ) : application === null ? (
        <Stack gap="xs">
          <Title order={1} fz="h2">
            Application not found
          </Title>
          <Text c="dimmed">This address names no mentor application.</Text>
        </Stack>
      ) : (
        <ApplicationReview application={application} />
      )}
    </Stack>
  );
}

function ApplicationReview({ application: a }: { application: Application }) {
  return (
    <Stack gap="lg">
      <Group gap="sm" align="center">
        <Title order={1} fz="h2">
          {a.fullName}
        </Title>
        <StatusBadge status={a.status} />
      </Group>
      <Decision application={a} />
      <Paper withBorder p={{ base: "md", sm: "lg" }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          <Field label="Email Address">{a.email}</Field>
          <Field label="Phone Number">{a.phone ?? "Not given"}</Field>
          <Field label="Years of Experience">
            {plural(a.experienceYears, "year")}
          </Field>
          <Field label="Qualification/Educational Background">
            {a.qualification}
          </Field>
          <Field label="Mentoring as">
            {a.isVolunteer ? "A volunteer (unpaid)" : "A professional (paid)"}
          </Field>
          <Field label="Applied on">{formatDate(a.createdAt)}</Field>
          <Field label="Account">
            {a.accountName !== null && `${a.accountName} · `}
            {a.accountRole === "student"
              ? "Student (becomes a mentor account on approval)"
              : a.accountRole === "mentor"
                ? "Mentor"
                : "No profile"}
          </Field>
        </SimpleGrid>
        <Stack gap={4} mt="md">
          <Text fw={600} size="sm" c="dimmed" id="expertise-label">
            Areas of Expertise
          </Text>
          <Group gap={6} role="list" aria-labelledby="expertise-label">
            {a.expertise.map((tag) => (
              <Badge key={tag} variant="outline" tt="none" role="listitem">
                {tag}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Stack gap={4} mt="md">
          <Text fw={600} size="sm" c="dimmed">
            Why they want to become a mentor
          </Text>
          <Text style={{ whiteSpace: "pre-wrap" }}>{a.motivation}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fw={600} size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

function StatusBadge({ status }: { status: Application["status"] }) {
  if (status === "approved")
    return (
      <Badge color="green" variant="light">
        Approved
      </Badge>
    );
  if (status === "rejected")
    return (
      <Badge color="red" variant="light">
        Rejected
      </Badge>
    );
  return <Badge variant="light">Pending</Badge>;
}

/** The decision buttons while it is pending; afterwards, who decided what, and when. */
function Decision({ application: a }: { application: Application }) {
  if (a.status === "pending") return <DecisionButtons application={a} />;
  const when = a.reviewedAt === null ? "" : ` on ${formatDate(a.reviewedAt)}`;
  const who = a.reviewerName ? ` by ${a.reviewerName}` : "";
  return a.status === "approved" ? (
    <Alert color="green" title="This application has been approved">
      Approved{who}
      {when}. {a.accountName ?? a.fullName} is a verified mentor.
    </Alert>
  ) : (
    <Alert color="red" title="This application has been rejected">
      <Stack gap={4}>
        <Text size="sm">
          Rejected{who}
          {when}.
        </Text>
        {a.rejectionReason && (
          <Text size="sm">Reason: {a.rejectionReason}</Text>
        )}
      </Stack>
    </Alert>
  );
}

const reasonForm = z.object({ reason: rejectionReasonSchema });

function DecisionButtons({ application: a }: { application: Application }) {
  const approve = useMutation(api.mentorship.applications.approve);
  const reject = useMutation(api.mentorship.applications.reject);
  const [rejecting, { open, close }] = useDisclosure(false);
  const form = useForm({
    initialValues: { reason: "" },
    validate: schemaResolver(reasonForm, { sync: true }),
    transformValues: (values) => reasonForm.parse(values),
  });
  const applicationId = a._id;

  const decide = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notifications.show({ color: "green", message: success });
      return true;
    } catch (error) {
      notifications.show({
        color: "red",
        title: "Failed to update the application",
        message: describeServerError(error),
      });
      return false;
    }
  };

  const sendRejection = form.onSubmit(async ({ reason }) => {
    if (
      await decide(
        () => reject({ applicationId, reason }),
        "Application rejected",
      )
    ) {
      close();
      form.reset();
    }
  });

  return (
    <Stack gap="xs">
      {a.ownCase && (
        <Text size="sm" fw={600} c="orange.9">
          This is your own application, so another staff member must decide it.
        </Text>
      )}
      <Group gap="sm">
        <ConfirmButton
          tone="primary"
          disabled={a.ownCase}
          title="Approve this application?"
          message={`${a.accountName ?? a.fullName} becomes a verified mentor: their profile is listed, and they can create sessions and publish events at once.`}
          confirmLabel="Approve"
          cancelLabel="Go back"
          onConfirm={() =>
            decide(
              () => approve({ applicationId }),
              `Application approved: ${a.accountName ?? a.fullName} is now a verified mentor`,
            )
          }
        >
          Approve
        </ConfirmButton>
        <Button color="red" variant="light" onClick={open} disabled={a.ownCase}>
          Reject
        </Button>
        <Modal
          opened={rejecting}
          onClose={close}
          title="Reject this application?"
          closeButtonProps={{ "aria-label": "Close" }}
        >
          <form onSubmit={sendRejection} noValidate>
            <Stack>
              <Textarea
                label="Reason"
                description={`${a.fullName} reads this, with the date they may apply again (${REJECTION_REASON.min}–${formatNumber(REJECTION_REASON.max)} characters).`}
                autosize
                minRows={3}
                withAsterisk
                data-autofocus
                {...form.getInputProps("reason")}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Go back
                </Button>
                <Button type="submit" color="red.9" loading={form.submitting}>
                  Reject application
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal>
      </Group>
    </Stack>
  );
}
