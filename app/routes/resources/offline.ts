import type { Route } from "./+types/offline";
import { readTheme } from "~/.server/cookies";
import { getI18n, getLocale } from "~/.server/i18n";
import { THEME_COLOURS, type ThemeName } from "~/domain/app-install";
import { LOCALES } from "~/locales";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The offline page the service worker keeps (docs/decisions/0032): a whole document of its own, with
 * no script, no stylesheet to fetch and nothing of the visitor but their language and theme (from
 * the query the page's worker sends, else the cookies), so it can be shown without the network and
 * never shows a stale balance. "Try again" is a link to the address it stands in for.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const asked = url.searchParams.get("lng");
  const lng = asked && (LOCALES as readonly string[]).includes(asked) ? asked : getLocale(context);
  const askedTheme = url.searchParams.get("theme");
  const theme: ThemeName =
    askedTheme === "dark" || askedTheme === "light" ? askedTheme : await readTheme(request);
  const t = getI18n(context).getFixedT(lng);
  const c = THEME_COLOURS[theme];
  const title = escapeHtml(t("offline.title"));
  const html = `<!doctype html>
<html lang="${lng}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="${theme}">
<meta name="theme-color" content="${c.bg}">
<title>${title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${c.bg};color:${c.text};font:16px/1.5 system-ui,sans-serif}
main{max-width:340px;margin:24px;padding:28px 24px;border-radius:16px;background:${c.surface};text-align:center}
h1{margin:12px 0 8px;font-size:1.35rem}
p{margin:0 0 20px;color:${c.muted}}
a{display:inline-block;min-width:160px;padding:12px 20px;border-radius:999px;background:${c.accent};color:${c.accentText};font-weight:700;text-decoration:none}
a:focus-visible{outline:3px solid ${c.text};outline-offset:3px}
</style>
</head>
<body>
<main>
<svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true"><path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0" fill="none" stroke="${c.muted}" stroke-width="2" stroke-linecap="round"/><path d="M3 3l18 18" stroke="${c.accent}" stroke-width="2" stroke-linecap="round"/><circle cx="12" cy="19" r="1.5" fill="${c.muted}"/></svg>
<h1>${title}</h1>
<p>${escapeHtml(t("offline.body"))}</p>
<a href="">${escapeHtml(t("offline.retry"))}</a>
</main>
</body>
</html>`;
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
