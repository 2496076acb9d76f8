/**
 * Receipts: reached by their unguessable link or by the signed-in donor,
 * with the amount in words and figures and the organisation's details, and
 * mailed when the donor gave an e-mail.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import {
  amountInWords,
  numberInWords,
} from "../../convex/donations/amountWords";
import { createPerson, people } from "./fixtures/common";
import { setDeploymentEnv } from "./fixtures/deploymentEnv";
import { errorData, newBackend, type TestBackend } from "./harness";

afterEach(() => {
  vi.unstubAllEnvs();
});

async function donate(
  t: TestBackend,
  amountRupees: number,
  donor: { name: string; email: string },
) {
  const { orderId } = await t.action(api.donations.orders.createOrder, {
    amountRupees,
    ...donor,
  });
  const paid = await t.mutation(api.payments.testGateway.checkout, {
    orderId,
    outcome: "pay",
  });
  if (!paid.ok) throw new Error("test payment failed");
  return await t.mutation(api.payments.orders.verifyPayment, {
    orderId,
    paymentId: paid.paymentId,
    signature: paid.signature,
  });
}

describe("amounts in words", () => {
  it("use thousand, lakh and crore", () => {
    expect(numberInWords(500)).toBe("Five Hundred");
    expect(numberInWords(1)).toBe("One");
    expect(numberInWords(2019)).toBe("Two Thousand Nineteen");
    expect(numberInWords(100_000)).toBe("One Lakh");
    expect(numberInWords(500_000)).toBe("Five Lakh");
    expect(numberInWords(12_345_678)).toBe(
      "One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight",
    );
    expect(amountInWords(50_000)).toBe("Rupees Five Hundred Only");
    expect(amountInWords(150_050)).toBe(
      "Rupees One Thousand Five Hundred and Paise Fifty Only",
    );
  });
});

describe("receipts", () => {
  it("open by their link with the amount in words and the organisation's 80G details when configured", async () => {
    const t = newBackend();
    try {
      await setDeploymentEnv(
        t,
        "DONATION_ORG_80G_NUMBER",
        "AAATV1234F/80G/2024-25",
      );
      const { receipt } = await donate(t, 2000, {
        name: "Lakshmi Rao",
        email: "",
      });
      expect(receipt).toMatch(/^rcpt_[0-9A-Za-z]{24}$/);
      expect(
        await t.query(api.donations.receipts.receipt, { receipt }),
      ).toMatchObject({
        receiptNumber: "VQD-000001",
        donorName: "Lakshmi Rao",
        amountPaise: 200_000,
        amountWords: "Rupees Two Thousand Only",
        test: true,
        organisation: {
          name: "VidyaQuest",
          eightyGNumber: "AAATV1234F/80G/2024-25",
          registrationNumber: null,
        },
      });
      // A guessed or mangled link finds nothing.
      for (const guess of [
        "rcpt_" + "A".repeat(24),
        receipt.slice(0, -1),
        "",
        "x".repeat(500),
      ])
        expect(
          await t.query(api.donations.receipts.receipt, { receipt: guess }),
        ).toBeNull();
    } finally {
      await setDeploymentEnv(t, "DONATION_ORG_80G_NUMBER", undefined);
    }
  });

  it("are listed to the signed-in donor, theirs only; visitors are asked to log in", async () => {
    const t = newBackend();
    const aarav = await createPerson(t, people.aarav);
    const diya = await createPerson(t, people.diya);
    const mine = await donate(aarav.as, 500, { name: "", email: "" });
    await donate(diya.as, 1000, { name: "", email: "" });
    await donate(t, 100, { name: "", email: "" });
    expect(await aarav.as.query(api.donations.receipts.mine, {})).toEqual([
      expect.objectContaining({ receipt: mine.receipt, amountPaise: 50_000 }),
    ]);
    expect(
      await errorData(t.query(api.donations.receipts.mine, {})),
    ).toMatchObject({
      code: "NotAuthenticated",
    });
  });

  it("are mailed when an e-mail was given, once, with the link", async () => {
    const t = newBackend();
    const { receipt } = await donate(t, 500, {
      name: "Farhan Ali",
      email: "farhan@example.in",
    });
    await t.finishScheduled();
    const mails = await t.query(internal.mail.latestFor, {
      to: "farhan@example.in",
    });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your donation receipt VQD-000001");
    expect(mails[0].text).toContain("Rupees Five Hundred Only");
    expect(mails[0].text).toContain(`/donations/receipt/${receipt}`);
    expect(mails[0].text).toContain("This was a test donation");
    // No e-mail given: none sent.
    await donate(t, 100, { name: "", email: "" });
    await t.finishScheduled();
    expect(
      (await t.run((ctx) => ctx.db.query("email_outbox").collect())).length,
    ).toBe(1);
  });
});
