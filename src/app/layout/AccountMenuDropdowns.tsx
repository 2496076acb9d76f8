import { Menu, Text } from "@mantine/core";
import {
  IconBellCog,
  IconUserCog,
  IconLayoutDashboard,
  IconLogout,
  IconUserPlus,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { useSignOut } from "../../lib/useSignOut";
import {
  dashboardLabelFor,
  dashboardPathFor,
  type Session,
} from "../../lib/session";

/**
 * Opened on mount. The menu must own only menu items (and groups, labels,
 * separators): Mantine's focus placeholder is a focusable element without a
 * role, so it is left out.
 */
const menuProps = {
  position: "bottom-end",
  withinPortal: true,
  defaultOpened: true,
  withInitialFocusPlaceholder: false,
} as const;

/** Opened on mount: it replaces its button the moment a visitor first clicks it. */
export function SignupMenu({
  trigger,
  onClose,
}: {
  trigger: ReactNode;
  onClose: () => void;
}) {
  return (
    <Menu {...menuProps} onClose={onClose}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.signupStudent.href()}
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          Sign up as Student
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.signupMentor.href()}
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          Sign up as Mentor
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.signupParent.href()}
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          Sign up as Parent
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function UserMenu({
  trigger,
  onClose,
  session,
}: {
  trigger: ReactNode;
  onClose: () => void;
  session: Extract<Session, { status: "signedIn" }>;
}) {
  const signOut = useSignOut();
  return (
    <Menu {...menuProps} onClose={onClose}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {session.email}
          </Text>
        </Menu.Label>
        {session.parents && session.parents.length > 0 && (
          <Menu.Label>
            <Text fz="xs" style={{ overflowWrap: "anywhere" }}>
              Parent or guardian: {session.parents.join(", ")}
            </Text>
          </Menu.Label>
        )}
        <Menu.Item
          component={Link}
          to={dashboardPathFor(session)}
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
        >
          {dashboardLabelFor(session)}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.notificationSettings.href()}
          leftSection={<IconBellCog size={16} aria-hidden />}
        >
          Notification settings
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.accountSettings.href()}
          leftSection={<IconUserCog size={16} aria-hidden />}
        >
          Your data and account
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={signOut}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
