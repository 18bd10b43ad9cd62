import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the agent area (accounts §2 "Agent home", issue 12). The contract pages are the account area's. */
export const agentRoutes: RouteConfigEntry[] = [
  route("/m/agent", "routes/agent/home.tsx"),
  route("/m/agentRegister", "routes/agent/open-account.tsx"),
  route("/m/agent/team/overview", "routes/agent/team-overview.tsx"),
  route("/m/member/team", "routes/agent/team.tsx"),
  route("/m/agent/team/pnl", "routes/agent/team-pnl.tsx"),
  route("/m/teamBetting", "routes/agent/team-betting.tsx"),
  route("/m/member/agent/agentRebeat", "routes/agent/agent-rebate.tsx"),
  route("/m/member/teamRebate", "routes/agent/team-rebate.tsx"),
  route("/m/member/agent/agentDivident", "routes/agent/agent-dividend.tsx"),
  route("/m/redRain", "routes/agent/red-rain.tsx"),
];
