import {
  Alert,
  Anchor,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { Link, useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { paths } from "../../config/paths";
import { formatDate, formatRupees } from "../../lib/format";

/**
 * A plan payment's receipt, printable: shown to the payer and to the
 * student it was for (it names both), to nobody else.
 */
export function PlanReceiptPage() {
  const { receipt: key = "" } = useParams();
  const receipt = useQuery(api.pricing.purchases.receipt, { receipt: key });
  return (
    <Container size="sm" py="xl">
      <title>Plan receipt · VidyaQuest</title>
      {receipt === undefined ? (
        <Skeleton h={420} />
      ) : receipt === null ? (
        <Stack gap="sm">
          <Title order={1}>Receipt not found</Title>
          <Text>
            This receipt is not one of yours. Your receipts are listed in your
            account settings.
          </Text>
          <Anchor component={Link} to={paths.accountSettings.href()}>
            Go to account settings
          </Anchor>
        </Stack>
      ) : (
        <Paper withBorder p="xl">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Title order={1} fz="h2">
                  Plan receipt
                </Title>
                <Text fw={600}>{receipt.seller}</Text>
              </Stack>
              <Button
                variant="default"
                leftSection={<IconPrinter size={18} aria-hidden />}
                onClick={() => window.print()}
                className="no-print"
              >
                Print
              </Button>
            </Group>
            {receipt.test && (
              <Alert title="Test payment">
                Made in test mode: no money moved.
              </Alert>
            )}
            <Divider />
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                <Row label="Receipt number" value={receipt.receiptNumber} />
                <Row label="Date" value={formatDate(receipt.createdAt)} />
                <Row label="Paid by" value={receipt.payerName} />
                <Row label="For student" value={receipt.studentName} />
                <Row label="Plan" value={receipt.planName} />
                <Row
                  label="Period"
                  value={`${formatDate(receipt.periodStart)} to ${formatDate(receipt.periodEnd)}`}
                />
                <Row label="Amount" value={formatRupees(receipt.amountPaise)} />
                <Row label="Amount in words" value={receipt.amountWords} />
                <Row label="Payment reference" value={receipt.paymentId} />
              </Table.Tbody>
            </Table>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={180}>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
    </Table.Tr>
  );
}
