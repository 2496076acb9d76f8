import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthError } from "../../src/features/accounts/authActions";
import {
  PARENT_EMAIL_HELP,
  SIGN_UP_REFUSED,
} from "../../convex/accounts/rules";
import { SignupMentorPage } from "../../src/features/accounts/SignupMentorPage";
import { SignupStudentPage } from "../../src/features/accounts/SignupStudentPage";
import {
  expectFieldError,
  field,
  renderAuthPage,
  setupUser,
  toast,
} from "./authRender";
import { signedIn } from "./render";

const renderStudent = (session = signedIn("student")) =>
  renderAuthPage(<SignupStudentPage />, { route: "/signup-student", session });
const renderMentor = (session = signedIn("mentor")) =>
  renderAuthPage(<SignupMentorPage />, { route: "/signup-mentor", session });
const signedOut = { status: "signedOut" } as const;

const createAccount = () =>
  screen.getByRole("button", { name: "Create account" });

async function fillCommon(
  user: ReturnType<typeof setupUser>,
  {
    password = "tiger-mango-42",
    confirmation = password,
  }: { password?: string; confirmation?: string } = {},
) {
  await user.type(field("Full Name"), "  Asha Rao ");
  await user.type(field("Email"), " Asha@School.Example ");
  await user.type(field("Password"), password);
  await user.type(field("Confirm password"), confirmation);
}

async function fillParent(user: ReturnType<typeof setupUser>) {
  await user.type(
    field("Parent's or guardian's email"),
    " Rao.Family@Example.in ",
  );
}

async function chooseGrade(user: ReturnType<typeof setupUser>, label: string) {
  await user.click(field("Grade"));
  await user.click(await screen.findByRole("option", { name: label }));
}

describe("SignupStudentPage", () => {
  it("has one heading, a title, and links to login and to mentor signup", () => {
    renderStudent(signedOut);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(document.title).toBe("Student signup · VidyaQuest");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(
      screen.getByRole("link", { name: "Sign up as Mentor" }),
    ).toHaveAttribute("href", "/signup-mentor");
  });

  it("requires every field, the grade included", async () => {
    const { actions } = renderStudent(signedOut);
    await setupUser().click(createAccount());
    expectFieldError("Full Name", "Full name is required");
    expectFieldError("Email", "Email is required");
    expectFieldError("Grade", "Please select your class");
    expectFieldError("Password", "Password is required");
    expectFieldError("Confirm password", "Please confirm your password");
    expect(actions.signUp).not.toHaveBeenCalled();
  });

  it.each([
    [
      { password: "short" },
      "Password",
      "Password too short: Password must be at least 8 characters long",
    ],
    [
      { password: "Password123" },
      "Password",
      "This password is too common. Please choose another.",
    ],
    [
      { password: "tiger-mango-42", confirmation: "tiger-mango-24" },
      "Confirm password",
      "Passwords don't match",
    ],
  ])("refuses %o", async (passwords, label, message) => {
    const { actions } = renderStudent(signedOut);
    const user = setupUser();
    await fillCommon(user, passwords);
    await chooseGrade(user, "Class 8");
    await fillParent(user);
    await user.click(createAccount());
    expectFieldError(label, message);
    expect(actions.signUp).not.toHaveBeenCalled();
  });

  it("asks for a parent's or guardian's e-mail, says why, and refuses the student's own", async () => {
    const { actions } = renderStudent(signedOut);
    expect(field("Parent's or guardian's email")).toHaveAccessibleDescription(
      PARENT_EMAIL_HELP,
    );
    const user = setupUser();
    await fillCommon(user);
    await chooseGrade(user, "Class 8");
    await user.type(
      field("Parent's or guardian's email"),
      "asha@school.example",
    );
    await user.click(createAccount());
    expectFieldError(
      "Parent's or guardian's email",
      "Please enter your parent's or guardian's e-mail, not your own.",
    );
    expect(actions.signUp).not.toHaveBeenCalled();
  });

  it("refuses an invalid email", async () => {
    renderStudent(signedOut);
    const user = setupUser();
    await user.type(field("Email"), "asha@school");
    await user.click(createAccount());
    expectFieldError("Email", "Please enter a valid email address");
  });

  it("offers Classes 6 to 12", async () => {
    renderStudent(signedOut);
    await setupUser().click(field("Grade"));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Class 6",
      "Class 7",
      "Class 8",
      "Class 9",
      "Class 10",
      "Class 11",
      "Class 12",
    ]);
  });

  it("creates the account with normalised input, then goes to /dashboard once signed in", async () => {
    const { actions, setSession } = renderStudent(signedOut);
    const user = setupUser();
    await fillCommon(user);
    await chooseGrade(user, "Class 8");
    await fillParent(user);
    await user.click(createAccount());
    await waitFor(() =>
      expect(actions.signUp).toHaveBeenCalledWith({
        role: "student",
        fullName: "Asha Rao",
        email: "asha@school.example",
        grade: 8,
        password: "tiger-mango-42",
        parentEmail: "rao.family@example.in",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Success!",
          message: "Account created successfully!",
        }),
      ),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(createAccount()).toBeDisabled();
    setSession(signedIn("student"));
    expect(
      await screen.findByText("Student dashboard page"),
    ).toBeInTheDocument();
  });

  it.each([
    [new AuthError("EmailTaken", SIGN_UP_REFUSED), SIGN_UP_REFUSED],
    [
      new AuthError(
        "WeakPassword",
        "This password is too common. Please choose another.",
      ),
      "This password is too common. Please choose another.",
    ],
  ])("reports %s", async (error, message) => {
    const { actions } = renderStudent(signedOut);
    actions.signUp.mockRejectedValue(error);
    const user = setupUser();
    await fillCommon(user);
    await chooseGrade(user, "Class 10");
    await fillParent(user);
    await user.click(createAccount());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Error", message }),
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(createAccount()).toBeEnabled();
  });

  it("sends a signed-in student to /dashboard", async () => {
    renderStudent(signedIn("student"));
    expect(
      await screen.findByText("Student dashboard page"),
    ).toBeInTheDocument();
  });

  it("sends a signed-in mentor to /teacher-dashboard", async () => {
    renderStudent(signedIn("mentor"));
    expect(
      await screen.findByText("Teacher dashboard page"),
    ).toBeInTheDocument();
  });
});

describe("SignupMentorPage", () => {
  it("asks for a subject instead of a grade and links to student signup", async () => {
    const { actions } = renderMentor(signedOut);
    expect(document.title).toBe("Mentor signup · VidyaQuest");
    expect(screen.queryByLabelText(/^Grade/)).toBeNull();
    expect(
      screen.getByRole("link", { name: "Sign up as Student" }),
    ).toHaveAttribute("href", "/signup-student");
    await setupUser().click(createAccount());
    expectFieldError("Full Name", "Full name is required");
    expectFieldError("Subject/Expertise", "Subject/Expertise is required");
    expect(actions.signUp).not.toHaveBeenCalled();
  });

  it("creates a mentor account, then goes to /teacher-dashboard once signed in", async () => {
    const { actions, setSession } = renderMentor(signedOut);
    const user = setupUser();
    await fillCommon(user);
    await user.type(field("Subject/Expertise"), " Physics ");
    await user.click(createAccount());
    await waitFor(() =>
      expect(actions.signUp).toHaveBeenCalledWith({
        role: "mentor",
        fullName: "Asha Rao",
        email: "asha@school.example",
        subject: "Physics",
        password: "tiger-mango-42",
      }),
    );
    setSession(signedIn("mentor"));
    expect(
      await screen.findByText("Teacher dashboard page"),
    ).toBeInTheDocument();
  });

  it("asks for the mailed code when e-mail addresses are verified first, then goes to /teacher-dashboard", async () => {
    const { actions, setSession } = renderMentor(signedOut);
    actions.signUp.mockResolvedValue("verifyEmail");
    const user = setupUser();
    await fillCommon(user);
    await user.type(field("Subject/Expertise"), "Physics");
    await user.click(createAccount());
    expect(
      await screen.findByText(/We've sent a 6-digit code to/),
    ).toHaveTextContent("asha@school.example");
    expect(field("Verification code")).toHaveFocus();
    // Nothing is created yet: no success toast.
    expect(toast).not.toHaveBeenCalled();
    const verify = () =>
      screen.getByRole("button", { name: "Verify and create account" });

    // A code that is not 6 digits is refused in the form.
    await user.type(field("Verification code"), "12ab");
    await user.click(verify());
    expectFieldError(
      "Verification code",
      "Enter the 6-digit code from the e-mail.",
    );
    expect(actions.verifySignUpEmail).not.toHaveBeenCalled();

    // A wrong code: the provider's answer, and the step stays.
    actions.verifySignUpEmail.mockRejectedValueOnce(
      new AuthError(
        "InvalidResetCode",
        "Invalid or expired code. Please request a new one.",
      ),
    );
    await user.clear(field("Verification code"));
    await user.type(field("Verification code"), "111111");
    await user.click(verify());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid or expired code. Please request a new one.",
    );

    // A new code, then the right one.
    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    await waitFor(() =>
      expect(actions.resendSignUpCode).toHaveBeenCalledTimes(1),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          message: "A new code is on its way to asha@school.example.",
        }),
      ),
    );
    await user.type(field("Verification code"), " 424242 ");
    await user.click(verify());
    await waitFor(() =>
      expect(actions.verifySignUpEmail).toHaveBeenLastCalledWith({
        code: "424242",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Success!",
          message: "Account created successfully!",
        }),
      ),
    );
    expect(verify()).toBeDisabled();
    setSession(signedIn("mentor"));
    expect(
      await screen.findByText("Teacher dashboard page"),
    ).toBeInTheDocument();
  });

  it("goes back to the filled-in form to use a different e-mail", async () => {
    const { actions } = renderMentor(signedOut);
    actions.signUp.mockResolvedValue("verifyEmail");
    const user = setupUser();
    await fillCommon(user);
    await user.type(field("Subject/Expertise"), "Physics");
    await user.click(createAccount());
    await user.click(
      await screen.findByRole("button", { name: "Use a different e-mail" }),
    );
    expect(field("Email")).toHaveValue("Asha@School.Example");
    expect(field("Subject/Expertise")).toHaveValue("Physics");
    expect(createAccount()).toBeEnabled();
  });

  it("sends a signed-in student to /dashboard", async () => {
    renderMentor(signedIn("student"));
    expect(
      await screen.findByText("Student dashboard page"),
    ).toBeInTheDocument();
  });
});

describe("password show/hide toggles", () => {
  it("are reachable by keyboard and show the password", async () => {
    const user = setupUser();
    renderStudent(signedOut);
    await user.click(field("Password"));
    await user.tab();
    const [toggle] = screen.getAllByRole("button", { name: "Show password" });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.keyboard("{Enter}");
    expect(field("Password")).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
  });
});
