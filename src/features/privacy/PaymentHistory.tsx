import { Anchor, Card, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { PageLoader } from "../../components/PageLoader";
import { paths } from "../../config/paths";
import { formatDate, formatRupees } from "../../lib/format";

/**
 * The member's plan payments (those they made, and a student's made for
 * them), newest first, each with its receipt. Nothing is shown to a member
 * with none and no reason to have any (mentors, staff).
 */
export function PaymentHistory() {
  const payments = useQuery(api.pricing.purchases.history, {});
  if (payments === undefined)
    return <PageLoader label="Loading your payments" />;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Plan payments
        </Title>
        {payments.length === 0 ? (
          <Text c="dimmed">No plan payments yet.</Text>
        ) : (
          <div style={{ overflowX: "auto" }}>
            <Table aria-label="Plan payments" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Receipt</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.map((p) => (
                  <Table.Tr key={p.receipt}>
                    <Table.Td>{formatDate(p.createdAt)}</Table.Td>
                    <Table.Td>
                      {p.planName} for {p.studentName}
                      <Text size="xs" c="dimmed">
                        Paid by {p.payerName}
                        {p.test ? " · test" : ""}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatRupees(p.amountPaise)}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.planReceipt.href(p.receipt)}
                      >
                        {p.receiptNumber}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
    </Card>
  );
}
