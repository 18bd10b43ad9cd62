// Every page keeps the audience its handle declares (issue 22): each page module of the route config
// is asked as a guest, a trial player, a real member and an agent, through its own loader and action
// behind the root middleware, against the reference backend. A loader or action that does not open
// with its guard, or a handle that says another audience than the page keeps, fails here.
import { describe, expect, it } from "vitest";
import type { Audience, PageHandle } from "~/domain/page";
import routes from "~/routes";
import { createMember, type TestMember } from "../support/member";
import { backendOfFile, memberCookie, request, runRoute, testServices } from "../support/route";

const backend = backendOfFile();

type DataFunction = (args: never) => unknown;
type PageModule = { default?: unknown; handle?: PageHandle; loader?: DataFunction; action?: DataFunction };

/** One address per page module: its first route's path, a parameter filled with a sample value. */
const pages = [...new Map(routes.map((r) => [r.file, r.path ?? ""])).entries()].map(([file, path]) => ({
  file,
  path:
    "/" +
    path
      .replace(/^\//, "")
      .replace(/:(\w+)\??/g, "1")
      .replace(/\*$/, "x"),
}));

type Visitor = "guest" | "trial" | "real" | "agent";
const TYPES: Record<Exclude<Visitor, "guest">, number> = { trial: 4, real: 0, agent: 1 };

/** Where the spec sends a visitor the audience refuses (`null`: let through). */
function refusal(
  audience: Audience,
  trial: PageHandle["trial"],
  visitor: Visitor,
  post: boolean,
): string | RegExp | null {
  const login = /^\/m\/login\?redirectTo=/;
  switch (audience) {
    case "anyone":
      return null;
    case "guest":
      return visitor === "guest" || (visitor === "trial" && trial === "admit") ? null : "/m/home";
    case "agent":
      if (visitor === "agent") return null;
      // A guest's post (a session that ended meanwhile) goes to login and back (decision 0061).
      return post && visitor === "guest" ? login : "/m/home";
    case "member":
    case "real": {
      if (visitor === "guest") return login;
      if (visitor !== "trial") return null;
      const answer = trial ?? (audience === "member" ? "admit" : "realAccount");
      if (answer === "admit") return null;
      // Every refusal of a trial player is registration, saying why (issue 49 item 8).
      return `/m/register?reason=${answer}`;
    }
  }
}

/**
 * Pages whose own rule, not their audience, sends a let-through visitor where a guard would: free
 * play sends a real account home, as it already plays for real (docs/decisions/0031).
 */
const OWN_RULES: Record<string, Partial<Record<Visitor, string>>> = {
  "routes/account/trail.tsx": { real: "/m/home", agent: "/m/home" },
};

const GUARD_ADDRESSES = [
  /^\/m\/login\?redirectTo=/,
  /^\/m\/home$/,
  /^\/m\/member\/home$/,
  /^\/m\/register\?reason=/,
];

function locationOf(answer: unknown): string | null {
  return answer instanceof Response && answer.status >= 300 && answer.status < 400
    ? answer.headers.get("Location")
    : null;
}

const members = new Map<Visitor, TestMember>();
async function cookieOf(visitor: Visitor): Promise<string | undefined> {
  if (visitor === "guest") return undefined;
  let member = members.get(visitor);
  if (!member) {
    member = createMember(backend.db, { type: TYPES[visitor] });
    members.set(visitor, member);
  }
  return memberCookie(member);
}

// One set of services for the file: each set has its own caches and connections.
let services: ReturnType<typeof testServices> | undefined;

async function ask(fn: DataFunction, path: string, visitor: Visitor, post: boolean) {
  const cookie = await cookieOf(visitor);
  const req = request(path, post ? { cookie, form: {} } : { cookie });
  services ??= testServices(backend.url);
  return runRoute(services, fn, req);
}

describe.each(pages)("$path ($file)", ({ file, path }) => {
  let module: PageModule;
  const load = async () => (module ??= (await import(/* @vite-ignore */ `../../app/${file}`)) as PageModule);

  it("declares an audience if it is a page", async () => {
    const { default: page, handle } = await load();
    if (typeof page !== "function") return;
    expect(handle?.audience).toBeDefined();
  });

  it.each<Visitor>(["guest", "trial", "real", "agent"])("keeps its audience for a %s", async (visitor) => {
    const { default: page, handle, loader, action } = await load();
    if (typeof page !== "function" || !handle) return;
    const asks: [DataFunction, Audience, boolean][] = [];
    if (loader) asks.push([loader, handle.audience, false]);
    if (action) asks.push([action, handle.postAudience ?? handle.audience, true]);
    for (const [fn, audience, post] of asks) {
      const expected =
        (!post && OWN_RULES[file]?.[visitor]) || refusal(audience, handle.trial, visitor, post);
      // A let-through post is not sent: an empty form to a page that acts is not a check of its guard.
      if (post && expected === null) continue;
      const location = locationOf(await ask(fn, path, visitor, post));
      const what = `${post ? "POST" : "GET"} as a ${visitor}`;
      if (expected === null) {
        // The page's own logic may redirect (a corrected date range), never where a guard sends.
        const guarded = location !== null && GUARD_ADDRESSES.some((address) => address.test(location));
        expect(guarded ? location : null, what).toBeNull();
      } else if (typeof expected === "string") {
        expect(location, what).toBe(expected);
      } else {
        expect(location, what).toMatch(expected);
      }
    }
  });
});
