import { Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { useDangerColor } from "./useDangerColor";

type Props = { message: string; children: ReactNode };

/**
 * Convex queries throw their failures to the nearest error boundary: this one
 * keeps a failed part of a screen from taking the whole page down, and says
 * what failed (spec §8, e.g. "Error loading categories").
 */
function FailureText({ children }: { children: ReactNode }) {
  return (
    <Text c={useDangerColor()} fw={600}>
      {children}
    </Text>
  );
}

/** For developers only; the reader sees the message. */
function logFailure(error: unknown) {
  console.error(error);
}

export function QueryBoundary({ message, children }: Props) {
  return (
    <ErrorBoundary
      onError={logFailure}
      fallbackRender={({ resetErrorBoundary }) => (
        <Group gap="sm" role="alert">
          <FailureText>{message}</FailureText>
          <Button
            size="compact-sm"
            variant="default"
            onClick={resetErrorBoundary}
          >
            Try again
          </Button>
        </Group>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
