import { Anchor, Button, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { Link } from "react-router-dom";
import { z } from "zod";
import { emailSchema } from "@convex/accounts/rules";
import { paths } from "../../config/paths";
import { AuthCard } from "./AuthCard";
import { AuthFailureAlert } from "./AuthFailureAlert";
import { EmailField } from "./EmailField";
import { useAuthActions } from "./authActions";
import { useAuthFailure } from "./useAuthFailure";

const forgotPasswordSchema = z.object({ email: emailSchema });
const validate = schemaResolver(forgotPasswordSchema, { sync: true });

function BackToLogin() {
  return (
    <Text size="sm" ta="center">
      Remembered it?{" "}
      <Anchor component={Link} to={paths.login.href()} underline="always">
        Back to login
      </Anchor>
    </Text>
  );
}

export function ForgotPasswordPage() {
  const actions = useAuthActions();
  const { failure, attempt } = useAuthFailure("forgotPassword");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: "" },
    validate,
    transformValues: (values) => forgotPasswordSchema.parse(values),
  });

  const submit = form.onSubmit(async (input) => {
    const result = await attempt(() => actions.requestPasswordReset(input), {
      title: "Email sent!",
      message: "Check your inbox for password reset instructions.",
    });
    if (result.ok) setSentTo(input.email);
  });

  if (sentTo) {
    // Worded the same whether or not the address has an account, so the page
    // cannot be used to find out who is registered.
    return (
      <AuthCard pageTitle="Forgot password" heading="Check your inbox">
        <Text>
          If an account exists for <strong>{sentTo}</strong>, we&apos;ve sent{" "}
          {actions.resetDelivery === "code" ? "a code" : "a link"} to reset its
          password. It may take a few minutes to arrive; check your spam folder
          too.
        </Text>
        {actions.resetDelivery === "code" && (
          <Button
            component={Link}
            to={`${paths.resetPassword.href()}?email=${encodeURIComponent(sentTo)}`}
          >
            Enter the code
          </Button>
        )}
        <Button variant="default" onClick={() => setSentTo(null)}>
          Try different email
        </Button>
        <BackToLogin />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      pageTitle="Forgot password"
      heading="Forgot password"
      intro="Enter the email you signed up with and we'll send you a link to reset your password."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <AuthFailureAlert failure={failure} />
          <EmailField {...form.getInputProps("email")} />
          <Button type="submit" fullWidth loading={form.submitting}>
            Send reset link
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthCard>
  );
}
