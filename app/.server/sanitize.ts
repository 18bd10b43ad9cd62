import sanitizeHtml from "sanitize-html";

/**
 * HTML from the backend (announcements, promotions, help) is sanitised here, on the server, before it
 * is rendered: no scripts, no event handlers, no styles that could overlay the page; links open safely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https", "http"] },
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
};

export function sanitizeBackendHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of backend HTML, for previews. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
