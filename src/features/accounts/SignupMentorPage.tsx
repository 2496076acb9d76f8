import { SignupScreen } from "./SignupScreen";

export function SignupMentorPage() {
  return <SignupScreen role="mentor" />;
}
