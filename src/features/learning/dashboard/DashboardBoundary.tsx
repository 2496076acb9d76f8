import { Alert, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { RetryButton, logRenderFailure } from "../../../components/RetryButton";

type Props = {
  /** The failure's title and text ("Error" / "Failed to load profile."). */
  title: string;
  message: string;
  /** Shown above the failure, e.g. the page's heading, so the page keeps its outline. */
  header?: ReactNode;
  children: ReactNode;
};

/**
 * Convex queries throw their failures to the nearest error boundary: this one
 * keeps a failed part of the dashboard from taking the page down, says what
 * failed and offers to try again (which subscribes afresh).
 */
export function DashboardBoundary({ title, message, header, children }: Props) {
  return (
    <ErrorBoundary
      onError={logRenderFailure}
      fallbackRender={({ resetErrorBoundary }) => (
        <Stack gap="md">
          {header}
          <Alert
            role="alert"
            color="red"
            variant="light"
            title={title}
            icon={<IconAlertTriangle aria-hidden />}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{message}</Text>
              <RetryButton onClick={resetErrorBoundary} />
            </Stack>
          </Alert>
        </Stack>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
