import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MentorApplicationReviewPage } from "../../src/features/admin/MentorApplicationReviewPage";
import { MentorApplicationsPage } from "../../src/features/admin/MentorApplicationsPage";
import { ApplicationStatusCard } from "../../src/features/learning/dashboard/ApplicationStatusCard";
import { MentorApplicationPage } from "../../src/features/mentorship/application/MentorApplicationPage";
import type { Session } from "../../src/lib/session";
import { fakeConvex as convex } from "./fakeConvex";
import { renderRoutes, signedIn, signedOut } from "./render";

vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

// jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    value: { addEventListener() {}, removeEventListener() {} },
  });

const MINE = "mentorship/applications:mine";
const SUBMIT = "mentorship/applications:submit";
const DAY = 86_400_000;

const toast = vi.spyOn(notifications, "show");
beforeEach(() => {
  convex.reset();
  toast.mockClear();
  convex.queries.set(MINE, null);
});

const user = () => userEvent.setup({ delay: null });

/** A mentor who signed up but is not verified yet. */
const applicant: Session = {
  ...(signedIn("mentor") as Extract<Session, { status: "signedIn" }>),
  fullName: "Rohan Das",
  email: "rohan@example.in",
  verifiedMentor: false,
};

function renderForm(session: Session = applicant) {
  return renderRoutes(
    [
      { path: "/mentor-application", element: <MentorApplicationPage /> },
      { path: "/mentorship", element: <p>Mentorship page</p> },
      { path: "/login", element: <p>Login page</p> },
      { path: "*", element: <p>Other page</p> },
    ],
    { path: "/mentor-application", session },
  );
}

/** The input labelled `label`, whose label may carry the required asterisk. */
function field(label: string | RegExp) {
  return screen.getByLabelText(
    typeof label === "string"
      ? new RegExp(`^${label.replace(/[?()/.]/g, "\\$&")}( \\*)?$`)
      : label,
    { selector: "input, textarea" },
  );
}

const expertiseField = () => field("Areas of Expertise");
const tags = () =>
  within(
    screen.queryByRole("list", { name: "Your areas of expertise" }) ??
      document.createElement("ul"),
  )
    .queryAllByRole("button")
    .map((b) => b.textContent);
const submitButton = () =>
  screen.getByRole("button", { name: "Submit Application" });

async function fillGoodApplication(u: ReturnType<typeof user>) {
  await u.type(field("Years of Experience"), "4");
  await u.type(
    field("Qualification/Educational Background"),
    "M.Sc. Physics, B.Ed.",
  );
  await u.type(expertiseField(), "Physics{Enter}");
  await u.click(field("Why do you want to become a mentor?"));
  await u.paste("I want to help students in small towns love science.");
}

describe("/mentor-application", () => {
  it("has every field, the info box and the way back, with the member's name and e-mail filled in", () => {
    renderForm();
    expect(
      screen.getByRole("heading", { level: 1, name: "Mentor application" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: /Back to Mentorship/ }),
    ).toHaveAttribute("href", "/mentorship?tab=become");
    expect(screen.getByText(/3-5 business days/)).toBeInTheDocument();
    expect(screen.getByText(/onboarding session/)).toBeInTheDocument();
    expect(screen.getByText(/availability/)).toBeInTheDocument();
    expect(field("Full Name")).toHaveValue("Rohan Das");
    expect(field("Email Address")).toHaveValue("rohan@example.in");
    expect(field("Phone Number")).toHaveValue("");
    expect(field("Years of Experience")).toBeInTheDocument();
    expect(
      screen.getByRole("checkbox", { name: /volunteer \(unpaid\)/ }),
    ).not.toBeChecked();
  });

  it("adds expertise by the Add button and by Enter, ignores blanks and repeats, and removes a tag on click", async () => {
    const u = user();
    renderForm();
    expect(expertiseField()).toHaveAccessibleDescription(
      "Add at least one area of expertise",
    );
    expect(submitButton()).toBeDisabled();

    await u.type(expertiseField(), "Algebra");
    await u.click(screen.getByRole("button", { name: "Add" }));
    expect(tags()).toEqual(["Algebra"]);
    expect(expertiseField()).toHaveValue("");

    await u.type(expertiseField(), "  Class 10   Geometry {Enter}");
    expect(tags()).toEqual(["Algebra", "Class 10 Geometry"]);
    expect(submitButton()).toBeEnabled();

    // Blanks and repeats (in any case) change nothing.
    await u.type(expertiseField(), "   {Enter}");
    await u.click(screen.getByRole("button", { name: "Add" }));
    await u.type(expertiseField(), "ALGEBRA{Enter}");
    expect(tags()).toEqual(["Algebra", "Class 10 Geometry"]);
    expect(convex.mutation(SUBMIT)).not.toHaveBeenCalled();

    await u.click(screen.getByRole("button", { name: "Remove Algebra" }));
    expect(tags()).toEqual(["Class 10 Geometry"]);
    await u.click(
      screen.getByRole("button", { name: "Remove Class 10 Geometry" }),
    );
    expect(tags()).toEqual([]);
    expect(submitButton()).toBeDisabled();
    expect(expertiseField()).toHaveAccessibleDescription(
      "Add at least one area of expertise",
    );
  });

  it("says what is wrong with a phone number, and sends nothing", async () => {
    const u = user();
    renderForm();
    await fillGoodApplication(u);
    await u.type(field("Phone Number"), "call me");
    await u.click(submitButton());
    expect(field("Phone Number")).toHaveAttribute("aria-invalid", "true");
    expect(field("Phone Number")).toHaveAccessibleDescription(
      expect.stringContaining(
        "Please enter a valid Indian mobile number",
      ) as string,
    );
    expect(convex.mutation(SUBMIT)).not.toHaveBeenCalled();
  });

  it("refuses missing years and a short motivation with the shared rules' words", async () => {
    const u = user();
    renderForm();
    await u.type(expertiseField(), "Physics{Enter}");
    await u.type(field("Why do you want to become a mentor?"), "I like kids");
    await u.click(submitButton());
    expect(field("Years of Experience")).toHaveAccessibleDescription(
      expect.stringContaining("Years of experience is required") as string,
    );
    expect(
      field("Why do you want to become a mentor?"),
    ).toHaveAccessibleDescription(
      expect.stringContaining(
        "Motivation must be at least 20 characters",
      ) as string,
    );
    expect(convex.mutation(SUBMIT)).not.toHaveBeenCalled();
  });

  it("sends the application as the server takes it, then says so and goes to /mentorship", async () => {
    const u = user();
    renderForm();
    await fillGoodApplication(u);
    await u.type(field("Phone Number"), "098765 43210");
    await u.click(screen.getByRole("checkbox", { name: /volunteer/ }));
    await u.click(submitButton());

    await screen.findByText("Mentorship page");
    expect(convex.mutation(SUBMIT)).toHaveBeenCalledWith({
      fullName: "Rohan Das",
      email: "rohan@example.in",
      phone: "+919876543210",
      experienceYears: 4,
      qualification: "M.Sc. Physics, B.Ed.",
      expertise: ["Physics"],
      motivation: "I want to help students in small towns love science.",
      isVolunteer: true,
    });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Application Submitted" }),
    );
  });

  it("shows the server's reason when it refuses, else the generic failure", async () => {
    const u = user();
    renderForm();
    await fillGoodApplication(u);
    convex.mutation(SUBMIT).mockRejectedValueOnce(
      new ConvexError({
        code: "Conflict",
        message: "You already have an application under review.",
      }),
    );
    await u.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          message: "You already have an application under review.",
        }),
      ),
    );
    convex.mutation(SUBMIT).mockRejectedValueOnce(new Error("offline"));
    await u.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          message: "Failed to submit application. Please try again.",
        }),
      ),
    );
    expect(screen.queryByText("Mentorship page")).not.toBeInTheDocument();
  });

  it("asks a visitor to log in when they send it, and goes to /login", async () => {
    const u = user();
    renderForm(signedOut);
    expect(field("Full Name")).toHaveValue("");
    await u.type(expertiseField(), "Physics{Enter}");
    await u.click(submitButton());
    await screen.findByText("Login page");
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        message: "Please log in to submit your application",
      }),
    );
    expect(convex.mutation(SUBMIT)).not.toHaveBeenCalled();
  });

  it("shows an application under review instead of the form", () => {
    convex.queries.set(MINE, {
      _id: "a1",
      status: "pending",
      fullName: "Rohan Das",
      createdAt: Date.now() - DAY,
      reviewedAt: null,
      rejectionReason: null,
      reapplyFrom: null,
    });
    renderForm();
    expect(
      screen.getByText("Your application is under review"),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Submit Application" }),
    ).not.toBeInTheDocument();
  });

  it("tells a verified mentor they are one", () => {
    renderForm(signedIn("mentor"));
    expect(screen.getByText("You are a verified mentor")).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Submit Application" }),
    ).not.toBeInTheDocument();
  });

  it("after a rejection, shows the reason until they may apply again, then the form", () => {
    const rejected = {
      _id: "a1",
      status: "rejected",
      fullName: "Rohan Das",
      createdAt: Date.now() - 3 * DAY,
      reviewedAt: Date.now() - 2 * DAY,
      rejectionReason: "Please describe your teaching experience.",
      reapplyFrom: Date.now() + 28 * DAY,
    };
    convex.queries.set(MINE, rejected);
    const { unmount } = renderForm();
    expect(
      screen.getByText("Reason: Please describe your teaching experience."),
    ).toBeInTheDocument();
    expect(screen.getByText(/You may apply again from/)).toBeInTheDocument();
    unmount();

    convex.queries.set(MINE, { ...rejected, reapplyFrom: Date.now() - DAY });
    renderForm();
    expect(submitButton()).toBeInTheDocument();
  });
});

describe("the dashboard's application card", () => {
  const renderCard = () =>
    renderRoutes([{ path: "/", element: <ApplicationStatusCard /> }], {
      session: applicant,
    });
  const card = () =>
    screen.getByRole("region", { name: "Your mentor application" });

  it("shows nothing to someone who never applied", () => {
    renderCard();
    expect(
      screen.queryByRole("region", { name: "Your mentor application" }),
    ).not.toBeInTheDocument();
  });

  it("shows under review, approved, and not approved with the reason and the day to reapply", () => {
    const base = {
      _id: "a1",
      fullName: "Rohan Das",
      createdAt: Date.now() - DAY,
      reviewedAt: null,
      rejectionReason: null,
      reapplyFrom: null,
    };
    convex.queries.set(MINE, { ...base, status: "pending" });
    const first = renderCard();
    expect(within(card()).getByText("Under review")).toBeInTheDocument();
    first.unmount();

    convex.queries.set(MINE, {
      ...base,
      status: "approved",
      reviewedAt: Date.now(),
    });
    const second = renderCard();
    expect(within(card()).getByText("Approved")).toBeInTheDocument();
    expect(
      within(card()).getByRole("link", { name: "Go to the Teacher Dashboard" }),
    ).toHaveAttribute("href", "/teacher-dashboard");
    second.unmount();

    convex.queries.set(MINE, {
      ...base,
      status: "rejected",
      reviewedAt: Date.now(),
      rejectionReason: "Please describe your teaching experience.",
      reapplyFrom: Date.now() + 30 * DAY,
    });
    renderCard();
    expect(within(card()).getByText("Not approved")).toBeInTheDocument();
    expect(
      within(card()).getByText(
        "Reason: Please describe your teaching experience.",
      ),
    ).toBeInTheDocument();
    expect(
      within(card()).getByText(/You may apply again from/),
    ).toBeInTheDocument();
  });
});

describe("admin: mentor applications", () => {
  const staff = signedIn("mentor", "moderator");
  const pending = {
    _id: "app1",
    status: "pending",
    fullName: "Rohan Das",
    email: "rohan@example.in",
    phone: "+919876543210",
    expertise: ["Physics", "Class 10 Science"],
    qualification: "M.Sc. Physics, B.Ed.",
    experienceYears: 4,
    motivation: "I want to help students in small towns love science.",
    isVolunteer: true,
    createdAt: Date.now() - DAY,
    reviewedAt: null,
    rejectionReason: null,
    reapplyFrom: null,
    accountRole: "mentor",
    accountName: "Rohan Das",
    reviewerName: null,
    ownCase: false,
  };
  const renderReview = () =>
    renderRoutes(
      [
        {
          path: "/admin/applications/:applicationId",
          element: <MentorApplicationReviewPage />,
        },
      ],
      { path: "/admin/applications/app1", session: staff },
    );

  it("lists pending applications with a way to review each", () => {
    convex.pages.set("mentorship/applications:listPending", [pending]);
    renderRoutes([{ path: "/", element: <MentorApplicationsPage /> }], {
      session: staff,
    });
    expect(
      screen.getByRole("heading", { name: "Mentor Applications" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Review the application of Rohan Das" }),
    ).toHaveAttribute("href", "/admin/applications/app1");
  });

  it("marks the viewer's own application in the list", () => {
    convex.pages.set("mentorship/applications:listPending", [
      pending,
      { ...pending, _id: "app2", fullName: "Kabir Khan", ownCase: true },
    ]);
    renderRoutes([{ path: "/", element: <MentorApplicationsPage /> }], {
      session: staff,
    });
    const items = screen.getAllByRole("listitem");
    expect(items[0]).not.toHaveTextContent("Your own");
    expect(items[1]).toHaveTextContent(
      "Your own: another staff member decides",
    );
  });

  it("says so when none are waiting", () => {
    convex.pages.set("mentorship/applications:listPending", []);
    renderRoutes([{ path: "/", element: <MentorApplicationsPage /> }], {
      session: staff,
    });
    expect(
      screen.getByText("No applications are waiting for review."),
    ).toBeInTheDocument();
  });

  it("shows every field and approves after asking", async () => {
    const u = user();
    convex.queries.set("mentorship/applications:get", pending);
    renderReview();
    expect(convex.askedWith("mentorship/applications:get")).toContainEqual({
      applicationId: "app1",
    });
    for (const text of [
      "rohan@example.in",
      "+919876543210",
      "4 years",
      "M.Sc. Physics, B.Ed.",
      "Class 10 Science",
      "I want to help students in small towns love science.",
      "A volunteer (unpaid)",
    ])
      expect(screen.getByText(text)).toBeInTheDocument();

    await u.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Approve this application?",
    });
    await u.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(
        convex.mutation("mentorship/applications:approve"),
      ).toHaveBeenCalledWith({ applicationId: "app1" }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        message: "Application approved: Rohan Das is now a verified mentor",
      }),
    );
  });

  it("rejects only with a reason of at least 10 characters", async () => {
    const u = user();
    convex.queries.set("mentorship/applications:get", pending);
    renderReview();
    await u.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Reject this application?",
    });
    const reason = within(dialog).getByLabelText(/^Reason/, {
      selector: "textarea",
    });
    await u.type(reason, "Too short");
    await u.click(
      within(dialog).getByRole("button", { name: "Reject application" }),
    );
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(
        "Reason must be at least 10 characters",
      ) as string,
    );
    const reject = convex.mutation("mentorship/applications:reject");
    expect(reject).not.toHaveBeenCalled();

    await u.type(reason, " — please add your teaching experience.");
    await u.click(
      within(dialog).getByRole("button", { name: "Reject application" }),
    );
    await waitFor(() =>
      expect(reject).toHaveBeenCalledWith({
        applicationId: "app1",
        reason: "Too short — please add your teaching experience.",
      }),
    );
  });

  it("shows a decision made elsewhere instead of the buttons", () => {
    convex.queries.set("mentorship/applications:get", {
      ...pending,
      status: "approved",
      reviewedAt: Date.now(),
      reviewerName: "Priya Nair",
    });
    renderReview();
    expect(
      screen.getByText("This application has been approved"),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Approve" }),
    ).not.toBeInTheDocument();
  });

  it("turns the decisions off on the viewer's own application, saying why, and names the account", () => {
    convex.queries.set("mentorship/applications:get", {
      ...pending,
      fullName: "Someone Else",
      accountName: "Rohan Das",
      ownCase: true,
    });
    renderReview();
    expect(
      screen.getByText(
        "This is your own application, so another staff member must decide it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Reject" })).toBeDisabled();
    expect(screen.getByText("Rohan Das · Mentor")).toBeInTheDocument();
  });

  it("says when the address names no application", () => {
    convex.queries.set("mentorship/applications:get", null);
    renderReview();
    expect(
      screen.getByRole("heading", { name: "Application not found" }),
    ).toBeInTheDocument();
  });
});
