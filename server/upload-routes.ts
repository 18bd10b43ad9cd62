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
