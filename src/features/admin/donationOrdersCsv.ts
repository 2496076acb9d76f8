/** The staff view's CSV export: one line per order, spreadsheet-safe. */

export type OrderRow = {
  orderId: string;
  createdAt: number;
  amountPaise: number;
  donorName: string;
  email: string | null;
  status: string;
  mode: string;
  paymentId: string | null;
  receiptNumber: string | null;
};

const HEADER = [
  "Created (UTC)",
  "Order",
  "Status",
  "Mode",
  "Amount (INR)",
  "Donor",
  "E-mail",
  "Payment",
  "Receipt",
];

/**
 * A CSV field: quoted, quotes doubled, and a leading =, +, - or @ defused
 * (a spreadsheet would run it as a formula).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function ordersCsv(rows: OrderRow[]): string {
  const lines = rows.map((r) =>
    [
      new Date(r.createdAt).toISOString(),
      r.orderId,
      r.status,
      r.mode,
      (r.amountPaise / 100).toFixed(2),
      r.donorName,
      r.email ?? "",
      r.paymentId ?? "",
      r.receiptNumber ?? "",
    ]
      .map(csvField)
      .join(","),
  );
  return [HEADER.map(csvField).join(","), ...lines].join("\r\n") + "\r\n";
}
