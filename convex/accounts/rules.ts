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

/** The parent's or guardian's e-mail a student gives at sign-up; their consent is asked there. */
export const PARENT_EMAIL_HELP =
  "We ask a parent or guardian to agree before your account can be used. We e-mail them a link; nothing of yours is shared until they agree.";
export const PARENT_EMAIL_SAME =
  "Please enter your parent's or guardian's e-mail, not your own.";

export const studentSignUpSchema = z.object({
  role: z.literal("student"),
  fullName: fullNameSchema,
  email: emailSchema,
  grade: gradeSchema,
  password: passwordSchema,
  parentEmail: emailSchema,
});

/** A student's own e-mail is never their parent's (a form's and the server's rule). */
export function parentEmailDiffers(
  value: { role?: unknown; email?: unknown; parentEmail?: unknown },
  ctx: z.RefinementCtx,
) {
  const own = String(value.email ?? "")
    .trim()
    .toLowerCase();
  const parent = String(value.parentEmail ?? "")
    .trim()
    .toLowerCase();
  if (value.role === "student" && own !== "" && own === parent)
    ctx.addIssue({
      code: "custom",
      message: PARENT_EMAIL_SAME,
      path: ["parentEmail"],
    });
}

/** A parent's or guardian's own account (they consent for their children). */
export const parentSignUpSchema = z.object({
  role: z.literal("parent"),
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});

export const mentorSignUpSchema = z.object({
  role: z.literal("mentor"),
  fullName: fullNameSchema,
  email: emailSchema,
  subject: subjectSchema,
  password: passwordSchema,
});

export const signUpSchema = z
  .discriminatedUnion("role", [
    studentSignUpSchema,
    mentorSignUpSchema,
    parentSignUpSchema,
  ])
  .superRefine(parentEmailDiffers);
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
