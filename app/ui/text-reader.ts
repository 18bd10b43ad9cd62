import type { TFunction } from "i18next";

/** What screens read of the language: its code and `t`. The server's i18next instance is one. */
export type Texts = { language: string; t: TFunction };

export type Tree = { readonly [key: string]: string | Tree };
type Options = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; replace?: unknown };

const NAMESPACE = ":";
const DEFAULT_NAMESPACE = "translation";
/** Characters of words rather than of a key's path (i18next's test for "natural language" keys). */
const WORDS = /[ ,?!;]/;
const VARIABLE = /\{\{-?(.+?)\}\}/g;

/**
 * The browser's `t`: one language's texts, read the way the server's i18next instance reads them
 * (decision 0050), in under 1 KB (minified) instead of i18next's 15 KiB (gzip) of first-load
 * JavaScript.
 * What our texts use and nothing more: "ns:key.path" keys, `{{name}}` variables (not escaped:
 * React escapes), plurals by `count` (key_zero for 0, then key_<Intl plural category>, then key)
 * and `defaultValue`. A key it does not know comes back as itself, as i18next's does.
 * text-reader.test.ts holds it to i18next for every key of every language.
 */
export function textReader(
  language: string,
  resources: Readonly<Record<string, Tree>>,
  /** Told of a key these texts do not hold (then answered by its default value or itself). */
  missing?: (key: string) => void,
): Texts {
  const plurals = new Intl.PluralRules(language);
  const t = (fullKey: string, options?: Options): string => {
    const [namespace, key] = namespaced(fullKey);
    const count = options?.count;
    const candidates = [key];
    if (count !== undefined && typeof count !== "string") {
      candidates.unshift(`${key}_${plurals.select(count as number)}`);
      if (count === 0) candidates.unshift(`${key}_zero`);
    }
    let text: string | undefined;
    for (const candidate of candidates) {
      text = lookUp(resources[namespace], candidate);
      if (text !== undefined) break;
    }
    if (text === undefined) missing?.(fullKey);
    text ??= typeof options?.defaultValue === "string" ? options.defaultValue : key;
    return options ? interpolate(text, options) : text;
  };
  return { language, t: t as unknown as TFunction };
}

/** The endings of a counted key's forms (Intl plural categories, and `_zero` for 0). */
const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"];

/**
 * The part of a language's texts that the given keys read: what a page rendered with (decision
 * 0056). `counted` names the keys that were asked with a count: all their plural forms come along.
 * Read by textReader, it answers those keys exactly as the whole texts do.
 */
export function pickTexts(
  resources: Readonly<Record<string, Tree>>,
  keys: Iterable<string>,
  counted: Iterable<string> = [],
): Record<string, Tree> {
  const picked: Record<string, Record<string, unknown>> = {};
  const copy = (namespace: string, key: string) => {
    const text = lookUp(resources[namespace], key);
    if (text === undefined) return;
    let node = (picked[namespace] ??= {});
    const path = key.split(".");
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]] = text;
  };
  for (const fullKey of keys) copy(...namespaced(fullKey));
  for (const fullKey of counted) {
    const [namespace, key] = namespaced(fullKey);
    for (const form of PLURAL_FORMS) copy(namespace, `${key}_${form}`);
  }
  return picked as Record<string, Tree>;
}

/** "ns:a.b" as i18next splits it: only a key that looks like a path, not words with a colon. */
function namespaced(key: string): [string, string] {
  if (!key.includes(NAMESPACE)) return [DEFAULT_NAMESPACE, key];
  const dot = key.indexOf(".");
  const looksLikePath = !WORDS.test(key) || (dot > 0 && !WORDS.test(key.slice(0, dot)));
  if (!looksLikePath) return [DEFAULT_NAMESPACE, key];
  const [namespace, ...path] = key.split(NAMESPACE);
  return [namespace, path.join(".")];
}

function lookUp(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string" || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** `{{name}}` from the options (or, when given, their `replace`); a variable not given stays as written. */
function interpolate(text: string, options: Options): string {
  const values = (
    typeof options.replace === "object" && options.replace !== null ? options.replace : options
  ) as Record<string, unknown>;
  return text.replace(VARIABLE, (written, name: string) => {
    const variable = name.trim();
    if (!Object.hasOwn(values, variable)) return written;
    const value = values[variable];
    return value === undefined || value === null ? "" : String(value);
  });
}
