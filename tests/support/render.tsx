import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { resources } from "~/locales";
import { rememberedT } from "~/ui/remembered-texts";
import type { Texts } from "~/ui/text-reader";

/** Server-renders a component the way the app does (router + English texts), for markup tests. */
export function renderHtml(element: React.ReactNode, path = "/m/home"): string {
  const i18n = createInstance({
    lng: "en",
    resources: { en: resources.en },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  i18n.init();
  // What the app provides (page-texts.server.ts): the language and a remembered `t`.
  const texts: Texts = { language: i18n.language, t: rememberedT(i18n) };
  return renderToString(
    <I18nextProvider i18n={texts as unknown as typeof i18n}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </I18nextProvider>,
  );
}
