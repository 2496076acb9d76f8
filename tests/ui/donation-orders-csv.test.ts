import { describe, expect, it } from "vitest";
import {
  csvField,
  ordersCsv,
} from "../../src/features/admin/donationOrdersCsv";

describe("the donations CSV export", () => {
  it("quotes every field, doubles quotes and defuses spreadsheet formulas", () => {
    expect(csvField('Rao "Lucky" Kumar')).toBe('"Rao ""Lucky"" Kumar"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("@SUM(A1)")).toBe('"\'@SUM(A1)"');
    expect(csvField("Ananya, Pune")).toBe('"Ananya, Pune"');
  });

  it("has a header and one line per order, amounts in rupees", () => {
    const csv = ordersCsv([
      {
        orderId: "order_AbCdEfGhIjKlMn",
        createdAt: Date.UTC(2026, 10, 27, 6, 30),
        amountPaise: 50_000,
        donorName: "Anonymous",
        email: null,
        status: "paid",
        mode: "test",
        paymentId: "pay_AbCdEfGhIjKlMn",
        receiptNumber: "VQD-000001",
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      '"Created (UTC)","Order","Status","Mode","Amount (INR)","Donor","E-mail","Payment","Receipt"',
      '"2026-11-27T06:30:00.000Z","order_AbCdEfGhIjKlMn","paid","test","500.00","Anonymous","","pay_AbCdEfGhIjKlMn","VQD-000001"',
      "",
    ]);
  });
});
