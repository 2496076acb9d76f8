import { Box, Burger, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useRef } from "react";
import { NavLink as RouterNavLink } from "react-router-dom";
import { dashboardPathFor, useSession } from "../../lib/session";
import { AccountMenu } from "./AccountMenu";
import { ColorSchemeToggle } from "./ColorSchemeToggle";
import classes from "./Header.module.css";
import { Logo } from "./Logo";
import { navFor } from "./navItems";

// The bell (its live unread count and the backend client it reads through)
// loads for members only; a box of its size holds its place meanwhile.
const NotificationBell = lazy(() =>
  import("../../features/notifications/NotificationBell").then((m) => ({
    default: m.NotificationBell,
  })),
);

// The mobile menu's drawer (focus trap, scroll lock, overlay) loads when first opened.
const MobileMenu = lazy(() =>
  import("./MobileMenu").then((m) => ({ default: m.MobileMenu })),
);

export function Header() {
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
  // The drawer unmounts as it closes, so it cannot hand focus back itself:
  // dismissing it (Escape, its close button, the overlay) returns focus to
  // the button that opened it. Following one of its links does not: the new
  // page's heading takes focus instead.
  const dismiss = () => {
    close();
    burger.current?.focus();
  };
  const dashboardHref =
    session.status === "signedIn" ? dashboardPathFor(session) : null;
  const items = navFor(dashboardHref);

  return (
    <Box component="header" className={classes.header}>
      <Group
        h="100%"
        px="md"
        justify="space-between"
        wrap="nowrap"
        maw={1280}
        mx="auto"
      >
        <Logo />
        <Group
          component="nav"
          aria-label="Main"
          gap={4}
          visibleFrom="lg"
          wrap="nowrap"
        >
          {items.map((item) => (
            <RouterNavLink
              key={item.href}
              to={item.href}
              className={classes.link}
            >
              {item.label}
            </RouterNavLink>
          ))}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ColorSchemeToggle />
          {session.status === "signedIn" && (
            <Suspense fallback={<Box w={34} h={34} />}>
              <NotificationBell />
            </Suspense>
          )}
          <Box visibleFrom="lg">
            <AccountMenu session={session} />
          </Box>
          <Burger
            ref={burger}
            opened={opened}
            onClick={toggle}
            hiddenFrom="lg"
            aria-label={opened ? "Close menu" : "Open menu"}
            aria-expanded={opened}
            aria-controls={opened ? "mobile-menu" : undefined}
          />
        </Group>
      </Group>

      {opened && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={opened}
            onClose={close}
            onDismiss={dismiss}
            items={items}
            session={session}
          />
        </Suspense>
      )}
    </Box>
  );
}
