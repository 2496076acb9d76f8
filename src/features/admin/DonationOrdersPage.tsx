import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload } from "@tabler/icons-react";
import { useConvex, usePaginatedQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { ORDERS_PAGE } from "@convex/donations/rules";
import { QueryBoundary } from "../../components/QueryBoundary";
import { formatNumber, formatRupees } from "../../lib/format";
import { StaffPage } from "./queue";
import { ordersCsv, type OrderRow } from "./donationOrdersCsv";

type Status = "created" | "paid" | "failed";
type Mode = "razorpay" | "test";

const STATUS_OPTIONS = [
  { value: "created", label: "Waiting for payment" },
  { value: "paid", label: "Paid" },
  { value: "failed", label: "Failed" },
];
const MODE_OPTIONS = [
  { value: "razorpay", label: "Razorpay" },
  { value: "test", label: "Test mode" },
];
const STATUS_LABEL: Record<Status, string> = {
  created: "Waiting",
  paid: "Paid",
  failed: "Failed",
};

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** Donations (admins only): every order, its status and payment, with a CSV export. */
export function DonationOrdersPage() {
  const [status, setStatus] = useState<Status | null>(null);
  const [mode, setMode] = useState<Mode | null>(null);
  return (
    <StaffPage
      title="Donations"
      intro="Every donation order, newest first: waiting for payment, paid (with its receipt) and failed. Only payments the server verified count as paid."
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Status"
          placeholder="All statuses"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => setStatus(v as Status | null)}
          clearable
          w={{ base: "100%", xs: 220 }}
        />
        <Select
          label="Mode"
          placeholder="All modes"
          data={MODE_OPTIONS}
          value={mode}
          onChange={(v) => setMode(v as Mode | null)}
          clearable
          w={{ base: "100%", xs: 180 }}
        />
        <ExportButton status={status} mode={mode} />
      </Group>
      <QueryBoundary message="Failed to load donations">
        <OrderList status={status} mode={mode} />
      </QueryBoundary>
    </StaffPage>
  );
}

function filters(status: Status | null, mode: Mode | null) {
  return { ...(status ? { status } : {}), ...(mode ? { mode } : {}) };
}

/** Reads every page of the current filter and downloads it as CSV. */
function ExportButton({
  status,
  mode,
}: {
  status: Status | null;
  mode: Mode | null;
}) {
  const convex = useConvex();
  const [busy, setBusy] = useState(false);
  async function exportCsv() {
    setBusy(true);
    try {
      const rows: OrderRow[] = [];
      let cursor: string | null = null;
      for (;;) {
        const page: {
          page: OrderRow[];
          isDone: boolean;
          continueCursor: string;
        } = await convex.query(api.donations.staff.orders, {
          paginationOpts: { cursor, numItems: ORDERS_PAGE },
          ...filters(status, mode),
        });
        rows.push(...page.page);
        if (page.isDone) break;
        cursor = page.continueCursor;
      }
      const url = URL.createObjectURL(
        new Blob([ordersCsv(rows)], { type: "text/csv;charset=utf-8" }),
      );
      const link = document.createElement("a");
      link.href = url;
      link.download = `donations-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      notifications.show({
        color: "red",
        title: "Error",
        message: "Failed to export donations. Please try again.",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={busy}
      onClick={() => void exportCsv()}
    >
      Export CSV
    </Button>
  );
}

function OrderList({
  status,
  mode,
}: {
  status: Status | null;
  mode: Mode | null;
}) {
  const {
    results,
    status: loading,
    loadMore,
  } = usePaginatedQuery(api.donations.staff.orders, filters(status, mode), {
    initialNumItems: ORDERS_PAGE,
  });
  if (loading === "LoadingFirstPage")
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label="Loading donations" />
      </Center>
    );
  return (
    <Stack gap="md">
      <Text fw={600} aria-live="polite">
        Showing {formatNumber(results.length)}
        {loading === "Exhausted" ? "" : "+"}
      </Text>
      {results.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>No donations match these filters.</Text>
        </Paper>
      ) : (
        <Paper
          withBorder
          style={{ overflowX: "auto" }}
          // On a narrow screen the table scrolls sideways: reachable by keyboard.
          tabIndex={0}
          role="region"
          aria-label="Donation orders, scrolls sideways"
        >
          <Table striped verticalSpacing="xs" aria-label="Donation orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Time (IST)</Table.Th>
                <Table.Th scope="col">Donor</Table.Th>
                <Table.Th scope="col">Amount</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Receipt</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((o) => (
                <Table.Tr key={o.orderId}>
                  <Table.Td>{timeFormat.format(o.createdAt)}</Table.Td>
                  <Table.Td>
                    <Text>{o.donorName}</Text>
                    {o.email && (
                      <Text
                        c="dimmed"
                        fz="sm"
                        style={{ overflowWrap: "anywhere" }}
                      >
                        {o.email}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatRupees(o.amountPaise)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="light">{STATUS_LABEL[o.status]}</Badge>
                      {o.mode === "test" && (
                        <Badge variant="outline">Test</Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{o.receiptNumber ?? "—"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {loading !== "Exhausted" && (
        <Group justify="center">
          <Button
            variant="default"
            loading={loading === "LoadingMore"}
            onClick={() => loadMore(ORDERS_PAGE)}
          >
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
