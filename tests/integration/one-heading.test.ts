// Every page a visitor reaches has one level-1 heading: the header's page title, or the page's own
// where it has no header title (home, login). Two (the header's and a page's repeating it) made
// the title show twice and told screen readers of two pages. Asked through the production BFF as
// a guest, a member and an agent, each at every route without parameters.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { logInThroughBff } from "../support/member";
import { startBackend, startBff, type RunningBackend } from "../support/servers";

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

/** Page addresses without parameters (a parameter's page is reached from a list, with its id). */
const paths = [
  ...new Set(routes.map((r) => r.path ?? "").filter((p) => p.startsWith("/m") && !/[:*]/.test(p))),
];

describe.each(["guest", "member", "agent"])("as a %s", (visitor) => {
  it("every page it is shown has exactly one h1", async () => {
    const counts: Record<string, number> = {};
    for (const path of paths) {
      const cookie = cookies.get(visitor);
      const response = await fetch(`${bff.url}${path}`, {
        redirect: "manual",
        headers: { "Accept-Language": "en", ...(cookie ? { Cookie: cookie } : {}) },
      });
      const body = await response.text();
      if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/html")) continue;
      counts[path] = body.match(/<h1[\s>]/g)?.length ?? 0;
    }
    expect(Object.keys(counts).length).toBeGreaterThan(visitor === "guest" ? 15 : 30);
    expect(Object.entries(counts).filter(([, count]) => count !== 1)).toEqual([]);
  }, 120_000);
});
