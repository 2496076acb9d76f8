import { Box, Divider, Drawer, NavLink, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import { useSignOut } from "../../lib/useSignOut";
import {
  dashboardLabelFor,
  dashboardPathFor,
  type Session,
} from "../../lib/session";
import type { NavItem } from "./navItems";

type Props = {
  opened: boolean;
  /** Closes the menu after following one of its links. */
  onClose: () => void;
  /** Closes the menu without leaving the page. */
  onDismiss: () => void;
  items: NavItem[];
  session: Session;
};

/** The mobile menu: the same items as the header, in a drawer. */
export function MobileMenu({
  opened,
  onClose: close,
  onDismiss: dismiss,
  items,
  session,
}: Props) {
  const location = useLocation();
  const signOut = useSignOut();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={dismiss}
      returnFocus={false}
      title="Menu"
      position="right"
      size="xs"
      hiddenFrom="lg"
      closeButtonProps={{ "aria-label": "Close menu" }}
    >
      <Stack component="nav" aria-label="Mobile" gap={2}>
        {items.map((item) => (
          <NavLink
            key={item.href}
            component={Link}
            to={item.href}
            label={item.label}
            active={location.pathname === item.href}
            onClick={close}
          />
        ))}
        <Divider my="sm" />
        {session.status === "signedOut" && (
          <>
            <NavLink
              component={Link}
              to={paths.login.href()}
              label="Login"
              onClick={close}
            />
            <NavLink
              component={Link}
              to={paths.signupStudent.href()}
              label="Sign up as Student"
              onClick={close}
            />
            <NavLink
              component={Link}
              to={paths.signupMentor.href()}
              label="Sign up as Mentor"
              onClick={close}
            />
          </>
        )}
        {session.status === "signedIn" && (
          <>
            {/* Who is signed in is information, not a control: plain text at full contrast. */}
            <Box px="sm" py={8}>
              <Text size="sm">{session.email}</Text>
              <Text size="xs" c="dimmed">
                Signed in
              </Text>
            </Box>
            <NavLink
              component={Link}
              to={dashboardPathFor(session)}
              label={dashboardLabelFor(session)}
              onClick={close}
            />
            <NavLink
              component={Link}
              to={paths.notifications.href()}
              label="Notifications"
              active={location.pathname === paths.notifications.href()}
              onClick={close}
            />
            <NavLink
              component={Link}
              to={paths.notificationSettings.href()}
              label="Notification settings"
              active={location.pathname === paths.notificationSettings.href()}
              onClick={close}
            />
            <NavLink
              component={Link}
              to={paths.accountSettings.href()}
              label="Your data and account"
              active={location.pathname === paths.accountSettings.href()}
              onClick={close}
            />
            <NavLink
              component="button"
              label="Logout"
              onClick={() => {
                close();
                void signOut();
              }}
            />
          </>
        )}
      </Stack>
    </Drawer>
  );
}
