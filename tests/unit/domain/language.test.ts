import { describe, expect, it } from "vitest";
import {
  chatLanguage,
  DEFAULT_LANGUAGE,
  flagCountry,
  GAME_LANGUAGES,
  MERCHANT_LANGUAGES,
  resolveLanguage,
  toI18nLng,
} from "~/domain/language";

describe("language lists", () => {
  it("matches the spec", () => {
    expect(GAME_LANGUAGES).toEqual(["EN", "ES", "JA", "KO", "PT", "TY"]);
    expect(MERCHANT_LANGUAGES).toEqual(["EN", "KO"]);
    expect(DEFAULT_LANGUAGE).toBe("KO");
  });
});

describe("resolveLanguage", () => {
  const supported = GAME_LANGUAGES;
  it("prefers a supported cookie, case-insensitively", () =>
    expect(resolveLanguage({ cookie: "ja", acceptLanguage: "en-US", supported, fallback: "KO" })).toBe("JA"));
  it("ignores an unsupported cookie", () =>
    expect(
      resolveLanguage({ cookie: "FR", acceptLanguage: "pt-BR,pt;q=0.9", supported, fallback: "KO" }),
    ).toBe("PT"));
  it("takes the highest q supported primary subtag", () => {
    expect(
      resolveLanguage({ acceptLanguage: "fr-FR,fr;q=0.9,es;q=0.5,ja;q=0.8", supported, fallback: "KO" }),
    ).toBe("JA");
    expect(resolveLanguage({ acceptLanguage: "en;q=0.2, es-MX", supported, fallback: "KO" })).toBe("ES");
  });
  it("skips q=0 and *", () =>
    expect(resolveLanguage({ acceptLanguage: "ja;q=0, *;q=0.9, en;q=0.1", supported, fallback: "KO" })).toBe(
      "EN",
    ));
  it("keeps header order on equal q", () =>
    expect(resolveLanguage({ acceptLanguage: "ko, en", supported, fallback: "EN" })).toBe("KO"));
  it("falls back when nothing matches", () => {
    expect(resolveLanguage({ cookie: null, acceptLanguage: "fr,de", supported, fallback: "KO" })).toBe("KO");
    expect(
      resolveLanguage({ supported: MERCHANT_LANGUAGES, acceptLanguage: "ja", fallback: DEFAULT_LANGUAGE }),
    ).toBe("KO");
    expect(resolveLanguage({ supported, fallback: "EN", acceptLanguage: "" })).toBe("EN");
  });
});

describe("flags and codes", () => {
  it.each([
    ["EN", "US"],
    ["JA", "JP"],
    ["KO", "KR"],
    ["ES", "ES"],
    ["PT", "PT"],
    ["en", "US"],
  ])("%s flag is %s", (code, country) => expect(flagCountry(code)).toBe(country));
  it("TY and unknown codes have no flag", () => {
    expect(flagCountry("TY")).toBeNull();
    expect(flagCountry("XX")).toBeNull();
  });
  it("i18n uses lower case", () =>
    expect(GAME_LANGUAGES.map(toI18nLng)).toEqual(["en", "es", "ja", "ko", "pt", "ty"]));
  it("chat language is upper case with CN variants collapsed", () => {
    expect(chatLanguage("ko")).toBe("KO");
    expect(chatLanguage("cn")).toBe("CN");
    expect(chatLanguage("cn-tw")).toBe("CN");
    expect(chatLanguage("CN_HK")).toBe("CN");
  });
});
