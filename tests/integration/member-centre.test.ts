// Member centre (issue 11): records, profit and loss, my account and VIP, loaders and actions against
// the reference backend. Records come from real demo play and the ledger, never from fixtures.
import { describe, expect, it } from "vitest";
import { takeFlash } from "~/.server/flash";
import { loader as avatarLoader } from "~/routes/resources/avatar";
import { loader as benefitsLoader } from "~/routes/member/benefits";
import { action as gameAction, loader as gameLoader } from "~/routes/member/game-record";
import { action as accountAction, loader as accountLoader } from "~/routes/member/my-account";
import { loader as pnlLoader } from "~/routes/member/profit-and-loss";
import { loader as transactionLoader } from "~/routes/member/transaction-record";
import { loader as homeLoader } from "~/routes/account/member-home";
import { balanceOf, createMember, type TestMember } from "../support/member";
import { operator } from "../support/operator";
import {
  backendOfFile,
  memberCookie,
  request,
  runRoute,
  testServices,
  unwrap,
  type AnyRoute,
} from "../support/route";
import { expectRedirect } from "./account-support";

const backend = backendOfFile();

const services = () => testServices(backend.url);
const today = () => new Date().toISOString().slice(0, 10);
const range = () => `start=${today()}&end=${today()}`;
const run = async <T>(
  fn: AnyRoute,
  path: string,
  member: TestMember,
  init: Parameters<typeof request>[1] = {},
) => runRoute(services(), fn, request(path, { ...init, cookie: await memberCookie(member) })) as Promise<T>;

/** Real demo play: launch a slot through the backend and spin `times` on its game page. */
async function playDemo(member: TestMember, times: number) {
  const game = backend.db
    .prepare(
      "SELECT game_id AS gameId, node_id AS nodeId FROM game WHERE game_type = 'RNG' AND vassalage = 'PG' LIMIT 1",
    )
    .get() as { gameId: number; nodeId: string };
  const launch = await fetch(
    `${backend.url}/wps/game/launchGame?gameId=${game.gameId}&nodeId=${game.nodeId}&lobbyUrl=%2Fm%2Fhome`,
    { headers: { Merchant: "demo", Authorization: member.token } },
  );
  const url = ((await launch.json()) as { value: { content: { game_url: string } } }).value.content.game_url;
  for (let i = 0; i < times; i++) await fetch(`${url}/spin`, { method: "POST", redirect: "manual" });
}

/** A lottery order through the backend's member endpoint; its sub-order ids. */
async function placeOrder(member: TestMember, picks: string[]) {
  const gameId = backend.db
    .prepare("SELECT game_id FROM lottery_game ORDER BY game_id LIMIT 1")
    .pluck()
    .get() as number;
  const answer = await fetch(`${backend.url}/wps/member/records/lottery/orders`, {
    method: "POST",
    headers: { Merchant: "demo", Authorization: member.token, "Content-Type": "application/json" },
    body: JSON.stringify({
      gameId,
      idempotencyKey: `order-${member.id}-${picks.join("")}`,
      subOrders: picks.map((numbers) => ({ numbers, stakeCents: 200 })),
    }),
  });
  expect(answer.status).toBe(200);
  const orderId = ((await answer.json()) as { value: { orderId: number } }).value.orderId;
  backend.db
    .prepare("UPDATE lottery_order SET closes_at = ? WHERE id = ?")
    .run(Date.now() + 3_600_000, orderId);
  return backend.db
    .prepare("SELECT id FROM lottery_sub_order WHERE order_id = ? ORDER BY id")
    .pluck()
    .all(orderId) as number[];
}

const flashOf = async (response: Response) =>
  (
    await takeFlash(
      new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie")! } }),
    )
  ).flash;

describe("record pages keep their state in the URL", () => {
  it("a missing or bad range or page redirects to the corrected address", async () => {
    const member = createMember(backend.db);
    for (const loader of [gameLoader, transactionLoader, pnlLoader]) {
      const answer = await run(loader, "/m/gameRecord?start=nonsense&page=0", member);
      expect((answer as Response).status).toBe(302);
      expect((answer as Response).headers.get("Location")).toMatch(
        /start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}$/,
      );
    }
  });

  it("guests log in first; trial players go to registration", async () => {
    expectRedirect(
      await runRoute(services(), gameLoader, request(`/m/gameRecord?${range()}`)),
      /^\/m\/login/,
    );
    const trial = createMember(backend.db, { type: 4 });
    // The one trial refusal (decision 0062): registration, saying why.
    expectRedirect(
      await run(gameLoader, `/m/gameRecord?${range()}`, trial),
      "/m/register?reason=realAccount",
    );
  });
});

describe("bet record, account record and profit and loss after demo play", () => {
  it("show every spin, every ledger row and the same net result", async () => {
    const member = createMember(backend.db, { balance: 100 });
    const empty = unwrap<{ games: { rows: unknown[] } }>(
      await run(gameLoader, `/m/gameRecord?${range()}`, member),
    );
    expect(empty.data.games.rows).toEqual([]);

    await playDemo(member, 3);
    const bets = unwrap<{
      games: {
        stakeCents: number;
        winCents: number;
        rows: Array<{ stakeCents: number; winCents: number; gameName: string }>;
      };
      paging: { pages: number };
    }>(await run(gameLoader, `/m/gameRecord?${range()}`, member));
    expect(bets.data.games.rows).toHaveLength(3);
    expect(bets.data.games.stakeCents).toBe(300);
    expect(bets.data.games.rows[0].gameName).toBeTruthy();
    const net = bets.data.games.winCents - bets.data.games.stakeCents;
    expect(balanceOf(backend.db, member)).toBeCloseTo(100 + net / 100, 2);

    const ledger = unwrap<{ rows: Array<{ kind: string; amountCents: number; balanceCents: number }> }>(
      await run(transactionLoader, `/m/transaction/record?${range()}`, member),
    );
    expect(ledger.data.rows.filter((r) => r.kind === "bet")).toHaveLength(3);
    // Newest first, and the newest row's balance is the wallet's.
    expect(ledger.data.rows[0].balanceCents).toBe(Math.round(balanceOf(backend.db, member) * 100));
    expect(ledger.data.rows.at(-1)).toMatchObject({
      kind: "opening",
      amountCents: 10000,
      balanceCents: 10000,
    });

    const pnl = unwrap<{ report: { stakeCents: number; gameResultCents: number; profitCents: number } }>(
      await run(pnlLoader, `/m/profitandloss?${range()}`, member),
    );
    expect(pnl.data.report).toMatchObject({ stakeCents: 300, gameResultCents: net, profitCents: net });
  });

  it("pages 20 at a time and a day without play is empty", async () => {
    const member = createMember(backend.db, { balance: 100 });
    await playDemo(member, 21);
    const first = unwrap<{ games: { rows: unknown[] }; paging: { pages: number; next: number | null } }>(
      await run(gameLoader, `/m/gameRecord?${range()}`, member),
    );
    expect(first.data.games.rows).toHaveLength(20);
    expect(first.data.paging).toMatchObject({ pages: 2, next: 2 });
    const second = unwrap<{ games: { rows: unknown[] } }>(
      await run(gameLoader, `/m/gameRecord?${range()}&page=2`, member),
    );
    expect(second.data.games.rows).toHaveLength(1);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const none = unwrap<{ games: { rows: unknown[] } }>(
      await run(gameLoader, `/m/gameRecord?start=${yesterday}&end=${yesterday}`, member),
    );
    expect(none.data.games.rows).toEqual([]);
  });

  it("the agents' view (types=A) is for agents only", async () => {
    const member = createMember(backend.db);
    expectRedirect(
      await run(transactionLoader, `/m/transaction/record?types=A&${range()}`, member),
      `/m/transaction/record?${range()}`,
    );
    const agent = createMember(backend.db, { type: 1 });
    const view = unwrap<{ agentView: boolean }>(
      await run(transactionLoader, `/m/transaction/record?types=A&${range()}`, agent),
    );
    expect(view.data.agentView).toBe(true);
  });
});

describe("the account record's transaction types (accounts §7 transaction code list)", () => {
  type Record = {
    code: string | null;
    codes: Array<{ code: string; kind: string }>;
    rows: Array<{ kind: string; amountCents: number; balanceCents: number }>;
  };
  it("offers the platform's codes and shows one type with the balance after each row", async () => {
    const member = createMember(backend.db, { balance: 100 });
    await playDemo(member, 2);
    const all = unwrap<Record>(await run(transactionLoader, `/m/transaction/record?${range()}`, member));
    expect(all.data.code).toBeNull();
    expect(all.data.codes.map((c) => c.code)).toEqual(
      expect.arrayContaining(["deposit", "withdrawal", "bet", "win", "opening"]),
    );
    const bets = unwrap<Record>(
      await run(transactionLoader, `/m/transaction/record?code=bet&${range()}`, member),
    );
    expect(bets.data.code).toBe("bet");
    expect(bets.data.rows).toHaveLength(2);
    expect(bets.data.rows.every((r) => r.kind === "bet")).toBe(true);
    // The balance after a bet counts every row before it, the opening balance too.
    const everyBet = all.data.rows.filter((r) => r.kind === "bet");
    expect(bets.data.rows.map((r) => r.balanceCents)).toEqual(everyBet.map((r) => r.balanceCents));
  });

  it("drops a code the list lacks by a redirect, keeping the range and the agents' view", async () => {
    const member = createMember(backend.db);
    expectRedirect(
      await run(transactionLoader, `/m/transaction/record?code=lucky&${range()}`, member),
      `/m/transaction/record?${range()}`,
    );
    const agent = createMember(backend.db, { type: 1 });
    expectRedirect(
      await run(transactionLoader, `/m/transaction/record?types=A&code=&${range()}`, agent),
      `/m/transaction/record?types=A&${range()}`,
    );
  });

  it("the platform refuses an unknown code with a 400 and lists its codes to anyone", async () => {
    const member = createMember(backend.db);
    const details = await fetch(`${backend.url}/wps/wallet/details?code=lucky&${range()}`, {
      headers: { Merchant: "demo", Authorization: member.token },
    });
    expect(details.status).toBe(400);
    const codes = await fetch(`${backend.url}/wps/wallet/transaction/codes`, {
      headers: { Merchant: "demo" },
    });
    expect(codes.status).toBe(200);
    const { value } = (await codes.json()) as { value: Array<{ code: string }> };
    expect(value.map((c) => c.code)).toContain("deposit");
  });
});

describe("records count the visitor's days (the browser's tz cookie)", () => {
  it("a row of 20:30 UTC yesterday is today's in Shanghai, shown at its local time; yesterday's in UTC and New York", async () => {
    // New York's today is the UTC yesterday between 00:00 and 05:00 UTC, so New York is asked for the
    // day before (never in its future) and finds the row there.
    const member = createMember(backend.db, { balance: 100 });
    const day = today();
    const at = new Date(Date.parse(`${day}T00:00:00Z`) - 3.5 * 3_600_000).toISOString();
    backend.db.prepare("UPDATE ledger SET created_at = ? WHERE member_id = ?").run(at, member.id);
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const recordIn = async (zone: string | null, on = day) =>
      unwrap<{ rows: Array<{ kind: string; createdAt: string }> }>(
        (await runRoute(
          services(),
          transactionLoader,
          request(`/m/transaction/record?start=${on}&end=${on}`, {
            cookie: `${await memberCookie(member)}${zone ? `; tz=${encodeURIComponent(zone)}` : ""}`,
          }),
        )) as never,
      ).data.rows;
    const shanghai = await recordIn("Asia/Shanghai");
    expect(shanghai.map((r) => r.kind)).toEqual(["opening"]);
    expect(shanghai[0].createdAt).toContain("04:30");
    expect(await recordIn(null)).toEqual([]);
    expect((await recordIn("America/New_York", dayBefore)).map((r) => r.kind)).toEqual(["opening"]);
    expect((await recordIn("Asia/Shanghai", dayBefore)).map((r) => r.kind)).toEqual([]);
    // A zone nobody knows counts the platform's days; it is never an error.
    expect(await recordIn("Mars/Olympus")).toEqual([]);
  });

  it("the backend counts days in the zone it is told and refuses a zone it does not know", async () => {
    const member = createMember(backend.db);
    const ask = (zone: string) =>
      fetch(`${backend.url}/wps/member/report/pnl?start=2026-11-01&end=2026-11-02&timeZone=${zone}`, {
        headers: { Merchant: "demo", Authorization: member.token },
      });
    expect((await ask("Asia%2FShanghai")).status).toBe(200);
    const refused = await ask("Mars%2FOlympus");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errorCode: "param.invalid" });
  });
});

describe("lottery orders", () => {
  it("lists orders; a sub-order is cancelled once while its draw is open, and its stake comes back", async () => {
    const member = createMember(backend.db, { balance: 50 });
    const [first, second] = await placeOrder(member, ["3", "7"]);
    expect(balanceOf(backend.db, member)).toBe(46);
    const path = `/m/gameRecord?tab=lottery&${range()}`;
    const list = unwrap<{
      orders: Array<{ subOrders: Array<{ id: number; cancellable: boolean; state: string }> }>;
    }>(await run(gameLoader, path, member));
    expect(list.data.orders[0].subOrders).toMatchObject([
      { id: first, state: "pending", cancellable: true },
      { id: second, state: "pending", cancellable: true },
    ]);

    for (let i = 0; i < 2; i++) {
      const cancel = (await run(gameAction, path, member, {
        form: { subOrderId: String(first) },
      })) as Response;
      expect(cancel).toRedirectTo(path);
      expect(await flashOf(cancel)).toEqual({ kind: "success", messageKey: "member.bets.cancelled" });
    }
    expect(balanceOf(backend.db, member)).toBe(48);

    // The draw closes: the other sub-order is settled and can no longer be cancelled.
    backend.db
      .prepare(
        "UPDATE lottery_order SET closes_at = ? WHERE id = (SELECT order_id FROM lottery_sub_order WHERE id = ?)",
      )
      .run(Date.now() - 1000, second);
    const refused = (await run(gameAction, path, member, {
      form: { subOrderId: String(second) },
    })) as Response;
    expect(await flashOf(refused)).toEqual({ kind: "error", messageKey: "member.bets.cancelClosed" });
    const settled = unwrap<{ orders: Array<{ subOrders: Array<{ state: string; cancellable: boolean }> }> }>(
      await run(gameLoader, path, member),
    );
    expect(settled.data.orders[0].subOrders[0].state).toBe("cancelled");
    expect(["won", "lost"]).toContain(settled.data.orders[0].subOrders[1].state);
    expect(settled.data.orders[0].subOrders[1].cancellable).toBe(false);
    // The balance is still the sum of the ledger.
    const sum = backend.db
      .prepare("SELECT sum(amount_cents) FROM ledger WHERE member_id = ?")
      .pluck()
      .get(member.id) as number;
    expect(Math.round(balanceOf(backend.db, member) * 100)).toBe(sum);
  });

  it("another member's sub-order cannot be cancelled", async () => {
    const owner = createMember(backend.db, { balance: 50 });
    const [sub] = await placeOrder(owner, ["1"]);
    const stranger = createMember(backend.db);
    const answer = (await run(gameAction, `/m/gameRecord?tab=lottery&${range()}`, stranger, {
      form: { subOrderId: String(sub) },
    })) as Response;
    expect(await flashOf(answer)).toEqual({ kind: "error", messageKey: "member.bets.cancelFailed" });
    expect(balanceOf(backend.db, owner)).toBe(48);
  });
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/** A multipart post of the avatar form, as a browser sends it. */
async function avatarPost(member: TestMember, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.set("intent", "avatar");
  form.set("avatar", new File([new Uint8Array(bytes)], name, { type }));
  const req = new Request("http://localhost/m/myAccount/index", {
    method: "POST",
    body: form,
    headers: { Cookie: await memberCookie(member), "Accept-Language": "en" },
  });
  return unwrap<{ avatarError: string | null }>(await runRoute(services(), accountAction, req));
}

describe("my account", () => {
  it("updates nickname, e-mail and payee name; refuses a bad e-mail with the field's message", async () => {
    const member = createMember(backend.db);
    const saved = unwrap<{ result: { status: string } }>(
      await run(accountAction, "/m/myAccount/index", member, {
        form: { intent: "profile", nickname: "Lucky Star", email: "star@example.com", payeeName: "Lee Star" },
      }),
    );
    expect(saved.status).toBe(200);
    const page = unwrap<{ profile: Record<string, string> }>(
      await run(accountLoader, "/m/myAccount/index", member),
    );
    expect(page.data.profile).toEqual({
      nickname: "Lucky Star",
      email: "star@example.com",
      payeeName: "Lee Star",
    });

    const refused = unwrap<{ result: { error: Record<string, string[]> } }>(
      await run(accountAction, "/m/myAccount/index", member, {
        form: { intent: "profile", email: "not mail" },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.result.error.email).toEqual(["in_email_incorrect"]);
  });

  it("takes a PNG avatar and serves it; refuses other content and files over 5 MB with a clear message", async () => {
    const member = createMember(backend.db);
    const gif = await avatarPost(member, Buffer.from("GIF89a-not-a-png"), "photo.png", "image/png");
    expect(gif).toMatchObject({ status: 415, data: { avatarError: "avatarType" } });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await avatarPost(member, big, "big.png", "image/png")).toMatchObject({
      status: 413,
      data: { avatarError: "avatarTooLarge" },
    });
    expect(await avatarPost(member, Buffer.alloc(0), "empty.png", "image/png")).toMatchObject({
      status: 400,
    });

    expect(await avatarPost(member, PNG, "me.png", "image/png")).toMatchObject({
      status: 200,
      data: { avatarError: null },
    });
    const image = (await run(avatarLoader, "/resources/avatar", member)) as Response;
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const page = unwrap<{ avatarSrc: string | null }>(await run(accountLoader, "/m/myAccount/index", member));
    expect(page.data.avatarSrc).toMatch(/^\/resources\/avatar\?v=/);
  });

  it("the backend checks the avatar by content too", async () => {
    const member = createMember(backend.db);
    const post = (body: Buffer, type: string) =>
      fetch(`${backend.url}/wps/member/info/icon`, {
        method: "POST",
        headers: { Merchant: "demo", Authorization: member.token, "Content-Type": type },
        body: new Uint8Array(body),
      });
    expect((await post(Buffer.from("<svg/>"), "image/png")).status).toBe(415);
    expect((await post(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), "image/png")).status).toBe(413);
  });
});

describe("member centre and VIP", () => {
  it("shows the entries of built pages the flags allow, and the new layout by mem_cen", async () => {
    const member = createMember(backend.db);
    const home = unwrap<{ layout: string; entries: Array<{ to: string }> }>(
      await run(homeLoader, "/m/member/home", member),
    );
    expect(home.data.layout).toBe("new");
    expect(home.data.entries.map((e) => e.to)).toEqual(
      expect.arrayContaining([
        "/m/gameRecord",
        "/m/transaction/record",
        "/m/profitandloss",
        "/m/myAccount/index",
        "/m/member/benefits",
      ]),
    );
    // Deposit and the responsible-gambling page are built: a real member is led to both.
    expect(home.data.entries.map((e) => e.to)).toEqual(
      expect.arrayContaining(["/m/voucherCenter", "/m/withdraw", "/m/responsibleGaming"]),
    );
  });

  it("takes the base layout when the template flag mem_cen is not 1, and agents see their account record", async () => {
    const template = () =>
      backend.db
        .prepare("SELECT value FROM site_setting WHERE key = 'mobileTemplate'")
        .pluck()
        .get() as string;
    const before = template();
    backend.db
      .prepare("UPDATE site_setting SET value = ? WHERE key = 'mobileTemplate'")
      .run(JSON.stringify({ mem_cen: "0", dep_func: "0" }));
    try {
      const agent = createMember(backend.db, { type: 1 });
      const home = unwrap<{ layout: string; entries: Array<{ to: string }> }>(
        await run(homeLoader, "/m/member/home", agent),
      );
      expect(home.data.layout).toBe("base");
      expect(home.data.entries.map((e) => e.to)).toContain("/m/transaction/record?types=A");
    } finally {
      backend.db.prepare("UPDATE site_setting SET value = ? WHERE key = 'mobileTemplate'").run(before);
    }
  });

  it("shows levels, benefits and progress; with the VIP benefit off the page goes to the member centre", async () => {
    const member = createMember(backend.db, { balance: 100 });
    await playDemo(member, 5);
    const vip = unwrap<{
      level: number;
      stakeCents: number;
      levels: unknown[];
      progress: { percent: number; next: { name: string } };
    }>(await run(benefitsLoader, "/m/member/benefits", member));
    expect(vip.data).toMatchObject({ level: 0, stakeCents: 500, progress: { next: { name: "VIP1" } } });
    expect(vip.data.levels).toHaveLength(6);
    await operator(backend.url, "/whitelabel", { modId: "VIPBEN3", enabled: false });
    try {
      expectRedirect(await run(benefitsLoader, "/m/member/benefits", member), "/m/member/home");
    } finally {
      await operator(backend.url, "/whitelabel", { modId: "VIPBEN3", enabled: true });
    }
  });
});
