import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { Link } from "react-router-dom";
import {
  DELETION_GRACE_DAYS,
  LEADERBOARD_CHOICES,
  profileCorrectionSchema,
} from "@convex/privacy/rules";
import {
  CLASS_MOVE_CLOSED_MESSAGE,
  TOP_CLASS,
  classMoveWindowOpen,
} from "@convex/families/rules";
import { PageLoader } from "../../components/PageLoader";
import { PaymentHistory } from "./PaymentHistory";
import { PlanSummary } from "../../components/PlanSummary";
import { paths } from "../../config/paths";
import { site } from "../../config/site";
import { describeServerError } from "../../lib/serverError";
import { useNow } from "../../lib/useNow";
import {
  EXPORT_FILE_NAME,
  saveDownload,
  useCancelDeletion,
  useCorrectProfile,
  useAskClassMove,
  useWithdrawClassMove,
  useExportMyData,
  useMyClassMove,
  useMyDeletion,
  useMyProfile,
  useRequestDeletion,
} from "./privacyData";

function showError(title: string, error: unknown) {
  notifications.show({
    color: "red",
    title,
    message: describeServerError(error),
  });
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "long",
  timeStyle: "short",
});

/** /settings/account: correct my profile, download my data, delete my account. */
export function AccountSettingsPage() {
  return (
    <Container size="sm" py="xl">
      <title>{`Your data and account · ${site.name}`}</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Your data and account</Title>
          <Text c="dimmed">
            Correct your profile, download everything we keep about you, or
            delete your account. For what you hear from us, see{" "}
            <Link to={paths.notificationSettings.href()}>
              Notification settings
            </Link>
            .
          </Text>
        </Stack>
        <ProfileCard />
        <PlanSummary />
        <ClassMoveCard />
        <PaymentHistory />
        <DownloadCard />
        <DeleteCard />
      </Stack>
    </Container>
  );
}

function ProfileCard() {
  const profile = useMyProfile();
  if (profile === undefined) return <PageLoader label="Loading your profile" />;
  // The form starts from the saved profile.
  return <ProfileForm key={profile.email} profile={profile} />;
}

function ProfileForm({
  profile,
}: {
  profile: NonNullable<ReturnType<typeof useMyProfile>>;
}) {
  const correct = useCorrectProfile();
  const form = useForm({
    initialValues: {
      fullName: profile.fullName,
      nickname: profile.nickname,
      leaderboardVisibility: profile.leaderboardVisibility ?? "anonymous",
    },
    validate: schemaResolver(profileCorrectionSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await correct({
        fullName: values.fullName,
        nickname: values.nickname,
        leaderboardVisibility: values.leaderboardVisibility as
          "nickname" | "anonymous" | "hidden",
      });
      form.resetDirty();
      notifications.show({
        title: "Profile saved",
        message: "Your changes are saved.",
      });
    } catch (error) {
      showError("Your profile was not saved", error);
    }
  });

  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            Your profile
          </Title>
          <TextInput
            label="E-mail"
            value={profile.email}
            readOnly
            description="This is how you sign in, so it can't be changed here. To use a different e-mail, write to us from the Help page."
          />
          <TextInput
            label="Full name"
            withAsterisk
            autoComplete="name"
            {...form.getInputProps("fullName")}
          />
          {profile.role === "student" && (
            <>
              <TextInput
                label="Leaderboard nickname"
                description="3–20 letters, numbers, spaces, dots, dashes or underscores. Leave empty for none."
                {...form.getInputProps("nickname")}
              />
              <Radio.Group
                label="Show me on my class leaderboard"
                {...form.getInputProps("leaderboardVisibility")}
              >
                <Stack gap="xs" mt="xs">
                  {LEADERBOARD_CHOICES.map((choice) => (
                    <Radio
                      key={choice.value}
                      value={choice.value}
                      label={choice.label}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            </>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** A student asks to move up one class; a linked parent confirms. */
function ClassMoveCard() {
  const move = useMyClassMove();
  const ask = useAskClassMove();
  const withdraw = useWithdrawClassMove();
  const [busy, setBusy] = useState(false);
  const now = useNow(60 * 60_000);
  if (!move || move.grade === null) return null;
  const { grade, pending } = move;
  const next = grade + 1;
  const closed = !classMoveWindowOpen(now);

  const run = async (action: () => Promise<unknown>, failed: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showError(failed, error);
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(() => ask({ toGrade: next }), "Your request was not sent");

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Move up a class
        </Title>
        <Text>You are in Class {grade}.</Text>
        {pending ? (
          <Alert title={`Moving up to Class ${pending.toGrade}`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Waiting for your parent to confirm. Once they do, you see Class{" "}
                {pending.toGrade} courses and leaderboard.
              </Text>
              <Button
                size="xs"
                variant="default"
                loading={busy}
                onClick={() =>
                  void run(() => withdraw({}), "Your request was not withdrawn")
                }
              >
                Withdraw the request
              </Button>
            </Stack>
          </Alert>
        ) : grade >= TOP_CLASS ? (
          <Text c="dimmed">Class 12 is the last class.</Text>
        ) : (
          <>
            <Text id="class-move-help" size="sm" c="dimmed">
              {closed
                ? CLASS_MOVE_CLOSED_MESSAGE
                : "Your parent or guardian confirms it from their page. What you did so far stays."}
            </Text>
            <Group>
              <Button
                variant="light"
                loading={busy}
                aria-describedby="class-move-help"
                aria-disabled={closed}
                data-disabled={closed || undefined}
                onClick={closed ? undefined : () => void send()}
              >
                Move up to Class {next}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

function DownloadCard() {
  const exportMyData = useExportMyData();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { url } = await exportMyData({});
      await saveDownload(url, EXPORT_FILE_NAME);
    } catch (error) {
      showError("Your data could not be downloaded", error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Download my data
        </Title>
        <Text>
          A ZIP file with everything we keep about you: your profile, learning,
          tests, posts, sessions and notices (one file for each kind, in JSON),
          and the files you uploaded.
        </Text>
        <Group>
          <Button onClick={() => void download()} loading={busy}>
            Download my data
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function DeleteCard() {
  const deletion = useMyDeletion();
  const request = useRequestDeletion();
  const cancel = useCancelDeletion();
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const act = async (run: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    try {
      await run();
      close();
    } catch (error) {
      showError(failure, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Delete my account
        </Title>
        {deletion === undefined ? (
          <PageLoader label="Loading" />
        ) : deletion === null ? (
          <>
            <Text>
              Your account and everything in it will be deleted{" "}
              {DELETION_GRACE_DAYS} days after you ask. Until then you can
              change your mind. Your forum posts stay, shown as from a “Deleted
              member”.
            </Text>
            <Group>
              <Button color="red" variant="outline" onClick={open}>
                Delete my account
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Alert color="red" title="Your account is going to be deleted">
              {deletion.status === "awaiting_parent"
                ? `Waiting for your parent to confirm. After they do, your account will be deleted in ${DELETION_GRACE_DAYS} days.`
                : `Your account and everything in it will be deleted on ${dateFormat.format(deletion.eraseAt ?? 0)}.`}
            </Alert>
            <Group>
              <Button
                loading={busy}
                onClick={() =>
                  void act(() => cancel({}), "Your request was not cancelled")
                }
              >
                Cancel deletion
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title="Delete your account?"
        centered
      >
        <Stack gap="md">
          <Text>
            Your account will be deleted in {DELETION_GRACE_DAYS} days, with
            your progress, tests, sessions and files. You can cancel until then
            from this page.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep my account
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() =>
                void act(() => request({}), "Your request was not sent")
              }
            >
              Delete in {DELETION_GRACE_DAYS} days
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
