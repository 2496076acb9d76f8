/**
 * Razorpay Checkout, loaded only when someone pays with Razorpay keys set
 * (never on page load): its script is added once, on first use.
 */
const SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: "INR";
  name: string;
  description: string;
  prefill?: { name?: string; email?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
};

type RazorpayInstance = {
  open(): void;
  on(event: "payment.failed", handler: () => void): void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

function loadScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Razorpay Checkout could not be loaded"));
    };
    document.body.appendChild(script);
  });
  return loading;
}

/**
 * Opens Razorpay Checkout for a server-made order; resolves with Razorpay's
 * answer (to be verified by the server), or null when the donor closes it
 * or the payment fails.
 */
export async function payWithRazorpay(
  options: Omit<RazorpayOptions, "handler" | "modal">,
): Promise<RazorpaySuccess | null> {
  await loadScript();
  return await new Promise((resolve) => {
    const checkout = new window.Razorpay!({
      ...options,
      handler: (response) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.on("payment.failed", () => resolve(null));
    checkout.open();
  });
}
