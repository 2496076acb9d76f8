import { ActionIcon } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { lazy, Suspense, useState, type ReactElement } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { logRenderFailure } from "../../components/RetryButton";
import classes from "./NotificationBell.module.css";
import { useUnreadCount } from "./useUnreadCount";

// The panel (its list, the popover and its positioning library) loads when a
// member first reaches for the bell: the header is on every first page.
const loadPopover = () => import("./NoticePopover");
const NoticePopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.NoticePopover })),
);

type TriggerProps = {
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/** The header's bell for signed-in members: the unread count, live, and the latest notices on click. */
export function NotificationBell() {
  // A failed count must not take the header (and so the page) down with it.
  return (
    <ErrorBoundary fallback={null} onError={logRenderFailure}>
      <Bell />
    </ErrorBoundary>
  );
}

function Bell() {
  const count = useUnreadCount();
  const [wanted, setWanted] = useState(false);
  const shown = count && count.unread > 0 ? count.shown : null;

  const trigger = (props: TriggerProps): ReactElement => (
    <ActionIcon
      variant="default"
      size="lg"
      className={classes.bell}
      aria-label={
        shown === null ? "Notifications" : `Notifications, ${shown} unread`
      }
      {...props}
    >
      <IconBell size={18} aria-hidden />
      {shown !== null && (
        <span className={classes.count} aria-hidden>
          {shown}
        </span>
      )}
    </ActionIcon>
  );

  // Until the first click, the bell is a plain button; then the popover takes
  // it over (as its target), opened.
  const placeholder = trigger({
    "aria-haspopup": "dialog",
    "aria-expanded": false,
    onClick: () => setWanted(true),
    onPointerEnter: () => void loadPopover(),
    onFocus: () => void loadPopover(),
  });
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NoticePopover trigger={trigger} />
    </Suspense>
  );
}
