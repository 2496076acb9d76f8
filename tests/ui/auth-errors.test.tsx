import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { SIGN_UP_REFUSED } from "../../convex/accounts/rules";
import { toAuthError } from "../../src/features/accounts/convexAuthErrors";

/**
 * A deployment hides the text of ordinary errors, so the server's own auth
 * failures arrive as ConvexError data; Convex Auth's arrive as messages.
 */
describe("toAuthError", () => {
  const data = (code: string, message: string) =>
    toAuthError(new ConvexError({ code, message }));

  it.each([
    ["InvalidCredentials", "Invalid email or password.", "InvalidCredentials"],
    [
      "InvalidResetCode",
      "Invalid or expired link. Please request a new password reset link.",
      "InvalidResetCode",
    ],
    [
      "RateLimited",
      "Too many failed attempts. Please wait a while and try again.",
      "RateLimited",
    ],
    [
      "InvalidInput",
      "This password is too common. Please choose another.",
      "WeakPassword",
    ],
    ["SignUpRefused", SIGN_UP_REFUSED, "EmailTaken"],
  ])("maps the server's %s to the form's %s", (code, message, expected) => {
    expect(data(code, message)).toMatchObject({ code: expected, message });
  });

  it("reads Convex Auth's own messages", () => {
    expect(
      toAuthError(new Error("Account a@b.in already exists")),
    ).toMatchObject({ code: "EmailTaken" });
    expect(
      toAuthError(new Error("Uncaught Error: InvalidSecret")),
    ).toMatchObject({
      code: "InvalidCredentials",
      message: "Invalid email or password.",
    });
  });
});
