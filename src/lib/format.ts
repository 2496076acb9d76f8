const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** Paise to Indian-format rupees: 12345600 → "₹1,23,456". */
export function formatRupees(paise: number): string {
  return rupees.format(paise / 100);
}
