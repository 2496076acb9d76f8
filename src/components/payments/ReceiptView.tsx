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
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** One line of a receipt: what it is and its value. */
export type ReceiptRow = { label: string; value: string };

/**
 * A printable payment receipt (a donation's or a plan's): while loading a
 * skeleton, when not found the page's own explanation and a way back, else
 * the heading, the seller, a test-mode notice and the rows in order.
 */
export function ReceiptView({
  pageTitle,
  heading,
  receipt,
  notFound,
}: {
  pageTitle: string;
  heading: string;
  /** undefined while loading, null when not found. */
  receipt:
    | {
        seller: ReactNode;
        /** The test-mode notice's title; null for a real payment. */
        testTitle: string | null;
        rows: ReceiptRow[];
        footer?: ReactNode;
      }
    | null
    | undefined;
  notFound: { text: string; linkLabel: string; to: string };
}) {
  return (
    <Container size="sm" py="xl">
      <title>{`${pageTitle} · VidyaQuest`}</title>
      {receipt === undefined ? (
        <Skeleton h={420} />
      ) : receipt === null ? (
        <Stack gap="sm">
          <Title order={1}>Receipt not found</Title>
          <Text>{notFound.text}</Text>
          <Anchor component={Link} to={notFound.to}>
            {notFound.linkLabel}
          </Anchor>
        </Stack>
      ) : (
        <Paper withBorder p="xl">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Title order={1} fz="h2">
                  {heading}
                </Title>
                {receipt.seller}
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
            {receipt.testTitle !== null && (
              <Alert title={receipt.testTitle}>
                Made in test mode: no money moved.
              </Alert>
            )}
            <Divider />
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                {receipt.rows.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th w={180}>{row.label}</Table.Th>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>
                      {row.value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {receipt.footer}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
