import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of withdrawals and the security centre (accounts §2, issue 11). */
export const securityRoutes: RouteConfigEntry[] = [
  route("/m/withdraw", "routes/security/withdraw.tsx"),
  route("/m/securityCenter", "routes/security/security-center.tsx"),
];
