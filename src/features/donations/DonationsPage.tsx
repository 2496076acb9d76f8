import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { QueryBoundary } from "../../components/QueryBoundary";
import { DonationForm } from "./DonationForm";
import { DonationHistory } from "./DonationHistory";
import { ImpactFigures } from "./ImpactFigures";
import { MyReceipts } from "./MyReceipts";

/** /donations: our impact, the form, and the latest donations with the total raised. */
export function DonationsPage() {
  return (
    <Container size="lg" py="xl">
      <title>Donate · VidyaQuest</title>
      <Stack gap="xl">
        <Stack gap="xs" ta="center" align="center">
          <Title order={1}>Donate</Title>
          <Text c="dimmed" maw={640}>
            Support free learning: your gift keeps lessons, tests and mentoring
            free for students across India.
          </Text>
        </Stack>
        <QueryBoundary message="Failed to load our impact">
          <ImpactFigures />
        </QueryBoundary>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="lg">
            <QueryBoundary message="Failed to process donation. Please try again.">
              <DonationForm />
            </QueryBoundary>
            <QueryBoundary message="Failed to load your donations">
              <MyReceipts />
            </QueryBoundary>
          </Stack>
          <QueryBoundary message="Failed to load donation history">
            <DonationHistory />
          </QueryBoundary>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
