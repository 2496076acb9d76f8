import { Button, Select, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import {
  PARENT_EMAIL_HELP,
  mentorSignUpSchema,
  parentEmailDiffers,
  parentSignUpSchema,
  studentSignUpSchema,
  withPasswordConfirmation,
  type SignUpInput,
} from "@convex/accounts/rules";
import { GRADES } from "@convex/shared/constants";
import { AuthFailureAlert } from "./AuthFailureAlert";
import { EmailField } from "./EmailField";
import { useAuthActions } from "./authActions";
import { PasswordFields } from "./PasswordFields";
import { useAuthFailure } from "./useAuthFailure";
import { ACCOUNT_CREATED, VerifyEmailStep } from "./VerifyEmailStep";

export type SignupRole = SignUpInput["role"];

const schemas = {
  student: withPasswordConfirmation(studentSignUpSchema),
  mentor: withPasswordConfirmation(mentorSignUpSchema),
  parent: withPasswordConfirmation(parentSignUpSchema),
};
const resolvers = {
  // A student's own e-mail is never their parent's.
  student: schemaResolver(schemas.student.superRefine(parentEmailDiffers), {
    sync: true,
  }),
  mentor: schemaResolver(schemas.mentor, { sync: true }),
  parent: schemaResolver(schemas.parent, { sync: true }),
};

const gradeOptions = GRADES.map((grade) => ({
  value: String(grade),
  label: `Class ${grade}`,
}));

/** Both roles share one set of values; each role's schema reads only its own fields. */
const initialValues = {
  fullName: "",
  email: "",
  grade: null as string | null,
  subject: "",
  parentEmail: "",
  password: "",
  confirmPassword: "",
};
type SignupValues = typeof initialValues;

function toSignUpInput(role: SignupRole, values: SignupValues): SignUpInput {
  const { confirmPassword: _, ...input } = schemas[role].parse({
    ...values,
    role,
  });
  return input;
}

/**
 * Signing up asks for the code mailed to the e-mail (always with Convex
 * Auth, and with Clerk when it verifies addresses), then signs the new user
 * in. Once the session knows them, the signup page redirects to their
 * dashboard; until then the button keeps spinning.
 */
export function SignupForm({ role }: { role: SignupRole }) {
  const actions = useAuthActions();
  const { failure, attempt } = useAuthFailure("signup");
  const [created, setCreated] = useState(false);
  // Set when the identity provider first wants the e-mail address verified.
  const [verifyingEmail, setVerifyingEmail] = useState<string | null>(null);
  const form = useForm({
    initialValues,
    validate: (values) => resolvers[role]({ ...values, role }),
    transformValues: (values) => toSignUpInput(role, values),
  });

  const submit = form.onSubmit(async (input) => {
    const result = await attempt(() => actions.signUp(input));
    if (!result.ok) return;
    if (result.value === "verifyEmail") {
      setVerifyingEmail(input.email);
      return;
    }
    notifications.show(ACCOUNT_CREATED);
    setCreated(true);
  });

  if (verifyingEmail)
    return (
      <VerifyEmailStep
        email={verifyingEmail}
        onVerified={() => setCreated(true)}
        onChangeEmail={() => setVerifyingEmail(null)}
      />
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AuthFailureAlert failure={failure} />
        <TextInput
          label="Full Name"
          autoComplete="name"
          withAsterisk
          {...form.getInputProps("fullName")}
        />
        <EmailField {...form.getInputProps("email")} />
        {role === "student" ? (
          <>
            <Select
              label="Grade"
              placeholder="Select your class"
              data={gradeOptions}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps("grade")}
            />
            <TextInput
              label="Parent's or guardian's email"
              description={PARENT_EMAIL_HELP}
              type="email"
              autoComplete="off"
              withAsterisk
              {...form.getInputProps("parentEmail")}
            />
          </>
        ) : role === "parent" ? null : (
          <TextInput
            label="Subject/Expertise"
            description="For example: Mathematics, Physics, English"
            withAsterisk
            {...form.getInputProps("subject")}
          />
        )}
        <PasswordFields form={form} />
        <Button type="submit" fullWidth loading={form.submitting || created}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
