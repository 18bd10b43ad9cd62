import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReferenceBackend, type RunningBackend } from "@mobile-front/reference-backend";
import { decryptServicePath } from "~/.server/backend/customer-service-path";

const MERCHANT = "demo";
const OPERATOR_TOKEN = "t";

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startReferenceBackend({ port: 0, merchantCode: MERCHANT, operatorToken: OPERATOR_TOKEN });
});
afterAll(async () => {
  await backend?.close();
});

async function call(path: string, init: RequestInit & { merchant?: string | null; base?: string } = {}) {
  const { merchant = MERCHANT, base = backend.url, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (merchant !== null) headers.set("Merchant", merchant);
  if (rest.body) headers.set("Content-Type", "application/json");
  const response = await fetch(base + path, { ...rest, headers });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
  return { status: response.status, headers: response.headers, body };
}

/** A successful envelope's value. */
async function value(path: string, init?: Parameters<typeof call>[1]) {
  const { status, body } = await call(path, init);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.success).toBe(true);
  return body.value;
}

const operator = (path: string, payload: unknown, token: string | null = OPERATOR_TOKEN) =>
  call(`/operator/${path}`, {
    method: "POST",
    merchant: null,
    body: JSON.stringify(payload),
    headers: token === null ? {} : { "X-Operator-Token": token },
  });

const gameList = (query: string) => value(`/wps/relay/GCSGAME_gameList?${query}`);

type Game = {
  gameId: number;
  gameName: string;
  vassalage: string;
  gameType: string;
  gameClassify: string | null;
  minBet: number;
  isHot: number;
};

describe("conventions", () => {
  it("answers health in the envelope", async () => {
    expect(await call("/healthz", { merchant: null })).toMatchObject({
      status: 200,
      body: { success: true, value: "ok" },
    });
  });

  it("answers an unknown path with a 404 envelope", async () => {
    const { status, body } = await call("/wps/nothing/here");
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, errorCode: "not.found", message: expect.any(String) });
    expect((await call("/elsewhere", { merchant: null })).status).toBe(404);
  });

  it("needs the Merchant header on /wps calls and refuses another merchant", async () => {
    const missing = await call("/wps/system/status", { merchant: null });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, errorCode: "merchant.required" });
    const other = await call("/wps/system/status", { merchant: "someone-else" });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ success: false, errorCode: "merchant.invalid" });
    const query = await call("/wps/relay/GCSGAME_gameList?merchant=someone-else");
    expect(query.body.errorCode).toBe("merchant.invalid");
  });

  it("refuses a bad JSON body with 400 and a big one with 413, without a stack trace", async () => {
    const bad = await call("/operator/status", {
      method: "POST",
      merchant: null,
      headers: { "X-Operator-Token": OPERATOR_TOKEN },
      body: "{not json",
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errorCode: "param.invalid" });
    const big = await operator("status", { maintenance: false, padding: "x".repeat(150_000) });
    expect(big.status).toBe(413);
    expect(JSON.stringify(big.body)).not.toMatch(/at .*\.ts/);
  });
});

describe("site status and merchant", () => {
  it("reports the status, the caller's address and the site information", async () => {
    const status = await value("/wps/system/status");
    expect(status).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      location: { ip: "127.0.0.1" },
    });
    const { info } = status;
    expect(info.imageCDNs).toEqual([]);
    expect(info.mobileTemplate).toEqual({
      mem_cen: expect.stringMatching(/^[01]$/),
      dep_func: expect.stringMatching(/^[01]$/),
    });
    expect(info.register).toEqual({
      loginMobileCode: false,
      captcha: true,
      mobileRegister: true,
      usernameRegister: true,
      // The download bar shows to guests too.
      downloadBarLogin: false,
      // Social login is seeded off.
      phoneAuthProvider: null,
      socialLoginMethods: [],
    });
    expect(info.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual(
      expect.arrayContaining(["IOS", "Android", "AppDownloadIcon"]),
    );
    expect(info.customerService.map((c: { csType: string }) => c.csType)).toEqual(
      expect.arrayContaining(["CS", "whatsapp", "FACEBOOK", "YOUTUBE", "TELEGRAM"]),
    );
    const cs = info.customerService.find((c: { csType: string }) => c.csType === "CS");
    expect(decryptServicePath(cs.path)).toBe("https://cs.example.com/chat?merchant=demo");
  });

  it("sends the whitelabel flags as a tree", async () => {
    const { info } = await value("/wps/system/status");
    const flags = new Map<string, string>();
    const walk = (nodes: { modId: string; enabled: string; childrenNodes: unknown[] }[]) =>
      nodes.forEach((n) => {
        flags.set(n.modId, n.enabled);
        walk(n.childrenNodes as typeof nodes);
      });
    walk(info.whitelabel);
    for (const on of [
      "COMM3",
      "REG3",
      "USERNAMEREG3",
      "MOBILENUMPASSREG3",
      "CBS3",
      "VIPBEN3",
      "REFERRAL",
      "AFFMAN3",
    ]) {
      expect(flags.get(on), on).toBe("1");
    }
    for (const off of ["FACEBOOKLOGIN3", "GOOGLELOGIN3", "LINELOGIN3", "TWITTERLOGIN3"])
      expect(flags.get(off), off).toBe("0");
    // MOBILENUMPASSREG3 sits under MOBILENUMREG3, which sits under REG3.
    const reg = info.whitelabel.find((n: { modId: string }) => n.modId === "REG3");
    const mobile = reg.childrenNodes.find((n: { modId: string }) => n.modId === "MOBILENUMREG3");
    expect(mobile.childrenNodes.map((n: { modId: string }) => n.modId)).toContain("MOBILENUMPASSREG3");
  });

  it("describes the merchant", async () => {
    expect(await value("/wps/system/merchant")).toEqual({
      merchantCode: "demo",
      name: "Demo Casino",
      defaultLanguage: "KO",
      // The site's languages are the merchant's setting (decision 0034).
      languages: {
        general: ["EN", "KO", "CN", "VI", "TH", "ID"],
        game: ["EN", "ES", "JA", "KO", "PT", "TY"],
      },
    });
  });
});

describe("operator endpoints", () => {
  it("refuse a missing or wrong operator token with 403", async () => {
    for (const token of [null, "wrong", "tt"]) {
      const { status, body } = await operator("status", { maintenance: true }, token);
      expect(status).toBe(403);
      expect(body).toMatchObject({ success: false, errorCode: "operator.token.invalid" });
    }
    expect((await value("/wps/system/status")).maintenance).toBe(false);
  });

  it("set the site's languages, which the merchant answer then lists", async () => {
    expect((await operator("languages", { general: ["VI", "EN", "VI"] })).body.value).toEqual({
      general: ["VI", "EN"],
    });
    expect((await value("/wps/system/merchant")).languages.general).toEqual(["VI", "EN"]);
    expect((await operator("languages", { general: [] })).status).toBe(400);
    expect((await operator("languages", { general: ["vi"] })).status).toBe(400);
    await operator("languages", { general: ["EN", "KO", "CN", "VI", "TH", "ID"] });
  });

  it("switch maintenance and region restriction", async () => {
    const on = await operator("status", { maintenance: true });
    expect(on.body).toEqual({ success: true, value: { maintenance: true, regionRestriction: false } });
    expect(await value("/wps/system/status")).toMatchObject({ maintenance: true, regionRestriction: false });
    const both = await operator("status", { maintenance: false, regionRestriction: true });
    expect(both.body.value).toEqual({ maintenance: false, regionRestriction: true });
    await operator("status", { regionRestriction: false });
    expect(await value("/wps/system/status")).toMatchObject({ maintenance: false, regionRestriction: false });
  });

  it("switch a whitelabel flag and the registration settings", async () => {
    expect((await operator("whitelabel", { modId: "CBS3", enabled: false })).body.value).toEqual({
      modId: "CBS3",
      enabled: "0",
    });
    const { info } = await value("/wps/system/status");
    const comm = info.whitelabel.find((n: { modId: string }) => n.modId === "COMM3");
    expect(comm.childrenNodes.find((n: { modId: string }) => n.modId === "CBS3").enabled).toBe("0");
    await operator("whitelabel", { modId: "CBS3", enabled: true });

    const missing = await operator("whitelabel", { modId: "NOSUCHFLAG", enabled: true });
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe("not.found");

    const settings = await operator("settings", { captcha: false, loginMobileCode: true });
    expect(settings.body.value).toEqual({
      loginMobileCode: true,
      captcha: false,
      mobileRegister: true,
      usernameRegister: true,
      downloadBarLogin: false,
      phoneAuthProvider: null,
      socialLoginMethods: [],
    });
    const social = await operator("settings", {
      phoneAuthProvider: "reference",
      socialLoginMethods: ["GOOGLE", "LINE", "GOOGLE"],
    });
    expect(social.body.value).toMatchObject({
      phoneAuthProvider: "reference",
      socialLoginMethods: ["GOOGLE", "LINE"],
    });
    expect((await operator("settings", { phoneAuthProvider: "elsewhere" })).status).toBe(400);
    expect((await operator("settings", { socialLoginMethods: ["GITHUB"] })).status).toBe(400);
    await operator("settings", { phoneAuthProvider: null, socialLoginMethods: [] });
    expect((await value("/wps/system/status")).info.register.captcha).toBe(false);
    await operator("settings", { captcha: true, loginMobileCode: false });
  });

  it("name the bad field of a body", async () => {
    const wrongType = await operator("status", { maintenance: "yes" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({
      errorCode: "param.invalid",
      message: expect.stringContaining("maintenance"),
    });
    const unknownField = await operator("settings", { captha: true });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.message).toContain("captha");
  });
});

describe("game list", () => {
  it("pages the whole catalogue, 30 by default, at least 600 games", async () => {
    const page = await gameList("");
    expect(page.total).toBeGreaterThanOrEqual(600);
    expect(page.pageNum).toBe(1);
    expect(page.games).toHaveLength(30);
    expect(page.totalPages).toBe(Math.ceil(page.total / 30));
    const game = page.games[0];
    expect(game).toEqual({
      gameId: expect.any(Number),
      gameName: expect.any(String),
      nodeId: expect.any(String),
      nodeName: expect.any(String),
      displayName: expect.any(String),
      vassalage: expect.any(String),
      showIcon: expect.any(Number),
      iconUrl: `/images/games/${game.gameId}.svg`,
      isHot: expect.any(Number),
      supportPlay: expect.any(Number),
      gameType: expect.any(String),
      gameClassify: game.gameClassify === null ? null : expect.stringMatching(/^(JP|SC|VP|TG|AC)$/),
      gameClassifyNew: expect.any(String),
      minBet: expect.any(Number),
      minLine: game.minLine === null ? null : expect.any(Number),
      roomId: game.roomId === null ? null : expect.any(String),
      isGameH5: expect.any(Number),
      freeplay: expect.any(Number),
      lottoMode: game.lottoMode === null ? null : expect.any(String),
      gameCode: expect.any(String),
      playType: expect.stringMatching(/^(Tradition|Entertainment)$/),
      isNew: expect.any(Number),
    });
  });

  it("treats blank parameters as absent", async () => {
    const blank = await gameList(
      "merchant=&platform=html5&gameName=&gameType=&pageNo=&pageSize=&vassalage=&gameClassify=&minBet=&minLine=&language=&isNew=",
    );
    const plain = await gameList("");
    expect(blank).toEqual(plain);
  });

  it("filters by game type, vendor, classify, minimum bet and name, each alone", async () => {
    const rng: { games: Game[]; total: number } = await gameList("gameType=RNG&pageSize=100");
    expect(rng.games.every((g) => g.gameType === "RNG")).toBe(true);

    const pp: { games: Game[] } = await gameList("vassalage=PP&pageSize=100");
    expect(pp.games.length).toBeGreaterThan(30);
    expect(new Set(pp.games.map((g) => g.gameType))).toEqual(new Set(["RNG", "LIVE"]));
    expect(pp.games.every((g) => g.vassalage === "PP")).toBe(true);

    const two: { games: Game[]; total: number } = await gameList("vassalage=EG4,BGS&pageSize=100");
    expect(new Set(two.games.map((g) => g.vassalage))).toEqual(new Set(["EG4", "BGS"]));

    const jackpots: { games: Game[] } = await gameList("gameClassify=JP&pageSize=100");
    expect(jackpots.games.length).toBeGreaterThan(0);
    expect(jackpots.games.every((g) => g.gameClassify === "JP")).toBe(true);

    const cheap: { games: Game[]; total: number } = await gameList("minBet=0.05&pageSize=100");
    expect(cheap.games.every((g) => g.minBet <= 0.05)).toBe(true);
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(rng.total);

    const dragons: { games: Game[] } = await gameList(
      `gameName=${encodeURIComponent("  DrAgOn ")}&pageSize=100`,
    );
    expect(dragons.games.length).toBeGreaterThan(3);
    expect(dragons.games.every((g) => g.gameName.toLowerCase().includes("dragon"))).toBe(true);
    // A name with a space in it is one substring, not two words.
    const phrase: { games: Game[] } = await gameList(`gameName=${encodeURIComponent("of the")}&pageSize=100`);
    expect(phrase.games.length).toBeGreaterThan(0);
    expect(phrase.games.every((g) => g.gameName.toLowerCase().includes("of the"))).toBe(true);
  });

  it("combines filters", async () => {
    const all: { games: Game[] } = await gameList("gameType=RNG&vassalage=PP&pageSize=100");
    const expected = all.games.filter((g) => g.minBet <= 0.1 && g.gameClassify === "JP").map((g) => g.gameId);
    expect(expected.length).toBeGreaterThan(0);
    const combined: { games: Game[]; total: number } = await gameList(
      "gameType=RNG&vassalage=PP&minBet=0.1&gameClassify=JP&pageSize=100",
    );
    expect(combined.games.map((g) => g.gameId)).toEqual(expected);
    expect(combined.total).toBe(expected.length);

    const live: { games: Game[] } = await gameList("gameType=LIVE&vassalage=PP,EG4&pageSize=100");
    expect(live.games.length).toBeGreaterThan(0);
    expect(live.games.every((g) => g.gameType === "LIVE" && ["PP", "EG4"].includes(g.vassalage))).toBe(true);

    const nothing = await gameList("gameType=LIVE&vassalage=BGS");
    expect(nothing).toEqual({ games: [], pageNum: 1, totalPages: 0, total: 0 });
  });

  it("splits type totals exactly and never repeats a game across pages", async () => {
    const { total } = await gameList("pageSize=1");
    let sum = 0;
    for (const type of ["RNG", "LIVE", "FISH", "PVP", "SPORTS", "ESPORTS", "COCKFIGHT", "LOTT", "ELOTT"]) {
      sum += (await gameList(`gameType=${type}&pageSize=1`)).total;
    }
    expect(sum).toBe(total);

    const ids: number[] = [];
    const first = await gameList("gameType=RNG&pageSize=100");
    for (let pageNo = 1; pageNo <= first.totalPages; pageNo++) {
      ids.push(
        ...(await gameList(`gameType=RNG&pageSize=100&pageNo=${pageNo}`)).games.map((g: Game) => g.gameId),
      );
    }
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
  });

  it("answers the last page partly filled and pages past the end empty", async () => {
    const { total, totalPages } = await gameList("gameType=FISH&pageSize=7");
    const last = await gameList(`gameType=FISH&pageSize=7&pageNo=${totalPages}`);
    expect(last.games).toHaveLength(total - (totalPages - 1) * 7);
    expect(last.pageNum).toBe(totalPages);
    const beyond = await gameList(`gameType=FISH&pageSize=7&pageNo=${totalPages + 1}`);
    expect(beyond).toEqual({ games: [], pageNum: totalPages + 1, totalPages, total });
  });

  it.each([
    ["pageNo=abc", "pageNo"],
    ["pageNo=0", "pageNo"],
    ["pageSize=0", "pageSize"],
    ["pageSize=1000", "pageSize"],
    ["pageSize=2.5", "pageSize"],
    ["gameType=CARDS", "gameType"],
    ["gameClassify=XX", "gameClassify"],
    ["minBet=x", "minBet"],
    ["vassalage=PP;EG4", "vassalage"],
    ["isNew=maybe", "isNew"],
  ])("refuses %s with 400 param.invalid naming the field", async (query, field) => {
    const { status, body } = await call(`/wps/relay/GCSGAME_gameList?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: "param.invalid" });
    expect(body.message.startsWith(`${field}:`)).toBe(true);
  });
});

describe("vendor data", () => {
  it("lists categories in order with their vendor strips", async () => {
    const data = await value(`/wps/relay/GCSGAME_newGameVendor?merchantCode=${MERCHANT}`);
    expect(data.sorting.map((s: { gameCategory: string }) => s.gameCategory)).toEqual([
      "LIVE",
      "RNG",
      "FISH",
      "PVP",
      "SPORTS",
      "ESPORTS",
      "COCKFIGHT",
      "LOTT",
      "ELOTT",
    ]);
    const strip = (category: string): string[] =>
      data.sorting
        .find((s: { gameCategory: string }) => s.gameCategory === category)
        .vendorNames.map((v: { accountTypeName: string }) => v.accountTypeName);
    expect(strip("RNG").length).toBeGreaterThanOrEqual(14);
    // MXWIN is vendors 10 to 14 of the RNG strip and includes BGS.
    expect(strip("RNG").slice(9, 14)).toContain("BGS");
    expect(strip("RNG")).toEqual(expect.arrayContaining(["PP", "BGS", "JL"]));
    expect(strip("LIVE")).toEqual(expect.arrayContaining(["PP", "EG4"]));
    expect(strip("FISH")).toContain("JL");
    expect(strip("ELOTT")).toContain("TCG_LOTTO_VN");
    expect(Object.keys(data.display).length).toBeGreaterThanOrEqual(14);
    expect(data.display.PP).toEqual(expect.any(String));
  });

  it("maps each vendor with icons and classify counts that match the game list", async () => {
    const { mapping } = await value("/wps/relay/GCSGAME_newGameVendor");
    const pp = mapping.RNG.find((v: { vassalage: string }) => v.vassalage === "PP");
    expect(pp).toMatchObject({
      key: expect.any(String),
      displayName: "Pragmatic Play",
      mobileLargeIcon: "/images/vendors/PP-COLOR.svg",
    });
    const jackpot = pp.gameClassify.find((c: { key: string }) => c.key === "JP");
    expect(jackpot).toEqual({ key: "JP", displayName: expect.any(String), gameCount: expect.any(Number) });
    const listed = await gameList("gameType=RNG&vassalage=PP&gameClassify=JP");
    expect(jackpot.gameCount).toBe(listed.total);
  });

  it("splits the SPORTS vendors by sport type and gives the sportsbook its launch and trial ids", async () => {
    const { mapping, sorting } = await value("/wps/relay/GCSGAME_newGameVendor");
    expect(mapping.SPORTS.map((v: { sportType: string }) => v.sportType)).toEqual([
      "sports",
      "esports",
      "cockfight",
    ]);
    const sportsStrip = sorting.find((s: { gameCategory: string }) => s.gameCategory === "SPORTS");
    expect(sportsStrip.vendorNames.map((v: { sportType: string }) => v.sportType)).toEqual([
      "sports",
      "esports",
      "cockfight",
    ]);
    const [book, ...rest] = mapping.SPORTS;
    expect(book).toMatchObject({
      gameId: expect.any(Number),
      nodeId: expect.any(String),
      telGameId: expect.any(Number),
      telNodeId: expect.any(String),
    });
    expect(book.telGameId).not.toBe(book.gameId);
    expect(rest.every((v: object) => !("gameId" in v))).toBe(true);
    expect(mapping.RNG.every((v: object) => !("sportType" in v))).toBe(true);
  });

  it("answers getVassGameType with the same data", async () => {
    expect(await value("/wps/relay/GCSGAME_getVassGameType?typeId=1")).toEqual(
      await value("/wps/relay/GCSGAME_newGameVendor"),
    );
    expect((await call("/wps/relay/GCSGAME_getVassGameType?typeId=x")).status).toBe(400);
    // The front end's query (games §7: typeId 1, merchant_code); another merchant's code is refused.
    expect(await value("/wps/relay/GCSGAME_getVassGameType?typeId=1&merchant_code=demo")).toEqual(
      await value("/wps/relay/GCSGAME_newGameVendor"),
    );
    expect((await call("/wps/relay/GCSGAME_getVassGameType?typeId=1&merchant_code=other")).status).toBe(400);
  });
});

describe("hot games and winners", () => {
  it("lists about 40 hot games, none of them lottery", async () => {
    const { list } = await value("/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=EN");
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list.length).toBeLessThanOrEqual(50);
    expect(list.every((g: Game) => g.isHot === 1 && !["LOTT", "ELOTT"].includes(g.gameType))).toBe(true);
    const first = list[0].gameName.split(" ")[0];
    const { list: found } = await value(
      `/wps/relay/GCSGAME_hotGamesV2?gameName=${encodeURIComponent(first.toUpperCase())}`,
    );
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((g: Game) => g.isHot === 1 && g.gameName.toLowerCase().includes(first.toLowerCase())),
    ).toBe(true);
  });

  it("sorts the winners by amount, masks names and respects limitNum", async () => {
    const { list } = await value("/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20");
    expect(list).toHaveLength(20);
    const amounts = list.map((w: { vo: { winAmount: number } }) => w.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list[0].vo).toEqual({
      gameName: expect.any(String),
      customerName: expect.stringMatching(/^[a-z]{2}\*\*\*\d$/),
      winAmount: expect.any(Number),
      gameTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      iconUrl: expect.stringMatching(/^\/images\/games\/\d+\.svg$/),
    });
    expect((await value("/wps/relay/ODSFE2_getWinnerBoard?limitNum=5")).list).toHaveLength(5);
    expect((await call("/wps/relay/ODSFE2_getWinnerBoard?limitNum=51")).status).toBe(400);
  });
});

describe("announcements", () => {
  it("answers banners, notices, popups and promotions", async () => {
    const all = await value(
      `/wps/relay/MCSFE_getListAnnouncements?types=&groupName=&platform=M&merchantCode=${MERCHANT}`,
    );
    expect(all.banners).toHaveLength(5);
    expect(all.player.length).toBeGreaterThanOrEqual(5);
    expect(all.player[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.any(String),
      startDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      type: expect.any(Number),
      read: false,
      // The newest notices carry a detail image (sequence 1).
      announcementImages: [{ sequence: 1, url: expect.stringMatching(/^\/images\/notices\/\d+\.svg$/) }],
    });
    expect(all.player.some((n: { content: string }) => n.content.includes("<script>"))).toBe(true);
    expect(all.hot.length).toBeGreaterThan(0);
    expect(all.popup).toHaveLength(2);
    expect(all.popup.every((p: { execution: string }) => ["A", "B", "F"].includes(p.execution))).toBe(true);
    expect(all.promotion.length).toBeGreaterThanOrEqual(8);
    expect(all.promotion[0].announcementImages[0]).toEqual({
      sequence: 1,
      url: expect.stringMatching(/^\/images\/promotions\/\d+\.svg$/),
    });
  });

  it("filters banners by group and sections by type", async () => {
    const home = await value("/wps/relay/MCSFE_getListAnnouncements?groupName=m_home&types=B");
    expect(home.banners).toHaveLength(3);
    expect(home.banners.every((b: { groupName: string }) => b.groupName === "m_home")).toBe(true);
    expect(home.player).toEqual([]);
    expect(home.promotion).toEqual([]);
    expect((await call("/wps/relay/MCSFE_getListAnnouncements?groupName=nowhere")).status).toBe(400);
  });

  it("answers notices in the Language header's language, the notice's own text without one", async () => {
    const path = "/wps/relay/MCSFE_getListAnnouncements?types=PL,A";
    type Notice = { id: number; title: string; content: string };
    const en = (await value(path, { headers: { Language: "EN" } })).player as Notice[];
    const ko = (await value(path, { headers: { Language: "KO" } })).player as Notice[];
    const none = (await value(path)).player as Notice[];
    expect(ko.map((n) => n.id)).toEqual(en.map((n) => n.id));
    expect(none).toEqual(en);
    expect(en.find((n) => n.title === "Scheduled maintenance on 25 November")).toBeDefined();
    // Every seeded notice has a Korean text, in Hangul (title and content).
    for (const notice of ko) {
      expect(notice.title).toMatch(/[\uac00-\ud7a3]/);
      expect(notice.content).toMatch(/[\uac00-\ud7a3]/);
    }
    for (const language of ["JA", "ES", "PT", "CN", "VI", "TH", "ID"]) {
      const titles = ((await value(path, { headers: { Language: language } })).player as Notice[]).map(
        (n) => n.title,
      );
      expect(titles.filter((t) => en.some((n) => n.title === t))).toEqual([]);
    }
    // A language without texts gets the notices' own.
    expect((await value(path, { headers: { Language: "TY" } })).player).toEqual(en);
  });

  it("answers popups and banners in Chinese and Vietnamese, each banner image drawn in its language", async () => {
    const path = "/wps/relay/MCSFE_getListAnnouncements?types=B,PU&groupName=m_home";
    type Popup = { title: string; content: string };
    const en = await value(path, { headers: { Language: "EN" } });
    const vi = await value(path, { headers: { Language: "VI" } });
    const cn = await value(path, { headers: { Language: "CN" } });
    expect(en.banners.map((b: { url: string }) => b.url)).toEqual([
      "/images/banners/1.svg",
      "/images/banners/2.svg",
      "/images/banners/3.svg",
    ]);
    expect(vi.banners.map((b: { url: string }) => b.url)).toEqual([
      "/images/banners/1-VI.svg",
      "/images/banners/2-VI.svg",
      "/images/banners/3-VI.svg",
    ]);
    expect((vi.popup as Popup[]).map((p) => p.title)).toEqual([
      "Chào mừng bạn đến với casino",
      "Thưởng nạp tiền đang chờ bạn",
    ]);
    for (const popup of cn.popup as Popup[]) expect(popup.title + popup.content).toMatch(/[\u4e00-\u9fff]/);
    const image = (file: string) =>
      call(`/images/banners/${file}`, { merchant: null }).then((r) => String(r.body));
    expect(await image("1-VI.svg")).toContain("Thưởng chào mừng 100%");
    expect(await image("1.svg")).toContain("Welcome Bonus 100%");
  });

  it("answers every banner and popup in each language the front end ships (Korean banners were English)", async () => {
    const path = "/wps/relay/MCSFE_getListAnnouncements?types=B,PU";
    const en = await value(path, { headers: { Language: "EN" } });
    type Popup = { title: string };
    for (const language of ["KO", "JA", "ES", "PT", "CN", "VI", "TH", "ID"]) {
      const answer = await value(path, { headers: { Language: language } });
      for (const banner of answer.banners as { url: string }[])
        expect(banner.url).toMatch(`-${language}.svg`);
      const titles = (answer.popup as Popup[]).map((p) => p.title);
      expect(titles).toHaveLength(en.popup.length);
      for (const [i, title] of titles.entries()) expect(title).not.toBe((en.popup as Popup[])[i].title);
    }
    const image = (file: string) =>
      call(`/images/banners/${file}`, { merchant: null }).then((r) => String(r.body));
    expect(await image("1-KO.svg")).toContain("100% 웰컴 보너스");
  });
});

describe("lottery (raw JSON)", () => {
  it("lists games by prize mode, Elott by default", async () => {
    const elott = await call("/lgw/games?prizeMode=Elott", { merchant: null });
    expect(elott.status).toBe(200);
    expect(Array.isArray(elott.body)).toBe(true);
    expect(elott.body.length).toBeGreaterThan(0);
    expect(elott.body[0]).toEqual({
      gameId: expect.any(Number),
      gameName: expect.any(String),
      gameCode: expect.any(String),
      prizeMode: "Elott",
      iconUrl: expect.any(String),
      nextDrawTime: expect.any(Number),
    });
    expect(elott.body[0].nextDrawTime).toBeGreaterThan(Date.now() - 1000);
    expect((await call("/lgw/games", { merchant: null })).body).toEqual(elott.body);
    const lott = await call("/lgw/games?prizeMode=Lott", { merchant: null });
    expect(lott.body.every((g: { prizeMode: string }) => g.prizeMode === "Lott")).toBe(true);
    expect((await call("/lgw/games?prizeMode=Nope", { merchant: null })).status).toBe(400);
  });

  it("answers menus, the Vietnamese menu, popular games and near draws", async () => {
    const menus = (await call("/lgw/games/game_menus", { merchant: null })).body;
    expect(menus.length).toBeGreaterThan(0);
    expect(menus[0]).toMatchObject({
      menuId: expect.any(Number),
      menuName: expect.any(String),
      games: expect.any(Array),
    });
    const vn = (await call("/lgw/vn/games/game_menu", { merchant: null })).body;
    expect(vn.map((r: { region: string }) => r.region)).toEqual(["NORTH", "CENTRAL", "SOUTH"]);
    expect(vn.every((r: { games: unknown[] }) => r.games.length > 0)).toBe(true);
    expect((await call("/lgw/games/popular?count=3", { merchant: null })).body).toHaveLength(3);
    const near = (await call("/lgw/numeros/near", { merchant: null })).body;
    expect(near[0]).toMatchObject({
      numero: expect.any(String),
      lastNumero: expect.any(String),
      lastResult: expect.stringMatching(/^\d(,\d)+$/),
    });
    const again = (await call(`/lgw/numeros/near?gameCode=${near[0].gameCode}`, { merchant: null })).body;
    expect(again).toHaveLength(1);
  });
});

describe("images", () => {
  it("serves generated SVGs, catalogue art cached for a year and the app icon for a day", async () => {
    const { games } = await gameList("pageSize=1");
    const paths = [
      games[0].iconUrl,
      "/images/vendors/PP-COLOR.svg",
      "/images/vendors/TCG_LOTTO_VN-BLACK.svg",
      "/images/banners/1.svg",
      "/images/promotions/1.svg",
      "/images/app-icon.svg",
    ];
    for (const path of paths) {
      const { status, headers, body } = await call(path, { merchant: null });
      expect(status, path).toBe(200);
      expect(headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(headers.get("cache-control"), path).toBe(
        path === "/images/app-icon.svg" ? "public, max-age=86400" : "public, max-age=31536000",
      );
      expect(body).toMatch(/^<svg /);
    }
    const tile = (await call(games[0].iconUrl, { merchant: null })).body;
    expect(tile).toContain('width="200" height="200"');
    expect((await call("/images/banners/1.svg", { merchant: null })).body).toContain(
      'width="750" height="300"',
    );
  });

  it("escapes game names in the SVG", async () => {
    const { games } = await gameList(`gameName=${encodeURIComponent("Hold & Win")}`);
    expect(games.length).toBeGreaterThan(0);
    const body: string = (await call(games[0].iconUrl, { merchant: null })).body;
    expect(body).toContain("&amp;");
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it("answers 404 for unknown images", async () => {
    for (const path of [
      "/images/games/999999.svg",
      "/images/games/abc.svg",
      "/images/vendors/NOPE-COLOR.svg",
      "/images/vendors/PP-RED.svg",
      "/images/banners/99.svg",
    ]) {
      expect((await call(path, { merchant: null })).status, path).toBe(404);
    }
  });
});

describe("store", () => {
  it("is deterministic: two fresh databases give the same catalogue", async () => {
    const other = await startReferenceBackend({
      port: 0,
      merchantCode: MERCHANT,
      operatorToken: OPERATOR_TOKEN,
    });
    try {
      for (const path of [
        "/wps/relay/GCSGAME_gameList?pageSize=100",
        "/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=3",
        "/wps/relay/GCSGAME_newGameVendor",
        "/wps/relay/ODSFE2_getWinnerBoard?limitNum=50",
      ]) {
        expect(await value(path, { base: other.url }), path).toEqual(await value(path));
      }
      expect((await value("/wps/system/status", { base: other.url })).info.customerService).toEqual(
        (await value("/wps/system/status")).info.customerService,
      );
    } finally {
      await other.close();
    }
  });

  it("keeps operator changes in a database file and does not seed it twice", async () => {
    const dir = mkdtempSync(join(tmpdir(), "reference-backend-"));
    const dbFile = join(dir, "test.sqlite");
    try {
      const first = await startReferenceBackend({
        dbFile,
        merchantCode: MERCHANT,
        operatorToken: OPERATOR_TOKEN,
      });
      const { total } = await value("/wps/relay/GCSGAME_gameList", { base: first.url });
      await call("/operator/status", {
        base: first.url,
        method: "POST",
        merchant: null,
        headers: { "X-Operator-Token": OPERATOR_TOKEN },
        body: JSON.stringify({ maintenance: true }),
      });
      await first.close();

      const second = await startReferenceBackend({
        dbFile,
        merchantCode: MERCHANT,
        operatorToken: OPERATOR_TOKEN,
      });
      try {
        expect((await value("/wps/system/status", { base: second.url })).maintenance).toBe(true);
        expect((await value("/wps/relay/GCSGAME_gameList", { base: second.url })).total).toBe(total);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
