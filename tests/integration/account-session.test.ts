// Sessions beyond login: sign out, trial play, the member-centre gate, the deposit gate and what the
// root loader gives the header (member info, balance, contract check).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as depositLoader } from "~/routes/cashier/voucher-center";
import { loader as withdrawLoader } from "~/routes/security/withdraw";
import { action as loginAction } from "~/routes/account/login";
import { loader as memberLoader } from "~/routes/account/member-home";
import { loader as contractLoader } from "~/routes/account/contract";
import { action as setAction, loader as setLoader } from "~/routes/account/set";
import { action as trailAction, loader as trailLoader } from "~/routes/account/trail";
import { contractLaterCookie } from "~/.server/header-account";
import { loader as rootLoader } from "~/root";
import { request, runRoute, testServices, unwrap, type AnyRoute } from "../support/route";
import { startBackend, type RunningBackend } from "../support/servers";
import { expectRedirect, sessionCookie } from "./account-support";

let backend: RunningBackend;
let services: ReturnType<typeof testServices>;
beforeAll(async () => {
  backend = await startBackend();
  services = testServices(backend.url);
});
afterAll(() => backend?.close());

async function loginAs(username: string): Promise<string> {
  const response = await runRoute(
    services,
    loginAction,
    request("/m/login", { form: { mode: "username", intent: "login", username, password: "Passw0rd!" } }),
  );
  return sessionCookie(response as Response);
}
async function trialCookie(): Promise<string> {
  return sessionCookie(
    expectRedirect(await runRoute(services, trailAction, request("/m/trail", { form: {} })), "/m/home"),
  );
}
type Root = {
  account: {
    account: string;
    nickname: string;
    type: number;
    vipLabel: string | null;
    balance: number | null;
    balanceHidden: boolean;
    contractPath: string | null;
  } | null;
};
const root = async (path: string, cookie?: string) =>
  unwrap<Root>(await runRoute(services, rootLoader, request(path, { cookie }))).data;

describe("sign out", () => {
  it("asks first without JavaScript, then revokes the token and clears the cookie", async () => {
    const cookie = await loginAs("demo_player");
    const page = unwrap<{ confirming: boolean }>(
      await runRoute(services, setLoader, request("/m/set?confirm=logout", { cookie })),
    );
    expect(page.data.confirming).toBe(true);
    const response = expectRedirect(
      await runRoute(services, setAction, request("/m/set", { form: { intent: "logout" }, cookie })),
      "/m/home",
    );
    expect(
      response.headers
        .getSetCookie()
        .some((c) => c.startsWith("session=;") && /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(c)),
    ).toBe(true);
    // The old cookie no longer works at the backend either: the header treats it as a guest.
    expect((await root("/m/home", cookie)).account).toBeNull();
  });

  it("settings need a session", async () => {
    expectRedirect(await runRoute(services, setLoader, request("/m/set")), "/m/login?redirectTo=%2Fm%2Fset");
  });
});

describe("trial play", () => {
  it("a guest gets a trial account (type 4) and lands home", async () => {
    const cookie = await trialCookie();
    const data = await root("/m/home", cookie);
    expect(data.account).toMatchObject({ type: 4, balanceCents: 200000 });
    expect(data.account?.account).toMatch(/^trial\d{8}$/);
  });

  it("a real member is sent home; a type-40 member is told free play is for visitors", async () => {
    expectRedirect(
      await runRoute(services, trailLoader, request("/m/trail", { cookie: await loginAs("demo_down2") })),
      "/m/home",
    );
    const partner = await loginAs("demo_partner");
    const page = unwrap<{ refused: string | null }>(
      await runRoute(services, trailLoader, request("/m/trail", { cookie: partner })),
    );
    expect(page.data.refused).toBe("account.trial.forVisitors");
    const post = expectRedirect(
      await runRoute(services, trailAction, request("/m/trail", { form: {}, cookie: partner })),
      "/m/trail",
    );
    await expect(post).toFlash({ kind: "error", messageKey: "account.trial.forVisitors" });
  });
});

describe("member centre", () => {
  it("guests log in first, trial players get the dialog, members see their info", async () => {
    expectRedirect(
      await runRoute(services, memberLoader, request("/m/member/home")),
      "/m/login?redirectTo=%2Fm%2Fmember%2Fhome",
    );
    const trial = unwrap<{ gate: string }>(
      await runRoute(services, memberLoader, request("/m/member/home", { cookie: await trialCookie() })),
    );
    expect(trial.data.gate).toBe("trialDialog");
    const member = unwrap<{
      gate: string;
      member: { account: string; clubLabel: { labelName: string } };
      balance: number;
    }>(
      await runRoute(
        services,
        memberLoader,
        request("/m/member/home", { cookie: await loginAs("demo_player") }),
      ),
    );
    expect(member.data).toMatchObject({
      gate: "open",
      member: { account: "demo_player", clubLabel: { labelName: "VIP3" } },
      balance: 123456,
    });
  });
});

describe("real-money gate (issue 21: one refusal for every real-money page)", () => {
  it("leads a trial player from deposit and withdraw to registration, which says why", async () => {
    const pages: Array<[AnyRoute, string]> = [
      [depositLoader, "/m/voucherCenter"],
      [withdrawLoader, "/m/withdraw"],
    ];
    for (const [loader, path] of pages) {
      const response = expectRedirect(
        await runRoute(services, loader, request(path, { cookie: await trialCookie() })),
        "/m/register?reason=realMoney",
      );
      expect(response.status).toBe(303);
    }
  });

  it("lets a real member in", async () => {
    const { status } = unwrap(
      await runRoute(
        services,
        depositLoader,
        request("/m/voucherCenter", { cookie: await loginAs("demo_player") }),
      ),
    );
    expect(status).toBe(200);
  });
});

describe("header data and the contract check", () => {
  it("guests have no account part", async () => {
    expect((await root("/m/home")).account).toBeNull();
  });

  it("a member gets nickname, VIP label and balance; ?balance=hidden masks it", async () => {
    const cookie = await loginAs("demo_player");
    expect((await root("/m/home", cookie)).account).toMatchObject({
      nickname: "Lucky Lee",
      vipLabel: "VIP3",
      balanceCents: 123456,
      balanceHidden: false,
      contractPath: null,
    });
    expect((await root("/m/home?balance=hidden", cookie)).account?.balanceHidden).toBe(true);
  });

  it("an agent with a pending daily-salary contract is sent to its page; type 40 is not checked", async () => {
    const agent = await loginAs("demo_agent");
    expect((await root("/m/home", agent)).account?.contractPath).toBe("/m/member/agent/getSalaryContract");
    const later = (await contractLaterCookie.serialize("1")).split(";")[0];
    expect((await root("/m/home", `${agent}; ${later}`)).account?.contractPath).toBeNull();
    // demo_partner (type 40) has a pending dividend contract but skips the check.
    expect((await root("/m/home", await loginAs("demo_partner"))).account?.contractPath).toBeNull();
    const page = unwrap<{ field: string; offer: { tiers: unknown[] } | null }>(
      await runRoute(
        services,
        contractLoader,
        request("/m/member/agent/getSalaryContract", { cookie: agent }),
      ),
    );
    // The page shows the seeded offer's terms (issue 12).
    expect(page.data.field).toBe("dailysalreqtype");
    expect(page.data.offer?.tiers).toHaveLength(2);
  });
});
