import { describe, expect, it } from "vitest";
import { footerAge } from "~/domain/legal-age";
import { LOCALES, resources } from "~/locales";

describe("the footer's age (accounts §2: 18 in some strings, 19 in others)", () => {
  it("is 19 in Korean and 18 in the other languages", () => {
    expect(footerAge("ko")).toBe(19);
    for (const language of ["en", "es", "id", "ja", "pt", "th", "ty", "vi", "zh"])
      expect(footerAge(language)).toBe(18);
  });

  it("is said by every language's footer text from the one number, never written into it", () => {
    for (const locale of LOCALES) {
      const text = resources[locale].translation.footer.responsible;
      expect(text, locale).toContain("{{age}}");
      expect(text, locale).not.toMatch(/1[89]/);
    }
  });
});
