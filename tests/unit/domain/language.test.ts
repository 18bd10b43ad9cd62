import { describe, expect, it } from "vitest";
import {
  chatLanguage,
  flagCountry,
  flagEmoji,
  DEFAULT_LANGUAGE,
  GAME_LANGUAGES,
  merchantLanguages,
  offeredLanguage,
  siteLanguages,
  toI18nLng,
  toPlatformLanguage,
} from "~/domain/language";

describe("language lists", () => {
  it("matches the spec", () => {
    expect(GAME_LANGUAGES).toEqual(["EN", "ES", "JA", "KO", "PT", "TY"]);
    expect(DEFAULT_LANGUAGE).toBe("KO");
  });
});

describe("codes", () => {
  it("i18n uses lower case", () =>
    expect(GAME_LANGUAGES.map(toI18nLng)).toEqual(["en", "es", "ja", "ko", "pt", "ty"]));
  it("maps the platform's CN (any variant) to i18next's zh and back; VI, TH, ID stay as they are", () => {
    expect(["CN", "cn-tw", "CN_HK", "VI", "TH", "ID"].map(toI18nLng)).toEqual([
      "zh",
      "zh",
      "zh",
      "vi",
      "th",
      "id",
    ]);
    expect(["zh", "vi", "th", "id", "ko"].map(toPlatformLanguage)).toEqual(["CN", "VI", "TH", "ID", "KO"]);
  });
  it("chat language is upper case with CN variants collapsed", () => {
    expect(chatLanguage("ko")).toBe("KO");
    expect(chatLanguage("cn")).toBe("CN");
    expect(chatLanguage("cn-tw")).toBe("CN");
    expect(chatLanguage("CN_HK")).toBe("CN");
  });
});

describe("the merchant's languages", () => {
  it("lists the merchant's languages we have texts for, in the merchant's order", () =>
    expect(siteLanguages(["EN", "KO", "CN", "VI", "TH", "ID"], ["en", "ko", "vi", "zh"])).toEqual([
      "EN",
      "KO",
      "CN",
      "VI",
    ]));
  it("are the general list, then the game screens' languages it lacks, once each (spec: EN, KO and the six)", () =>
    expect(
      merchantLanguages({ general: ["EN", "KO", "CN"], game: ["EN", "ES", "JA", "KO", "PT", "TY"] }),
    ).toEqual(["EN", "KO", "CN", "ES", "JA", "PT", "TY"]));
  it("keeps an offered language and falls back to the default for one not offered", () => {
    expect(offeredLanguage("vi", ["EN", "KO", "VI"], "ko")).toBe("vi");
    expect(offeredLanguage("zh", ["EN", "KO", "CN"], "ko")).toBe("zh");
    expect(offeredLanguage("ja", ["EN", "KO", "VI"], "ko")).toBe("ko");
  });
  it("without the default in the list, takes the merchant's first language", () =>
    expect(offeredLanguage("ja", ["VI", "EN"], "ko")).toBe("vi"));
  it("keeps the detected language while the merchant's list is not known", () =>
    expect(offeredLanguage("ja", [], "ko")).toBe("ja"));
});

describe("the selector's flags (accounts §1: language codes map to flag country codes)", () => {
  it("maps EN to US and JA to JP, as the spec's examples, and the other shipped languages", () => {
    expect(flagCountry("EN")).toBe("US");
    expect(flagCountry("JA")).toBe("JP");
    expect(["KO", "CN", "ES", "PT", "TH", "VI", "ID"].map(flagCountry)).toEqual([
      "KR",
      "CN",
      "ES",
      "BR",
      "TH",
      "VN",
      "ID",
    ]);
  });
  it("has no flag for TY (the merchant's own code) or an unknown code; CN variants are CN", () => {
    expect(flagCountry("TY")).toBeNull();
    expect(flagCountry("XX")).toBeNull();
    expect(flagCountry("CN-TW")).toBe("CN");
  });
  it("writes a flag as its two regional indicator letters", () => {
    expect(flagEmoji("US")).toBe("\u{1F1FA}\u{1F1F8}");
    expect(flagEmoji("jp")).toBe("\u{1F1EF}\u{1F1F5}");
  });
});
