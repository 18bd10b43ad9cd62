import { route, type RouteConfigEntry } from "@react-router/dev/routes";

const CONTRACT_PAGES = ["getSalaryContract", "getDevidendContract", "getHourContract"];

/** Routes of the accounts area (accounts spec §2): login, register, passwords, settings, trial, member centre. */
export const accountRoutes: RouteConfigEntry[] = [
  route("/m/login", "routes/account/login.tsx"),
  route("/m/login/social/:provider", "routes/resources/social-start.ts"),
  route("/m/login/social/:provider/callback", "routes/resources/social-callback.ts"),
  route("/m/register", "routes/account/register.tsx", { id: "register" }),
  route("/m/register.html", "routes/account/register.tsx", { id: "register-html" }),
  route("/m/forget", "routes/account/forget.tsx"),
  route("/m/changePsw", "routes/account/change-password.tsx"),
  route("/m/set", "routes/account/set.tsx"),
  route("/m/trail", "routes/account/trail.tsx"),
  route("/m/member/home", "routes/account/member-home.tsx"),
  ...CONTRACT_PAGES.map((page) =>
    route(`/m/member/agent/${page}`, "routes/account/contract.tsx", { id: `contract-${page}` }),
  ),
  route("/resources/contract-later", "routes/resources/contract-later.ts"),
  route("/resources/username", "routes/resources/username.ts"),
];
