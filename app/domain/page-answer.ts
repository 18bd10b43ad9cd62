// A page's refused form carried across POST → 303 → GET without JavaScript (issue 49): the server's
// answersByRedirect (app/.server/form-answer.ts) and the page that reads it (usePageAnswer) name it alike.

/** The id a page's own answer is carried under in the flash. */
export function pageAnswerId(pathname: string): string {
  return `page:${pathname}`;
}

/**
 * What a carried answer says in place of a captcha picture: the GET that shows it draws a fresh one
 * (root-data.ts). A picture does not fit in a cookie, and each is good for one try anyway.
 */
export const FRESH_PICTURE = "fresh";
