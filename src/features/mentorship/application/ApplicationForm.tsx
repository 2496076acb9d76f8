import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import {
  APPLICATION_MESSAGES,
  EXPERIENCE_YEARS_MAX,
  MOTIVATION,
} from "@convex/mentorship/rules";
import { paths } from "../../../config/paths";
import { formatNumber } from "../../../lib/format";
import { describeServerError, serverCode } from "../../../lib/serverError";
import {
  initialApplicationValues,
  toApplicationInput,
  validateApplication,
  type ApplicationFormValues,
} from "./applicationForm";
import { ExpertiseInput } from "./ExpertiseInput";
import { useSubmitApplication } from "./useApplication";

/**
 * The application's fields and rules, checked here with the
 * server's own rules. Sending needs an account: a visitor is asked to log in
 * and comes back here afterwards.
 */
export function ApplicationForm({
  viewer,
}: {
  /** The signed-in member (name and e-mail filled in), or null for a visitor. */
  viewer: { fullName: string; email: string } | null;
}) {
  const submitApplication = useSubmitApplication();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: initialApplicationValues(viewer),
    validate: (values: ApplicationFormValues) => validateApplication(values),
    transformValues: toApplicationInput,
  });

  const toLogin = () => {
    notifications.show({
      color: "yellow",
      message: APPLICATION_MESSAGES.signInRequired,
    });
    void navigate(paths.login.href(), {
      state: { from: paths.mentorApplication.href() },
    });
  };

  const send = form.onSubmit(async (input) => {
    try {
      await submitApplication(input);
    } catch (error) {
      if (serverCode(error) === "NotAuthenticated") return toLogin();
      notifications.show({
        color: "red",
        message: describeServerError(error, APPLICATION_MESSAGES.failed),
      });
      return;
    }
    notifications.show({
      color: "green",
      title: APPLICATION_MESSAGES.submitted,
      message: "We will review it in 3-5 business days.",
    });
    await navigate(paths.mentorship.href());
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (viewer) return send(event);
    event.preventDefault();
    toLogin();
  };

  const noExpertise = form.values.expertise.length === 0;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Full Name"
            autoComplete="name"
            withAsterisk
            {...form.getInputProps("fullName")}
          />
          <TextInput
            label="Email Address"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps("email")}
          />
          <TextInput
            label="Phone Number"
            description="Optional: an Indian mobile number"
            type="tel"
            autoComplete="tel"
            placeholder="98765 43210"
            {...form.getInputProps("phone")}
          />
          <NumberInput
            label="Years of Experience"
            min={0}
            max={EXPERIENCE_YEARS_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            withAsterisk
            {...form.getInputProps("experienceYears")}
          />
        </SimpleGrid>
        <TextInput
          label="Qualification/Educational Background"
          placeholder="For example: M.Sc. Physics, B.Ed."
          withAsterisk
          {...form.getInputProps("qualification")}
        />
        <ExpertiseInput
          value={form.values.expertise}
          onChange={(next) => form.setFieldValue("expertise", next)}
          error={form.errors.expertise}
        />
        <Textarea
          label="Why do you want to become a mentor?"
          description={`What you would like to help students with, and how (${MOTIVATION.min}–${formatNumber(MOTIVATION.max)} characters).`}
          autosize
          minRows={4}
          withAsterisk
          {...form.getInputProps("motivation")}
        />
        <Checkbox
          label="I want to mentor as a volunteer (unpaid)"
          {...form.getInputProps("isVolunteer", { type: "checkbox" })}
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            component={Link}
            to={paths.mentorship.href()}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            loading={form.submitting}
            disabled={noExpertise}
          >
            Submit Application
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
