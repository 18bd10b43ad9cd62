// Helpers of the agent area's integration tests: demo_agent logged in through the login action (the
// agent side), and calls of its loaders and actions.
import type { Database } from "@mobile-front/reference-backend/testing";
import { afterAll, beforeAll, expect } from "vitest";
import { action as loginAction } from "~/routes/account/login";
import { startBackendWithDb } from "../support/member";
import { operator } from "../support/operator";
import { request, runRoute, testServices } from "../support/route";
import { expectRedirect, sessionCookie } from "./account-support";

type Services = ReturnType<typeof testServices>;

/** Logs `username` in on the agent side; answers its session cookie. */
export async function agentLogin(services: Services, username = "demo_agent"): Promise<string> {
  const answer = await runRoute(
    services,
    loginAction,
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

/** A backend session token of `account` (its newest live one), to call the reference backend directly. */
export const backendToken = (db: Database, account: string) =>
  db
    .prepare(
      `SELECT token FROM sessions s JOIN members m ON m.id = s.member_id
       WHERE m.account = ? AND s.revoked = 0 ORDER BY s.created_at DESC LIMIT 1`,
    )
    .pluck()
    .get(account) as string;

/**
 * A fresh reference backend (its database reachable), the BFF's services on it and demo_agent logged
 * in on the agent side, for the tests of one file; read them inside the tests.
 */
export function agentTestServers(options: Parameters<typeof testServices>[1] = {}) {
  const servers = {} as {
    backend: Awaited<ReturnType<typeof startBackendWithDb>>;
    services: Services;
    cookie: string;
  };
  beforeAll(async () => {
    servers.backend = await startBackendWithDb();
    servers.services = testServices(servers.backend.url, options);
    servers.cookie = await agentLogin(servers.services);
  });
  afterAll(() => servers.backend?.close());
  return servers;
}

/** The first day of the half-month period holding `day`, as the dividend contract counts it. */
export const halfOf = (day: string) => `${day.slice(0, 8)}${Number(day.slice(8)) <= 15 ? "01" : "16"}`;

/**
 * An operator offers demo_agent a dividend contract (a team loss of 50 or more: 10%; of 100 or more:
 * 20%) and demo_agent accepts it at the backend.
 */
export async function acceptDividendContract(backend: { url: string; db: Database }) {
  const { offerId } = await operator<{ offerId: number }>(backend.url, "/agent/contracts", {
    account: "demo_agent",
    kind: "dividend",
    tiers: [
      { threshold: 50, rate: 10 },
      { threshold: 100, rate: 20 },
    ],
  });
  const accepted = await fetch(`${backend.url}/wps/agent/contracts/dividend`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Merchant: "demo",
      Authorization: backendToken(backend.db, "demo_agent"),
    },
    body: JSON.stringify({ offerId, decision: "accepted" }),
  });
  expect(accepted.status).toBe(200);
}
