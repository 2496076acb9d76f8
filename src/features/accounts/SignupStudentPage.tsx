import { SignupScreen } from "./SignupScreen";

export function SignupStudentPage() {
  return <SignupScreen role="student" />;
}
