// Every language has every English text (issue 13), checked on the objects themselves, not only by the
// types: a language registered through a spread or a cast would pass the compiler with keys missing.
// Chinese, Vietnamese, Thai and Indonesian have no text left in English but names, codes, symbols and
// (Indonesian) the loanwords its players use.
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/locales";
import { textsOf } from "../support/texts";

const english = textsOf("en");
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(LOCALES.filter((lng) => lng !== "en"))("%s", (lng) => {
  const texts = textsOf(lng);

  it("has every key the English texts have, each a non-empty text", () => {
    expect(Object.keys(english).filter((key) => !texts[key]?.trim())).toEqual([]);
  });

  it("keeps every interpolation placeholder of the English text", () => {
    const changed = Object.keys(english).filter(
      (key) =>
        texts[key] !== undefined && placeholders(texts[key]).join() !== placeholders(english[key]!).join(),
    );
    expect(changed).toEqual([]);
  });
});

// The same in every language: brands, networks, codes, symbols and language names.
const NAMES = new Set([
  "translation:account.login.providers.facebook",
  "translation:account.login.providers.google",
  "translation:account.login.providers.line",
  "translation:account.login.providers.twitter",
  "translation:account.register.qqNum",
  "translation:account.register.facebook",
  "translation:account.register.wechat",
  "translation:account.register.line",
  "translation:account.register.whatsapp",
  "translation:account.register.zalo",
  "translation:account.menu.vip",
  "translation:account.format.kinds",
  "translation:account.format.kind.underscore",
  "translation:account.format.kind.hyphen",
  "translation:agent.centre.unread",
  "translation:messages.centre.telegram",
  "translation:messages.customerService.whatsapp",
  "translation:member.vip.rebateValue",
  "translation:games.category.MXWIN",
  "translation:games.hot",
  "translation:games.category.HOT",
  "translation:games.classifyName.VP",
  "translation:games.classifyName.AC",
  "translation:title.vip",
  "translation:footer.TWITTER",
  "translation:footer.YOUTUBE",
  "translation:footer.FACEBOOK",
  "translation:footer.TELEGRAM",
  "translation:app.menu",
]);

// English words a language keeps as its players say them (Indonesian: Deposit, Bonus, Cashback, ...):
// the whole text, wherever it is used.
const LOANWORDS: Partial<Record<string, ReadonlySet<string>>> = {
  // The game genre's abbreviation, as Thai lobbies write it.
  th: new Set(["PVP"]),
  id: new Set([
    "Deposit",
    "Bonus",
    "Bonus {{amount}}",
    "Cashback",
    "Transfer",
    "Bank",
    "Total",
    "Online",
    "Filter",
    "Hot",
    "Poker",
    "Jackpot",
    "PVP",
    "PP live",
    "EG4 live",
    "Live chat",
    "Avatar",
    "Menu",
  ]),
};

describe.each(["zh", "vi", "th", "id"] as const)("%s texts", (lng) => {
  it("leaves no text in English but names, codes and the language's loanwords", () => {
    const texts = textsOf(lng);
    const untranslated = Object.keys(english).filter(
      (key) =>
        !NAMES.has(key) &&
        !key.startsWith("translation:language.") &&
        texts[key] === english[key] &&
        !LOANWORDS[lng]?.has(english[key]!),
    );
    expect(untranslated).toEqual([]);
  });
});
