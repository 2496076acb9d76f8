import { render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  useAuthActions,
  type AuthActions,
} from "../../src/features/auth/authActions";
import { useSession } from "../../src/features/auth/session";

// Clerk, the Convex client and the app's connection are replaced by fakes: the adapter is what is tested.
const clerk = vi.hoisted(() => ({
  signIn: { create: vi.fn(), attemptFirstFactor: vi.fn() },
  signUp: { create: vi.fn() },
  setActive: vi.fn(),
  signOut: vi.fn(),
  user: null as null | { unsafeMetadata: Record<string, unknown> },
}));
const convexState = vi.hoisted(() => ({
  auth: { isLoading: false, isAuthenticated: false },
  viewer: undefined as unknown,
  completeSignUp: vi.fn(async () => "user-1"),
}));

vi.mock("../../src/lib/convex", () => ({ convex: {} }));
vi.mock("@clerk/clerk-react", () => ({
  ClerkProvider: ({ children }: { children: unknown }) => children,
  useAuth: () => ({}),
  useClerk: () => ({ signOut: clerk.signOut }),
  useSignIn: () => ({
    isLoaded: true,
    signIn: clerk.signIn,
    setActive: clerk.setActive,
  }),
  useSignUp: () => ({ isLoaded: true, signUp: clerk.signUp }),
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
  await import("../../src/features/auth/ClerkSession");

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
        ? `signed in as ${session.email} (${session.role})`
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
const clerkError = (code: string) => ({
  errors: [{ code, longMessage: `Clerk says ${code}` }],
});

beforeEach(() => {
  vi.clearAllMocks();
  clerk.user = null;
  convexState.auth = { isLoading: false, isAuthenticated: false };
  convexState.viewer = undefined;
});

describe("Clerk adapter", () => {
  it("signs in with Clerk and activates the session", async () => {
    clerk.signIn.create.mockResolvedValue({
      status: "complete",
      createdSessionId: "sess_1",
    });
    renderSession();
    await captured.actions!.signIn({
      email: "aarav@example.in",
      password: "learn-maths-9",
    });
    expect(clerk.signIn.create).toHaveBeenCalledWith({
      identifier: "aarav@example.in",
      password: "learn-maths-9",
    });
    expect(clerk.setActive).toHaveBeenCalledWith({ session: "sess_1" });
  });

  it("maps Clerk's errors to ours", async () => {
    clerk.signIn.create.mockRejectedValue(
      clerkError("form_password_incorrect"),
    );
    renderSession();
    await expect(
      captured.actions!.signIn({ email: "a@example.in", password: "x" }),
    ).rejects.toMatchObject({
      code: "InvalidCredentials",
    });
    expect(clerkToAuthError(clerkError("form_identifier_exists")).code).toBe(
      "EmailTaken",
    );
    expect(clerkToAuthError(clerkError("form_password_pwned")).code).toBe(
      "WeakPassword",
    );
    expect(clerkToAuthError(clerkError("too_many_requests")).code).toBe(
      "RateLimited",
    );
    expect(clerkToAuthError(clerkError("form_code_incorrect")).code).toBe(
      "InvalidResetCode",
    );
    expect(clerkToAuthError(new TypeError("Failed to fetch")).code).toBe(
      "Network",
    );
  });

  it("signs up with the profile as metadata, then completes the profile once Convex sees the token", async () => {
    clerk.signUp.create.mockResolvedValue({
      status: "complete",
      createdSessionId: "sess_2",
    });
    const { rerender } = renderSession();
    await captured.actions!.signUp({
      role: "student",
      fullName: "Ishaan Gupta",
      email: "ishaan@example.in",
      grade: 7,
      password: "curious-ishaan-7",
    });
    expect(clerk.signUp.create).toHaveBeenCalledWith({
      emailAddress: "ishaan@example.in",
      password: "curious-ishaan-7",
      unsafeMetadata: { role: "student", fullName: "Ishaan Gupta", grade: 7 },
    });
    clerk.user = {
      unsafeMetadata: { role: "student", fullName: "Ishaan Gupta", grade: 7 },
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
      }),
    );
  });

  it("never reveals whether an e-mail has an account when asked for a reset", async () => {
    clerk.signIn.create.mockRejectedValue(
      clerkError("form_identifier_not_found"),
    );
    renderSession();
    await expect(
      captured.actions!.requestPasswordReset({ email: "nobody@example.in" }),
    ).resolves.toBeUndefined();
    clerk.signIn.attemptFirstFactor.mockResolvedValue({
      status: "complete",
      createdSessionId: "sess_3",
    });
    await captured.actions!.completePasswordReset({
      email: "a@example.in",
      code: "123456",
      newPassword: "new-secret-99",
    });
    expect(clerk.signIn.attemptFirstFactor).toHaveBeenCalledWith({
      strategy: "reset_password_email_code",
      code: "123456",
      password: "new-secret-99",
    });
  });

  it("reports the session from the viewer", () => {
    convexState.auth = { isLoading: false, isAuthenticated: true };
    convexState.viewer = {
      email: "meera@example.in",
      role: "mentor",
      staffRole: null,
    };
    renderSession();
    expect(
      screen.getByText("signed in as meera@example.in (mentor)"),
    ).toBeInTheDocument();
  });
});
