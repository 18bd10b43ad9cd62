import { describe, expect, it } from "vitest";
import {
  chatLanguage,
  DEFAULT_LANGUAGE,
  GAME_LANGUAGES,
  MERCHANT_LANGUAGES,
  toI18nLng,
} from "~/domain/language";

describe("language lists", () => {
  it("matches the spec", () => {
    expect(GAME_LANGUAGES).toEqual(["EN", "ES", "JA", "KO", "PT", "TY"]);
    expect(MERCHANT_LANGUAGES).toEqual(["EN", "KO"]);
    expect(DEFAULT_LANGUAGE).toBe("KO");
  });
});

describe("codes", () => {
  it("i18n uses lower case", () =>
    expect(GAME_LANGUAGES.map(toI18nLng)).toEqual(["en", "es", "ja", "ko", "pt", "ty"]));
  it("chat language is upper case with CN variants collapsed", () => {
    expect(chatLanguage("ko")).toBe("KO");
    expect(chatLanguage("cn")).toBe("CN");
    expect(chatLanguage("cn-tw")).toBe("CN");
    expect(chatLanguage("CN_HK")).toBe("CN");
  });
});
