import { Group, Popover, Text } from "@mantine/core";
import { useCallback, useId, useState, type ReactElement } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { logRenderFailure, RetryButton } from "../../components/RetryButton";
import { NoticePanel } from "./NoticePanel";

/**
 * The bell's panel, in the chunk loaded on the first click: opened at once
 * (the click that loaded it asked for it), with the bell as its target.
 */
export function NoticePopover({
  trigger,
}: {
  /** The bell, given what opens and closes the panel. */
  trigger: (props: { onClick: () => void }) => ReactElement;
}) {
  const [opened, setOpened] = useState(true);
  const close = useCallback(() => setOpened(false), []);
  const headingId = useId();
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      trapFocus
      returnFocus
    >
      {/* Controlled: the target's click is ours to handle. */}
      <Popover.Target>
        {trigger({ onClick: () => setOpened((open) => !open) })}
      </Popover.Target>
      <Popover.Dropdown
        p={0}
        maw="calc(100vw - 16px)"
        aria-labelledby={headingId}
      >
        <ErrorBoundary
          onError={logRenderFailure}
          fallbackRender={({ resetErrorBoundary }) => (
            <Group gap="sm" p="md" role="alert">
              <Text fw={600}>Error loading notifications</Text>
              <RetryButton onClick={resetErrorBoundary} />
            </Group>
          )}
        >
          <NoticePanel headingId={headingId} onDone={close} />
        </ErrorBoundary>
      </Popover.Dropdown>
    </Popover>
  );
}
