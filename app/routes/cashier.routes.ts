import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Cashier: deposit and the deposit record (accounts §2, issue 11). */
export const cashierRoutes: RouteConfigEntry[] = [
  route("/m/voucherCenter", "routes/cashier/voucher-center.tsx"),
  route("/m/vouReport", "routes/cashier/vou-report.tsx"),
];
