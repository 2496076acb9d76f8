// Donations on the local backend.
//
//   npm run bench:donations [-- --flows 100 --donations 1000000 --runs 100]
//
// 1. Order → verified donation: `flows` donations made as a visitor's browser
//    makes them in the offline test mode (donations/orders:createOrder, the
//    test checkout's "Pay (test)" payments/testGateway:checkout, and
//    payments/orders:verifyPayment), each timed end to end over HTTP.
// 2. The history and total at scale: `donations` successful donations loaded
//    into a fresh temporary backend (each counted in the donationsTotal
//    aggregate), then what /donations reads: documents read (the backend's
//    own count) and response time. The total is a walk of the aggregate's
//    tree, not a scan, so the reads stay flat however many there are.
import os from "node:os";
import { ConvexHttpClient } from "convex/browser";
import { summarize } from "@vidyaquest/local-backend/bench";
import { arg, withBenchBackend } from "./bench-views";

const FLOWS = arg("flows", 100);
const DONATIONS = arg("donations", 1_000_000);
const RUNS = arg("runs", 100);
// Each aggregate insert reads and rewrites its path of the tree, several
// index reads a level: 100 stay within a mutation's 4,096 (1,000 do not).
// Loading is bound by the time the backend's one thread spends on each
// insert (about 3.6 ms on a quiet 2-core machine, 31 ms on a loaded one),
// not by the batch: more loaders would only queue for the same lock.
const BATCH = 100;

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ");
  console.log(`Load average at the start: ${load()}.`);
  await withBenchBackend(
    "donations",
    async ({ cloudUrl, mutate, query, measure }) => {
      const browser = new ConvexHttpClient(cloudUrl, { logger: false });
      const times: number[] = [];
      for (let i = 0; i < FLOWS; i++) {
        const t = performance.now();
        const order = (await browser.action(
          "donations/orders:createOrder" as never,
          { amountRupees: 500, name: "Bench Donor", email: "" } as never,
        )) as { orderId: string };
        const paid = (await browser.mutation(
          "payments/testGateway:checkout" as never,
          { orderId: order.orderId, outcome: "pay" } as never,
        )) as { ok: boolean; paymentId: string; signature: string };
        if (!paid.ok) throw new Error("the test payment failed");
        await browser.mutation(
          "payments/orders:verifyPayment" as never,
          {
            orderId: order.orderId,
            paymentId: paid.paymentId,
            signature: paid.signature,
          } as never,
        );
        times.push(performance.now() - t);
      }
      const flow = summarize(times);
      console.log(
        `Order → verified donation, ${FLOWS} flows: p50 ${flow.p50.toFixed(1)} ms, p95 ${flow.p95.toFixed(1)} ms.`,
      );

      const t0 = performance.now();
      const now = Date.now();
      for (let from = 0; from < DONATIONS; from += BATCH) {
        await mutate("scaleSeed:donations", {
          from,
          count: Math.min(BATCH, DONATIONS - from),
          now: now - DONATIONS * 1_000,
        });
        if (from % 30_000 < BATCH)
          process.stdout.write(
            `  donations ${from.toLocaleString("en-US")}…\r`,
          );
      }
      const loadS = (performance.now() - t0) / 1000;
      console.log(
        `Loaded ${DONATIONS.toLocaleString("en-US")} donations in ${loadS.toFixed(0)} s (${((loadS * 1000) / DONATIONS).toFixed(2)} ms each).`,
      );
      const { count } = (await query("donations/history:history", {})) as {
        count: number;
      };
      if (count !== DONATIONS + FLOWS)
        throw new Error(
          `the total counts ${count} donations, not ${DONATIONS + FLOWS}`,
        );
      await measure(
        [
          {
            name: "/donations history (10 latest + total + count)",
            calls: [{ fn: "donations/history:history", args: {} }],
          },
          {
            name: "/donations impact",
            calls: [{ fn: "donations/history:impact", args: {} }],
          },
        ],
        [
          {
            label: `visitor, ${(DONATIONS + FLOWS).toLocaleString("en-US")} donations`,
            identity: null,
          },
        ],
        RUNS,
      );
    },
  );
  console.log(`Load average at the end: ${load()}.`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
