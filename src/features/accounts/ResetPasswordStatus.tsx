import { Button, Loader, Group, Text } from "@mantine/core";
import { useEffect, useEffectEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { AuthCard } from "./AuthCard";
import { dashboardPathFor, useSession } from "../../lib/session";

/** The visitor moves on 2 seconds after a successful reset. */
export const RESET_REDIRECT_DELAY_MS = 2000;

export function InvalidResetLink() {
  return (
    <AuthCard pageTitle="Reset password" heading="Invalid Reset Link">
      <Text>
        This password reset link is invalid or has expired. Each link works once
        and only for a limited time.
      </Text>
      <Button component={Link} to={paths.forgotPassword.href()}>
        Request New Link
      </Button>
    </AuthCard>
  );
}

/**
 * After a reset the visitor is meant to go to /login. With Convex Auth,
 * completing a reset also signs the user in, and a login form would then be pointless; so a
 * visitor whose session is signed in by the time the delay ends goes to their
 * role's dashboard instead, and everyone else to /login.
 */
export function PasswordResetDone() {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === "signedIn";
  const moveOn = useEffectEvent(() => {
    navigate(
      session.status === "signedIn"
        ? dashboardPathFor(session)
        : paths.login.href(),
      { replace: true },
    );
  });
  useEffect(() => {
    const timer = setTimeout(moveOn, RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <AuthCard pageTitle="Reset password" heading="Password updated">
      <Text>Your password has been successfully reset.</Text>
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>
          {signedIn ? "Taking you to your dashboard…" : "Taking you to login…"}
        </Text>
      </Group>
    </AuthCard>
  );
}
