import { Center, Loader } from "@mantine/core";

/**
 * The spinner a page shows while its data loads; `label` is what screen
 * readers hear. `fillScreen` keeps what follows (the footer) below the fold
 * until the page arrives, so its arrival shifts nothing in view.
 */
export function PageLoader({
  label,
  fillScreen = false,
}: {
  label: string;
  fillScreen?: boolean;
}) {
  return (
    <Center py={80} mih={fillScreen ? "100vh" : undefined}>
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
