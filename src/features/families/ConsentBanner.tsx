import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  Container,
  Group,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCircleCheck, IconMailForward } from "@tabler/icons-react";
import { useMutation, useQuery } from "convex/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { paths } from "../../config/paths";
import { describeServerError } from "../../lib/serverError";
import { formatConsentDate } from "./consentText";

/**
 * A student's account while their parent has not consented: what is
 * happening, re-send the mail, change the parent's e-mail. It follows the
 * consent live: the moment the parent consents it says so and everything
 * opens, without a reload.
 */
export function ConsentBanner() {
  const status = useQuery(api.families.child.status, {});
  const wasWaiting = useRef(false);
  const [approved, setApproved] = useState(false);
  const state = status?.state ?? null;
  useEffect(() => {
    if (state === "awaiting") wasWaiting.current = true;
    else if (state === "given" && wasWaiting.current) {
      wasWaiting.current = false;
      setApproved(true);
    }
  }, [state]);

  if (approved)
    return (
      <Container size="xl" pt="md">
        <Alert
          color="green"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title="Your parent or guardian approved your account"
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">
              Everything is open now: lessons, tests, the community and
              mentorship.
            </Text>
            <CloseButton
              aria-label="Close"
              onClick={() => setApproved(false)}
            />
          </Group>
        </Alert>
      </Container>
    );
  if (!status || (state !== "awaiting" && state !== "withdrawn")) return null;
  return (
    <Container size="xl" pt="md">
      <Alert
        color="yellow"
        variant="light"
        role="alert"
        icon={<IconMailForward size={20} aria-hidden />}
        title={
          state === "awaiting"
            ? "Your parent or guardian needs to approve your account"
            : "Your parent or guardian withdrew their consent"
        }
      >
        {state === "awaiting" ? (
          <AwaitingDetails
            parentEmail={status.parentEmail}
            eraseBy={status.eraseBy}
          />
        ) : (
          <Text size="sm">
            Your account is closed and its data is being erased, as the notice
            your parent read says. Questions? See the{" "}
            <Anchor component={Link} to={paths.privacy.href()}>
              privacy page
            </Anchor>
            .
          </Text>
        )}
      </Alert>
    </Container>
  );
}

function AwaitingDetails({
  parentEmail,
  eraseBy,
}: {
  parentEmail: string | null;
  eraseBy: number | null;
}) {
  if (parentEmail === null) return <NameAParent eraseBy={eraseBy} />;
  return <MailedDetails parentEmail={parentEmail} eraseBy={eraseBy} />;
}

/** Runs a mutation for the banner's forms: busy state, error, a notice when done. */
function useBannerAction() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      notifications.show({ color: "green", message: done });
      return true;
    } catch (e) {
      setError(describeServerError(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}

const eraseSentence = (eraseBy: number | null) =>
  eraseBy
    ? ` If nobody agrees by ${formatConsentDate(eraseBy)}, your account and everything in it are deleted.`
    : "";

/**
 * An account made before a parent's consent was asked of every student: no
 * parent's e-mail is on record, so the student gives one here.
 */
function NameAParent({ eraseBy }: { eraseBy: number | null }) {
  const askParent = useMutation(api.families.child.askParent);
  const [email, setEmail] = useState("");
  const { error, busy, run } = useBannerAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      () => askParent({ parentEmail: email }),
      `We've sent the e-mail to ${email.trim()}.`,
    );
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        We now ask a parent's or guardian's permission for every student. Tell
        us their e-mail and we'll send them a link to agree. Until they do, you
        can browse lessons and try the demo test, but nothing new of yours is
        saved.{eraseSentence(eraseBy)}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Parent's or guardian's email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            required
            style={{ flex: "1 1 14rem" }}
          />
          <Button type="submit" loading={busy}>
            Ask for permission
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

function MailedDetails({
  parentEmail,
  eraseBy,
}: {
  parentEmail: string;
  eraseBy: number | null;
}) {
  const resend = useMutation(api.families.child.resendMail);
  const change = useMutation(api.families.child.changeParentEmail);
  const [changing, setChanging] = useState(false);
  const [email, setEmail] = useState("");
  const { error, busy, run } = useBannerAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (
      await run(
        () => change({ parentEmail: email }),
        `We've sent the e-mail to ${email.trim()}.`,
      )
    ) {
      setChanging(false);
      setEmail("");
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        We e-mailed <strong>{parentEmail}</strong> a link to agree. Until they
        do, you can browse lessons and try the demo test, but nothing of yours
        is saved or shown to others (no posts, no sessions, no leaderboard).
        {eraseSentence(eraseBy)}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {changing ? (
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Parent's or guardian's email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              required
              style={{ flex: "1 1 14rem" }}
            />
            <Button type="submit" loading={busy}>
              Send to this e-mail
            </Button>
            <Button variant="default" onClick={() => setChanging(false)}>
              Cancel
            </Button>
          </Group>
        </form>
      ) : (
        <Group gap="sm">
          <Button
            size="xs"
            variant="light"
            loading={busy}
            onClick={() =>
              void run(() => resend({}), "We've sent the e-mail again.")
            }
          >
            Send the e-mail again
          </Button>
          <Button size="xs" variant="default" onClick={() => setChanging(true)}>
            Change e-mail
          </Button>
        </Group>
      )}
    </Stack>
  );
}
