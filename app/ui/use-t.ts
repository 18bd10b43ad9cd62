import { useContext } from "react";
import { I18nContext } from "react-i18next";

/**
 * The current language's `t`, read straight from the provider. For components rendered hundreds of
 * times per page (game tiles, hearts): `useTranslation` builds a wrapper per call, which showed up
 * as the top cost of rendering home. The instance never changes language while it lives: the
 * server makes one per request, the browser one per document (a language switch loads a new document).
 */
export function useT() {
  return useContext(I18nContext).i18n.t;
}

/** The request's (server) or document's (browser) i18next instance, e.g. for its language. */
export function useI18n() {
  return useContext(I18nContext).i18n;
}
