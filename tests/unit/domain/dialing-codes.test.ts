import { describe, expect, it } from "vitest";
import { DIALING_CODES, dialingCodesOf } from "~/domain/dialing-codes";

describe("dialingCodesOf", () => {
  it("offers the platform's countries in its order", () =>
    expect(
      dialingCodesOf([
        { countryCode: "VN", dialingCode: "84" },
        { countryCode: "CN", dialingCode: "86" },
      ]),
    ).toEqual([
      { code: "84", country: "VN" },
      { code: "86", country: "CN" },
    ]));
  it("falls back to our list without an answer or with an empty one", () => {
    expect(dialingCodesOf(null)).toBe(DIALING_CODES);
    expect(dialingCodesOf([])).toBe(DIALING_CODES);
  });
});
