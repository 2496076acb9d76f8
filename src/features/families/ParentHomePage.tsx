import {
  Alert,
  Badge,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { ConfirmButton } from "../../components/ConfirmButton";
import { PageLoader } from "../../components/PageLoader";
import { describeServerError } from "../../lib/serverError";
import { useSession } from "../../lib/session";
import { ChildPlan } from "./ChildPlan";
import { ChildRequests } from "./ChildRequests";
import { ChildWeek } from "./ChildWeek";
import { formatConsentDate } from "./consentText";

/**
 * A parent's home: the children linked to them, each with Withdraw consent
 * and, while consent stands, their week at a glance.
 */
export function ParentHomePage() {
  const session = useSession();
  const isParent = session.status === "signedIn" && session.role === "parent";
  return (
    <Container size="md" py="xl">
      <title>Parent · VidyaQuest</title>
      <Stack gap="lg">
        <Title order={1}>Your children</Title>
        {isParent ? (
          <Children />
        ) : (
          <Alert color="yellow" variant="light">
            This page is for parent and guardian accounts.
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function Children() {
  const children = useQuery(api.families.parent.children, {});
  const withdraw = useMutation(api.families.parent.withdraw);
  if (children === undefined)
    return <PageLoader label="Loading your children" />;
  if (children.length === 0)
    return (
      <Text>
        No child is linked to your account yet. When your child signs up with
        your e-mail address, you get an e-mail with a link to consent.
      </Text>
    );
  return (
    <Stack gap="md">
      <ul style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {children.map((child) => (
          <li key={child.childId} style={{ marginBottom: 12 }}>
            <Paper withBorder p="md">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={4}>
                  <Text fw={600}>
                    {child.fullName}
                    {child.grade ? ` · Class ${child.grade}` : ""}
                  </Text>
                  {child.withdrawnAt ? (
                    <Badge color="gray" variant="light">
                      Consent withdrawn {formatConsentDate(child.withdrawnAt)}
                    </Badge>
                  ) : child.consentedAt ? (
                    <Text size="sm" c="dimmed">
                      You consented on {formatConsentDate(child.consentedAt)}
                    </Text>
                  ) : null}
                </Stack>
                {!child.withdrawnAt && (
                  <ConfirmButton
                    title={`Withdraw consent for ${child.fullName}?`}
                    message="Their account closes at once, and everything in it (progress, posts, sessions) is erased. This cannot be undone."
                    confirmLabel="Withdraw consent"
                    onConfirm={async () => {
                      try {
                        await withdraw({ childId: child.childId });
                        notifications.show({
                          color: "green",
                          message: "Your consent is withdrawn.",
                        });
                      } catch (e) {
                        notifications.show({
                          color: "red",
                          message: describeServerError(e),
                        });
                      }
                    }}
                  >
                    Withdraw consent
                  </ConfirmButton>
                )}
              </Group>
              {!child.withdrawnAt && <ChildRequests {...child} />}
              {child.consentedAt && !child.withdrawnAt && (
                <ChildPlan childId={child.childId} childName={child.fullName} />
              )}
              {child.consentedAt && !child.withdrawnAt && (
                <ChildWeek childId={child.childId} childName={child.fullName} />
              )}
            </Paper>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
