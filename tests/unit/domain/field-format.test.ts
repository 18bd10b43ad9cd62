import { describe, expect, it } from "vitest";
import { fieldFormat } from "~/domain/field-format";

// The patterns are the reference backend's registration settings (GET /wps/system/setting/register).
describe("fieldFormat", () => {
  it("reads the account rule: 6 to 16 letters, digits or _, starting with a letter", () => {
    expect(fieldFormat("^[A-Za-z][A-Za-z0-9_]{5,15}$")).toEqual({
      min: 6,
      max: 16,
      kinds: ["letters", "digits", "underscore"],
      except: [],
      startsWithLetter: true,
      needs: [],
    });
  });

  it("reads the password rule: 8 to 20 printable characters with a letter and a digit", () => {
    expect(fieldFormat("^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,20}$")).toEqual({
      min: 8,
      max: 20,
      kinds: ["letters", "digits", "symbols"],
      except: [],
      startsWithLetter: false,
      needs: ["letter", "digit"],
    });
  });

  it("reads digit-only, exact-length and letter-or-digit rules", () => {
    expect(fieldFormat("^\\d{6,15}$")).toMatchObject({ min: 6, max: 15, kinds: ["digits"] });
    expect(fieldFormat("^\\d{6}$")).toMatchObject({ min: 6, max: 6, kinds: ["digits"] });
    expect(fieldFormat("^[A-Za-z0-9]{4,16}$")).toMatchObject({
      min: 4,
      max: 16,
      kinds: ["letters", "digits"],
    });
    expect(fieldFormat("^[A-Za-z0-9_-]{5,20}$")).toMatchObject({
      kinds: ["letters", "digits", "underscore", "hyphen"],
    });
  });

  it("reads any character, with what a negated class leaves out", () => {
    expect(fieldFormat("^[^<>]{2,20}$")).toMatchObject({
      min: 2,
      max: 20,
      kinds: ["any"],
      except: ["<", ">"],
    });
    expect(fieldFormat("^.{2,50}$")).toMatchObject({ min: 2, max: 50, kinds: ["any"], except: [] });
  });

  it("has no upper limit for + and open counts", () => {
    expect(fieldFormat("^\\d+$")).toMatchObject({ min: 1, max: null });
    expect(fieldFormat("^[a-z]{3,}$")).toMatchObject({ min: 3, max: null });
  });

  it("gives up on shapes it cannot say in words", () => {
    expect(fieldFormat("^\\w+(\\.\\w+)*@\\w+(\\.[A-Za-z]{2,3}){1,3}$")).toBeNull(); // e-mail
    expect(fieldFormat("^(a|b)$")).toBeNull();
    expect(fieldFormat("[0-9]{4}")).toBeNull(); // not anchored
    expect(fieldFormat("^[\\u4e00-\\u9fa5]{2,4}$")).toBeNull();
  });
});
