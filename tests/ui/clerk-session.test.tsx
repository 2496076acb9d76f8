import { render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  useAuthActions,
  type AuthActions,
} from "../../src/features/accounts/authActions";
import { useSession } from "../../src/lib/session";

// Clerk, the Convex client and the app's connection are replaced by fakes: the adapter is what is tested.
// Like Clerk's own, the fake sign-in and sign-up keep their status on themselves
// and report a failed step as `{ error }`; each step succeeds unless a test says otherwise.
const clerk = vi.hoisted(() => {
  const ok = async () => ({ error: null as unknown });
  return {
    loaded: true,
    signIn: {
      status: "needs_identifier",
      create: vi.fn(ok),
      password: vi.fn(ok),
      resetPasswordEmailCode: {
        sendCode: vi.fn(ok),
        verifyCode: vi.fn(ok),
        submitPassword: vi.fn(ok),
      },
      finalize: vi.fn(ok),
    },
    signUp: {
      status: "missing_requirements",
      unverifiedFields: [] as string[],
      password: vi.fn(ok),
      verifications: {
        sendEmailCode: vi.fn(ok),
        verifyEmailCode: vi.fn(ok),
      },
      finalize: vi.fn(ok),
    },
    signOut: vi.fn(async () => {}),
    user: null as null | { unsafeMetadata: Record<string, unknown> },
  };
});
const convexState = vi.hoisted(() => ({
  auth: { isLoading: false, isAuthenticated: false },
  viewer: undefined as unknown,
  completeSignUp: vi.fn(async () => "user-1"),
}));

vi.mock("../../src/lib/convex", () => ({ convex: {} }));
vi.mock("@clerk/react", () => ({
  ClerkProvider: ({ children }: { children: unknown }) => children,
  useAuth: () => ({}),
  useClerk: () => ({ loaded: clerk.loaded, signOut: clerk.signOut }),
  useSignIn: () => ({ signIn: clerk.signIn, errors: {}, fetchStatus: "idle" }),
  useSignUp: () => ({ signUp: clerk.signUp, errors: {}, fetchStatus: "idle" }),
  useUser: () => ({ user: clerk.user }),
}));
vi.mock("convex/react", () => ({
  useConvexAuth: () => convexState.auth,
  useQuery: (_ref: unknown, args: unknown) =>
    args === "skip" ? undefined : convexState.viewer,
  useMutation: () => convexState.completeSignUp,
}));
vi.mock("convex/react-clerk", () => ({
  ConvexProviderWithClerk: ({ children }: { children: unknown }) => children,
}));

const { ClerkSession, clerkToAuthError } =
  await import("../../src/features/accounts/ClerkSession");

const captured: { actions: AuthActions | null } = { actions: null };
function Probe() {
  const actions = useAuthActions();
  useEffect(() => {
    captured.actions = actions;
  });
  const session = useSession();
  return (
    <p>
      {session.status === "signedIn"
        ? `signed in as ${session.fullName} <${session.email}> (${session.role})`
        : session.status}
    </p>
  );
}
const renderSession = () =>
  render(
    <ClerkSession>
      <Probe />
    </ClerkSession>,
  );
const actions = () => captured.actions!;

const clerkError = (code: string) => ({
  errors: [{ code, longMessage: `Clerk says ${code}` }],
});
/** A step that succeeds and leaves the attempt at `status`. */
const movesTo = (attempt: { status: string }, status: string) => async () => {
  attempt.status = status;
  return { error: null };
};
/** A step that Clerk refuses with `code`. */
const refused = (code: string) => async () => ({ error: clerkError(code) });

beforeEach(() => {
  vi.resetAllMocks();
  clerk.loaded = true;
  clerk.signIn.status = "needs_identifier";
  clerk.signUp.status = "missing_requirements";
  clerk.signUp.unverifiedFields = [];
  clerk.user = null;
  convexState.auth = { isLoading: false, isAuthenticated: false };
  convexState.viewer = undefined;
});

describe("Clerk adapter", () => {
  it("signs in with the password and activates the new session", async () => {
    clerk.signIn.password.mockImplementation(movesTo(clerk.signIn, "complete"));
    renderSession();
    await actions().signIn({
      email: "aarav@example.in",
      password: "learn-maths-9",
    });
    expect(clerk.signIn.password).toHaveBeenCalledWith({
      emailAddress: "aarav@example.in",
      password: "learn-maths-9",
    });
    expect(clerk.signIn.finalize).toHaveBeenCalledTimes(1);
  });

  it("does not activate a sign-in that Clerk still wants more for", async () => {
    clerk.signIn.password.mockImplementation(
      movesTo(clerk.signIn, "needs_second_factor"),
    );
    renderSession();
    await expect(
      actions().signIn({ email: "a@example.in", password: "x" }),
    ).rejects.toMatchObject({
      code: "Unknown",
      message: "Please finish signing in at Clerk.",
    });
    expect(clerk.signIn.finalize).not.toHaveBeenCalled();
  });

  it("maps Clerk's errors to ours", async () => {
    clerk.signIn.password.mockImplementation(
      refused("form_password_incorrect"),
    );
    renderSession();
    await expect(
      actions().signIn({ email: "a@example.in", password: "x" }),
    ).rejects.toMatchObject({ code: "InvalidCredentials" });
    expect(clerk.signIn.finalize).not.toHaveBeenCalled();
    expect(clerkToAuthError(clerkError("form_identifier_exists")).code).toBe(
      "EmailTaken",
    );
    expect(clerkToAuthError(clerkError("form_password_pwned"))).toMatchObject({
      code: "WeakPassword",
      message: "Clerk says form_password_pwned",
    });
    expect(clerkToAuthError(clerkError("too_many_requests")).code).toBe(
      "RateLimited",
    );
    expect(clerkToAuthError(clerkError("form_code_incorrect")).code).toBe(
      "InvalidResetCode",
    );
    // Clerk's own runtime errors carry their code on the error itself.
    expect(
      clerkToAuthError({ clerkError: true, code: "factor_not_found" }).code,
    ).toBe("Unknown");
    expect(
      clerkToAuthError({ clerkError: true, code: "clerk_offline" }).code,
    ).toBe("Network");
    expect(clerkToAuthError(new TypeError("Failed to fetch")).code).toBe(
      "Network",
    );
  });

  it("says it is still connecting instead of waiting for Clerk to load", async () => {
    clerk.loaded = false;
    renderSession();
    await expect(
      actions().signIn({ email: "a@example.in", password: "x" }),
    ).rejects.toMatchObject({ code: "Network" });
    expect(clerk.signIn.password).not.toHaveBeenCalled();
  });

  it("signs up with the profile as metadata, then completes the profile once Convex sees the token", async () => {
    clerk.signUp.password.mockImplementation(movesTo(clerk.signUp, "complete"));
    const { rerender } = renderSession();
    const outcome = await actions().signUp({
      role: "student",
      fullName: "Ishaan Gupta",
      email: "ishaan@example.in",
      grade: 7,
      password: "curious-ishaan-7",
      parentEmail: "gupta.family@example.in",
    });
    expect(outcome).toBe("signedIn");
    expect(clerk.signUp.password).toHaveBeenCalledWith({
      emailAddress: "ishaan@example.in",
      password: "curious-ishaan-7",
      unsafeMetadata: {
        role: "student",
        fullName: "Ishaan Gupta",
        grade: 7,
        parentEmail: "gupta.family@example.in",
      },
    });
    expect(clerk.signUp.finalize).toHaveBeenCalledTimes(1);
    clerk.user = {
      unsafeMetadata: {
        role: "student",
        fullName: "Ishaan Gupta",
        grade: 7,
        parentEmail: "gupta.family@example.in",
      },
    };
    convexState.auth = { isLoading: false, isAuthenticated: true };
    convexState.viewer = null;
    rerender(
      <ClerkSession>
        <Probe />
      </ClerkSession>,
    );
    await waitFor(() =>
      expect(convexState.completeSignUp).toHaveBeenCalledWith({
        role: "student",
        fullName: "Ishaan Gupta",
        grade: 7,
        subject: undefined,
        parentEmail: "gupta.family@example.in",
      }),
    );
  });

  const meera = {
    role: "mentor",
    fullName: "Meera Iyer",
    email: "meera@example.in",
    subject: "Mathematics",
    password: "teach-maths-77",
  } as const;

  it("mails a code when Clerk verifies e-mail addresses first, and finishes the sign-up with it", async () => {
    clerk.signUp.password.mockImplementation(async () => {
      clerk.signUp.unverifiedFields = ["email_address"];
      return { error: null };
    });
    clerk.signUp.verifications.verifyEmailCode.mockImplementation(
      movesTo(clerk.signUp, "complete"),
    );
    renderSession();
    expect(await actions().signUp(meera)).toBe("verifyEmail");
    expect(clerk.signUp.verifications.sendEmailCode).toHaveBeenCalledTimes(1);
    expect(clerk.signUp.finalize).not.toHaveBeenCalled();

    await actions().resendSignUpCode();
    expect(clerk.signUp.verifications.sendEmailCode).toHaveBeenCalledTimes(2);

    await actions().verifySignUpEmail({ code: "424242" });
    expect(clerk.signUp.verifications.verifyEmailCode).toHaveBeenCalledWith({
      code: "424242",
    });
    expect(clerk.signUp.finalize).toHaveBeenCalledTimes(1);
  });

  it("refuses a wrong verification code without finishing the sign-up", async () => {
    clerk.signUp.verifications.verifyEmailCode.mockImplementation(
      refused("form_code_incorrect"),
    );
    renderSession();
    await expect(
      actions().verifySignUpEmail({ code: "111111" }),
    ).rejects.toMatchObject({
      code: "InvalidResetCode",
      message: "Invalid or expired code. Please request a new one.",
    });
    expect(clerk.signUp.finalize).not.toHaveBeenCalled();
  });

  it("stops a sign-up that Clerk wants something else for", async () => {
    renderSession();
    await expect(actions().signUp(meera)).rejects.toMatchObject({
      code: "Unknown",
      message: "Please finish signing up at Clerk.",
    });
    expect(clerk.signUp.verifications.sendEmailCode).not.toHaveBeenCalled();
    expect(clerk.signUp.finalize).not.toHaveBeenCalled();
  });

  it("mails a reset code, never revealing whether an e-mail has an account", async () => {
    renderSession();
    await actions().requestPasswordReset({ email: "asha@example.in" });
    expect(clerk.signIn.create).toHaveBeenCalledWith({
      identifier: "asha@example.in",
    });
    expect(clerk.signIn.resetPasswordEmailCode.sendCode).toHaveBeenCalledTimes(
      1,
    );

    vi.clearAllMocks();
    clerk.signIn.create.mockImplementation(
      refused("form_identifier_not_found"),
    );
    await expect(
      actions().requestPasswordReset({ email: "nobody@example.in" }),
    ).resolves.toBeUndefined();
    expect(clerk.signIn.resetPasswordEmailCode.sendCode).not.toHaveBeenCalled();
  });

  it("resets the password with the mailed code and signs in", async () => {
    const reset = clerk.signIn.resetPasswordEmailCode;
    reset.verifyCode.mockImplementation(
      movesTo(clerk.signIn, "needs_new_password"),
    );
    reset.submitPassword
      .mockImplementationOnce(refused("form_password_pwned"))
      .mockImplementationOnce(movesTo(clerk.signIn, "complete"));
    renderSession();
    const input = { email: "a@example.in", code: "123456" };
    await expect(
      actions().completePasswordReset({ ...input, newPassword: "password1" }),
    ).rejects.toMatchObject({ code: "WeakPassword" });
    expect(reset.verifyCode).toHaveBeenCalledWith({ code: "123456" });
    expect(clerk.signIn.finalize).not.toHaveBeenCalled();

    // The code is verified already: the second try only sends the new password.
    await actions().completePasswordReset({
      ...input,
      newPassword: "new-secret-99",
    });
    expect(reset.verifyCode).toHaveBeenCalledTimes(1);
    expect(reset.submitPassword).toHaveBeenLastCalledWith({
      password: "new-secret-99",
    });
    expect(clerk.signIn.finalize).toHaveBeenCalledTimes(1);
  });

  it("refuses a wrong reset code without sending the password", async () => {
    clerk.signIn.status = "needs_first_factor";
    clerk.signIn.resetPasswordEmailCode.verifyCode.mockImplementation(
      refused("form_code_incorrect"),
    );
    renderSession();
    await expect(
      actions().completePasswordReset({
        email: "a@example.in",
        code: "000000",
        newPassword: "new-secret-99",
      }),
    ).rejects.toMatchObject({ code: "InvalidResetCode" });
    expect(
      clerk.signIn.resetPasswordEmailCode.submitPassword,
    ).not.toHaveBeenCalled();
  });

  it("reports the session from the viewer, and signs out through Clerk", async () => {
    convexState.auth = { isLoading: false, isAuthenticated: true };
    convexState.viewer = {
      email: "meera@example.in",
      fullName: "Meera Iyer",
      role: "mentor",
      grade: null,
      staffRole: null,
      verifiedMentor: true,
    };
    renderSession();
    expect(
      screen.getByText("signed in as Meera Iyer <meera@example.in> (mentor)"),
    ).toBeInTheDocument();
    await actions().signOut();
    expect(clerk.signOut).toHaveBeenCalledTimes(1);
  });
});
