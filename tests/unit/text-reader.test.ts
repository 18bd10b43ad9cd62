import { createInstance, type Resource } from "i18next";
import { describe, expect, it } from "vitest";
import { LOCALES, resources } from "~/locales";
import { growingTexts } from "~/ui/page-texts";
import { pickTexts, textReader } from "~/ui/text-reader";

type Tree = { [key: string]: string | Tree };

/** The browser's i18next setup before decision 0050 (entry.client): the yardstick. */
function i18nextFor(language: string) {
  const i18n = createInstance({
    lng: language,
    fallbackLng: false,
    resources: { [language]: resources[language as keyof typeof resources] as unknown as Resource[string] },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  void i18n.init();
  return i18n;
}

const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 21, 1.5];

describe("textReader", () => {
  for (const language of LOCALES) {
    it(`reads every ${language} text as i18next does, with and without its variables and counts`, () => {
      const i18n = i18nextFor(language);
      const reader = textReader(language, JSON.parse(JSON.stringify(resources[language])) as never);
      const t = reader.t as unknown as (key: string, options?: object) => string;
      const i18nT = i18n.t as unknown as (key: string, options?: object) => string;
      let compared = 0;
      const differences: string[] = [];
      for (const [namespace, tree] of Object.entries(
        resources[language] as unknown as Record<string, Tree>,
      )) {
        const prefix = namespace === "translation" ? "" : `${namespace}:`;
        for (const [path, text] of leaves(tree)) {
          // The key as written and, for a plural form, the key a screen asks with a count.
          const keys = new Set([prefix + path, prefix + path.replace(PLURAL, "")]);
          const variables = [...text.matchAll(/\{\{-?\s*(.+?)\s*\}\}/g)].map((m) => m[1]);
          const given = Object.fromEntries(variables.map((v) => [v, `<${v} & 'x'>`]));
          const optionsList: (object | undefined)[] = [
            undefined,
            {},
            given,
            { replace: given },
            { [variables[0] ?? "other"]: undefined },
            ...COUNTS.map((count) => ({ ...given, count })),
          ];
          for (const key of keys)
            for (const options of optionsList) {
              const [read, expected] = [t(key, options), i18nT(key, options)];
              if (read !== expected)
                differences.push(`${key} ${JSON.stringify(options)}: ${read} ≠ ${expected}`);
              compared++;
            }
        }
      }
      expect(differences).toEqual([]);
      expect(compared).toBeGreaterThan(5000);
      // Some 11,000 calls of i18next per language: seconds on a busy machine, not the default 5.
    }, 30_000);
  }

  it("answers a key it does not know as i18next does: the key, or the default value interpolated", () => {
    const i18n = i18nextFor("en");
    const t = textReader("en", resources.en as never).t as unknown as (
      key: string,
      options?: object,
    ) => string;
    const cases: [string, object | undefined][] = [
      ["games.noSuchKey", undefined],
      ["responsible:no.such.key", undefined],
      ["nobody:games.play", undefined],
      ["Network error: try again", { defaultValue: "Network error: try again" }],
      ["footer.unknownType", { defaultValue: "unknownType" }],
      ["games.noSuchKey", { defaultValue: "Hello {{name}}", name: "Ana" }],
      ["games.play.deeper", undefined],
      ["Network error: try again", undefined],
      ["responsible:refused.limits", { count: 2 }],
    ];
    for (const [key, options] of cases) expect(t(key, options), key).toBe(i18n.t(key, options as never));
  });
});

describe("a page's texts (decision 0056)", () => {
  const whole = resources.en as unknown as Record<string, Tree>;
  const keysOf = (tree: Record<string, Tree>) =>
    Object.entries(tree).flatMap(([namespace, texts]) =>
      leaves(texts).map(([path]) => (namespace === "translation" ? "" : `${namespace}:`) + path),
    );
  const asT = (t: unknown) => t as (key: string, options?: object) => string;

  it("picks what the keys read, plural forms for counted keys, and answers them as the whole texts", () => {
    // Every seventh key as written, and every plural key as a screen asks it (without its form).
    const all = keysOf(whole);
    const plain = all.filter((key, index) => index % 7 === 0 && !PLURAL.test(key));
    const counted = [...new Set(all.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, "")))];
    expect(counted.length).toBeGreaterThan(2);
    const picked = pickTexts(whole, [...plain, ...counted], counted);
    const [read, expected] = [asT(textReader("en", picked).t), asT(textReader("en", whole).t)];
    for (const key of plain) expect(read(key, { name: "Ana" })).toBe(expected(key, { name: "Ana" }));
    for (const key of counted)
      for (const count of COUNTS)
        expect(read(key, { count }), `${key} ${count}`).toBe(expected(key, { count }));
    // Nothing more: the keys not asked are not in the page.
    expect(keysOf(picked).length).toBeLessThan(all.length / 4);
    expect(keysOf(picked)).not.toContain(all.find((key) => !plain.includes(key) && !PLURAL.test(key)));
  });

  it("leaves out keys it does not hold and namespaces nobody reads", () => {
    expect(pickTexts(whole, ["games.noSuchKey", "nobody:games.play", "games"])).toEqual({});
    expect(pickTexts(whole, ["app.skipToContent"])).toEqual({
      translation: { app: { skipToContent: "Skip to content" } },
    });
  });

  it("reads the page's texts, then the whole; draws again only if a key was missed meanwhile", async () => {
    const page = pickTexts(whole, ["app.skipToContent"]);
    const loadWhole = async () => whole;
    const quiet = growingTexts("en", page);
    const told = { quiet: 0, missing: 0 };
    quiet.texts.subscribe(() => told.quiet++);
    const quietT = quiet.texts.t;
    expect(asT(quietT)("app.skipToContent")).toBe("Skip to content");
    await quiet.complete(loadWhole);
    // Nothing missed: nobody is told, the same `t` reads the whole texts.
    expect([told.quiet, quiet.texts.version(), quiet.texts.t]).toEqual([0, 0, quietT]);
    expect(asT(quiet.texts.t)("account.login.title")).toBe("Log in");

    const missing = growingTexts("en", page);
    const unsubscribe = missing.texts.subscribe(() => told.missing++);
    missing.texts.subscribe(() => told.missing++);
    unsubscribe();
    const missingT = missing.texts.t;
    expect(asT(missingT)("account.login.title")).toBe("account.login.title");
    await missing.complete(loadWhole);
    expect([told.missing, missing.texts.version(), missing.texts.language]).toEqual([1, 1, "en"]);
    expect(missing.texts.t).not.toBe(missingT);
    expect(asT(missing.texts.t)("account.login.title")).toBe("Log in");
    // Asked again (StrictMode runs effects twice), it loads once.
    let loads = 0;
    const once = growingTexts("en", page);
    const counting = async () => (loads++, whole);
    await Promise.all([once.complete(counting), once.complete(counting)]);
    expect(loads).toBe(1);
  });
});
