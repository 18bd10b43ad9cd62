// Korean screens in Korean (issue 14): a Korean text that is the English one word for word, or that
// has no Hangul at all, is an untranslated text unless it is a name (brands, vendors, social networks)
// or a symbol.
import { expect, it } from "vitest";
import { translationOf } from "../support/texts";

// Names and symbols, the same in every language.
const NAMES = new Set([
  "account.register.qqNum",
  "account.register.facebook",
  "account.register.wechat",
  "account.register.line",
  "account.register.whatsapp",
  "messages.customerService.whatsapp",
  "account.register.zalo",
  "account.menu.vip",
  "title.vip",
  "account.format.kinds",
  "account.format.kind.underscore",
  "account.format.kind.hyphen",
  "games.category.MXWIN",
  "games.classifyName.TG",
  "footer.TWITTER",
  "footer.YOUTUBE",
  "footer.FACEBOOK",
  "footer.TELEGRAM",
]);

it("has every Korean text in Korean, names aside (the copyright line and MXWIN heading included)", () => {
  const en = translationOf("en");
  const ko = translationOf("ko");
  const untranslated = Object.entries(ko)
    .filter(([key]) => !NAMES.has(key) && !key.startsWith("language."))
    .filter(([key, text]) => text === en[key] || !/[\uac00-\ud7a3]/.test(text))
    .map(([key]) => key);
  expect(untranslated).toEqual([]);
  expect(ko["footer.copyright"]).toMatch(/[\uac00-\ud7a3]/);
  expect(ko["games.home.mxwin"]).toMatch(/^[\uac00-\ud7a3]/);
});
