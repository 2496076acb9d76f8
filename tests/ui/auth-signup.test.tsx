import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthError } from "../../src/features/auth/authActions";
import { SignupMentorPage } from "../../src/features/auth/SignupMentorPage";
import { SignupStudentPage } from "../../src/features/auth/SignupStudentPage";
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
    await user.click(createAccount());
    expectFieldError(label, message);
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
    await user.click(createAccount());
    await waitFor(() =>
      expect(actions.signUp).toHaveBeenCalledWith({
        role: "student",
        fullName: "Asha Rao",
        email: "asha@school.example",
        grade: 8,
        password: "tiger-mango-42",
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
    [
      new AuthError("EmailTaken", "exists"),
      "An account with this email already exists. Please log in instead.",
    ],
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

  it("sends a signed-in student to /dashboard", async () => {
    renderMentor(signedIn("student"));
    expect(
      await screen.findByText("Student dashboard page"),
    ).toBeInTheDocument();
  });
});
