// Every page's HTML is valid (issue 62: a span named with aria-label, maxlength on a date input,
// autocomplete="tel-national" on type="tel": W3C errors no test saw). html-validate (decision 0079,
// rules in .htmlvalidate.mjs) reads every page a guest, a member and an agent is shown, through the
// production BFF: each route without parameters (app/routes.ts, so a new page is in), the unknown
// address's page, then a page of each kind their links lead to (a mode, a tab, a detail, a drawer).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { logInThroughBff } from "../support/member";
import { startBackend, startBff, type RunningBackend } from "../support/servers";

/** A page's name at the root, where the loader finds .htmlvalidate.mjs. */
const PAGE_FILE = path.join(fileURLToPath(new URL("../..", import.meta.url)), "page.html");
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** Page addresses without parameters, and an unknown address (the not-found page). */
const SEEDS = [
  ...new Set(routes.map((r) => r.path ?? "").filter((p) => p.startsWith("/m") && !/[:*]/.test(p))),
  "/m/no-such-page",
];

/** Links not followed: a launch starts a game, a social login leaves for the provider. */
const NOT_FOLLOWED = /^\/m\/(launch|login\/social)(\/|\?|$)/;

/** Kinds of one path read: its modes and tabs, a detail, a filter, enough to reach each form. */
const KINDS_PER_PATH = 4;

/**
 * The kind of page a link leads to: its path and query, where a word is kept (`?mode=phone`, a
 * form of the page) and a number or date is not (`?id=7` is `?id=#`, any detail). The drawers
 * (`?menu=left`) are the same on every page: one kind each, whatever the path.
 */
function kindOf(link: string): string {
  const url = new URL(link, "http://x");
  const menu = url.searchParams.get("menu");
  if (menu) return `menu=${menu}`;
  const query = [...url.searchParams]
    .map(([name, value]) => `${name}=${/^[a-z_]{1,20}$/i.test(value) ? value : "#"}`)
    .sort();
  return `${url.pathname}?${query.join("&")}`;
}

/** The site's own page links in a page's HTML. */
const linksOf = (html: string) =>
  [...html.matchAll(/\shref="(\/m[^"#]*)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));

let backend: RunningBackend;
let bff: Awaited<ReturnType<typeof startBff>>;
const cookies = new Map<string, string | undefined>();

beforeAll(async () => {
  backend = await startBackend();
  bff = await startBff(backend.url);
  cookies.set("guest", undefined);
  cookies.set("member", await logInThroughBff(bff.url, "demo_player"));
  cookies.set("agent", await logInThroughBff(bff.url, "demo_agent"));
});
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

describe.each(["guest", "member", "agent"])("as a %s", (visitor) => {
  it("every page it is shown is valid HTML", async () => {
    const cookie = cookies.get(visitor);
    const errors: string[] = [];
    let pages = 0;
    /** Validates the page at `address` (an HTML answer of any status); its HTML, else null. */
    const check = async (address: string) => {
      const response = await fetch(`${bff.url}${address}`, {
        redirect: "manual",
        headers: { "Accept-Language": "en", ...(cookie ? { Cookie: cookie } : {}) },
      });
      const html = await response.text();
      if (!response.headers.get("content-type")?.startsWith("text/html")) return null;
      pages += 1;
      const report = await validator.validateString(html, PAGE_FILE);
      for (const { messages } of report.results)
        for (const m of messages) errors.push(`${address} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`);
      return html;
    };
    const kinds = new Set(SEEDS.map(kindOf));
    const perPath = new Map<string, number>();
    const links: string[] = [];
    for (const seed of SEEDS) links.push(...linksOf((await check(seed)) ?? ""));
    for (const link of links) {
      const kind = kindOf(link);
      const pathname = kind.split("?")[0];
      const read = perPath.get(pathname) ?? 0;
      if (NOT_FOLLOWED.test(link) || kinds.has(kind) || read >= KINDS_PER_PATH) continue;
      kinds.add(kind);
      perPath.set(pathname, read + 1);
      await check(link);
    }
    expect(pages).toBeGreaterThan(visitor === "guest" ? 40 : 60);
    expect(errors).toEqual([]);
  }, 300_000);
});
