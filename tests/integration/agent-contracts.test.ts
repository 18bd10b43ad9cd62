// The contract pages against the reference backend: an operator offers, the agent sees the terms and
// accepts or declines, and the contract check (root loader) stops offering the page afterwards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { action, loader } from "~/routes/account/contract";
import { createMember, sessionCookie, startBackendWithDb } from "../support/member";
import { request, runRoute, SESSION_SECRET, testServices, unwrap } from "../support/route";
import { OPERATOR_TOKEN } from "../support/servers";
import { agentLogin, locationOf } from "./agent-support";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let services: ReturnType<typeof testServices>;
beforeAll(async () => {
  backend = await startBackendWithDb();
  services = testServices(backend.url, { memberCacheTtlMs: 60_000 });
});
afterAll(() => backend?.close());

type Page = {
  field: string;
  offer: { id: number; tiers: Array<{ threshold: number; rate: number }> } | null;
};
const page = async (path: string, cookie: string) =>
  unwrap<Page>(await runRoute(services, loader, request(path, { cookie }))).data;
const contractPath = async (cookie: string) =>
  unwrap<{ account: { contractPath: string | null } | null }>(
    await runRoute(services, rootLoader, request("/m/home", { cookie })),
  ).data.account?.contractPath;

describe("contract pages", () => {
  it("show the offered daily salary; accepting it ends the contract check's offer", async () => {
    const cookie = await agentLogin(services);
    expect(await contractPath(cookie)).toBe("/m/member/agent/getSalaryContract");
    const salary = await page("/m/member/agent/getSalaryContract", cookie);
    expect(salary.offer?.tiers).toEqual([
      { threshold: 100000, rate: 0.5 },
      { threshold: 1000000, rate: 1 },
    ]);
    const answer = await runRoute(
      services,
      action,
      request("/m/member/agent/getSalaryContract", {
        cookie,
        form: { offerId: String(salary.offer!.id), decision: "accepted" },
      }),
    );
    expect(answer).toRedirectTo("/m/member/agent/getSalaryContract");
    await expect(answer).toFlash();
    expect((await page("/m/member/agent/getSalaryContract", cookie)).offer).toBeNull();
    // Even with the member cache's long TTL, the dialog stops at once.
    expect(await contractPath(cookie)).toBeNull();
  });

  it("an operator's offer appears on its page and can be declined; a second answer changes nothing", async () => {
    const offered = await fetch(`${backend.url}/operator/agent/contracts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Operator-Token": OPERATOR_TOKEN },
      body: JSON.stringify({ account: "demo_agent", kind: "hour", tiers: [{ threshold: 500, rate: 0.3 }] }),
    });
    expect(offered.status).toBe(200);
    const cookie = await agentLogin(services);
    expect(await contractPath(cookie)).toBe("/m/member/agent/getHourContract");
    const hour = await page("/m/member/agent/getHourContract", cookie);
    expect(hour.field).toBe("contracthoursalreq");
    expect(hour.offer?.tiers).toEqual([{ threshold: 50000, rate: 0.3 }]);
    const decline = () =>
      runRoute(
        services,
        action,
        request("/m/member/agent/getHourContract", {
          cookie,
          form: { offerId: String(hour.offer!.id), decision: "declined" },
        }),
      );
    await decline();
    const state = () =>
      backend.db.prepare("SELECT state FROM contract_offer WHERE id = ?").pluck().get(hour.offer!.id);
    expect(state()).toBe("declined");
    expect(await contractPath(cookie)).toBeNull();
    // A repeated post (a resubmitted page) is refused by the backend and leaves the answer as it was.
    await expect(await decline()).toFlash();
    expect(state()).toBe("declined");
  });

  it("the dividend page without an offer says so", async () => {
    const cookie = await agentLogin(services);
    expect((await page("/m/member/agent/getDevidendContract", cookie)).offer).toBeNull();
  });

  it("sends a member of type 0 and a guest home (agent pages, accounts §3)", async () => {
    const c = await sessionCookie(SESSION_SECRET, createMember(backend.db, { type: 0 }));
    expect(
      locationOf(
        await runRoute(
          services,
          loader,
          request("/m/member/agent/getSalaryContract", { cookie: `${c.name}=${c.value}` }),
        ),
      ),
    ).toBe("/m/home");
    expect(locationOf(await runRoute(services, loader, request("/m/member/agent/getSalaryContract")))).toBe(
      "/m/home",
    );
  });
});
