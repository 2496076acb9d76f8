import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { formatDate, formatRupees } from "../../lib/format";
import { useSession } from "../../lib/session";
import { useMyReceipts } from "./useDonations";

/** The signed-in member's own donations, each with its receipt. */
export function MyReceipts() {
  const signedIn = useSession().status === "signedIn";
  const mine = useMyReceipts(signedIn);
  if (!mine || mine.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Your donations
        </Title>
        {mine.map((d) => (
          <Group key={d.receipt} justify="space-between" gap="sm">
            <Text>
              {formatRupees(d.amountPaise)} · {formatDate(d.createdAt)}
            </Text>
            <Anchor component={Link} to={paths.donationReceipt.href(d.receipt)}>
              Receipt {d.receiptNumber}
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
