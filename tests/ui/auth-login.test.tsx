import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthError } from "../../src/features/accounts/authActions";
import { LoginPage } from "../../src/features/accounts/LoginPage";
import {
  expectFieldError,
  field,
  renderAuthPage,
  setupUser,
  toast,
} from "./authRender";
import { signedIn } from "./render";

function renderLogin(
  entry: Parameters<typeof renderAuthPage>[1]["entry"] = "/login",
) {
  return renderAuthPage(<LoginPage />, { route: "/login", entry });
}

async function logIn(
  email = " Asha@School.Example ",
  password = "s3cret-pass",
) {
  const user = setupUser();
  await user.type(field("Email"), email);
  await user.type(field("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
  return user;
}

describe("LoginPage", () => {
  it("has one heading, a title, and links to reset and both signups", () => {
    renderLogin();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(document.title).toBe("Login · VidyaQuest");
    expect(
      screen.getByRole("link", { name: "Forgot password?" }),
    ).toHaveAttribute("href", "/forgot-password");
    expect(
      screen.getByRole("link", { name: "Sign up as Student" }),
    ).toHaveAttribute("href", "/signup-student");
    expect(
      screen.getByRole("link", { name: "Sign up as Mentor" }),
    ).toHaveAttribute("href", "/signup-mentor");
  });

  it("requires both fields", async () => {
    const { actions } = renderLogin();
    await setupUser().click(screen.getByRole("button", { name: "Login" }));
    expectFieldError("Email", "Email is required");
    expectFieldError("Password", "Password is required");
    expect(actions.signIn).not.toHaveBeenCalled();
  });

  it("refuses an invalid email", async () => {
    const { actions } = renderLogin();
    await logIn("asha@", "s3cret-pass");
    expectFieldError("Email", "Please enter a valid email address");
    expect(actions.signIn).not.toHaveBeenCalled();
  });

  it("signs in with the trimmed, lower-cased email and goes to a mentor's dashboard once the session knows the role", async () => {
    const { actions, setSession } = renderLogin();
    await logIn();
    await waitFor(() =>
      expect(actions.signIn).toHaveBeenCalledWith({
        email: "asha@school.example",
        password: "s3cret-pass",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Welcome back!",
          message: "You have successfully logged in.",
        }),
      ),
    );
    expect(screen.getByRole("button", { name: "Login" })).toBeDisabled();
    setSession(signedIn("mentor"));
    expect(
      await screen.findByText("Teacher dashboard page"),
    ).toBeInTheDocument();
  });

  it("asks for the mailed code when the account's sign-up was never finished, and signs in with it", async () => {
    const { actions, setSession } = renderLogin();
    actions.signIn.mockResolvedValue("verifyEmail");
    const user = await logIn();
    expect(
      await screen.findByText(/We've sent a 6-digit code to/),
    ).toHaveTextContent("asha@school.example");
    expect(toast).not.toHaveBeenCalledWith(
      expect.objectContaining({ title: "Welcome back!" }),
    );
    await user.type(field("Verification code"), "123456");
    await user.click(
      screen.getByRole("button", { name: "Verify and create account" }),
    );
    await waitFor(() =>
      expect(actions.verifySignUpEmail).toHaveBeenCalledWith({
        code: "123456",
      }),
    );
    setSession(signedIn("student"));
    expect(
      await screen.findByText("Student dashboard page"),
    ).toBeInTheDocument();
  });

  it("sends a student to /dashboard, even when the session updates before the call returns", async () => {
    const { actions, setSession } = renderLogin();
    actions.signIn.mockImplementation(async () =>
      setSession(signedIn("student")),
    );
    await logIn();
    expect(
      await screen.findByText("Student dashboard page"),
    ).toBeInTheDocument();
  });

  it("sends a moderator or an admin to /admin, though their account is a mentor's", async () => {
    for (const role of ["moderator", "admin"] as const) {
      const { actions, setSession, unmount } = renderLogin();
      actions.signIn.mockImplementation(async () =>
        setSession(signedIn("mentor", role)),
      );
      await logIn();
      expect(await screen.findByText("Admin area page")).toBeInTheDocument();
      unmount();
    }
  });

  it("returns to the page that asked for sign-in", async () => {
    const { router, setSession } = renderLogin({
      pathname: "/login",
      state: { from: "/courses?class=8" },
    });
    await logIn();
    setSession(signedIn("mentor"));
    expect(await screen.findByText("Courses page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?class=8");
  });

  it("submits with Enter", async () => {
    const { actions } = renderLogin();
    const user = setupUser();
    await user.type(field("Email"), "asha@school.example");
    await user.type(field("Password"), "s3cret-pass{Enter}");
    expect(actions.signIn).toHaveBeenCalledOnce();
  });

  it.each([
    [
      new AuthError("InvalidCredentials", "Invalid email or password."),
      "Login failed",
      "Invalid email or password.",
    ],
    [
      new AuthError("RateLimited", "Too many failed attempts."),
      "Login failed",
      "Too many failed attempts.",
    ],
    [
      new AuthError("Network", "Offline"),
      "An error occurred",
      "Please try again later",
    ],
    [new Error("boom"), "An error occurred", "Please try again later"],
  ])("reports %s as %s", async (error, title, message) => {
    const { actions } = renderLogin();
    actions.signIn.mockRejectedValue(error);
    await logIn();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title, message }),
      ),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
  });
});
