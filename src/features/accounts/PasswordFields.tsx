import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { PASSWORD_RULE_TEXT } from "@convex/accounts/rules";

/**
 * Mantine's PasswordInput links its error to the input but, unlike TextInput,
 * does not mark the input invalid; screen readers need both. Its show/hide
 * button is left out of the tab order by default; here it is reachable by
 * keyboard, named, and pressed while the password shows.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      aria-invalid={props.error ? true : undefined}
      withAsterisk
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ "aria-label": "Show password" }}
      {...props}
    />
  );
}

/** Any form with a new password and its confirmation. */
interface NewPasswordForm {
  getInputProps(path: "password" | "confirmPassword"): GetInputPropsReturnType;
}

interface PasswordFieldsProps {
  form: NewPasswordForm;
  /** "Password" on sign-up, "New password" on reset. */
  label?: string;
}

/** A new password with its rule, and the field that confirms it. */
export function PasswordFields({
  form,
  label = "Password",
}: PasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        description={PASSWORD_RULE_TEXT}
        autoComplete="new-password"
        {...form.getInputProps("password")}
      />
      <PasswordField
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        {...form.getInputProps("confirmPassword")}
      />
    </>
  );
}
