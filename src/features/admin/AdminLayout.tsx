import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  NavLink,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  IconActivity,
  IconHeartHandshake,
  IconFlag,
  IconLayoutDashboard,
  IconLogout,
  IconFiles,
  IconUserCheck,
  IconUsers,
} from "@tabler/icons-react";
import { Link, Navigate, Outlet, useLocation } from "react-router-dom";
import { PageLoader } from "../../components/PageLoader";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session";
import { useSignOut } from "../../lib/useSignOut";

const sections = [
  {
    label: "Dashboard",
    href: paths.admin.root.href(),
    icon: IconLayoutDashboard,
    adminOnly: false,
  },
  {
    label: "Content Management",
    href: paths.admin.content.href(),
    icon: IconFiles,
    adminOnly: false,
  },
  {
    label: "User Activity",
    href: paths.admin.activity.href(),
    icon: IconActivity,
    adminOnly: true,
  },
  {
    label: "Staff & Users",
    href: paths.admin.users.href(),
    icon: IconUsers,
    adminOnly: true,
  },
  {
    label: "Donations",
    href: paths.admin.donations.href(),
    icon: IconHeartHandshake,
    adminOnly: true,
  },
  {
    label: "Report Management",
    href: paths.admin.reports.href(),
    icon: IconFlag,
    adminOnly: false,
  },
  {
    label: "Mentor Applications",
    href: paths.admin.applications.href(),
    icon: IconUserCheck,
    adminOnly: false,
  },
];

/** The admin area: staff only; User Activity, Staff & Users and Donations for admins only. */
export function AdminLayout() {
  const session = useSession();
  const signOut = useSignOut();
  const { pathname } = useLocation();

  if (session.status === "loading") return <PageLoader label="Loading page" />;
  if (session.status === "signedOut") return <Navigate to="/" replace />;
  if (!session.staffRole) return <AccessDenied />;
  const isAdmin = session.staffRole === "admin";
  if (
    !isAdmin &&
    (pathname.startsWith(paths.admin.activity.href()) ||
      pathname.startsWith(paths.admin.users.href()) ||
      pathname.startsWith(paths.admin.donations.href()))
  ) {
    return <Navigate to={paths.admin.root.href()} replace />;
  }

  return (
    <Container size="xl" py="lg">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Paper withBorder p="sm" w={{ base: "100%", sm: 240 }}>
          <Stack gap={4} component="nav" aria-label="Admin">
            <Group justify="space-between" px="xs" pb="xs">
              <Text fw={800}>Admin</Text>
              <Badge variant="light">{isAdmin ? "Admin" : "Moderator"}</Badge>
            </Group>
            {sections
              .filter((s) => isAdmin || !s.adminOnly)
              .map((s) => (
                <NavLink
                  key={s.href}
                  component={Link}
                  to={s.href}
                  label={s.label}
                  leftSection={<s.icon size={18} aria-hidden />}
                  active={
                    s.href === paths.admin.root.href()
                      ? pathname === s.href
                      : pathname.startsWith(s.href)
                  }
                />
              ))}
            <NavLink
              component="button"
              label="Logout"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={() => void signOut()}
            />
          </Stack>
        </Paper>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Group>
    </Container>
  );
}

function AccessDenied() {
  return (
    <Container size="sm" py={96}>
      <title>Access Denied · VidyaQuest</title>
      <Stack align="center" ta="center">
        <Title order={1}>Access Denied</Title>
        <Text c="dimmed">
          The admin area is only for moderators and administrators.
        </Text>
        <Button component={Link} to="/">
          Go to Home
        </Button>
      </Stack>
    </Container>
  );
}
