import { Anchor, Stack, Text } from "@mantine/core";
import { Link, Navigate, useLocation } from "react-router-dom";
import { returnPath } from "./returnPath";
import { paths } from "../../config/paths";
import { AuthCard } from "./AuthCard";
import { dashboardPathFor, useSession } from "../../lib/session";
import { SignupForm, type SignupRole } from "./SignupForm";

const copy = {
  student: {
    pageTitle: "Student signup",
    heading: "Sign up as Student",
    intro: "Learn, practise and earn XP with lessons for your class.",
    otherQuestion: "Are you a mentor or teacher?",
    otherLink: "Sign up as Mentor",
    otherHref: paths.signupMentor.href(),
  },
  mentor: {
    pageTitle: "Mentor signup",
    heading: "Sign up as Mentor",
    intro: "Guide students from Classes 6 to 12 in the subject you know best.",
    otherQuestion: "Are you a student?",
    otherLink: "Sign up as Student",
    otherHref: paths.signupStudent.href(),
  },
  parent: {
    pageTitle: "Parent signup",
    heading: "Sign up as Parent or Guardian",
    intro:
      "Approve your child's account and see how they are learning. Use the e-mail your child gave us.",
    otherQuestion: "Are you a student?",
    otherLink: "Sign up as Student",
    otherHref: paths.signupStudent.href(),
  },
} as const;

/**
 * A signed-in visitor has no business here, and a new user lands
 * here signed in right after creating the account: both go to their dashboard.
 */
export function SignupScreen({ role }: { role: SignupRole }) {
  const session = useSession();
  const location = useLocation();
  // A parent who came from a consent link goes back to it.
  const from = returnPath(location.state);
  if (session.status === "signedIn") {
    return <Navigate to={from ?? dashboardPathFor(session)} replace />;
  }
  const text = copy[role];
  return (
    <AuthCard
      pageTitle={text.pageTitle}
      heading={text.heading}
      intro={text.intro}
    >
      <SignupForm role={role} />
      <Stack gap={4} align="center">
        <Text size="sm">
          Already have an account?{" "}
          <Anchor
            component={Link}
            to={paths.login.href()}
            state={from ? { from } : undefined}
            underline="always"
          >
            Login
          </Anchor>
        </Text>
        <Text size="sm">
          {text.otherQuestion}{" "}
          <Anchor component={Link} to={text.otherHref} underline="always">
            {text.otherLink}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
