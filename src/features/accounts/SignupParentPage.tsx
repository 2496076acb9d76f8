import { SignupScreen } from "./SignupScreen";

export function SignupParentPage() {
  return <SignupScreen role="parent" />;
}
