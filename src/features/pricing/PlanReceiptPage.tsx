import { Text } from "@mantine/core";
import { useQuery } from "convex/react";
import { useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { ReceiptView } from "../../components/payments/ReceiptView";
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
    <ReceiptView
      pageTitle="Plan receipt"
      heading="Plan receipt"
      notFound={{
        text: "This receipt is not one of yours. Your receipts are listed in your account settings.",
        linkLabel: "Go to account settings",
        to: paths.accountSettings.href(),
      }}
      receipt={
        receipt && {
          seller: <Text fw={600}>{receipt.seller}</Text>,
          testTitle: receipt.test ? "Test payment" : null,
          rows: [
            { label: "Receipt number", value: receipt.receiptNumber },
            { label: "Date", value: formatDate(receipt.createdAt) },
            { label: "Paid by", value: receipt.payerName },
            { label: "For student", value: receipt.studentName },
            { label: "Plan", value: receipt.planName },
            {
              label: "Period",
              value: `${formatDate(receipt.periodStart)} to ${formatDate(receipt.periodEnd)}`,
            },
            { label: "Amount", value: formatRupees(receipt.amountPaise) },
            { label: "Amount in words", value: receipt.amountWords },
            { label: "Payment reference", value: receipt.paymentId },
          ],
        }
      }
    />
  );
}
