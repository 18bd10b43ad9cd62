import { pageTitleKey } from "~/domain/layout";
import { useT } from "./use-t";

/**
 * Title and description of every page, in the visitor's language: the page's title from the layout's
 * title map (the same one the header shows), then the site name. Rendered in the document head by
 * the root layout, so client navigations update it too.
 */
export function DocumentHead({ pathname }: { pathname: string }) {
  const t = useT();
  const name = t("app.name");
  const key = pageTitleKey(pathname);
  return (
    <>
      <title>{key ? `${t(key as never)} | ${name}` : name}</title>
      <meta name="description" content={t("app.description")} />
    </>
  );
}
