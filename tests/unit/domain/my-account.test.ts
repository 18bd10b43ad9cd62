import { describe, expect, it } from "vitest";
import type { FieldSettings } from "~/domain/account-forms";
import { AVATAR_MAX_BYTES, avatarCheck } from "~/domain/my-account";
import { profileSchema } from "~/domain/profile-form";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

describe("avatarCheck", () => {
  it("takes PNG and JPEG by their first bytes", () => {
    expect(avatarCheck(png)).toEqual({ ok: true, contentType: "image/png" });
    expect(avatarCheck(jpeg)).toEqual({ ok: true, contentType: "image/jpeg" });
  });

  it("refuses other content, whatever the file was called", () => {
    expect(avatarCheck(new TextEncoder().encode("GIF89a....."))).toEqual({
      ok: false,
      messageKey: "avatarType",
    });
    expect(avatarCheck(new TextEncoder().encode("<svg></svg>"))).toEqual({
      ok: false,
      messageKey: "avatarType",
    });
  });

  it("refuses no file and a file over 5 MB; 5 MB exactly passes", () => {
    expect(avatarCheck(new Uint8Array())).toEqual({ ok: false, messageKey: "avatarMissing" });
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(png);
    expect(avatarCheck(big)).toEqual({ ok: false, messageKey: "avatarTooLarge" });
    expect(avatarCheck(big.subarray(0, AVATAR_MAX_BYTES)).ok).toBe(true);
  });
});

const settings: FieldSettings = {
  nickname: { enabled: true, required: true, regExp: "^[^<>]{2,20}$", messageKey: "in_name_format" },
  email: {
    enabled: true,
    required: false,
    regExp: "^\\w+@\\w+(\\.[A-Za-z]{2,3}){1,3}$",
    messageKey: "in_email_incorrect",
  },
  payeeName: { enabled: false, required: false, regExp: "^.{2,30}$", messageKey: "in_name_format" },
};

describe("profileSchema", () => {
  const parse = (value: Record<string, string>) =>
    profileSchema(settings).safeParse({ intent: "profile", ...value });

  it("checks each field by the server's pattern, even one the registration does not require", () => {
    expect(parse({ nickname: "Lucky", email: "a@b.com", payeeName: "Lee" }).success).toBe(true);
    const refused = parse({ nickname: "<b>", email: "not-mail", payeeName: "x" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["nickname", "in_name_format"],
      ["email", "in_email_incorrect"],
      ["payeeName", "in_name_format"],
    ]);
  });

  it("leaves empty fields out", () => {
    expect(parse({}).data).toEqual({ intent: "profile" });
  });
});
