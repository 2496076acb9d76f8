import { Button, Group, Text } from "@mantine/core";
import { Component, type ReactNode } from "react";
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

export class QueryBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    // For developers only; the reader sees the message below.
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Group gap="sm" role="alert">
        <FailureText>{this.props.message}</FailureText>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => this.setState({ failed: false })}
        >
          Try again
        </Button>
      </Group>
    );
  }
}
