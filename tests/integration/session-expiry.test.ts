// A session whose backend token is gone (logged out, or the backend forgot it) is a guest's: every
// route of app/routes.ts answers the dead cookie as it answers a guest, or sends to login and back
// (member pages and resource routes do, and pages that offer a guest a trial), and clears the
// cookie. Production build, real backend.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_ADDRESSES } from "../support/route-addresses";
import { createMember, logInThroughBff, sessionCookie, startBackendWithDb } from "../support/member";
import { BFF_SESSION_SECRET, OPERATOR_TOKEN, startBff } from "../support/servers";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let bff: Awaited<ReturnType<typeof startBff>>;
beforeAll(async () => {
  backend = await startBackendWithDb();
  bff = await startBff(backend.url);
});
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

const ROUTES = ROUTE_ADDRESSES;
/** Enough for every action of the list to get past its form check (each reads its own fields). */
const FORM = {
  intent: "add",
  nodeId: "1",
  vendor: "PG",
  gameType: "RNG",
  theme: "light",
  lng: "en",
  redirectTo: "/m/slot-games",
};

type Answer = { status: number; location: string | null; body: string; setCookies: string[] };
async function ask(method: "GET" | "POST", path: string, cookie?: string): Promise<Answer> {
  const response = await fetch(`${bff.url}${path}`, {
    method,
    redirect: "manual",
    headers: {
      "Accept-Language": "en",
      ...(cookie && { Cookie: cookie }),
      ...(method === "POST" && { "Content-Type": "application/x-www-form-urlencoded" }),
    },
    body: method === "POST" ? new URLSearchParams(FORM) : undefined,
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    body: await response.text(),
    setCookies: response.headers.getSetCookie(),
  };
}

const loginLocation = (path: string) => `/m/login?redirectTo=${encodeURIComponent(path)}`;

/** The walk asks about 180 pages: a busy machine needs more than the default 20 s. */
const WALK_TIMEOUT_MS = 120_000;

/** Walks every route with the dead cookie and checks it is answered as a guest, cookie cleared. */
async function expectGuestEverywhere(cookie: string, names: string[]) {
  const sentToLogin: string[] = [];
  for (const path of ROUTES) {
    for (const method of ["GET", "POST"] as const) {
      const [guest, dead] = await Promise.all([ask(method, path), ask(method, path, cookie)]);
      const where = `${method} ${path}`;
      // As a guest is answered; or to login and back, where a guest is offered what a member would
      // not be (the sportsbook's trial).
      const toLogin = dead.status === 302 && dead.location === loginLocation(path);
      if (!toLogin) {
        expect({ where, status: dead.status, location: dead.location }).toEqual({
          where,
          status: guest.status,
          location: guest.location,
        });
      }
      if (dead.location?.startsWith("/m/login?redirectTo=")) sentToLogin.push(where);
      // The dead cookie is replaced: cleared, or a new session (a trial started as a guest would).
      const session = dead.setCookies.find((c) => c.startsWith("session="));
      expect(session, where).toBeDefined();
      expect(session!.split(";")[0], where).not.toBe(cookie);
      if (session!.startsWith("session=;"))
        expect(session, where).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
      for (const name of names) expect(dead.body, where).not.toContain(name);
    }
  }
  // The walk reached the member pages and resource routes the issue names.
  expect(sentToLogin).toEqual(
    expect.arrayContaining([
      "GET /m/set",
      "GET /m/changePsw",
      "GET /m/member/home",
      "GET /m/fav-games",
      "POST /m/notice",
      "POST /resources/favourite",
      "GET /m/sportsGame",
    ]),
  );
  const set = await ask("GET", "/m/set", cookie);
  expect(set.location).toBe(loginLocation("/m/set"));
}

describe("a session whose token is gone", () => {
  it(
    "after logout: every route answers the old cookie as a guest and clears it",
    async () => {
      const cookie = await logInThroughBff(bff.url);
      // Logged in: the member centre shows the member (and fills the per-session header cache).
      expect((await ask("GET", "/m/member/home", cookie)).body).toContain("Lucky Lee");
      const logout = await ask("POST", "/m/set", cookie);
      expect(logout.location).toBe("/m/home");
      await expectGuestEverywhere(cookie, ["demo_player", "Lucky Lee"]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "after the backend forgets the token (an operator ends the account's sessions)",
    async () => {
      const member = createMember(backend.db);
      const { name, value } = await sessionCookie(BFF_SESSION_SECRET, member);
      const cookie = `${name}=${value}`;
      const revoked = await fetch(`${backend.url}/operator/sessions/revoke`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Operator-Token": OPERATOR_TOKEN },
        body: JSON.stringify({ account: member.account }),
      });
      expect(((await revoked.json()) as { value: { revoked: number } }).value.revoked).toBe(1);
      await expectGuestEverywhere(cookie, [member.account]);
    },
    WALK_TIMEOUT_MS,
  );

  it("a token refused during a page (its check still cached) reloads the address as a guest's", async () => {
    const member = createMember(backend.db);
    const { name, value } = await sessionCookie(BFF_SESSION_SECRET, member);
    const cookie = `${name}=${value}`;
    expect((await ask("GET", "/m/member/home", cookie)).body).toContain(member.account);
    backend.db.prepare("UPDATE sessions SET revoked = 1 WHERE token = ?").run(member.token);
    // The favourites page asks the backend with the token: refused, so the page is not sent.
    const page = await ask("GET", "/m/fav-games", cookie);
    expect(page.status).toBe(302);
    expect(page.location).toBe("/m/fav-games");
    expect(page.setCookies.some((c) => /^session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/.test(c))).toBe(
      true,
    );
    expect(page.body).not.toContain(member.account);
    // The reload carries no session to tell that one ended: the redirect says it.
    expect(page.setCookies.some((c) => c.startsWith("flash="))).toBe(true);
    expect((await ask("GET", "/m/fav-games")).location).toBe(loginLocation("/m/fav-games"));
  });

  it("the player is told the account was logged out: on login, or on the public page they asked for", async () => {
    const member = createMember(backend.db);
    const { name, value } = await sessionCookie(BFF_SESSION_SECRET, member);
    const cookie = `${name}=${value}`;
    backend.db.prepare("UPDATE sessions SET revoked = 1 WHERE token = ?").run(member.token);
    const told = "Your account was logged out. Please log in again.";
    const sent = await ask("GET", "/m/member/home", cookie);
    expect(sent.location).toBe(loginLocation("/m/member/home"));
    const flash = sent.setCookies.find((c) => c.startsWith("flash="))!.split(";")[0];
    expect((await ask("GET", sent.location!, flash)).body).toContain(told);
    expect((await ask("GET", "/m/home", cookie)).body).toContain(told);
    // A guest who never logged in is told nothing of the kind.
    expect((await ask("GET", "/m/home")).body).not.toContain(told);
    expect((await ask("GET", "/m/member/home")).setCookies.some((c) => c.startsWith("flash="))).toBe(false);
  });

  it("a client navigation (data request) reloads the document, so the header is a guest's too", async () => {
    const member = createMember(backend.db);
    const { name, value } = await sessionCookie(BFF_SESSION_SECRET, member);
    backend.db.prepare("UPDATE sessions SET revoked = 1 WHERE token = ?").run(member.token);
    const data = await ask("GET", "/m/slot-games.data", `${name}=${value}`);
    expect(data.setCookies.some((c) => c.startsWith("session=;"))).toBe(true);
    expect(data.status).toBe(202);
    expect(data.body).toContain("/m/slot-games");
    expect(data.body).toContain("reload");
  });
});
