import { notifications } from "@mantine/notifications";
import type { FunctionReturnType } from "convex/server";
import { useMutation, useQuery } from "convex/react";
import { useState, type ReactNode } from "react";
import { api } from "@convex/_generated/api";
import { describeServerError } from "../../lib/serverError";
import { payWithRazorpay } from "./razorpayCheckout";
import {
  TestCheckoutDialog,
  type TestOrder,
  type TestPayment,
} from "./TestCheckoutDialog";

/** A plan's order as the server made it (a student's or a parent's). */
export type PlanOrder = FunctionReturnType<
  typeof api.pricing.purchases.buyForMe
>;

const FAILED = "Payment failed. Please try again.";

/**
 * The checkout of a plan, the same for a student buying for themselves and
 * a parent paying for their child: the server makes the order (`start`),
 * the test gateway's dialog or Razorpay Checkout takes the payment, and the
 * server verifies its signature before anything is given. `dialog` must be
 * rendered by the caller.
 */
export function usePlanCheckout(): {
  pay: (start: () => Promise<PlanOrder>) => Promise<void>;
  busy: boolean;
  dialog: ReactNode;
} {
  const settings = useQuery(api.payments.orders.checkoutSettings, {});
  const verify = useMutation(api.payments.orders.verifyPayment);
  const [busy, setBusy] = useState(false);
  const [testOrder, setTestOrder] = useState<
    (TestOrder & { label: string }) | null
  >(null);

  function fail(message = FAILED) {
    notifications.show({ color: "red", title: "Error", message });
  }

  async function verified(payment: TestPayment, label: string) {
    try {
      const answer = await verify(payment);
      notifications.show({
        color: "green",
        title: "Payment received",
        message: `${label} Receipt ${answer.receiptNumber}.`,
      });
    } catch (error) {
      fail(describeServerError(error, FAILED));
    } finally {
      setTestOrder(null);
    }
  }

  async function pay(start: () => Promise<PlanOrder>) {
    setBusy(true);
    try {
      const order = await start();
      const label = `${order.studentName} now has ${order.planName}.`;
      if (order.mode === "test") {
        setTestOrder({
          orderId: order.orderId,
          amountPaise: order.amountPaise,
          label,
        });
        return;
      }
      const answer = await payWithRazorpay({
        key: settings?.keyId ?? "",
        order_id: order.orderId,
        amount: order.amountPaise,
        currency: "INR",
        name: "VidyaQuest",
        description: `${order.planName} for ${order.studentName}`,
      });
      if (!answer) return fail();
      await verified(
        {
          orderId: answer.razorpay_order_id,
          paymentId: answer.razorpay_payment_id,
          signature: answer.razorpay_signature,
        },
        label,
      );
    } catch (error) {
      fail(describeServerError(error, FAILED));
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <TestCheckoutDialog
      order={testOrder}
      purpose="plan"
      onPaid={(payment) => verified(payment, testOrder?.label ?? "")}
      onFailed={() => {
        setTestOrder(null);
        fail();
      }}
      onClose={() => setTestOrder(null)}
    />
  );
  return { pay, busy, dialog };
}
