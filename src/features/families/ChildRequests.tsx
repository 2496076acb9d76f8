import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useAction, useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { DELETION_GRACE_DAYS } from "@convex/privacy/deletionRules";
import { ConfirmButton } from "../../components/ConfirmButton";
import { describeServerError } from "../../lib/serverError";
import { saveDownload } from "../../lib/download";
import { formatConsentDate } from "./consentText";

/** Runs a parent's answer, telling them how it went. */
async function answer(run: () => Promise<unknown>, done: string) {
  try {
    await run();
    notifications.show({ color: "green", message: done });
  } catch (e) {
    notifications.show({ color: "red", message: describeServerError(e) });
  }
}

/**
 * What a child asks of their parent (deleting their account, moving up a
 * class), live, with the parent's answers; and the download of the child's
 * data. Shown in each child's card on the parent's page while consent stands.
 */
export function ChildRequests({
  childId,
  fullName,
}: {
  childId: Id<"users">;
  fullName: string;
}) {
  const pending = useQuery(api.families.requests.pending, { childId });
  const confirmDeletion = useMutation(api.families.requests.confirmDeletion);
  const declineDeletion = useMutation(api.families.requests.declineDeletion);
  const confirmClassMove = useMutation(api.families.requests.confirmClassMove);
  const declineClassMove = useMutation(api.families.requests.declineClassMove);
  const download = useAction(api.families.requests.downloadChildData);
  const [downloading, setDownloading] = useState(false);
  if (!pending) return null;
  const firstName = fullName.split(" ")[0] || fullName;

  const downloadData = async () => {
    setDownloading(true);
    try {
      const { url } = await download({ childId });
      await saveDownload(
        url,
        `vidyaquest-${firstName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-data.zip`,
      );
    } catch (e) {
      notifications.show({
        color: "red",
        title: `${firstName}'s data could not be downloaded`,
        message: describeServerError(e),
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="sm" mt="sm">
      {pending.deletion && (
        <Alert
          color="red"
          variant="light"
          title={`${firstName} asks to delete their account`}
        >
          <Stack gap="xs">
            <Text size="sm">
              Asked on {formatConsentDate(pending.deletion.requestedAt)}. If you
              confirm, the account is deleted after {DELETION_GRACE_DAYS} days;
              until then {firstName} can still cancel. Then everything in it
              (progress, tests, posts, sessions) is erased.
            </Text>
            <Group gap="sm">
              <ConfirmButton
                size="sm"
                title={`Delete ${fullName}'s account?`}
                message={`The account will be deleted in ${DELETION_GRACE_DAYS} days, and everything in it erased. ${firstName} can cancel until then.`}
                confirmLabel="Confirm deletion"
                onConfirm={() =>
                  answer(
                    () => confirmDeletion({ childId }),
                    `${firstName}'s account will be deleted in ${DELETION_GRACE_DAYS} days.`,
                  )
                }
              >
                Confirm deletion
              </ConfirmButton>
              <Button
                size="sm"
                variant="default"
                aria-label="Decline the deletion"
                onClick={() =>
                  void answer(
                    () => declineDeletion({ childId }),
                    `You declined. ${firstName} has been told.`,
                  )
                }
              >
                Decline
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {pending.scheduledDeletion !== null && (
        <Text size="sm">
          {firstName}'s account will be deleted on{" "}
          {formatConsentDate(pending.scheduledDeletion)}, unless they cancel
          before then.
        </Text>
      )}
      {pending.classMove && (
        <Alert
          variant="light"
          title={`${firstName} asks to move up to Class ${pending.classMove.toGrade}`}
        >
          <Stack gap="xs">
            <Text size="sm">
              From Class {pending.classMove.fromGrade}, asked on{" "}
              {formatConsentDate(pending.classMove.requestedAt)}. Their courses
              and class leaderboard change to Class {pending.classMove.toGrade};
              what they did so far stays.
            </Text>
            <Group gap="sm">
              <ConfirmButton
                size="sm"
                tone="primary"
                title={`Move ${fullName} up to Class ${pending.classMove.toGrade}?`}
                message={`${firstName} will see Class ${pending.classMove.toGrade} courses and leaderboard from now on.`}
                confirmLabel="Confirm the move"
                onConfirm={async () => {
                  const toGrade = pending.classMove!.toGrade;
                  try {
                    const { moved } = await confirmClassMove({ childId });
                    notifications.show(
                      moved
                        ? {
                            color: "green",
                            message: `${firstName} is now in Class ${toGrade}.`,
                          }
                        : {
                            color: "yellow",
                            message: `${firstName}'s class has changed since they asked. They can ask again.`,
                          },
                    );
                  } catch (e) {
                    notifications.show({
                      color: "red",
                      message: describeServerError(e),
                    });
                  }
                }}
              >
                Confirm the move
              </ConfirmButton>
              <Button
                size="sm"
                variant="default"
                onClick={() =>
                  void answer(
                    () => declineClassMove({ childId }),
                    `You declined. ${firstName} has been told.`,
                  )
                }
              >
                Decline the move
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group>
        <Button
          size="sm"
          variant="light"
          loading={downloading}
          onClick={() => void downloadData()}
        >
          Download {firstName}'s data
        </Button>
      </Group>
    </Stack>
  );
}
