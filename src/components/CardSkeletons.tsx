import {
  Card,
  SimpleGrid,
  Skeleton,
  Stack,
  VisuallyHidden,
} from "@mantine/core";

/**
 * Three placeholder cards in the grid the cards will fill, while a list
 * loads; screen readers hear `label` once instead of the shapes.
 */
export function CardSkeletons({
  label,
  widths,
}: {
  label: string;
  /** The lines of text a card will have, as widths ("60%"). */
  widths: string[];
}) {
  return (
    <>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Card key={i} padding="lg">
            <Stack gap="sm">
              {widths.map((width, line) => (
                <Skeleton
                  key={line}
                  height={line === 0 ? 14 : 12}
                  width={width}
                />
              ))}
              <Skeleton height={72} />
              <Skeleton height={36} width={140} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
