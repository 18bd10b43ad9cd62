import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the agent area (accounts §2 "Agent home", issue 12). The contract pages are the account area's. */
export const agentRoutes: RouteConfigEntry[] = [
  route("/m/agent", "routes/agent/home.tsx"),
  route("/m/agentRegister", "routes/agent/open-account.tsx"),
];
