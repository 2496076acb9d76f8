import { Alert, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { PageLoader } from "../../../components/PageLoader";
import { site } from "../../../config/site";
import { useSession } from "../../../lib/session";
import { useNow } from "../../../lib/useNow";
import { BackToMentorship } from "../BackToMentorship";
import { ApplicationForm } from "./ApplicationForm";
import { ApplicationStatus, cannotApply } from "./ApplicationStatus";
import { useMyApplication } from "./useApplication";

/**
 * /mentor-application: open to visitors, who are asked to log in
 * when they send it. A member who cannot apply now (a verified mentor, an
 * application under review, a recent rejection) sees where they stand instead.
 */
export function MentorApplicationPage() {
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const application = useMyApplication(signedIn);
  const now = useNow(60_000);
  const verifiedMentor = signedIn && session.verifiedMentor;
  const loading =
    session.status === "loading" || (signedIn && application === undefined);

  return (
    <Container size="sm" py="xl">
      <title>{`Mentor application · ${site.name}`}</title>
      <Stack gap="md">
        <BackToMentorship tab="become" />
        <Stack gap={4}>
          <Title order={1} size="h2">
            Mentor application
          </Title>
          <Text c="dimmed">
            Share what you know with students in Classes 6–12, as a volunteer or
            as a professional mentor.
          </Text>
        </Stack>
        {loading ? (
          <PageLoader label="Loading your application" />
        ) : cannotApply(verifiedMentor, application ?? null, now) ? (
          <ApplicationStatus
            verifiedMentor={verifiedMentor}
            application={application ?? null}
          />
        ) : (
          <>
            <Alert
              variant="light"
              icon={<IconInfoCircle aria-hidden />}
              title="What happens next"
            >
              Our team reviews your application in 3-5 business days. If it is
              approved, you join an onboarding session, and then you set your
              availability so students can book sessions with you.
            </Alert>
            <Paper withBorder p={{ base: "md", sm: "xl" }}>
              <ApplicationForm
                viewer={
                  signedIn
                    ? { fullName: session.fullName, email: session.email }
                    : null
                }
              />
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
