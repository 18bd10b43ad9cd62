// Promotions, promotion detail, reward centre, share and help centre: loaders and actions against the
// reference backend (accounts §2). Money moves only through the ledger, once per claim.
import { describe, expect, it } from "vitest";
import { action as activityAction, loader as activityLoader } from "~/routes/content/activity";
import { loader as detailLoader } from "~/routes/content/activity-detail";
import { loader as helpLoader } from "~/routes/content/help";
import { loader as shareLoader } from "~/routes/content/invite-friends";
import { action as rewardAction, loader as rewardLoader } from "~/routes/content/reward-center";
import { loader as registerLoader } from "~/routes/account/register";
import { loader as rootLoader } from "~/root";
import { balanceOf, createMember, startBackendWithDb, type TestMember } from "../support/member";
import { HOSTILE_HTML, operator } from "../support/operator";
import { backendOfFile, memberCookie, request, runRoute, testServices, unwrap } from "../support/route";

const backend = backendOfFile();

const services = () => testServices(backend.url);
/** The promotion's id by title (the seed's order is not the test's business). */
const promotionId = (title: string) =>
  backend.db.prepare("SELECT id FROM promotion WHERE title = ?").pluck().get(title) as number;
/** The balance equals the sum of the member's ledger rows, always. */
const ledgerSum = (member: TestMember) =>
  (backend.db
    .prepare("SELECT coalesce(sum(amount_cents), 0) FROM ledger WHERE member_id = ?")
    .pluck()
    .get(member.id) as number) / 100;

type ActivityData = Awaited<ReturnType<typeof activityLoader>>;

describe("/m/activity", () => {
  it("shows only the tabs of categories with a promotion, in spec order, with sanitised HTML and dates", async () => {
    const data = (await runRoute(services(), activityLoader, request("/m/activity"))) as ActivityData;
    expect(data.tabs).toEqual([
      "all",
      "new_player",
      "deposit_promo",
      "app_download",
      "rng_promo",
      "live_promo",
      "fish_promo",
      "lotto_promo",
      "rebate_promo",
      "player_rank_rules",
      "point_mall",
    ]);
    expect(data.tab).toBe("all");
    for (const p of data.promotions) {
      expect(p.image).toMatch(/^\/cdn\/promotions\/\d+\.svg$/);
      expect(p.dates.start).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    }
    const byTitle = new Map(data.promotions.map((p) => [p.title, p]));
    expect(byTitle.get("Daily Reload 20%")!.dates).toEqual({ kind: "longTerm", start: expect.any(String) });
    expect(byTitle.get("Slot Tournament: 50,000 Prize Pool")!.dates.kind).toBe("range");
    // A guest sees what could be done: Join, Claim, coming soon, Close, or nothing for information.
    expect(byTitle.get("Daily Reload 20%")!.status).toEqual({ label: "join", intent: "join" });
    // The app-download bonus is for the app: on the mobile web it reads "In the app" (issue 49).
    expect(byTitle.get("Download the App, Get 8 Free")!.status).toEqual({ label: "app_only", intent: null });
    expect(byTitle.get("Fishing Festival")!.status).toEqual({ label: "coming_soon", intent: null });
    expect(byTitle.get("Lucky Lottery Draw")!.status).toEqual({ label: "close", intent: null });
    expect(byTitle.get("VIP Rank Rules")!.status).toBeNull();
  });

  it("filters by the address's tab, and falls back to all for an unknown one", async () => {
    const rebate = (await runRoute(
      services(),
      activityLoader,
      request("/m/activity?tab=rebate_promo"),
    )) as ActivityData;
    expect(rebate.tab).toBe("rebate_promo");
    expect(rebate.promotions.map((p) => p.category)).toEqual(["rebate_promo"]);
    const bogus = (await runRoute(
      services(),
      activityLoader,
      request("/m/activity?tab=pvp_promo"),
    )) as ActivityData;
    expect(bogus.tab).toBe("all");
  });

  it("shows the empty state's data when there is no promotion at all", async () => {
    const empty = await startBackendWithDb();
    try {
      empty.db.exec("DELETE FROM promotion_entry; DELETE FROM promotion_image; DELETE FROM promotion");
      const data = (await runRoute(
        testServices(empty.url),
        activityLoader,
        request("/m/activity"),
      )) as ActivityData;
      expect(data.tabs).toEqual([]);
      expect(data.promotions).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it("sends a guest who joins to login, and back here afterwards", async () => {
    const answer = (await runRoute(
      services(),
      activityAction,
      request("/m/activity?tab=deposit_promo", {
        form: { intent: "join", promotionId: String(promotionId("Daily Reload 20%")) },
      }),
    )) as Response;
    // A post without a session: 303, as every form's answer (decision 0061).
    expect(answer.status).toBe(303);
    expect(answer).toRedirectTo("/m/login?redirectTo=%2Fm%2Factivity%3Ftab%3Ddeposit_promo");
  });

  it("credits a claimed bonus exactly once when the claim is posted many times in parallel", async () => {
    const member = createMember(backend.db, { balance: 100 });
    // The app-download bonus is paid to app sessions only (app-download-bonus.test.ts).
    backend.db.prepare("UPDATE sessions SET platform = 'app' WHERE token = ?").run(member.token);
    const cookie = await memberCookie(member);
    const id = String(promotionId("Download the App, Get 8 Free"));
    const answers = (await Promise.all(
      Array.from({ length: 6 }, () =>
        runRoute(
          services(),
          activityAction,
          request("/m/activity", { cookie, form: { intent: "claim", promotionId: id } }),
        ),
      ),
    )) as Response[];
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer).toRedirectTo("/m/activity");
    }
    expect(balanceOf(backend.db, member)).toBe(108);
    expect(ledgerSum(member)).toBe(108);
    expect(
      backend.db
        .prepare("SELECT count(*) FROM ledger WHERE member_id = ? AND kind = 'bonus'")
        .pluck()
        .get(member.id),
    ).toBe(1);
    const data = (await runRoute(
      services(),
      activityLoader,
      request("/m/activity", { cookie }),
    )) as ActivityData;
    expect(data.promotions.find((p) => p.id === Number(id))!.status).toEqual({
      label: "claimed",
      intent: null,
    });
  });

  it("leads a trial player to registration with the real-money words, and moves no money", async () => {
    const trial = createMember(backend.db, { type: 4, balance: 2000 });
    const answer = (await runRoute(
      services(),
      activityAction,
      request("/m/activity", {
        cookie: await memberCookie(trial),
        form: { intent: "claim", promotionId: String(promotionId("Point Mall Grand Opening")) },
      }),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer).toRedirectTo("/m/register?reason=realMoney");
    expect(balanceOf(backend.db, trial)).toBe(2000);
    expect(
      backend.db.prepare("SELECT count(*) FROM promotion_entry WHERE member_id = ?").pluck().get(trial.id),
    ).toBe(0);
  });

  it("joins (Joined), applies (Applying, then Issued by an operator with one credit), and refuses a closed one", async () => {
    const member = createMember(backend.db, { balance: 0 });
    const cookie = await memberCookie(member);
    const post = (intent: string, title: string) =>
      runRoute(
        services(),
        activityAction,
        request("/m/activity", { cookie, form: { intent, promotionId: String(promotionId(title)) } }),
      ) as Promise<Response>;
    await expect(await post("join", "Daily Reload 20%")).toFlash({
      kind: "success",
      messageKey: "content.done.joined",
    });
    await post("join", "100% Welcome Bonus");
    await expect(await post("join", "Lucky Lottery Draw")).toFlash({
      kind: "error",
      messageKey: "content.refused.closed",
    });
    await expect(await post("claim", "Daily Reload 20%")).toFlash({
      kind: "error",
      messageKey: "content.refused.notAvailable",
    });
    let data = (await runRoute(
      services(),
      activityLoader,
      request("/m/activity", { cookie }),
    )) as ActivityData;
    const status = (title: string) => data.promotions.find((p) => p.title === title)!.status;
    expect(status("Daily Reload 20%")).toEqual({ label: "joined", intent: null });
    expect(status("100% Welcome Bonus")).toEqual({ label: "applying", intent: null });
    expect(status("Lucky Lottery Draw")).toEqual({ label: "close", intent: null });
    const welcome = promotionId("100% Welcome Bonus");
    await Promise.all([
      operator(backend.url, `/promotions/${welcome}/entries`, { account: member.account, state: "issued" }),
      operator(backend.url, `/promotions/${welcome}/entries`, { account: member.account, state: "issued" }),
    ]);
    expect(balanceOf(backend.db, member)).toBe(100);
    expect(ledgerSum(member)).toBe(100);
    data = (await runRoute(services(), activityLoader, request("/m/activity", { cookie }))) as ActivityData;
    expect(status("100% Welcome Bonus")).toEqual({ label: "issued", intent: null });
  });
});

describe("/m/activityDetail", () => {
  it("shows one promotion by id", async () => {
    const id = promotionId("Slot Tournament: 50,000 Prize Pool");
    const { promotion } = (await runRoute(
      services(),
      detailLoader,
      request(`/m/activityDetail?id=${id}`),
    )) as {
      promotion: { id: number; title: string; html: string };
    };
    expect(promotion.id).toBe(id);
    expect(promotion.html).toContain("<b>top 100</b>");
  });

  it.each(["999999", "abc", "-1"])("answers a plain 404 for the unknown id %s", async (id) => {
    const { status, data } = unwrap<{ errorCode: string }>(
      await runRoute(services(), detailLoader, request(`/m/activityDetail?id=${id}`)),
    );
    expect(status).toBe(404);
    expect(data.errorCode).toBe("promotion.not.found");
  });

  it("shows the list when no id is given", async () => {
    const answer = (await runRoute(services(), detailLoader, request("/m/activityDetail"))) as Response;
    expect(answer).toRedirectTo("/m/activity");
  });
});

describe("operator-published HTML", () => {
  it("reaches promotions and help only sanitised", async () => {
    const { id } = await operator<{ id: number }>(backend.url, "/promotions", {
      title: "Hostile promotion",
      category: "other_promo",
      content: HOSTILE_HTML,
      startDate: "2026-01-01 00:00:00",
      endDate: null,
      noExpiry: 1,
    });
    await operator(backend.url, "/help", { key: "hostile", title: "Hostile entry", content: HOSTILE_HTML });
    const fresh = services();
    const { promotion } = (await runRoute(fresh, detailLoader, request(`/m/activityDetail?id=${id}`))) as {
      promotion: { html: string };
    };
    const help = (await runRoute(fresh, helpLoader, request("/m/help?open=hostile"))) as HelpData;
    const entry = help.entries.find((e) => e.key === "hostile")!;
    expect(entry.open).toBe(true);
    for (const html of [promotion.html, entry.html]) {
      expect(html).toContain("<p>Hello</p>");
      expect(html).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<svg/i);
    }
    await operator(
      backend.url,
      `/promotions/${id}`,
      {
        title: "Hostile promotion",
        category: "other_promo",
        content: "<p>calm</p>",
        startDate: "2026-01-01 00:00:00",
      },
      "PUT",
    );
  });
});

type HelpData = Awaited<ReturnType<typeof helpLoader>>;

describe("/m/help", () => {
  it("lists the entries with sanitised HTML; ?open= opens the Terms or Privacy entry", async () => {
    const data = (await runRoute(services(), helpLoader, request("/m/help?open=privacy"))) as HelpData;
    expect(data.entries.map((e) => e.key)).toEqual(expect.arrayContaining(["terms", "privacy"]));
    expect(data.entries.filter((e) => e.open).map((e) => e.key)).toEqual(["privacy"]);
    const none = (await runRoute(services(), helpLoader, request("/m/help?open=nope"))) as HelpData;
    expect(none.entries.some((e) => e.open)).toBe(false);
  });
});

type RewardData = Awaited<ReturnType<typeof rewardLoader>>;

describe("/m/rewardCenter", () => {
  it("shows a guest the bonuses to be had and a login link back here", async () => {
    const data = (await runRoute(services(), rewardLoader, request("/m/rewardCenter"))) as RewardData;
    if (data.member) throw new Error("a guest sees the offers");
    expect(data.offers.map((o) => o.title)).toEqual([
      "100% Welcome Bonus",
      "Download the App, Get 8 Free",
      "Point Mall Grand Opening",
    ]);
    expect(data.loginTo).toBe("/m/login?redirectTo=%2Fm%2FrewardCenter");
  });

  it("lists a member's rewards and claims one exactly once, whatever the number of posts", async () => {
    const member = createMember(backend.db, { balance: 10 });
    const cookie = await memberCookie(member);
    const { id } = await operator<{ id: number }>(backend.url, "/rewards", {
      account: member.account,
      kind: "cashback",
      title: "Weekly cashback",
      amountCents: 1234,
    });
    let data = (await runRoute(
      services(),
      rewardLoader,
      request("/m/rewardCenter", { cookie }),
    )) as RewardData;
    if (!data.member) throw new Error("a member sees their rewards");
    expect(data.totalCents).toBe(1234);
    expect(data.rewards).toEqual([
      expect.objectContaining({
        id,
        kind: "cashback",
        amount: 1234,
        status: { label: "claim", claimable: true },
      }),
    ]);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        runRoute(
          services(),
          rewardAction,
          request("/m/rewardCenter", { cookie, form: { rewardId: String(id) } }),
        ),
      ),
    );
    expect(balanceOf(backend.db, member)).toBe(22.34);
    expect(ledgerSum(member)).toBe(22.34);
    data = (await runRoute(services(), rewardLoader, request("/m/rewardCenter", { cookie }))) as RewardData;
    if (!data.member) throw new Error("member");
    expect(data.totalCents).toBe(0);
    expect(data.rewards[0].status).toEqual({ label: "claimed", claimable: false });
  });

  it("refuses another member's or an unknown reward", async () => {
    const member = createMember(backend.db);
    const answer = (await runRoute(
      services(),
      rewardAction,
      request("/m/rewardCenter", { cookie: await memberCookie(member), form: { rewardId: "999999" } }),
    )) as Response;
    await expect(answer).toFlash({ kind: "error", messageKey: "content.refused.notFound" });
    expect(balanceOf(backend.db, member)).toBe(1000);
  });
});

type ShareData = Awaited<ReturnType<typeof shareLoader>>;

describe("/m/inviteFriends", () => {
  it("sends a guest to login", async () => {
    const answer = (await runRoute(services(), shareLoader, request("/m/inviteFriends"))) as Response;
    expect(answer).toRedirectTo("/m/login?redirectTo=%2Fm%2FinviteFriends");
  });

  it("gives a member their code and a registration link that the registration accepts", async () => {
    const member = createMember(backend.db);
    const data = (await runRoute(
      services(),
      shareLoader,
      request("/m/inviteFriends", { cookie: await memberCookie(member) }),
    )) as ShareData;
    if (data.kind !== "share") throw new Error(`expected the share page, got ${data.kind}`);
    expect(data.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(data.link).toBe(`http://localhost/m/register?code=${data.code}`);
    const again = (await runRoute(
      services(),
      shareLoader,
      request("/m/inviteFriends", { cookie: await memberCookie(member) }),
    )) as ShareData;
    expect(again).toEqual(data);
    const register = unwrap<{ affiliate: unknown }>(
      await runRoute(
        services(),
        registerLoader,
        request(new URL(data.link).pathname + new URL(data.link).search),
      ),
    );
    expect(register.data.affiliate).toEqual({ code: data.code, valid: true });
  });

  it("sends a trial player to registration, saying why (issue 49)", async () => {
    const trial = createMember(backend.db, { type: 4 });
    const answer = (await runRoute(
      services(),
      shareLoader,
      request("/m/inviteFriends", { cookie: await memberCookie(trial) }),
    ).catch((thrown: unknown) => thrown)) as Response;
    expect(answer.headers.get("Location")).toBe("/m/register?reason=realAccount");
  });

  it("shows coming soon, going back after 1 s, without the REFERRAL promotion", async () => {
    await operator(backend.url, "/whitelabel", { modId: "REFERRAL", enabled: false });
    try {
      const member = createMember(backend.db);
      const data = (await runRoute(
        services(),
        shareLoader,
        request("/m/inviteFriends", {
          cookie: await memberCookie(member),
          headers: { Referer: "http://localhost/m/activity?tab=all" },
        }),
      )) as ShareData;
      expect(data).toEqual({ kind: "coming_soon", back: "/m/activity?tab=all" });
      const elsewhere = (await runRoute(
        services(),
        shareLoader,
        request("/m/inviteFriends", {
          cookie: await memberCookie(member),
          headers: { Referer: "https://evil.example/x" },
        }),
      )) as ShareData;
      expect(elsewhere).toEqual({ kind: "coming_soon", back: "/m/home" });
    } finally {
      await operator(backend.url, "/whitelabel", { modId: "REFERRAL", enabled: true });
    }
  });
});

describe("the affiliate action (/m/activity?affiliate=1)", () => {
  const affiliate = async (cookie?: string) =>
    runRoute(services(), activityLoader, request("/m/activity?tab=all&affiliate=1", { cookie }));

  it("opens an agent's affiliate links, and the become-an-agent dialog for everybody else", async () => {
    const agent = createMember(backend.db, { type: 1 });
    const answer = (await affiliate(await memberCookie(agent))) as Response;
    expect(answer.status).toBe(302);
    expect(answer).toRedirectTo("/m/agentRegister#affiliate-links");
    for (const type of [0, 4, 40]) {
      const member = createMember(backend.db, { type });
      expect(((await affiliate(await memberCookie(member))) as ActivityData).affiliate).toBe("agentModal");
    }
    // A guest too; and the page under the dialog is the promotions list.
    const guest = (await affiliate()) as ActivityData;
    expect(guest.affiliate).toBe("agentModal");
    expect(guest.promotions.length).toBeGreaterThan(0);
    // Without the parameter there is no answer at all.
    const plain = (await runRoute(services(), activityLoader, request("/m/activity"))) as ActivityData;
    expect(plain.affiliate).toBeNull();
  });

  it("says coming soon, for agents too, without the REFERRAL promotion", async () => {
    const agent = createMember(backend.db, { type: 1 });
    await operator(backend.url, "/whitelabel", { modId: "REFERRAL", enabled: false });
    try {
      expect(((await affiliate(await memberCookie(agent))) as ActivityData).affiliate).toBe("coming_soon");
      expect(((await affiliate()) as ActivityData).affiliate).toBe("coming_soon");
    } finally {
      await operator(backend.url, "/whitelabel", { modId: "REFERRAL", enabled: true });
    }
  });
});

describe("the operator's app download switch (APP_DOWNLOAD)", () => {
  it("takes the download prompts and the app-download bonus away, and the backend refuses the bonus", async () => {
    const member = createMember(backend.db, { balance: 10 });
    const cookie = await memberCookie(member);
    const seen = async () => {
      const root = unwrap<{ appDownloadEnabled: boolean }>(
        await runRoute(services(), rootLoader, request("/m/home", { cookie })),
      ).data;
      const page = (await runRoute(
        services(),
        activityLoader,
        request("/m/activity?tab=app_download", { cookie }),
      )) as ActivityData;
      return {
        prompts: root.appDownloadEnabled,
        tab: page.tab,
        bonus: page.promotions.some((p) => p.category === "app_download"),
      };
    };
    expect(await seen()).toEqual({ prompts: true, tab: "app_download", bonus: true });
    await operator(backend.url, "/whitelabel", { modId: "APP_DOWNLOAD", enabled: false });
    try {
      // No tab of its own: the address's tab falls back to all, where the bonus is not listed either.
      expect(await seen()).toEqual({ prompts: false, tab: "all", bonus: false });
      const answer = (await runRoute(
        services(),
        activityAction,
        request("/m/activity", {
          cookie,
          form: { intent: "claim", promotionId: String(promotionId("Download the App, Get 8 Free")) },
        }),
      )) as Response;
      await expect(answer).toFlash({ kind: "error", messageKey: "content.refused.notAvailable" });
      expect(balanceOf(backend.db, member)).toBe(10);
    } finally {
      await operator(backend.url, "/whitelabel", { modId: "APP_DOWNLOAD", enabled: true });
    }
    expect(await seen()).toEqual({ prompts: true, tab: "app_download", bonus: true });
  });
});

describe("the ledger", () => {
  it("keeps every member's balance equal to the sum of their ledger rows", () => {
    const drift = backend.db
      .prepare(
        `SELECT m.account FROM members m
         WHERE m.balance_cents <> (SELECT coalesce(sum(amount_cents), 0) FROM ledger l WHERE l.member_id = m.id)`,
      )
      .pluck()
      .all();
    expect(drift).toEqual([]);
  });
});
