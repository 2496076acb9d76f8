import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconFlask } from "@tabler/icons-react";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { formatRupees } from "../../lib/format";

export type TestOrder = { orderId: string; amountPaise: number };
export type TestPayment = {
  orderId: string;
  paymentId: string;
  signature: string;
};

/** What the test payment is recorded as, in the dialog's words. */
const RECORDED_AS = {
  donation: "The donation is recorded as a test donation.",
  plan: "The plan is given as a test payment.",
};

/**
 * The offline test gateway's checkout, in place of Razorpay's (for a
 * donation or a plan): it says plainly that no money moves, and pays or
 * fails the order at the test gateway, whose signed answer the server then
 * verifies as Razorpay's.
 */
export function TestCheckoutDialog({
  order,
  purpose = "donation",
  onPaid,
  onFailed,
  onClose,
}: {
  order: TestOrder | null;
  purpose?: "donation" | "plan";
  onPaid: (payment: TestPayment) => Promise<void>;
  onFailed: () => void;
  onClose: () => void;
}) {
  const checkout = useMutation(api.payments.testGateway.checkout);
  const [busy, setBusy] = useState<"pay" | "fail" | null>(null);

  async function run(outcome: "pay" | "fail") {
    if (!order) return;
    setBusy(outcome);
    try {
      const answer = await checkout({ orderId: order.orderId, outcome });
      if (answer.ok)
        await onPaid({
          orderId: answer.orderId,
          paymentId: answer.paymentId,
          signature: answer.signature,
        });
      else onFailed();
    } catch {
      onFailed();
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      opened={order !== null}
      onClose={() => busy === null && onClose()}
      title="Test checkout"
      centered
    >
      {order && (
        <Stack gap="md">
          <Alert
            icon={<IconFlask size={18} aria-hidden />}
            title="Test mode — no money moves"
          >
            No payment gateway is set up, so this is a rehearsal: nothing is
            charged. {RECORDED_AS[purpose]}
          </Alert>
          <Text>
            Amount: <strong>{formatRupees(order.amountPaise)}</strong>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => void run("fail")}
              loading={busy === "fail"}
              disabled={busy === "pay"}
            >
              Fail (test)
            </Button>
            <Button
              onClick={() => void run("pay")}
              loading={busy === "pay"}
              disabled={busy === "fail"}
            >
              Pay (test)
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
