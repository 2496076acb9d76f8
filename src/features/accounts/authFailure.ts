import { AuthError } from "./authActions";

/** The account screens whose failures read differently (docs/product.md "Messages people see"). */
export type AuthFlow = "login" | "forgotPassword" | "resetPassword" | "signup";

export interface AuthFailure {
  title: string;
  message: string;
}

const tryAgainLater: AuthFailure = {
  title: "An error occurred",
  message: "Please try again later",
};

/** The one place where an `AuthError` becomes the title and text a person reads. */
export function describeAuthFailure(
  flow: AuthFlow,
  error: unknown,
): AuthFailure {
  if (!(error instanceof AuthError)) {
    return flow === "login"
      ? tryAgainLater
      : { ...tryAgainLater, title: "Error" };
  }
  switch (flow) {
    case "login":
      return error.code === "Network" || error.code === "Unknown"
        ? tryAgainLater
        : { title: "Login failed", message: error.message };
    case "forgotPassword":
      return { title: "Error", message: error.message };
    case "resetPassword":
      return error.code === "InvalidResetCode"
        ? {
            title: "Invalid or expired link",
            message: "Please request a new password reset link.",
          }
        : { title: "Error updating password", message: error.message };
    case "signup":
      return { title: "Error", message: error.message };
  }
}
