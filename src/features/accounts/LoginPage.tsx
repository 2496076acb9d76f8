import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { signInSchema } from "@convex/accounts/rules";
import { paths } from "../../config/paths";
import { AuthCard } from "./AuthCard";
import { returnPath } from "./returnPath";
import { AuthFailureAlert } from "./AuthFailureAlert";
import { EmailField } from "./EmailField";
import { PasswordField } from "./PasswordFields";
import { useAuthActions } from "./authActions";
import { useAuthFailure } from "./useAuthFailure";
import { useSignedInRedirect } from "./useSignedInRedirect";
import { VerifyEmailStep } from "./VerifyEmailStep";

const WELCOME_BACK = {
  title: "Welcome back!",
  message: "You have successfully logged in.",
};

const validate = schemaResolver(signInSchema, { sync: true });

export function LoginPage() {
  const actions = useAuthActions();
  const location = useLocation();
  const { expecting, expectSignIn } = useSignedInRedirect(
    returnPath(location.state),
  );
  const { failure, attempt } = useAuthFailure("login");
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate,
    transformValues: (values) => signInSchema.parse(values),
  });

  // Set when the account's sign-up was never finished: a code went to the e-mail.
  const [verifyingEmail, setVerifyingEmail] = useState<string | null>(null);

  const submit = form.onSubmit(async (input) => {
    const result = await attempt(() => actions.signIn(input));
    if (!result.ok) return;
    if (result.value === "verifyEmail") {
      setVerifyingEmail(input.email);
      return;
    }
    notifications.show(WELCOME_BACK);
    expectSignIn();
  });

  if (verifyingEmail)
    return (
      <AuthCard
        pageTitle="Login"
        heading="Finish creating your account"
        intro="Your sign-up was not finished yet."
      >
        <VerifyEmailStep
          email={verifyingEmail}
          onVerified={expectSignIn}
          onChangeEmail={() => setVerifyingEmail(null)}
        />
      </AuthCard>
    );

  return (
    <AuthCard
      pageTitle="Login"
      heading="Login"
      intro="Welcome back! Log in to continue learning."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <AuthFailureAlert failure={failure} />
          <EmailField {...form.getInputProps("email")} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end">
            <Anchor
              component={Link}
              to={paths.forgotPassword.href()}
              size="sm"
              underline="always"
            >
              Forgot password?
            </Anchor>
          </Group>
          <Button
            type="submit"
            fullWidth
            loading={form.submitting || expecting}
          >
            Login
          </Button>
          <Text size="sm" ta="center">
            New to VidyaQuest?{" "}
            <Anchor
              component={Link}
              to={paths.signupStudent.href()}
              underline="always"
            >
              Sign up as Student
            </Anchor>{" "}
            or{" "}
            <Anchor
              component={Link}
              to={paths.signupMentor.href()}
              underline="always"
            >
              Sign up as Mentor
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
