import { describe, expect, it } from "vitest";
import { cardDigits, isCardNumber, isHolderName, maskedCardNumber } from "~/domain/bank-card";

describe("bank card rules (security centre: bank card bind and list)", () => {
  it("takes 16 to 19 digits, typed with spaces or hyphens", () => {
    expect(isCardNumber("6222021234567890")).toBe(true);
    expect(isCardNumber("6222 0212 3456 7890")).toBe(true);
    expect(isCardNumber("6212-2602-0001-2345-678")).toBe(true);
    expect(cardDigits("6222 0212-3456 7890")).toBe("6222021234567890");
  });

  it("refuses too short, too long and anything but digits", () => {
    for (const typed of [
      "",
      "622202123456789",
      "62220212345678901234",
      "6222o21234567890",
      "6222.0212.3456.7890",
    ]) {
      expect(isCardNumber(typed), typed).toBe(false);
    }
  });

  it("takes a holder's name in any script, not digits or a single letter", () => {
    for (const name of ["Kim Min-jun", "张三", "김민준", "O'Neil", "J. R. Smith", "Joaquín Núñez"]) {
      expect(isHolderName(name), name).toBe(true);
    }
    for (const name of ["", "A", "1234", "Kim 2", "<script>", " - "]) {
      expect(isHolderName(name), name).toBe(false);
    }
  });

  it("shows a card by its last four digits only", () => {
    expect(maskedCardNumber("7890")).toBe("**** **** **** 7890");
  });
});
