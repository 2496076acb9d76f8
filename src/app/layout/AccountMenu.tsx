import { Button, Group, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconUser } from "@tabler/icons-react";
import { lazy, Suspense, useState, type ReactNode, type Ref } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import type { Session } from "../../lib/session";

// The dropdown (and its positioning library) loads when a visitor first reaches for it,
// keeping it off the critical path of every first page view.
const loadMenus = () => import("./AccountMenuDropdowns");
const SignupMenu = lazy(() =>
  loadMenus().then((m) => ({ default: m.SignupMenu })),
);
const UserMenu = lazy(() => loadMenus().then((m) => ({ default: m.UserMenu })));

/** Login and Get Started for visitors; the e-mail menu for signed-in users. */
export function AccountMenu({ session }: { session: Session }) {
  if (session.status === "loading") return null;
  if (session.status === "signedOut") {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to={paths.login.href()} variant="subtle">
          Login
        </Button>
        <DeferredMenu
          trigger={(props) => (
            <Button
              rightSection={<IconChevronDown size={16} aria-hidden />}
              {...props}
            >
              Get Started
            </Button>
          )}
          menu={(trigger, onClose) => (
            <SignupMenu trigger={trigger} onClose={onClose} />
          )}
        />
      </Group>
    );
  }
  return (
    <DeferredMenu
      trigger={(props) => (
        <UnstyledButton
          aria-label={`Account menu for ${session.email}`}
          {...props}
        >
          <Group gap={6} wrap="nowrap">
            <ThemeIcon size={32} radius="xl" color="brand" variant="light">
              <IconUser size={18} aria-hidden />
            </ThemeIcon>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      )}
      menu={(trigger, onClose) => (
        <UserMenu trigger={trigger} onClose={onClose} session={session} />
      )}
    />
  );
}

type TriggerProps = {
  ref?: Ref<HTMLButtonElement>;
  "aria-haspopup": "menu";
  "aria-expanded"?: boolean;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/**
 * Shows the menu's button at once and swaps in the real menu, opened, on the
 * first click. Hovering or focusing the button starts the download early.
 * The real menu's button is a new element, so the menu cannot hand focus back
 * to the button it was opened from: closing it returns focus to its button
 * unless focus has already moved somewhere else (a clicked control, a new
 * page's heading).
 */
function DeferredMenu({
  trigger,
  menu,
}: {
  trigger: (props: TriggerProps) => ReactNode;
  menu: (trigger: ReactNode, onClose: () => void) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const returnFocus = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      const lost =
        !active ||
        active === document.body ||
        !active.isConnected ||
        active.closest("[role=menu]") !== null;
      if (lost) button?.focus();
    });
  const placeholder = trigger({
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onClick: () => setWanted(true),
    onPointerEnter: () => void loadMenus(),
    onFocus: () => void loadMenus(),
  });
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {menu(trigger({ "aria-haspopup": "menu", ref: setButton }), returnFocus)}
    </Suspense>
  );
}
