import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";
import { bannerLink } from "~/domain/banner";

/**
 * HTML from the backend (announcements, promotions, help) is sanitised here, on the server, before it
 * is rendered: no scripts, no event handlers, no styles that could overlay the page; links open
 * safely and lead only to this site's paths, the configured hosts (`linkHosts`, as banners) or an
 * e-mail address; any other link keeps its text and loses its address.
 */
export function sanitizeBackendHtml(html: string, linkHosts: readonly string[]): string {
  return sanitized.memo(`${linkHosts.join(" ")}\n${html}`, { context: { html, linkHosts } });
}

/**
 * The same announcements and promotions are shown on page after page: each is sanitised once (the
 * answer depends only on the HTML and the hosts), bounded by their total length.
 */
const sanitized = new LRUCache<string, string, { html: string; linkHosts: readonly string[] }>({
  maxSize: 2_000_000,
  sizeCalculation: (safe, key) => safe.length + key.length,
  memoMethod: (_key, _stale, { context }) => sanitize(context.html, context.linkHosts),
});

function sanitize(html: string, linkHosts: readonly string[]): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
    allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "width", "height"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["https", "http"] },
    allowProtocolRelative: false,
    transformTags: {
      // An image the operator gave no text is decoration to a screen reader (alt=""), never unnamed.
      img: (_tagName, attribs) => ({ tagName: "img", attribs: { ...attribs, alt: attribs.alt ?? "" } }),
      a: (_tagName, { href, ...attribs }) => {
        const kept = href?.startsWith("mailto:") ? href : bannerLink(href ?? null, linkHosts);
        return {
          tagName: "a",
          attribs: {
            ...attribs,
            ...(kept ? { href: kept } : {}),
            rel: "noopener noreferrer nofollow",
            target: "_blank",
          },
        };
      },
    },
  });
}

/** Plain text of backend HTML, for previews. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
