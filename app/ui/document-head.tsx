import { usePageLayout } from "./page-layout";
import { useT } from "./use-t";

/**
 * Title and description of every page, in the visitor's language: the page's title from its handle
 * (the same one the header shows), then the site name. Rendered in the document head by the root
 * layout, so client navigations update it too.
 */
export function DocumentHead({ pathname }: { pathname: string }) {
  const t = useT();
  const name = t("app.name");
  const { title } = usePageLayout(pathname);
  return (
    <>
      <title>{title ? `${t(title)} | ${name}` : name}</title>
      <meta name="description" content={t("app.description")} />
    </>
  );
}
