import { useContext, useSyncExternalStore } from "react";
import type { i18n } from "i18next";
import { I18nContext } from "react-i18next";
import { noSubscription } from "./use-hydrated";
import type { Texts } from "./text-reader";
import type { GrowingTexts } from "./page-texts";

/**
 * The current language's `t`, read straight from the provider, remembering its answers. For
 * components rendered hundreds of times per page (game tiles, hearts): `useTranslation` builds a
 * wrapper per call, which showed up as the top cost of rendering home. An instance never changes
 * language while it lives (one per language; a language switch loads a new document), so what it
 * answered once stays true. The provided texts come ready (decision 0056): the server's `t`
 * remembers across requests (page-texts.server.ts), the browser's is cheap and grows (a key it
 * missed must not be kept).
 */
export function useT(): i18n["t"] {
  return useTexts().t as i18n["t"];
}

/**
 * The request's i18next instance (server) or the document's text reader (browser, decision 0050),
 * e.g. for its language. Typed as what both have.
 */
export function useI18n(): Texts {
  return useTexts();
}

const first = () => 0;

/** The provided texts; in the browser, drawn again when the whole texts came after a miss (0056). */
function useTexts() {
  const instance = useContext(I18nContext).i18n as unknown as Partial<GrowingTexts> & Texts;
  // The server's snapshot while hydrating: the page's texts, as the server drew it.
  useSyncExternalStore(instance.subscribe ?? noSubscription, instance.version ?? first, first);
  return instance;
}
