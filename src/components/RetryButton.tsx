import { Button } from "@mantine/core";

/** "Try again" in an error boundary's fallback: resetting it subscribes afresh. */
export function RetryButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="compact-sm" variant="default" onClick={onClick}>
      Try again
    </Button>
  );
}

/** An error boundary's `onError`: for developers only; the reader sees the fallback's words. */
export function logRenderFailure(error: unknown) {
  console.error(error);
}
