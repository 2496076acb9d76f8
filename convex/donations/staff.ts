/**
 * The admins' view of every donation order — created (waiting for payment),
 * paid and failed — newest first, filtered by status and mode, a page at a
 * time through the index that matches; the CSV export reads the same pages.
 */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { adminQuery } from "../functions";
import { boundedPage } from "../lib/validators";
import { donationForOrder } from "./model/record";
import { ANONYMOUS, ORDERS_PAGE } from "./rules";
import { gatewayMode, orderStatus } from "../payments/schema";

export const orders = adminQuery({
  args: {
    paginationOpts: paginationOptsValidator,
    status: v.optional(orderStatus),
    mode: v.optional(gatewayMode),
  },
  handler: async (ctx, { paginationOpts, status, mode }) => {
    const opts = boundedPage(paginationOpts, ORDERS_PAGE);
    const table = ctx.db.query("payment_orders");
    const indexed =
      mode && status
        ? table.withIndex(
            "by_purpose_and_mode_and_status_and_created_at",
            (q) =>
              q.eq("purpose", "donation").eq("mode", mode).eq("status", status),
          )
        : mode
          ? table.withIndex("by_purpose_and_mode_and_created_at", (q) =>
              q.eq("purpose", "donation").eq("mode", mode),
            )
          : status
            ? table.withIndex("by_purpose_and_status_and_created_at", (q) =>
                q.eq("purpose", "donation").eq("status", status),
              )
            : table.withIndex("by_purpose_and_created_at", (q) =>
                q.eq("purpose", "donation"),
              );
    const page = await indexed.order("desc").paginate(opts);
    return {
      ...page,
      page: await Promise.all(
        page.page.map(async (o) => {
          const donation =
            o.status === "paid"
              ? await donationForOrder(ctx, o.order_id)
              : null;
          return {
            orderId: o.order_id,
            createdAt: o.created_at,
            updatedAt: o.updated_at,
            amountPaise: o.amount_paise,
            donorName:
              (o.purpose === "donation" ? o.donor_name : null) ?? ANONYMOUS,
            email: o.purpose === "donation" ? o.email : null,
            signedIn: o.user_id !== undefined,
            status: o.status,
            mode: o.mode,
            paymentId: o.payment_id ?? null,
            receiptNumber: donation?.receipt_number ?? null,
          };
        }),
      ),
    };
  },
});
