import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { DECLARATION } from "@convex/families/rules";
import { ConfirmButton } from "../../components/ConfirmButton";
import { PageLoader } from "../../components/PageLoader";
import { paths } from "../../config/paths";
import { describeServerError } from "../../lib/serverError";
import { useSession } from "../../lib/session";
import { ConsentNotice } from "./ConsentNotice";
import { formatConsentDate } from "./consentText";

/**
 * A parent's consent link: the notice (English and Hindi), then signing in
 * or creating a parent account (coming back here), the declaration, and
 * Consent or Refuse.
 */
export function ConsentPage() {
  const { token = "" } = useParams();
  const request = useQuery(api.families.consent.request, { token });
  const [done, setDone] = useState<"consented" | "refused" | null>(null);

  return (
    <Container size="md" py="xl">
      <title>Your consent · VidyaQuest</title>
      <Stack gap="lg">
        <Title order={1}>A parent's or guardian's consent</Title>
        {done ? (
          <Done outcome={done} />
        ) : request === undefined ? (
          <PageLoader label="Loading the request" />
        ) : request === null ? (
          <Alert
            color="yellow"
            variant="light"
            title="This link no longer works"
          >
            It may have been used already, or a newer e-mail replaced it. Use
            the link in the newest e-mail from VidyaQuest.
          </Alert>
        ) : (
          <>
            <Text>
              <strong>{request.childFirstName}</strong>
              {request.grade ? ` (Class ${request.grade})` : ""} signed up to
              VidyaQuest and gave your e-mail address. Before they can use their
              account, please read what we collect and why, and tell us whether
              you agree. Without an answer, the account is deleted on{" "}
              {formatConsentDate(request.eraseBy)}.
            </Text>
            <Paper withBorder p="md">
              <ConsentNotice />
            </Paper>
            <Answer
              token={token}
              viewer={request.viewer}
              childName={request.childFirstName}
              onDone={setDone}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}

function Answer({
  token,
  viewer,
  childName,
  onDone,
}: {
  token: string;
  viewer: "visitor" | "notParent" | "otherParent" | "requestParent";
  childName: string;
  onDone: (outcome: "consented" | "refused") => void;
}) {
  const location = useLocation();
  const session = useSession();
  const consent = useMutation(api.families.consent.consent);
  const refuse = useMutation(api.families.consent.refuse);
  const [declared, setDeclared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const from = { from: location.pathname };

  if (viewer === "visitor")
    return (
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text>
            To answer, log in to your parent account, or create one with the
            e-mail address this link was sent to. You will come back here.
          </Text>
          <Group>
            <Button
              component={Link}
              to={paths.signupParent.href()}
              state={from}
            >
              Create a parent account
            </Button>
            <Button
              component={Link}
              to={paths.login.href()}
              state={from}
              variant="default"
            >
              Log in
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  if (viewer !== "requestParent")
    return (
      <Alert
        color="yellow"
        variant="light"
        title="Please use your parent account"
      >
        <Stack gap="sm">
          <Text size="sm">
            {viewer === "notParent"
              ? "You are logged in with a student or mentor account. Only a parent or guardian account can answer."
              : "This request was sent to another e-mail address. Log in with the parent account of the e-mail that received it."}
          </Text>
          {session.status === "signedIn" && (
            <Group>
              <Button variant="default" onClick={() => void session.signOut()}>
                Log out
              </Button>
            </Group>
          )}
        </Stack>
      </Alert>
    );

  const act = async (
    action: () => Promise<unknown>,
    outcome: "consented" | "refused",
  ) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onDone(outcome);
    } catch (e) {
      setError(describeServerError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Checkbox
          label={DECLARATION}
          checked={declared}
          onChange={(e) => setDeclared(e.currentTarget.checked)}
        />
        <Group>
          <Button
            disabled={!declared}
            loading={busy}
            onClick={() =>
              void act(() => consent({ token, declaration: true }), "consented")
            }
          >
            I consent
          </Button>
          <ConfirmButton
            title="Refuse consent?"
            message={`${childName}'s account and everything in it will be deleted now.`}
            confirmLabel="Refuse and delete the account"
            onConfirm={() => act(() => refuse({ token }), "refused")}
          >
            Refuse
          </ConfirmButton>
        </Group>
      </Stack>
    </Paper>
  );
}

function Done({ outcome }: { outcome: "consented" | "refused" }) {
  return outcome === "consented" ? (
    <Alert
      color="green"
      variant="light"
      title="Thank you: your consent is recorded"
    >
      <Text size="sm">
        Your child can now use VidyaQuest. You can see the children linked to
        you, and withdraw your consent at any time, on{" "}
        <Anchor component={Link} to={paths.parent.href()}>
          your parent page
        </Anchor>
        .
      </Text>
    </Alert>
  ) : (
    <Alert color="gray" variant="light" title="You refused">
      <Text size="sm">The account and everything in it have been deleted.</Text>
    </Alert>
  );
}
