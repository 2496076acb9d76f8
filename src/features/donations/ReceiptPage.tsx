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
import { Link, useParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { formatDate, formatRupees } from "../../lib/format";
import { useReceipt } from "./useDonations";

/** A donation's receipt, printable; reached by its unguessable link. */
export function ReceiptPage() {
  const { receipt: key = "" } = useParams();
  const receipt = useReceipt(key);
  return (
    <Container size="sm" py="xl">
      <title>Donation receipt · VidyaQuest</title>
      {receipt === undefined ? (
        <Skeleton h={420} />
      ) : receipt === null ? (
        <Stack gap="sm">
          <Title order={1}>Receipt not found</Title>
          <Text>
            This receipt link is not valid. Check the link in your receipt
            e-mail.
          </Text>
          <Anchor component={Link} to={paths.donations.href()}>
            Back to donations
          </Anchor>
        </Stack>
      ) : (
        <Paper withBorder p="xl">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Title order={1} fz="h2">
                  Donation receipt
                </Title>
                <Text fw={600}>{receipt.organisation.name}</Text>
                {receipt.organisation.address && (
                  <Text c="dimmed">{receipt.organisation.address}</Text>
                )}
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
              <Alert title="Test donation">
                Made in test mode: no money moved.
              </Alert>
            )}
            <Divider />
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                <Row label="Receipt number" value={receipt.receiptNumber} />
                <Row label="Date" value={formatDate(receipt.createdAt)} />
                <Row label="Received from" value={receipt.donorName} />
                <Row label="Amount" value={formatRupees(receipt.amountPaise)} />
                <Row label="Amount in words" value={receipt.amountWords} />
                <Row label="Payment reference" value={receipt.paymentId} />
                {receipt.organisation.registrationNumber && (
                  <Row
                    label="Registration number"
                    value={receipt.organisation.registrationNumber}
                  />
                )}
                {receipt.organisation.eightyGNumber && (
                  <Row
                    label="80G approval number"
                    value={receipt.organisation.eightyGNumber}
                  />
                )}
                {receipt.organisation.pan && (
                  <Row label="PAN" value={receipt.organisation.pan} />
                )}
              </Table.Tbody>
            </Table>
            <Text c="dimmed" fz="sm">
              Thank you for supporting free learning for students across India.
            </Text>
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
