import { call, inVisitorDays, type BackendCallOptions } from "./http";
import { depositOptions, depositOrder, depositReport } from "./schemas/cashier";

const DEPOSIT = { ModuleId: "DEPOSIT3" };

/** Deposit calls (docs/backend-api.md "Deposits"): amounts in integer cents. */
export function cashierCalls(options: BackendCallOptions) {
  return {
    /** GET /wps/deposit/options: the currency, enabled methods and deposit promotions. */
    depositOptions: () => call(options, "/wps/deposit/options", depositOptions, { headers: DEPOSIT }),
    /** POST /wps/deposit/orders: a pending order; the same idempotency key answers the same order. */
    createDepositOrder: (order: {
      methodId: number;
      amountCents: number;
      promotionId: number | null;
      idempotencyKey: string;
    }) =>
      call(options, "/wps/deposit/orders", depositOrder, { method: "POST", body: order, headers: DEPOSIT }),
    /** GET /wps/deposit/orders/{id}: one of the member's orders. */
    depositOrder: (id: number) =>
      call(options, `/wps/deposit/orders/${id}`, depositOrder, { headers: DEPOSIT }),
    /** GET /wps/deposit/orders: the deposit record, a date range (YYYY-MM-DD) and a page. */
    depositReport: (query: { from: string; to: string; page: number; size: number }) =>
      call(options, "/wps/deposit/orders", depositReport, {
        query: inVisitorDays(options, query),
        headers: DEPOSIT,
      }),
  };
}
