import { Button, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { describeServerError } from "../../lib/serverError";
import {
  formatPlanDate,
  useStartTrial,
  type PlanStatus,
} from "../../lib/planStatus";

/** A subject the student came to unlock ("Unlock Course"): the trial leads back to it. */
export type UnlockTarget = { grade: number; slug: string };

/**
 * The free trial's button, for whoever is looking: a visitor signs up as a
 * student and comes back here; a student starts it with one click (or reads
 * that it is in use, or used, with its date); other roles read why not.
 */
export function TrialButton({
  status,
  days,
  unlock,
  variant = "filled",
}: {
  status: PlanStatus | null | undefined;
  days: number;
  unlock: UnlockTarget | null;
  variant?: "filled" | "default";
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const start = useStartTrial();
  const [busy, setBusy] = useState(false);
  const label = `Start ${days}-day free trial`;

  if (status === undefined)
    return (
      <Button disabled fullWidth variant={variant}>
        {label}
      </Button>
    );
  if (status === null)
    return (
      <Button
        component={Link}
        to={paths.signupStudent.href()}
        // Back to this page (and its subject) once the account exists.
        state={{ from: `${location.pathname}${location.search}` }}
        fullWidth
        variant={variant}
      >
        {label}
      </Button>
    );
  if (!status.forStudents)
    return (
      <Text size="sm" c="dimmed" ta="center">
        The free trial is for student accounts.
      </Text>
    );
  if (status.trial.state === "active")
    return (
      <Text size="sm" fw={700} ta="center">
        Your free trial is on until {formatPlanDate(status.trial.endsAt ?? 0)}.
      </Text>
    );
  if (status.trial.state === "used")
    return (
      <Text size="sm" c="dimmed" ta="center">
        You have used your free trial
        {status.trial.endsAt
          ? ` (it ended ${formatPlanDate(status.trial.endsAt)})`
          : ""}
        .
      </Text>
    );
  if (status.plan.key !== "free")
    return (
      <Text size="sm" c="dimmed" ta="center">
        Your {status.plan.name} plan already includes this.
      </Text>
    );
  if (status.awaitingConsent)
    return (
      <Text size="sm" c="dimmed" ta="center">
        You can start the free trial once your parent or guardian has approved
        your account.
      </Text>
    );

  const onStart = async () => {
    setBusy(true);
    try {
      const { endsAt } = await start();
      notifications.show({
        color: "green",
        title: "Your free trial has started",
        message: `Every ${status.trial.plan} feature is yours until ${formatPlanDate(endsAt)}.`,
      });
      if (unlock) void navigate(paths.subject.href(unlock.grade, unlock.slug));
    } catch (error) {
      notifications.show({
        color: "red",
        title: "The trial did not start",
        message: describeServerError(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      onClick={() => void onStart()}
      loading={busy}
      fullWidth
      variant={variant}
    >
      {label}
    </Button>
  );
}
