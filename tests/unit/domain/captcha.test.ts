import { describe, expect, it } from "vitest";
import { captchaRefusal } from "~/domain/captcha";
import { loginSchema } from "~/domain/account-forms";

describe("the captcha answer (accounts §5: captcha required, numeric; locale texts: 1-16 digits)", () => {
  it("takes 1 to 16 digits, spaces around dropped", () => {
    expect(captchaRefusal("7")).toBeNull();
    expect(captchaRefusal(" 1234 ")).toBeNull();
    expect(captchaRefusal("1".repeat(16))).toBeNull();
  });

  it("asks for it when empty, and says the rule for letters or more than 16 digits", () => {
    expect(captchaRefusal("  ")).toBe("in_vwrite_code");
    expect(captchaRefusal("12a4")).toBe("captcha_digits");
    expect(captchaRefusal("1".repeat(17))).toBe("captcha_digits");
    expect(captchaRefusal("12 34")).toBe("captcha_digits");
  });

  it("is the login form's captcha rule", () => {
    const captcha = (value?: string) =>
      loginSchema({ mode: "username", captchaShown: true })
        .safeParse({ username: "demo_player", password: "Passw0rd!", captcha: value, captchaId: "id" })
        .error?.issues.filter((i) => i.path[0] === "captcha")
        .map((i) => i.message) ?? [];
    expect(captcha("4821")).toEqual([]);
    expect(captcha(undefined)).toEqual(["in_vwrite_code"]);
    expect(captcha("48a1")).toEqual(["captcha_digits"]);
  });
});
