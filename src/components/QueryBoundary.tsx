import { Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { RetryButton, logRenderFailure } from "./RetryButton";
import { useDangerColor } from "../lib/useDangerColor";

type Props = { message: string; children: ReactNode };

/**
 * Convex queries throw their failures to the nearest error boundary: this one
 * keeps a failed part of a screen from taking the whole page down, and says
 * what failed (e.g. "Error loading categories"; docs/product.md "Messages
 * people see").
 */
function FailureText({ children }: { children: ReactNode }) {
  return (
    <Text c={useDangerColor()} fw={600}>
      {children}
    </Text>
  );
}

export function QueryBoundary({ message, children }: Props) {
  return (
    <ErrorBoundary
      onError={logRenderFailure}
      fallbackRender={({ resetErrorBoundary }) => (
        <Group gap="sm" role="alert">
          <FailureText>{message}</FailureText>
          <RetryButton onClick={resetErrorBoundary} />
        </Group>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
