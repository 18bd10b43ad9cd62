// The only routes that take a file: their multipart posts may be larger than BODY_LIMIT_BYTES, up to
// the file's own limit plus room for the form's other fields. Every other route keeps the limit.
const FORM_FIELDS_ROOM = 64 * 1024;

const IMAGE = 5 * 1024 * 1024;

/**
 * Page path -> the largest multipart body it takes. The avatar is a PNG or JPEG of 5 MB at most;
 * feedback carries up to three of them.
 */
export const UPLOAD_ROUTES: ReadonlyMap<string, number> = new Map([
  ["/m/myAccount/index", IMAGE + FORM_FIELDS_ROOM],
  ["/m/feedback", 3 * IMAGE + FORM_FIELDS_ROOM],
]);

/**
 * Whether the request may carry a file: it holds a live session (both upload pages are members').
 * Read from the cookie alone, before the body: a guest's upload is answered by the page's guard
 * (login, as before) with its body never read (issue 49). What a member may post is still the page's.
 */
export function holdsSession(
  read: (request: globalThis.Request) => Promise<unknown>,
): (req: import("express").Request) => Promise<boolean> {
  return async (req) => {
    // The protocol picks the cookie's name (`__Host-session` over https), as in the app.
    const request = new Request(`${req.protocol}://localhost/`, {
      headers: { Cookie: req.get("cookie") ?? "" },
    });
    try {
      return (await read(request)) !== null;
    } catch {
      return false;
    }
  };
}
