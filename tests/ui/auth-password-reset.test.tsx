import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthError } from "../../src/features/accounts/authActions";
import { ForgotPasswordPage } from "../../src/features/accounts/ForgotPasswordPage";
import { ResetPasswordPage } from "../../src/features/accounts/ResetPasswordPage";
import { RESET_REDIRECT_DELAY_MS } from "../../src/features/accounts/ResetPasswordStatus";
import {
  expectFieldError,
  field,
  renderAuthPage,
  setupUser,
  toast,
} from "./authRender";
import { signedIn } from "./render";

describe("ForgotPasswordPage", () => {
  const renderForgot = () =>
    renderAuthPage(<ForgotPasswordPage />, { route: "/forgot-password" });
  const send = () => screen.getByRole("button", { name: "Send reset link" });

  it("requires a valid email", async () => {
    const { actions } = renderForgot();
    const user = setupUser();
    expect(document.title).toBe("Forgot password · VidyaQuest");
    await user.click(send());
    expectFieldError("Email", "Email is required");
    await user.type(field("Email"), "asha.school");
    await user.click(send());
    expectFieldError("Email", "Please enter a valid email address");
    expect(actions.requestPasswordReset).not.toHaveBeenCalled();
  });

  it("sends the link, confirms without saying whether the account exists, and lets the visitor try another email", async () => {
    const { actions } = renderForgot();
    const user = setupUser();
    await user.type(field("Email"), "  Asha@School.Example{Enter}");
    await waitFor(() =>
      expect(actions.requestPasswordReset).toHaveBeenCalledWith({
        email: "asha@school.example",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Email sent!",
          message: "Check your inbox for password reset instructions.",
        }),
      ),
    );
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Check your inbox",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for/).textContent).toContain(
      "asha@school.example",
    );
    await user.click(
      screen.getByRole("button", { name: "Try different email" }),
    );
    expect(field("Email")).toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it("reports a failure with the provider's message", async () => {
    const { actions } = renderForgot();
    actions.requestPasswordReset.mockRejectedValue(
      new AuthError(
        "RateLimited",
        "Too many reset emails. Try again in an hour.",
      ),
    );
    await setupUser().type(field("Email"), "asha@school.example{Enter}");
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Error",
          message: "Too many reset emails. Try again in an hour.",
        }),
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many reset emails. Try again in an hour.",
    );
    expect(screen.queryByText("Check your inbox")).toBeNull();
  });
});

describe("ResetPasswordPage", () => {
  const link = "/reset-password?code=123456&email=Asha%40School.Example";
  const renderReset = (entry = link) =>
    renderAuthPage(<ResetPasswordPage />, { route: "/reset-password", entry });

  async function choose(password: string, confirmation = password) {
    const user = setupUser();
    if (password) await user.type(field("New password"), password);
    if (confirmation)
      await user.type(field("Confirm new password"), confirmation);
    await user.click(screen.getByRole("button", { name: "Update password" }));
    return user;
  }

  it.each([
    ["without a code", "/reset-password?email=asha%40school.example"],
    ["without an email", "/reset-password?code=123456"],
    ["with a malformed email", "/reset-password?code=123456&email=nobody"],
  ])("shows the Invalid Reset Link view when opened %s", async (_, entry) => {
    renderReset(entry);
    expect(
      screen.getByRole("heading", { level: 1, name: "Invalid Reset Link" }),
    ).toBeInTheDocument();
    await setupUser().click(
      screen.getByRole("link", { name: "Request New Link" }),
    );
    expect(await screen.findByText("Forgot password page")).toBeInTheDocument();
  });

  it("requires both fields", async () => {
    const { actions } = renderReset();
    await choose("", "");
    expectFieldError("New password", "Password is required");
    expectFieldError("Confirm new password", "Please confirm your password");
    expect(actions.completePasswordReset).not.toHaveBeenCalled();
  });

  it.each([
    [
      "short",
      "New password",
      "Password too short: Password must be at least 8 characters long",
    ],
    [
      "password123",
      "New password",
      "This password is too common. Please choose another.",
    ],
  ])("refuses %s", async (password, label, message) => {
    const { actions } = renderReset();
    await choose(password);
    expectFieldError(label, message);
    expect(actions.completePasswordReset).not.toHaveBeenCalled();
  });

  it("refuses a confirmation that does not match", async () => {
    const { actions } = renderReset();
    await choose("tiger-mango-42", "tiger-mango-43");
    expectFieldError("Confirm new password", "Passwords don't match");
    expect(actions.completePasswordReset).not.toHaveBeenCalled();
  });

  it("updates the password, then goes to /login after 2 seconds", async () => {
    const { actions } = renderReset();
    expect(screen.getByText("asha@school.example")).toBeInTheDocument();
    await choose("tiger-mango-42");
    const updatedAt = Date.now();
    await waitFor(() =>
      expect(actions.completePasswordReset).toHaveBeenCalledWith({
        email: "asha@school.example",
        code: "123456",
        newPassword: "tiger-mango-42",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Password updated!",
          message: "Your password has been successfully reset.",
        }),
      ),
    );
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Taking you to login…",
    );
    expect(
      await screen.findByText("Login page", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(Date.now() - updatedAt).toBeGreaterThanOrEqual(
      RESET_REDIRECT_DELAY_MS - 50,
    );
  }, 10_000);

  it("goes to the dashboard instead when completing the reset signed the user in", async () => {
    const { actions, setSession } = renderReset();
    actions.completePasswordReset.mockImplementation(async () =>
      setSession(signedIn("mentor")),
    );
    await choose("tiger-mango-42");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Taking you to your dashboard…",
    );
    expect(
      await screen.findByText("Teacher dashboard page", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  }, 10_000);

  it("turns an expired code into the Invalid Reset Link view", async () => {
    const { actions } = renderReset();
    actions.completePasswordReset.mockRejectedValue(
      new AuthError("InvalidResetCode", "Invalid or expired link."),
    );
    await choose("tiger-mango-42");
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Invalid or expired link",
          message: "Please request a new password reset link.",
        }),
      ),
    );
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Invalid Reset Link",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Request New Link" }),
    ).toHaveAttribute("href", "/forgot-password");
  });

  it("reports other failures as Error updating password", async () => {
    const { actions } = renderReset();
    actions.completePasswordReset.mockRejectedValue(
      new AuthError(
        "WeakPassword",
        "Password must be at most 128 characters long",
      ),
    );
    await choose("tiger-mango-42");
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Error updating password",
          message: "Password must be at most 128 characters long",
        }),
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Password must be at most 128 characters long",
    );
    expect(
      screen.getByRole("button", { name: "Update password" }),
    ).toBeEnabled();
  });
});

describe("password reset by mailed code (Clerk)", () => {
  it("offers the code page after sending, and asks for the code there", async () => {
    const forgot = renderAuthPage(<ForgotPasswordPage />, {
      route: "/forgot-password",
      resetDelivery: "code",
    });
    const user = setupUser();
    await user.type(field("Email"), "asha@example.in");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(
      await screen.findByRole("link", { name: "Enter the code" }),
    ).toHaveAttribute("href", "/reset-password?email=asha%40example.in");
    forgot.unmount();

    const { actions } = renderAuthPage(<ResetPasswordPage />, {
      route: "/reset-password",
      entry: "/reset-password?email=asha%40example.in",
      resetDelivery: "code",
    });
    await user.type(field("New password"), "fresh-start-2026");
    await user.type(field("Confirm new password"), "fresh-start-2026");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expectFieldError("Code from the e-mail", "Enter the code from the e-mail");
    expect(actions.completePasswordReset).not.toHaveBeenCalled();

    await user.type(field("Code from the e-mail"), " 482913 ");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    await waitFor(() =>
      expect(actions.completePasswordReset).toHaveBeenCalledWith({
        email: "asha@example.in",
        code: "482913",
        newPassword: "fresh-start-2026",
      }),
    );
  });

  it("still refuses a link without an e-mail", () => {
    renderAuthPage(<ResetPasswordPage />, {
      route: "/reset-password",
      resetDelivery: "code",
    });
    expect(screen.getByText("Invalid Reset Link")).toBeInTheDocument();
  });
});
