import { useMatches } from "react-router";
import { leafHandle, pageLayout, type PageLayout } from "~/domain/page";

/** The layout the current page's handle asks for (its leaf route's, also under an error boundary). */
export function usePageLayout(pathname: string): PageLayout {
  return pageLayout(leafHandle(useMatches()), pathname);
}
