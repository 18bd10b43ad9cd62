// Helpers of the agent area's integration tests: demo_agent logged in through the login action (the
// agent side), and calls of its loaders and actions.
import { expect } from "vitest";
import { action as loginAction } from "~/routes/account/login";
import { request, runRoute, type testServices } from "../support/route";
import { expectRedirect, sessionCookie } from "./account-support";

type Services = ReturnType<typeof testServices>;

/** Logs `username` in on the agent side; answers its session cookie. */
export async function agentLogin(services: Services, username = "demo_agent"): Promise<string> {
  const answer = await runRoute(
    services,
    loginAction as never,
    request("/m/login?side=agent&redirectTo=%2Fm%2Fagent", {
      form: { mode: "username", intent: "login", username, password: "Passw0rd!" },
    }),
  );
  return sessionCookie(expectRedirect(answer, "/m/agent"));
}

/** A day `days` before today (UTC), as the team pages take it. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export const locationOf = (answer: unknown) => {
  expect(answer).toBeInstanceOf(Response);
  return (answer as Response).headers.get("Location");
};
