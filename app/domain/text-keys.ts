// The keys of the app's texts (app/locales) as types, so a key built in code is checked by the
// compiler (issue 22: no `as never` on translation keys). A key made of data the app does not know
// in advance (a backend's code) is not typed here: it is looked up with a `defaultValue`.
import type { ParseKeys } from "i18next";

/** A key of the app's texts. */
export type TextKey = ParseKeys<["translation", "responsible"]>;
