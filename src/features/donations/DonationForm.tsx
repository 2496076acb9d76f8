import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconHeartHandshake } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import {
  DONATION_FAILED,
  INVALID_AMOUNT,
  INVALID_AMOUNT_TITLE,
  QUICK_AMOUNTS,
  donationRule,
  parseRupees,
  toPaise,
} from "@convex/donations/rules";
import { paths } from "../../config/paths";
import { formatNumber, formatRupees } from "../../lib/format";
import { describeServerError } from "../../lib/serverError";
import { useSession } from "../../lib/session";
import { payWithRazorpay } from "../../components/payments/razorpayCheckout";
import {
  TestCheckoutDialog,
  type TestOrder,
  type TestPayment,
} from "../../components/payments/TestCheckoutDialog";
import {
  useCheckoutSettings,
  useCreateOrder,
  useVerifyPayment,
} from "./useDonations";

type Receipt = { receipt: string; receiptNumber: string; amountPaise: number };

/**
 * The donation form: an amount (quick amounts or any whole number of
 * rupees within the limit), a name (optional: Anonymous) and an e-mail for
 * the receipt (the member's own, when signed in). The server checks it all
 * again and makes the order; the payment is believed only once the server
 * has verified it.
 */
export function DonationForm() {
  const session = useSession();
  const settings = useCheckoutSettings();
  const createOrder = useCreateOrder();
  const verify = useVerifyPayment();
  const signedInEmail = session.status === "signedIn" ? session.email : "";

  const [amountText, setAmountText] = useState("500");
  const [name, setName] = useState("");
  const [email, setEmail] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [testOrder, setTestOrder] = useState<TestOrder | null>(null);
  const [failed, setFailed] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  const emailValue = email ?? signedInEmail;
  const amount = parseRupees(amountText);
  const maxRupees = settings?.maxRupees;

  function fail(message = DONATION_FAILED) {
    setFailed(true);
    notifications.show({ color: "red", title: "Error", message });
  }

  async function verified(payment: TestPayment) {
    try {
      const answer = await verify(payment);
      setTestOrder(null);
      setReceipt(answer);
      notifications.show({
        color: "green",
        title: "Thank You!",
        message: "Your donation has been received successfully!",
      });
    } catch {
      setTestOrder(null);
      fail();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    setFailed(false);
    const parsed = donationRule(settings.maxRupees).safeParse({
      amountRupees: amount,
      name,
      email: emailValue,
    });
    if (!parsed.success) {
      const amountIssue = parsed.error.issues.find(
        (i) => i.path[0] === "amountRupees",
      );
      const emailIssue = parsed.error.issues.find((i) => i.path[0] === "email");
      setAmountError(amountIssue ? INVALID_AMOUNT : null);
      setEmailError(emailIssue?.message ?? null);
      if (amountIssue)
        notifications.show({
          color: "red",
          title: INVALID_AMOUNT_TITLE,
          message: INVALID_AMOUNT,
        });
      return;
    }
    setAmountError(null);
    setEmailError(null);
    setBusy(true);
    try {
      const order = await createOrder({
        amountRupees: parsed.data.amountRupees,
        name,
        email: emailValue,
      });
      if (order.mode === "test") {
        setTestOrder({
          orderId: order.orderId,
          amountPaise: order.amountPaise,
        });
        return;
      }
      const answer = await payWithRazorpay({
        key: settings.keyId ?? "",
        order_id: order.orderId,
        amount: order.amountPaise,
        currency: "INR",
        name: "VidyaQuest",
        description: "Donation to VidyaQuest",
        prefill: {
          name: order.name ?? undefined,
          email: order.email ?? undefined,
        },
      });
      if (!answer) return fail();
      await verified({
        orderId: answer.razorpay_order_id,
        paymentId: answer.razorpay_payment_id,
        signature: answer.razorpay_signature,
      });
    } catch (error) {
      fail(describeServerError(error, DONATION_FAILED));
    } finally {
      setBusy(false);
    }
  }

  if (receipt)
    return (
      <Paper withBorder p="lg" role="status">
        <Stack gap="sm" align="flex-start">
          <Group gap="xs">
            <IconHeartHandshake size={28} aria-hidden />
            <Title order={2} fz="h3">
              Thank You!
            </Title>
          </Group>
          <Text>Your donation has been received successfully!</Text>
          <Text>
            {formatRupees(receipt.amountPaise)} · Receipt{" "}
            {receipt.receiptNumber}
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.donationReceipt.href(receipt.receipt)}
            >
              View your receipt
            </Button>
            <Button variant="light" onClick={() => setReceipt(null)}>
              Give again
            </Button>
          </Group>
        </Stack>
      </Paper>
    );

  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Donation form"
    >
      <Stack gap="md">
        <Title order={2} fz="h3">
          Make a donation
        </Title>
        <div role="group" aria-label="Quick amounts">
          <Group gap="xs">
            {QUICK_AMOUNTS.map((quick) => (
              <Button
                key={quick}
                type="button"
                variant={amount === quick ? "filled" : "default"}
                aria-pressed={amount === quick}
                onClick={() => {
                  setAmountText(String(quick));
                  setAmountError(null);
                }}
              >
                ₹{formatNumber(quick)}
              </Button>
            ))}
          </Group>
        </div>
        <TextInput
          label="Amount (₹)"
          description={
            maxRupees
              ? `Any whole amount from ₹1 to ₹${formatNumber(maxRupees)}`
              : undefined
          }
          inputMode="numeric"
          value={amountText}
          onChange={(e) => {
            setAmountText(e.currentTarget.value);
            setAmountError(null);
          }}
          error={amountError}
        />
        <TextInput
          label="Your name (optional)"
          placeholder="Anonymous"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          autoComplete="name"
        />
        <TextInput
          label="E-mail for the receipt (optional)"
          type="email"
          value={emailValue}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setEmailError(null);
          }}
          error={emailError}
          autoComplete="email"
        />
        {failed && (
          <Alert color="red" role="alert">
            {DONATION_FAILED}
          </Alert>
        )}
        <Button type="submit" size="md" loading={busy} disabled={!settings}>
          {Number.isFinite(amount) && amount >= 1
            ? `Donate ${formatRupees(toPaise(Math.floor(amount)))}`
            : "Donate"}
        </Button>
      </Stack>
      <TestCheckoutDialog
        order={testOrder}
        onPaid={verified}
        onFailed={() => {
          setTestOrder(null);
          fail();
        }}
        onClose={() => setTestOrder(null)}
      />
    </Paper>
  );
}
