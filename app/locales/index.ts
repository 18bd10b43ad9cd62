import type en from "./en/translation";
import enResources from "./en";
import es from "./es";
import id from "./id";
import ja from "./ja";
import ko from "./ko";
import pt from "./pt";
import th from "./th";
import ty from "./ty";
import vi from "./vi";
import zh from "./zh";

/** Every language we ship texts for; which ones a screen offers comes from the merchant. */
export const resources = { en: enResources, es, id, ja, ko, pt, th, ty, vi, zh };
export type Locale = keyof typeof resources;
export const LOCALES = Object.keys(resources) as Locale[];

/** Nested string records of the English shape: other languages must have every key. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Translation = Shape<typeof en>;
