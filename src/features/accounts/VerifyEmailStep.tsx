import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { AuthFailureAlert } from "./AuthFailureAlert";
import { useAuthActions } from "./authActions";
import { useAuthFailure } from "./useAuthFailure";

/** The toast that greets a new account. */
export const ACCOUNT_CREATED = {
  title: "Success!",
  message: "Account created successfully!",
};

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail."),
});
const validate = schemaResolver(codeSchema, { sync: true });

/**
 * The second step of a sign-up when the identity provider verifies e-mail
 * addresses first (Convex Auth always; Clerk can be set so): the code it
 * mailed finishes the account and signs the new user in. The screen is the
 * same whether or not the e-mail already has an account (its owner then gets
 * a mail saying so instead of a code).
 */
export function VerifyEmailStep({
  email,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  onVerified: () => void;
  onChangeEmail: () => void;
}) {
  const actions = useAuthActions();
  const { failure, attempt } = useAuthFailure("signup");
  const [resending, setResending] = useState(false);
  const [verified, setVerified] = useState(false);
  // The button that was pressed is gone: the code field takes the focus.
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => codeField.current?.focus(), []);
  const form = useForm({
    initialValues: { code: "" },
    validate,
    transformValues: (values) => codeSchema.parse(values),
  });

  const submit = form.onSubmit(async ({ code }) => {
    const result = await attempt(
      () => actions.verifySignUpEmail({ code }),
      ACCOUNT_CREATED,
    );
    if (result.ok) {
      setVerified(true);
      onVerified();
    }
  });

  const resend = async () => {
    setResending(true);
    const result = await attempt(() => actions.resendSignUpCode(), {
      title: "Code sent",
      message: `A new code is on its way to ${email}.`,
    });
    setResending(false);
    if (result.ok) form.setFieldValue("code", "");
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AuthFailureAlert failure={failure} />
        <Text>
          We&apos;ve sent a 6-digit code to <strong>{email}</strong>. Enter it
          to finish creating your account. It may take a few minutes to arrive;
          check your spam folder too.
        </Text>
        <TextInput
          label="Verification code"
          autoComplete="one-time-code"
          inputMode="numeric"
          withAsterisk
          ref={codeField}
          {...form.getInputProps("code")}
        />
        <Button type="submit" fullWidth loading={form.submitting || verified}>
          Verify and create account
        </Button>
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void resend()}
            loading={resending}
          >
            Send a new code
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={onChangeEmail}>
            Use a different e-mail
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
