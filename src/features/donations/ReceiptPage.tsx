import { Text } from "@mantine/core";
import { useParams } from "react-router-dom";
import { ReceiptView } from "../../components/payments/ReceiptView";
import { paths } from "../../config/paths";
import { formatDate, formatRupees } from "../../lib/format";
import { useReceipt } from "./useDonations";

/** A donation's receipt, printable; reached by its unguessable link. */
export function ReceiptPage() {
  const { receipt: key = "" } = useParams();
  const receipt = useReceipt(key);
  const org = receipt?.organisation;
  return (
    <ReceiptView
      pageTitle="Donation receipt"
      heading="Donation receipt"
      notFound={{
        text: "This receipt link is not valid. Check the link in your receipt e-mail.",
        linkLabel: "Back to donations",
        to: paths.donations.href(),
      }}
      receipt={
        receipt &&
        org && {
          seller: (
            <>
              <Text fw={600}>{org.name}</Text>
              {org.address && <Text c="dimmed">{org.address}</Text>}
            </>
          ),
          testTitle: receipt.test ? "Test donation" : null,
          rows: [
            { label: "Receipt number", value: receipt.receiptNumber },
            { label: "Date", value: formatDate(receipt.createdAt) },
            { label: "Received from", value: receipt.donorName },
            { label: "Amount", value: formatRupees(receipt.amountPaise) },
            { label: "Amount in words", value: receipt.amountWords },
            { label: "Payment reference", value: receipt.paymentId },
            ...(org.registrationNumber
              ? [
                  {
                    label: "Registration number",
                    value: org.registrationNumber,
                  },
                ]
              : []),
            ...(org.eightyGNumber
              ? [{ label: "80G approval number", value: org.eightyGNumber }]
              : []),
            ...(org.pan ? [{ label: "PAN", value: org.pan }] : []),
          ],
          footer: (
            <Text c="dimmed" fz="sm">
              Thank you for supporting free learning for students across India.
            </Text>
          ),
        }
      }
    />
  );
}
