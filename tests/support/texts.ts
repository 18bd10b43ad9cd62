import { resources, type Locale } from "~/locales";

type Tree = { [key: string]: string | Tree };

/** A nested text object as "a.b.c" → text. */
export function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** Every text of a language, walked at runtime, keyed "namespace:path" (translation:account.login.title). */
export const textsOf = (lng: Locale): Record<string, string> =>
  Object.fromEntries(
    Object.entries(resources[lng]).flatMap(([namespace, tree]) =>
      Object.entries(flatten(tree as unknown as Tree)).map(([key, text]) => [`${namespace}:${key}`, text]),
    ),
  );

/** A language's "translation" namespace, keyed "a.b.c". */
export const translationOf = (lng: Locale) => flatten(resources[lng].translation as unknown as Tree);
