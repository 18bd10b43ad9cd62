import { redirect } from "react-router";
import { HOME_PATH, isFileAddress } from "~/domain/paths";

/**
 * Unknown paths go home (the spec); a catch-all route also lets the middleware run everywhere. An
 * unknown file (`/nope.js`, an old hashed asset) is a bare 404 instead: a script or stylesheet must
 * never be answered with a page.
 */
export function loader({ url }: { url: URL }) {
  if (isFileAddress(url.pathname)) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return redirect(HOME_PATH);
}
export const action = () => redirect(HOME_PATH);
