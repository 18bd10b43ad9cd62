// A page's menu flag (its handle's `menuFlag`, issue 22) against the reference backend: an operator
// turns a whitelabel flag off, and every menu of the page — the drawers (root data), the member
// centre and the agent grid — leaves it out; on again, it is back. No list of paths says so.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as memberHomeLoader } from "~/routes/account/member-home";
import { loader as agentHomeLoader } from "~/routes/agent/home";
import { loader as rootLoader } from "~/root";
import { loader as shareLoader } from "~/routes/content/invite-friends";
import { loader as leftMenuLoader } from "~/routes/resources/left-menu";
import { knownSiteStatus } from "~/.server/site-status";
import { whitelabelFlags } from "~/domain/whitelabel";
import { menuFlagsOf } from "../support/menu-pages";
import { operator } from "../support/operator";
import { menuPagesOfConfig } from "../support/route-config";
import { request, runRoute, testServices, unwrap } from "../support/route";
import { startBackend, type RunningBackend } from "../support/servers";
import { agentLogin } from "./agent-support";

let backend: RunningBackend;
const made: Array<ReturnType<typeof testServices>> = [];
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await Promise.all(made.map((s) => s.close()));
  backend?.close();
});

/** A host started now: it knows the merchant's flags as they are (a running one learns them within its status TTL). */
function hostNow() {
  // By default the host knows the pages' flags from the route handles, as a built host does.
  const services = testServices(backend.url);
  made.push(services);
  return services;
}

const flag = (modId: string, enabled: boolean) => operator(backend.url, "/whitelabel", { modId, enabled });

async function pagesSeenBy(cookie: string) {
  const services = hostNow();
  const root = unwrap<{ hiddenPages: string[] }>(
    await runRoute(services, rootLoader, request("/m/member/home", { cookie })),
  ).data;
  const centre = (await runRoute(services, memberHomeLoader, request("/m/member/home", { cookie }))) as {
    entries: Array<{ to?: string }>;
  };
  const agent = (await runRoute(services, agentHomeLoader, request("/m/agent", { cookie }))) as {
    grid: Array<{ to?: string }>;
  };
  return {
    hidden: root.hiddenPages,
    centre: centre.entries.map((e) => e.to),
    grid: agent.grid.map((e) => e.to),
  };
}

describe("a page's menu flag", () => {
  it("is seeded, switched on, by the reference backend: every flag a page's handle names", async () => {
    const status = await knownSiteStatus(hostNow());
    const seeded = whitelabelFlags(status!.info.whitelabel);
    const named = menuFlagsOf(await menuPagesOfConfig());
    expect(named.filter((flag) => !seeded.has(flag))).toEqual([]);
  });

  it("switched off by the operator, the page leaves the drawers, the member centre and the agent grid", async () => {
    const cookie = await agentLogin(hostNow());
    const before = await pagesSeenBy(cookie);
    expect(before.hidden).toEqual([]);
    expect(before.centre).toContain("/m/securityCenter");
    expect(before.grid).toContain("/m/securityCenter");

    await flag("SECPRIV", false);
    try {
      const off = await pagesSeenBy(cookie);
      expect(off.hidden).toEqual(["/m/securityCenter"]);
      expect(off.centre).not.toContain("/m/securityCenter");
      expect(off.grid).not.toContain("/m/securityCenter");
      // The others stay.
      expect(off.centre).toContain("/m/gameRecord");
    } finally {
      await flag("SECPRIV", true);
    }
    expect((await pagesSeenBy(cookie)).centre).toContain("/m/securityCenter");
  });

  it("the share entry follows the REFERRAL promotion, the one source the share page reads too", async () => {
    const cookie = await agentLogin(hostNow());
    const seen = async () => {
      const services = hostNow();
      const root = unwrap<{ referralEnabled: boolean }>(
        await runRoute(services, rootLoader, request("/m/home", { cookie })),
      ).data;
      const share = (await runRoute(services, shareLoader, request("/m/inviteFriends", { cookie }))) as {
        kind: string;
      };
      return { entry: root.referralEnabled, page: share.kind };
    };
    expect(await seen()).toEqual({ entry: true, page: "share" });
    // The promotion's parent switched off takes the promotion with it: menu and page agree.
    await flag("COMM3", false);
    try {
      expect(await seen()).toEqual({ entry: false, page: "coming_soon" });
    } finally {
      await flag("COMM3", true);
    }
  });
});

describe("the left drawer's game centre and banners", () => {
  type Extras = {
    games: Array<{ category: string; vendors: Array<{ displayName: string; icon: string }> }>;
    banners: Array<{ image: string; link: string | null }>;
  };
  it("come with a page made with the drawer open, and from their own address for a drawer opened later", async () => {
    const services = hostNow();
    const root = async (url: string) =>
      unwrap<{ leftMenu: Extras | null }>(await runRoute(services, rootLoader, request(url)));
    const open = (await root("/m/slot-games?menu=left")).data.leftMenu!;
    expect(open.games.map((c) => c.category)).toContain("RNG");
    expect(open.games.map((c) => c.category)).not.toContain("MXWIN");
    const slots = open.games.find((c) => c.category === "RNG")!.vendors;
    expect(slots.map((v) => v.displayName)).not.toContain("JILI");
    // The seed has 15 slot vendors: the drawer lists the first 10 (accounts §9).
    expect(slots).toHaveLength(10);
    expect(slots[0].icon).toMatch(/^\/cdn\/vendors\/[A-Z0-9_]+-COLOR\.svg$/);
    // The operator's m_leftmenu banner (the seed's leads to the share page).
    expect(open.banners).toEqual([
      { id: expect.any(Number), image: expect.stringMatching(/^\/cdn\//), link: "/m/inviteFriends" },
    ]);
    // Not asked for on every page: only with the drawer open.
    expect((await root("/m/slot-games")).data.leftMenu).toBeNull();
    const fetched = unwrap<{ menu: Extras | null }>(
      await runRoute(services, leftMenuLoader, request("/resources/left-menu?lng=en")),
    );
    expect(fetched.data.menu).toEqual(open);
  });
});
