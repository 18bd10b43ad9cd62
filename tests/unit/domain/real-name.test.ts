import { describe, expect, it } from "vitest";
import { maySubmitRealName, normaliseIdNumber } from "~/domain/real-name";
import { realNameSchema } from "~/domain/real-name-form";

const check = (realName: string, idNumber: string, birthday = "1990-03-07") =>
  realNameSchema("2026-12-01").safeParse({ realName, idNumber, birthday });
const errorsOf = (realName: string, idNumber: string) =>
  check(realName, idNumber).error?.issues.map((i) => [i.path[0], i.message]) ?? [];

describe("real-name verification", () => {
  it("takes a document's name in any script and an identity number of letters and digits", () => {
    expect(check("  Nguyễn   Văn An ", "ab 12-34 56").data).toEqual({
      realName: "Nguyễn Văn An",
      idNumber: "AB123456",
      birthday: "1990-03-07",
    });
    expect(check("王小明", "110101199003077777").success).toBe(true);
    expect(check("Mary-Jane O'Neil", "X1234567").success).toBe(true);
    expect(check("A. B.", "123456").success).toBe(true);
  });

  it("refuses a name of one letter, digits or marks, and numbers too short, too long or with symbols", () => {
    expect(errorsOf("A", "123456")).toEqual([["realName", "member.realName.errors.name"]]);
    expect(errorsOf("Agent 007", "123456")).toEqual([["realName", "member.realName.errors.name"]]);
    expect(errorsOf("x".repeat(51), "123456")).toEqual([["realName", "member.realName.errors.name"]]);
    expect(errorsOf("Ann Lee", "12345")).toEqual([["idNumber", "member.realName.errors.id_number"]]);
    expect(errorsOf("Ann Lee", "1".repeat(21))).toEqual([["idNumber", "member.realName.errors.id_number"]]);
    expect(errorsOf("Ann Lee", "1234/678")).toEqual([["idNumber", "member.realName.errors.id_number"]]);
    expect(normaliseIdNumber(" a1-b2 c3 ")).toBe("A1B2C3");
  });

  it("asks for a date of birth of a member 21 or over on the day (accounts §5: birthday check for 21 years)", () => {
    const birthdayErrors = (birthday: string) =>
      check("Ann Lee", "123456", birthday).error?.issues.map((i) => [i.path[0], i.message]) ?? [];
    expect(birthdayErrors("2005-12-01")).toEqual([]);
    expect(birthdayErrors("2005-12-02")).toEqual([["birthday", "member.realName.errors.birthday_age"]]);
    expect(birthdayErrors("2010-01-01")).toEqual([["birthday", "member.realName.errors.birthday_age"]]);
    expect(birthdayErrors("1990-02-30")).toEqual([["birthday", "member.realName.errors.birthday_invalid"]]);
    expect(birthdayErrors("")).toEqual([["birthday", "member.realName.errors.birthday_invalid"]]);
    expect(
      realNameSchema().safeParse({ realName: "Ann Lee", idNumber: "123456" }).error?.issues[0],
    ).toMatchObject({
      path: ["birthday"],
      message: "account.errors.in_required",
    });
  });

  it("offers the form before any check and after a rejection only", () => {
    expect(maySubmitRealName("none")).toBe(true);
    expect(maySubmitRealName("rejected")).toBe(true);
    expect(maySubmitRealName("pending")).toBe(false);
    expect(maySubmitRealName("verified")).toBe(false);
  });
});
