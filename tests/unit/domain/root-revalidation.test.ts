import { describe, expect, it } from "vitest";
import { rootShouldRevalidate } from "~/domain/root-revalidation";

const at = (path: string) => new URL(path, "http://localhost");
const navigate = (
  from: string,
  to: string,
  extra: { formMethod?: string; formData?: FormData; defaultShouldRevalidate?: boolean } = {},
) => rootShouldRevalidate({ currentUrl: at(from), nextUrl: at(to), defaultShouldRevalidate: true, ...extra });

describe("rootShouldRevalidate", () => {
  it("skips plain link navigations, including search changes the root does not read", () => {
    expect(navigate("/m/home", "/m/slot-games")).toBe(false);
    expect(navigate("/m/slot-games", "/m/slot-games?page=2")).toBe(false);
    expect(navigate("/m/home", "/m/home?menu=left")).toBe(false);
    expect(navigate("/m/notice?index=0", "/m/notice?index=1")).toBe(false);
  });

  it("skips GET form submissions (filters, search)", () =>
    expect(navigate("/m/slot-games", "/m/slot-games?gameName=fish", { formMethod: "GET" })).toBe(false));

  it("reruns after actions, unless React Router skips it for a refused form", () => {
    expect(navigate("/m/login", "/m/home", { formMethod: "POST" })).toBe(true);
    expect(navigate("/m/home?menu=left", "/m/home", { formMethod: "post" })).toBe(true);
    expect(navigate("/m/home", "/m/home", { formMethod: "DELETE" })).toBe(true);
    expect(navigate("/m/login", "/m/login", { formMethod: "POST", defaultShouldRevalidate: false })).toBe(
      false,
    );
  });

  it("skips a post that only asks for a captcha picture or an SMS code", () => {
    const asking = (intent: string) => {
      const formData = new FormData();
      formData.set("intent", intent);
      return { formMethod: "POST", formData };
    };
    expect(navigate("/m/forget", "/m/forget", asking("sendCode"))).toBe(false);
    expect(navigate("/m/register", "/m/register", asking("captcha"))).toBe(false);
    expect(navigate("/m/forget", "/m/forget", asking("reset"))).toBe(true);
  });

  it("reruns when the balance parameter changes", () => {
    expect(navigate("/m/home", "/m/home?balance=hidden")).toBe(true);
    expect(navigate("/m/home?balance=hidden", "/m/slot-games")).toBe(true);
    expect(navigate("/m/home?balance=hidden", "/m/home?balance=hidden&menu=left")).toBe(false);
  });

  it("reruns on a refresh of the same address", () => expect(navigate("/m/home", "/m/home")).toBe(true));

  it("reruns on arrival at login, where loaders send ended sessions with a toast", () => {
    expect(navigate("/m/home", "/m/login?redirectTo=%2Fm%2Ffav-games")).toBe(true);
    expect(navigate("/m/login", "/m/login?mode=phone")).toBe(false);
  });
});
