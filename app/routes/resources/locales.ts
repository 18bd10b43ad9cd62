import type { Route } from "./+types/locales";
import { localeBundle } from "~/.server/i18n";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /resources/locales/:lng?v=<version>: one language's texts for the browser, loaded once before
 * hydration (entry.client) instead of travelling in every loader answer. The versioned address is
 * cached for good; any other version (an old page after a deploy) gets the current texts, uncached.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const bundle = localeBundle(params.lng);
  if (!bundle) throw new Response("Unknown language", { status: 404 });
  const current = url.searchParams.get("v") === bundle.version;
  return new Response(bundle.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? IMMUTABLE : "no-cache",
      ETag: `"${bundle.version}"`,
    },
  });
}
