// Registration attribution (accounts §4 registerMethod) and the registration's m_reg banner, against the
// reference backend: the app's shell is APP by its user agent, an installed web app or a web clip is
// what the page tells, anything else H5; the backend keeps it with the site's host.
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/account/register";
import { loader as usernameLoader } from "~/routes/resources/username";
import { backendOfFile, request, runRoute, testServices, unwrap } from "../support/route";
import { captchaAnswer, expectRedirect } from "./account-support";
import { encryptedFetch } from "../support/encrypted-call";

const backend = backendOfFile();

async function register(username: string, registerMethod: string | null, userAgent?: string) {
  const services = testServices(backend.url);
  const { data } = unwrap<{ captcha: { captchaId: string } }>(
    await runRoute(services, loader, request("/m/register")),
  );
  const form: Record<string, string> = {
    method: "username",
    intent: "register",
    username,
    password: "Secret123",
    confirmPassword: "Secret123",
    terms: "on",
    captchaId: data.captcha.captchaId,
    captcha: await captchaAnswer(backend.url, data.captcha.captchaId),
    ...(registerMethod === null ? {} : { registerMethod }),
  };
  const headers = userAgent ? { "User-Agent": userAgent } : undefined;
  expectRedirect(await runRoute(services, action, request("/m/register", { form, headers })), "/m/home");
  return backend.db
    .prepare(
      `SELECT register_method AS method, register_url AS url, register_client_type AS clientType,
              register_platform AS platform FROM members WHERE account = ?`,
    )
    .get(username) as { method: string; url: string; clientType: number | null; platform: string | null };
}

describe("registration attribution", () => {
  it("keeps where the member registered from, with the site's host", async () => {
    expect(await register("from_pwa1", "PWA")).toMatchObject({ method: "PWA", url: "localhost" });
    expect((await register("from_clip1", "WEBCLIP")).method).toBe("WEBCLIP");
    // Without JavaScript the page tells nothing: the mobile web.
    expect((await register("from_web1", null)).method).toBe("H5");
    // A made-up source is the mobile web too, never stored as told.
    expect((await register("from_odd1", "DESKTOP")).method).toBe("H5");
  });

  it("takes the app's shell from its user agent, whatever the page says", async () => {
    const app =
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 MCApp/3.2";
    expect((await register("from_app1", "PWA", app)).method).toBe("APP");
  });

  it("sends the payload's clientType and platform (accounts §9, games §9: 2 and html5; app in the shell)", async () => {
    expect(await register("client_web1", null)).toMatchObject({ clientType: 2, platform: "html5" });
    const app = "Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36 MCApp/3.2";
    expect(await register("client_app1", null, app)).toMatchObject({ clientType: 2, platform: "app" });
  });

  it("the platform refuses a clientType that is no client type with a 400", async () => {
    const answer = await encryptedFetch(backend.url, "/wps/member/register", {
      method: "PUT",
      merchant: "demo",
      payload: { username: "client_bad1", clientType: "desktop" },
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errorCode: string }).errorCode).toBe("param.invalid");
  });
});

describe("the registration's banner", () => {
  it("is the operator's m_reg banner", async () => {
    const { data } = unwrap<{ banner: { image: string } | null }>(
      await runRoute(testServices(backend.url), loader, request("/m/register")),
    );
    expect(data.banner?.image).toMatch(/^\/cdn\/banners\/\d+\.svg$/);
  });
});

describe("username availability (/resources/username)", () => {
  const ask = async (username: string) =>
    unwrap<{ username: string; taken: boolean }>(
      await runRoute(
        testServices(backend.url),
        usernameLoader,
        request(`/resources/username?${new URLSearchParams({ username })}`),
      ),
    ).data;
  it("says taken for an existing account, free otherwise, and nothing for an empty name", async () => {
    expect(await ask("demo_player")).toEqual({ username: "demo_player", taken: true });
    expect(await ask(" nobody_here9 ")).toEqual({ username: "nobody_here9", taken: false });
    expect(await ask("")).toEqual({ username: "", taken: false });
  });
});
