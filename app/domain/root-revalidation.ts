// When the root loader (session, header balance, flash toast, theme, language) runs again on a
// client navigation. React Router's single fetch would rerun it on every navigation; nothing it reads
// changes on a plain link, so it reruns only when something it reads may have changed.
import { onlyAsks } from "./asking-posts";
import { LOGIN_PATH } from "./paths";

/** The search parameters the root loader reads ("balance=hidden" hides the header balance). */
const ROOT_SEARCH_PARAMS = ["balance"] as const;

type RevalidationArgs = {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  formData?: FormData;
  defaultShouldRevalidate: boolean;
};

export function rootShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  defaultShouldRevalidate,
}: RevalidationArgs): boolean {
  // A new captcha picture or an SMS code changes nothing the root reads (asking-posts.ts).
  if (onlyAsks(formData)) return false;
  // After an action (login, logout, favourites, language, theme, deposit...): session, balance,
  // cookies and the toast may have changed. React Router's default skips it after a refused form (4xx).
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  // The same address again: a refresh (useRevalidator, a link to the page itself).
  if (currentUrl.pathname + currentUrl.search === nextUrl.pathname + nextUrl.search) {
    return defaultShouldRevalidate;
  }
  if (
    ROOT_SEARCH_PARAMS.some((name) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name))
  ) {
    return true;
  }
  // Loaders send visitors to login when their session ended or a page needs one, with a toast in a
  // cookie; a navigation cannot tell such a redirect from a link, so arriving at login reads it.
  return nextUrl.pathname === LOGIN_PATH && currentUrl.pathname !== LOGIN_PATH;
}
