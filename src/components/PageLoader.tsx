import { Center, Loader } from "@mantine/core";

/** The spinner a page shows while its data loads; `label` is what screen readers hear. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Loader aria-label={label} />
    </Center>
  );
}
