import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the member centre (accounts §2): records, my account, VIP, feedback, real-name verification. The centre itself is in account.routes.ts. */
export const memberRoutes: RouteConfigEntry[] = [
  route("/m/gameRecord", "routes/member/game-record.tsx"),
  route("/m/transaction/record", "routes/member/transaction-record.tsx"),
  route("/m/profitandloss", "routes/member/profit-and-loss.tsx"),
  route("/m/myAccount/index", "routes/member/my-account.tsx"),
  route("/m/member/benefits", "routes/member/benefits.tsx"),
  route("/m/feedback", "routes/member/feedback.tsx"),
  route("/m/realName", "routes/member/real-name.tsx"),
  route("/resources/avatar", "routes/resources/avatar.ts"),
];
