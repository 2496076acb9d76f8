import { Button, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { z } from "zod";
import {
  emailSchema,
  passwordSchema,
  withPasswordConfirmation,
} from "@convex/accounts/rules";
import { AuthCard } from "./AuthCard";
import { AuthFailureAlert } from "./AuthFailureAlert";
import { AuthError, useAuthActions } from "./authActions";
import { PasswordFields } from "./PasswordFields";
import { InvalidResetLink, PasswordResetDone } from "./ResetPasswordStatus";
import { useAuthFailure } from "./useAuthFailure";

const resetSchema = withPasswordConfirmation(
  z.object({ password: passwordSchema }),
);
const validate = schemaResolver(resetSchema, { sync: true });
const codeSchema = z.string().trim().min(1, "Enter the code from the e-mail");

interface ResetPasswordFormProps {
  email: string;
  /** From the link; absent when the user types the code they were mailed (Clerk). */
  code: string | null;
  onDone: () => void;
  onInvalidLink: () => void;
}

function ResetPasswordForm({
  email,
  code,
  onDone,
  onInvalidLink,
}: ResetPasswordFormProps) {
  const actions = useAuthActions();
  const { failure, attempt } = useAuthFailure("resetPassword");
  const form = useForm({
    initialValues: { password: "", confirmPassword: "", code: code ?? "" },
    validate: (values) => ({
      ...validate(values),
      ...(code === null && !codeSchema.safeParse(values.code).success
        ? { code: "Enter the code from the e-mail" }
        : {}),
    }),
  });

  const submit = form.onSubmit(async ({ password, code: typedCode }) => {
    const result = await attempt(
      () =>
        actions.completePasswordReset({
          email,
          code: code ?? typedCode.trim(),
          newPassword: password,
        }),
      {
        title: "Password updated!",
        message: "Your password has been successfully reset.",
      },
    );
    if (result.ok) onDone();
    else if (
      result.error instanceof AuthError &&
      result.error.code === "InvalidResetCode"
    )
      onInvalidLink();
  });

  return (
    <AuthCard pageTitle="Reset password" heading="Reset password">
      <Text>
        Choose a new password for <strong>{email}</strong>.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <AuthFailureAlert failure={failure} />
          {code === null && (
            <TextInput
              label="Code from the e-mail"
              autoComplete="one-time-code"
              required
              {...form.getInputProps("code")}
            />
          )}
          <PasswordFields form={form} label="New password" />
          <Button type="submit" fullWidth loading={form.submitting}>
            Update password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/**
 * Opened from the e-mailed link (/reset-password?code=…&email=…), or, where
 * the account system mails a code instead, from /reset-password?email=….
 */
export function ResetPasswordPage() {
  const actions = useAuthActions();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<"pending" | "done" | "invalidLink">(
    "pending",
  );
  const code = params.get("code");
  const email = emailSchema.safeParse(params.get("email") ?? "");

  if (outcome === "done") return <PasswordResetDone />;
  const codeTyped = actions.resetDelivery === "code";
  if ((!code && !codeTyped) || !email.success || outcome === "invalidLink")
    return <InvalidResetLink />;
  return (
    <ResetPasswordForm
      email={email.data}
      code={code}
      onDone={() => setOutcome("done")}
      onInvalidLink={() => setOutcome("invalidLink")}
    />
  );
}
