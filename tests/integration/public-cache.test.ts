// The shared cache of public answers against the real reference backend: a second guest home makes
// no backend call at all, and one member's favourites never reach another visitor's page.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReferenceBackend } from "@mobile-front/reference-backend";
import { requestContext } from "~/.server/context";
import { headerAccount } from "~/.server/header-account";
import { action as favouriteAction } from "~/routes/resources/favourite";
import { action as popupAction } from "~/routes/resources/popup";
import { loader as agentHomeLoader } from "~/routes/agent/home";
import { loader as teamLoader } from "~/routes/agent/team";
import { loader as depositLoader } from "~/routes/cashier/voucher-center";
import { loader as withdrawLoader } from "~/routes/security/withdraw";
import { loader as listLoader } from "~/routes/games/list";
import { loader as homeLoader } from "~/routes/home";
import { createMember, sessionCookie } from "../support/member";
import {
  type AnyRoute,
  request,
  runRoute,
  runRouteSent,
  SESSION_SECRET,
  testServices,
  returned,
} from "../support/route";
import { sessionCookie as cookieSent } from "./account-support";
import { agentLogin } from "./agent-support";
import { MERCHANT, OPERATOR_TOKEN, startBff } from "../support/servers";

/** The reference backend behind a server that notes every request it is asked. */
async function startCountedBackend() {
  const backend = createReferenceBackend({ merchantCode: MERCHANT, operatorToken: OPERATOR_TOKEN });
  const seen: string[] = [];
  const server = await new Promise<Server>((resolve) => {
    const s = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      backend.app(req, res);
    }).listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db: backend.db,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          backend.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

let backend: Awaited<ReturnType<typeof startCountedBackend>>;
beforeAll(async () => {
  backend = await startCountedBackend();
});
afterAll(() => backend?.close());

describe("a guest's home through the BFF", () => {
  let bff: Awaited<ReturnType<typeof startBff>>;
  beforeAll(async () => {
    // Status and merchant fresh for the whole test, so every call counted belongs to the page.
    bff = await startBff(backend.url, { statusTtlMs: 60_000 });
  });
  afterAll(() => bff?.close());

  const home = async (language: string) => {
    const response = await fetch(`${bff.url}/m/home`, { headers: { "Accept-Language": language } });
    expect(response.status).toBe(200);
    // The whole document, streamed parts included.
    return response.text();
  };

  it("asks the backend the first time only; another language is its own entry", async () => {
    backend.seen.length = 0;
    await home("en");
    const first = [...backend.seen];
    expect(first.some((call) => call.includes("GCSGAME_gameList"))).toBe(true);
    expect(first.some((call) => call.includes("MCSFE_getListAnnouncements"))).toBe(true);

    backend.seen.length = 0;
    await home("en");
    expect(backend.seen).toEqual([]);

    await home("ko");
    expect(backend.seen.some((call) => call.includes("GCSGAME_gameList"))).toBe(true);
  });
});

/** Loader answers with every promise in them resolved (streamed parts included). */
async function settled(value: unknown): Promise<unknown> {
  const v = await value;
  if (Array.isArray(v)) return Promise.all(v.map(settled));
  if (v && typeof v === "object" && !(v instanceof Response)) {
    const entries = await Promise.all(
      Object.entries(v).map(async ([k, x]) => [k, await settled(x)] as const),
    );
    return Object.fromEntries(entries);
  }
  return v;
}

/** Every game tile of `nodeId` in a loader answer, wherever the page puts it. */
function tilesOf(answer: unknown, nodeId: string): { favourite?: boolean }[] {
  if (Array.isArray(answer)) return answer.flatMap((x) => tilesOf(x, nodeId));
  if (!answer || typeof answer !== "object") return [];
  // A tile: the game's node id beside its launch id (a guest's tile carries no favourite flag).
  const own = (answer as { nodeId?: unknown }).nodeId === nodeId && "gameId" in answer;
  return [
    ...(own ? [answer as { favourite?: boolean }] : []),
    ...Object.values(answer).flatMap((x) => tilesOf(x, nodeId)),
  ];
}

describe("favourites stay with their member", () => {
  type Game = { nodeId: string; vassalage: string; gameType: string };
  const hotGame = () =>
    backend.db
      .prepare(
        "SELECT node_id AS nodeId, vassalage, game_type AS gameType FROM game WHERE listed = 1 AND is_hot = 1 AND game_type NOT IN ('LOTT', 'ELOTT') ORDER BY game_id LIMIT 1",
      )
      .get() as Game;

  it("a member's favourite shows on their home and list pages, never on a guest's or another member's", async () => {
    // One process-wide services instance: every visitor below shares its caches.
    const services = testServices(backend.url, { statusTtlMs: 60_000 });
    const cookieOf = async () => {
      const c = await sessionCookie(SESSION_SECRET, createMember(backend.db));
      return `${c.name}=${c.value}`;
    };
    const [memberA, memberB] = [await cookieOf(), await cookieOf()];
    const pages = async (cookie?: string) => ({
      home: await settled(await runRoute(services, homeLoader, request("/m/home", { cookie }))),
      list: await settled(await runRoute(services, listLoader, request("/m/slot-games", { cookie }))),
    });
    const favourite = async (game: Game) => {
      const answer = (await runRoute(
        services,
        favouriteAction,
        request("/resources/favourite", {
          cookie: memberA,
          form: { intent: "add", nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
        }),
      )) as Response;
      expect(answer.status).toBe(302);
    };

    // A favourite on the home page (a hot game) and one on the first slot page (learnt through
    // other services, so the shared cache stays cold): A asks first, so A's answers would be the
    // ones in the cache if a member's were shared.
    const firstSlots = await settled(
      await runRoute(testServices(backend.url), listLoader, request("/m/slot-games")),
    );
    // A guest's tile carries no vendor or type (only a member's heart needs them): read them from the catalogue.
    const shownFirst = (firstSlots as { page: { tiles: { nodeId: string }[] } }).page.tiles[0];
    const onList = backend.db
      .prepare("SELECT node_id AS nodeId, vassalage, game_type AS gameType FROM game WHERE node_id = ?")
      .get(shownFirst.nodeId) as Game;
    const onHome = hotGame();
    await favourite(onHome);
    await favourite(onList);

    const a = await pages(memberA);
    const guest = await pages();
    const b = await pages(memberB);
    const aAgain = await pages(memberA);

    for (const page of [a, aAgain]) {
      expect(tilesOf(page.home, onHome.nodeId).some((t) => t.favourite)).toBe(true);
      expect(tilesOf(page.list, onList.nodeId).some((t) => t.favourite)).toBe(true);
    }
    for (const page of [guest, b]) {
      const shown = [...tilesOf(page.home, onHome.nodeId), ...tilesOf(page.list, onList.nodeId)];
      // The games are on these pages, just not as anybody's favourite.
      expect(tilesOf(page.home, onHome.nodeId).length).toBeGreaterThan(0);
      expect(tilesOf(page.list, onList.nodeId).length).toBeGreaterThan(0);
      expect(shown.filter((t) => t.favourite)).toEqual([]);
    }
  });
});

describe("the header's member data", () => {
  it("is reused for a few seconds per session, never across sessions, and read afresh after a post", async () => {
    const services = testServices(backend.url, { memberCacheTtlMs: 60_000 });
    const a = createMember(backend.db, { balance: 10 });
    const b = createMember(backend.db, { balance: 20 });
    // One cookie per member, kept as a browser keeps it (a cookie's seenAt is its generation).
    const cookies = new Map<typeof a, string>();
    for (const member of [a, b]) {
      const c = await sessionCookie(SESSION_SECRET, member);
      cookies.set(member, `${c.name}=${c.value}`);
    }
    const cookieOf = async (member: typeof a) => cookies.get(member) ?? "";
    const header = async (cookie: string, init: { form?: Record<string, string> } = {}) =>
      returned(
        await runRoute(
          services,
          ({ request, context }) =>
            headerAccount({ request, url: new URL(request.url) }, context.get(requestContext)),
          request("/m/home", { cookie, ...init }),
        ),
      );
    const infoCalls = () => backend.seen.filter((call) => call === "GET /wps/member/info").length;
    const setBalance = (member: typeof a, value: number) =>
      backend.db.prepare("UPDATE members SET balance_cents = ? WHERE id = ?").run(value * 100, member.id);

    backend.seen.length = 0;
    expect((await header(await cookieOf(a)))?.balanceCents).toBe(1000);
    setBalance(a, 11);
    // A second navigation: the same session's answers, no call.
    expect((await header(await cookieOf(a)))?.balanceCents).toBe(1000);
    expect(infoCalls()).toBe(1);
    // Another member: their own data.
    expect((await header(await cookieOf(b)))?.balanceCents).toBe(2000);
    // The member's own action (a form post) reads it afresh.
    expect((await header(await cookieOf(a), { form: {} }))?.balanceCents).toBe(1100);
    expect(infoCalls()).toBe(3);
  });
});

describe("a member's own answers on their pages (security state, cards, deposit options, agent info)", () => {
  const withdrawStep = async (services: ReturnType<typeof testServices>, cookie: string) =>
    returned(await runRoute(services, withdrawLoader, request("/m/withdraw", { cookie }))).step;
  /** The backend's calls `load` made, without their query strings. */
  const callsOf = async (load: () => Promise<unknown>) => {
    backend.seen.length = 0;
    await load();
    return backend.seen.map((call) => call.split("?")[0]).sort();
  };

  it("are reused for a few seconds per session: a page's second load asks only for its figures", async () => {
    // The site status fresh for the whole test, so every call counted belongs to the page.
    const services = testServices(backend.url, { memberCacheTtlMs: 60_000, statusTtlMs: 60_000 });
    // Each page its own session, so no page finds what another one cached.
    const playerCookie = async () =>
      `session=${(await sessionCookie(SESSION_SECRET, createMember(backend.db))).value}`;
    const pages = [
      {
        path: "/m/withdraw",
        cookie: await playerCookie(),
        loader: withdrawLoader,
        figures: ["GET /wps/withdraw/report"],
      },
      { path: "/m/voucherCenter", cookie: await playerCookie(), loader: depositLoader, figures: [] },
      {
        path: "/m/agent",
        cookie: await agentLogin(services),
        loader: agentHomeLoader,
        figures: ["GET /wps/agent/team/kpi"],
      },
      {
        path: "/m/member/team",
        cookie: await agentLogin(services),
        loader: teamLoader,
        figures: ["GET /wps/agent/team/subordinates"],
      },
    ];
    for (const page of pages) {
      const load = () =>
        runRoute(services, page.loader as AnyRoute, request(page.path, { cookie: page.cookie }));
      const first = await callsOf(load);
      // The first load asks for more than its figures: what the second one takes from the cache.
      expect(first.length, page.path).toBeGreaterThan(page.figures.length);
      expect(await callsOf(load), page.path).toEqual(page.figures);
    }
  });

  it("are read afresh on every host after the member's own post, not only on the host that took it", async () => {
    // Two hosts: each its own member cache, one backend.
    const [hostA, hostB] = [0, 1].map(() => testServices(backend.url, { memberCacheTtlMs: 60_000 }));
    const member = createMember(backend.db);
    const before = `session=${(await sessionCookie(SESSION_SECRET, member)).value}`;
    expect(await withdrawStep(hostB, before)).toBe("fundsPassword");
    // The funds password is set (as the security centre's form does), then any post of the member on
    // host A answers with the session's new generation.
    backend.db
      .prepare("INSERT INTO member_security (member_id, funds_password_hash) VALUES (?, 'set')")
      .run(member.id);
    const { sent } = await runRouteSent(
      hostA,
      popupAction,
      request("/resources/popup", { cookie: before, form: { js: "1" } }),
    );
    const after = cookieSent(sent);
    expect(after).not.toBe(before);
    // Host B still holds the old answer for the old cookie, and reads afresh for the new one.
    expect(await withdrawStep(hostB, before)).toBe("fundsPassword");
    expect(await withdrawStep(hostB, after)).toBe("bankCard");
  });
});
