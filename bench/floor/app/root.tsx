import { useMemo } from "react";
import { createInstance } from "i18next";
import { I18nextProvider } from "react-i18next";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useLoaderData,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from "react-router";
import { getLocale, i18nextMiddleware, resources, type Locale } from "./i18n";

export const middleware = [i18nextMiddleware];

/** The floor's one loader: the visitor's language and only that language's texts. */
export function loader({ context }: LoaderFunctionArgs) {
  const locale = getLocale(context) as Locale;
  return { locale, translations: resources[locale].translation };
}

export function meta() {
  return [{ title: "Floor" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={data?.locale ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  const { locale, translations } = useLoaderData<typeof loader>();
  // One i18next instance per render with the current language, as on the server.
  const i18n = useMemo(() => {
    const instance = createInstance({
      lng: locale,
      resources: { [locale]: { translation: translations } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    instance.init();
    return instance;
  }, [locale, translations]);
  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
    </I18nextProvider>
  );
}
