import { z } from "zod";
import { GRADES } from "../shared/constants";
import { isCommonPassword } from "./passwordRules";
import { normalizeText, normalizedText } from "../community/rules";

/**
 * The rules of every account form, shared by the forms (with @mantine/form)
 * and the server, so both refuse the same input with the same words.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_TEXT = `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password like "password123".`;

export const emailSchema = z
  .string()
  .transform(normalizeText)
  .pipe(
    z
      .string()
      .min(1, "Email is required")
      .max(254, "Email is too long")
      .email("Please enter a valid email address"),
  )
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string()
  .min(1, "Password is required")
  .min(
    PASSWORD_MIN_LENGTH,
    `Password too short: Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  )
  .max(128, "Password must be at most 128 characters long")
  .refine(
    (p) => !isCommonPassword(p),
    "This password is too common. Please choose another.",
  );

/** Names and subjects: normalised like every user text (`normalizeText`); passwords are taken exactly as typed. */
export const fullNameSchema = normalizedText("Full name", { min: 1, max: 80 });

export const gradeSchema = z.coerce
  .number({ error: "Please select your class" })
  .int()
  .refine(
    (g) => (GRADES as readonly number[]).includes(g),
    "Please select your class",
  );

export const subjectSchema = normalizedText("Subject/Expertise", {
  min: 1,
  max: 80,
});

export const studentSignUpSchema = z.object({
  role: z.literal("student"),
  fullName: fullNameSchema,
  email: emailSchema,
  grade: gradeSchema,
  password: passwordSchema,
});

export const mentorSignUpSchema = z.object({
  role: z.literal("mentor"),
  fullName: fullNameSchema,
  email: emailSchema,
  subject: subjectSchema,
  password: passwordSchema,
});

export const signUpSchema = z.discriminatedUnion("role", [
  studentSignUpSchema,
  mentorSignUpSchema,
]);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Password is required"),
});

/** Forms add the confirmation field; the server never sees it. */
export function withPasswordConfirmation<
  Shape extends { password: typeof passwordSchema },
>(schema: z.ZodObject<Shape>) {
  return schema
    .extend({
      confirmPassword: z.string().min(1, "Please confirm your password"),
    })
    .refine(
      // The generic shape hides both fields from the checker; both are strings here.
      (v) => {
        const { password, confirmPassword } = v as Record<string, unknown>;
        return password === confirmPassword;
      },
      {
        message: "Passwords don't match",
        path: ["confirmPassword"],
      },
    );
}

/**
 * A sign-up for an e-mail that already has an account is refused in words
 * that do not say so (either account system).
 */
export const SIGN_UP_REFUSED =
  "We could not create an account with these details. If you already have an account, log in or reset your password.";

/** The subjects of the two mails a password sign-up sends (tests find them by these). */
export const SIGN_UP_CODE_MAIL_SUBJECT = "Your VidyaQuest sign-up code";
export const SIGN_UP_NOTICE_MAIL_SUBJECT =
  "Someone tried to sign up with your e-mail";
