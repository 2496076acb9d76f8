import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Component, type ReactNode } from "react";

type Props = {
  /** The failure's title and text (spec §8: "Error" / "Failed to load profile."). */
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
export class DashboardBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    // For developers only; the student sees the message below.
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack gap="md">
        {this.props.header}
        <Alert
          role="alert"
          color="red"
          variant="light"
          title={this.props.title}
          icon={<IconAlertTriangle aria-hidden />}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{this.props.message}</Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => this.setState({ failed: false })}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
}
