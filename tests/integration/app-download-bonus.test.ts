// The app-download bonus is for the app (issue 49 item 10): the reference backend pays it only to a
// session that started in the app's shell, told by the BFF at login from the visitor's user agent;
// a mobile-web session is refused whatever it posts, and its screen says "In the app".
import { describe, expect, it } from "vitest";
import { createBackendClient } from "~/.server/backend";
import { clientPlatform } from "~/domain/download";
import { loader as activityLoader } from "~/routes/content/activity";
import { backendOfFile, memberCookie, request, runRoute, testServices } from "../support/route";
import { MERCHANT } from "../support/servers";
import { balanceOf, createMember } from "../support/member";
import { startProxy } from "../support/proxy";
import { encryptedFetch } from "../support/encrypted-call";

const backend = backendOfFile();
const APP_UA = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile MCApp/2.3";
const WEB_UA = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36";

const bonusId = () =>
  backend.db.prepare("SELECT id FROM promotion WHERE category = 'app_download'").pluck().get() as number;
const demoBalance = () =>
  (backend.db
    .prepare("SELECT balance_cents FROM members WHERE account = 'demo_player'")
    .pluck()
    .get() as number) / 100;

/** The BFF's own client, as a request from this user agent builds it, logged in as demo_player. */
async function loggedIn(userAgent: string) {
  const options = {
    baseUrl: backend.url,
    merchant: MERCHANT,
    language: "EN",
    timeoutMs: 3000,
    platform: clientPlatform(userAgent),
  };
  const { token } = await createBackendClient(options).login({
    type: "username",
    username: "demo_player",
    password: "Passw0rd!",
  });
  return { token, client: createBackendClient({ ...options, token }) };
}

describe("the app-download bonus", () => {
  it("is refused to a mobile-web session, on the platform itself", async () => {
    const { token, client } = await loggedIn(WEB_UA);
    expect(backend.db.prepare("SELECT platform FROM sessions WHERE token = ?").pluck().get(token)).toBe(
      "html5",
    );
    const before = demoBalance();
    await expect(client.claimPromotion(bonusId())).rejects.toMatchObject({ errorCode: "promotion.app.only" });
    expect(demoBalance()).toBe(before);
  });

  it("is paid, once, to a session that started in the app", async () => {
    const { token, client } = await loggedIn(APP_UA);
    expect(backend.db.prepare("SELECT platform FROM sessions WHERE token = ?").pluck().get(token)).toBe(
      "app",
    );
    const before = demoBalance();
    await expect(client.claimPromotion(bonusId())).resolves.toMatchObject({
      state: "claimed",
    });
    await expect(client.claimPromotion(bonusId())).resolves.toMatchObject({ state: "claimed" });
    expect(demoBalance()).toBeCloseTo(before + 8, 2);
  });

  it("the login says Device: OTHERS from the app's shell, web elsewhere (accounts §7), and the platform reads it", async () => {
    const devices: (string | undefined)[] = [];
    const recorder = await startProxy(backend.url, (url, headers) => {
      if (url.includes("/wps/session/login")) devices.push(headers.device as string | undefined);
    });
    try {
      for (const userAgent of [APP_UA, WEB_UA])
        await createBackendClient({
          baseUrl: recorder.url,
          merchant: MERCHANT,
          language: "EN",
          timeoutMs: 3000,
          platform: clientPlatform(userAgent),
        }).login({ type: "username", username: "demo_player", password: "Passw0rd!" });
    } finally {
      await recorder.close();
    }
    expect(devices).toEqual(["OTHERS", "web"]);
    // The header alone makes an app session on the reference backend.
    const answer = await encryptedFetch(backend.url, "/wps/session/login", {
      merchant: MERCHANT,
      headers: { Device: "OTHERS" },
      payload: { type: "username", username: "demo_player", password: "Passw0rd!" },
    });
    const { value } = (await answer.json()) as { value: { token: string } };
    expect(backend.db.prepare("SELECT platform FROM sessions WHERE token = ?").pluck().get(value.token)).toBe(
      "app",
    );
  });

  it("reads 'In the app' on the mobile web and Claim in the app", async () => {
    const member = createMember(backend.db, { balance: 10 });
    const cookie = await memberCookie(member);
    const statusFor = async (userAgent: string) => {
      const page = (await runRoute(
        testServices(backend.url),
        activityLoader as never,
        request("/m/activity?tab=app_download", { cookie, headers: { "User-Agent": userAgent } }),
      )) as { promotions: { category: string; status: unknown }[] };
      return page.promotions.find((p) => p.category === "app_download")!.status;
    };
    expect(await statusFor(WEB_UA)).toEqual({ label: "app_only", intent: null });
    expect(await statusFor(APP_UA)).toEqual({ label: "claim", intent: "claim" });
    expect(balanceOf(backend.db, member)).toBe(10);
  });
});
