import { useContext } from "react";
import type { i18n } from "i18next";
import { I18nContext } from "react-i18next";
import { rememberedTexts } from "./remembered-texts";
import type { Texts } from "./text-reader";

const rememberedOf = new WeakMap<Texts, i18n["t"]>();

/**
 * The current language's `t`, read straight from the provider, remembering its answers. For
 * components rendered hundreds of times per page (game tiles, hearts): `useTranslation` builds a
 * wrapper per call, which showed up as the top cost of rendering home. The instance never changes
 * language while it lives: the server makes one per language, the browser one per document (a
 * language switch loads a new document), so what it answered once stays true.
 */
export function useT(): i18n["t"] {
  const instance = useContext(I18nContext).i18n;
  let t = rememberedOf.get(instance);
  if (!t) {
    t = rememberedTexts(instance.t);
    rememberedOf.set(instance, t);
  }
  return t;
}

/**
 * The request's i18next instance (server) or the document's text reader (browser, decision 0050),
 * e.g. for its language. Typed as what both have.
 */
export function useI18n(): Texts {
  return useContext(I18nContext).i18n;
}
