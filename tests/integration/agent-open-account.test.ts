// /m/agentRegister against the reference backend: an agent opens an account for a downline, who can
// then log in; a taken name or a rebate above the agent's quota is refused with what was typed kept.
import { describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/account/login";
import { action, loader } from "~/routes/agent/open-account";
import { action as registerAction, loader as registerLoader } from "~/routes/account/register";
import { request, runRoute, unwrap } from "../support/route";
import { captchaAnswer, type Reply } from "./account-support";
import { agentTestServers, backendToken, locationOf } from "./agent-support";

const servers = agentTestServers();
/** The open-account page as demo_agent sees it. */
const openPage = async () =>
  (await runRoute(
    servers.services,
    loader,
    request("/m/agentRegister", { cookie: servers.cookie }),
  )) as Awaited<ReturnType<typeof loader>>;

const post = (form: Record<string, string>) =>
  runRoute(servers.services, action, request("/m/agentRegister", { cookie: servers.cookie, form }));
const open = (form: Record<string, string>) =>
  post({ intent: "open", password: "Secret123", confirmPassword: "Secret123", rebate: "1.5", ...form });

describe("opening an account for a downline", () => {
  it("makes a downline of the agent, with its rebate, who can then log in", async () => {
    const answer = await open({ username: "newdown01" });
    expect(answer).toRedirectTo("/m/agentRegister?opened=newdown01");
    const row = servers.backend.db
      .prepare(
        "SELECT m.type, m.rebate_permille, p.account AS parent FROM members m JOIN members p ON p.id = m.parent_id WHERE m.account = 'newdown01'",
      )
      .get();
    expect(row).toEqual({ type: 0, rebate_permille: 15, parent: "demo_agent" });
    const page = (await runRoute(
      servers.services,
      loader,
      request("/m/agentRegister?opened=newdown01", { cookie: servers.cookie }),
    )) as Awaited<ReturnType<typeof loader>>;
    expect(page.opened).toBe("newdown01");
    expect(page.quota).toBe(2);
    const login = await runRoute(
      servers.services,
      loginAction,
      request("/m/login", {
        form: { mode: "username", intent: "login", username: "newdown01", password: "Secret123" },
      }),
    );
    expect(login).toRedirectTo("/m/home");
  });

  it("refuses a taken name on its field, keeping what was typed but not the passwords", async () => {
    const { data, status } = unwrap<{ result: Reply }>(
      await open({ username: "demo_down1", nickname: "Someone" }),
    );
    expect(status).toBe(400);
    expect(data.result.error?.username).toEqual(["in_username_exists"]);
    expect(data.result.initialValue).toMatchObject({ username: "demo_down1", rebate: "1.5" });
    expect(data.result.initialValue?.password).toBeUndefined();
    expect(data.result.initialValue?.confirmPassword).toBeUndefined();
  });

  it("refuses a rebate above the agent's quota (2%), in the form and at the backend", async () => {
    const { data, status } = unwrap<{ result: Reply }>(await open({ username: "newdown02", rebate: "2.1" }));
    expect(status).toBe(400);
    expect(data.result.error?.rebate).toEqual(["rebate_above_quota"]);
    expect(data.result.initialValue).toMatchObject({ username: "newdown02", rebate: "2.1" });
    const token = backendToken(servers.backend.db, "demo_agent");
    const direct = await fetch(`${servers.backend.url}/wps/agent/downline`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Merchant: "demo", Authorization: token },
      body: JSON.stringify({
        username: "newdown02",
        password: "Secret123",
        confirmPassword: "Secret123",
        rebate: 2.1,
      }),
    });
    expect(direct.status).toBe(400);
    expect(((await direct.json()) as { value: { messageKey: string } }).value.messageKey).toBe(
      "rebate_above_quota",
    );
    expect(
      servers.backend.db.prepare("SELECT 1 FROM members WHERE account = 'newdown02'").get(),
    ).toBeUndefined();
  });

  it("refuses a confirmation that differs, and a bad username", async () => {
    const { data } = unwrap<{ result: Reply }>(
      await open({ username: "1bad", confirmPassword: "Other1234" }),
    );
    expect(data.result.error?.username).toEqual(["in_account_format"]);
    expect(data.result.error?.confirmPassword).toEqual(["in_confirmation_correct"]);
  });

  it("creates and deletes affiliate links, each within the quota", async () => {
    expect(locationOf(await post({ intent: "createLink", rebate: "1.0" }))).toBe("/m/agentRegister");
    const page = await openPage();
    expect(page.links).toHaveLength(1);
    expect(page.links[0].url).toMatch(/\/m\/register\?code=[0-9A-F]{10}$/);
    const above = unwrap<{ result: Reply }>(await post({ intent: "createLink", rebate: "5" }));
    expect(above.data.result.error?.rebate).toEqual(["rebate_above_quota"]);
    expect(locationOf(await post({ intent: "deleteLink", linkId: String(page.links[0].id) }))).toBe(
      "/m/agentRegister",
    );
    const after = await openPage();
    expect(after.links).toHaveLength(0);
  });

  it("a registration through an affiliate link joins the agent's team with the link's rebate", async () => {
    expect(locationOf(await post({ intent: "createLink", rebate: "1.3" }))).toBe("/m/agentRegister");
    const page = await openPage();
    const code = page.links[0].url.split("code=")[1];
    // The registration page's own captcha, answered the way the registration tests answer it.
    const { data } = unwrap<{ captcha: { captchaId: string } }>(
      await runRoute(servers.services, registerLoader, request(`/m/register?code=${code}`)),
    );
    const registered = await runRoute(
      servers.services,
      registerAction,
      request(`/m/register?code=${code}`, {
        form: {
          method: "username",
          intent: "register",
          username: "linked01",
          password: "Secret123",
          confirmPassword: "Secret123",
          affiliateCode: code,
          terms: "on",
          captchaId: data.captcha.captchaId,
          captcha: await captchaAnswer(servers.backend.url, data.captcha.captchaId),
        },
      }),
    );
    expect(registered).toBeInstanceOf(Response);
    expect(
      servers.backend.db
        .prepare(
          "SELECT m.rebate_permille, p.account FROM members m JOIN members p ON p.id = m.parent_id WHERE m.account = 'linked01'",
        )
        .get(),
    ).toEqual({ rebate_permille: 13, account: "demo_agent" });
  });

  it("sends a player home", async () => {
    const player = await runRoute(servers.services, loader, request("/m/agentRegister"));
    expect(player).toRedirectTo("/m/home");
  });
});
