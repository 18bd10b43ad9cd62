import type { i18n } from "i18next";
import { useEffect, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import type { growingTexts } from "./page-texts";
import type { Tree } from "./text-reader";

/**
 * Gives the screens the page's texts, and once hydrated loads the language's whole texts for what
 * comes next (decision 0056). The provided object stays the same: screens that read a key the
 * page's texts lacked draw again through their subscription (useT, useI18n), nothing else.
 */
export function TextsProvider({
  texts,
  loadWhole,
  children,
}: {
  texts: ReturnType<typeof growingTexts>;
  loadWhole: () => Promise<Readonly<Record<string, Tree>>>;
  children: ReactNode;
}) {
  useEffect(() => {
    texts.complete(loadWhole).catch((error: unknown) => console.error("Texts not loaded:", error));
  }, [texts, loadWhole]);
  return <I18nextProvider i18n={texts.texts as unknown as i18n}>{children}</I18nextProvider>;
}
